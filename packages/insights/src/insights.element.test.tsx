import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch, mountElement } from '@anp/core/testing';
import { insightsRoutes } from './fixtures';
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
  it('renders the account inside its shadow root, at the heading level it is given', async () => {
    const el = mount({ country: 'us', lang: 'en', heading: 'My account', 'heading-level': '3' });
    await waitFor(() => expect(el.shadowRoot?.querySelector('h3')?.textContent).toBe('My account'));
    await waitFor(() => expect(el.shadowRoot?.textContent).toContain('Prairie Feed & Supply'));
    expect(backend.callsTo('GET users/context')[0]?.headers.get('Authorization')).toBe(
      'Bearer page-token',
    );
  });

  it('keeps the default heading level for one out of range', async () => {
    const el = mount({ 'heading-level': '9' });
    await waitFor(() => expect(el.shadowRoot?.querySelector('h2')).not.toBeNull());
  });
});
