import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { strFromU8, unzipSync } from 'fflate';
import { KitRoot, PortalError, resolveConfig } from '@anp/core';
import '@anp/ui';
import { Orders, type OrdersProps } from './orders';
import { OrdersView, type OrdersViewProps } from './orders.view';
import { DEFAULT_LIST_STATE } from './model/filters';
import type { OrdersList } from './use-orders-data';
import {
  EMPTY_SCENE,
  MX_SCENE,
  NOT_ALLOWED,
  TODAY,
  TOO_BIG,
  US_ROWS,
  US_SCENE,
  failing,
  makeRows,
  never,
  ordersBackend,
  ordersRoutes,
  type OrdersRoutes,
  type OrdersScene,
} from './fixtures';
import type { OrderListRow } from '@anp/core/services/orders';

// The table, the memo tile and the export load as chunks of their own: the first test of a
// worker also waits for their transform, and a machine under load takes its time.
vi.setConfig({ testTimeout: 15_000 });

interface Setup {
  scene?: OrdersScene;
  routes?: OrdersRoutes;
  props?: OrdersProps;
}

function setup({ scene = US_SCENE, routes, props = {} }: Setup = {}) {
  const config = resolveConfig({ country: scene.country, lang: scene.lang ?? 'en' }, {});
  const backend = ordersBackend(config, ordersRoutes(scene, routes));
  render(
    <main>
      <KitRoot config={config} services={backend.services} swrCache={new Map()}>
        <Orders {...props} />
      </KitRoot>
    </main>,
  );
  return { backend };
}

type Backend = ReturnType<typeof setup>['backend'];
const listCalls = (backend: Backend) =>
  backend.callsTo('GET orders/ordersandmemos').map((c) => Object.fromEntries(c.query));

/** The rows of the default sort (order date, newest first; ties by number). */
const sorted = (rows: readonly OrderListRow[]) =>
  [...rows].sort(
    (a, b) => b.orderDate.localeCompare(a.orderDate) || b.orderNumber.localeCompare(a.orderNumber),
  );
const US_SORTED = sorted(US_ROWS);
const total = US_ROWS.length.toLocaleString('en-US');

/** The table row of an order or memo number. */
function rowOf(number: string): HTMLElement {
  const cell = screen
    .getAllByText(number)
    .map((el) => el.closest('[role="row"]'))
    .find(Boolean);
  if (!cell) throw new Error(`No row ${number}`);
  return cell as HTMLElement;
}

/** A filter's menu button (the table has a sort button of the same name). */
const filterButton = (name: string) =>
  screen
    .getAllByRole('button', { name: new RegExp(`^${name}`) })
    .find((b) => b.hasAttribute('aria-expanded'))!;

// The first test of the file also waits for the list's chunks, transformed on first import: on a
// loaded two-core machine that alone took more than 5 s. A timeout is not a speed target.
const firstPage = () => screen.findByText(`Showing 100 of ${total}`, {}, { timeout: 12_000 });

/** Files handed to the browser's downloads, with their names and bytes. */
let saved: { name: string; blob: Blob }[] = [];
let events: { type: string; detail: unknown }[] = [];
const record = (event: Event) => {
  events.push({ type: event.type, detail: (event as CustomEvent).detail });
  if (event.type === 'anp-navigate') event.preventDefault();
};
const blobs = new Map<string, Blob>();

beforeEach(() => {
  saved = [];
  events = [];
  blobs.clear();
  let n = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${(n += 1)}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  window.addEventListener('anp-cart-changed', record);
  window.addEventListener('anp-navigate', record);
});

