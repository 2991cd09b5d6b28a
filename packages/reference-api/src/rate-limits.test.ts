import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAuth } from '../test/auth';
import { testServer } from '../test/test-server';
import { buildServer, type Api } from './server';

let app: Api;
let small: Api;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  // The default limit (600 a minute), as `npm start` runs it.
  const server = await testServer({ rateLimitPerMinute: 600 });
  app = server.app;
  tokenA = await server.tokenFor({ id: 'u-a' });
  tokenB = await server.tokenFor({ id: 'u-b' });
  // A tiny limit over the same data.
  small = await buildServer({
    db: server.db,
    authenticate: (await testAuth()).authenticate,
    rateLimitPerMinute: 3,
  });
});
afterAll(async () => {
  await small?.close();
  await app?.close();
});

/** A call through the loopback proxy, which says who the client is in X-Forwarded-For. */
const viaProxy = (target: Api, url: string, client: string, token?: string) =>
  target.inject({
    method: 'GET',
    url,
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': client, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

async function burst(count: number, call: () => ReturnType<typeof viaProxy>) {
  const statuses: number[] = [];
  // In batches: concurrent like a browser, without holding 700 requests open at once.
  for (let done = 0; done < count; done += 50) {
    const replies = await Promise.all(
      Array.from({ length: Math.min(50, count - done) }, () => call()),
    );
    statuses.push(...replies.map((r) => r.statusCode));
  }
  return statuses;
}

describe('given the API behind the loopback proxy with the default limit', () => {
  it('keeps a signed-in user working after 700 anonymous requests from the same address', async () => {
    const client = '198.51.100.7';
    const statuses = await burst(700, () => viaProxy(app, '/api/users/context', client));
    expect(statuses.filter((s) => s === 401)).toHaveLength(600);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100);

    const limited = await viaProxy(app, '/api/users/context', client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests; try again in \d+ s\.$/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // An invalid token is anonymous: it counts against the address, which is used up.
    expect((await viaProxy(app, '/api/users/context', client, 'not-a-jwt')).statusCode).toBe(429);

    // The signed-in user at that very address has a bucket of their own.
    const signedIn = await viaProxy(app, '/api/users/context', client, tokenA);
    expect(signedIn.statusCode).toBe(200);
    // Another client behind the proxy was never limited.
    expect((await viaProxy(app, '/api/users/context', '198.51.100.8')).statusCode).toBe(401);
  });

  it("limits one user's burst to that user, whatever address it comes from", async () => {
    let n = 0;
    // Spread over addresses: the bucket is the user's, not the address's.
    const statuses = await burst(620, () =>
      viaProxy(app, '/nowhere', `203.0.113.${n++ % 200}`, tokenB),
    );
    expect(statuses.filter((s) => s === 404)).toHaveLength(600);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const limited = await viaProxy(app, '/api/users/context', '203.0.113.250', tokenB);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Anyone else, signed in or not, from the same addresses, is not.
    expect((await viaProxy(app, '/api/users/context', '203.0.113.1', tokenA)).statusCode).toBe(200);
    expect((await viaProxy(app, '/api/users/context', '203.0.113.1')).statusCode).toBe(401);
  });
});

describe('given a client that is not the loopback proxy', () => {
  it('ignores the X-Forwarded-For it sends: its own address is its bucket', async () => {
    const direct = (n: number) =>
      small.inject({
        method: 'GET',
        url: '/api/users/context',
        remoteAddress: '192.0.2.10',
        headers: { 'x-forwarded-for': `198.51.100.${n}` },
      });
    const statuses = [];
    for (let n = 1; n <= 5; n += 1) statuses.push((await direct(n)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);

    // Through the proxy the forwarded address counts: a fresh client is not limited.
    expect((await viaProxy(small, '/api/users/context', '198.51.100.1')).statusCode).toBe(401);
  });
});
