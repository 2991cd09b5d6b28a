import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { Cart, type CartStep } from './cart';
import {
  cartFixture,
  fakeCartServer,
  leadTimesFixture,
  type FakeCartServer,
  type Market,
} from './fixtures';
import { draftKey, pendingSubmitKey } from './draft/draft';

const LANG: Record<Market, string> = { us: 'en', mx: 'es', gt: 'es' };

interface Setup {
  market?: Market;
  server?: FakeCartServer;
  step?: CartStep;
  routes?: FakeRoutes;
  controlled?: boolean;
}

function setup({ market = 'us', server = fakeCartServer(market), step, routes }: Setup = {}) {
  const config = resolveConfig({ country: market, lang: LANG[market] }, {});
  const backend = fakeBackend(config, {
    'GET users/context': () => ({ selectedAccount: null }),
    ...server.routes,
    ...routes,
  });
  const cache = new Map();
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={cache}>
      <Cart {...(step ? { step } : {})} />
    </KitRoot>,
  );
  return { backend, server, view, user: userEvent.setup() };
}

async function chooseFirstDate(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  // The calendar opens on the first selectable day with focus on it: Enter chooses it.
  await waitFor(() => expect(within(dialog).getAllByRole('gridcell').length).toBeGreaterThan(0));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

async function axeClean(container: HTMLElement) {
  const result = await axe.run(container, { rules: { region: { enabled: false } } });
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('soldToId', 'acc-us');
});

afterEach(() => {
  sessionStorage.clear();
});

