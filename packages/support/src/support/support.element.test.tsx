import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch, mountElement as mount, shadowOf as shadow } from '@anp/core/testing';
import { supportPageRoutes, supportPageState } from '../fixtures';
import { supportElement } from './support.element';

// Whole widgets with lazy chunks: generous on a machine several test runs share.
vi.setConfig({ testTimeout: 20_000 });

let fake: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  fake = installFakeFetch(supportPageRoutes());
  supportElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.removeItem('soldToId');
  fake.restore();
  resetPageConfig();
  resetKitServices();
});

describe('given <anp-support> on a plain page', () => {
  it('renders the bar, the cases and the questions inside its shadow root', async () => {
    const el = mount('anp-support', { country: 'us', lang: 'en', 'heading-level': '3' });
    await waitFor(() => expect(shadow(el).querySelectorAll('article').length).toBe(4), {
      timeout: 8000,
    });
    const headings = [...shadow(el).querySelectorAll('h3')].map((h) => h.textContent);
    expect(headings).toEqual(['Customer service', 'Your cases', 'Frequently asked questions']);
    await waitFor(() =>
      expect(
        shadow(el).querySelector('a[href="/us/en/pages/support/faq/faq-order-cutoff"]'),
      ).not.toBeNull(),
    );
  });

  it('links the questions through its faq-href template', async () => {
    const el = mount('anp-support', {
      country: 'mx',
      lang: 'es',
      'faq-href': 'https://cms.example.com/ayuda/{id}',
    });
    await waitFor(
      () =>
        expect(
          shadow(el).querySelector('a[href="https://cms.example.com/ayuda/faq-order-minimum"]')
            ?.textContent,
        ).toBe('¿Hay un pedido mínimo?'),
      { timeout: 8000 },
    );
  });

  it('renders every part it lists, the empty state of a customer without cases too', async () => {
    fake.restore();
    fake = installFakeFetch(supportPageRoutes(supportPageState([])));
    // Another account chosen on the page (its own cases, none): the page's one SWR cache keeps
    // the cases an earlier test loaded for the first.
    sessionStorage.setItem('soldToId', '0001000999');
    const el = mount('anp-support', { country: 'us', lang: 'en' });
    const part = (name: string) => shadow(el).querySelector(`[part~="${name}"]`);
    await waitFor(() => expect(part('empty-state')).not.toBeNull(), { timeout: 8000 });
    await waitFor(() => expect(part('link')).not.toBeNull());
    for (const name of ['bar', 'heading', 'section', 'section-heading', 'button', 'primary']) {
      expect(part(name), name).not.toBeNull();
    }
    const [casesCall] = fake.callsTo('GET users/account/customerCase');
    expect(casesCall?.headers.get('X-Account-Id')).toBe('0001000999');
  });
});
