import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { supportPageRoutes } from './fixtures';
import { supportElement } from './support.element';
import { faqElement } from './faq.element';

// Whole widgets with lazy chunks: generous on a machine several test runs share.
vi.setConfig({ testTimeout: 20_000 });

function mount(tag: string, attrs: Record<string, string>) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

const shadow = (el: Element) => el.shadowRoot as ShadowRoot;

beforeEach(() => {
  const routes = supportPageRoutes();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://page.test');
      const method = (init?.method ?? 'GET').toUpperCase();
      const path = url.pathname.replace(/^\/api\//, '').replace(/^\//, '');
      const handler = routes[`${method} ${path}`];
      if (!handler) return new Response('{"code":"NOT_FOUND"}', { status: 404 });
      const answer = (await handler({
        method,
        path,
        query: url.searchParams,
        headers: new Headers(init?.headers),
        body: undefined,
      })) as { status?: number; body?: unknown } | object;
      const failed = 'status' in answer && typeof answer.status === 'number';
      return new Response(JSON.stringify(failed ? answer.body : answer), {
        status: failed ? (answer.status as number) : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  supportElement.register();
  faqElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  resetPageConfig();
  resetKitServices();
});

describe('given <anp-support> on a plain page', () => {
  it('renders the bar, the cases and the questions inside its shadow root', async () => {
    const el = mount('anp-support', { country: 'us', lang: 'en', 'heading-level': '3' });
    await waitFor(() => expect(shadow(el).querySelectorAll('article').length).toBe(4), {
      timeout: 8000,
    });
    const headings = [...shadow(el).querySelectorAll('h3')].map((h) => h.textContent);
    expect(headings).toEqual(['Customer service', 'Your cases', 'Frequently asked questions']);
    await waitFor(() =>
      expect(
        shadow(el).querySelector('a[href="/us/en/pages/support/faq/faq-order-cutoff"]'),
      ).not.toBeNull(),
    );
  });

  it('links the questions through its faq-href template', async () => {
    const el = mount('anp-support', {
      country: 'mx',
      lang: 'es',
      'faq-href': 'https://cms.example.com/ayuda/{id}',
    });
    await waitFor(
      () =>
        expect(
          shadow(el).querySelector('a[href="https://cms.example.com/ayuda/faq-order-minimum"]')
            ?.textContent,
        ).toBe('¿Hay un pedido mínimo?'),
      { timeout: 8000 },
    );
  });
});

describe('given <anp-faq> on a plain page', () => {
  it('renders the answer of its faq-id', async () => {
    const el = mount('anp-faq', { country: 'us', lang: 'en', 'faq-id': 'faq-delivery-window' });
    await waitFor(
      () =>
        expect(shadow(el).querySelector('h1')?.textContent).toBe(
          'How is my delivery date decided?',
        ),
      { timeout: 8000 },
    );
    expect(shadow(el).querySelector('a')?.getAttribute('href')).toBe('/us/en/pages/support');
  });

  it('follows a new faq-id, and says when the question is unknown', async () => {
    const el = mount('anp-faq', { country: 'us', lang: 'en', 'faq-id': 'faq-delivery-window' });
    await waitFor(() => expect(shadow(el).querySelector('h1')).not.toBeNull(), { timeout: 8000 });
    el.setAttribute('faq-id', 'faq-unknown');
    await waitFor(() =>
      expect(shadow(el).querySelector('h1')?.textContent).toBe('We could not find this question'),
    );
  });
});
