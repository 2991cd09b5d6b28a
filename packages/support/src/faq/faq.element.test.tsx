import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch, mountElement as mount, shadowOf as shadow } from '@anp/core/testing';
import { supportPageRoutes } from '../fixtures';
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
});
