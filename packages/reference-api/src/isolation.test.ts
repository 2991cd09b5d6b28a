import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../test/test-server';
import type { Api } from './server';
import type { Db } from './db/database';

let app: Api;
let db: Db;
let tokenA: string;
let tokenB: string;
beforeAll(async () => {
  const server = await testServer();
  ({ app, db } = server);
  tokenA = await server.tokenFor({ id: 'u-a' });
  tokenB = await server.tokenFor({ id: 'u-b' });
});
afterAll(async () => {
  await app.close();
});

const auth = () => ({ authorization: `Bearer ${tokenA}` });

describe("given user A probing user B's accounts and data", () => {
  it('succeeds 0 times in 100+ cross-account reads and writes through every account-scoped route', async () => {
    const foreignAccounts = (
      await db.query<{ id: string; fullname: string }>(
        "SELECT id, fullname FROM accounts WHERE id LIKE 'acc-u-b-%' ORDER BY id",
      )
    ).map((r) => r);
    const foreignNotifications = ['n-b1'];
    const before = await db.query(
      'SELECT user_id, account_id, selected FROM user_accounts ORDER BY user_id, account_id',
    );
    const notificationsBefore = await db.query(
      'SELECT id, is_read, is_dismissed FROM notifications ORDER BY id',
    );
    let attempts = 0;
    const successes: string[] = [];
    for (let round = 0; round < 4; round += 1) {
      for (const account of foreignAccounts) {
        // Write: select another user's account.
        attempts += 1;
        const select = await app.inject({
          method: 'POST',
          url: '/api/users/account/selected',
          headers: { ...auth(), 'x-account-id': account.id },
        });
        if (select.statusCode < 400) successes.push(`select ${account.id}`);
        // Read: search for it by name and by id.
        attempts += 1;
        const search = await app.inject({
          method: 'GET',
          url: `/api/users/accounts/paged?searchTerm=${encodeURIComponent(account.fullname)}`,
          headers: auth(),
        });
        if (search.json<{ accounts: { id: string }[] }>().accounts.some((a) => a.id === account.id))
          successes.push(`search ${account.id}`);
        attempts += 1;
        const region = await app.inject({
          method: 'GET',
          url: '/api/users/accounts/paged?region=mx&limit=500',
          headers: auth(),
        });
        if (region.json<{ totalCount: number }>().totalCount > 0)
          successes.push(`region read ${account.id}`);
      }
      for (const id of foreignNotifications) {
        attempts += 1;
        const patch = await app.inject({
          method: 'PATCH',
          url: '/api/notifications',
          headers: auth(),
          payload: { notificationId: id, isRead: 1, isDismissed: 1 },
        });
        if (patch.statusCode < 400) successes.push(`patch ${id}`);
        attempts += 1;
        const bulk = await app.inject({
          method: 'PATCH',
          url: '/api/notifications/bulk',
          headers: auth(),
          payload: {
            notifications: [
              { notificationId: 'n-a1', isRead: 1, isDismissed: 0 },
              { notificationId: id, isRead: 1, isDismissed: 1 },
            ],
          },
        });
        if (bulk.statusCode < 400) successes.push(`bulk ${id}`);
      }
    }
    attempts += 1;
    const list = await app.inject({
      method: 'GET',
      url: '/api/users/account/list',
      headers: auth(),
    });
    if (
      list.json<{ accounts: { id: string }[] }>().accounts.some((a) => a.id.startsWith('acc-u-b'))
    )
      successes.push('list');
    attempts += 1;
    const notes = await app.inject({ method: 'GET', url: '/api/notifications', headers: auth() });
    if (
      notes
        .json<{ notifications: { notificationId: string }[] }>()
        .notifications.some((n) => n.notificationId === 'n-b1')
    )
      successes.push('notifications');

    expect(attempts).toBeGreaterThanOrEqual(100);
    expect(successes).toEqual([]);
    // Nothing changed behind the refusals (the bulk update is all or nothing).
    expect(
      await db.query(
        'SELECT user_id, account_id, selected FROM user_accounts ORDER BY user_id, account_id',
      ),
    ).toEqual(before);
    expect(
      await db.query('SELECT id, is_read, is_dismissed FROM notifications ORDER BY id'),
    ).toEqual(notificationsBefore);
  }, 120_000);
});

