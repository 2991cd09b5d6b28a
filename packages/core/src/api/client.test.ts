import { ReadableStream } from 'node:stream/web';
import { describe, it, expect, vi } from 'vitest';
import { createApiClient, type ApiClientOptions, type RequestContext } from './client';
import { isPortalError, type PortalError } from './errors';
import { resolveConfig } from '../config/validate';
import type { PartialPortalConfig } from '../config/config';

type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

const jsonResponse = (value: unknown, init: ResponseInit = {}): Response =>
  new Response(JSON.stringify(value), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

function setup(
  options: Partial<Omit<ApiClientOptions, 'config' | 'fetch'>> & {
    config?: PartialPortalConfig;
    respond?: FetchFn;
  } = {},
) {
  const { config, respond, ...rest } = options;
  const fetch = vi.fn<FetchFn>(respond ?? (async () => jsonResponse({ ok: true })));
  const onError = vi.fn<(error: PortalError) => void>();
  const onUnauthorized = vi.fn<(error: PortalError) => void>();
  const client = createApiClient({
    config: resolveConfig({}, config ?? {}),
    fetch,
    onError,
    onUnauthorized,
    ...rest,
  });
  return { client, fetch, onError, onUnauthorized };
}

function call(fetch: ReturnType<typeof vi.fn<FetchFn>>, index = 0) {
  const args = fetch.mock.calls[index];
  if (!args) throw new Error(`fetch was not called ${index + 1} time(s)`);
  const [input, init] = args;
  return { url: String(input), init: init ?? {}, headers: new Headers(init?.headers) };
}

/** Captures what a promise rejects with. */
async function rejectionOf(promise: Promise<unknown>): Promise<PortalError> {
  try {
    await promise;
  } catch (error) {
    if (isPortalError(error)) return error;
    throw error;
  }
  throw new Error('expected the promise to reject');
}

/** A fetch that never answers, but gives up when its signal aborts (as the real one does). */
const hangingFetch: FetchFn = (_input, init) =>
  new Promise<Response>((_resolve, reject) => {
    const signal = init?.signal;
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

describe('createApiClient', () => {
  describe('given a service with a base URL and a version', () => {
    it('builds baseUrl + version + path + query and drops empty query values', async () => {
      const { client, fetch } = setup({
        config: { services: { cart: { baseUrl: 'https://api.example.com/', version: '/v2/' } } },
      });
      await client.get('cart', '/cart/fetch', {
        query: { itemCount: true, page: 2, q: 'feed & mix', none: null, missing: undefined },
      });
      expect(call(fetch).url).toBe(
        'https://api.example.com/v2/cart/fetch?itemCount=true&page=2&q=feed+%26+mix',
      );
    });

    it('builds the same URL through url() without calling', () => {
      const { client, fetch } = setup({
        config: { services: { order: { baseUrl: '/order-api', version: 'v1' } } },
      });
      expect(client.url('order', 'orders/orderNumber', { orderNumber: '4711' })).toBe(
        '/order-api/v1/orders/orderNumber?orderNumber=4711',
      );
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  describe('given a region with a version override', () => {
    it('uses the region version from the request context', async () => {
      const { client, fetch } = setup({
        config: {
          services: { cart: { baseUrl: '/api', version: 'v2' } },
          regionVersions: { kr: { cart: 'v3' } },
        },
        getContext: () => ({ region: 'KR' }),
      });
      await client.get('cart', 'cart/fetch');
      expect(call(fetch).url).toBe('/api/v3/cart/fetch');
    });
  });

  describe('given a request with and without a body', () => {
    it('sends the JSON content type only with a body', async () => {
      const { client, fetch } = setup();
      await client.get('cart', 'cart/fetch');
      await client.post('cart', 'cart/addItems', { items: [] });
      await client.post('cart', 'cart/simulate');
      expect(call(fetch, 0).headers.get('Content-Type')).toBeNull();
      expect(call(fetch, 0).init.body).toBeUndefined();
      expect(call(fetch, 1).headers.get('Content-Type')).toBe('application/json');
      expect(call(fetch, 1).init.method).toBe('POST');
      expect(call(fetch, 2).headers.get('Content-Type')).toBeNull();
      expect(call(fetch, 0).headers.get('Accept')).toBe('application/json');
    });

    it('sends what the user typed unchanged as JSON', async () => {
      const typed = {
        comment: 'Deliver before 8:00 — "gate 2" <b>&amp;</b>\nçãõ ñ 한국 😀',
        quantity: 12.5,
        lots: ['L-1', ''],
      };
      const { client, fetch } = setup();
      await client.put('account', 'users/me', typed);
      const body = call(fetch).init.body;
      expect(body).toBe(JSON.stringify(typed));
      expect(typeof body === 'string' ? JSON.parse(body) : null).toEqual(typed);
    });
  });

  describe('given a token getter', () => {
    it('sends the bearer token', async () => {
      const { client, fetch } = setup({ getAccessToken: async () => 'abc.def' });
      await client.get('account', 'users/context');
      expect(call(fetch).headers.get('Authorization')).toBe('Bearer abc.def');
    });

    it('sends no Authorization header when there is no token', async () => {
      const { client, fetch } = setup({ getAccessToken: async () => null });
      await client.get('account', 'users/context');
      expect(call(fetch).headers.has('Authorization')).toBe(false);
    });

    it('skips the token for an anonymous call', async () => {
      const getAccessToken = vi.fn(async () => 'abc.def');
      const { client, fetch } = setup({ getAccessToken });
      await client.get('toggles', 'featuretoggles', { anonymous: true });
      expect(call(fetch).headers.has('Authorization')).toBe(false);
      expect(getAccessToken).not.toHaveBeenCalled();
    });
  });

  describe('given a language, region and account in the context', () => {
    const context: RequestContext = { lang: 'es', region: 'mx', accountId: 'SOLD-42' };

    it('sends them as headers on cart calls', async () => {
      const { client, fetch } = setup({ getContext: () => context });
      await client.get('cart', 'cart/fetch');
      const { headers } = call(fetch);
      expect(headers.get('Accept-Language')).toBe('es');
      expect(headers.get('X-Language')).toBe('es');
      expect(headers.get('X-Region')).toBe('mx');
      expect(headers.get('X-Account-Id')).toBe('SOLD-42');
    });

    it('does not send them on account calls', async () => {
      const { client, fetch } = setup({ getContext: () => context });
      await client.get('account', 'users/context');
      const { headers } = call(fetch);
      for (const name of ['Accept-Language', 'X-Language', 'X-Region', 'X-Account-Id']) {
        expect(headers.has(name)).toBe(false);
      }
    });

    // The cache key's account and the request's account are one value (useSelectedAccount().key).
    it.each([
      ['cart', 'SOLD-7', 'SOLD-7'],
      ['account', 'SOLD-7', 'SOLD-7'],
      ['cart', 'selected', null],
      ['cart', null, null],
    ] as const)(
      'a %s call for account %j sends X-Account-Id %j, whatever the session holds',
      async (service, accountId, expected) => {
        const { client, fetch } = setup({ getContext: () => context });
        await client.get(service, 'some/path', { accountId });
        expect(call(fetch).headers.get('X-Account-Id')).toBe(expected);
      },
    );
  });

  describe('given a server that never answers', () => {
    it('rejects with TIMEOUT after the timeout and publishes the error', async () => {
      const { client, onError } = setup({ respond: hangingFetch });
      const started = Date.now();
      const error = await rejectionOf(client.get('cart', 'cart/fetch', { timeoutMs: 20 }));
      expect(error.code).toBe('TIMEOUT');
      expect(Date.now() - started).toBeGreaterThanOrEqual(15);
      expect(onError).toHaveBeenCalledTimes(1);
      expect(onError).toHaveBeenCalledWith(error);
    });

    it("uses the service's own timeout when the call gives none", async () => {
      const { client } = setup({
        respond: hangingFetch,
        config: { services: { account: { timeoutMs: 25 } } },
      });
      const error = await rejectionOf(client.get('account', 'users/context'));
      expect(error.code).toBe('TIMEOUT');
    });

    it('rejects with ABORTED and publishes nothing when the caller cancels', async () => {
      const { client, onError } = setup({ respond: hangingFetch });
      const controller = new AbortController();
      const pending = client.get('cart', 'cart/fetch', { signal: controller.signal });
      controller.abort();
      const error = await rejectionOf(pending);
      expect(error.code).toBe('ABORTED');
      expect(onError).not.toHaveBeenCalled();
    });
  });

  describe('given two concurrent calls that both get 401', () => {
    it('ends the session once and publishes no toast', async () => {
      const { client, onError, onUnauthorized } = setup({
        respond: async () => new Response('', { status: 401, statusText: 'Unauthorized' }),
      });
      const [first, second] = await Promise.all([
        rejectionOf(client.get('cart', 'cart/fetch')),
        rejectionOf(client.get('account', 'users/context')),
      ]);
      expect(first.code).toBe('SESSION_EXPIRED');
      expect(second.code).toBe('SESSION_EXPIRED');
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(onError).not.toHaveBeenCalled();
    });
  });

  describe('given a failing call', () => {
    it('publishes the mapped error', async () => {
      const { client, onError } = setup({
        respond: async () => new Response('', { status: 404 }),
      });
      const error = await rejectionOf(client.get('order', 'orders'));
      expect(error.code).toBe('NOT_FOUND');
      expect(onError).toHaveBeenCalledWith(error);
    });

    it('keeps onError silent with publishErrors: false', async () => {
      const { client, onError } = setup({
        respond: async () => new Response('', { status: 500 }),
      });
      const error = await rejectionOf(client.get('order', 'orders', { publishErrors: false }));
      expect(error.code).toBe('SERVER');
      expect(onError).not.toHaveBeenCalled();
    });

    it('maps a network failure to NETWORK', async () => {
      const { client } = setup({
        respond: async () => {
          throw new TypeError('Failed to fetch');
        },
      });
      expect((await rejectionOf(client.get('order', 'orders'))).code).toBe('NETWORK');
    });
  });

  describe('given successful answers', () => {
    it('resolves a 204 to undefined', async () => {
      const { client } = setup({ respond: async () => new Response(null, { status: 204 }) });
      await expect(client.post('cart', 'cart/submit')).resolves.toBeUndefined();
    });

    it('parses a JSON body', async () => {
      const { client } = setup({ respond: async () => jsonResponse({ cartCount: 3 }) });
      await expect(client.get('cart', 'cart/fetch')).resolves.toEqual({ cartCount: 3 });
    });

    it('returns a text body as text', async () => {
      const { client } = setup({
        respond: async () => new Response('plain', { headers: { 'Content-Type': 'text/plain' } }),
      });
      await expect(client.get('config', 'model.json')).resolves.toBe('plain');
    });
  });

  describe('given a file download', () => {
    it.each([
      ['attachment; filename="a.pdf"', 'a.pdf'],
      ["attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf", 'résumé.pdf'],
      ['attachment; filename="resume.pdf"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.pdf', 'résumé.pdf'],
      ['inline', null],
    ])('returns the blob and the file name of %s', async (disposition, filename) => {
      const { client, fetch } = setup({
        respond: async () =>
          new Response('%PDF-1.7', {
            headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': disposition },
          }),
      });
      const result = await client.download('order', '4711/download', {
        query: { type: 'pdf', source: 'SAP' },
      });
      expect(result.filename).toBe(filename);
      expect(result.contentType).toBe('application/pdf');
      expect(await result.blob.text()).toBe('%PDF-1.7');
      expect(call(fetch).headers.get('Accept')).toBe('*/*');
      expect(call(fetch).url).toBe('/api/4711/download?type=pdf&source=SAP');
    });

    it('reports the bytes received of the announced size as the body arrives', async () => {
      const parts = [new Uint8Array(600), new Uint8Array(300), new Uint8Array(100)];
      const { client } = setup({
        respond: async () =>
          new Response(
            // jsdom has no ReadableStream of its own; Node's is the one its Response reads.
            new ReadableStream<Uint8Array>({
              start(controller) {
                for (const part of parts) controller.enqueue(part);
                controller.close();
              },
              // Node's stream is the one Node's Response reads; the DOM typings name their own.
            }) as unknown as BodyInit,
            { headers: { 'Content-Type': 'image/tiff', 'Content-Length': '1000' } },
          ),
      });
      const seen: [number, number | null][] = [];
      const result = await client.download('document', 'documents/download', {
        onProgress: (received, total) => seen.push([received, total]),
      });
      expect(seen).toEqual([
        [0, 1000],
        [600, 1000],
        [900, 1000],
        [1000, 1000],
        [1000, 1000],
      ]);
      expect(result.blob.size).toBe(1000);
      expect(result.blob.type).toBe('image/tiff');
    });

    it('reports an unknown total when the server does not say the size', async () => {
      const { client } = setup({
        respond: async () => new Response('%PDF-1.7', { headers: { 'Content-Encoding': 'br' } }),
      });
      const seen: [number, number | null][] = [];
      await client.download('document', 'documents/download', {
        onProgress: (received, total) => seen.push([received, total]),
      });
      expect(seen[0]).toEqual([0, null]);
      expect(seen.at(-1)).toEqual([8, 8]);
      expect(seen.slice(1, -1).every(([, total]) => total === null)).toBe(true);
    });

    it('maps a 200 JSON body with code ERRDD001 to FILE_TOO_BIG', async () => {
      const { client, onError } = setup({
        respond: async () => jsonResponse({ code: 'ERRDD001', message: 'too big' }),
      });
      const error = await rejectionOf(client.download('document', 'documents/download'));
      expect(error.code).toBe('FILE_TOO_BIG');
      expect(onError).toHaveBeenCalledWith(error);
    });

    it('maps a 401 for a file the user may not open to NOT_AUTHORIZED without ending the session', async () => {
      const { client, onError, onUnauthorized } = setup({
        respond: async () =>
          new Response('Forbidden document', { status: 401, statusText: 'Unauthorized' }),
      });
      const error = await rejectionOf(client.download('document', 'documents/download'));
      expect(error.code).toBe('NOT_AUTHORIZED');
      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(onError).toHaveBeenCalledWith(error);
    });
  });
});

describe('given an upload of files with their fields', () => {
  const form = () => {
    const data = new FormData();
    data.append('caseId', 'case-1');
    data.append('file', new Blob(['x'.repeat(2048)], { type: 'application/pdf' }), 'a.pdf');
    return data;
  };

  it('posts the form as multipart with the token, and answers the JSON the server returns', async () => {
    const { client, fetch } = setup({
      getAccessToken: async () => 'tok',
      respond: async () => jsonResponse({ id: 'doc-1' }, { status: 201 }),
    });
    const progress: Array<[number, number]> = [];
    const answer = await client.upload<{ id: string }>('account', 'cases/1/documents', form(), {
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect(answer).toEqual({ id: 'doc-1' });
    const { init, headers } = call(fetch);
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    // The browser sets multipart/form-data with its boundary; the client must not override it.
    expect(headers.get('content-type')).toBeNull();
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(progress.at(-1)?.[0]).toBe(progress.at(-1)?.[1]);
    expect(progress.at(-1)?.[0]).toBeGreaterThanOrEqual(2048);
  });

  it('maps a refusal to the catalogue and publishes it like any call', async () => {
    const { client, onError } = setup({
      respond: async () =>
        jsonResponse({ code: 'UNSUPPORTED_TYPE', message: 'Type not allowed' }, { status: 415 }),
    });
    await expect(client.upload('account', 'cases/1/documents', form())).rejects.toSatisfy(
      (e: unknown) => isPortalError(e) && e.status === 415,
    );
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('sends through a given transport, which reports the bytes as they go', async () => {
    const seen: string[] = [];
    const { client, fetch } = setup({
      upload: async (url, init, onProgress) => {
        seen.push(`${init.method} ${url}`);
        onProgress(512, 2048);
        onProgress(2048, 2048);
        return jsonResponse({ id: 'doc-2' });
      },
    });
    const progress: number[] = [];
    await client.upload('account', 'cases/1/documents', form(), {
      onProgress: (loaded, total) => progress.push(Math.round((loaded / total) * 100)),
    });
    expect(seen).toEqual([expect.stringMatching(/^POST .*cases\/1\/documents$/)]);
    expect(progress).toEqual([25, 100]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
