import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    // The confirmation's own content (a chunk of its own): with no order just placed, it says so.
    await waitFor(() => expect(headingOf(el, 2, 'No order to show')).not.toBeNull(), {
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

  it('renders every part it lists: a failed continue, a failed emptying, a restored draft, the review', async () => {
    const user = userEvent.setup();
    const part = (el: Element, name: string) => shadow(el).querySelector(`[part~="${name}"]`);
    // within() takes an HTMLElement; a shadow root answers the same queries.
    const screenOf = (el: Element) => within(shadow(el) as unknown as HTMLElement);
    const el = mount({ country: 'us', lang: 'en' });
    const cart = screenOf(el);
    // (The page's SWR cache outlives a test: the lines may be those an earlier test left.)
    await waitFor(() => expect(part(el, 'line')).not.toBeNull(), { timeout: 5000 });
    // The bag fee's warning is there from the start.
    expect(part(el, 'warning')).not.toBeNull();
    // Continue with the required details empty: the fields say what is missing, and the cart
    // lists its problems.
    await user.click(cart.getByRole('button', { name: 'Continue to review' }));
    await waitFor(() => expect(part(el, 'field-error')).not.toBeNull());
    await waitFor(() => expect(part(el, 'danger')).not.toBeNull());
    // Empty cart asks first; the service fails, and the dialog says so.
    server.failNext('POST cart/delete', 1, 500);
    await user.click(cart.getByRole('button', { name: 'Empty cart' }));
    const dialog = await waitFor(() => cart.getByRole('dialog', { name: 'Empty your cart?' }));
    await user.click(within(dialog).getByRole('button', { name: 'Empty cart' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toBeTruthy());
    for (const name of ['dialog', 'dialog-title', 'dialog-body', 'dialog-footer', 'dialog-close']) {
      expect(part(el, name), name).not.toBeNull();
    }
    // (The close button bears the same name as its label: the footer's button, by its text.)
    await user.click(within(dialog).getByText('Keep the products'));
    await waitFor(() => expect(cart.queryByRole('dialog')).toBeNull());
    // An edit the service refuses, then the page reloaded: the edit comes back, said so.
    server.failNext('POST cart/update', 5, 500);
    const [quantity] = cart.getAllByRole('textbox', { name: /^Quantity of / });
    // (user-event's typing does not reach React's onChange inside a shadow root.)
    fireEvent.change(quantity!, { target: { value: '44' } });
    await waitFor(() => expect(sessionStorage.length).toBe(1));
    el.remove();
    const again = mount({ country: 'us', lang: 'en' });
    await waitFor(() => expect(part(again, 'info')).not.toBeNull(), { timeout: 5000 });
    expect(part(again, 'info')?.textContent).toBe('We brought back changes you had not saved yet.');
    again.remove();
    sessionStorage.clear();
    // The review of a cart ready to order: the priced lines in a table, and the terms to read.
    page?.restore();
    server = fakeCartServer('us', cartFixture('us', [40, 80], { requestedDate: '2026-11-30' }));
    page = installFakeFetch({
      'GET users/context': () => ({ selectedAccount: null }),
      ...server.routes,
    });
    const review = mount({ country: 'us', lang: 'en', step: 'review' });
    await waitFor(() => expect(part(review, 'row')).not.toBeNull(), { timeout: 5000 });
    expect(part(review, 'table-head')).not.toBeNull();
    const terms = await waitFor(() =>
      screenOf(review).getByRole('link', { name: 'Read the terms and conditions' }),
    );
    expect(terms.getAttribute('part')).toBe('link');
  });
});
