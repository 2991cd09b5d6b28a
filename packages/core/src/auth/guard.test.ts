import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { resolveConfig } from '../config/validate';
import { getKitServices, resetKitServices } from '../element/services';
import { fakeFetch, installFakeFetch } from '../testing';
import {
  SessionEndedError,
  createSessionGuard,
  isSessionEndError,
  sessionGuardOf,
} from './guard.lazy';

const config = resolveConfig({}, {});
const routes = { 'GET users/context': () => ({ ok: true }), 'GET toggles': () => ({}) };

describe('isSessionEndError', () => {
  it.each<[string, unknown, boolean]>([
    ['MSAL interaction required', { name: 'InteractionRequiredAuthError', errorCode: 'x' }, true],
    [
      'invalid_grant from the token endpoint',
      { name: 'ServerError', errorCode: 'invalid_grant' },
      true,
    ],
    ['invalid_grant as a sub-error', { errorCode: 'x', subError: 'invalid_grant' }, true],
    ['no refresh token in the cache', { errorCode: 'no_tokens_found' }, true],
    ['the kit’s own', new SessionEndedError(), true],
    ['no network', { name: 'BrowserAuthError', errorCode: 'no_network_connectivity' }, false],
    ['a timeout', { name: 'BrowserAuthError', errorCode: 'timed_out' }, false],
    ['a plain error', new Error('invalid_grant'), false],
    ['nothing', undefined, false],
  ])('%s: %s', (_, error, expected) => {
    expect(isSessionEndError(error)).toBe(expected);
  });
});

/** A sign-in whose token works until `fail` says how it stops working. */
function signIn() {
  let next: () => Promise<string | null> = async () => 'token-1';
  return {
    getAccessToken: vi.fn(() => next()),
    set(answer: () => Promise<string | null>) {
      next = answer;
    },
  };
}

function client(auth: ReturnType<typeof signIn>) {
  const guard = createSessionGuard(auth);
  const fake = fakeFetch(routes);
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    config,
    fetch: fake.fetch,
    getAccessToken: (signal) => guard.token(signal),
    onUnauthorized,
  });
  return { guard, fake, api, onUnauthorized };
}

const settled = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
};

describe('given a signed-in page whose silent renewal fails', () => {
  it.each<[string, () => Promise<string | null>]>([
    [
      'the refresh token was revoked (invalid_grant)',
      () => Promise.reject({ errorCode: 'invalid_grant' }),
    ],
    ['the adapter says the session ended', () => Promise.reject(new SessionEndedError())],
    ['the token is simply gone', async () => null],
  ])(
    '%s: no call leaves without a token, and calls go on after a new sign-in',
    async (_, fails) => {
      const auth = signIn();
      const { guard, fake, api, onUnauthorized } = client(auth);
      await api.get('user', 'users/context');
      auth.set(fails);
      const heard = vi.fn();
      guard.subscribe(heard);
      const waiting = api.get('user', 'users/context');
      const second = api.get('user', 'users/context');
      await settled();
      expect(guard.ended).toBe(true);
      expect(heard).toHaveBeenCalledTimes(1);
      expect(fake.calls).toHaveLength(1);
      // The user signs in again: the held calls go with the new token.
      auth.set(async () => 'token-2');
      guard.resume();
      await Promise.all([waiting, second]);
      expect(fake.calls.map((c) => c.headers.get('Authorization'))).toEqual([
        'Bearer token-1',
        'Bearer token-2',
        'Bearer token-2',
      ]);
      expect(onUnauthorized).not.toHaveBeenCalled();
    },
  );

  it('a held call whose caller gives up ends as aborted, unsent', async () => {
    const auth = signIn();
    const { fake, api } = client(auth);
    await api.get('user', 'users/context');
    auth.set(() => Promise.reject({ errorCode: 'invalid_grant' }));
    const controller = new AbortController();
    const held = api.get('user', 'users/context', { signal: controller.signal });
    await settled();
    controller.abort();
    await expect(held).rejects.toMatchObject({ code: 'ABORTED' });
    expect(fake.calls).toHaveLength(1);
  });

  it('a token that cannot be had for another reason fails the call unsent', async () => {
    const auth = signIn();
    const { guard, fake, api } = client(auth);
    await api.get('user', 'users/context');
    auth.set(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('user', 'users/context')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(guard.ended).toBe(false);
    expect(fake.calls).toHaveLength(1);
  });

  it('before anybody signed in, calls go without a token as before', async () => {
    const auth = signIn();
    auth.set(async () => null);
    const { guard, fake, api } = client(auth);
    await api.get('user', 'users/context');
    expect(fake.calls[0]?.headers.get('Authorization')).toBeNull();
    expect(guard.ended).toBe(false);
  });
});

describe("given the page's own services", () => {
  afterEach(() => resetKitServices());

  it('share one guard with the host, and hold calls once the session ended', async () => {
    const fake = installFakeFetch(routes);
    try {
      let fail = false;
      const getToken = async () => {
        if (fail) throw new SessionEndedError();
        return 'page-token';
      };
      const services = getKitServices(config, getToken);
      await services.api.get('user', 'users/context');
      fail = true;
      void services.api.get('user', 'users/context').catch(() => undefined);
      await settled();
      expect(sessionGuardOf(services.auth).ended).toBe(true);
      expect(fake.calls).toHaveLength(1);
      expect(fake.calls[0]?.headers.get('Authorization')).toBe('Bearer page-token');
    } finally {
      fake.restore();
    }
  });
});
