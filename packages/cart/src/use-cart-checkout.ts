import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyedMutator } from 'swr';
import { toPortalError } from '@anp/core';
import type {
  Cart,
  CartApi,
  CartIssue,
  CartSimulation,
  LeadTimes,
  OrderOptions,
} from '@anp/core/services/cart';
import { editFields } from './draft/draft';
import {
  needsFeeAcknowledgement,
  pageProblems,
  truckLoad,
  validateCart,
  validationInputOf,
  type CartFlowAction,
  type CartProblem,
} from './model';
import type { CartStep } from './model/steps';
import type { CartSaving } from './use-cart-saving';

export interface CartCheckoutOptions {
  api: CartApi;
  account: string;
  step: CartStep;
  onStepChange(step: CartStep): void;
  /** The server's cart, and the cart with the unsaved edits on top (what the page shows). */
  cart: Cart | undefined;
  shown: Cart | undefined;
  mutateCart: KeyedMutator<Cart>;
  leadTimes: LeadTimes | undefined;
  options: OrderOptions | undefined;
  saving: CartSaving;
  dispatch: (action: CartFlowAction) => void;
}

/**
 * The way from the cart to a priced order (ordering.md §4 cart flow): the page's validation of
 * what is shown, Continue to review (save, check, the small-order fee, simulate), the server's
 * refusal shown under the spec's headings, and the simulation the review shows, asked for again
 * when the review is reached directly.
 */
export function useCartCheckout({
  api,
  account,
  step,
  onStepChange,
  cart,
  shown,
  mutateCart,
  leadTimes,
  options,
  saving,
  dispatch,
}: CartCheckoutOptions) {
  const { saveNow, setEdits, editsRef, cartRef, lastSaveError } = saving;

  const validate = useCallback(
    (checked: Cart) =>
      validateCart(
        validationInputOf(checked, {
          leadTimes: leadTimes ?? null,
          ...(options ? { noteMaxLength: options.deliveryInstructionMaxLength } : {}),
        }),
      ),
    [leadTimes, options],
  );
  // The rules and totals follow the typing one render behind (a deferred value), so a key press
  // paints its digit at once, even in a cart of hundreds of lines (issue 5: edit-to-paint).
  const deferred = useDeferredValue(shown);
  // The first data is judged at once, so the page never shows lines without their checks.
  const basis = deferred ?? shown;
  const validation = useMemo(() => (basis ? validate(basis) : null), [basis, validate]);
  // The truckload meter (issue 17) reads the same lines as the server's validation, in the
  // browser, so it follows every quantity change without a round trip.
  const load = useMemo(
    () => (basis ? truckLoad(validationInputOf(basis, { leadTimes: null })) : null),
    [basis],
  );
  const [showErrors, setShowErrors] = useState(false);
  const [problems, setProblems] = useState<CartProblem[]>([]);
  const [feeOpen, setFeeOpen] = useState(false);
  const [simulation, setSimulation] = useState<CartSimulation | null>(null);

  const showIssues = useCallback(
    (issues: readonly CartIssue[]) => {
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
    },
    [dispatch, cartRef],
  );

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
  }, [api, mutateCart, showIssues, account, dispatch]);

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
    [saveNow, validate, simulate, onStepChange, lastSaveError, cartRef],
  );

  const acceptFee = useCallback(async () => {
    setFeeOpen(false);
    // ordering.md §4: the bag fee and the local fee acknowledgements travel together.
    setEdits(
      editFields(editsRef.current, { isBagFeeAcknowledged: true, isLocalFeeAcknowledge: true }),
    );
    await continueToReview({ feeAccepted: true });
  }, [setEdits, editsRef, continueToReview]);

  const closeFee = useCallback(() => setFeeOpen(false), []);

  // The review reached directly (a link, a reload) saves and simulates on arrival.
  const reviewed = useRef(false);
  useEffect(() => {
    if (step !== 'review') {
      reviewed.current = false;
      return;
    }
    if (reviewed.current || !cart || simulation) return;
    reviewed.current = true;
    void (async () => {
      if (await saveNow()) await simulate();
    })();
  }, [step, cart, simulation, saveNow, simulate]);
  // Leaving the review (back to the cart) drops the priced copy: the cart may change. Adjusted
  // while rendering, React's pattern for state that follows a prop.
  const [simulatedStep, setSimulatedStep] = useState(step);
  if (step !== simulatedStep) {
    setSimulatedStep(step);
    if (step === 'cart') setSimulation(null);
  }

  return {
    validation,
    load,
    showErrors,
    problems,
    continueToReview,
    continuing,
    feeOpen,
    acceptFee,
    closeFee,
    simulation,
    setSimulation,
    simulate,
  };
}
