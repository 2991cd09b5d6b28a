import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import {
  dispatchAnpEvent,
  toPortalError,
  useKitContext,
  windowOf,
  type PortalError,
} from '@anp/core';
import {
  useCartApi,
  type Cart,
  type CartIssue,
  type CartSimulation,
  type OrderPlaced,
} from '@anp/core/services/cart';
import {
  CART_KEYS,
  useCartAccess,
  useCartAccount,
  useCartData,
  useLeadTimes,
  useOrderOptions,
  useTruckSizes,
} from './use-cart-data';
import {
  LAST_ORDER_KEY,
  NO_EDITS,
  applyEdits,
  draftKey,
  dropMissing,
  editFields,
  editLine,
  hasEdits,
  parsePendingSubmit,
  parseStoredDraft,
  pendingSubmitKey,
  retryDelayMs,
  serializeDraft,
  settle,
  toUpdate,
  type CartEdits,
  type FieldEdits,
} from './draft/draft';
import {
  cartFlowReducer,
  initialCartFlow,
  needsFeeAcknowledgement,
  palletsToQuantity,
  validateCart,
  validationInputOf,
  type CartValidation,
} from './model';
import { useSWRConfig } from 'swr';

export type CartStep = 'cart' | 'review' | 'confirmation';

/** The order just placed, with the market of its account (for units and currency). */
export type PlacedOrder = OrderPlaced & { country: string };

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

/** A problem shown in the cart's error summary: a server issue or a page check. */
export type CartProblem =
  | { kind: 'issue'; issue: CartIssue }
  | { kind: 'missing'; field: CartValidation['missing'][number] }
  | {
      kind: 'quantity';
      sku: string;
      title: string;
      error: CartValidation['quantityErrors'][number];
    }
  | { kind: 'date'; problem: NonNullable<CartValidation['dateProblem']> }
  | { kind: 'size' }
  | { kind: 'note' }
  | { kind: 'failure'; message: 'saveFirst' | 'checkFailed'; error: PortalError };

export interface UseCartOptions {
  step: CartStep;
  onStepChange(step: CartStep): void;
}

function storageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
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

/** Client-side problems of the cart, in the order the summary lists them. */
function pageProblems(validation: CartValidation): CartProblem[] {
  const problems: CartProblem[] = [];
  for (const field of validation.missing) problems.push({ kind: 'missing', field });
  if (validation.dateProblem && !validation.missing.includes('requestedDate'))
    problems.push({ kind: 'date', problem: validation.dateProblem });
  for (const error of validation.quantityErrors)
    problems.push({ kind: 'quantity', sku: error.sku, title: error.title, error });
  if (validation.sizeError) problems.push({ kind: 'size' });
  if (validation.delInstrError) problems.push({ kind: 'note' });
  return problems;
}

/**
 * The cart's behaviour (ordering.md §4 cart flow): the server's cart with the user's unsaved
 * edits on top, saved with a debounce and retried until they stick; the page's validation; the
 * call sequence fetch -> update -> simulate -> submit; the fee acknowledgement; placing the order
 * exactly once with an idempotency key that survives a reload; the confirmation e-mails.
 */
