import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, createShellApi, resolveConfig, type ShellApi } from '@anp/core';
import { createCartApi, type CartApi } from '@anp/core/services/cart';
import { createOrdersApi, type OrdersApi } from '@anp/core/services/orders';
import { createDocumentsApi, type DocumentsApi } from '@anp/core/services/documents';
import { createBannerApi, type BannerApi } from '@anp/core/services/banner';
import { checkPdf } from '@anp/demo-data/inspect';
import type { Api } from '@anp/reference-api';
import { testServer } from '@anp/reference-api/testing';

/**
 * The kit's own API client against the reference API (through Fastify's inject, no network):
 * every typed shell call reaches a route and gets the shape its type promises.
 */
let app: Api;
let server: Awaited<ReturnType<typeof testServer>>;
let shell: ShellApi;
let cart: CartApi;
let orders: OrdersApi;
let documents: DocumentsApi;
let banner: BannerApi;
let unauthorized = 0;
/** The account the cart calls carry in X-Account-Id, as the page's session would. */
let accountId: string | undefined;

beforeAll(async () => {
  server = await testServer();
  app = server.app;
  const token = await server.tokenFor({ id: 'u-a' });
  const config = resolveConfig({}, {});
  const api = createApiClient({
    config,
    getAccessToken: async () => token,
    getContext: () => ({ lang: 'en', region: 'us', ...(accountId ? { accountId } : {}) }),
    onUnauthorized: () => (unauthorized += 1),
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://kit.test');
      const res = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: url.pathname + url.search,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        ...(init?.body ? { payload: String(init.body) } : {}),
      });
      return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
        status: res.statusCode,
        headers: res.headers as Record<string, string>,
      });
    },
  });
  shell = createShellApi(api);
  cart = createCartApi(api);
  orders = createOrdersApi(api);
  documents = createDocumentsApi(api);
  banner = createBannerApi(api);
});
afterAll(async () => {
  await app.close();
});

describe("given the kit's shell API client and the reference API", () => {
  it('reads the context, pages and selects accounts', async () => {
    const ctx = await shell.context();
    expect(ctx.user.email).toBe('a@test');
    const page = await shell.pagedAccounts({ limit: 5, offset: 0, searchTerm: 'farm' });
    expect(page.accounts).toHaveLength(5);
    expect(page.totalCount).toBe(12);
    const chosen = page.accounts[2];
    if (!chosen) throw new Error('no account');
    const selected = await shell.selectAccount(chosen.id);
    expect(selected.selectedAccount.id).toBe(chosen.id);
    expect((await shell.context()).selectedAccount?.id).toBe(chosen.id);
    expect((await shell.accountList()).accounts).toHaveLength(12);
    expect((await shell.simplifiedContext()).oktaId).toBe('u-a');
  });

  it('reads and updates terms, profile and notifications', async () => {
    expect((await shell.terms('pt')).language).toBe('pt');
    expect((await shell.acceptTerms()).accepted).toBe(true);
    expect((await shell.updateLanguage('es')).language).toBe('es');
    expect((await shell.me()).language).toBe('es');
    const list = await shell.notifications();
    expect(list.notifications.length).toBeGreaterThan(0);
    const first = list.notifications[0];
    if (!first) throw new Error('no notification');
    expect(
      (
        await shell.updateNotification({
          notificationId: first.notificationId,
          isRead: 1,
          isDismissed: 0,
        })
      ).isRead,
    ).toBe(1);
    expect(
      (
        await shell.updateNotifications([
          { notificationId: first.notificationId, isRead: 1, isDismissed: 1 },
        ])
      ).notifications[0]?.isDismissed,
    ).toBe(1);
    // Maintenance windows (issue 16): the fixture has none; one added, the typed call reads it.
    expect((await banner.banners()).banners).toEqual([]);
    await server.db.query(
      `INSERT INTO banner_notifications (id, message, messages, start_date, start_time, end_date,
         end_time, time_zone, countries, business_units)
       VALUES ('w', 'Down', '{"pt":"Fora"}', '2026-11-21', '22:00', '2026-11-22', '02:00',
         'America/Chicago', '{us}', '{pork}')`,
    );
    expect((await banner.banners({ country: 'us' })).banners).toEqual([
      {
        id: 'w',
        message: 'Down',
        messages: { pt: 'Fora' },
        startDate: '2026-11-21',
        startTime: '22:00',
        endDate: '2026-11-22',
        endTime: '02:00',
        timeZone: 'America/Chicago',
        countries: ['us'],
        businessUnits: ['pork'],
      },
    ]);
    expect((await banner.banners({ country: 'br' })).banners).toEqual([]);
    expect((await shell.marketConfig('us', 'en')).config).toMatchObject({
      supportPhone: '+1 800 000 0000',
    });
    expect((await shell.logout()).loggedOut).toBe(true);
  });

  it('maps a refused call to the error catalogue', async () => {
    await expect(shell.selectAccount('acc-u-b-1', { publishErrors: false })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      status: 404,
    });
    expect(unauthorized).toBe(0);
  });
});