describe("given user A probing user B's carts, orders, products and order keys", () => {
  it('succeeds 0 times through every ordering route, and changes nothing of B', async () => {
    const asB = (method: 'GET' | 'POST', url: string, payload?: unknown, extra = {}) =>
      app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${tokenB}`, ...extra },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    // B's own cart and order, placed through the API.
    await asB('POST', '/api/cart/addItems', { items: [{ sku: '200001', quantity: 60 }] });
    await asB('POST', '/api/cart/update', { requestedDate: '2026-11-25' });
    const placed = await asB('POST', '/api/cart/submit', undefined, {
      'idempotency-key': 'b-secret-key-0001',
    });
    expect(placed.statusCode).toBe(200);
    await asB('POST', '/api/cart/addItems', { items: [{ sku: '200002', quantity: 5 }] });
    const bCart = (await asB('GET', '/api/cart/fetch?itemCount=true')).json<{
      encCartid: string;
    }>().encCartid;
    const bOrders = ['4000000201', placed.json<{ orderNumber: string }>().orderNumber];
    const snapshot = async () => ({
      carts: await db.query("SELECT * FROM carts WHERE user_id = 'u-b' ORDER BY id"),
      items: await db.query(
        "SELECT i.* FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.user_id = 'u-b' ORDER BY i.sku",
      ),
      favourites: await db.query("SELECT * FROM favourites WHERE user_id = 'u-b' ORDER BY sku"),
      orders: await db.query(
        "SELECT order_number, status FROM orders WHERE account_id LIKE 'acc-u-b-%' ORDER BY 1",
      ),
      mails: await db.query("SELECT count(*)::int AS n FROM email_outbox WHERE user_id = 'u-b'"),
    });
    const before = await snapshot();

    const successes: string[] = [];
    let attempts = 0;
    const probe = async (
      label: string,
      method: 'GET' | 'POST',
      url: string,
      payload?: unknown,
      headers: Record<string, string> = {},
    ) => {
      attempts += 1;
      const res = await app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${tokenA}`, ...headers },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
      const leaked = [bCart, ...bOrders, 'acc-u-b-'].some((secret) => res.body.includes(secret));
      if (res.statusCode < 400 || leaked) successes.push(`${label} -> ${res.statusCode}`);
    };

    const foreignAccounts = ['acc-u-b-0', 'acc-u-b-1', 'acc-u-b-5'];
    for (const account of foreignAccounts) {
      const h = { 'x-account-id': account };
      await probe(`count ${account}`, 'GET', '/api/cart/fetch?itemCount=true', undefined, h);
      await probe(`fetch ${account}`, 'GET', '/api/cart/fetch', undefined, h);
      await probe(
        `add ${account}`,
        'POST',
        '/api/cart/addItems',
        { items: [{ sku: '200001', quantity: 1 }] },
        h,
      );
      await probe(`update ${account}`, 'POST', '/api/cart/update', { po: 'mine now' }, h);
      await probe(`simulate ${account}`, 'POST', '/api/cart/simulate', undefined, h);
      await probe(`submit ${account}`, 'POST', '/api/cart/submit', undefined, {
        ...h,
        'idempotency-key': `a-probe-${account}`,
      });
      await probe(`remove ${account}`, 'POST', '/api/cart/remove', { sku: '200002' }, h);
      await probe(
        `replicate ${account}`,
        'POST',
        '/api/cart/replicate',
        { orderNumber: '4000000201' },
        h,
      );
      await probe(`leadtime ${account}`, 'GET', '/api/cart/leadtime', undefined, h);
      await probe(`plant ${account}`, 'GET', '/api/cart/plantLeadtime?plantId=p-mx', undefined, h);
      await probe(`trucks ${account}`, 'GET', '/api/cart/truckSizes', undefined, h);
      await probe(`options ${account}`, 'GET', '/api/cart/orderoptions', undefined, h);
      await probe(`enable ${account}`, 'GET', '/api/cart/enableAddToCart', undefined, h);
      await probe(`products ${account}`, 'GET', '/api/cart/availableProducts', undefined, h);
      await probe(`categories ${account}`, 'GET', '/api/categories', undefined, h);
      await probe(`recent ${account}`, 'GET', '/api/cart/recentorderedproducts', undefined, h);
      await probe(`favourites ${account}`, 'GET', '/api/cart/products/favourite', undefined, h);
      await probe(
        `favour ${account}`,
        'POST',
        '/api/cart/products/favourite',
        { sku: '200001', favourite: false },
        h,
      );
    }
    // B's cart id.
    await probe('delete cart', 'POST', '/api/cart/delete', { encCartid: bCart });
    await probe('leadtime of cart', 'GET', `/api/cart/leadtime?encCartid=${bCart}`);
    // B's order numbers, on A's own account.
    for (const order of bOrders) {
      await probe(`order ${order}`, 'GET', `/api/orders/orderNumber?orderNumber=${order}`);
      await probe(`resend ${order}`, 'POST', '/api/utility/sendEmail', { orderNumber: order });
      await probe(`alt mail ${order}`, 'POST', '/api/utility/sendConfirmationAltEmail', {
        orderNumber: order,
        email: 'thief@evil.test',
      });
      await probe(`replicate ${order}`, 'POST', '/api/cart/replicate', { orderNumber: order });
    }
    // B's market's SKUs, on A's own account.
    for (const sku of ['200001', '200002', '200003']) {
      await probe(`add ${sku}`, 'POST', '/api/cart/addItems', { items: [{ sku, quantity: 1 }] });
      await probe(`favour ${sku}`, 'POST', '/api/cart/products/favourite', {
        sku,
        favourite: true,
      });
      await probe(`update ${sku}`, 'POST', '/api/cart/update', { items: [{ sku, quantity: 1 }] });
      await probe(`remove ${sku}`, 'POST', '/api/cart/remove', { sku });
    }
    // B's idempotency key.
    await probe('submit with B key', 'POST', '/api/cart/submit', undefined, {
      'idempotency-key': 'b-secret-key-0001',
    });
    // A's outbox never holds B's mail.
    attempts += 1;
    const outbox = await app.inject({
      method: 'GET',
      url: '/api/utility/emails',
      headers: { authorization: `Bearer ${tokenA}` },
    });
    if (bOrders.some((o) => outbox.body.includes(o))) successes.push('outbox');

    expect(attempts).toBeGreaterThanOrEqual(60);
    expect(successes).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});