export function useCart({ step, onStepChange }: UseCartOptions) {
  const api = useCartApi();
  const { host, root, country } = useKitContext();
  const { mutate: mutateGlobal } = useSWRConfig();
  const win = windowOf(root);
  const storage = storageOf(win);
  const target: EventTarget = host ?? win;
  const account = useCartAccount();
  const cartQuery = useCartData(account);
  // SWR's bound mutate is stable; the response object is not (callbacks keyed on it would change
  // on every render and re-render every memoised line).
  const mutateCart = cartQuery.mutate;
  const options = useOrderOptions(account);
  const trucks = useTruckSizes(account);
  const access = useCartAccess(account);
  const [flow, dispatch] = useReducer(cartFlowReducer, initialCartFlow);

  // ---- Edits and saving ------------------------------------------------------------------
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
  const cartRef = useRef<Cart | undefined>(cartQuery.data);
  useEffect(() => {
    cartRef.current = cartQuery.data;
  }, [cartQuery.data]);
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
        const cart = await api.update(toUpdate(sent, base), {
          publishErrors: false,
          accountId: account,
        });
        dispatch({ type: 'succeed', operation: 'update' });
        attempt.current = 0;
        await mutateCart(cart, { revalidate: false });
        cartRef.current = cart;
        const left = dropMissing(settle(editsRef.current, sent), cart);
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
  }, [api, mutateCart, setEdits, account]);
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
    if (restoredSaved.current || !cartQuery.data) return;
    restoredSaved.current = true;
    const pruned = dropMissing(editsRef.current, cartQuery.data);
    if (pruned !== editsRef.current) setEdits(pruned);
    if (hasEdits(pruned)) void saveNow();
  }, [cartQuery.data, saveNow, setEdits]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const shown = useMemo(
    () => (cartQuery.data ? applyEdits(cartQuery.data, edits) : undefined),
    [cartQuery.data, edits],
  );
  const leadTimes = useLeadTimes(account, shown);

  const setQuantity = useCallback(
    (sku: string, quantity: number | null) => {
      setEdits(editLine(editsRef.current, sku, { quantity }));
      schedule();
    },
    [setEdits, schedule],
  );
  const setPallets = useCallback(
    (sku: string, pallets: number) => {
      const item = cartRef.current?.cartItems.find((i) => i.sku === sku);
      const per = item?.perPalletcount ?? 1;
      setEdits(
        editLine(editsRef.current, sku, { pallets, quantity: palletsToQuantity(pallets, per) }),
      );
      schedule();
    },
    [setEdits, schedule],
  );
  const setFullPallet = useCallback(
    (sku: string, fullPallet: boolean, pallets: number) => {
      const item = cartRef.current?.cartItems.find((i) => i.sku === sku);
      const per = item?.perPalletcount ?? 1;
      setEdits(
        editLine(editsRef.current, sku, {
          fullPallet,
          pallets,
          ...(fullPallet ? { quantity: palletsToQuantity(pallets, per) } : {}),
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
    [setEdits, schedule],
  );

  // ---- Validation ---------------------------------------------------------------------------
  const validate = useCallback(
    (cart: Cart) =>
      validateCart(
        validationInputOf(cart, {
          leadTimes: leadTimes.data ?? null,
          ...(options.data ? { noteMaxLength: options.data.deliveryInstructionMaxLength } : {}),
        }),
      ),
    [leadTimes.data, options.data],
  );
  // The rules and totals follow the typing one render behind (a deferred value), so a key press
  // paints its digit at once, even in a cart of hundreds of lines (issue 5: edit-to-paint).
  const checked = useDeferredValue(shown);
  // The first data is judged at once, so the page never shows lines without their checks.
  const basis = checked ?? shown;
  const validation = useMemo(() => (basis ? validate(basis) : null), [basis, validate]);
  const [showErrors, setShowErrors] = useState(false);
  const [problems, setProblems] = useState<CartProblem[]>([]);
  const [feeOpen, setFeeOpen] = useState(false);
  const [simulation, setSimulation] = useState<CartSimulation | null>(null);

  const announce = useCallback(
    (cart: Cart | { cartItems: unknown[]; encCartid: string | null }) => {
      dispatchAnpEvent(target, 'anp-cart-changed', {
        count: cart.cartItems.length,
        ...(cart.encCartid ? { encCartId: cart.encCartid } : {}),
        source: 'cart',
      });
    },
    [target],
  );

  const showIssues = useCallback((issues: readonly CartIssue[]) => {
    dispatch({ type: 'clearValidationErrors' });
    for (const issue of issues) {
      // A date the plant cannot serve is the delivery or pickup error (ordering.md §3).
      if (issue.code === 'CART003') {
        const method = cartRef.current?.shipMethod;
        dispatch({
          type: method === 'pickup' ? 'setPickupError' : 'setDeliveryError',
          error: issue,
        });
      } else dispatch({ type: 'addValidationError', error: issue });
    }
    setProblems(issues.map((issue) => ({ kind: 'issue', issue })));
  }, []);

  /** Simulates the saved cart; true when it may be ordered. */
  const simulate = useCallback(async (): Promise<boolean> => {
    dispatch({ type: 'start', operation: 'simulate' });
    try {
      const result = await api.simulate({ publishErrors: false, accountId: account });
      dispatch({ type: 'succeed', operation: 'simulate' });
      setSimulation(result);
      await mutateCart(result.cart, { revalidate: false });
      if (!result.valid) {
        showIssues(result.errors);
        return false;
      }
      dispatch({ type: 'clearValidationErrors' });
      setProblems([]);
      return true;
    } catch (thrown) {
      const error = toPortalError(thrown);
      dispatch({ type: 'fail', operation: 'simulate', error });
      setProblems([{ kind: 'failure', message: 'checkFailed', error }]);
      return false;
    }
  }, [api, mutateCart, showIssues, account]);

  const [continuing, setContinuing] = useState(false);
  const continueToReview = useCallback(
    async (opts: { feeAccepted?: boolean } = {}) => {
      setShowErrors(true);
      setContinuing(true);
      try {
        const saved = await saveNow();
        if (!saved) {
          const error = lastSaveError.current ?? toPortalError(new Error('save failed'));
          setProblems([{ kind: 'failure', message: 'saveFirst', error }]);
          return;
        }
        // Judged on the cart as saved, not on the deferred copy the page is still painting.
        const savedCart = cartRef.current;
        if (!savedCart) return;
        const current = validate(savedCart);
        const own = pageProblems(current);
        if (own.length > 0) {
          setProblems(own);
          return;
        }
        if (
          !opts.feeAccepted &&
          needsFeeAcknowledgement({
            isBagMOQMet: current.isBagMOQMet,
            isLocalFeeAcknowledge: savedCart.isLocalFeeAcknowledge,
            validationRequested: true,
          })
        ) {
          setFeeOpen(true);
          return;
        }
        if (await simulate()) onStepChange('review');
      } finally {
        setContinuing(false);
      }
    },
    [saveNow, validate, simulate, onStepChange],
  );

  const acceptFee = useCallback(async () => {
    setFeeOpen(false);
    // ordering.md §4: the bag fee and the local fee acknowledgements travel together.
    setEdits(
      editFields(editsRef.current, { isBagFeeAcknowledged: true, isLocalFeeAcknowledge: true }),
    );
    await continueToReview({ feeAccepted: true });
  }, [setEdits, continueToReview]);

  // ---- Removing lines, emptying the cart ------------------------------------------------------
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
    [api, mutateCart, setEdits, announce, account],
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
  }, [api, mutateCart, setEdits, announce, account]);

  // ---- Review: simulate on arrival ---------------------------------------------------------
  const reviewed = useRef(false);
  useEffect(() => {
    if (step !== 'review') {
      reviewed.current = false;
      return;
    }
    if (reviewed.current || !cartQuery.data || simulation) return;
    reviewed.current = true;
    void (async () => {
      if (await saveNow()) await simulate();
    })();
  }, [step, cartQuery.data, simulation, saveNow, simulate]);
  // Leaving the review (back to the cart) drops the priced copy: the cart may change. Adjusted
  // while rendering, React's pattern for state that follows a prop.
  const [simulatedStep, setSimulatedStep] = useState(step);
  if (step !== simulatedStep) {
    setSimulatedStep(step);
    if (step === 'cart') setSimulation(null);
  }

  // ---- Placing the order --------------------------------------------------------------------
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
  const [order, setOrder] = useState<PlacedOrder | null>(() => {
    const stored = readJson<PlacedOrder>(storage, LAST_ORDER_KEY);
    return stored && typeof stored.orderNumber === 'string' && typeof stored.country === 'string'
      ? stored
      : null;
  });
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
    announce,
    target,
    onStepChange,
    simulate,
    mutateGlobal,
    country,
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

  // ---- Confirmation e-mails ---------------------------------------------------------------------
  const [sendingEmail, setSendingEmail] = useState(false);
  const [emailError, setEmailError] = useState<PortalError | null>(null);
  const sendAltEmail = useCallback(
    async (email: string): Promise<boolean> => {
      if (!order) return false;
      setSendingEmail(true);
      setEmailError(null);
      dispatch({ type: 'setAltEmail', value: email });
      try {
        await api.sendAltEmail(order.orderNumber, email, {
          publishErrors: false,
          accountId: account,
        });
        dispatch({ type: 'setEmailModal', open: false });
        dispatch({ type: 'setSuccessModal', open: true });
        return true;
      } catch (thrown) {
        setEmailError(toPortalError(thrown));
        return false;
      } finally {
        setSendingEmail(false);
      }
    },
    [api, order, account],
  );

  return {
    account,
    /** Why this user may not order here (ordering.md §6), or null. */
    blocked: access.data && !access.data.enabled ? (access.data.reason ?? 'CART_HIDDEN') : null,
    loading: !cartQuery.data && !cartQuery.error,
    loadError: cartQuery.data ? null : (cartQuery.error ?? null),
    reload: () => void mutateCart(),
    cart: shown,
    options: options.data,
    trucks: trucks.data,
    leadTimes: leadTimes.data,
    leadTimesError: leadTimes.error ?? null,
    validation,
    showErrors,
    save,
    retrySave: () => void saveNow(),
    setQuantity,
    setPallets,
    setFullPallet,
    setFields,
    removing,
    removeLine,
    removeError,
    emptyCart,
    emptying,
    emptyError,
    problems,
    continueToReview: () => void continueToReview(),
    continuing,
    feeOpen,
    acceptFee: () => void acceptFee(),
    closeFee: () => setFeeOpen(false),
    flow,
    simulation,
    simulating: flow.pending.includes('simulate'),
    termsAccepted: flow.termsAccepted,
    setTermsAccepted: (accepted: boolean) => dispatch({ type: 'setTermsAccepted', accepted }),
    placeOrder: () => void placeOrder(),
    placing,
    resuming,
    placeError,
    order,
    emailModal: flow.emailModal,
    openEmailModal: (open: boolean) => {
      setEmailError(null);
      dispatch({ type: 'setEmailModal', open });
    },
    successModal: flow.successModal,
    closeSuccess: () => dispatch({ type: 'setSuccessModal', open: false }),
    altEmail: flow.altEmail,
    sendAltEmail,
    sendingEmail,
    emailError,
  };
}

export type CartBehaviour = ReturnType<typeof useCart>;