afterEach(() => {
  window.removeEventListener('anp-cart-changed', record);
  window.removeEventListener('anp-navigate', record);
  vi.useRealTimers();
});

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/** The text lines of a PDF as pdf.js reads them (its legacy build: no worker, no canvas). */
async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  // pdf.js streams the file's data; jsdom's window has no ReadableStream, Node has.
  globalThis.ReadableStream ??= (await import('node:stream/web'))
    .ReadableStream as typeof ReadableStream;
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: bytes, verbosity: 0 });
  const doc = await task.promise;
  const lines: string[] = [];
  try {
    for (let n = 1; n <= doc.numPages; n += 1) {
      let line = '';
      for (const item of (await (await doc.getPage(n)).getTextContent()).items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = '';
        }
      }
      if (line) lines.push(line);
    }
  } finally {
    await task.destroy();
  }
  return lines;
}
describe('given the US farm store’s orders', () => {
  it('lists the first 100 of thousands, newest first, with the count', async () => {
    const { backend } = setup();
    expect(await firstPage()).toBeTruthy();
    expect(listCalls(backend)).toEqual([
      { offset: '0', limit: '100', sort: 'orderDate', direction: 'desc' },
    ]);
    const newest = US_SORTED[0]!;
    const row = rowOf(newest.orderNumber);
    expect(within(row).getByRole('link', { name: newest.orderNumber }).getAttribute('href')).toBe(
      `/us/en/pages/orders/${newest.orderNumber}`,
    );
    const grid = screen.getByRole('treegrid', { name: 'Orders and memos' });
    expect(grid.getAttribute('aria-rowcount')).toBe(String(US_ROWS.length + 1));
  });

  it('loads the next page when the table is scrolled near its end', async () => {
    const { backend } = setup();
    await firstPage();
    const scroller = screen.getByRole('treegrid').parentElement!;
    scroller.scrollTop = 100 * 48;
    fireEvent.scroll(scroller);
    expect(await screen.findByText(`Showing 200 of ${total}`)).toBeTruthy();
    expect(listCalls(backend).at(-1)).toMatchObject({ offset: '100', limit: '100' });
  });

  it('asks for pages of the size given', async () => {
    const { backend } = setup({ props: { pageSize: 200 } });
    expect(await screen.findByText(`Showing 200 of ${total}`)).toBeTruthy();
    expect(listCalls(backend)[0]).toMatchObject({ limit: '200' });
  });

  it('sorts by a column on the server when its heading is pressed', async () => {
    const onChange = vi.fn();
    const { backend } = setup({ props: { onChange } });
    await firstPage();
    await userEvent.click(screen.getByRole('button', { name: /^Amount/ }));
    await waitFor(() => expect(listCalls(backend).at(-1)).toMatchObject({ sort: 'amount' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: expect.objectContaining({ field: 'amount' }) }),
    );
    const header = screen.getByRole('columnheader', { name: /^Amount/ });
    expect(header.getAttribute('aria-sort')).toMatch(/ascending|descending/);
  });
});

