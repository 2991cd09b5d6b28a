import type { RenewedToken } from './auth';
import { startIdleTracker } from './idle';

/**
 * Logs out after `timeoutSeconds` without user activity in this tab (the events of
 * `ACTIVITY_EVENTS`), with no warning and no other tabs. Returns the function that stops
 * watching. `startSession` uses the full tracker (`startIdleTracker`).
 */
export function startIdleTimer(options: {
  timeoutSeconds: number;
  onIdle: () => void;
  target?: EventTarget;
}): () => void {
  const tracker = startIdleTracker({
    timeoutSeconds: options.timeoutSeconds,
    warningSeconds: 0,
    onIdle: () => options.onIdle(),
    channel: null,
    ...(options.target ? { target: options.target } : {}),
  });
  return tracker.stop;
}

/** Renew this long before the access token expires (the provider's clock may run ahead). */
export const RENEW_BEFORE_EXPIRY_SECONDS = 60;

/** A failed renewal that may pass (the network) is tried again after at most this. */
export const RENEWAL_RETRY_SECONDS = 30;

/**
 * Seconds until the next renewal: the configured interval, or sooner when the token expires
 * before it (renewed `RENEW_BEFORE_EXPIRY_SECONDS` ahead, but not more often than every 10 s).
 */
export function nextRenewalSeconds(
  intervalSeconds: number,
  expiresAt: number | null | undefined,
  now: number,
): number {
  if (expiresAt === null || expiresAt === undefined || !Number.isFinite(expiresAt)) {
    return intervalSeconds;
  }
  const beforeExpiry = (expiresAt - now) / 1000 - RENEW_BEFORE_EXPIRY_SECONDS;
  return Math.min(intervalSeconds, Math.max(beforeExpiry, 10));
}

function expiryOf(result: unknown): number | null {
  if (typeof result !== 'object' || result === null || !('expiresAt' in result)) return null;
  const value = (result as RenewedToken).expiresAt;
  return typeof value === 'number' ? value : null;
}

/**
 * Renews tokens every `intervalSeconds` (1500 s by default, shell-and-admin.md §4), or shortly
 * before the access token expires when the renewal says when (`RenewedToken`). A failed renewal
 * is reported; `onError` answers whether to go on (a network failure is tried again within
 * 30 s) or stop (the session has ended: the caller asks the user to sign in again).
 */
export function startTokenRenewal(options: {
  intervalSeconds: number;
  renew: () => Promise<unknown>;
  onError?: (error: unknown) => 'retry' | 'stop' | void;
  now?: () => number;
}): () => void {
  const now = options.now ?? (() => Date.now());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = (seconds: number) => {
    if (stopped) return;
    timer = setTimeout(run, seconds * 1000);
  };
  const run = () => {
    timer = undefined;
    options.renew().then(
      (result) => schedule(nextRenewalSeconds(options.intervalSeconds, expiryOf(result), now())),
      (error: unknown) => {
        if (options.onError?.(error) === 'stop') return;
        schedule(Math.min(options.intervalSeconds, RENEWAL_RETRY_SECONDS));
      },
    );
  };
  schedule(options.intervalSeconds);
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
