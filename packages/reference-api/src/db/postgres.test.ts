import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBin, startPostgres } from './postgres-server';
import { insertRows, migrate, openDatabase, type Db } from './database';
import { ensureSeeded } from '../app';
import { buildServer } from '../server';
import { testAuth } from '../../test/auth';
import { createDbAdapter, requireLiveSession, revokeGrant } from '../auth/session-store';
import { firstSelectableDate } from '@anp/rules/cart';
import type { LeadTimes } from '@anp/contract';

// Runs against Debian's PostgreSQL when it is installed; .ci/run installs it, so CI always runs
// it. Skipped only on a machine without the package (reason: issue 3 asks for this test "when it
// is installed"; install with `apt-get install postgresql`).
const bin = findPostgresBin();

describe('given a real PostgreSQL server started by the test', () => {
  let server: Awaited<ReturnType<typeof startPostgres>> | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    if (!bin) return;
    server = await startPostgres(bin);
    db = await openDatabase({ url: server.url });
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await server?.stop();
  });

  it.skipIf(!bin)('runs the same migrations and answers a smoke query', async () => {
    if (!db) throw new Error('the PostgreSQL server did not start');
    expect(db.kind).toBe('postgres');
    expect(await migrate(db)).toContain('001_initial.sql');
    expect(await migrate(db)).toEqual([]);
    await insertRows(
      db,
      'feature_toggles',
      ['name', 'enabled', 'description'],
      [
        ['maintenance', false, 'x'],
        ['cartEnabled', true, 'y'],
      ],
    );
    const rows = await db.query<{ name: string; enabled: boolean }>(
      'SELECT name, enabled FROM feature_toggles ORDER BY name',
    );
    expect(rows).toEqual([
      { name: 'cartEnabled', enabled: true },
      { name: 'maintenance', enabled: false },
    ]);
    const [version] = await db.query<{ server_version: string }>('SHOW server_version');
    expect(Number.parseInt(version?.server_version ?? '0', 10)).toBeGreaterThanOrEqual(13);
  });

  it.skipIf(!bin)('keeps the sign-in provider state and checks sessions', async () => {
    if (!db) throw new Error('the PostgreSQL server did not start');
    await db.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, locale, language, country, user_type)
       VALUES ('pg-user', 'pg@test', 'x', 'P', 'G', 'en_US', 'en', 'us', 'External')`,
    );
    const store = createDbAdapter(db);
    await store('Grant').upsert('pg-grant', { accountId: 'pg-user' }, 60);
    await store('RefreshToken').upsert('pg-rt', { grantId: 'pg-grant', accountId: 'pg-user' }, 60);
    await store('Session').upsert('pg-s', { uid: 'pg-uid', accountId: 'pg-user', x: '\u0000' }, 60);
    await store('Session').upsert('pg-old', { uid: 'pg-old-uid' }, -1);
    await store('RefreshToken').consume('pg-rt');
    expect(await store('Session').findByUid('pg-uid')).toMatchObject({ x: '\u0000' });
    expect(await store('Session').find('pg-old')).toBeUndefined();
    expect((await store('RefreshToken').find('pg-rt'))?.consumed).toEqual(expect.any(Number));
    const user = {
      id: 'pg-user',
      grantId: 'pg-grant',
      email: '',
      name: '',
      groups: [],
      userType: '',
      locale: '',
    };
    const check = requireLiveSession(async () => user, db);
    await expect(check('Bearer x')).resolves.toMatchObject({ id: 'pg-user' });
    expect(await revokeGrant(db, user)).toBe(true);
    expect(await store('RefreshToken').find('pg-rt')).toBeUndefined();
    await expect(check('Bearer x')).rejects.toMatchObject({ statusCode: 401, reason: 'ended' });
    await db.query("DELETE FROM users WHERE id = 'pg-user'");
  });

  it.skipIf(!bin)(
    'takes the demo data and serves the API from it',
    async () => {
      if (!db) throw new Error('the PostgreSQL server did not start');
      await db.exec('DELETE FROM feature_toggles');
      expect(await ensureSeeded(db)).toBe(true);
      expect(await ensureSeeded(db)).toBe(false);
      const [orders] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
      expect(orders?.n).toBeGreaterThanOrEqual(20_000);
      const [employee] = await db.query<{ id: string }>(
        "SELECT id FROM users WHERE email = 'employee@demo.test'",
      );
      const { authenticate, tokenFor } = await testAuth();
      const app = await buildServer({ db, authenticate, rateLimitPerMinute: 0 });
      const token = await tokenFor({ id: employee?.id ?? '' });
      const res = await app.inject({
        url: '/api/users/accounts/paged?limit=20&region=mx',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      const page = res.json<{ accounts: { region: string }[]; totalCount: number }>();
      expect(page.accounts).toHaveLength(20);
      expect(page.accounts.every((a) => a.region === 'mx')).toBe(true);
      await app.close();
    },
    120_000,
  );

  it.skipIf(!bin)(
    'places exactly one order for concurrent submits, with one key or with several',
    async () => {
      if (!db) throw new Error('the PostgreSQL server did not start');
      const { authenticate, tokenFor } = await testAuth();
      const app = await buildServer({ db, authenticate, rateLimitPerMinute: 0 });
      const token = await tokenFor({ id: 'u-retailer-us' });
      const call = async <T>(
        method: 'GET' | 'POST',
        url: string,
        payload?: unknown,
        key?: string,
      ) =>
        app
          .inject({
            method,
            url: `/api/${url}`,
            headers: {
              authorization: `Bearer ${token}`,
              ...(key ? { 'idempotency-key': key } : {}),
            },
            ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
          })
          .then((res) => ({ status: res.statusCode, body: res.json<T>() }));
      const fillCart = async () => {
        const products = await call<{
          products: {
            sku: string;
            packageType: string;
            isPallet: boolean;
            minQuantity: number;
            increment: number;
            netWeightPerUnit: number;
          }[];
        }>('GET', 'cart/availableProducts?limit=100');
        const bag = products.body.products.find(
          (p) => p.packageType === 'bag' && !p.isPallet && p.minQuantity <= 1 && p.increment === 1,
        );
        const cart = await call<{ encCartid: string | null }>('GET', 'cart/fetch');
        if (cart.body.encCartid)
          await call('POST', 'cart/delete', { encCartid: cart.body.encCartid });
        // About 2.5 tons: over the small-order fee limit, under the 6-ton truck.
        const quantity = Math.ceil(5000 / (bag?.netWeightPerUnit ?? 50));
        await call('POST', 'cart/addItems', { items: [{ sku: bag?.sku, quantity }] });
        const rules = await call<LeadTimes>('GET', 'cart/leadtime');
        const date = firstSelectableDate(rules.body.delivery, rules.body.today, rules.body.daySpan);
        await call('POST', 'cart/update', { requestedDate: date });
      };
      const count = async () =>
        (
          await db!.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM orders WHERE idempotency_key LIKE 'pg-race-%'",
          )
        )[0]?.n;

      await fillCart();
      const sameKey = await Promise.all(
        Array.from({ length: 5 }, () =>
          call<{ orderNumber: string }>('POST', 'cart/submit', undefined, 'pg-race-same'),
        ),
      );
      expect(sameKey.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(sameKey.map((r) => r.body.orderNumber)).size).toBe(1);
      expect(await count()).toBe(1);

      await fillCart();
      const manyKeys = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          call('POST', 'cart/submit', undefined, `pg-race-key-${i}`),
        ),
      );
      // The first places the order and empties the cart; the others find nothing to order.
      expect(manyKeys.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
      expect(await count()).toBe(2);
      await app.close();
    },
    120_000,
  );

  it.skipIf(!bin)(
    'serves the orders list, documents, downloads, modification, finance and signed files',
    async () => {
      if (!db) throw new Error('the PostgreSQL server did not start');
      const { authenticate, tokenFor } = await testAuth();
      const app = await buildServer({ db, authenticate, rateLimitPerMinute: 0 });
      const token = await tokenFor({ id: 'u-retailer-us' });
      const get = (url: string, headers: Record<string, string> = {}) =>
        app.inject({
          url: `/api/${url}`,
          headers: { authorization: `Bearer ${token}`, ...headers },
        });
      const post = (url: string, payload: Record<string, unknown>) =>
        app.inject({
          method: 'POST',
          url: `/api/${url}`,
          headers: { authorization: `Bearer ${token}` },
          payload,
        });

      const list = await get(
        'orders/ordersandmemos?limit=20&status=Placed,Invoiced,Open&type=sales order,credit memo&search=4&sort=amount',
      );
      expect(list.statusCode, list.body).toBe(200);
      const page = list.json<{
        rows: { orderNumber: string; kind: string; status: string }[];
        totalCount: number;
      }>();
      expect(page.rows.length).toBeGreaterThan(0);
      expect((await get('orders/ordersandmemos?offset=100000')).json().totalCount).toBeGreaterThan(
        0,
      );
      const invoiced = page.rows.find((r) => r.kind === 'order' && r.status === 'Invoiced');
      const pdf = await get(`${invoiced?.orderNumber}/download?type=invoice`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const placed = (await get('orders/ordersandmemos?status=Placed&limit=50'))
        .json<{ rows: { orderNumber: string; modifiable: boolean }[] }>()
        .rows.find((r) => r.modifiable);
      const detail = (await get(`orders/orderNumber?orderNumber=${placed?.orderNumber}`)).json<{
        productOrders: { sku: string; quantity: number }[];
      }>();
      const line = detail.productOrders[0];
      const draft = await post('updateModifiedOrder', {
        orderNumber: placed?.orderNumber,
        lines: [{ sku: line?.sku, quantity: line?.quantity }],
        po: 'PG-1',
        apply: false,
      });
      expect(draft.statusCode, draft.body).toBe(200);
      expect((await get('modifiedOrderList')).json().drafts).toHaveLength(1);
      const applied = await post('updateModifiedOrder', {
        orderNumber: placed?.orderNumber,
        apply: true,
      });
      expect(applied.json()).toEqual({ applied: true, draft: null });

      for (const url of ['finance/memos?memoType=credit', 'finance/filter', 'financeData']) {
        expect((await get(url)).statusCode, url).toBe(200);
      }
      const docs = await get('documents?limit=5');
      expect(docs.statusCode).toBe(200);
      const [first] = docs.json<{ documents: { id: string }[] }>().documents;
      expect((await get('search/documents?q=price')).statusCode).toBe(200);
      const preview = (await get(`documents/getPreviewURL/${first?.id}`)).json<{ url: string }>();
      const signed = new URL(preview.url);
      const range = await app.inject({
        url: signed.pathname + signed.search,
        headers: { range: 'bytes=0-9' },
      });
      expect(range.statusCode).toBe(206);
      expect(range.rawPayload).toHaveLength(10);
      await app.close();
    },
    120_000,
  );
});
