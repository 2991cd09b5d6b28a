import useSWR, { type SWRResponse } from 'swr';
import { useKitContext, useSelectedAccount, type PortalError } from '@anp/core';
import { usePagedList } from '@anp/core/hooks';
import {
  useCartApi,
  type Cart,
  type CategoryList,
  type EnableAddToCart,
  type Product,
  type RecentProduct,
} from '@anp/core/services/cart';

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

/**
 * The account the calls are for: the session's selected sold-to, else the server's choice; the
 * cache key and the calls' X-Account-Id, following a switch in any element or tab.
 */
export function useBuilderAccount(): string {
  return useSelectedAccount().key;
}

/** GET cart/enableAddToCart: whether the user may add to this account's cart, and why not. */
export function useEnableAddToCart(account: string): SWRResponse<EnableAddToCart, PortalError> {
  const api = useCartApi();
  return useSWR<EnableAddToCart, PortalError>(
    [BUILDER_KEYS.enable, account],
    () => api.enableAddToCart({ publishErrors: false, accountId: account }),
    { ...QUIET, dedupingInterval: 30_000 },
  );
}

/** GET categories (search service): the account's categories with counts, in the page language. */
export function useCategories(account: string): SWRResponse<CategoryList, PortalError> {
  const api = useCartApi();
  const { lang } = useKitContext();
  return useSWR<CategoryList, PortalError>(
    [BUILDER_KEYS.categories, account, lang],
    () => api.categories({ publishErrors: false, accountId: account }),
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
    () => api.favourites({ publishErrors: false, accountId: account }),
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
    () => api.recentProducts({ publishErrors: false, accountId: account }),
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
    () => api.fetch({ publishErrors: false, accountId: account }),
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

/**
 * Pages of GET cart/availableProducts for a search and category: the first page whenever the
 * query changes (the last results stay on screen, dimmed, until the answer: no flicker per
 * keystroke pause), the next on `loadMore`; coming back to the view finds the pages loaded.
 */
export function useProductPages(query: ProductQueryState): ProductPages {
  const api = useCartApi();
  const { lang } = useKitContext();
  const { account, limit, category, enabled } = query;
  const term = query.searchTerm.trim();
  const list = usePagedList<Product>({
    // Titles and count labels come in the page language: another language is another listing.
    key: enabled ? ['anp:cart/availableProducts', account, lang, term, category] : null,
    pageSize: limit,
    keepPrevious: true,
    fetchPage: async (offset, pageSize) => {
      const page = await api.availableProducts(
        {
          offset,
          limit: pageSize,
          ...(term ? { searchTerm: term } : {}),
          ...(category ? { category } : {}),
        },
        { publishErrors: false, accountId: account },
      );
      return { items: page.products, total: page.totalCount };
    },
  });
  return {
    products: list.items,
    total: list.total,
    loading: list.loading,
    stale: list.stale,
    loadingMore: list.loadingMore,
    error: list.error,
    hasMore: list.hasMore,
    loadMore: list.loadMore,
    retry: list.retry,
  };
}
