/**
 * The ordering rules of the cart (ordering.md §1, §3, §4, §5, §8, §9), pure and table-tested: no
 * React, no fetch, no DOM, no clock ("today" is always a parameter). The page and the reference
 * API share them, so the cart the user sees and the cart the server checks obey the same rules.
 */
export * from './units';
export * from './quantities';
export * from './weights';
export * from './dates';
export * from './validation';
export * from './issues';
export { truckLoad, weighedLines, type TruckLoad, type TruckLoadInput } from './truckload';
export * from './messages';
export * from './cart-input';
export * from './fields';
export * from './reorder';
export * from './templates';
