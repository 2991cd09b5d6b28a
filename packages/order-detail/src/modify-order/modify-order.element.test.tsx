import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { fakeFetch } from '@anp/core/testing';
import { NOW, fakeOrderServer } from '../fixtures';
import { modifyOrderElement } from './modify-order.element';

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