describe("given user A probing user B's orders, memos, drafts, documents and signed URLs", () => {
  it('succeeds 0 times through every order, finance and document route, and changes nothing of B', async () => {
    const asB = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${tokenB}` },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    // B's own draft and B's signed URLs.
    expect(
      (
        await asB('POST', '/api/updateModifiedOrder', {
          orderNumber: '4000000054',
          po: 'B-ONLY',
          apply: false,
        })
      ).statusCode,
    ).toBe(200);
    const bPreview = new URL(
      (await asB('GET', '/api/documents/getPreviewURL/doc-b0')).json<{ url: string }>().url,
    );
    const bThumb = new URL(
      (await asB('GET', '/api/documents'))
        .json<{ documents: { id: string; thumbnailUrl: string }[] }>()
        .documents.find((d) => d.id === 'doc-mx-1')?.thumbnailUrl ?? 'http://x/none',
    );
    const aPreview = new URL(
      (
        await app.inject({
          method: 'GET',
          url: '/api/documents/getPreviewURL/doc-us-1',
          headers: { authorization: `Bearer ${tokenA}` },
        })
      ).json<{ url: string }>().url,
    );

    const bOrders = [
      '4000000051',
      '4000000052',
      '4000000053',
      '4000000054',
      '4000000061',
      '4000000062',
    ];
    const bMemos = ['8100000051', '8100000052', '8100000061'];
    const bDocs = ['doc-b0', 'doc-mx-1'];
    const secrets = [...bOrders, ...bMemos, ...bDocs, 'acc-u-b-', 'Forrajera', 'B-ONLY', 'OC-5101'];
    const snapshot = async () => ({
      orders: await db.query(
        "SELECT order_number, status, po, note, requested_date::text, net_amount::text, modifiable_until FROM orders WHERE account_id LIKE 'acc-u-b-%' ORDER BY 1",
      ),
      lines: await db.query(
        "SELECT l.* FROM order_lines l JOIN orders o USING (order_number) WHERE o.account_id LIKE 'acc-u-b-%' ORDER BY 1, 2",
      ),
      memos: await db.query("SELECT * FROM memos WHERE account_id LIKE 'acc-u-b-%' ORDER BY 1"),
      drafts: await db.query(
        "SELECT * FROM modified_order_drafts WHERE user_id = 'u-b' ORDER BY 1",
      ),
      documents: await db.query('SELECT id, size_bytes FROM documents ORDER BY id'),
    });
    const before = await snapshot();

    const successes: string[] = [];
    let attempts = 0;
    const probe = async (
      label: string,
      method: 'GET' | 'POST',
      url: string,
      payload?: unknown,
      headers: Record<string, string> = { authorization: `Bearer ${tokenA}` },
    ) => {
      attempts += 1;
      const res = await app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
      const leaked = secrets.some((secret) => res.body.includes(secret));
      if (res.statusCode < 400 || leaked) successes.push(`${label} -> ${res.statusCode}`);
    };

    for (const order of bOrders) {
      await probe(`detail ${order}`, 'GET', `/api/orders/orderNumber?orderNumber=${order}`);
      for (const type of ['invoice', 'packlist', 'coa', 'memo']) {
        await probe(`${type} ${order}`, 'GET', `/api/${order}/download?type=${type}`);
        await probe(
          `document ${type} ${order}`,
          'GET',
          `/api/document/download?orderNumber=${order}&type=${type}`,
        );
      }
      for (const alias of ['invoice', 'packlist', 'coa']) {
        await probe(`${alias} alias ${order}`, 'GET', `/api/${alias}?orderNumber=${order}`);
      }
      for (const apply of [false, true]) {
        await probe(`modify ${order} ${apply}`, 'POST', '/api/updateModifiedOrder', {
          orderNumber: order,
          lines: [{ sku: '200001', quantity: 1 }],
          po: 'stolen',
          apply,
        });
      }
      await probe(`delete draft ${order}`, 'POST', '/api/deleteModifiedOrderDraft', {
        orderNumber: order,
      });
    }
    for (const memo of bMemos) {
      await probe(`memo ${memo}`, 'GET', `/api/finance/details?memoNumber=${memo}`);
      await probe(`memo pdf ${memo}`, 'GET', `/api/${memo}/download?type=memo`);
    }
    for (const account of ['acc-u-b-0', 'acc-u-b-6', 'acc-u-b-7']) {
      const h = { authorization: `Bearer ${tokenA}`, 'x-account-id': account };
      for (const url of [
        '/api/orders/ordersandmemos',
        '/api/orders',
        '/api/orders/insights',
        '/api/finance/list',
        '/api/finance/memos',
        '/api/finance/filter',
        '/api/financeData',
        '/api/documents',
        '/api/search/documents?q=lista',
      ]) {
        await probe(`${url} ${account}`, 'GET', url, undefined, h);
      }
    }
    for (const doc of bDocs) {
      await probe(`download ${doc}`, 'GET', `/api/documents/download?id=${doc}`);
      await probe(`preview ${doc}`, 'GET', `/api/documents/getPreviewURL/${doc}`);
      await probe(`attachment ${doc}`, 'GET', `/api/documents/${doc}/attachment`);
      await probe(`thumbnail ${doc}`, 'GET', `/api/documents/${doc}/thumbnail`);
    }
    // A signature opens its own document and purpose only.
    const sigOf = (u: URL) => u.search;
    const noAuth = {};
    for (const target of ['doc-us-1', 'doc-mx-1', 'doc-a0', 'doc-a1']) {
      await probe(
        `B sig on ${target}`,
        'GET',
        `/api/documents/${target}/attachment${sigOf(bPreview)}`,
        undefined,
        noAuth,
      );
      await probe(
        `B sig as thumbnail ${target}`,
        'GET',
        `/api/documents/${target}/thumbnail${sigOf(bPreview)}`,
        undefined,
        noAuth,
      );
    }
    await probe(
      'B thumbnail sig as attachment',
      'GET',
      `/api/documents/doc-mx-1/attachment${sigOf(bThumb)}`,
      undefined,
      noAuth,
    );
    await probe(
      'A sig on doc-b0',
      'GET',
      `/api/documents/doc-b0/attachment${sigOf(aPreview)}`,
      undefined,
      noAuth,
    );
    // A's own lists never hold B's data.
    for (const url of [
      '/api/orders/ordersandmemos?limit=500',
      '/api/modifiedOrderList',
      '/api/documents?limit=100',
      '/api/search/documents?q=lista',
    ]) {
      attempts += 1;
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${tokenA}` },
      });
      if (secrets.some((secret) => res.body.includes(secret))) successes.push(`own list ${url}`);
    }

    expect(attempts).toBeGreaterThanOrEqual(130);
    expect(successes).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // The signed URLs themselves still work for what they were made for.
    expect(
      (await app.inject({ method: 'GET', url: bPreview.pathname + bPreview.search })).statusCode,
    ).toBe(200);
  }, 120_000);
});
