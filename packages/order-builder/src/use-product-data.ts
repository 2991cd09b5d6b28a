import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { readSession, toPortalError, useKitContext, windowOf, type PortalError } from '@anp/core';
import {
  useCartApi,
  type Cart,
  type CategoryList,
  type EnableAddToCart,
  type Product,
  type RecentProduct,
} from '@anp/core/services/cart';
import { hasMorePages } from './model/views';

/**
 * SWR keys of the builder's reads. They carry the account (the X-Account-Id of the calls), so an
 * account switch never shows another account's products from the page's shared cache. The cart
 * key is the one `<anp-cart>` reads, so a page holding both fetches the cart once.
 */
export const BUILDER_KEYS = {
  enable: 'anp:cart/enableAddToCart',
  categories: 'anp:categories',
  favourites: 'anp:cart/products/favourite',
  recent: 'anp:cart/recentorderedproducts',
  cart: 'anp:cart',
} as const;

const QUIET = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** The account the calls are for: the session's selected sold-to, else the server's choice. */
export function useBuilderAccount(): string {
  const { root } = useKitContext();
  const win = windowOf(root);
  return readSession('soldToId', win) ?? 'selected';
}

/** GET cart/enableAddToCart: whether the user may add to this account's cart, and why not. */
export function useEnableAddToCart(account: string): SWRResponse<EnableAddToCart, PortalError> {
  const api = useCartApi();
  return useSWR<EnableAddToCart, PortalError>(
    [BUILDER_KEYS.enable, account],
    () => api.enableAddToCart({ publishErrors: false }),
    { ...QUIET, dedupingInterval: 30_000 },
  );
}

/** GET categories (search service): the account's categories with counts, in the page language. */
export function useCategories(account: string): SWRResponse<CategoryList, PortalError> {
  const api = useCartApi();
  const { lang } = useKitContext();
  return useSWR<CategoryList, PortalError>(
    [BUILDER_KEYS.categories, account, lang],
    () => api.categories({ publishErrors: false }),
    { ...QUIET, dedupingInterval: 60_000 },
  );
}

export function useFavourites(
  account: string,
  enabled: boolean,
): SWRResponse<{ products: Product[] }, PortalError> {
  const api = useCartApi();
  const { lang } = useKitContext();
  return useSWR<{ products: Product[] }, PortalError>(
    enabled ? [BUILDER_KEYS.favourites, account, lang] : null,
    () => api.favourites({ publishErrors: false }),
    QUIET,
  );
}

export function useRecentProducts(
  account: string,
  enabled: boolean,
): SWRResponse<{ products: RecentProduct[] }, PortalError> {
  const api = useCartApi();
  const { lang } = useKitContext();
  return useSWR<{ products: RecentProduct[] }, PortalError>(
    enabled ? [BUILDER_KEYS.recent, account, lang] : null,
    () => api.recentProducts({ publishErrors: false }),
    QUIET,
  );
}

/**
 * The open cart (GET cart/fetch), only when the user may add to it: the rows say what is already
 * in it, and "View cart" counts its lines. `<anp-cart>` reads the same entry.
 */
export function useOpenCart(account: string, enabled: boolean): SWRResponse<Cart, PortalError> {
  const api = useCartApi();
  return useSWR<Cart, PortalError>(
    enabled ? [BUILDER_KEYS.cart, account] : null,
    () => api.fetch({ publishErrors: false }),
    QUIET,
  );
}

export interface ProductQueryState {
  account: string;
  /** The (debounced) search; blank means none. */
  searchTerm: string;
  /** A category id; '' for all. */
  category: string;
  limit: number;
  /** False while another view shows: nothing is loaded. */
  enabled: boolean;
}

export interface ProductPages {
  products: Product[];
  /** Products matching the query; null before the first answer. */
  total: number | null;
  /** The first page of this query is on its way (`products` may still be the last query's). */
  loading: boolean;
  /** `products` answer an earlier query while the new one loads. */
  stale: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  error: PortalError | null;
  hasMore: boolean;
  loadMore(): void;
  retry(): void;
}

interface PagesState {
  key: string;
  products: Product[];
  total: number | null;
  loading: boolean;
  error: PortalError | null;
}

const EMPTY: PagesState = { key: '', products: [], total: null, loading: false, error: null };

/**
 * Pages of GET cart/availableProducts for a search and category: the first page whenever the
 * query changes, the next on `loadMore` (the API's offset and limit). A small paging state over
 * the client rather than `swr/infinite`, which the shared runtime chunk does not carry; an answer
 * to an older query is dropped.
 */
export function useProductPages(query: ProductQueryState): ProductPages {
  const api = useCartApi();
  const { lang } = useKitContext();
  const { account, limit, category, enabled } = query;
  const term = query.searchTerm.trim();
  // Titles and count labels come in the page language: another language is another listing.
  const key = [account, lang, term, category, limit].join('\u0000');
  const [state, setState] = useState<PagesState>(EMPTY);
  const inFlight = useRef<AbortController | null>(null);

  const request = useCallback(
    (offset: number) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      api
        .availableProducts(
          {
            offset,
            limit,
            ...(term ? { searchTerm: term } : {}),
            ...(category ? { category } : {}),
          },
          { signal: controller.signal, publishErrors: false },
        )
        .then((page) => {
          if (controller.signal.aborted) return;
          setState((s) => ({
            key,
            products:
              offset === 0 || s.key !== key ? page.products : [...s.products, ...page.products],
            total: page.totalCount,
            loading: false,
            error: null,
          }));
        })
        .catch((failure: unknown) => {
          if (controller.signal.aborted) return;
          setState((s) => ({
            ...(s.key === key ? s : { ...EMPTY, key }),
            loading: false,
            error: toPortalError(failure),
          }));
        });
    },
    [api, key, limit, term, category],
  );

  useEffect(() => {
    if (!enabled) return undefined;
    // Keeps what is shown when only the view changed back: the query is the same.
    if (state.key === key && state.error === null && state.total !== null) return undefined;
    request(0);
    return () => {
      inFlight.current?.abort();
      // Left mid-request (another view): nothing is loading any more when the user comes back.
      setState((s) => (s.loading ? { ...s, loading: false } : s));
    };
    // Only a new query (or coming back to the view) asks again, not every state change.
  }, [enabled, request]); // eslint-disable-line react-hooks/exhaustive-deps

  const fetchPage = useCallback(
    (offset: number) => {
      setState((s) =>
        s.key === key ? { ...s, loading: true, error: null } : { ...EMPTY, key, loading: true },
      );
      request(offset);
    },
    [key, request],
  );

  const current = state.key === key;
  const busy = enabled && (!current || state.loading);
  // A new search keeps the last results on screen (dimmed) until its answer: no flicker per
  // keystroke pause.
  const stale = !current && busy && state.products.length > 0;
  const products = current || stale ? state.products : [];
  const total = current ? state.total : null;
  const more = current && hasMorePages(products.length, total);
  const error = current ? state.error : null;

  const loadMore = useCallback(() => {
    if (!busy && more && error === null) fetchPage(products.length);
  }, [busy, more, error, fetchPage, products.length]);
  const shown = current ? products.length : 0;
  const retry = useCallback(() => fetchPage(shown), [fetchPage, shown]);

  return {
    products,
    total,
    loading: busy && (!current || products.length === 0),
    stale,
    loadingMore: busy && current && products.length > 0,
    error,
    hasMore: more,
    loadMore,
    retry,
  };
}
