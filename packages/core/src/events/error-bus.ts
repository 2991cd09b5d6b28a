import { dispatchAnpEvent, onAnpEvent } from './events';
import type { PortalError } from '../api/errors';

/**
 * Publishes an error for the global toast. Errors travel as `anp-error` on `window`, so one toast
 * region serves every element of the page whichever bundle copy raised them.
 */
export function publishError(error: PortalError, message: string, target: EventTarget = window) {
  dispatchAnpEvent(target, 'anp-error', { error, message });
}

/** Subscribes to published errors; returns the unsubscribe function. */
export function subscribeErrors(
  listener: (detail: { error: PortalError; message: string }) => void,
  target: EventTarget = window,
): () => void {
  return onAnpEvent(target, 'anp-error', (event) => listener(event.detail));
}
