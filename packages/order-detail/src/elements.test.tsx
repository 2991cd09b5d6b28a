import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import type { FakeRoutes } from '@anp/core/testing';
import { NOW, fakeOrderServer } from './fixtures';
import { orderDetailElement } from './order-detail.element';
import { orderModificationNoticeElement } from './order-modification-notice.element';
import { modifyOrderElement } from './modify-order.element';

// Whole widgets with axe and lazy chunks: generous on a machine several test runs share.
vi.setConfig({ testTimeout: 20_000 });

function stubFetch(routes: FakeRoutes) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://page.test');
      const method = (init?.method ?? 'GET').toUpperCase();
      const path = url.pathname.replace(/^\/api\//, '').replace(/^\//, '');
      const handler = routes[`${method} ${path}`];
      if (!handler) return new Response('{"code":"NOT_FOUND"}', { status: 404 });
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const answer = (await handler({
        method,
        path,
        query: url.searchParams,
        headers: new Headers(init?.headers),
        body,
      })) as object;
      const failed = 'status' in answer && typeof answer.status === 'number';
      return new Response(JSON.stringify(failed ? (answer as { body?: unknown }).body : answer), {
        status: failed ? (answer as { status: number }).status : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function mount(tag: string, attrs: Record<string, string>) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

const shadow = (el: Element) => el.shadowRoot as ShadowRoot;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  stubFetch(fakeOrderServer().routes);
  orderDetailElement.register();
  orderModificationNoticeElement.register();
  modifyOrderElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetPageConfig();
  resetKitServices();
});

describe('given <anp-order-detail> on a plain market page', () => {
  it('renders the order of its order-number inside its shadow root, at the heading level asked', async () => {
    const el = mount('anp-order-detail', {
      country: 'us',
      lang: 'en',
      'order-number': '4000152277',
      'heading-level': '2',
    });
    await waitFor(
      () => expect(shadow(el).querySelector('h2')?.textContent).toBe('Order 4000152277'),
      {
        timeout: 5000,
      },
    );
    expect(shadow(el).querySelector('h1')).toBeNull();
  });

  it('dispatches anp-navigate from the element for the Modify order link', async () => {
    const el = mount('anp-order-detail', {
      country: 'us',
      lang: 'en',
      'order-number': '4000161424',
    });
    let link: HTMLAnchorElement | undefined;
    await waitFor(
      () => {
        link = [...shadow(el).querySelectorAll('a')].find((a) => a.textContent === 'Modify order');
        expect(link).toBeDefined();
      },
      { timeout: 5000 },
    );
    const seen: { target: EventTarget | null; path: string }[] = [];
    const listener = (event: Event) => {
      seen.push({
        target: event.target,
        path: (event as CustomEvent<{ path: string }>).detail.path,
      });
      event.preventDefault();
    };
    document.addEventListener('anp-navigate', listener);
    link!.click();
    document.removeEventListener('anp-navigate', listener);
    expect(seen).toEqual([{ target: el, path: '/us/en/pages/orders/4000161424/modify' }]);
  });
});

describe('given <anp-order-modification-notice>', () => {
  it('lists the orders still open to changes, at most max', async () => {
    const el = mount('anp-order-modification-notice', { country: 'us', lang: 'en', max: '2' });
    await waitFor(() => expect(shadow(el).querySelectorAll('article')).toHaveLength(2), {
      timeout: 5000,
    });
    expect(shadow(el).textContent).toContain('And 1 more order can still be changed.');
  });

  it("shows one order's notice with order-number, and nothing for an order past its cut-off", async () => {
    const open = mount('anp-order-modification-notice', {
      country: 'us',
      lang: 'en',
      'order-number': '4000161424',
    });
    const closed = mount('anp-order-modification-notice', {
      country: 'us',
      lang: 'en',
      'order-number': '4000161390',
    });
    await waitFor(() => expect(shadow(open).querySelectorAll('article')).toHaveLength(1), {
      timeout: 5000,
    });
    expect(shadow(closed).querySelector('article')).toBeNull();
  });
});

describe('given <anp-modify-order>', () => {
  it('opens the order for changes', async () => {
    const el = mount('anp-modify-order', {
      country: 'us',
      lang: 'en',
      'order-number': '4000161424',
    });
    await waitFor(
      () => expect(shadow(el).querySelector('h1')?.textContent).toBe('Modify order 4000161424'),
      { timeout: 5000 },
    );
    await waitFor(() =>
      expect(shadow(el).querySelectorAll('input[inputmode="numeric"]')).toHaveLength(3),
    );
  });
});
