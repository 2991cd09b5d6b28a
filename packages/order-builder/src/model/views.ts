/**
 * The builder's views and paging (ordering.md §2 screen 1), kept apart from the product rules so
 * the element's first chunk carries only these few constants.
 */

/** The three lists of the builder. */
export type BuilderView = 'all' | 'favourites' | 'recent';
export const BUILDER_VIEWS: readonly BuilderView[] = ['all', 'favourites', 'recent'];

/** A view attribute as written on the element; anything else is the full list. */
export function parseView(value: string | null | undefined): BuilderView {
  const v = (value ?? '').trim().toLowerCase();
  return (BUILDER_VIEWS as readonly string[]).includes(v) ? (v as BuilderView) : 'all';
}

/** Products per page of GET cart/availableProducts (the API's own default). */
export const PAGE_SIZE = 24;

/** The API allows 1..100 products per page; other values fall back to {@link PAGE_SIZE}. */
export function pageSizeOf(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100
    ? value
    : PAGE_SIZE;
}

/** Typing pauses this long before a search is sent; clearing the box applies at once. */
export const SEARCH_DEBOUNCE_MS = 400;

/** The key of a row's state: one entry per view and product. */
export const rowKey = (view: BuilderView, sku: string): string => `${view}\u0000${sku}`;