describe('given a US retailer with two products in the cart', () => {
  it('lists the lines with their rules and shows the totals in pounds and tons', async () => {
    const { view } = setup();
    expect(await screen.findByRole('heading', { name: 'Layer 16% Crumble 50 lb' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hog Finisher 16% Pellet 50 lb' })).toBeTruthy();
    // 20 x 50 lb + 40 x 50 lb = 3,000 lb = 1.50 short tons.
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('3,000.00 lb')).toBeTruthy();
    expect(within(summary).getByText('1.50 Tons')).toBeTruthy();
    expect(screen.getByText(/Minimum 40 · in steps of 40 · 40 per pallet/)).toBeTruthy();
    await axeClean(view.container);
    // The first test of the file also waits for the cart's code and strings to compile.
  }, 15_000);

  it('saves a quantity after a pause, and says so', async () => {
    const { backend, user } = setup();
    const input = await screen.findByRole('textbox', { name: /Quantity of Layer 16%/ });
    await user.clear(input);
    await user.type(input, '35');
    await waitFor(() => expect(backend.callsTo('POST cart/update')).toHaveLength(1), {
      timeout: 3000,
    });
    expect(backend.callsTo('POST cart/update')[0]?.body).toEqual({
      items: [{ sku: '10004512', quantity: 35, pallets: 0, fullPallet: false }],
    });
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(sessionStorage.getItem(draftKey('acc-us'))).toBeNull();
  });

  it('moves the truckload meter on each quantity change, before any call (issue 17)', async () => {
    const { backend, user } = setup();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const meter = within(summary).getByRole('meter', { name: 'Truck load' });
    expect(meter.getAttribute('aria-valuetext')).toBe(
      '1.50 of 6.00 Tons. 4.50 Tons left to fill the truck',
    );
    const input = screen.getByRole('textbox', { name: /Quantity of Layer 16%/ });
    await user.clear(input);
    await user.type(input, '240');
    // 240 + 40 bags of 50 lb = 7.00 tons: over the 6-ton truck, as validation will say.
    await waitFor(() =>
      expect(meter.getAttribute('aria-valuetext')).toBe(
        '7.00 of 6.00 Tons. 1.00 Tons over the truck’s maximum. Choose a larger truck or reduce the quantities.',
      ),
    );
    expect(backend.callsTo('POST cart/update')).toHaveLength(0);
    expect(backend.callsTo('POST cart/simulate')).toHaveLength(0);
  });

  it('keeps a failed edit on screen and in session storage, retries it, and saves it', async () => {
    const server = fakeCartServer('us');
    server.failNext('POST cart/update', 1, 500);
    const { backend, user } = setup({ server });
    const input = await screen.findByRole('textbox', { name: /Quantity of Layer 16%/ });
    await user.clear(input);
    await user.type(input, '44');
    expect(await screen.findByText(/Changes not saved/, {}, { timeout: 3000 })).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('44');
    expect(sessionStorage.getItem(draftKey('acc-us'))).toContain('44');
    await user.click(screen.getByRole('button', { name: 'Save now' }));
    expect(await screen.findByText('All changes saved', {}, { timeout: 3000 })).toBeTruthy();
    expect(server.cart().cartItems[0]?.itemCount.value).toBe(44);
    expect(backend.callsTo('POST cart/update').length).toBeGreaterThanOrEqual(2);
    expect(sessionStorage.getItem(draftKey('acc-us'))).toBeNull();
  });

  it('restores unsaved edits after a reload and saves them', async () => {
    const server = fakeCartServer('us');
    server.failNext('POST cart/update', 5, 500);
    const first = setup({ server });
    const input = await screen.findByRole('textbox', { name: /Quantity of Layer 16%/ });
    await first.user.clear(input);
    await first.user.type(input, '61');
    await screen.findByText(/Changes not saved/, {}, { timeout: 3000 });
    first.view.unmount();
    server.failNext('POST cart/update', 0);
    setup({ server });
    const again = await screen.findByRole('textbox', { name: /Quantity of Layer 16%/ });
    expect((again as HTMLInputElement).value).toBe('61');
    expect(await screen.findByText('All changes saved', {}, { timeout: 3000 })).toBeTruthy();
    expect(server.cart().cartItems[0]?.itemCount.value).toBe(61);
  });

  it.each([
    [
      'a pallet-only product with a part pallet',
      /Quantity of Hog Finisher/,
      '50',
      /whole pallets of 40/i,
    ],
    [
      'a loose product under its minimum',
      /Quantity of Cattle Mineral/,
      '5',
      /minimum quantity is 10/i,
    ],
    ['a loose product off its step', /Quantity of Cattle Mineral/, '12', /steps of 5/i],
  ])('refuses %s with the rule', async (_name, field, value, message) => {
    const server = fakeCartServer('us', cartFixture('us', [20, 40, 10]));
    const { user } = setup({ server });
    const input = await screen.findByRole('textbox', { name: field });
    await user.clear(input);
    await user.type(input, value);
    await user.tab();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the full-pallet checkbox as active, locked on or off by the product', async () => {
    const server = fakeCartServer('us', cartFixture('us', [20, 40, 10]));
    setup({ server });
    const boxes = await screen.findAllByRole('checkbox', { name: /Full pallets/ });
    const [mixed, palletOnly, loose] = boxes as HTMLInputElement[];
    expect([mixed?.disabled, mixed?.checked]).toEqual([false, false]);
    expect([palletOnly?.disabled, palletOnly?.checked]).toEqual([true, true]);
    expect([loose?.disabled, loose?.checked]).toEqual([true, false]);
    expect(screen.getByText('Sold by full pallets only.')).toBeTruthy();
    expect(screen.getByText('Not sold by the pallet.')).toBeTruthy();
  });

  it('orders full pallets: ticking the box turns the quantity into pallets', async () => {
    const { backend, user } = setup();
    const box = (
      await screen.findAllByRole('checkbox', { name: /Full pallets/ })
    )[0] as HTMLElement;
    await user.click(box);
    const pallets = await screen.findByRole('textbox', { name: /Full pallets of Layer/ });
    await user.clear(pallets);
    await user.type(pallets, '2');
    await waitFor(
      () =>
        expect(backend.callsTo('POST cart/update').at(-1)?.body).toEqual({
          items: [{ sku: '10004512', quantity: 100, pallets: 2, fullPallet: true }],
        }),
      { timeout: 3000 },
    );
  });

  it('lists what is missing when the user continues without a date', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Continue to review' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Choose a date.')).toBeTruthy();
    expect(within(alert).getByText('Please update your cart')).toBeTruthy();
  });
});

// Issue 14 (QA): past days and days inside the lead time read "The plant does not ship on this
// day"; each reason has its own label now, and a holiday is named on sight.
describe('given the requested-date calendar of a US plant (today Monday 23-Nov-2026)', () => {
  it('says why each blocked day cannot be chosen, and lists the month’s holidays', async () => {
    const { user } = setup();
    const field = await screen.findByRole('button', { name: /Requested delivery date/ });
    expect(
      screen.getByText('Lead time 2 days. Earliest 25-Nov-2026, latest 07-Jan-2027.'),
    ).toBeTruthy();
    await user.click(field);
    const dialog = await screen.findByRole('dialog');
    const reason = async (date: string) =>
      (await within(dialog).findByRole('gridcell', { name: new RegExp(date) })).getAttribute(
        'title',
      );
    expect(await reason('November 22, 2026')).toBe('Past date');
    expect(await reason('November 24, 2026')).toBe(
      'Inside the lead time: the earliest date is 25-Nov-2026',
    );
    expect(await reason('November 26, 2026')).toBe('Holiday: Thanksgiving Day');
    expect(await reason('November 28, 2026')).toBe(
      'The plant does not ship on this day of the week',
    );
    const list = within(dialog).getByRole('list', { name: 'Closed days this month' });
    expect(list.textContent).toBe('26-Nov-2026 Holiday: Thanksgiving Day');
  });
});

