/**
 * The complaint form's limits, apart from the reducer so that the kept-complaint parser
 * (saved.ts), which pages load at start, does not carry the form's code with it.
 */

/** At most this many lot numbers per product line are kept (ordering.md §5, §9). */
export const MAX_LOTS = 5;
/** At most this many products per complaint (the contract's `products` maxItems). */
export const MAX_PRODUCTS = 20;
/** Longest lot number the contract accepts. */
export const MAX_LOT_LENGTH = 40;
