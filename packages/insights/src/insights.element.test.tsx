import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch, mountElement } from '@anp/core/testing';
import { ACCOUNT, insightsRoutes } from './fixtures';
import { insightsElement } from './insights.element';

let backend: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  backend = installFakeFetch(insightsRoutes());
  insightsElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  backend.restore();
  resetPageConfig();
  resetKitServices();
});

const mount = (attrs: Record<string, string>) => mountElement('anp-insights', attrs);

describe('given <anp-insights> on a plain page', () => {
  it('shows the failure with Try again (first: the page’s one SWR cache keeps answers)', async () => {
    backend.restore();
    backend = installFakeFetch({
      // An account of its own: another test file's answer in the page's cache cannot hide it.
      ...insightsRoutes({ ...ACCOUNT, id: '001Dm00503', sfid: '001Dm00503' }),
      'GET orders/insights': () => ({ status: 503, body: { message: 'down' } }),
    });
    const el = mount({ tile: 'tons' });
    await waitFor(() =>
      expect(el.shadowRoot?.querySelector('[part~="button"]')?.textContent).toBe('Try again'),
    );
  });

  it('renders the tiles inside its shadow root, at the heading level it is given', async () => {
    const el = mount({ country: 'us', lang: 'en', 'heading-level': '3' });
    await waitFor(() =>
      expect([...(el.shadowRoot?.querySelectorAll('h3') ?? [])].map((h) => h.textContent)).toEqual([
        'Tons this month',
        'Open orders',
        'Next deliveries',
      ]),
    );
    await waitFor(() => expect(el.shadowRoot?.textContent).toContain('46.50 tons'));
    // The charts arrive lazily, with the figures.
    await waitFor(() => expect(el.shadowRoot?.querySelector('[part~="chart"]')).not.toBeNull());
    expect(backend.callsTo('GET orders/insights')[0]?.headers.get('Authorization')).toBe(
      'Bearer page-token',
    );
  });

  it('shows one tile with the tile attribute', async () => {
    const el = mount({ tile: 'open-orders' });
    await waitFor(() => expect(el.shadowRoot?.textContent).toContain('4 open orders'));
    expect(el.shadowRoot?.querySelectorAll('section')).toHaveLength(1);
  });
});