describe('given the filters', () => {
  it('filters by status, several at once', async () => {
    const { backend } = setup();
    await firstPage();
    const user = userEvent.setup();
    await user.click(filterButton('Status'));
    await user.click(screen.getByRole('checkbox', { name: 'Shipped' }));
    await waitFor(() => expect(listCalls(backend).at(-1)).toMatchObject({ status: 'Shipped' }));
    await user.click(screen.getByRole('checkbox', { name: 'Placed' }));
    await waitFor(() =>
      expect(listCalls(backend).at(-1)).toMatchObject({ status: 'Placed,Shipped' }),
    );
    expect(filterButton('Status').textContent).toContain('Placed, Shipped');
    const count = US_ROWS.filter((r) => ['Placed', 'Shipped'].includes(r.status)).length;
    expect(
      await screen.findByText(new RegExp(`of ${count.toLocaleString('en-US')}$`)),
    ).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(filterButton('Status').getAttribute('aria-expanded')).toBe('false');
  });

  it('filters by order type, memos included', async () => {
    const { backend } = setup();
    await firstPage();
    const user = userEvent.setup();
    await user.click(filterButton('Order type'));
    await user.click(screen.getByRole('checkbox', { name: 'Credit memo' }));
    await waitFor(() => expect(listCalls(backend).at(-1)).toMatchObject({ type: 'credit memo' }));
    const credits = US_ROWS.filter((r) => r.type === 'credit memo').length;
    expect(await screen.findByText(`Showing ${credits} of ${credits}`)).toBeTruthy();
  });

  it('filters by a date range chosen from the quick ranges', async () => {
    const { backend } = setup();
    await firstPage();
    const user = userEvent.setup();
    const field = await screen.findByRole(
      'button',
      { name: 'Order date Any date' },
      { timeout: 5000 },
    );
    await user.click(field);
    const dialog = await screen.findByRole('dialog');
    const quick = within(dialog).getByRole('group', { name: 'Quick ranges' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Last 30 days', 'Last 90 days', 'This year', 'Last year']);
    await user.click(within(quick).getByRole('button', { name: 'This year' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const today = todayOf();
    await waitFor(() =>
      expect(listCalls(backend).at(-1)).toMatchObject({
        from: `${today.slice(0, 4)}-01-01`,
        to: today,
      }),
    );
  }, 30_000);

  it('opens the date range from the keyboard: the enabled field loads the picker on its press', async () => {
    setup();
    await firstPage();
    const user = userEvent.setup();
    // Before any use the field is the picker's stand-in: enabled, named as the picker's field.
    const field = screen.getByRole('button', { name: 'Order date Any date' });
    expect((field as HTMLButtonElement).disabled).toBe(false);
    expect(field.getAttribute('aria-haspopup')).toBe('dialog');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    field.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Order date' }, { timeout: 5000 });
    // Focus lands in the calendar, on today, and goes back to the field on Escape.
    await waitFor(() =>
      expect(dialog.contains(document.activeElement) && document.activeElement).toHaveProperty(
        'dataset.date',
        todayOf(),
      ),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Order date Any date' }),
    );
  }, 30_000);

  it('searches by order number or PO 400 ms after the last key, and clears at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { backend } = setup();
    await firstPage();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'PO-1');
    act(() => void vi.advanceTimersByTime(399));
    expect(listCalls(backend).some((q) => q.search)).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    await waitFor(() => expect(listCalls(backend).at(-1)).toMatchObject({ search: 'PO-1' }));
    expect(listCalls(backend).filter((q) => q.search)).toHaveLength(1);
    // Cleared, the list is the unsearched one again at once: its pages are still loaded.
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await firstPage()).toBeTruthy();
    expect((search as HTMLInputElement).value).toBe('');
    expect(listCalls(backend).filter((q) => q.search)).toHaveLength(1);
  });

  it('starts from the filters it is given and tells the caller of changes', async () => {
    const onChange = vi.fn();
    const value = {
      filters: {
        statuses: ['Invoiced'] as const,
        types: [],
        dates: { from: '2026-01-01', to: '2026-03-31' },
        search: '',
      },
      sort: { field: 'orderNumber' as const, direction: 'asc' as const },
    };
    const { backend } = setup({ props: { value, onChange } });
    await waitFor(() =>
      expect(listCalls(backend)[0]).toEqual({
        offset: '0',
        limit: '100',
        status: 'Invoiced',
        from: '2026-01-01',
        to: '2026-03-31',
        sort: 'orderNumber',
        direction: 'asc',
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Clear all filters' }));
    expect(onChange).toHaveBeenLastCalledWith({
      filters: { statuses: [], types: [], dates: null, search: '' },
      sort: value.sort,
    });
  });

  it('says when nothing matches and clears the filters from there', async () => {
    const { backend } = setup({
      props: {
        initial: {
          filters: { statuses: [], types: [], dates: null, search: 'zzz' },
          sort: { field: 'orderDate', direction: 'desc' },
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'No orders match these filters' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await firstPage()).toBeTruthy();
    expect(listCalls(backend).at(-1)).not.toHaveProperty('search');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('');
  });
});

describe('given an order or a memo opened in the table', () => {
  it('shows the order’s product lines, fetched once', async () => {
    const { backend } = setup();
    await firstPage();
    const order = US_SORTED.find((r) => r.kind === 'order')!;
    const user = userEvent.setup();
    const details = within(rowOf(order.orderNumber)).getByRole('button', { name: /^Details for/ });
    await user.click(details);
    const lines = await screen.findByRole('table', {
      name: `Products of order ${order.orderNumber}`,
    });
    expect(within(lines).getAllByRole('row')).toHaveLength(order.lineCount + 1);
    await user.click(details);
    await user.click(details);
    await screen.findByRole('table', { name: `Products of order ${order.orderNumber}` });
    expect(backend.callsTo('GET orders/orderNumber')).toHaveLength(1);
  });

  it('shows a memo’s tile', async () => {
    setup({
      routes: {},
      props: {
        initial: {
          filters: { statuses: [], types: ['credit memo'], dates: null, search: '' },
          sort: { field: 'orderDate', direction: 'desc' },
        },
      },
    });
    const memo = sorted(US_ROWS.filter((r) => r.type === 'credit memo'))[0]!;
    const row = await waitFor(() => rowOf(memo.orderNumber), { timeout: 5000 });
    await userEvent.click(within(row).getByRole('button', { name: /^Details for/ }));
    expect(await screen.findByText(/Credit memo/, { selector: 'h3, h3 *' })).toBeTruthy();
  });
});

describe('given the context menu of a row', () => {
  const invoiced = US_SORTED.find((r) => r.kind === 'order' && r.documents.invoice)!;

  async function openMenu(number: string) {
    await firstPage();
    const scroller = screen.getByRole('treegrid').parentElement!;
    const index = US_SORTED.findIndex((r) => r.orderNumber === number);
    scroller.scrollTop = Math.max(0, index - 2) * 48;
    fireEvent.scroll(scroller);
    const row = await waitFor(() => rowOf(number));
    await userEvent.click(within(row).getByRole('button', { name: /^More actions for/ }));
    return screen.findByRole('menu');
  }

  it('offers the documents the order has, and opens its page', async () => {
    setup();
    const menu = await openMenu(invoiced.orderNumber);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([
      'View details',
      'Download invoice',
      'Download packing list',
      'Download certificate of analysis',
      'Order again',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'View details' }));
    expect(events).toEqual([
      { type: 'anp-navigate', detail: { path: `/us/en/pages/orders/${invoiced.orderNumber}` } },
    ]);
  });

  it('downloads a document under the server’s file name', async () => {
    const { backend } = setup();
    const menu = await openMenu(invoiced.orderNumber);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Download invoice' }));
    expect(await screen.findByText(`Invoice_${invoiced.orderNumber}.pdf downloaded.`)).toBeTruthy();
    expect(saved.map((f) => f.name)).toEqual([`Invoice_${invoiced.orderNumber}.pdf`]);
    expect(backend.callsTo('GET */download')[0]?.query.get('type')).toBe('invoice');
  });

  it('orders again: the cart call, the cart event, the summary and a link to the cart', async () => {
    const { backend } = setup();
    const menu = await openMenu(invoiced.orderNumber);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Order again' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Order ${invoiced.orderNumber} ordered again`,
    });
    expect(within(dialog).getByText('2 lines added to the cart')).toBeTruthy();
    expect(within(dialog).getByText('4 bags: discontinued')).toBeTruthy();
    expect(
      screen.getByText(`The products of order ${invoiced.orderNumber} are in your cart.`),
    ).toBeTruthy();
    expect(backend.callsTo('POST cart/replicate').map((c) => c.body)).toEqual([
      { orderNumber: invoiced.orderNumber },
    ]);
    expect(events).toEqual([
      {
        type: 'anp-cart-changed',
        detail: { count: 2, encCartId: 'enc-cart-ob-1', source: 'orders' },
      },
    ]);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Go to cart' }));
    expect(events.at(-1)).toEqual({ type: 'anp-navigate', detail: { path: '/us/en/pages/cart' } });
  });

  it('offers no Order again where the cart is hidden (issue 17)', async () => {
    setup({ routes: { 'GET featuretoggles': () => ({ cartEnabled: false }) } });
    const menu = await openMenu(invoiced.orderNumber);
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((i) => i.textContent),
      ).not.toContain('Order again'),
    );
  });

  it('offers Modify order while the order accepts changes', async () => {
    setup();
    const modifiable = US_SORTED.find((r) => r.modifiable)!;
    const menu = await openMenu(modifiable.orderNumber);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Modify order' }));
    expect(events.at(-1)).toEqual({
      type: 'anp-navigate',
      detail: { path: `/us/en/pages/orders/${modifiable.orderNumber}/modify` },
    });
  });
});

describe('given an export of the filtered list', () => {
  const open = ['Placed', 'Scheduled', 'Shipped'] as const;
  const shippedOnly = {
    filters: { statuses: open, types: [], dates: null, search: '' },
    sort: { field: 'orderDate' as const, direction: 'desc' as const },
  };
  const shipped = sorted(US_ROWS.filter((r) => (open as readonly string[]).includes(r.status)));

  it('writes a PDF with every row of the filters, not only the loaded ones', async () => {
    const { backend } = setup({ props: { initial: shippedOnly, pageSize: 20 } });
    expect(shipped.length).toBeGreaterThan(20);
    await screen.findByText(`Showing 20 of ${shipped.length}`, {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
    expect(
      await screen.findByText(`orders-${todayOf()}.pdf saved: ${shipped.length} orders.`),
    ).toBeTruthy();
    expect(listCalls(backend).at(-1)).toMatchObject({
      status: 'Placed,Scheduled,Shipped',
      limit: '500',
      offset: '0',
    });
    const [file] = saved;
    expect(file?.name).toBe(`orders-${todayOf()}.pdf`);
    const bytes = await bytesOf(file!.blob);
    expect(strFromU8(bytes.slice(0, 8))).toBe('%PDF-1.7');
    // Read back with pdf.js, as a reader would: the title, the account, the filters, every row.
    const lines = await pdfLines(bytes);
    expect(lines[0]).toBe('Orders');
    expect(lines).toContain('Prairie Feed & Supply · sold-to 0010100012');
    expect(lines).toContain('Status: Placed, Scheduled, Shipped');
    const numbers = lines.flatMap((line) => /^(\d{10})/.exec(line)?.[1] ?? []);
    expect(numbers).toEqual(shipped.map((r) => r.orderNumber));
  });

  it('writes an XLSX whose sheet has the rows, typed', async () => {
    setup({ props: { initial: shippedOnly } });
    await screen.findByText(
      `Showing ${shipped.length} of ${shipped.length}`,
      {},
      { timeout: 5000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await screen.findByText(/\.xlsx saved/);
    const files = unzipSync(await bytesOf(saved[0]!.blob));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<t>Order number</t>');
    const numbers = [...sheet.matchAll(/<c r="A(\d+)" t="inlineStr"><is><t>(\d+)<\/t>/g)].map(
      (m) => m[2],
    );
    expect(numbers).toEqual(shipped.map((r) => r.orderNumber));
    const first = shipped[0]!;
    expect(sheet).toContain(`<c r="H2" s="3"><v>${first.grossAmount}</v></c>`);
    expect(sheet).toMatch(/<c r="D2" s="2"><v>\d+<\/v><\/c>/);
  });

  it('exports at most 5,995 rows and says how many were left out', async () => {
    const many = makeRows(
      {
        country: 'us',
        currency: 'USD',
        weightUnit: 'lb',
        accountId: 'a',
        accountName: 'Big Co-op',
        soldToCode: '1',
      },
      6100,
      { today: TODAY, seed: 3 },
    );
    const { backend } = setup({ scene: { country: 'us', rows: many } });
    await screen.findByText('Showing 100 of 6,100', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(await screen.findByText(/saved: 5,995 orders\./, {}, { timeout: 10_000 })).toBeTruthy();
    expect(
      screen.getByText(
        'Only the first 5,995 of 6,100 orders can be exported at once; 105 were left out. Narrow the filters to export the rest.',
      ),
    ).toBeTruthy();
    const exportCalls = listCalls(backend).filter((q) => q.limit !== '100');
    expect(exportCalls.map((q) => Number(q.limit)).reduce((a, b) => a + b, 0)).toBe(5995);
    const sheet = strFromU8(unzipSync(await bytesOf(saved[0]!.blob))['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<autoFilter ref="A1:K5996"/>');
  }, 20_000);

  it('shows the progress and can be cancelled', async () => {
    let release: () => void = () => {};
    const { backend } = setup({
      routes: {
        'GET orders/ordersandmemos': (call) =>
          call.query.get('limit') === '500'
            ? new Promise((resolve) => {
                release = () => resolve({ rows: [], totalCount: 0, offset: 0, limit: 500 });
              })
            : ordersRoutes(US_SCENE)['GET orders/ordersandmemos']!(call),
      },
    });
    await firstPage();
    await userEvent.click(screen.getByRole('button', { name: 'Export PDF' }));
    expect(await screen.findByText(/Preparing the export/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export XLSX' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The export was cancelled.')).toBeTruthy();
    release();
    expect(saved).toEqual([]);
    expect(backend.callsTo('GET orders/ordersandmemos').length).toBeGreaterThan(1);
  });
});

describe('given documents.zip of the selected orders', () => {
  const chosen = US_SORTED.filter((r) => r.kind === 'order' && r.documents.invoice).slice(0, 2);

  async function selectRows(rows: readonly OrderListRow[]) {
    await firstPage();
    const scroller = screen.getByRole('treegrid').parentElement!;
    for (const row of rows) {
      const index = US_SORTED.indexOf(row);
      scroller.scrollTop = Math.max(0, index - 2) * 48;
      fireEvent.scroll(scroller);
      const line = await waitFor(() => rowOf(row.orderNumber));
      await userEvent.click(within(line).getByRole('checkbox', { name: /^Select/ }));
    }
  }

  it('zips each order’s documents in a folder of its number, with progress', async () => {
    setup();
    await selectRows(chosen);
    await userEvent.click(screen.getByRole('button', { name: 'Download documents (2)' }));
    expect(await screen.findByText('documents.zip saved: 6 documents.')).toBeTruthy();
    expect(saved.map((f) => f.name)).toEqual(['documents.zip']);
    const entries = Object.keys(unzipSync(await bytesOf(saved[0]!.blob))).sort();
    expect(entries).toEqual(
      chosen
        .flatMap((r) => [
          `${r.orderNumber}/Certificate_of_analysis_${r.orderNumber}.pdf`,
          `${r.orderNumber}/Invoice_${r.orderNumber}.pdf`,
          `${r.orderNumber}/Packing_list_${r.orderNumber}.pdf`,
        ])
        .sort(),
    );
  });

  it('lists a failing document in errors.txt and on screen, and zips the rest', async () => {
    const [a, b] = chosen as [OrderListRow, OrderListRow];
    setup({
      scene: {
        ...US_SCENE,
        failingDocuments: {
          [`${a.orderNumber}:invoice`]: TOO_BIG,
          [`${b.orderNumber}:coa`]: NOT_ALLOWED,
        },
      },
    });
    await selectRows(chosen);
    await userEvent.click(screen.getByRole('button', { name: 'Download documents (2)' }));
    expect(await screen.findByText(/documents\.zip saved with 4 documents/)).toBeTruthy();
    const list = screen
      .getByText(/documents\.zip saved with 4 documents/)
      .closest('div')!.parentElement!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `${a.orderNumber}, Invoice: File size is too big to download, please reach out to IT support.`,
      `${b.orderNumber}, Certificate of analysis: User doesn't have the authorization.`,
    ]);
    const files = unzipSync(await bytesOf(saved[0]!.blob));
    expect(Object.keys(files)).toHaveLength(5);
    const errors = strFromU8(files['errors.txt']!);
    expect(errors).toContain(`${a.orderNumber}\tInvoice\t`);
    expect(errors).toContain(`${b.orderNumber}\tCertificate of analysis\t`);
  });

  it('shows the documents done of all, and can be cancelled', async () => {
    let first = true;
    setup({
      routes: {
        'GET */download': (call) => {
          if (first) {
            first = false;
            return ordersRoutes(US_SCENE)['GET */download']!(call);
          }
          return never();
        },
      },
    });
    await selectRows(chosen);
    await userEvent.click(screen.getByRole('button', { name: 'Download documents (2)' }));
    expect(await screen.findByText('Downloading documents: 1 of 6')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Downloading documents: 1 of 6' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The download of documents was cancelled.')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});

describe('given the states of the list', () => {
  it('says when the account has no orders yet', async () => {
    setup({ scene: EMPTY_SCENE });
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export PDF' })).toHaveProperty('disabled', true);
  });

  it('shows the failure with Retry, and recovers', async () => {
    let fail = true;
    const { backend } = setup({
      routes: {
        'GET orders/ordersandmemos': (call) =>
          fail ? failing() : ordersRoutes(US_SCENE)['GET orders/ordersandmemos']!(call),
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('The orders could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await firstPage()).toBeTruthy();
    expect(listCalls(backend)).toHaveLength(2);
  });

  it('asks for an account when none is selected', async () => {
    setup({
      routes: {
        'GET orders/ordersandmemos': () => ({
          status: 400,
          body: { code: 'NO_ACCOUNT', message: 'Select an account first' },
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Choose an account' })).toBeTruthy();
  });

  it('shows loading while the first page is on its way', async () => {
    setup({ routes: { 'GET orders/ordersandmemos': never } });
    expect(await screen.findAllByText('Loading orders…')).not.toHaveLength(0);
  });
});

describe('given a Mexican page', () => {
  it('speaks Spanish, shows pesos and the cancelled invoices', async () => {
    setup({ scene: MX_SCENE });
    expect(await screen.findByRole('searchbox', { name: 'Buscar' })).toBeTruthy();
    expect(await screen.findByText(/^Mostrando 100 de/, {}, { timeout: 5000 })).toBeTruthy();
    const cancelled = sorted(MX_SCENE.rows).findIndex((r) => r.cancelledInvoice);
    expect(cancelled).toBeGreaterThanOrEqual(0);
    const scroller = screen.getByRole('treegrid').parentElement!;
    scroller.scrollTop = Math.max(0, cancelled - 2) * 48;
    fireEvent.scroll(scroller);
    expect((await screen.findAllByText('Factura cancelada')).length).toBeGreaterThan(0);
  });
});

describe('given accessibility', () => {
  it('has no axe violations on the list with a row open and a menu of filters', async () => {
    setup();
    await firstPage();
    const order = US_SORTED.find((r) => r.kind === 'order')!;
    await userEvent.click(
      within(rowOf(order.orderNumber)).getByRole('button', { name: /^Details for/ }),
    );
    await screen.findByRole('table', { name: `Products of order ${order.orderNumber}` });
    await userEvent.click(filterButton('Status'));
    const result = await axe.run(document.body);
    expect(result.violations).toEqual([]);
  }, 20_000);
});

describe('given the view alone, from its props', () => {
  const listOf = (over: Partial<OrdersList> = {}): OrdersList => ({
    rows: [],
    total: null,
    loading: false,
    stale: false,
    loadingMore: false,
    error: null,
    noAccount: false,
    hasMore: false,
    loadMore: () => {},
    retry: () => {},
    ...over,
  });

  function renderView(props: Partial<OrdersViewProps>) {
    const config = resolveConfig({ country: 'us', lang: 'en' }, {});
    const backend = ordersBackend(config, ordersRoutes(US_SCENE));
    render(
      <main>
        <KitRoot config={config} services={backend.services} swrCache={new Map()}>
          <OrdersView
            state={DEFAULT_LIST_STATE}
            onStateChange={() => {}}
            list={listOf()}
            headingLevel={2}
            {...props}
          />
        </KitRoot>
      </main>,
    );
  }

  it('asks for an account beside the filters when none is selected', async () => {
    renderView({ list: listOf({ noAccount: true }) });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Choose an account' }),
    ).toBeTruthy();
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toBeTruthy();
  });

  it('shows the rows it is given, with their count', async () => {
    const rows = US_SORTED.slice(0, 3);
    renderView({ list: listOf({ rows, total: 3 }) });
    expect(await screen.findByText('Showing 3 of 3')).toBeTruthy();
    expect(within(rowOf(rows[0]!.orderNumber)).getByText(rows[0]!.orderNumber)).toBeTruthy();
  });

  it('hands a change of the filters to its caller', async () => {
    const onFiltersChange = vi.fn();
    renderView({ onFiltersChange, list: listOf({ rows: [], total: 0 }) });
    await screen.findByRole('searchbox', { name: 'Search' });
    await userEvent.click(filterButton('Status'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Shipped' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ statuses: ['Shipped'] }),
    );
  });

  it('offers Retry after a failure, and asks the list to retry', async () => {
    const retry = vi.fn();
    renderView({
      list: listOf({ error: new PortalError({ code: 'SERVER', status: 500 }), retry }),
    });
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

function todayOf(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
