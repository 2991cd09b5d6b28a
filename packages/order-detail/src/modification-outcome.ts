import type { ModifyChange } from './model/modification';

/**
 * What the modify page tells the order detail after it left: the changes it submitted, or that
 * the draft was discarded. Kept in session storage for one read, so it survives the navigation of
 * a plain market site (a full page load) as well as the host's router.
 */
export type ModificationOutcome =
  | { orderNumber: string; kind: 'submitted'; changes: ModifyChange[] }
  | { orderNumber: string; kind: 'discarded' };

const KEY = 'anp.orderModification';

function storage(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    // Storage access throws in some privacy modes: the detail then simply shows the order.
    return null;
  }
}

export function rememberOutcome(outcome: ModificationOutcome, win: Window = window): void {
  storage(win)?.setItem(KEY, JSON.stringify(outcome));
}

/** The outcome for this order, or null when there is none. Read it, then {@link forgetOutcome}. */
export function peekOutcome(orderNumber: string, win: Window = window): ModificationOutcome | null {
  const raw = storage(win)?.getItem(KEY);
  if (!raw) return null;
  try {
    const outcome = JSON.parse(raw) as ModificationOutcome;
    return outcome.orderNumber === orderNumber ? outcome : null;
  } catch {
    return null;
  }
}

/** Forgets the outcome of this order once shown, so a reload shows the order alone. */
export function forgetOutcome(orderNumber: string, win: Window = window): void {
  const store = storage(win);
  const raw = store?.getItem(KEY);
  if (!store || !raw) return;
  try {
    if ((JSON.parse(raw) as ModificationOutcome).orderNumber !== orderNumber) return;
  } catch {
    // Unreadable: drop it.
  }
  store.removeItem(KEY);
}