describe("given the kit's cart API client and the reference API", () => {
  it('lists products, categories, recent products and favourites, and the cart options', async () => {
    accountId = 'acc-u-a-0';
    const page = await cart.availableProducts({ searchTerm: 'hog', limit: 10 });
    expect(page.products.map((p) => p.sku)).toEqual(['100003', '100002']);
    expect((await cart.categories()).categories.map((c) => c.id)).toEqual([
      'Complete Feed',
      'Mineral',
    ]);
    expect((await cart.recentProducts()).products[0]?.lastOrderNumber).toBe('4000000102');
    expect(await cart.setFavourite('100001', true)).toEqual({ sku: '100001', favourite: true });
    expect((await cart.favourites()).products.map((p) => p.sku)).toContain('100001');
    expect(await cart.enableAddToCart()).toEqual({ enabled: true, reason: null });
    expect((await cart.truckSizes()).defaultValue).toBe('6.00');
    expect((await cart.orderOptions()).defaultShipMethod).toBe('delivery');
    expect((await cart.leadTime(null)).plantId).toBe('p-us');
    expect((await cart.plantLeadTime('p-us2')).plantId).toBe('p-us2');
  });

  it('builds a cart, simulates it, places the order once and sends its confirmation', async () => {
    accountId = 'acc-u-a-8';
    expect((await cart.fetch()).encCartid).toBeNull();
    const added = await cart.addItems([
      { sku: '100001', quantity: 60 },
      { sku: '100002', quantity: 40 },
      { sku: '100005', quantity: 2 },
    ]);
    expect(added.cartItems).toHaveLength(3);
    expect((await cart.remove('100005')).cartItems).toHaveLength(2);
    const updated = await cart.update({ requestedDate: '2026-11-24', po: 'PO-KIT-1' });
    expect(updated).toMatchObject({ requestedDate: '2026-11-24', po: 'PO-KIT-1' });
    expect((await cart.leadTime(updated.encCartid)).plantId).toBe('p-us');
    const simulation = await cart.simulate();
    expect(simulation).toMatchObject({ valid: true, errors: [] });
    const placed = await cart.submit('contract-key-0001');
    const again = await cart.submit('contract-key-0001');
    expect(again).toEqual({ ...placed, replayed: true });
    expect(placed).toMatchObject({ status: 'Placed', lineCount: 2, po: 'PO-KIT-1' });
    expect((await cart.fetch()).cartItems).toEqual([]);
    const order = await cart.order(placed.orderNumber);
    expect(order.productOrders.map((l) => l.sku)).toEqual(['100001', '100002']);
    expect(await cart.sendAltEmail(placed.orderNumber, 'buyer@farm.test')).toMatchObject({
      sent: true,
      to: 'buyer@farm.test',
    });
    expect((await cart.sendEmail(placed.orderNumber)).to).toBe('a@test');
  });

  it('replicates an order into a cart and deletes the cart', async () => {
    accountId = 'acc-u-a-0';
    const replicated = await cart.replicate('4000000101');
    expect(replicated.invalidSkus).toEqual(['100006']);
    expect(await cart.deleteCart(replicated.encCartid ?? '')).toEqual({ deleted: true });
  });

  it('checks quick order lines, and maps its cap to a validation error (issue 17)', async () => {
    accountId = 'acc-u-a-0';
    const checked = await cart.quickOrderCheck([
      { reference: '100001', quantity: 4 },
      { reference: 'nope', quantity: 1 },
    ]);
    expect(checked.lines.map((l) => l.status)).toEqual(['ok', 'unknown']);
    const tooMany = Array.from({ length: 501 }, () => ({ reference: '100001', quantity: 1 }));
    await expect(cart.quickOrderCheck(tooMany, { publishErrors: false })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('maps a refused order to the cart error codes of the catalogue', async () => {
    accountId = 'acc-u-a-10';
    await cart.addItems([{ sku: '100004', quantity: 7 }]);
    await cart.update({ requestedDate: '2026-11-24' });
    await expect(cart.submit('contract-key-0002', { publishErrors: false })).rejects.toMatchObject({
      status: 422,
    });
    expect(unauthorized).toBe(0);
  });
});

/** The bytes of a downloaded blob. */
const bytesOf = async (blob: Blob) => Buffer.from(await blob.arrayBuffer());

describe("given the kit's orders API client and the reference API", () => {
  it('lists orders and memos, reads an order and a memo, and the finance calls', async () => {
    accountId = 'acc-u-a-9';
    const page = await orders.ordersAndMemos({ limit: 4, sort: 'orderDate', direction: 'desc' });
    expect(page.totalCount).toBe(10);
    expect(page.rows.map((r) => r.orderNumber)).toEqual([
      '4000000003',
      '4000000005',
      '8200000001',
      '4000000004',
    ]);
    expect((await orders.orders({ status: 'Placed' })).rows).toHaveLength(2);
    expect((await orders.order('4000000001')).memoNumbers).toEqual(['8100000001', '8200000001']);
    expect(await orders.memo('8100000001')).toMatchObject({ memoType: 'credit', newFlow: false });
    expect((await orders.memos({ memoType: 'credit' })).totalCount).toBe(2);
    expect((await orders.financeFilter()).statuses).toEqual(['Open', 'Invoiced', 'Cancelled']);
    expect((await orders.financeData()).accountId).toBe('acc-u-a-9');
  });

  it('downloads an invoice as a named PDF blob, and maps the blob errors', async () => {
    accountId = 'acc-u-a-9';
    const invoice = await orders.download('4000000001', 'invoice');
    expect(invoice).toMatchObject({
      filename: 'invoice-4000000001.pdf',
      contentType: 'application/pdf',
    });
    expect(checkPdf(await bytesOf(invoice.blob)).pageCount).toBe(1);
    expect((await orders.download('8100000001', 'memo')).filename).toBe('memo-8100000001.pdf');
    await expect(
      orders.download('4000000006', 'invoice', { publishErrors: false }),
    ).rejects.toMatchObject({ code: 'NOT_AUTHORIZED', status: 401 });
    await expect(
      orders.download('4000000051', 'invoice', { publishErrors: false }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(unauthorized).toBe(0);
  });

  it('saves, lists, applies and deletes a modification draft', async () => {
    const saved = await orders.saveModification({
      orderNumber: '4000000003',
      lines: [{ sku: '100001', quantity: 25 }],
      apply: false,
    });
    expect(saved.draft?.lines[0]).toMatchObject({ sku: '100001', quantity: 25 });
    expect((await orders.modificationDrafts()).drafts.map((d) => d.orderNumber)).toEqual([
      '4000000003',
    ]);
    expect(await orders.deleteModificationDraft('4000000003')).toEqual({ deleted: true });
    expect(
      await orders.saveModification({
        orderNumber: '4000000003',
        lines: [{ sku: '100001', quantity: 25 }],
        apply: true,
      }),
    ).toEqual({ applied: true, draft: null });
    expect((await orders.order('4000000003')).productOrders[0]?.quantity).toBe(25);
    await expect(
      orders.saveModification(
        { orderNumber: '4000000004', po: 'late', apply: true },
        { publishErrors: false },
      ),
    ).rejects.toMatchObject({ status: 409, serverCode: 'CUTOFF_PASSED' });
  });
});

describe("given the kit's documents API client and the reference API", () => {
  it('lists, searches, downloads and previews documents', async () => {
    // Document calls carry the account header, like the order service's.
    accountId = 'acc-u-a-0';
    const page = await documents.list({ limit: 3 });
    expect(page.documents.map((d) => d.id)).toEqual(['doc-a0', 'doc-us-1', 'doc-us-2']);
    expect((await documents.search({ q: 'swine' })).documents.map((d) => d.id)).toEqual([
      'doc-us-1',
      'doc-us-4',
    ]);
    const file = await documents.download('doc-us-1');
    expect(file.filename).toBe('price-list-swine-2026-11.pdf');
    expect(checkPdf(await bytesOf(file.blob)).pageCount).toBe(1);
    const preview = await documents.previewUrl('doc-us-3');
    expect(preview).toMatchObject({ fileType: 'mp4', mimeType: 'video/mp4' });
    const url = new URL(preview.url);
    const res = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(res.statusCode).toBe(200);
    await expect(documents.download('doc-b0', { publishErrors: false })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
