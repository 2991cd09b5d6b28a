import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { fakeFetch } from '@anp/core/testing';
import { NOW, fakeOrderServer } from '../fixtures';
import { orderDetailElement } from './order-detail.element';

// Whole widgets with axe and lazy chunks: generous on a machine several test runs share.
vi.setConfig({ testTimeout: 20_000 });

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
  // A page that supplies its own token; the order service answers through the page's fetch.
  vi.stubGlobal('fetch', fakeFetch(fakeOrderServer().routes).fetch);
  orderDetailElement.register();
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
