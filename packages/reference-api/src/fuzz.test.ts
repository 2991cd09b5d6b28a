import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../test/test-server';
import type { Api } from './server';

/** A deterministic PRNG so a failing case can be replayed. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ROUTES: [string, string][] = [
  ['GET', '/api/users/context'],
  ['GET', '/api/users/simplifiedContext'],
  ['GET', '/api/users/account/list'],
  ['GET', '/api/users/accounts/paged'],
  ['POST', '/api/users/account/selected'],
  ['GET', '/api/users/termsandconditions'],
  ['POST', '/api/users/termsandconditions'],
  ['GET', '/api/users/me'],
  ['PUT', '/api/users/me'],
  ['POST', '/api/users/logout'],
  ['GET', '/api/notifications'],
  ['PATCH', '/api/notifications'],
  ['PATCH', '/api/notifications/bulk'],
  ['GET', '/api/featuretoggles'],
  ['GET', '/api/utility/banner/notification'],
  ['GET', '/api/config/us/en'],
  ['GET', '/api/cart/fetch'],
  ['POST', '/api/cart/addItems'],
  ['POST', '/api/cart/update'],
  ['POST', '/api/cart/simulate'],
  ['POST', '/api/cart/submit'],
  ['POST', '/api/cart/remove'],
  ['POST', '/api/cart/delete'],
  ['POST', '/api/cart/replicate'],
  ['GET', '/api/cart/leadtime'],
  ['GET', '/api/cart/plantLeadtime'],
  ['GET', '/api/cart/truckSizes'],
  ['GET', '/api/cart/orderoptions'],
  ['GET', '/api/cart/enableAddToCart'],
  ['GET', '/api/cart/availableProducts'],
  ['GET', '/api/cart/recentorderedproducts'],
  ['GET', '/api/cart/products/favourite'],
  ['POST', '/api/cart/products/favourite'],
  ['GET', '/api/categories'],
  ['POST', '/api/utility/sendConfirmationAltEmail'],
  ['POST', '/api/utility/sendEmail'],
  ['GET', '/api/utility/emails'],
  ['GET', '/api/orders/orderNumber'],
  ['GET', '/api/orders/ordersandmemos'],
  ['GET', '/api/orders'],
  ['GET', '/api/4000000001/download'],
  ['GET', '/api/invoice'],
  ['GET', '/api/packlist'],
  ['GET', '/api/coa'],
  ['GET', '/api/document/download'],
  ['POST', '/api/updateModifiedOrder'],
  ['GET', '/api/modifiedOrderList'],
  ['POST', '/api/deleteModifiedOrderDraft'],
  ['GET', '/api/finance/details'],
  ['GET', '/api/finance/list'],
  ['GET', '/api/finance/filter'],
  ['GET', '/api/financeData'],
  ['GET', '/api/documents'],
  ['GET', '/api/search/documents'],
  ['GET', '/api/documents/download'],
  ['GET', '/api/documents/getPreviewURL/doc-us-1'],
  ['GET', '/api/documents/doc-us-1/attachment'],
  ['GET', '/api/documents/doc-us-3/thumbnail'],
];

/** Query keys the routes read (a few of every kind). */
const QUERY_KEYS = [
  'limit',
  'offset',
  'searchTerm',
  'region',
  'lang',
  'country',
  'itemCount',
  'encCartid',
  'plantId',
  'category',
  'orderNumber',
  'type',
  'source',
  'status',
  'kind',
  'from',
  'to',
  'search',
  'sort',
  'direction',
  'memoNumber',
  'memoType',
  'id',
  'q',
  'docType',
  'exp',
  'sig',
];

const NASTY = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  "' OR 1=1 --",
  '%00',
  '\u0000',
  '😀'.repeat(50),
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'a'.repeat(5000),
  '９',
  '\\',
  '%',
  '_',
  '{"a":',
  '[[[[[[[[[[',
];

let app: Api;
let token: string;
beforeAll(async () => {
  const server = await testServer();
  app = server.app;
  token = await server.tokenFor({ id: 'u-a' });
});
afterAll(async () => {
  await app.close();
});

