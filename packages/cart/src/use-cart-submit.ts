import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { dispatchAnpEvent, toPortalError, type PortalError } from '@anp/core';
import type { CartApi, CartSimulation, OrderPlaced } from '@anp/core/services/cart';
import {
  LAST_ORDER_KEY,
  NO_EDITS,
  draftKey,
  parsePendingSubmit,
  pendingSubmitKey,
} from './draft/draft';
import type { CartFlowAction } from './model';
import type { CartStep } from './model/steps';
import { CART_KEYS } from './use-cart-data';
import type { CartSaving } from './use-cart-saving';
import type { AnnounceCart } from './use-cart-removal';

/** The order just placed, with the market of its account (for units and currency). */
export type PlacedOrder = OrderPlaced & { country: string };

export interface CartSubmitOptions {
  api: CartApi;
  account: string;
  storage: Storage | null;
  /** The page's market: the order's when the cart does not say. */
  country: string;
  /** Where `anp-order-placed` is dispatched from (the element, else the window). */
  target: EventTarget;
  step: CartStep;
  onStepChange(step: CartStep): void;
  saving: CartSaving;
  /** Simulates again after a refusal, so the review shows why. */
  simulate(): Promise<boolean>;
  setSimulation(simulation: CartSimulation | null): void;
  announce: AnnounceCart;
  dispatch: (action: CartFlowAction) => void;
}

function readJson<T>(storage: Storage | null, key: string): T | null {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function newIdempotencyKey(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `order-${random}`;
}

/** The order kept for the confirmation step, if session storage holds a readable one. */
function storedOrder(storage: Storage | null): PlacedOrder | null {
  const stored = readJson<PlacedOrder>(storage, LAST_ORDER_KEY);
  return stored && typeof stored.orderNumber === 'string' && typeof stored.country === 'string'
    ? stored
    : null;
}

/**
 * Placing the order exactly once (issue 5, ordering.md §4 submit): an idempotency key kept in
 * session storage goes with every attempt, so a double click, a retry after a timeout or a reload
 * during the call give the same one order. A refusal (the server's CART codes) forgets the key
 * and simulates again; an unknown outcome keeps it for a safe retry. A submit cut off by a reload
 * is resumed on arrival.
 */
export function useCartSubmit({
  api,
  account,
  storage,
  country,
  target,
  step,
  onStepChange,
  saving,
  simulate,
  setSimulation,
  announce,
  dispatch,
}: CartSubmitOptions) {
  const { mutate: mutateGlobal } = useSWRConfig();
  const { setEdits, cartRef } = saving;
  const [placing, setPlacing] = useState(false);
  // A submission cut off by a reload (its key is in session storage) is resumed on arrival.
  const [resuming, setResuming] = useState(
    () =>
      step !== 'confirmation' &&
      parsePendingSubmit(
        storage?.getItem(pendingSubmitKey(account)) ?? null,
        account,
        Date.now(),
      ) !== null,
  );
  const [placeError, setPlaceError] = useState<PortalError | null>(null);
  const [order, setOrder] = useState<PlacedOrder | null>(() => storedOrder(storage));
  const placingRef = useRef(false);

  const placeOrder = useCallback(async () => {
    // A double click never sends twice; and a second call reuses the key of the first.
    if (placingRef.current) return;
    placingRef.current = true;
    setPlacing(true);
    setPlaceError(null);
    const stored = parsePendingSubmit(
      storage?.getItem(pendingSubmitKey(account)) ?? null,
      account,
      Date.now(),
    );
    const pending = stored ?? {
      key: newIdempotencyKey(),
      accountId: account,
      startedAt: Date.now(),
    };
    try {
      storage?.setItem(pendingSubmitKey(account), JSON.stringify(pending));
    } catch {
      // Without storage a reload cannot resume; the key still guards retries on this page.
    }
    dispatch({ type: 'start', operation: 'submit' });
    try {
      const answer = await api.submit(pending.key, { publishErrors: false, accountId: account });
      const placed: PlacedOrder = { ...answer, country: cartRef.current?.country ?? country };
      dispatch({ type: 'succeed', operation: 'submit' });
      try {
        storage?.setItem(LAST_ORDER_KEY, JSON.stringify(placed));
        storage?.removeItem(pendingSubmitKey(account));
        storage?.removeItem(draftKey(account));
      } catch {
        // Storage refused: the confirmation still shows from memory.
      }
      setOrder(placed);
      setEdits(NO_EDITS);
      setSimulation(null);
      dispatch({ type: 'setTermsAccepted', accepted: false });
      await mutateGlobal((key) => Array.isArray(key) && key[0] === CART_KEYS.cart, undefined);
      announce({ cartItems: [], encCartid: null });
      dispatchAnpEvent(target, 'anp-order-placed', {
        orderNumber: placed.orderNumber,
        accountId: placed.accountId,
      });
      onStepChange('confirmation');
    } catch (thrown) {
      const error = toPortalError(thrown);
      dispatch({ type: 'fail', operation: 'submit', error });
      if (error.code === 'CART' || error.code === 'BAD_REQUEST' || error.code === 'NOT_FOUND') {
        // Refused: nothing was placed, and the next attempt is a new one.
        try {
          storage?.removeItem(pendingSubmitKey(account));
        } catch {
          // Nothing to forget.
        }
        setPlaceError(error);
        await simulate();
      } else {
        // Unknown outcome (timeout, network, server): keep the key so a retry cannot double.
        setPlaceError(error);
      }
    } finally {
      placingRef.current = false;
      setPlacing(false);
      setResuming(false);
    }
  }, [
    api,
    storage,
    account,
    setEdits,
    cartRef,
    setSimulation,
    announce,
    target,
    onStepChange,
    simulate,
    mutateGlobal,
    country,
    dispatch,
  ]);

  // A reload during submit: the stored key is sent again, which answers the order if the first
  // call placed it and places it once if it never arrived.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !resuming) return;
    resumed.current = true;
    if (step !== 'review') onStepChange('review');
    void placeOrder();
  }, [resuming, step, placeOrder, onStepChange]);

  return { placeOrder, placing, resuming, placeError, order };
}
