import { useCallback, useReducer } from 'react';
import { dispatchAnpEvent, useKitContext, windowOf, type PortalError } from '@anp/core';
import {
  useCartApi,
  type Cart,
  type CartSimulation,
  type EnableAddToCart,
  type LeadTimes,
  type OrderOptions,
  type TruckSizes,
} from '@anp/core/services/cart';
import {
  useCartAccess,
  useCartAccount,
  useCartData,
  useLeadTimes,
  useOrderOptions,
  useTruckSizes,
} from './use-cart-data';
import type { FieldEdits } from './draft/draft';
import {
  cartFlowReducer,
  initialCartFlow,
  type CartFlowState,
  type CartProblem,
  type CartValidation,
  type TruckLoad,
} from './model';
import type { CartStep } from './model/steps';
import { useCartSaving, type SaveState } from './use-cart-saving';
import { useCartCheckout } from './use-cart-checkout';
import { useCartRemoval, type AnnounceCart } from './use-cart-removal';
import { useCartSubmit, type PlacedOrder } from './use-cart-submit';
import { useConfirmationEmail } from './use-confirmation-email';

export type { CartStep } from './model/steps';
export type { CartProblem } from './model';
export { SAVE_DEBOUNCE_MS, type SaveState, type SaveStatus } from './use-cart-saving';
export type { PlacedOrder } from './use-cart-submit';

export interface UseCartOptions {
  step: CartStep;
  onStepChange(step: CartStep): void;
}

/** Why the user may not order here (ordering.md §6). */
export type CartBlockedReason = NonNullable<EnableAddToCart['reason']>;

/**
 * What the cart's views show and what they may do: the behaviour of `useCart`, and the props of
 * `CartView` (stories and view tests build one with `cartBehaviourFixture`).
 */
export interface CartBehaviour {
  account: string;
  /** Why this user may not order here (ordering.md §6), or null. */
  blocked: CartBlockedReason | null;
  loading: boolean;
  loadError: PortalError | null;
  reload(): void;
  /** The server's cart with the unsaved edits on top. */
  cart: Cart | undefined;
  options: OrderOptions | undefined;
  trucks: TruckSizes | undefined;
  leadTimes: LeadTimes | undefined;
  leadTimesError: PortalError | null;
  validation: CartValidation | null;
  /** The truckload meter's reading of the shown cart (issue 17). */
  load: TruckLoad | null;
  /** Rule errors show everywhere, not only where the user has been (after Continue). */
  showErrors: boolean;
  save: SaveState;
  retrySave(): void;
  setQuantity(sku: string, quantity: number | null): void;
  setPallets(sku: string, pallets: number): void;
  setFullPallet(sku: string, fullPallet: boolean, pallets: number): void;
  setFields(change: FieldEdits): void;
  removing: ReadonlySet<string>;
  removeLine(sku: string): Promise<void>;
  removeError: { sku: string; error: PortalError } | null;
  emptyCart(): Promise<boolean>;
  emptying: boolean;
  emptyError: PortalError | null;
  problems: CartProblem[];
  continueToReview(): void;
  continuing: boolean;
  feeOpen: boolean;
  acceptFee(): void;
  closeFee(): void;
  flow: CartFlowState;
  simulation: CartSimulation | null;
  simulating: boolean;
  termsAccepted: boolean;
  setTermsAccepted(accepted: boolean): void;
  placeOrder(): void;
  placing: boolean;
  /** A submit cut off by a reload is being confirmed. */
  resuming: boolean;
  placeError: PortalError | null;
  order: PlacedOrder | null;
  emailModal: boolean;
  openEmailModal(open: boolean): void;
  successModal: boolean;
  closeSuccess(): void;
  altEmail: string;
  sendAltEmail(email: string): Promise<boolean>;
  sendingEmail: boolean;
  emailError: PortalError | null;
}

function storageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The cart's behaviour (ordering.md §4 cart flow): the server's cart with the user's unsaved
 * edits on top, saved with a debounce and retried until they stick (`useCartSaving`); the page's
 * validation, the small-order fee and the simulation (`useCartCheckout`); removing lines
 * (`useCartRemoval`); placing the order exactly once (`useCartSubmit`); the confirmation e-mails
 * (`useConfirmationEmail`). They share the flow reducer of the model.
 */
export function useCart({ step, onStepChange }: UseCartOptions): CartBehaviour {
  const api = useCartApi();
  const { host, root, country } = useKitContext();
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

  const saving = useCartSaving({
    api,
    account,
    storage,
    cart: cartQuery.data,
    mutateCart,
    dispatch,
  });
  const leadTimes = useLeadTimes(account, saving.shown);
  const checkout = useCartCheckout({
    api,
    account,
    step,
    onStepChange,
    cart: cartQuery.data,
    shown: saving.shown,
    mutateCart,
    leadTimes: leadTimes.data,
    options: options.data,
    saving,
    dispatch,
  });

  const announce = useCallback<AnnounceCart>(
    (cart) => {
      dispatchAnpEvent(target, 'anp-cart-changed', {
        count: cart.cartItems.length,
        ...(cart.encCartid ? { encCartId: cart.encCartid } : {}),
        source: 'cart',
      });
    },
    [target],
  );
  const removal = useCartRemoval({ api, account, mutateCart, saving, announce });
  const submit = useCartSubmit({
    api,
    account,
    storage,
    country,
    target,
    step,
    onStepChange,
    saving,
    simulate: checkout.simulate,
    setSimulation: checkout.setSimulation,
    announce,
    dispatch,
  });
  const email = useConfirmationEmail({ api, account, order: submit.order, dispatch });

  return {
    account,
    blocked: access.data && !access.data.enabled ? (access.data.reason ?? 'CART_HIDDEN') : null,
    loading: !cartQuery.data && !cartQuery.error,
    loadError: cartQuery.data ? null : (cartQuery.error ?? null),
    reload: () => void mutateCart(),
    cart: saving.shown,
    options: options.data,
    trucks: trucks.data,
    leadTimes: leadTimes.data,
    leadTimesError: leadTimes.error ?? null,
    validation: checkout.validation,
    load: checkout.load,
    showErrors: checkout.showErrors,
    save: saving.save,
    retrySave: () => void saving.saveNow(),
    setQuantity: saving.setQuantity,
    setPallets: saving.setPallets,
    setFullPallet: saving.setFullPallet,
    setFields: saving.setFields,
    ...removal,
    problems: checkout.problems,
    continueToReview: () => void checkout.continueToReview(),
    continuing: checkout.continuing,
    feeOpen: checkout.feeOpen,
    acceptFee: () => void checkout.acceptFee(),
    closeFee: checkout.closeFee,
    flow,
    simulation: checkout.simulation,
    simulating: flow.pending.includes('simulate'),
    termsAccepted: flow.termsAccepted,
    setTermsAccepted: (accepted: boolean) => dispatch({ type: 'setTermsAccepted', accepted }),
    placeOrder: () => void submit.placeOrder(),
    placing: submit.placing,
    resuming: submit.resuming,
    placeError: submit.placeError,
    order: submit.order,
    emailModal: flow.emailModal,
    openEmailModal: email.openEmailModal,
    successModal: flow.successModal,
    closeSuccess: () => dispatch({ type: 'setSuccessModal', open: false }),
    altEmail: flow.altEmail,
    sendAltEmail: email.sendAltEmail,
    sendingEmail: email.sendingEmail,
    emailError: email.emailError,
  };
}
