import { expect, test } from '@playwright/test';
import type { OrderList, OrderListRow } from '@anp/contract';
import { STACK } from './support/stack';
import { apiCall, fillCart, looseBag, orderableProducts } from './support/ordering';
import { OVERLAYS, checkOverlays, openHostilePage, signInForPlainPage } from './support/overlays';

/**
 * The overlays of the cart and the modify page, under the same hostile layout as
 * overlays.spec.ts: the cart needs a line, the modify page an order still open to change (it
 * starts the user's modified-order draft), so this spec runs in the cart-and-order chain and
 * leaves the cart empty and no draft behind.
 */
test.describe('given the ordering elements under a transformed, clipping, stacked CMS layout', () => {
  test('their calendars and dialogs show whole and on top, keep focus, make the page inert, close on Escape and return focus', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { token, account } = await signInForPlainPage(page);
    // One bag line under the bag minimum: Continue to review asks for the small-order fee.
    const [bag] = await orderableProducts(page, looseBag(40));
    expect(bag).toBeTruthy();
    await fillCart(page, [{ sku: bag!.sku, quantity: 10 }]);
    // The placed order open to change the longest.
    const { body: placed } = await apiCall<OrderList>(
      page,
      'GET',
      'orders?status=Placed&limit=200',
    );
    const now = Date.now();
    const cutoff = (row: OrderListRow) => Date.parse(row.modifiableUntil ?? '');
    const open = placed.rows
      .filter((row) => row.kind === 'order' && row.modifiable && cutoff(row) > now)
      .sort((a, b) => cutoff(b) - cutoff(a))[0];
    expect(open).toBeTruthy();
    const orderNumber = open!.orderNumber;
    await apiCall(page, 'POST', 'deleteModifiedOrderDraft', { orderNumber });

    try {
      const errors = await openHostilePage(page, [
        ['anp-cart', {}],
        ['anp-modify-order', { 'order-number': orderNumber }],
      ]);
      await checkOverlays(
        page,
        OVERLAYS.filter((overlay) => overlay.page === 'carts'),
      );
      expect(errors).toEqual([]);
    } finally {
      // The plain page holds no portal session: the clean-up calls the API with the token.
      const headers = {
        authorization: `Bearer ${token}`,
        'x-account-id': account,
        'content-type': 'application/json',
      };
      const post = (path: string, body: unknown) =>
        page.request.post(`${STACK}/api/${path}`, { headers, data: JSON.stringify(body) });
      const cart = (await (
        await page.request.get(`${STACK}/api/cart/fetch`, { headers })
      ).json()) as { encCartid?: string };
      if (cart.encCartid) await post('cart/delete', { encCartid: cart.encCartid });
      await post('deleteModifiedOrderDraft', { orderNumber });
    }
  });
});
