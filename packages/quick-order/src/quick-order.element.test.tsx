import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch, mountElement } from '@anp/core/testing';
import { quickOrderRoutes } from './fixtures';
import { quickOrderElement } from './quick-order.element';

let backend: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  backend = installFakeFetch(quickOrderRoutes());
  quickOrderElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  backend.restore();
  resetPageConfig();
  resetKitServices();
});

const mount = (attrs: Record<string, string>) => mountElement('anp-quick-order', attrs);

describe('given <anp-quick-order> on a plain page', () => {
  it('renders quick order inside its shadow root, at the heading level it is given', async () => {
    const el = mount({ country: 'us', lang: 'en', heading: 'Order by SKU', 'heading-level': '3' });
    await waitFor(() =>
      expect(el.shadowRoot?.querySelector('h3')?.textContent).toBe('Order by SKU'),
    );
    await waitFor(() => expect(el.shadowRoot?.querySelector('textarea')).not.toBeNull());
    expect(backend.callsTo('GET cart/enableAddToCart')[0]?.headers.get('Authorization')).toBe(
      'Bearer page-token',
    );
  });

  it('checks pasted lines and offers the fix in place', async () => {
    const el = mount({ country: 'us', lang: 'en' });
    await waitFor(() => expect(el.shadowRoot?.querySelector('textarea')).not.toBeNull());
    const user = userEvent.setup();
    await user.click(el.shadowRoot!.querySelector('textarea')!);
    await user.type(el.shadowRoot!.querySelector('textarea')!, '100005 7');
    const check = [...el.shadowRoot!.querySelectorAll('button')].find(
      (b) => b.textContent === 'Check lines',
    );
    await user.click(check!);
    await waitFor(() => expect(el.shadowRoot?.textContent).toContain('Use 10'));
    expect(el.shadowRoot?.textContent).toContain('Sold in steps of 5 tubs');
  });

  it('keeps the default heading level for one out of range', async () => {
    const el = mount({ 'heading-level': '9' });
    await waitFor(() => expect(el.shadowRoot?.querySelector('h2')).not.toBeNull());
  });

  it('shows nothing on a Korean page, where the cart is hidden', async () => {
    const el = mount({ country: 'kr', lang: 'ko' });
    await new Promise((r) => setTimeout(r, 50));
    expect(el.shadowRoot?.querySelector('section')).toBeNull();
    expect(backend.callsTo('GET cart/enableAddToCart')).toHaveLength(0);
  });
});
