import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch, mountElement } from '@anp/core/testing';
import { digitalToolsRoutes } from './fixtures';
import { digitalToolsElement } from './digital-tools.element';

let backend: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  backend = installFakeFetch(digitalToolsRoutes());
  digitalToolsElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  backend.restore();
  resetPageConfig();
  resetKitServices();
});

const mount = (attrs: Record<string, string>) => mountElement('anp-digital-tools', attrs);

describe('given <anp-digital-tools> on a plain page', () => {
  it('renders its page inside its shadow root, at the heading level it is given', async () => {
    const el = mount({
      country: 'us',
      lang: 'en',
      page: 'porkdocuments',
      'heading-level': '2',
    });
    await waitFor(() =>
      expect(el.shadowRoot?.querySelector('h2')?.textContent).toBe('Pork documents'),
    );
    await waitFor(() =>
      expect(el.shadowRoot?.textContent).toContain('Product guide: Swine and poultry'),
    );
    expect(el.shadowRoot?.querySelector('nav a')?.getAttribute('href')).toBe(
      '/us/en/pages/research',
    );
    expect(backend.callsTo('GET entitlements/page')[0]?.headers.get('Authorization')).toBe(
      'Bearer page-token',
    );
  });

  it('keeps the default heading level for one out of range', async () => {
    const el = mount({ page: 'porkdocuments', 'heading-level': '9' });
    await waitFor(() => expect(el.shadowRoot?.querySelector('h1')).not.toBeNull());
  });
});
