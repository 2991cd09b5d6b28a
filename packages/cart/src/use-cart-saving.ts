import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch } from 'react';
import type { KeyedMutator } from 'swr';
import { toPortalError, type PortalError } from '@anp/core';
import type { Cart, CartApi } from '@anp/core/services/cart';
import {
  NO_EDITS,
  applyEdits,
  draftKey,
  dropMissing,
  editFields,
  editLine,
  hasEdits,
  parseStoredDraft,
  retryDelayMs,
  serializeDraft,
  settle,
  toUpdate,
  type CartEdits,
  type FieldEdits,
} from './draft/draft';
import { palletsToQuantity, type CartFlowAction } from './model';

/** Edits are saved this long after the last keystroke (issue 5: "saved with a debounce"). */
export const SAVE_DEBOUNCE_MS = 800;

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'failed';

export interface SaveState {
  status: SaveStatus;
  error: PortalError | null;
  /** When the next automatic retry runs (ms since epoch), while failed and retryable. */
  retryAt: number | null;
  /** Unsaved edits of an earlier visit were restored from session storage. */
  restored: boolean;
}

/** Units per pallet of a line (1 when the line is unknown). */
const perPalletOf = (cart: Cart | undefined, sku: string): number =>
  cart?.cartItems.find((i) => i.sku === sku)?.perPalletcount ?? 1;

export interface CartSavingOptions {
  api: CartApi;
  account: string;
  storage: Storage | null;
  /** The server's cart (SWR) and its bound mutate. */
  cart: Cart | undefined;
  mutateCart: KeyedMutator<Cart>;
  dispatch: Dispatch<CartFlowAction>;
}

/**
 * The user's edits over the server's cart, and their saving (issue 5, "Never lose work"): each
 * change is kept on screen and in session storage at once, sent about a second after the last
 * one, one save at a time (what is typed meanwhile goes in the next), and retried with a growing
 * delay while the failure is retryable. A draft an earlier visit left is saved once the cart it
 * applies to is here.
 */
