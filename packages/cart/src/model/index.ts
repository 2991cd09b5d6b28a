/**
 * The cart's model: the ordering rules it shares with the reference API (`@anp/rules/cart`), its
 * own step flow, and the problems its error summary lists.
 */
export * from '@anp/rules/cart';
export * from './flow';
export * from './problems';
export * from './steps';
export * from './date-window';
export * from './email';
export * from './count-entry';
export * from './line-display';
