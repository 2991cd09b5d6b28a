import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { fakeFetch } from '@anp/core/testing';
import { memoRoutes } from './fixtures';
import { memoTileElement } from './memo-tile.element';

// Whole widgets with axe and lazy chunks: generous on a machine several test runs share.
vi.setConfig({ testTimeout: 20_000 });

function mount(attrs: Record<string, string>) {
  const el = document.createElement('anp-memo-tile');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

const shadow = (el: Element) => el.shadowRoot as ShadowRoot;

beforeEach(() => {
  // A page that supplies its own token; the memo routes answer through the page's fetch.
  vi.stubGlobal('fetch', fakeFetch(memoRoutes()).fetch);
  memoTileElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  resetPageConfig();
  resetKitServices();
});

describe('given <anp-memo-tile> on a plain page', () => {
  it('renders the memo of its memo-number attribute inside its shadow root', async () => {
    const el = mount({
      country: 'mx',
      lang: 'es',
      'memo-number': '7100031877',
      'heading-level': '2',
    });
    await waitFor(() => expect(shadow(el).querySelector('h2')).not.toBeNull(), { timeout: 5000 });
    expect(shadow(el).querySelector('h2')?.textContent).toContain('7100031877');
    expect(shadow(el).querySelector('[data-tone="danger"]')?.textContent).toBe('Cancelada');
  });

  it('follows a new memo-number', async () => {
    const el = mount({ country: 'us', lang: 'en', 'memo-number': '7100023456' });
    await waitFor(
      () => expect(shadow(el).querySelector('h3')?.textContent).toContain('7100023456'),
      {
        timeout: 5000,
      },
    );
    el.setAttribute('memo-number', '7200004412');
    await waitFor(() =>
      expect(shadow(el).querySelector('h3')?.textContent).toContain('Debit memo'),
    );
  });
});
