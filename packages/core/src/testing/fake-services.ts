import { createApiClient } from '../api/client';
import type { PortalConfig } from '../config/config';
import { createTokenAuth } from '../auth/auth';
import { createToggleClient } from '../toggles/toggles';
import type { KitServices } from '../element/services';
import { readSession } from '../session/storage';

/** One call the fake backend received. */
export interface FakeCall {
  method: string;
  /** Path after the service base, without the query: `users/context`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The parsed JSON body, or the FormData of an upload. */
  body: unknown;
}

/** What a handler may answer: a JSON body (status 200), or an explicit status and body. */
export type FakeAnswer = unknown | { status: number; body?: unknown };

/**
 * Handlers keyed by `METHOD path` (`GET users/context`). A handler may be async; one that throws
 * or returns a promise that never settles tests error and loading states.
 */
export type FakeRoutes = Record<string, (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>>;

export interface FakeBackend {
  services: KitServices;
  calls: FakeCall[];
  /** Calls of one `METHOD path`. */
  callsTo(route: string): FakeCall[];
}

function isStatusAnswer(value: unknown): value is { status: number; body?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    typeof (value as { status: unknown }).status === 'number'
  );
}

/** A fake `fetch` over routes, and the calls it received. */
export interface FakeFetch {
  fetch: typeof fetch;
  calls: FakeCall[];
  /** Calls of one `METHOD path`. */
  callsTo(route: string): FakeCall[];
}

/**
 * A `fetch` answered by `routes` (an unknown route answers 404 with the API's error body), for
 * tests and stories: `fakeBackend` gives it to the kit's API client; an element test puts it on
 * the page with `installFakeFetch`.
 */
export function fakeFetch(routes: FakeRoutes, options: { delayMs?: number } = {}): FakeFetch {
  const calls: FakeCall[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://kit.test',
    );
    const path = url.pathname.replace(/^\/api\//, '').replace(/^\//, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    const call: FakeCall = {
      method,
      path,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body:
        raw instanceof FormData
          ? raw
          : typeof raw === 'string' && raw !== ''
            ? (JSON.parse(raw) as unknown)
            : undefined,
    };
    calls.push(call);
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    const handler = routes[`${method} ${path}`];
    if (!handler) {
      return new Response(JSON.stringify({ code: 'NOT_FOUND', message: `No route ${path}` }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    }
    const answer = await handler(call);
    const status = isStatusAnswer(answer) ? answer.status : 200;
    const body = isStatusAnswer(answer) ? answer.body : answer;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    fetch: fetchImpl,
    calls,
    callsTo: (route) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}

/**
 * Puts a fake `fetch` on the page for element tests (the elements build their own API client
 * over the global fetch); `restore()` puts the page's own back.
 */
export function installFakeFetch(
  routes: FakeRoutes,
  options: { delayMs?: number } = {},
): FakeFetch & { restore(): void } {
  const fake = fakeFetch(routes, options);
  const original = globalThis.fetch;
  globalThis.fetch = fake.fetch;
  return { ...fake, restore: () => void (globalThis.fetch = original) };
}

/**
 * Page services over a fake backend, for tests and stories: the real API client (timeouts, error
 * mapping, headers) with `fetch` answered by `routes`. An unknown route answers 404.
 */
export function fakeBackend(
  config: PortalConfig,
  routes: FakeRoutes,
  options: { delayMs?: number } = {},
): FakeBackend {
  const { fetch: fetchImpl, calls, callsTo } = fakeFetch(routes, options);
  const api = createApiClient({
    config,
    getAccessToken: async () => 'test-token',
    fetch: fetchImpl,
    // The same headers as the page's real client: language, and region and account from storage.
    getContext: () => ({
      lang: config.lang,
      region: readSession('selectedAccountRegion'),
      accountId: readSession('soldToId'),
    }),
  });
  const services: KitServices = {
    api,
    auth: createTokenAuth(async () => 'test-token'),
    toggles: createToggleClient(api, { defaults: { cartEnabled: config.features.cartEnabled } }),
  };
  return { services, calls, callsTo };
}
