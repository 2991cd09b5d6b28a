/**
 * The reverse proxy in front of the reference API (issue 12): the browser speaks HTTP/2 or 1.1 to
 * the portal's origin; the API listens on loopback only. The proxy is the one place that knows the
 * real caller, so it OVERWRITES every forwarding header (a client cannot choose its address, host
 * or protocol), refuses bodies over the limit with a 413 before the API sees them, and maps an
 * unreachable API to a JSON 502/504 in the API's error format.
 */
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http';
import http2, { type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { IncomingMessage, ServerResponse } from 'node:http';

export type AnyRequest = IncomingMessage | Http2ServerRequest;

/**
 * What the servers use of a response, common to HTTP/1.1's `ServerResponse` and HTTP/2's
 * compatibility `Http2ServerResponse` (whose union TypeScript cannot call).
 */
export interface AnyResponse {
  readonly headersSent: boolean;
  readonly writableFinished: boolean;
  setHeader(name: string, value: string | number | readonly string[]): unknown;
  writeHead(status: number, headers?: OutgoingHttpHeaders): unknown;
  end(body?: string | Uint8Array): unknown;
  destroy(error?: Error): unknown;
  on(event: 'close' | 'finish', listener: () => void): unknown;
  once(event: 'close' | 'finish', listener: () => void): unknown;
}

/** A server's response as the common shape (both kinds have every member of it). */
export const asAnyResponse = (res: ServerResponse | Http2ServerResponse): AnyResponse =>
  res as unknown as AnyResponse;

export interface ProxyOptions {
  /** The API's loopback address, e.g. `http://127.0.0.1:5174`. */
  target: string;
  /** The portal's public origin, e.g. `https://localhost:5173`: the host the API is told. */
  publicOrigin: string;
  /** Largest request body passed on, in bytes; bigger gets 413. */
  bodyLimitBytes: number;
  /**
   * Largest JSON body, in bytes (the API's own limit, 1 MB). The API answers a bigger one 413 and
   * closes its connection at once, and the proxy, still sending the body, could lose that answer
   * (a 502 to the client); the proxy answers it itself.
   */
  jsonBodyLimitBytes?: number;
  /** How long the API may take to start answering. */
  timeoutMs?: number;
}

/** Hop-by-hop and forwarding headers: never passed on as the client sent them. */
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'host',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-real-ip',
  'x-original-url',
  'x-rewrite-url',
]);

/** Response headers HTTP/2 forbids (and a proxy must not pass on). */
const DROPPED_RESPONSE = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

/**
 * The headers sent to the API: the client's end-to-end headers, then the forwarding headers the
 * proxy alone sets from the connection (the client's own are dropped).
 */
export function forwardedHeaders(
  incoming: IncomingHttpHeaders,
  connection: { remoteAddress: string | undefined },
  publicOrigin: string,
): OutgoingHttpHeaders {
  const url = new URL(publicOrigin);
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (name.startsWith(':') || DROPPED.has(name) || value === undefined) continue;
    out[name] = value;
  }
  out.host = url.host;
  out['x-forwarded-for'] = (connection.remoteAddress ?? '').replace(/^::ffff:/, '');
  out['x-forwarded-host'] = url.host;
  out['x-forwarded-proto'] = url.protocol.replace(':', '');
  out['x-forwarded-port'] = url.port || (url.protocol === 'https:' ? '443' : '80');
  return out;
}

function sendJson(res: AnyResponse, status: number, code: string, message: string) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ code, message });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

/**
 * Answers 413 and lets the rest of the upload drain (read and dropped), so the client reads the
 * answer: resetting an HTTP/2 stream the client is still filling made Node's client see
 * ENHANCE_YOUR_CALM and no status at all. A client still sending after 10 s is cut off.
 * HTTP/1.1 closes the connection after the answer.
 */
function refuseBody(req: AnyRequest, res: AnyResponse, limit: number) {
  req.resume();
  if ('stream' in req) {
    const stream = req.stream;
    const cut = setTimeout(() => {
      if (!stream.closed) stream.close(http2.constants.NGHTTP2_CANCEL);
    }, 10_000);
    cut.unref();
    stream.once('close', () => clearTimeout(cut));
  } else if (!res.headersSent) res.setHeader('connection', 'close');
  sendJson(res, 413, 'PAYLOAD_TOO_LARGE', tooLarge(limit));
}

const tooLarge = (limit: number) =>
  `The request body is larger than the limit of ${Math.round(limit / 1_048_576)} MB.`;

/** Passes one request to the API and its answer back. */
export function createProxy(options: ProxyOptions) {
  const target = new URL(options.target);
  const timeoutMs = options.timeoutMs ?? 120_000;

  return function proxy(req: AnyRequest, res: AnyResponse): void {
    const limit = /^application\/([\w.+-]+\+)?json\b/i.test(req.headers['content-type'] ?? '')
      ? Math.min(options.jsonBodyLimitBytes ?? 1_048_576, options.bodyLimitBytes)
      : options.bodyLimitBytes;
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      refuseBody(req, res, limit);
      return;
    }
    const upstream = httpRequest({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: forwardedHeaders(req.headers, req.socket ?? {}, options.publicOrigin),
      timeout: timeoutMs,
      // A fresh loopback connection per call (a fraction of a millisecond): a kept-alive one can
      // be closed by the API just as the next call is written to it, and that call would get a
      // 502 for nothing (seen by the security review: a 400, then a 2 MB body, on one socket).
      agent: false,
    });
    let answered = false;
    upstream.on('response', (answer) => {
      answered = true;
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!DROPPED_RESPONSE.has(name) && value !== undefined) headers[name] = value;
      }
      if (res.headersSent) return;
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(res as unknown as NodeJS.WritableStream);
      answer.on('error', () => res.destroy());
    });
    upstream.on('timeout', () => {
      if (!answered) sendJson(res, 504, 'GATEWAY_TIMEOUT', 'The API did not answer in time.');
      answered = true;
      upstream.destroy();
    });
    upstream.on('error', () => {
      // The rest of the body goes nowhere: read and drop it, so the client's connection is
      // free for its next request (waiting for a 'drain' that never comes stalled it).
      req.removeAllListeners('data');
      req.resume();
      // The API answered early (e.g. its own 413) and closed while the body was still coming:
      // its answer stands. Only a request that got no answer at all is a 502.
      if (!answered) {
        answered = true;
        if (!('stream' in req) && !res.headersSent) res.setHeader('connection', 'close');
        sendJson(res, 502, 'BAD_GATEWAY', 'The API cannot be reached; try again in a moment.');
      }
    });
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        upstream.destroy();
        req.removeAllListeners('data');
        req.resume();
        if (!answered) {
          answered = true;
          refuseBody(req, res, limit);
        }
        return;
      }
      if (!upstream.write(chunk) && !upstream.destroyed) {
        req.pause();
        upstream.once('drain', () => req.resume());
        upstream.once('close', () => req.resume());
      }
    });
    req.on('end', () => {
      if (received <= limit) upstream.end();
    });
    req.on('error', () => upstream.destroy());
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
  };
}
