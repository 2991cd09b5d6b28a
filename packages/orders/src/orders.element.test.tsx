import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { fakeFetch, type FakeFetch } from '@anp/core/testing';
import { US_SCENE, ordersRoutes } from './fixtures';
import { ordersElement } from './orders.element';

function mount(attrs: Record<string, string> = {}) {
  const el = document.createElement('anp-orders');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

// The element loads its filter bar and results as chunks of their own: generous on a machine
// several test runs share.
vi.setConfig({ testTimeout: 20_000 });

const shadow = (el: Element) => el.shadowRoot as ShadowRoot;
const textOf = (el: Element) => shadow(el).textContent ?? '';
let backend: FakeFetch;
/** The queries of the list's page calls, in order. */
const listCalls = () => backend.callsTo('GET orders/ordersandmemos').map((c) => c.query);

beforeEach(() => {
  // A page that supplies its own token; the scene's routes answer through the page's fetch.
  backend = fakeFetch(ordersRoutes(US_SCENE));
  vi.stubGlobal('fetch', backend.fetch);
  ordersElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  resetPageConfig();
  resetKitServices();
});

describe('given <anp-orders> on a plain page', () => {
  it('starts from the filters of its attributes, in its shadow root', async () => {
    const el = mount({
      country: 'us',
      lang: 'en',
      status: 'shipped, placed',
      'order-type': 'sales order',
      'date-from': '2025-01-01',
      'date-to': '2026-12-31',
      sort: 'amount',
      direction: 'asc',
      'page-size': '50',
    });
    await waitFor(() => expect(textOf(el)).toMatch(/Showing \d+ of \d+/), { timeout: 8000 });
    expect(Object.fromEntries(listCalls()[0]!)).toEqual({
      offset: '0',
      limit: '50',
      status: 'Placed,Shipped',
      type: 'sales order',
      from: '2025-01-01',
      to: '2026-12-31',
      sort: 'amount',
      direction: 'asc',
    });
  });

  it('starts again when an attribute changes', async () => {
    const el = mount({ country: 'us', lang: 'en' });
    await waitFor(() => expect(textOf(el)).toMatch(/Showing 100 of/), { timeout: 8000 });
    el.setAttribute('search', 'PO-2');
    await waitFor(() => expect(listCalls().at(-1)?.get('search')).toBe('PO-2'));
    const box = shadow(el).querySelector<HTMLInputElement>('input[type="search"]');
    expect(box?.value).toBe('PO-2');
  });

  it('asks the page to open an order from its link, once, from the element', async () => {
    const seen: { target: EventTarget | null; detail: unknown }[] = [];
    const onNavigate = (event: Event) => {
      event.preventDefault();
      seen.push({ target: event.target, detail: (event as CustomEvent).detail });
    };
    document.addEventListener('anp-navigate', onNavigate);
    const el = mount({ country: 'us', lang: 'en' });
    await waitFor(
      () => expect(shadow(el).querySelector('a[href*="/pages/orders/"]')).not.toBeNull(),
      {
        timeout: 8000,
      },
    );
    const link = shadow(el).querySelector<HTMLAnchorElement>('a[href*="/pages/orders/"]')!;
    fireEvent.click(link);
    expect(seen).toEqual([{ target: el, detail: { path: link.getAttribute('href') } }]);
    document.removeEventListener('anp-navigate', onNavigate);
  });

  it('renders every part it lists: a selected row, a memo opened, the row menu, no match', async () => {
    const user = userEvent.setup();
    // Open memos and cancelled orders: their badges, and a memo's tile under its row.
    const el = mount({ country: 'us', lang: 'en', status: 'open, cancelled' });
    const part = (name: string) => shadow(el).querySelector(`[part~="${name}"]`);
    // The queries only need querySelectorAll, which a shadow root has.
    const table = within(shadow(el) as unknown as HTMLElement);
    const [select] = await waitFor(() => table.getAllByRole('checkbox', { name: /^Select / }), {
      timeout: 8000,
    });
    await user.click(select!);
    await waitFor(() => expect(part('selected')).not.toBeNull());
    await user.click(table.getAllByRole('button', { name: /^Details for / })[0]!);
    await waitFor(() => expect(part('row-detail')).not.toBeNull());
    await waitFor(() => expect(part('tile')).not.toBeNull());
    await user.click(table.getAllByRole('button', { name: /^More actions for / })[0]!);
    await waitFor(() => expect(part('menu')).not.toBeNull());
    expect(part('menu-item')).not.toBeNull();
    await user.keyboard('{Escape}');
    for (const name of ['warning', 'danger']) expect(part(name), name).not.toBeNull();
    // A search that finds nothing.
    el.setAttribute('search', 'ZZZ-NONE');
    await waitFor(() => expect(part('empty-state')).not.toBeNull());
  });

  it("shows Order again's summary in its shadow root (issue 17)", async () => {
    const user = userEvent.setup();
    const el = mount({ country: 'us', lang: 'en' });
    const part = (name: string) => shadow(el).querySelector(`[part~="${name}"]`);
    const table = within(shadow(el) as unknown as HTMLElement);
    const buttons = await waitFor(
      () => table.getAllByRole('button', { name: /^More actions for / }),
      { timeout: 8000 },
    );
    // The first row whose menu offers Order again (a sales or consignment order).
    for (const more of buttons) {
      await user.click(more);
      const menu = await waitFor(() => table.getByRole('menu'));
      const item = within(menu).queryByRole('menuitem', { name: 'Order again' });
      if (item) {
        await user.click(item);
        break;
      }
      await user.keyboard('{Escape}');
    }
    await waitFor(() =>
      expect(part('reorder-summary')?.textContent).toContain('2 lines added to the cart'),
    );
    for (const name of ['reorder-cart-link', 'dialog', 'dialog-title', 'dialog-close'])
      expect(part(name), name).not.toBeNull();
  });
});
