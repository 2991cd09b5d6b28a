import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch } from '@anp/core/testing';
import { cartFixture, fakeCartServer, type FakeCartServer } from './fixtures';
import { cartElement } from './cart.element';

function mount(attrs: Record<string, string> = {}) {
  const el = document.createElement('anp-cart');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

const shadow = (el: Element) => el.shadowRoot as ShadowRoot;
const headingOf = (el: Element, level: number, text: string) =>
  [...shadow(el).querySelectorAll(`h${level}`)].find((h) => h.textContent === text) ?? null;
const buttonIn = (node: ParentNode, name: string) =>
  [...node.querySelectorAll('button')].find(
    (b) => b.textContent === name || b.getAttribute('aria-label') === name,
  ) ?? null;

let server: FakeCartServer;
let page: ReturnType<typeof installFakeFetch> | null = null;

beforeEach(() => {
  sessionStorage.clear();
  // A plain page with its own token; the in-memory cart service answers through fetch.
  server = fakeCartServer('us', cartFixture('us', [20, 40]));
  page = installFakeFetch({
    'GET users/context': () => ({ selectedAccount: null }),
    ...server.routes,
  });
  cartElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  page?.restore();
  page = null;
  sessionStorage.clear();
  resetPageConfig();
  resetKitServices();
});

describe('given <anp-cart> on a plain page', () => {
  it('loads its code and shows the cart inside its shadow root', async () => {
    const el = mount({ country: 'us', lang: 'en' });
    // The cart's code is a chunk of its own: the first test also waits for its transform.
    await waitFor(() => expect(headingOf(el, 3, 'Layer 16% Crumble 50 lb')).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(headingOf(el, 1, 'Your cart')).not.toBeNull();
    expect(shadow(el).querySelector('[aria-current="step"]')?.textContent).toContain('Cart');
    expect(document.body.querySelector('h1')).toBeNull();
  }, 15_000);

  it('shows the step its attribute names, and ignores one it does not know', async () => {
    const el = mount({ country: 'us', lang: 'en', step: 'confirmation' });
    await waitFor(() => expect(headingOf(el, 1, 'Confirmation')).not.toBeNull(), {
      timeout: 5000,
    });
    el.setAttribute('step', 'checkout');
    await waitFor(() => expect(headingOf(el, 1, 'Confirmation')).not.toBeNull());
    el.setAttribute('step', 'cart');
    await waitFor(() => expect(headingOf(el, 1, 'Your cart')).not.toBeNull());
  });

  it('dispatches anp-cart-changed from the element when a line is removed', async () => {
    const seen: { target: EventTarget | null; detail: unknown }[] = [];
    const onChanged = (event: Event) =>
      seen.push({ target: event.target, detail: (event as CustomEvent).detail });
    document.addEventListener('anp-cart-changed', onChanged);
    const el = mount({ country: 'us', lang: 'en' });
    await waitFor(() => expect(headingOf(el, 3, 'Layer 16% Crumble 50 lb')).not.toBeNull(), {
      timeout: 5000,
    });
    fireEvent.click(buttonIn(shadow(el), 'Remove Layer 16% Crumble 50 lb from the cart')!);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen).toEqual([
      { target: el, detail: { count: 1, encCartId: 'cart-us', source: 'cart' } },
    ]);
    expect(page?.callsTo('POST cart/remove').map((c) => c.body)).toEqual([{ sku: '10004512' }]);
    document.removeEventListener('anp-cart-changed', onChanged);
  });
});
