import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut, startSession } from './session';
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
  it('renews tokens every 1500 s while the user is active', () => {
    const auth = fakeAuth();
    const stop = startSession({ auth, config });
    for (let i = 0; i < 6; i += 1) {
      vi.advanceTimersByTime(500_000); // 500 s, with activity in between
      window.dispatchEvent(new Event('mousemove'));
    }
    expect(auth.renew).toHaveBeenCalledTimes(2); // at 1500 s and 3000 s
    expect(auth.logout).not.toHaveBeenCalled();
    stop();
  });

  it('logs out after the idle time, clears storage and tells the page', () => {
    const auth = fakeAuth();
    const signedOut = vi.fn();
    window.addEventListener('anp-signed-out', signedOut);
    sessionStorage.setItem('soldToId', '42');
    startSession({ auth, config });
    vi.advanceTimersByTime(599_000);
    expect(auth.logout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('soldToId')).toBeNull();
    expect((signedOut.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ reason: 'idle' });
    window.removeEventListener('anp-signed-out', signedOut);
  });

  it.each(['mousemove', 'keydown', 'mousedown', 'touchstart'])(
    '%s keeps the session alive',
    (type) => {
      const auth = fakeAuth();
      const stop = startSession({ auth, config });
      vi.advanceTimersByTime(590_000);
      window.dispatchEvent(new Event(type));
      vi.advanceTimersByTime(590_000);
      expect(auth.logout).not.toHaveBeenCalled();
      stop();
    },
  );

  it('stops both timers when stopped', () => {
    const auth = fakeAuth();
    startSession({ auth, config })();
    vi.advanceTimersByTime(10_000_000);
    expect(auth.renew).not.toHaveBeenCalled();
    expect(auth.logout).not.toHaveBeenCalled();
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
