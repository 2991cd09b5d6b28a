import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { fakeFetch } from '@anp/core/testing';
import { NOW, fakeOrderServer } from '../fixtures';
import { orderModificationNoticeElement } from './order-modification-notice.element';

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
  orderModificationNoticeElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetPageConfig();
  resetKitServices();
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
