/**
 * The cart flow state (ordering.md §3 "Cart-level state", §4 "Cart flow") as a pure reducer: the
 * cart is fetched, updated, simulated and submitted; loading is on around each call; the page's
 * modals, the alternate e-mail and the terms checkbox live here too.
 */

/** The calls of the cart flow (ordering.md §4: fetched, updated, simulated, then placed). */
export type CartOperation = 'fetch' | 'update' | 'simulate' | 'submit';

/**
 * A problem the flow keeps: a cart issue or a page check. CartIssue (the server's codes)
 * fits this shape; the model does not depend on UI error types.
 */
export interface FlowIssue {
  code: string;
  message?: string;
  field?: string | null;
  sku?: string | null;
}

export interface CartFlowState {
  /** True while any call runs. */
  loading: boolean;
  /** The calls running now, in the order they started (one entry per call). */
  pending: readonly CartOperation[];
  /** True until the first cart data (or the first failure to fetch it) arrives. */
  initialLoad: boolean;
  /** The last failed call's error, as the API client gave it; null after a new call starts. */
  error: unknown;
  /** Which call failed last; null when none has. */
  failedOperation: CartOperation | null;
  /** `initial` until an update succeeds, then `updated`. */
  updateStatus: 'initial' | 'updated';
  deliveryError: FlowIssue | null;
  pickupError: FlowIssue | null;
  /** Validation errors in the order they were added. */
  validationErrors: readonly FlowIssue[];
  emailModal: boolean;
  successModal: boolean;
  /** The alternate address for the order confirmation. */
  altEmail: string;
  termsAccepted: boolean;
}

export const initialCartFlow: Readonly<CartFlowState> = Object.freeze({
  loading: false,
  pending: Object.freeze([]) as readonly CartOperation[],
  initialLoad: true,
  error: null,
  failedOperation: null,
  updateStatus: 'initial',
  deliveryError: null,
  pickupError: null,
  validationErrors: Object.freeze([]) as readonly FlowIssue[],
  emailModal: false,
  successModal: false,
  altEmail: '',
  termsAccepted: false,
});

export type CartFlowAction =
  | { type: 'start'; operation: CartOperation }
  | { type: 'succeed'; operation: CartOperation }
  | { type: 'fail'; operation: CartOperation; error: unknown }
  | { type: 'dismissError' }
  /** The user changed an option that decides delivery and pickup (ordering.md §4). */
  | { type: 'optionChanged'; option: 'shipMethod' | 'paymentTerms' | 'truckSize' }
  | { type: 'setDeliveryError'; error: FlowIssue | null }
  | { type: 'setPickupError'; error: FlowIssue | null }
  | { type: 'addValidationError'; error: FlowIssue }
  | { type: 'clearValidationErrors' }
  | { type: 'setEmailModal'; open: boolean }
  | { type: 'setSuccessModal'; open: boolean }
  | { type: 'setAltEmail'; value: string }
  | { type: 'setTermsAccepted'; accepted: boolean }
  | { type: 'reset' };

/** `pending` without one entry of `operation` (a call that was never started changes nothing). */
function finish(pending: readonly CartOperation[], operation: CartOperation): CartOperation[] {
  const index = pending.indexOf(operation);
  return index < 0 ? [...pending] : [...pending.slice(0, index), ...pending.slice(index + 1)];
}

/**
 * The cart flow reducer (ordering.md §4):
 * - `start`: loading on; a new call clears the previous failure (decision: the page shows the
 *   outcome of the latest attempt).
 * - `succeed`: loading off when no other call runs; initialLoad off once data arrived; an update
 *   moves updateStatus to `updated`.
 * - `fail`: the error is kept and loading cleared; a failed fetch also ends the initial load, so
 *   the page shows the failure rather than waiting forever (§8 "Cart header fetch failure only
 *   marks initial load finished").
 * - changing ship method, payment terms or truck size clears the delivery and pickup errors.
 * - adding a validation error appends it and clears the delivery and pickup errors; clearing
 *   empties the list.
 * - `reset` restores the defaults.
 */
export function cartFlowReducer(state: CartFlowState, action: CartFlowAction): CartFlowState {
  switch (action.type) {
    case 'start': {
      const pending = [...state.pending, action.operation];
      return { ...state, pending, loading: true, error: null, failedOperation: null };
    }
    case 'succeed': {
      const pending = finish(state.pending, action.operation);
      return {
        ...state,
        pending,
        loading: pending.length > 0,
        initialLoad: false,
        updateStatus: action.operation === 'update' ? 'updated' : state.updateStatus,
      };
    }
    case 'fail': {
      const pending = finish(state.pending, action.operation);
      return {
        ...state,
        pending,
        loading: pending.length > 0,
        initialLoad: action.operation === 'fetch' ? false : state.initialLoad,
        error: action.error,
        failedOperation: action.operation,
      };
    }
    case 'dismissError':
      return { ...state, error: null, failedOperation: null };
    case 'optionChanged':
      return { ...state, deliveryError: null, pickupError: null };
    case 'setDeliveryError':
      return { ...state, deliveryError: action.error };
    case 'setPickupError':
      return { ...state, pickupError: action.error };
    case 'addValidationError':
      return {
        ...state,
        validationErrors: [...state.validationErrors, action.error],
        deliveryError: null,
        pickupError: null,
      };
    case 'clearValidationErrors':
      return { ...state, validationErrors: [] };
    case 'setEmailModal':
      return { ...state, emailModal: action.open };
    case 'setSuccessModal':
      return { ...state, successModal: action.open };
    case 'setAltEmail':
      return { ...state, altEmail: action.value };
    case 'setTermsAccepted':
      return { ...state, termsAccepted: action.accepted };
    case 'reset':
      return initialCartFlow;
    default:
      return state;
  }
}
