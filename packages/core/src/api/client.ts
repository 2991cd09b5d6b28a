import type { PortalConfig, ServiceName } from '../config/config';
import { serviceVersion } from '../config/validate';
import { PortalError, toPortalError, type FailedResponse } from './errors';
import { SERVER_SELECTED_ACCOUNT } from '../session/keys';

/** Per-request context: the cart service wants language, region and account headers. */
export interface RequestContext {
  lang?: string | null;
  region?: string | null;
  accountId?: string | null;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Overrides the service's timeout for this call. */
  timeoutMs?: number;
  /** Cancels the request (combined with the timeout). */
  signal?: AbortSignal;
  /** `false` keeps the error away from the global toast (the caller shows it inline). */
  publishErrors?: boolean;
  /** Skips the bearer token (public calls such as feature toggles before sign-in). */
  anonymous?: boolean;
  /**
   * The account the call is for (`X-Account-Id`), on any service: the key of the cached answer
   * (`useSelectedAccount().key`), so the cache and the request name the same account. `'selected'`
   * or null sends none (the server answers for its own choice). Unset: the session's account,
   * for the services that carry the context headers.
   */
  accountId?: string | null;
}

/** Options of an upload: a request's, with progress of the bytes sent. */
export interface UploadOptions extends Omit<RequestOptions, 'method' | 'body'> {
  /** Called as the body is sent: bytes sent so far and the body's size. */
  onProgress?: (loaded: number, total: number) => void;
}

/**
 * Sends a multipart body and reports progress. The browser's default is XMLHttpRequest (fetch
 * cannot report upload progress); tests and runtimes without it use `fetch`, which reports the
 * whole body once it is sent.
 */
export type UploadTransport = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: FormData; signal: AbortSignal },
  onProgress: (loaded: number, total: number) => void,
) => Promise<Response>;

/** Options of a download: a request's, with progress of the bytes received. */
export interface DownloadOptions extends Omit<RequestOptions, 'body'> {
  /**
   * Called as the file arrives: bytes received so far and the file's size from Content-Length
   * (null when the server does not say, or says the size of a compressed body). Called once with
   * 0 when the answer starts and once more when the last byte arrived.
   */
  onProgress?: (received: number, total: number | null) => void;
}

export interface DownloadResult {
  blob: Blob;
  /** From Content-Disposition when the server named the file. */
  filename: string | null;
  contentType: string;
}

export interface ApiClientOptions {
  config: PortalConfig;
  /**
   * Returns the bearer token; `null` sends the call without one (nobody signed in). A rejection
   * fails the call before anything is sent; a promise that waits (the page's session guard
   * while the user signs in again) holds the call until it settles or `signal` aborts.
   */
  getAccessToken?: (signal?: AbortSignal) => Promise<string | null>;
  /** Language, region and account for the headers (read at call time). */
  getContext?: () => RequestContext;
  /** Called once per 401 Unauthorized: the session is over. */
  onUnauthorized?: (error: PortalError) => void;
  /** Receives every failure meant for the global toast. */
  onError?: (error: PortalError) => void;
  /** The fetch to use (tests pass a fake). */
  fetch?: typeof fetch;
  /** How uploads are sent (default: XMLHttpRequest in browsers, else `fetch`). */
  upload?: UploadTransport;
}