describe('given 2,400 malformed requests across every route', () => {
  it('never answers 5xx and keeps serving', async () => {
    const random = prng(20261121);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (let i = 0; i < 2400; i += 1) {
      const [method, path] = pick(ROUTES);
      const mutation = random();
      const url =
        mutation < 0.15
          ? `${path}/${encodeURIComponent(pick(NASTY))}`
          : `${path}?${QUERY_KEYS.filter(() => random() < 0.5)
              .map((k) => `${k}=${encodeURIComponent(pick(NASTY))}`)
              .join('&')}`;
      const bodyKind = random();
      const payload =
        bodyKind < 0.25
          ? pick(NASTY)
          : bodyKind < 0.5
            ? JSON.stringify({
                language: pick(NASTY),
                notificationId: pick(NASTY),
                isRead: pick([2, -1, 'x', null, 1]),
                isDismissed: pick([0, {}, []]),
                notifications: pick([[], [{}], 'x', null]),
              })
            : bodyKind < 0.6
              ? JSON.stringify(JSON.parse('['.repeat(200) + ']'.repeat(200)))
              : bodyKind < 0.85
                ? JSON.stringify({
                    items: pick([
                      [
                        {
                          sku: pick(NASTY),
                          quantity: pick([1, -1, Number.MAX_VALUE, null, '5', 0.5, 1e7]),
                        },
                      ],
                      [{ sku: '100001', quantity: pick([null, 0, 2.5, 99999999]) }],
                      'x',
                      null,
                      Array.from({ length: 300 }, () => ({ sku: '1', quantity: 1 })),
                    ]),
                    sku: pick(NASTY),
                    favourite: pick([true, 'yes', null]),
                    orderNumber: pick(NASTY),
                    encCartid: pick(NASTY),
                    email: pick([...NASTY, 'a@b.test']),
                    requestedDate: pick(['2026-02-30', '0000-01-01', '9999-12-31', pick(NASTY)]),
                    requestedTime: pick(['25:00', '08:00', pick(NASTY)]),
                    shipMethod: pick(['pickup', 'delivery', '', pick(NASTY)]),
                    pickUpFrom: pick([null, 'p-us', pick(NASTY)]),
                    truckSize: pick([null, '6.00', pick(NASTY)]),
                    lines: pick([
                      [{ sku: '100001', quantity: pick([0, -1, 2.5, 1e7, null, '3']) }],
                      [{ sku: pick(NASTY), quantity: 1 }],
                      Array.from({ length: 300 }, () => ({ sku: '100001', quantity: 1 })),
                      'x',
                      null,
                    ]),
                    apply: pick([true, false, 'yes', null, 1]),
                    po: pick([...NASTY, 'PO-1']),
                    note: pick([...NASTY, 'Gate 2']),
                  })
                : undefined;
      const headers: Record<string, string> = {
        'content-type': pick([
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'application/json; charset=utf-16',
        ]),
        'x-account-id': random() < 0.3 ? 'acc-u-a-0' : pick(NASTY).slice(0, 200) || 'x',
      };
      if (random() < 0.5)
        headers['idempotency-key'] = random() < 0.5 ? `fuzz-key-${i}` : pick(NASTY).slice(0, 300);
      if (random() < 0.3) headers['x-language'] = pick(NASTY).slice(0, 100);
      if (random() < 0.2)
        headers.range = pick([
          'bytes=0-9',
          'bytes=-5',
          'bytes=99999999-',
          'bytes=5-1',
          pick(NASTY).slice(0, 300),
        ]);
      if (random() < 0.85)
        headers.authorization = random() < 0.9 ? `Bearer ${token}` : `Bearer ${pick(NASTY)}`;
      const res = await app.inject({
        method: pick([method, method, 'DELETE', 'HEAD', 'OPTIONS', 'PUT']) as 'GET',
        url,
        headers,
        ...(payload !== undefined && method !== 'GET' ? { payload } : {}),
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500)
        failures.push(`${method} ${url} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect([...statuses.keys()].some((s) => s >= 400 && s < 500)).toBe(true);
    // Still healthy afterwards.
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(200);
  }, 120_000);
});
