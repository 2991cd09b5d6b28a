/**
 * The cart's model: the ordering rules it shares with the reference API (`@anp/rules/cart`) and
 * its own step flow.
 */
export * from '@anp/rules/cart';
export * from './flow';