export interface ApiClient {
  request<T>(service: ServiceName, path: string, options?: RequestOptions): Promise<T>;
  get<T>(
    service: ServiceName,
    path: string,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  post<T>(
    service: ServiceName,
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  put<T>(
    service: ServiceName,
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  patch<T>(
    service: ServiceName,
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ): Promise<T>;
  /** Downloads a file; blob errors (ERRDD001, 401) map to their own catalogue entries. */
  download(service: ServiceName, path: string, options?: DownloadOptions): Promise<DownloadResult>;
  /**
   * POSTs a multipart form (files and their fields) with the same headers, token, timeout and
   * error mapping as every call, reporting progress; answers the JSON the server returns.
   */
  upload<T>(
    service: ServiceName,
    path: string,
    form: FormData,
    options?: UploadOptions,
  ): Promise<T>;
  /** The absolute URL a call would go to (for links and previews). */
  url(service: ServiceName, path: string, query?: Record<string, QueryValue>): string;
}

/**
 * Services whose calls carry the language, region and account-id headers (ordering.md §7); the
 * reports and the entitlements' pages act for the account too, in the page's language (issue 16).
 */
const CONTEXT_HEADER_SERVICES: readonly ServiceName[] = [
  'cart',
  'order',
  'product',
  'search',
  'document',
  'reports',
  'entitlements',
];

/**
 * A failed response as a PortalError of the catalogue, whose rules load on the first failure.
 * Should they not load (the network went away), the status alone decides, and a 401 still ends
 * the session.
 */
async function mapFailure(response: FailedResponse): Promise<PortalError> {
  try {
    return (await import('./http-errors.lazy')).mapHttpError(response);
  } catch {
    const { status } = response;
    const code =
      status === 401
        ? 'SESSION_EXPIRED'
        : status === 404
          ? 'NOT_FOUND'
          : status >= 500
            ? 'SERVER'
            : 'UNKNOWN';
    return new PortalError({ status, code });
  }
}

function joinUrl(base: string, version: string | undefined, path: string): string {
  const parts = [
    base.replace(/\/+$/, ''),
    version?.replace(/^\/+|\/+$/g, ''),
    path.replace(/^\/+/, ''),
  ];
  return parts.filter((p) => p !== undefined && p !== '').join('/');
}

function withQuery(url: string, query?: Record<string, QueryValue>): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

/** The body's size as the server announced it, when that is the size of the bytes read. */
function announcedSize(response: Response): number | null {
  const encoding = response.headers.get('content-encoding');
  if (encoding && encoding !== 'identity') return null;
  const length = Number(response.headers.get('content-length'));
  return Number.isFinite(length) && length > 0 ? length : null;
}

/**
 * The response body as a blob, reporting the bytes as they arrive (a stream read chunk by chunk;
 * a runtime without a readable body reports the whole file at once).
 */
async function blobWithProgress(
  response: Response,
  onProgress: (received: number, total: number | null) => void,
): Promise<Blob> {
  const total = announcedSize(response);
  const type = response.headers.get('content-type') ?? '';
  onProgress(0, total);
  const reader = response.body?.getReader();
  if (!reader) {
    const blob = await response.blob();
    onProgress(blob.size, total ?? blob.size);
    return blob;
  }
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(received, total !== null && total >= received ? total : null);
  }
  onProgress(received, received);
  return new Blob(chunks, type ? { type } : {});
}

function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      return star[1];
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/**
 * The one API client of the kit. Every request: JSON, bearer token, a timeout, context headers for
 * cart-family services, errors mapped to the catalogue and published for the toast; a 401 ends the
 * session through `onUnauthorized`. No widget calls fetch itself.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { config } = options;
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // The transports load with the first upload: most pages never send a file.
  const uploadWith: UploadTransport = (url, init, onProgress) =>
    options.upload
      ? options.upload(url, init, onProgress)
      : import('./upload-transports.lazy').then((m) =>
          (!options.fetch && typeof XMLHttpRequest !== 'undefined'
            ? m.xhrUpload
            : m.fetchUpload(doFetch))(url, init, onProgress),
        );
  let signingOut = false;

  const url = (service: ServiceName, path: string, query?: Record<string, QueryValue>) => {
    const region = options.getContext?.().region;
    const s = config.services[service];
    return withQuery(joinUrl(s.baseUrl, serviceVersion(config, service, region), path), query);
  };

  async function send(
    service: ServiceName,
    path: string,
    opts: RequestOptions,
    blob: boolean,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: blob ? '*/*' : 'application/json',
      ...opts.headers,
    };
    const multipart = opts.body instanceof FormData;
    // A multipart body sets its own Content-Type (with the boundary).
    if (opts.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    if (CONTEXT_HEADER_SERVICES.includes(service)) {
      const ctx = options.getContext?.() ?? {};
      if (ctx.lang) headers['Accept-Language'] = ctx.lang;
      if (ctx.lang) headers['X-Language'] = ctx.lang;
      if (ctx.region) headers['X-Region'] = ctx.region;
      if (ctx.accountId) headers['X-Account-Id'] = ctx.accountId;
    }
    if (opts.accountId !== undefined) {
      delete headers['X-Account-Id'];
      if (opts.accountId !== null && opts.accountId !== SERVER_SELECTED_ACCOUNT) {
        headers['X-Account-Id'] = opts.accountId;
      }
    }
    if (!opts.anonymous && options.getAccessToken) {
      const token = await options.getAccessToken(opts.signal);
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    const timeout = AbortSignal.timeout(opts.timeoutMs ?? config.services[service].timeoutMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    const target = url(service, path, opts.query);
    const method = opts.method ?? 'GET';
    let response: Response;
    if (opts.body instanceof FormData) {
      const onProgress = (opts as UploadOptions).onProgress ?? (() => undefined);
      response = await uploadWith(target, { method, headers, body: opts.body, signal }, onProgress);
    } else {
      const init: RequestInit = { method, headers, signal };
      if (opts.body !== undefined) init.body = JSON.stringify(opts.body);
      response = await doFetch(target, init);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw await mapFailure({
        status: response.status,
        statusText: response.statusText,
        text,
        blob,
      });
    }
    return response;
  }

  function fail(error: unknown, opts: RequestOptions): never {
    const portalError = toPortalError(error);
    if (portalError.endsSession) {
      if (!signingOut) {
        signingOut = true;
        options.onUnauthorized?.(portalError);
      }
    } else if (portalError.code !== 'ABORTED' && opts.publishErrors !== false) {
      options.onError?.(portalError);
    }
    throw portalError;
  }

  async function request<T>(
    service: ServiceName,
    path: string,
    opts: RequestOptions = {},
  ): Promise<T> {
    try {
      const response = await send(service, path, opts, false);
      if (response.status === 204) return undefined as T;
      const text = await response.text();
      if (!text) return undefined as T;
      const type = response.headers.get('content-type') ?? '';
      return (type.includes('json') ? JSON.parse(text) : text) as T;
    } catch (error) {
      return fail(error, opts);
    }
  }

  return {
    request,
    get: (service, path, opts) => request(service, path, { ...opts, method: 'GET' }),
    post: (service, path, body, opts) => request(service, path, { ...opts, method: 'POST', body }),
    put: (service, path, body, opts) => request(service, path, { ...opts, method: 'PUT', body }),
    patch: (service, path, body, opts) =>
      request(service, path, { ...opts, method: 'PATCH', body }),
    async download(service, path, opts = {}) {
      try {
        const response = await send(service, path, opts, true);
        const blobBody = opts.onProgress
          ? await blobWithProgress(response, opts.onProgress)
          : await response.blob();
        // Some backends answer 200 with a JSON error body for files (ordering.md §8 ERRDD001).
        const type = response.headers.get('content-type') ?? blobBody.type;
        if (type.includes('json')) {
          const text = await blobBody.text();
          if (/"(code|errorCode)"\s*:\s*"ERRDD/.test(text)) {
            throw await mapFailure({ status: response.status, text, blob: true });
          }
        }
        return {
          blob: blobBody,
          filename: filenameOf(response.headers.get('content-disposition')),
          contentType: type,
        };
      } catch (error) {
        return fail(error, opts);
      }
    },
    upload: (service, path, form, opts) =>
      request(service, path, { ...opts, method: 'POST', body: form }),
    url,
  };
}
