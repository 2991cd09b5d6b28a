import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch, mountElement } from '@anp/core/testing';
import { orderTemplatesRoutes } from './fixtures';
import { orderTemplatesElement } from './order-templates.element';

let backend: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  backend = installFakeFetch(orderTemplatesRoutes());
  orderTemplatesElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  backend.restore();
  resetPageConfig();
  resetKitServices();
});

const mount = (attrs: Record<string, string>) => mountElement('anp-order-templates', attrs);

describe('given <anp-order-templates> on a plain page', () => {
  it('lists the templates inside its shadow root, at the heading level it is given', async () => {
    const el = mount({ country: 'us', lang: 'en', heading: 'Saved carts', 'heading-level': '3' });
    await waitFor(() =>
      expect(el.shadowRoot?.querySelector('h3')?.textContent).toBe('Saved carts'),
    );
    await waitFor(() => expect(el.shadowRoot?.textContent).toContain('Weekly layers'));
    expect(backend.callsTo('GET cart/templates')[0]?.headers.get('Authorization')).toBe(
      'Bearer page-token',
    );
  });

  it('keeps the default heading level for one out of range', async () => {
    const el = mount({ 'heading-level': '9' });
    await waitFor(() => expect(el.shadowRoot?.querySelector('h2')).not.toBeNull());
  });
});