// 40 + 80 bags of 50 lb: 3 tons, over the 2-ton small-order fee limit.
const FULL = () => fakeCartServer('us', cartFixture('us', [40, 80]));

describe('given a complete US cart', () => {
  async function toReview(user: ReturnType<typeof userEvent.setup>) {
    await chooseFirstDate(user, /Requested delivery date/);
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    const heading = await screen.findByRole(
      'heading',
      { name: 'Review your order', level: 1 },
      { timeout: 3000 },
    );
    // The review's own content is a chunk of its own, which may arrive after the heading.
    await screen.findByRole('button', { name: 'Place order' }, { timeout: 3000 });
    return heading;
  }

  it('reviews the priced order read-only and places it once, even on a double click', async () => {
    const { server, user, view, backend } = setup({ server: FULL() });
    await toReview(user);
    expect(screen.queryByRole('textbox', { name: /Quantity of/ })).toBeNull();
    const table = screen.getByRole('table');
    expect(within(table).getByText('$594.00')).toBeTruthy(); // 40 x $14.85
    await axeClean(view.container);
    const place = screen.getByRole('button', { name: 'Place order' });
    expect((place as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /accept the purchase order terms/ }));
    await user.dblClick(place);
    expect(await screen.findByTestId('order-number', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('order-number').textContent).toBe('4000120001');
    expect(server.orders).toHaveLength(1);
    const keys = new Set(
      backend.callsTo('POST cart/submit').map((c) => c.headers.get('Idempotency-Key')),
    );
    expect(keys.size).toBe(1);
    expect(sessionStorage.getItem(pendingSubmitKey('acc-us'))).toBeNull();
    await axeClean(view.container);
  });

  it('tries again with the same key after a failed submit, and places one order', async () => {
    const server = FULL();
    const { backend, user } = setup({ server });
    await toReview(user);
    await user.click(screen.getByRole('checkbox', { name: /accept the purchase order terms/ }));
    server.failNext('POST cart/submit', 1, 503);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(/could not confirm your order yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('order-number', {}, { timeout: 3000 });
    const calls = backend.callsTo('POST cart/submit');
    expect(calls).toHaveLength(2);
    expect(calls[0]?.headers.get('Idempotency-Key')).toBe(calls[1]?.headers.get('Idempotency-Key'));
    expect(server.orders).toHaveLength(1);
  });

  it('resumes a submit cut off by a reload with the same key', async () => {
    const server = fakeCartServer(
      'us',
      cartFixture('us', [40, 80], { requestedDate: '2026-11-30' }),
    );
    sessionStorage.setItem(
      pendingSubmitKey('acc-us'),
      JSON.stringify({ key: 'order-resume-1234', accountId: 'acc-us', startedAt: Date.now() }),
    );
    const { backend } = setup({ server });
    await screen.findByTestId('order-number', {}, { timeout: 3000 });
    expect(backend.callsTo('POST cart/submit')[0]?.headers.get('Idempotency-Key')).toBe(
      'order-resume-1234',
    );
    expect(server.orders).toHaveLength(1);
  });

  it('sends the confirmation to another, validated e-mail and says so', async () => {
    const { server, user } = setup({ server: FULL() });
    await toReview(user);
    await user.click(screen.getByRole('checkbox', { name: /accept the purchase order terms/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByTestId('order-number', {}, { timeout: 3000 });
    await user.click(
      screen.getByRole('button', { name: 'Send the confirmation to another e-mail' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Send the confirmation to another e-mail',
    });
    const email = within(dialog).getByRole('textbox', { name: 'E-mail address' });
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText(/such as name@example.com/)).toBeTruthy();
    expect(server.emails).toHaveLength(0);
    await user.clear(email);
    await user.type(email, 'office@farm.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const success = await screen.findByRole('dialog', { name: 'Confirmation sent' });
    expect(within(success).getByText(/office@farm.example/)).toBeTruthy();
    expect(server.emails).toEqual([{ to: 'office@farm.example', orderNumber: '4000120001' }]);
  });

  it('asks to accept the small-order fee when bagged product is under the limit', async () => {
    const server = fakeCartServer('us', cartFixture('us', [10])); // 500 lb of bags < 2 tons
    const { backend, user } = setup({ server });
    await chooseFirstDate(user, /Requested delivery date/);
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    const fee = await screen.findByRole('dialog', { name: 'Small-order fee' });
    expect(within(fee).getByText(/2 tons/)).toBeTruthy();
    await user.click(within(fee).getByRole('button', { name: 'Accept the fee and continue' }));
    await screen.findByRole('heading', { name: 'Review your order', level: 1 }, { timeout: 3000 });
    const bodies = backend
      .callsTo('POST cart/update')
      .map((c) => c.body as Record<string, unknown>);
    expect(
      bodies.some((b) => b.isBagFeeAcknowledged === true && b.isLocalFeeAcknowledge === true),
    ).toBe(true);
  });

  it('shows the server refusal of the check with its heading', async () => {
    const { user } = setup({
      server: FULL(),
      routes: {
        'POST cart/simulate': () => ({
          cart: cartFixture('us', [20, 40], { requestedDate: '2026-11-30' }),
          pricing: { currency: 'USD', lines: [], netAmount: 0, vat: 0, grossAmount: 0 },
          errors: [
            {
              code: 'CART002',
              message: 'Too heavy',
              sku: null,
              field: 'truckSize',
              params: { maxWeight: 6, uom: 'Tons' },
              label: null,
            },
          ],
          valid: false,
        }),
      },
    });
    await chooseFirstDate(user, /Requested delivery date/);
    await user.click(screen.getByRole('button', { name: 'Continue to review' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(within(alert).getByText(/6 tons/)).toBeTruthy();
  });
});

describe('given other markets', () => {
  it('Guatemala: pickup by default, quintal totals, in Spanish', async () => {
    sessionStorage.setItem('soldToId', 'acc-gt');
    const server = fakeCartServer('gt', cartFixture('gt', [40]));
    setup({ market: 'gt', server });
    expect(await screen.findByRole('heading', { name: 'Su carrito', level: 1 })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Recolección' }) as HTMLInputElement).checked).toBe(
      true,
    );
    // 40 bags x 40 kg = 1,600 kg = 35.27 quintales of 100 lb, written qq.
    const summary = screen.getByRole('region', { name: 'Resumen del pedido' });
    expect(within(summary).getByText(/35\.27 qq/)).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Hora de recolección' })).toBeTruthy();
  });

  it('Mexico: kilograms and the container code of a boxed product as the multiplier', async () => {
    sessionStorage.setItem('soldToId', 'acc-mx');
    const server = fakeCartServer('mx', cartFixture('mx', [3]));
    setup({ market: 'mx', server });
    expect(await screen.findByText(/Caja de 12 × 1\.00 kg/)).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Resumen del pedido' });
    // 3 boxes x 12 x 1 kg = 36 kg.
    expect(within(summary).getByText('36.00 kg')).toBeTruthy();
  });
});

describe('given a user who may not order', () => {
  it('says why instead of showing the cart', async () => {
    const server = fakeCartServer('us', cartFixture('us', [20]), { enabled: false });
    setup({ server });
    expect(await screen.findByText('Ordering is not available here')).toBeTruthy();
    expect(screen.getByText(/ask your administrator for ordering rights/i)).toBeTruthy();
  });
});

describe('given an empty cart', () => {
  it('offers the order builder', async () => {
    const server = fakeCartServer('us', cartFixture('us', []));
    setup({ server });
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Browse products' });
    expect(link.getAttribute('href')).toBe('/us/en/pages/orderbuilder');
  });
});

describe('given the lead times', () => {
  it('offers only selectable dates, starting after the lead time', async () => {
    const server = fakeCartServer('us', undefined, { leadTimes: leadTimesFixture() });
    const { user } = setup({ server });
    await user.click(await screen.findByRole('button', { name: /Requested delivery date/ }));
    const dialog = await screen.findByRole('dialog');
    // Today Monday 23 Nov + 2 days = Wednesday 25; Thursday 26 is Thanksgiving.
    const focused = await waitFor(() => {
      const cell = within(dialog).getByRole('gridcell', { name: /November 25, 2026/ });
      expect(cell.getAttribute('aria-disabled')).not.toBe('true');
      return cell;
    });
    expect(focused).toBeTruthy();
    await act(async () => {
      await user.keyboard('{Escape}');
    });
  });
});
