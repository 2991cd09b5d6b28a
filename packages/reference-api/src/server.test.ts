import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../test/test-server';
import type { Api } from './server';
import { insertRows, type Db } from './db/database';

let app: Api;
let db: Db;
let tokenA: string;
let tokenB: string;
let tokenFor: Awaited<ReturnType<typeof testServer>>['tokenFor'];

beforeAll(async () => {
  const server = await testServer();
  app = server.app;
  db = server.db;
  tokenFor = server.tokenFor;
  tokenA = await tokenFor({ id: 'u-a' });
  tokenB = await tokenFor({ id: 'u-b' });
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('given the reference API', () => {
  it('serves its OpenAPI document and the docs page', async () => {
    const doc = (await get('/openapi.json')).json<{
      openapi: string;
      paths: Record<string, unknown>;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/context',
        '/api/users/accounts/paged',
        '/api/notifications',
        '/api/orders/ordersandmemos',
        '/api/{order_id}/download',
        '/api/updateModifiedOrder',
        '/api/financeData',
        '/api/search/documents',
        '/api/documents/getPreviewURL/{docID}',
        '/api/documents/{id}/attachment',
      ]),
    );
    // The signed files need no token: the document says so.
    const attachment = doc.paths['/api/documents/{id}/attachment'] as {
      get: { security: unknown[]; tags: string[] };
    };
    expect(attachment.get).toMatchObject({ security: [], tags: ['documents'] });
    const docs = await get('/docs/');
    expect(docs.statusCode).toBe(200);
    // Issue 12: the docs page has a CSP too, without inline allowances, and cannot be framed.
    const csp = String(docs.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'not-a-jwt'],
  ])('answers 401 with %s', async (_label, token) => {
    const res = await get('/api/users/context', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('answers 401 for an expired token', async () => {
    const expired = await tokenFor({ id: 'u-a' }, '-1m');
    expect((await get('/api/users/context', expired)).statusCode).toBe(401);
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await get('/api/nowhere', tokenA);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const res = await get('/api/users/accounts/paged?limit=0', tokenA);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'querystring.limit' });
    const body = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${tokenA}` },
      payload: { language: 'fr' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json<{ field: string }>().field).toMatch(/^body/);
  });

  it('refuses an oversize body with 413', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${tokenA}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ language: 'en', pad: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('sends security headers and a request id', async () => {
    const res = await get('/api/featuretoggles');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/api/users/context',
      headers: { origin: 'https://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://localhost:5173');
    const refused = await app.inject({
      method: 'OPTIONS',
      url: '/api/users/context',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets an allowed origin use every method the API has (a CMS page deletes a draft case)', async () => {
    // The development proxy used to answer preflights itself; the API's own answer now counts.
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/users/account/customerCase/x',
      headers: { origin: 'https://localhost:5173', 'access-control-request-method': 'DELETE' },
    });
    const methods = String(preflight.headers['access-control-allow-methods']).split(/,\s*/);
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
  });
});

describe('given a signed-in user', () => {
  it('returns the context with the selected account and regions', async () => {
    const ctx = (await get('/api/users/context', tokenA)).json<{
      oktaId: string;
      selectedAccount: { id: string };
      regions: { shortname: string; selected: boolean }[];
      accountCount: number;
      tncAccepted: boolean;
    }>();
    expect(ctx).toMatchObject({ oktaId: 'u-a', accountCount: 12, tncAccepted: false });
    expect(ctx.selectedAccount.id).toBe('acc-u-a-0');
    expect(ctx.regions).toEqual([{ shortname: 'us', fullname: 'United States', selected: true }]);
  });

  it('pages and searches only its own accounts', async () => {
    const page = (await get('/api/users/accounts/paged?limit=5&offset=10', tokenA)).json<{
      accounts: { id: string }[];
      totalCount: number;
    }>();
    expect(page.totalCount).toBe(12);
    expect(page.accounts).toHaveLength(2);
    const search = (
      await get('/api/users/accounts/paged?limit=50&searchTerm=u-a%201', tokenA)
    ).json<{ accounts: { fullname: string }[] }>();
    expect(search.accounts.map((a) => a.fullname)).toEqual([
      'Farm Supply u-a 1',
      'Farm Supply u-a 10',
      'Farm Supply u-a 11',
    ]);
    const wrongRegion = (await get('/api/users/accounts/paged?region=mx', tokenA)).json<{
      totalCount: number;
    }>();
    expect(wrongRegion.totalCount).toBe(0);
  });

  it('switches the selected account through the X-Account-Id header', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/account/selected',
      headers: { authorization: `Bearer ${tokenA}`, 'x-account-id': 'acc-u-a-3' },
    });
    expect(res.statusCode).toBe(200);
    const ctx = (await get('/api/users/context', tokenA)).json<{
      selectedAccount: { id: string };
    }>();
    expect(ctx.selectedAccount.id).toBe('acc-u-a-3');
  });

  it('accepts the terms once and keeps the first acceptance time', async () => {
    expect((await get('/api/users/termsandconditions', tokenA)).json()).toMatchObject({
      accepted: false,
    });
    const first = await app.inject({
      method: 'POST',
      url: '/api/users/termsandconditions',
      headers: { authorization: `Bearer ${tokenA}` },
    });
    const second = await app.inject({
      method: 'POST',
      url: '/api/users/termsandconditions',
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(first.json<{ acceptedAt: string }>().acceptedAt).toBe(
      second.json<{ acceptedAt: string }>().acceptedAt,
    );
    expect(
      (await get('/api/users/termsandconditions?lang=es', tokenA)).json<{ tandC: string }>().tandC,
    ).toMatch(/^Al usar/);
    expect(
      (await get('/api/users/termsandconditions?lang=ko', tokenA)).json<{ tandC: string }>().tandC,
    ).toMatch(/^이 포털을 이용하면/);
  });

  it('changes the language preference', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${tokenB}` },
      payload: { language: 'pt' },
    });
    expect(res.json()).toMatchObject({ language: 'pt', email: 'b@test' });
  });

  it('lists notifications newest first and marks one read', async () => {
    const list = (await get('/api/notifications', tokenA)).json<{
      notifications: { notificationId: string }[];
      unreadCount: number;
    }>();
    expect(list.notifications.map((n) => n.notificationId)).toEqual(['n-a2', 'n-a1']);
    expect(list.unreadCount).toBe(2);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/notifications',
      headers: { authorization: `Bearer ${tokenA}` },
      payload: { notificationId: 'n-a1', isRead: 1, isDismissed: 0 },
    });
    expect(res.json()).toMatchObject({ isRead: 1, isDismissed: 0, read: true });
    expect(
      (await get('/api/notifications', tokenA)).json<{ unreadCount: number }>().unreadCount,
    ).toBe(1);
  });

  it('serves toggles and market config without a token', async () => {
    expect((await get('/api/featuretoggles')).json()).toEqual({
      toggles: { cartEnabled: true, maintenance: false },
    });
    expect((await get('/api/config/us/en')).json()).toMatchObject({
      config: { supportPhone: '+1 800 000 0000' },
    });
    expect((await get('/api/config/zz/en')).statusCode).toBe(404);
  });

  it('draws product images without a token, and 404s unknown products', async () => {
    await insertRows(
      db,
      'products',
      [
        'sku',
        'title',
        'form_code',
        'package_type',
        'category',
        'species',
        'net_weight_per_unit',
        'unit_of_measure',
        'per_pallet_count',
        'is_pallet',
        'is_pallet_and_non_pallet_allowed',
        'min_quantity',
        'increment',
        'markets',
        'image_path',
        'description',
      ],
      [
        [
          '10001234',
          'Hog Finisher <16%> Pellet',
          'P1604',
          'bag',
          'feed',
          'pork',
          50,
          'lb',
          50,
          false,
          true,
          1,
          1,
          ['us'],
          '/api/assets/products/10001234.svg',
          'x',
        ],
      ],
    );
    const image = await get('/api/assets/products/10001234.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body).toContain('<svg');
    expect(image.body).toContain('Hog Finisher &lt;16%&gt; Pellet');
    expect((await get('/api/assets/products/99999999.svg')).statusCode).toBe(404);
    expect((await get('/api/assets/products/..%2Fetc.svg')).statusCode).toBe(400);
  });
});
