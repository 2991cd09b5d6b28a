/**
 * The review's HTTP client: requests to the stack's public origin (the portal's own server, which
 * passes /api and /oidc to the API, as a browser's calls go), over HTTP/1.1 with keep-alive. It
 * accepts the stack's self-signed certificate, and only for this agent: the review runs against
 * the local stack it started itself.
 *
 * Every request is counted: all of them, the 5xx answers, the 429s (the client then waits as
 * long as the server says and sends the request again), and those the caller marks malformed.
 * It also paces itself on the rate-limit headers, so a bucket close to empty is waited out
 * instead of run into.
 */
import https from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  /** From the request's start to the end of its body. */
  ms: number;
  json<T = unknown>(): T | null;
}

export interface Send {
  method?: string;
  headers?: Record<string, string>;
  /** A JSON body (sets content-type). */
  json?: unknown;
  /** A raw body with whatever content-type `headers` names. */
  body?: string | Buffer;
  /** Counted among the malformed requests of the run. */
  malformed?: boolean;
  /** Without the bearer token of the client. */
  anonymous?: boolean;
  timeoutMs?: number;
}

export interface FiveXx {
  method: string;
  path: string;
  status: number;
  body: string;
}

/** What the whole run sent and met, shared by every client. */
export class Tally {
  requests = 0;
  malformed = 0;
  rateLimited = 0;
  networkErrors = 0;
  readonly fiveXx: FiveXx[] = [];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Shared by all clients: keep-alive connections to the one local origin. */
const agent = new https.Agent({ keepAlive: true, maxSockets: 48, rejectUnauthorized: false });

export class Client {
  private remaining = Number.POSITIVE_INFINITY;
  private resetAt = 0;
  private inFlight = 0;

  constructor(
    readonly origin: string,
    readonly tally: Tally,
    readonly name: string,
    readonly token?: string,
  ) {}

  /** The same client (and counters) with another identity. */
  as(name: string, token?: string): Client {
    return new Client(this.origin, this.tally, name, token);
  }

  /** Waits until the rate-limit bucket, as last seen, has room for `count` more requests. */
  async ensureBudget(count: number): Promise<void> {
    if (this.remaining - this.inFlight >= count) return;
    const wait = this.resetAt - Date.now();
    if (wait > 0) await sleep(wait + 250);
    this.remaining = Number.POSITIVE_INFINITY;
  }

  async send(path: string, init: Send = {}): Promise<Reply> {
    for (let attempt = 0; ; attempt += 1) {
      // Leave a margin for the requests already under way.
      if (this.remaining - this.inFlight <= 2 && this.resetAt > Date.now())
        await sleep(this.resetAt - Date.now() + 250);
      this.inFlight += 1;
      let reply: Reply;
      try {
        reply = await this.once(path, init);
      } catch (error) {
        this.tally.networkErrors += 1;
        if (attempt >= 2) throw error;
        await sleep(500);
        continue;
      } finally {
        this.inFlight -= 1;
      }
      this.tally.requests += 1;
      if (init.malformed && attempt === 0) this.tally.malformed += 1;
      this.track(reply);
      if (reply.status === 429) {
        this.tally.rateLimited += 1;
        if (attempt >= 20) return reply;
        const after = Number(reply.headers['retry-after'] ?? reply.headers['x-ratelimit-reset']);
        await sleep((Number.isFinite(after) && after > 0 ? after : 5) * 1000 + 250);
        continue;
      }
      if (reply.status >= 500)
        this.tally.fiveXx.push({
          method: init.method ?? (init.json !== undefined || init.body ? 'POST' : 'GET'),
          path: path.length > 160 ? `${path.slice(0, 160)}…` : path,
          status: reply.status,
          body: reply.text.slice(0, 200),
        });
      return reply;
    }
  }

  private track(reply: Reply) {
    const remaining = Number(reply.headers['x-ratelimit-remaining']);
    const reset = Number(reply.headers['x-ratelimit-reset']);
    if (Number.isFinite(remaining) && Number.isFinite(reset)) {
      this.remaining = remaining;
      this.resetAt = Date.now() + reset * 1000;
    }
  }

  private once(path: string, init: Send): Promise<Reply> {
    const url = new URL(path, this.origin);
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (this.token && !init.anonymous && !('authorization' in headers))
      headers.authorization = `Bearer ${this.token}`;
    let body: Buffer | undefined;
    if (init.json !== undefined) {
      body = Buffer.from(JSON.stringify(init.json));
      headers['content-type'] ??= 'application/json';
    } else if (init.body !== undefined) {
      body = Buffer.isBuffer(init.body) ? init.body : Buffer.from(init.body);
    }
    if (body) headers['content-length'] = String(body.length);
    const method = init.method ?? (body ? 'POST' : 'GET');
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const request = https.request(
        {
          // The portal listens on 127.0.0.1; its certificate names localhost.
          host: '127.0.0.1',
          servername: 'localhost',
          port: url.port || 443,
          path: `${url.pathname}${url.search}`,
          method,
          headers: { host: url.host, ...headers },
          agent,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const buffer = Buffer.concat(chunks);
            const text = buffer.toString('utf8');
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: buffer,
              text,
              ms: performance.now() - started,
              json<T>() {
                try {
                  return JSON.parse(text) as T;
                } catch {
                  return null;
                }
              },
            });
          });
          response.on('error', reject);
        },
      );
      request.setTimeout(init.timeoutMs ?? 30_000, () =>
        request.destroy(new Error(`${method} ${path}: no answer in time`)),
      );
      request.on('error', reject);
      request.end(body);
    });
  }
}
