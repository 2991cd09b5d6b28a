import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch, mountElement as mount, shadowOf as shadow } from '@anp/core/testing';
import { DELIVERY_FAQ, supportPageRoutes } from '../fixtures';
import { faqElement } from './faq.element';

// Whole widgets with lazy chunks: generous on a machine several test runs share.
vi.setConfig({ testTimeout: 20_000 });

let fake: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  fake = installFakeFetch(supportPageRoutes());
  faqElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  fake.restore();
  resetPageConfig();
  resetKitServices();
});

describe('given <anp-faq> on a plain page', () => {
  it('renders the answer of its faq-id', async () => {
    const el = mount('anp-faq', { country: 'us', lang: 'en', 'faq-id': 'faq-delivery-window' });
    await waitFor(
      () =>
        expect(shadow(el).querySelector('h1')?.textContent).toBe(
          'How is my delivery date decided?',
        ),
      { timeout: 8000 },
    );
    expect(shadow(el).querySelector('a')?.getAttribute('href')).toBe('/us/en/pages/support');
  });

  it('follows a new faq-id, and says when the question is unknown', async () => {
    const el = mount('anp-faq', { country: 'us', lang: 'en', 'faq-id': 'faq-delivery-window' });
    await waitFor(() => expect(shadow(el).querySelector('h1')).not.toBeNull(), { timeout: 8000 });
    el.setAttribute('faq-id', 'faq-unknown');
    await waitFor(() =>
      expect(shadow(el).querySelector('h1')?.textContent).toBe('We could not find this question'),
    );
  });

  it('renders every part it lists: the other questions of its topic as links', async () => {
    // An answer whose topic has another question: the related questions link to it.
    fake.restore();
    fake = installFakeFetch(
      supportPageRoutes(undefined, {
        'GET support/faqs/faq-order-cutoff': () => ({
          ...DELIVERY_FAQ,
          id: 'faq-order-cutoff',
          topic: 'Ordering',
          question: 'Until when can I change an order?',
        }),
        'GET support/faqs/faq-order-minimum': () => ({ status: 500, body: { code: 'DOWN' } }),
      }),
    );
    const el = mount('anp-faq', { country: 'us', lang: 'en', 'faq-id': 'faq-order-cutoff' });
    const part = (name: string) => shadow(el).querySelector(`[part~="${name}"]`);
    await waitFor(() => expect(part('link')?.textContent).toBe('Is there a minimum order?'), {
      timeout: 8000,
    });
    for (const name of ['article', 'heading', 'back-link', 'section-heading', 'button']) {
      expect(part(name), name).not.toBeNull();
    }
    expect(shadow(el).querySelector('[part~="button"][part~="primary"]')?.textContent).toBe(
      'Raise a complaint',
    );
    // An answer the service fails to give: a secondary button tries again.
    el.setAttribute('faq-id', 'faq-order-minimum');
    await waitFor(() => expect(shadow(el).querySelector('[role="alert"]')).not.toBeNull());
    expect(part('secondary')).not.toBeNull();
  });
});
