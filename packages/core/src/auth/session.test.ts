import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETURN_TO_KEY, signOut } from './session';
import {
  SessionEndedError,
  idleWarningSeconds,
  sessionGuardOf,
  signInAgain,
  startSession,
} from './session-timers';
import { resolveConfig } from '../config/validate';
import type { AuthAdapter, LogoutOptions } from './auth';

function fakeAuth() {
  return {
    getAccessToken: vi.fn(async () => 'token'),
    handleRedirect: vi.fn(async () => null),
    getUser: vi.fn(async () => null),
    login: vi.fn(async () => undefined),
    logout: vi.fn(async (options?: LogoutOptions) => options?.beforeNavigate?.()),
    renew: vi.fn(async () => undefined),
  } satisfies AuthAdapter;
}

const config = resolveConfig(
  {},
  { session: { inactiveSessionDuration: 600, tokenRenewalSeconds: 1500 } },
);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('given a running session', () => {
  it('renews tokens every 1500 s while the user is active', async () => {
    const auth = fakeAuth();
    const session = startSession({ auth, config, channel: null });
    for (let i = 0; i < 6; i += 1) {
      await vi.advanceTimersByTimeAsync(300_000); // 300 s, with activity in between
      window.dispatchEvent(new Event('mousemove'));
    }
    expect(auth.renew).toHaveBeenCalledTimes(1); // at 1500 s (the next at 3000 s)
    expect(auth.logout).not.toHaveBeenCalled();
    session.stop();
  });

  it('warns 120 s before the idle logout, then logs out, clears storage and tells the page', () => {
    const auth = fakeAuth();
    const signedOut = vi.fn();
    const onWarning = vi.fn();
    window.addEventListener('anp-signed-out', signedOut);
    sessionStorage.setItem('soldToId', '42');
    startSession({ auth, config, channel: null, onWarning });
    vi.advanceTimersByTime(480_000);
    expect(onWarning).toHaveBeenCalledWith(Date.now() + 120_000);
    vi.advanceTimersByTime(119_000);
    expect(auth.logout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('soldToId')).toBeNull();
    expect((signedOut.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ reason: 'idle' });
    window.removeEventListener('anp-signed-out', signedOut);
  });

  it.each(['mousemove', 'keydown', 'mousedown', 'touchstart', 'wheel', 'scroll', 'pointerdown'])(
    '%s keeps the session alive',
    (type) => {
      const auth = fakeAuth();
      const onWarning = vi.fn();
      const session = startSession({ auth, config, channel: null, onWarning });
      vi.advanceTimersByTime(470_000);
      window.dispatchEvent(new Event(type));
      vi.advanceTimersByTime(470_000);
      expect(onWarning).not.toHaveBeenCalled();
      expect(auth.logout).not.toHaveBeenCalled();
      session.stop();
    },
  );

  it('Stay signed in during the warning keeps the session', () => {
    const auth = fakeAuth();
    const onActive = vi.fn();
    const session = startSession({ auth, config, channel: null, onActive });
    vi.advanceTimersByTime(590_000);
    session.staySignedIn();
    expect(onActive).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(590_000);
    expect(auth.logout).not.toHaveBeenCalled();
    session.stop();
  });

  it('Sign out now signs out this tab and tells the others', async () => {
    const auth = fakeAuth();
    const posted: unknown[] = [];
    const channel = {
      postMessage: (m: unknown) => void posted.push(m),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    const session = startSession({ auth, config, channel, user: 'u-1' });
    await session.signOutNow();
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(posted).toContainEqual({ type: 'signed-out', reason: 'logout', user: 'u-1' });
    await vi.advanceTimersByTimeAsync(10_000_000);
    expect(auth.renew).not.toHaveBeenCalled();
  });

  it("the profile menu's logout (anp-signed-out, reason logout) signs out the other tabs", () => {
    const posted: unknown[] = [];
    const channel = {
      postMessage: (m: unknown) => void posted.push(m),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    startSession({ auth: fakeAuth(), config, channel, user: 'u-1' });
    window.dispatchEvent(new CustomEvent('anp-signed-out', { detail: { reason: 'logout' } }));
    expect(posted).toContainEqual({ type: 'signed-out', reason: 'logout', user: 'u-1' });
  });

  it('stops both timers when stopped', () => {
    const auth = fakeAuth();
    startSession({ auth, config, channel: null }).stop();
    vi.advanceTimersByTime(10_000_000);
    expect(auth.renew).not.toHaveBeenCalled();
    expect(auth.logout).not.toHaveBeenCalled();
  });
});

describe('idleWarningSeconds', () => {
  it.each<[string, unknown, number]>([
    ['unset: the default', undefined, 120],
    ['configured', 60, 60],
    ['zero: the default', 0, 120],
    ['negative: the default', -5, 120],
    ['not a number: the default', '90', 120],
  ])('%s', (_, value, expected) => {
    const session = { inactiveSessionDuration: 600, tokenRenewalSeconds: 480 };
    expect(idleWarningSeconds({ ...session, idleWarningSeconds: value as number })).toBe(expected);
  });
});

describe('given a silent renewal that fails', () => {
  it.each<[string, unknown, boolean]>([
    [
      'invalid_grant (refresh token revoked)',
      { name: 'ServerError', errorCode: 'invalid_grant' },
      true,
    ],
    ['interaction required', { name: 'InteractionRequiredAuthError', errorCode: 'x' }, true],
    ['the kit’s own session end', new SessionEndedError(), true],
    [
      'a network failure',
      { name: 'BrowserAuthError', errorCode: 'no_network_connectivity' },
      false,
    ],
  ])('%s ends the session: %s', async (_, error, ends) => {
    const auth = { ...fakeAuth(), renew: vi.fn(async () => Promise.reject(error)) };
    const onRenewalError = vi.fn();
    const shipped = resolveConfig(
      {},
      { session: { inactiveSessionDuration: 1800, tokenRenewalSeconds: 480 } },
    );
    const session = startSession({ auth, config: shipped, channel: null, onRenewalError });
    await vi.advanceTimersByTimeAsync(480_000);
    expect(sessionGuardOf(auth).ended).toBe(ends);
    expect(onRenewalError).toHaveBeenCalledTimes(ends ? 0 : 1);
    // Nothing is cleared and nobody is signed out: the user is asked to sign in again.
    expect(auth.logout).not.toHaveBeenCalled();
    session.stop();
  });
});

describe('given the user signs in again after the session ended', () => {
  it('starts the sign-in back to this page and keeps session storage (the drafts)', async () => {
    const auth = fakeAuth();
    window.history.replaceState(null, '', '/us/en/pages/cart?step=1');
    sessionStorage.setItem('anp.cart.draft.acc-7', '{"lines":[]}');
    await signInAgain(auth);
    expect(auth.login).toHaveBeenCalledWith('/us/en/pages/cart?step=1');
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe('/us/en/pages/cart?step=1');
    expect(sessionStorage.getItem('anp.cart.draft.acc-7')).toBe('{"lines":[]}');
    window.history.replaceState(null, '', '/');
  });
});

describe('given the user signs out from a menu', () => {
  it('tells the server, announces the logout and clears storage as the provider takes over', async () => {
    const auth = fakeAuth();
    const notifyServer = vi.fn(async () => ({ loggedOut: true }));
    const heard = vi.fn();
    window.addEventListener('anp-signed-out', heard);
    sessionStorage.setItem('bzUnit', 'feed');
    await signOut({ auth, notifyServer });
    expect(notifyServer).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ reason: 'logout' });
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('bzUnit')).toBeNull();
    window.removeEventListener('anp-signed-out', heard);
  });

  it('signs out at the provider even when the server call fails', async () => {
    const auth = fakeAuth();
    await signOut({ auth, notifyServer: () => Promise.reject(new Error('timeout')) });
    expect(auth.logout).toHaveBeenCalledTimes(1);
  });
});
