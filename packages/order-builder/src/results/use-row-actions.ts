import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import {
  dispatchAnpEvent,
  formatNumber,
  toPortalError,
  useKitContext,
  useKitTranslation,
  windowOf,
} from '@anp/core';
import { useCartApi, type CartLineInput, type Product } from '@anp/core/services/cart';
import { ROW_NS } from './i18n';
import { rowKey, type BuilderView } from '../model/views';
import { BUILDER_KEYS } from '../use-order-builder-data';
import type { CartChangeDetail, RowStore } from '../use-order-builder';

const without = <K, V>(map: ReadonlyMap<K, V>, key: K): ReadonlyMap<K, V> => {
  if (!map.has(key)) return map;
  const copy = new Map(map);
  copy.delete(key);
  return copy;
};

export interface RowActions {
  toggleFavourite(product: Product): void;
  /**
   * Adds a row's valid line (the row checks it against the rules first); false when nothing was
   * added (a call already running, adding not allowed, or the call failed). `unit` names the
   * count in the announcement ("20 bags", "1 tote").
   */
  add(view: BuilderView, product: Product, line: CartLineInput, unit: string): Promise<boolean>;
}

/**
 * What a row does with the server: the favourite star saved at once (rolled back with a message
 * when the server refuses), and Add to cart: one call at a time per row, the page's cart entry
 * updated with the answer, `anp-cart-changed` from the element so the header's badge follows,
 * and a polite announcement. A failure keeps what the user typed.
 */
export function useRowActions(store: RowStore): RowActions {
  const api = useCartApi();
  const { mutate } = useSWRConfig();
  const { host, root, country } = useKitContext();
  const { t } = useKitTranslation(ROW_NS);
  const { account, view, isFavourite, announce } = store;
  const { setEntries, setAdding, setAddErrors, setFavourites, setFavouriteErrors, busy, latest } =
    store;

  const toggleFavourite = useCallback(
    (product: Product) => {
      const { sku } = product;
      const before = isFavourite(product);
      const next = !before;
      // Optimistic: the star changes at once; a refusal puts it back and says why.
      setFavourites((m) => new Map(m).set(sku, next));
      setFavouriteErrors((m) => without(m, sku));
      api.setFavourite(sku, next, { publishErrors: false }).then(
        () => {
          // The favourites list of another view reloads when it shows next; the one on screen
          // keeps an unstarred product until then, so a slip of the finger can be undone.
          if (view !== 'favourites') {
            void mutate((key) => Array.isArray(key) && key[0] === BUILDER_KEYS.favourites);
          }
        },
        (failure: unknown) => {
          setFavourites((m) => new Map(m).set(sku, before));
          setFavouriteErrors((m) => new Map(m).set(sku, toPortalError(failure)));
        },
      );
    },
    [api, isFavourite, mutate, view, setFavourites, setFavouriteErrors],
  );

  const add = useCallback(
    async (v: BuilderView, product: Product, line: CartLineInput, unit: string) => {
      const key = rowKey(v, product.sku);
      if (busy.current.has(key) || !latest.current.canAdd) return false;
      busy.current.add(key);
      setAdding((s) => new Set(s).add(key));
      setAddErrors((m) => without(m, key));
      try {
        const updated = await api.addItems([line], { publishErrors: false });
        await mutate([BUILDER_KEYS.cart, account], updated, { revalidate: false });
        const detail: CartChangeDetail = {
          count: updated.cartItems.length,
          ...(updated.encCartid ? { encCartId: updated.encCartid } : {}),
          source: 'order-builder',
        };
        const win = windowOf(root);
        dispatchAnpEvent(host ?? win, 'anp-cart-changed', detail);
        // Done: the row is ready for the next quantity; the cart line shows what was added.
        setEntries((current) =>
          new Map(current).set(key, {
            quantity: '',
            pallets: '',
            fullPallet: current.get(key)?.fullPallet ?? line.fullPallet === true,
            touched: false,
            submitted: false,
          }),
        );
        latest.current.onAdded?.({ line, product, cart: updated });
        const quantity = line.quantity ?? 0;
        announce(
          t('added', {
            quantity: formatNumber(quantity, country, Number.isInteger(quantity) ? 0 : 2),
            unit,
            product: product.title,
          }),
        );
        return true;
      } catch (failure) {
        // The entry stays as typed: nothing the user entered is lost.
        setAddErrors((m) => new Map(m).set(key, toPortalError(failure)));
        return false;
      } finally {
        busy.current.delete(key);
        setAdding((s) => {
          const copy = new Set(s);
          copy.delete(key);
          return copy;
        });
      }
    },
    [
      api,
      mutate,
      account,
      host,
      root,
      announce,
      t,
      country,
      busy,
      latest,
      setAdding,
      setAddErrors,
      setEntries,
    ],
  );

  return { toggleFavourite, add };
}
