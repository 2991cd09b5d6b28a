import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch } from '@anp/core/testing';
import { US, US_SCENE, builderRoutes } from './fixtures';
import { orderBuilderElement } from './order-builder.element';

function mount(attrs: Record<string, string> = {}) {
  const el = document.createElement('anp-order-builder');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

const shadow = (el: Element) => el.shadowRoot as ShadowRoot;
const rowOf = (el: Element, title: string) =>
  [...shadow(el).querySelectorAll('li')].find(
    (li) => li.querySelector('h2')?.textContent === title,
  ) ?? null;
const buttonIn = (node: ParentNode, text: string) =>
  [...node.querySelectorAll('button')].find((b) => b.textContent === text) ?? null;

let page: ReturnType<typeof installFakeFetch> | null = null;

beforeEach(() => {
  // A page that supplies its own token; the fake scene's routes answer through fetch.
  page = installFakeFetch(builderRoutes(US_SCENE));
  orderBuilderElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  page?.restore();
  page = null;
  resetPageConfig();
  resetKitServices();
});

describe('given <anp-order-builder> on a plain page', () => {
  it('renders the view named by its attribute inside its shadow root', async () => {
    const el = mount({ country: 'us', lang: 'en', view: 'recent' });
    // The rows are a chunk of their own: the first test also waits for its transform.
    await waitFor(() => expect(rowOf(el, US.hogFinisher.title)).not.toBeNull(), { timeout: 5000 });
    const selected = shadow(el).querySelector('[role="tab"][aria-selected="true"]');
    expect(selected?.textContent).toBe('Recently ordered');
    el.setAttribute('view', 'favourites');
    await waitFor(() =>
      expect(shadow(el).querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe(
        'Favourites',
      ),
    );
  });

  it('dispatches anp-cart-changed once from the element, across the shadow root', async () => {
    const seen: { target: EventTarget | null; detail: unknown }[] = [];
    const onChanged = (event: Event) =>
      seen.push({ target: event.target, detail: (event as CustomEvent).detail });
    document.addEventListener('anp-cart-changed', onChanged);
    const el = mount({ country: 'us', lang: 'en', view: 'recent' });
    await waitFor(() => expect(rowOf(el, US.layer.title)).not.toBeNull(), { timeout: 5000 });
    const layer = rowOf(el, US.layer.title)!;
    await waitFor(() => expect(buttonIn(layer, 'Add to cart')?.disabled).toBe(false));
    fireEvent.click(buttonIn(layer, 'Add to cart')!);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen).toEqual([
      { target: el, detail: { count: 3, encCartId: 'enc-cart-ob-1', source: 'order-builder' } },
    ]);
    document.removeEventListener('anp-cart-changed', onChanged);
  });

  it('renders every part it lists: a search of one category that finds nothing', async () => {
    // A page that opens the builder on a search of one category that finds nothing.
    const el = mount({
      country: 'us',
      lang: 'en',
      view: 'all',
      category: 'Additive',
      'search-term': 'zzz',
    });
    const part = (name: string) => shadow(el).querySelector(`[part~="${name}"]`);
    await waitFor(() => expect(part('empty-state')).not.toBeNull(), { timeout: 5000 });
    expect(part('bar')).not.toBeNull();
    expect(part('secondary')?.textContent).toBe('Clear search');
    expect(part('ghost')?.textContent).toBe('Show all categories');
  });
});