export function useCartSaving({
  api,
  account,
  storage,
  cart,
  mutateCart,
  dispatch,
}: CartSavingOptions) {
  // What an earlier visit left unsaved (read once, when the cart mounts).
  const [restored] = useState<CartEdits | null>(() =>
    parseStoredDraft(storage?.getItem(draftKey(account)) ?? null, account, Date.now()),
  );
  const [edits, setEditsState] = useState<CartEdits>(restored ?? NO_EDITS);
  const editsRef = useRef(edits);
  const [save, setSave] = useState<SaveState>(() => ({
    status: restored && hasEdits(restored) ? 'pending' : 'idle',
    error: null,
    retryAt: null,
    restored: Boolean(restored && hasEdits(restored)),
  }));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const attempt = useRef(0);
  const lastSaveError = useRef<PortalError | null>(null);
  const saving = useRef<Promise<boolean> | null>(null);
  // The latest cart for the callbacks (they run after the effect below has caught up).
  const cartRef = useRef<Cart | undefined>(cart);
  useEffect(() => {
    cartRef.current = cart;
  }, [cart]);
  // saveNow calls itself for edits made while it ran; through a ref, so it sees its latest self.
  const saveAgain = useRef<() => Promise<boolean>>(async () => true);

  const persist = useCallback(
    (next: CartEdits) => {
      try {
        if (hasEdits(next))
          storage?.setItem(draftKey(account), serializeDraft(account, next, Date.now()));
        else storage?.removeItem(draftKey(account));
      } catch {
        // Storage full or refused: the edits stay on screen and are still saved to the server.
      }
    },
    [storage, account],
  );

  const setEdits = useCallback(
    (next: CartEdits) => {
      editsRef.current = next;
      setEditsState(next);
      persist(next);
    },
    [persist],
  );

  const saveNow = useCallback(async (): Promise<boolean> => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    if (saving.current) {
      // One save at a time; what was typed meanwhile goes in the next one.
      await saving.current;
      return hasEdits(editsRef.current) ? saveAgain.current() : true;
    }
    const base = cartRef.current;
    const sent = editsRef.current;
    if (!base || !hasEdits(sent)) {
      setSave((s) => ({ ...s, status: 'idle', error: null, retryAt: null }));
      return true;
    }
    const run = (async () => {
      setSave((s) => ({ ...s, status: 'saving', retryAt: null }));
      dispatch({ type: 'start', operation: 'update' });
      try {
        const saved = await api.update(toUpdate(sent, base), {
          publishErrors: false,
          accountId: account,
        });
        dispatch({ type: 'succeed', operation: 'update' });
        attempt.current = 0;
        await mutateCart(saved, { revalidate: false });
        cartRef.current = saved;
        const left = dropMissing(settle(editsRef.current, sent), saved);
        setEdits(left);
        setSave((s) => ({
          ...s,
          status: hasEdits(left) ? 'pending' : 'idle',
          error: null,
          retryAt: null,
        }));
        return true;
      } catch (thrown) {
        const error = toPortalError(thrown);
        lastSaveError.current = error;
        dispatch({ type: 'fail', operation: 'update', error });
        const delay = retryDelayMs(attempt.current);
        attempt.current += 1;
        const retryAt = error.retryable ? Date.now() + delay : null;
        setSave((s) => ({ ...s, status: 'failed', error, retryAt }));
        if (error.retryable) {
          timer.current = setTimeout(() => {
            timer.current = null;
            void saveAgain.current();
          }, delay);
        }
        return false;
      }
    })();
    saving.current = run;
    try {
      const ok = await run;
      if (ok && hasEdits(editsRef.current)) return saveAgain.current();
      return ok;
    } finally {
      saving.current = null;
    }
  }, [api, mutateCart, setEdits, account, dispatch]);
  useEffect(() => {
    saveAgain.current = saveNow;
  }, [saveNow]);

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setSave((s) => (s.status === 'failed' ? s : { ...s, status: 'pending' }));
    timer.current = setTimeout(() => {
      timer.current = null;
      void saveNow();
    }, SAVE_DEBOUNCE_MS);
  }, [saveNow]);

  // A restored draft is saved as soon as the cart it applies to is here.
  const restoredSaved = useRef(false);
  useEffect(() => {
    if (restoredSaved.current || !cart) return;
    restoredSaved.current = true;
    const pruned = dropMissing(editsRef.current, cart);
    if (pruned !== editsRef.current) setEdits(pruned);
    if (hasEdits(pruned)) void saveNow();
  }, [cart, saveNow, setEdits]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const shown = useMemo(() => (cart ? applyEdits(cart, edits) : undefined), [cart, edits]);

  // ---- The edits the page makes -----------------------------------------------------------
  const setQuantity = useCallback(
    (sku: string, quantity: number | null) => {
      setEdits(editLine(editsRef.current, sku, { quantity }));
      schedule();
    },
    [setEdits, schedule],
  );
  const setPallets = useCallback(
    (sku: string, pallets: number) => {
      setEdits(
        editLine(editsRef.current, sku, {
          pallets,
          quantity: palletsToQuantity(pallets, perPalletOf(cartRef.current, sku)),
        }),
      );
      schedule();
    },
    [setEdits, schedule],
  );
  const setFullPallet = useCallback(
    (sku: string, fullPallet: boolean, pallets: number) => {
      setEdits(
        editLine(editsRef.current, sku, {
          fullPallet,
          pallets,
          ...(fullPallet
            ? { quantity: palletsToQuantity(pallets, perPalletOf(cartRef.current, sku)) }
            : {}),
        }),
      );
      schedule();
    },
    [setEdits, schedule],
  );
  const setFields = useCallback(
    (change: FieldEdits) => {
      // ordering.md §4: changing ship method, payment terms or truck size clears the delivery
      // and pickup errors.
      if ('shipMethod' in change) dispatch({ type: 'optionChanged', option: 'shipMethod' });
      if ('paymentTerms' in change) dispatch({ type: 'optionChanged', option: 'paymentTerms' });
      if ('truckSize' in change) dispatch({ type: 'optionChanged', option: 'truckSize' });
      setEdits(editFields(editsRef.current, change));
      schedule();
    },
    [setEdits, schedule, dispatch],
  );

  return {
    /** The server's cart with the unsaved edits on top: what the page shows. */
    shown,
    save,
    saveNow,
    setEdits,
    editsRef,
    cartRef,
    lastSaveError,
    setQuantity,
    setPallets,
    setFullPallet,
    setFields,
  };
}

export type CartSaving = ReturnType<typeof useCartSaving>;
