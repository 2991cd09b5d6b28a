import { useCallback, useState } from 'react';
import type { KeyedMutator } from 'swr';
import { toPortalError, type PortalError } from '@anp/core';
import type { Cart, CartApi } from '@anp/core/services/cart';
import { NO_EDITS, dropMissing } from './draft/draft';
import type { CartSaving } from './use-cart-saving';

/** What the cart tells the page after a change of its lines (the header badge follows). */
export type AnnounceCart = (cart: Pick<Cart, 'cartItems' | 'encCartid'>) => void;

export interface CartRemovalOptions {
  api: CartApi;
  account: string;
  mutateCart: KeyedMutator<Cart>;
  saving: CartSaving;
  announce: AnnounceCart;
}

/**
 * Removing a line and emptying the cart (ordering.md §2 screen 2): each call at once, not
 * debounced; the edits of removed lines are dropped; a failure is said beside the line or in the
 * dialog, and nothing else changes.
 */
export function useCartRemoval({ api, account, mutateCart, saving, announce }: CartRemovalOptions) {
  const { setEdits, editsRef, cartRef } = saving;
  const [removing, setRemoving] = useState<ReadonlySet<string>>(() => new Set());
  const [removeError, setRemoveError] = useState<{ sku: string; error: PortalError } | null>(null);
  const removeLine = useCallback(
    async (sku: string) => {
      setRemoving((s) => new Set(s).add(sku));
      setRemoveError(null);
      try {
        const cart = await api.remove(sku, { publishErrors: false, accountId: account });
        await mutateCart(cart, { revalidate: false });
        cartRef.current = cart;
        setEdits(dropMissing(editsRef.current, cart));
        announce(cart);
      } catch (thrown) {
        setRemoveError({ sku, error: toPortalError(thrown) });
      } finally {
        setRemoving((s) => {
          const next = new Set(s);
          next.delete(sku);
          return next;
        });
      }
    },
    [api, mutateCart, setEdits, editsRef, cartRef, announce, account],
  );

  const [emptying, setEmptying] = useState(false);
  const [emptyError, setEmptyError] = useState<PortalError | null>(null);
  const emptyCart = useCallback(async (): Promise<boolean> => {
    const cart = cartRef.current;
    if (!cart?.encCartid) return true;
    setEmptying(true);
    setEmptyError(null);
    try {
      await api.deleteCart(cart.encCartid, { publishErrors: false, accountId: account });
      setEdits(NO_EDITS);
      const fresh = await mutateCart();
      announce(fresh ?? { cartItems: [], encCartid: null });
      return true;
    } catch (thrown) {
      setEmptyError(toPortalError(thrown));
      return false;
    } finally {
      setEmptying(false);
    }
  }, [api, mutateCart, setEdits, cartRef, announce, account]);

  return { removing, removeLine, removeError, emptyCart, emptying, emptyError };
}
