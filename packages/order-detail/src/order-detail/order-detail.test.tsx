import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, formatCutoff, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { OrderDetail } from './order-detail';
import { ModifyOrder } from '../modify-order/modify-order';
import { GROUPS, NOW, demoOrders, draftOf, fakeOrderServer, makeOrder } from '../fixtures';
import { rememberOutcome } from '../modification-outcome';

// Whole widgets with axe and lazy chunks: generous on a machine several test runs share.
vi.setConfig({ testTimeout: 20_000 });

const ORDERS = demoOrders(NOW);
const saved: string[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  saved.length = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:kit/1'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

interface Setup {
  orderNumber: string;
  country?: string;
  lang?: string;
  groups?: readonly string[];
  routes?: FakeRoutes;
  server?: ReturnType<typeof fakeOrderServer>;
}

function setup({ orderNumber, country = 'us', lang = 'en', groups, routes, server }: Setup) {
  const config = resolveConfig({ country, lang }, {});
  const orders = server ?? fakeOrderServer({ groups });
  const backend = fakeBackend(config, { ...orders.routes, ...routes });
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <main>
        <OrderDetail orderNumber={orderNumber} />
      </main>
    </KitRoot>,
  );
  return { backend, view, user: userEvent.setup() };
}

async function axeClean(container: HTMLElement) {
  const result = await axe.run(container, { rules: { region: { enabled: false } } });
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

const factOf = (label: string) => {
  const term = screen.getAllByText(label, { selector: 'dt' })[0];
  return term?.nextElementSibling?.textContent ?? null;
};

const documentRow = (name: string) =>
  screen.getByText(name, { selector: 'strong' }).closest('li') as HTMLElement;

describe('given a US order still before its cut-off (screen 6)', () => {
  it('shows its header, products with totals, shipping and the Modify order entry', async () => {
    const { view } = setup({ orderNumber: '4000161424' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 4000161424' })).toBeTruthy();
    // The status badge (the timeline names its steps in <strong>).
    expect(screen.getByText('Placed', { selector: ':not(strong)' })).toBeTruthy();
    expect(factOf('Order type')).toBe('Sales order');
    expect(factOf('Order date')).toBe('20-Nov-2026');
    expect(factOf('Requested delivery')).toBe('30-Nov-2026');
    expect(factOf('Purchase order (PO)')).toBe('PO-1183');
    expect(factOf('Payment terms')).toBe('Credit');
    expect(factOf('Account')).toBe('Prairie Feed & Supply · sold-to 0010100012');
    expect(factOf('Delivery instructions')).toBe('Call the yard 30 minutes ahead.');

    const products = screen.getByRole('region', { name: 'Products ordered (3)' });
    const layer = within(products).getByRole('row', { name: /Layer 16% Crumble/ });
    expect(
      within(layer)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['40', '01', '2,000.00 lb', '$18.40', '$736.00', 'Not assigned yet']);
    expect(within(layer).getByText('SKU 10004512 · FC-4512 · Bag')).toBeTruthy();
    const totals = within(products).getByLabelText('Order totals');
    expect(totals.textContent).toContain('Total$2,583.00');
    expect(totals.textContent).toContain('Total weight7,000.00 lb');

    const shipping = screen.getByRole('region', { name: 'Shipping details' });
    expect(within(shipping).getByText('Ames Feed Mill (P001)')).toBeTruthy();
    expect(within(shipping).getByText('1650 S Duff Ave, Ames, IA 50010')).toBeTruthy();

    const modify = screen.getByRole('region', { name: 'Need to change this order?' });
    const cutoff = formatCutoff(ORDERS.usOpen.modifiableUntil as string);
    expect(within(modify).getByText(new RegExp(`until ${cutoff}\\.`))).toBeTruthy();
    expect(within(modify).getByText('2 days 3 hours left')).toBeTruthy();
    const link = within(modify).getByRole('link', { name: 'Modify order' });
    expect(link.getAttribute('href')).toBe('/us/en/pages/orders/4000161424/modify');
    await axeClean(view.container);
  });

  it('sorts the products by name, SKU, form or quantity, in line order at first', async () => {
    setup({ orderNumber: '4000161424' });
    const products = await screen.findByRole('region', { name: 'Products ordered (3)' });
    const names = () =>
      within(products)
        .getAllByRole('rowheader')
        .map((cell) => cell.querySelector('strong')?.textContent);
    const inLineOrder = names();
    const sort = within(products).getByLabelText('Sort by');
    await userEvent.selectOptions(sort, 'Product name');
    expect(names()).toEqual([...inLineOrder].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
    await userEvent.selectOptions(sort, 'Line order');
    expect(names()).toEqual(inLineOrder);
  });

  it('asks the page to navigate to the modify page (anp-navigate) on a plain click', async () => {
    const { user } = setup({ orderNumber: '4000161424' });
    const seen: string[] = [];
    const listener = (event: Event) => {
      seen.push((event as CustomEvent<{ path: string }>).detail.path);
      event.preventDefault();
    };
    window.addEventListener('anp-navigate', listener);
    await user.click(await screen.findByRole('link', { name: 'Modify order' }));
    window.removeEventListener('anp-navigate', listener);
    expect(seen).toEqual(['/us/en/pages/orders/4000161424/modify']);
  });

  it('says when a saved draft is waiting, and offers to continue it', async () => {
    const draft = draftOf(ORDERS.usOpen, new Date(NOW - 3_600_000).toISOString());
    const server = fakeOrderServer({ drafts: [{ ...draft, po: 'PO-CHANGED' }] });
    setup({ orderNumber: '4000161424', server });
    expect(await screen.findByRole('link', { name: 'Continue your changes' })).toBeTruthy();
    expect(screen.getByText('You have saved changes that are not submitted yet.')).toBeTruthy();
  });

  it('claims no saved changes after the modify page was only opened (issue 14 QA)', async () => {
    const server = fakeOrderServer();
    const config = resolveConfig({ country: 'us', lang: 'en' }, {});
    const backend = fakeBackend(config, server.routes);
    const modify = render(
      <KitRoot config={config} services={backend.services} swrCache={new Map()}>
        <ModifyOrder orderNumber="4000161424" />
      </KitRoot>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Modify order 4000161424' });
    // Opened, nothing typed: the page says nothing was saved.
    expect(screen.queryByText(/^Draft saved/)).toBeNull();
    modify.unmount();
    render(
      <KitRoot config={config} services={backend.services} swrCache={new Map()}>
        <OrderDetail orderNumber="4000161424" />
      </KitRoot>,
    );
    expect(await screen.findByRole('link', { name: 'Modify order' })).toBeTruthy();
    expect(screen.queryByText('You have saved changes that are not submitted yet.')).toBeNull();
  });

  it('claims no saved changes for a draft that changes nothing', async () => {
    const draft = draftOf(ORDERS.usOpen, new Date(NOW - 3_600_000).toISOString());
    setup({ orderNumber: '4000161424', server: fakeOrderServer({ drafts: [draft] }) });
    expect(await screen.findByRole('link', { name: 'Modify order' })).toBeTruthy();
    expect(screen.queryByText('You have saved changes that are not submitted yet.')).toBeNull();
  });

  it('offers a pro-forma invoice only, and says when the shipping documents come', async () => {
    setup({ orderNumber: '4000161424' });
    await screen.findByRole('heading', { name: 'Documents' });
    await waitFor(() => expect(screen.queryByText('Pro-forma invoice')).not.toBeNull());
    expect(
      within(documentRow('Pro-forma invoice')).getByRole('button', {
        name: 'Download Pro-forma invoice of order 4000161424',
      }),
    ).toBeTruthy();
    expect(
      within(documentRow('Packing list')).getByText('Available once the order has shipped.'),
    ).toBeTruthy();
    expect(within(documentRow('Certificate of analysis')).queryByRole('button')).toBeNull();
  });
});

describe('given an order whose cut-off has passed', () => {
  it('offers no Modify order entry and says until when changes were possible', async () => {
    setup({ orderNumber: '4000161390' });
    await screen.findByRole('heading', { level: 1, name: 'Order 4000161390' });
    expect(screen.queryByRole('link', { name: 'Modify order' })).toBeNull();
    expect(
      screen.getByText(
        `Changes to this order were possible until ${formatCutoff(ORDERS.usClosed.modifiableUntil as string)}.`,
      ),
    ).toBeTruthy();
  });
});

describe('given an invoiced US order with memos', () => {
  it('shows the pickup date and time, the lot numbers, the invoice and the memo tiles', async () => {
    const { view } = setup({ orderNumber: '4000152277' });
    await screen.findByRole('heading', { level: 1, name: 'Order 4000152277' });
    expect(factOf('Requested pickup')).toBe('01-Oct-2026, 10:00');
    expect(factOf('Invoice')).toContain('9100450321 · 02-Oct-2026');
    expect(screen.getByText('L26-2704')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByText('Invoice', { selector: 'strong' })).not.toBeNull(),
    );
    for (const name of ['Invoice', 'Packing list', 'Certificate of analysis'])
      expect(within(documentRow(name)).getByRole('button')).toBeTruthy();
    const memos = screen.getByRole('region', { name: 'Memos raised against this order (2)' });
    expect(
      await within(memos).findByRole('heading', { level: 3, name: 'Credit memo 7100023456' }),
    ).toBeTruthy();
    expect(
      await within(memos).findByRole('heading', { level: 3, name: 'Debit memo 7200004412' }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Need to change this order?' })).toBeNull();
    await axeClean(view.container);
  });
});

describe('given the document downloads (ordering.md §8 blob errors)', () => {
  it('saves each document as a file under its name, busy while it travels', async () => {
    const { user, backend } = setup({ orderNumber: '4000152277' });
    await waitFor(() =>
      expect(screen.queryByText('Packing list', { selector: 'strong' })).not.toBeNull(),
    );
    for (const name of ['Invoice', 'Packing list', 'Certificate of analysis'])
      await user.click(within(documentRow(name)).getByRole('button'));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(saved).toEqual([
      'invoice-4000152277.pdf',
      'packing-list-4000152277.pdf',
      'certificate-of-analysis-4000152277.pdf',
    ]);
    expect(backend.callsTo('GET 4000152277/download').map((c) => c.query.get('type'))).toEqual([
      'invoice',
      'packlist',
      'coa',
    ]);
  });

  it.each([
    [
      'a file too big (ERRDD001)',
      { status: 413, body: { code: 'ERRDD001', message: 'too big' } },
      'Invoice could not be downloaded. File size is too big to download, please reach out to IT support.',
    ],
    [
      'no right to the file (401)',
      { status: 401, body: { code: 'NOT_AUTHORIZED', message: 'This document is not yours' } },
      "Invoice could not be downloaded. User doesn't have the authorization.",
    ],
    [
      'a timeout-like server failure',
      { status: 504, body: { code: 'SERVER', message: 'gateway' } },
      'Invoice could not be downloaded. Internal Server error',
    ],
  ])('says %s next to that document and saves nothing', async (_name, answer, message) => {
    const { user } = setup({
      orderNumber: '4000152277',
      routes: { 'GET 4000152277/download': () => answer },
    });
    await waitFor(() =>
      expect(screen.queryByText('Invoice', { selector: 'strong' })).not.toBeNull(),
    );
    await user.click(within(documentRow('Invoice')).getByRole('button'));
    expect((await within(documentRow('Invoice')).findByRole('alert')).textContent).toBe(message);
    expect(saved).toEqual([]);
  });
});

describe('given a Mexican customer (ordering.md §1 Mexico)', () => {
  it('offers no invoice before invoicing, in Spanish', async () => {
    setup({ orderNumber: '4000160011', country: 'mx', lang: 'es' });
    await screen.findByRole('heading', { level: 1, name: 'Pedido 4000160011' });
    await waitFor(() =>
      expect(screen.queryByText('Factura', { selector: 'strong' })).not.toBeNull(),
    );
    const invoice = documentRow('Factura');
    expect(within(invoice).queryByRole('button')).toBeNull();
    expect(within(invoice).getByText('Disponible cuando el pedido esté facturado.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modificar pedido' })).toBeTruthy();
  });

  it('offers the invoice of an invoiced order', async () => {
    setup({ orderNumber: '4000150318', country: 'mx', lang: 'es' });
    await waitFor(() =>
      expect(screen.queryByText('Factura', { selector: 'strong' })).not.toBeNull(),
    );
    expect(
      within(documentRow('Factura')).getByRole('button', {
        name: 'Descargar Factura del pedido 4000150318',
      }),
    ).toBeTruthy();
    expect(screen.queryByText('Cancelada')).toBeNull();
    expect(screen.getByText('Facturado', { selector: ':not(strong)' })).toBeTruthy();
  });

  it('shows the Cancelled badge on a cancelled invoice, and still offers that invoice', async () => {
    const { view } = setup({ orderNumber: '4000149902', country: 'mx', lang: 'es' });
    await screen.findByRole('heading', { level: 1, name: 'Pedido 4000149902' });
    const invoice = factOf('Factura');
    expect(invoice).toContain('9100451877');
    expect(
      within(screen.getAllByText('Factura', { selector: 'dt' })[0]!.parentElement!).getByText(
        'Cancelada',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Cancelado', { selector: ':not(strong)' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByText('Factura (cancelada)', { selector: 'strong' })).not.toBeNull(),
    );
    expect(within(documentRow('Factura (cancelada)')).getByRole('button')).toBeTruthy();
    expect(
      within(documentRow('Lista de empaque')).getByText('No se emitió: el pedido fue cancelado.'),
    ).toBeTruthy();
    await axeClean(view.container);
  });

  it('shows no Cancelled badge on a cancelled invoice outside Mexico', async () => {
    const order = { ...ORDERS.mxCancelledInvoice, account: ORDERS.usOpen.account, memoNumbers: [] };
    setup({ orderNumber: order.orderNumber, server: fakeOrderServer({ orders: [order] }) });
    await screen.findByRole('heading', { level: 1, name: `Order ${order.orderNumber}` });
    expect(factOf('Invoice')).toBe('9100451877 · 01-Sep-2026');
    expect(screen.getAllByText('Cancelled', { selector: ':not(strong)' })).toHaveLength(1);
  });
});

describe('given an internal user (ordering.md §4)', () => {
  it('hides the invoice of an order not invoiced yet, and keeps the shipping documents', async () => {
    setup({ orderNumber: '4000158802', groups: GROUPS.internal });
    await waitFor(() =>
      expect(screen.queryByText('Packing list', { selector: 'strong' })).not.toBeNull(),
    );
    const invoice = documentRow('Invoice');
    expect(within(invoice).queryByRole('button')).toBeNull();
    expect(within(invoice).getByText('Available once the order is invoiced.')).toBeTruthy();
    expect(within(documentRow('Packing list')).getByRole('button')).toBeTruthy();
  });

  it('offers the pro-forma invoice to an admin, as to customers', async () => {
    setup({ orderNumber: '4000158802', groups: GROUPS.admin });
    await waitFor(() => expect(screen.queryByText('Pro-forma invoice')).not.toBeNull());
    expect(within(documentRow('Pro-forma invoice')).getByRole('button')).toBeTruthy();
  });
});

describe('given the way back from the modify page', () => {
  it('shows the submitted changes once, then forgets them', async () => {
    rememberOutcome({
      orderNumber: '4000161424',
      kind: 'submitted',
      changes: [
        { kind: 'quantity', sku: '10002210', title: 'Calf Starter 18% 50 lb', from: 20, to: 30 },
        { kind: 'requestedDate', from: '2026-11-30', to: '2026-12-01' },
      ],
    });
    const { user } = setup({ orderNumber: '4000161424' });
    expect(
      await screen.findByText('Your changes to order 4000161424 were submitted.'),
    ).toBeTruthy();
    expect(screen.getByText('Calf Starter 18% 50 lb: 20 → 30')).toBeTruthy();
    expect(screen.getByText('Requested date: 30-Nov-2026 → 01-Dec-2026')).toBeTruthy();
    expect(sessionStorage.getItem('anp.orderModification')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Your changes to order 4000161424 were submitted.')).toBeNull();
  });

  it('ignores the outcome of another order', async () => {
    rememberOutcome({ orderNumber: '4000000001', kind: 'discarded' });
    setup({ orderNumber: '4000161424' });
    await screen.findByRole('heading', { level: 1, name: 'Order 4000161424' });
    expect(screen.queryByText(/were discarded/)).toBeNull();
    expect(sessionStorage.getItem('anp.orderModification')).not.toBeNull();
  });
});

describe('given an order that cannot be shown', () => {
  it('says it is loading meanwhile', async () => {
    setup({
      orderNumber: '4000161424',
      routes: { 'GET orders/orderNumber': () => new Promise(() => {}) },
    });
    expect(await screen.findByText('Loading order 4000161424…')).toBeTruthy();
  });

  it('says an unknown order was not found, with a link to the orders list', async () => {
    const { view } = setup({ orderNumber: '4000999999' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order 4000999999 was not found' }),
    ).toBeTruthy();
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toContainEqual(['Go to your orders', '/us/en/pages/orders']);
    await axeClean(view.container);
  });

  it('says a failure with Try again, which loads the order', async () => {
    let fail = true;
    const server = fakeOrderServer();
    const { user } = setup({
      orderNumber: '4000161424',
      server,
      routes: {
        'GET orders/orderNumber': (call) =>
          fail
            ? { status: 500, body: { code: 'SERVER', message: 'down' } }
            : server.routes['GET orders/orderNumber']!(call),
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Order 4000161424 could not be loaded. Internal Server error',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 4000161424' })).toBeTruthy();
  });

  it('says an order number is needed when none is given', () => {
    setup({ orderNumber: '' });
    expect(screen.getByRole('alert').textContent).toContain('No order number was given');
  });
});

// QA defects of issue 14 (units and shipping), each failing before its fix.
describe('given a pickup order and a Guatemalan order', () => {
  it('says a pickup order is collected at the plant, as its invoice does', async () => {
    setup({ orderNumber: ORDERS.usInvoiced.orderNumber });
    const shipping = await screen.findByRole('region', { name: 'Shipping details' });
    // Was "Ships to: Prairie Feed & Supply – Yard 2 …" beside "Pickup at Ames Feed Mill".
    expect(within(shipping).queryByText('Ships to')).toBeNull();
    expect(within(shipping).getByText('Pickup at')).toBeTruthy();
    expect(within(shipping).getAllByText('Ames Feed Mill (P001)')).toHaveLength(2);
  });

  it('weighs a Guatemalan order’s lines in quintals, like its total, with whole pallets', async () => {
    const gt = makeOrder({
      orderNumber: '4000170001',
      account: { ...ORDERS.usOpen.account, id: 'acc-gt', country: 'gt' },
      currency: 'GTQ',
      productOrders: [
        {
          lineNo: 10,
          sku: '70031102',
          title: 'Ponedora 16% Migaja Bulto 40 kg',
          formCode: 'FC-1102',
          packageType: 'bag',
          quantity: 40,
          pallets: 0,
          unitPrice: 212,
          amount: 8480,
          netWeight: 1600,
          unitOfMeasure: 'kg',
          lotNumber: null,
        },
      ],
      totalWeight: 35.274,
      weightUnit: 'quintal',
    });
    setup({
      orderNumber: gt.orderNumber,
      country: 'gt',
      lang: 'es',
      server: fakeOrderServer({ orders: [gt] }),
    });
    const table = await screen.findByRole('table');
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // Was "1,600.00 kg" on the line under a total of "35.27 quintal".
    expect(cells).toContain('35.27 qq');
    expect(cells.some((c) => c?.includes('kg'))).toBe(false);
    expect(factOf('Peso total')).toBe('35.27 qq');
  });
});

describe('given the delivery timeline (issue 17)', () => {
  /** The timeline's steps as a screen reader reads each list item. */
  const steps = () => {
    const region = screen.getByRole('region', {
      name: /Delivery timeline|Seguimiento de la entrega/,
    });
    return within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s+/g, ' ').trim());
  };

  it('reads a shipped US order as a list, the current step marked, invoicing to come', async () => {
    const { view } = setup({ orderNumber: '4000158802' });
    await screen.findByRole('region', { name: 'Delivery timeline' });
    expect(steps()).toEqual([
      'Placedcompleted09-Nov-2026',
      'Scheduledcompleted10-Nov-2026',
      'Shippedcurrent step16-Nov-2026',
      'Invoicedstill to comeNot yet',
    ]);
    const current = screen
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toContain('Shipped');
    expect(factOf('Plant')).toBe('Ames Feed Mill (P001)');
    await axeClean(view.container);
  });

  it('shows the cut-off on Placed and the expected shipping day', async () => {
    setup({ orderNumber: '4000161424' });
    await screen.findByRole('region', { name: 'Delivery timeline' });
    const [placed, , shipped] = steps();
    expect(placed).toMatch(
      /^Placedcurrent step20-Nov-2026Changes accepted until \d\d-\d\d-\d{4}, /,
    );
    expect(shipped).toBe('Shippedstill to comeExpected 30-Nov-2026');
  });

  it('Mexico: a placed order says the invoice can be downloaded once invoiced', async () => {
    setup({ orderNumber: '4000160011', country: 'mx', lang: 'es' });
    await screen.findByRole('region', { name: 'Seguimiento de la entrega' });
    expect(steps()[3]).toBe(
      'FacturadopendienteAún noLa factura se puede descargar una vez que el pedido esté facturado.',
    );
  });

  it('Mexico: a cancelled invoice lists the steps reached, then Cancelled', async () => {
    const { view } = setup({ orderNumber: '4000149902', country: 'mx', lang: 'es' });
    await screen.findByRole('region', { name: 'Seguimiento de la entrega' });
    expect(steps()).toEqual([
      'Realizadocompletado27-Ago-2026',
      'Programadocompletado28-Ago-2026',
      'Enviadocompletado31-Ago-2026',
      'Facturadocompletado01-Sep-2026La factura fue cancelada.',
      'Canceladopaso actual03-Sep-2026',
    ]);
    await axeClean(view.container);
  });
});

describe('given Order again on the order detail (issue 17)', () => {
  const events: { type: string; detail: unknown }[] = [];
  const record = (event: Event) =>
    events.push({ type: event.type, detail: (event as CustomEvent).detail });
  beforeEach(() => {
    events.length = 0;
    window.addEventListener('anp-cart-changed', record);
  });
  afterEach(() => window.removeEventListener('anp-cart-changed', record));

  it('copies the order into the cart and shows what was added, changed and not added', async () => {
    const { backend, view, user } = setup({ orderNumber: '4000158802' });
    const button = await screen.findByRole('button', { name: 'Order again' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Order 4000158802 ordered again' });
    expect(within(dialog).getByText('2 lines added to the cart')).toBeTruthy();
    expect(within(dialog).getByText('Unit price: $17.90 on the order, $18.60 now')).toBeTruthy();
    expect(within(dialog).getByText('4 bags: discontinued')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Go to cart' }).getAttribute('href')).toBe(
      '/us/en/pages/cart',
    );
    expect(backend.callsTo('POST cart/replicate').map((c) => c.body)).toEqual([
      { orderNumber: '4000158802' },
    ]);
    expect(events).toEqual([
      {
        type: 'anp-cart-changed',
        detail: expect.objectContaining({ count: 2, source: 'order-detail' }),
      },
    ]);
    await axeClean(view.container);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('offers no Order again where the cart is hidden', async () => {
    setup({
      orderNumber: '4000158802',
      routes: { 'GET featuretoggles': () => ({ cartEnabled: false }) },
    });
    await screen.findByRole('button', { name: 'Set a reminder' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Order again' })).toBeNull());
  });

  it('says why an order could not be ordered again, beside the button', async () => {
    setup({
      orderNumber: '4000158802',
      routes: {
        'POST cart/replicate': () => ({
          status: 404,
          body: { code: 'NOT_FOUND', message: 'No such order for this account' },
        }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Order again' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Order 4000158802 could not be added to the cart: /);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
