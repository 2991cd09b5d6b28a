import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import type { AnpEventMap, PortalError } from '@anp/core';
import { useDebouncedValue } from '@anp/core/hooks';
import type { Cart, CartLineInput, Product } from '@anp/core/services/cart';
import { SEARCH_DEBOUNCE_MS, pageSizeOf, parseView, rowKey, type BuilderView } from './model/views';
// Types only: the entry rules travel with the product rows, which load on demand.
import type { Entry } from './model/entry';
import type { PendingEntry } from './model/load';
import {
  useBuilderAccount,
  useCategories,
  useEnableAddToCart,
  useFavourites,
  useOpenCart,
  useProductPages,
  useRecentProducts,
  type ProductPages,
} from './use-order-builder-data';

export type CartChangeDetail = AnpEventMap['anp-cart-changed'];

/** What a successful add tells its caller. */
export interface AddedDetail {
  line: CartLineInput;
  product: Product;
  cart: Cart;
}

export interface OrderBuilderOptions {
  view?: string | undefined;
  category?: string | undefined;
  searchTerm?: string | undefined;
  pageSize?: number | undefined;
  onAdded?: ((detail: AddedDetail) => void) | undefined;
}

/** Whether adding to the cart is possible: still checking, yes, or why not. */
export type AddAvailability =
  | { state: 'checking' }
  | { state: 'enabled' }
  | { state: 'disabled'; reason: 'NO_ACCOUNT' | 'NO_PURCHASE_RIGHTS' | 'CART_HIDDEN' }
  | { state: 'failed'; error: PortalError };

export interface ListState {
  products: readonly Product[] | null;
  loading: boolean;
  error: PortalError | null;
  retry(): void;
}

/** The per-row state the behaviour keeps, keyed by view and SKU. */
export interface RowState {
  /** What the user typed; null until they touch the row (the row then starts from its rules). */
  entry: Entry | null;
  adding: boolean;
  addError: PortalError | null;
  favourite: boolean;
  favouriteError: PortalError | null;
  /** Lines of this product already in the cart (the summed count), when known. */
  inCart: number | null;
}

export interface OrderBuilderState {
  view: BuilderView;
  setView(view: BuilderView): void;
  searchText: string;
  setSearchText(text: string): void;
  /** The term the list answers (debounced). */
  searchTerm: string;
  clearSearch(): void;
  category: string;
  setCategory(id: string): void;
  categories: { id: string; name: string; count: number }[] | null;
  pages: ProductPages;
  favourites: ListState;
  recent: ListState & { products: readonly (Product & RecentInfo)[] | null };
  availability: AddAvailability;
  retryAvailability(): void;
  /** Lines in the open cart; null until known. */
  cartCount: number | null;
  /** The open cart, when the user may add to it (the truckload meter reads it). */
  cart: Cart | undefined;
  /** The rows' entries with their products, oldest first (the meter adds them to the cart). */
  pending: readonly PendingEntry[];
  /** The polite announcement of the last add. */
  announcement: string;
  row(view: BuilderView, product: Product): RowState;
  /** Changes a row's entry; `change` gets the stored entry, null when there is none yet. */
  setEntry(view: BuilderView, product: Product, change: (entry: Entry | null) => Entry): void;
  /** What the rows' actions (favourite, add to cart) change; they load with the rows. */
  store: RowStore;
}

type Setter<T> = Dispatch<SetStateAction<T>>;

/**
 * The state the row actions (results/use-row-actions.ts) read and change. The actions travel with
 * the rows' chunk; the state stays here, so it outlives a switch of view.
 */
export interface RowStore {
  account: string;
  view: BuilderView;
  isFavourite(product: Product): boolean;
  setEntries: Setter<ReadonlyMap<string, Entry>>;
  setAdding: Setter<ReadonlySet<string>>;
  setAddErrors: Setter<ReadonlyMap<string, PortalError>>;
  setFavourites: Setter<ReadonlyMap<string, boolean>>;
  setFavouriteErrors: Setter<ReadonlyMap<string, PortalError>>;
  /** Rows whose add call runs: a ref, so two presses in one tick still add once. */
  busy: { current: Set<string> };
  /** The latest caller's callback and whether adding is allowed. */
  latest: { current: { onAdded?: ((detail: AddedDetail) => void) | undefined; canAdd: boolean } };
  announce(text: string): void;
}

export interface RecentInfo {
  lastOrderedDate: string;
  lastQuantity: number;
  lastOrderNumber: string;
}

function listState<T>(
  response: { data?: { products: T[] } | undefined; error?: PortalError | undefined },
  enabled: boolean,
  retry: () => void,
): { products: T[] | null; loading: boolean; error: PortalError | null; retry(): void } {
  return {
    products: response.data?.products ?? null,
    loading: enabled && !response.data && !response.error,
    error: response.data ? null : (response.error ?? null),
    retry,
  };
}

const isBlank = (term: string) => term === '';

/**
 * Behaviour of the order builder (ordering.md §2 screen 1): the view (following the `view`
 * attribute), the search echoed at once and sent after a 400 ms pause (clearing applies at once),
 * the category, the paged listing, favourites and recent orders, whether adding is allowed, the
 * open cart, and each row's state: its entry, its add call and favourite star. The calls a row
 * makes (results/use-row-actions.ts) load with the rows and change this state through `store`.
 */
