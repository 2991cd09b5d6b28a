import type { AuthAdapter } from './auth';

/**
 * The sign-in provider's answers that mean the session is over and only a new sign-in helps:
 * the refresh token was revoked or expired (`invalid_grant`), the provider wants the user
 * (`interaction_required`, `login_required`, `consent_required`), or the cache holds no token to
 * renew with. Anything else (the network, a timeout) may pass.
 */
const SESSION_END_CODES = new Set([
  'invalid_grant',
  'interaction_required',
  'login_required',
  'consent_required',
  'bad_token',
  'no_tokens_found',
  'refresh_token_expired',
  'session_ended',
]);

/** Thrown by an adapter when the session has ended and a new sign-in is needed. */
export class SessionEndedError extends Error {
  readonly errorCode = 'session_ended';
  constructor(override readonly cause?: unknown) {
    super('The session has ended; sign in again.');
    this.name = 'SessionEndedError';
  }
}

/** Whether a failed token renewal means the session has ended (MSAL's errors, or ours). */
export function isSessionEndError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, errorCode, subError } = error as {
    name?: unknown;
    errorCode?: unknown;
    subError?: unknown;
  };
  if (name === 'InteractionRequiredAuthError' || name === 'SessionEndedError') return true;
  return (
    (typeof errorCode === 'string' && SESSION_END_CODES.has(errorCode)) ||
    (typeof subError === 'string' && SESSION_END_CODES.has(subError))
  );
}

/**
 * The page's token rule for API calls. Once somebody has signed in on the page, no call leaves
 * without a token: when the token cannot be had because the session has ended, the guard turns
 * `ended` (the host asks the user to sign in again) and every call waits, unsent, until a new
 * sign-in `resume`s it (or its signal aborts it). A token that cannot be had for another reason
 * (the network) fails the call unsent. Before anybody signed in (the adapter answers null),
 * calls go out without a token as before.
 */
export interface SessionGuard {
  readonly ended: boolean;
  /** The token for a call; null only while nobody has signed in on this page. */
  token(signal?: AbortSignal): Promise<string | null>;
  /** The session has ended (a failed renewal said so). */
  end(error?: unknown): void;
  /** A new sign-in happened in the page: waiting calls go on with its token. */
  resume(): void;
  /** Called when `ended` changes. */
  subscribe(listener: () => void): () => void;
}

function aborted(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The call was cancelled.', 'AbortError');
}

export function createSessionGuard(auth: Pick<AuthAdapter, 'getAccessToken'>): SessionGuard {
  let signedIn = false;
  let ended = false;
  let resumed: { promise: Promise<void>; resolve: () => void } | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const waitForResume = (signal?: AbortSignal): Promise<void> => {
    if (!resumed) {
      let resolve = () => undefined as void;
      const promise = new Promise<void>((r) => (resolve = r));
      resumed = { promise, resolve };
    }
    const wait = resumed.promise;
    if (!signal) return wait;
    if (signal.aborted) return Promise.reject(aborted(signal));
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => reject(aborted(signal));
      signal.addEventListener('abort', onAbort, { once: true });
      void wait.then(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      });
    });
  };

  const guard: SessionGuard = {
    get ended() {
      return ended;
    },
    async token(signal) {
      for (;;) {
        if (ended) {
          await waitForResume(signal);
          continue;
        }
        let token: string | null;
        try {
          token = await auth.getAccessToken();
        } catch (error) {
          if (isSessionEndError(error)) {
            guard.end(error);
            continue;
          }
          // The token could not be had for another reason (the network): the call fails
          // unsent rather than going out without a token.
          throw error;
        }
        if (token) {
          signedIn = true;
          return token;
        }
        if (!signedIn) return null;
        // Somebody was signed in and no token is left: the session has ended.
        guard.end();
      }
    },
    end() {
      if (ended) return;
      ended = true;
      notify();
    },
    resume() {
      if (!ended) return;
      ended = false;
      const waiting = resumed;
      resumed = null;
      waiting?.resolve();
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return guard;
}

const guards = new WeakMap<object, SessionGuard>();

/** The one guard of a sign-in adapter (the page's API clients and the host share it). */
export function sessionGuardOf(auth: AuthAdapter): SessionGuard {
  let guard = guards.get(auth);
  if (!guard) {
    guard = createSessionGuard(auth);
    guards.set(auth, guard);
  }
  return guard;
}
