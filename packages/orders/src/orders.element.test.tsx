import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { US_SCENE, ordersRoutes } from './fixtures';
import { ordersElement } from './orders.element';

function mount(attrs: Record<string, string> = {}) {
  const el = document.createElement('anp-orders');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

const shadow = (el: Element) => el.shadowRoot as ShadowRoot;
const textOf = (el: Element) => shadow(el).textContent ?? '';
let calls: URLSearchParams[] = [];

beforeEach(() => {
  calls = [];
  // A page that supplies its own token; the scene's routes answer through fetch.
  const routes = ordersRoutes(US_SCENE);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://page.test');
      const method = (init?.method ?? 'GET').toUpperCase();
      const path = url.pathname.replace(/^\/api\//, '').replace(/^\//, '');
      if (path === 'orders/ordersandmemos') calls.push(url.searchParams);
      const handler = routes[`${method} ${path}`];
      if (!handler) return new Response('{}', { status: 404 });
      const answer = await handler({
        method,
        path,
        query: url.searchParams,
        headers: new Headers(init?.headers),
        body: undefined,
      });
      return answer instanceof Response
        ? answer
        : new Response(JSON.stringify(answer), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          });
    }),
  );
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
    expect(Object.fromEntries(calls[0]!)).toEqual({
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
    await waitFor(() => expect(calls.at(-1)?.get('search')).toBe('PO-2'));
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
});