export function useOrderBuilder(options: OrderBuilderOptions): OrderBuilderState {
  const account = useBuilderAccount();

  // The `view` attribute picks the first view and follows later changes of the attribute.
  const [view, setViewState] = useState<BuilderView>(() => parseView(options.view));
  const [seenView, setSeenView] = useState(options.view);
  if (options.view !== seenView) {
    setSeenView(options.view);
    setViewState(parseView(options.view));
  }

  const [searchText, setSearchText] = useState(options.searchTerm ?? '');
  // The box echoes every keystroke; the listing waits for a pause. Clearing it needs no wait.
  const searchTerm = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS, isBlank);
  const [category, setCategory] = useState(options.category ?? '');
  const clearSearch = useCallback(() => setSearchText(''), []);

  const enable = useEnableAddToCart(account);
  const canAdd = enable.data?.enabled === true;
  const categories = useCategories(account);
  const pages = useProductPages({
    account,
    searchTerm,
    category,
    limit: pageSizeOf(options.pageSize),
    enabled: view === 'all',
  });
  const favouritesData = useFavourites(account, view === 'favourites');
  const recentData = useRecentProducts(account, view === 'recent');
  const cart = useOpenCart(account, canAdd);

  const [entries, setEntries] = useState<ReadonlyMap<string, Entry>>(() => new Map());
  const [adding, setAdding] = useState<ReadonlySet<string>>(() => new Set());
  const [addErrors, setAddErrors] = useState<ReadonlyMap<string, PortalError>>(() => new Map());
  const [favourites, setFavourites] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const [favouriteErrors, setFavouriteErrors] = useState<ReadonlyMap<string, PortalError>>(
    () => new Map(),
  );
  const [announcement, setAnnouncement] = useState('');
  const busy = useRef(new Set<string>());
  const announceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(announceTimer.current), []);

  const inCart = useMemo(() => {
    const counts = new Map<string, number>();
    for (const item of cart.data?.cartItems ?? []) {
      const value = item.itemCount.value ?? 0;
      counts.set(item.sku, (counts.get(item.sku) ?? 0) + value);
    }
    return counts;
  }, [cart.data]);

  // The product of each row that has an entry: the truckload meter weighs what was typed.
  const [entryProducts, setEntryProducts] = useState<ReadonlyMap<string, Product>>(() => new Map());
  const setEntry = useCallback(
    (v: BuilderView, product: Product, change: (entry: Entry | null) => Entry) => {
      const key = rowKey(v, product.sku);
      setEntryProducts((m) => (m.get(key) === product ? m : new Map(m).set(key, product)));
      setEntries((current) => new Map(current).set(key, change(current.get(key) ?? null)));
    },
    [],
  );

  const pending = useMemo(() => {
    const found: PendingEntry[] = [];
    for (const [key, entry] of entries) {
      const product = entryProducts.get(key);
      if (product) found.push({ product, entry });
    }
    return found;
  }, [entries, entryProducts]);

  const setView = useCallback((next: BuilderView) => setViewState(next), []);

  const isFavourite = useCallback(
    (product: Product) => favourites.get(product.sku) ?? product.isFavourite,
    [favourites],
  );

  const announce = useCallback((text: string) => {
    // Emptied first, so the same sentence twice in a row is announced twice.
    setAnnouncement('');
    clearTimeout(announceTimer.current);
    announceTimer.current = setTimeout(() => setAnnouncement(text), 30);
  }, []);

  const { onAdded } = options;
  const latest = useRef({ onAdded, canAdd });
  useEffect(() => {
    latest.current = { onAdded, canAdd };
  });

  const store = useMemo<RowStore>(
    () => ({
      account,
      view,
      isFavourite,
      setEntries,
      setAdding,
      setAddErrors,
      setFavourites,
      setFavouriteErrors,
      busy,
      latest,
      announce,
    }),
    [account, view, isFavourite, announce],
  );

  const row = useCallback(
    (v: BuilderView, product: Product): RowState => {
      const key = rowKey(v, product.sku);
      return {
        entry: entries.get(key) ?? null,
        adding: adding.has(key),
        addError: addErrors.get(key) ?? null,
        favourite: isFavourite(product),
        favouriteError: favouriteErrors.get(product.sku) ?? null,
        inCart: cart.data ? (inCart.get(product.sku) ?? 0) : null,
      };
    },
    [entries, adding, addErrors, isFavourite, favouriteErrors, cart.data, inCart],
  );

  const availability: AddAvailability = enable.data
    ? enable.data.enabled
      ? { state: 'enabled' }
      : { state: 'disabled', reason: enable.data.reason ?? 'NO_PURCHASE_RIGHTS' }
    : enable.error
      ? { state: 'failed', error: enable.error }
      : { state: 'checking' };

  return {
    view,
    setView,
    searchText,
    setSearchText,
    searchTerm,
    clearSearch,
    category,
    setCategory,
    categories: categories.data?.categories ?? null,
    pages,
    favourites: listState(
      favouritesData,
      view === 'favourites',
      () => void favouritesData.mutate(),
    ),
    recent: listState(recentData, view === 'recent', () => void recentData.mutate()),
    availability,
    retryAvailability: () => void enable.mutate(),
    cartCount: cart.data ? cart.data.cartItems.length : null,
    cart: cart.data,
    pending,
    announcement,
    row,
    setEntry,
    store,
  };
}
