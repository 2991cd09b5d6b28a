import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch, mountElement as mount, shadowOf as shadow } from '@anp/core/testing';
import { footerElement } from './footer.element';

let restoreFetch: () => void = () => undefined;

beforeEach(() => {
  // The footer reads nothing from the backend: any request would answer 404.
  restoreFetch = installFakeFetch({}).restore;
  footerElement.register();
});

afterEach(() => {
  document.body.innerHTML = '';
  restoreFetch();
  resetPageConfig();
  resetKitServices();
});

describe('given <anp-footer> on a plain page', () => {
  it('shows the links and the copyright of its attributes inside its shadow root', async () => {
    const el = mount('anp-footer', {
      country: 'mx',
      lang: 'es',
      year: '2026',
      owner: 'Example Feeds',
      links: JSON.stringify([{ label: 'Privacidad', href: '/privacidad' }]),
    });
    await waitFor(() =>
      expect(shadow(el).textContent).toContain(
        '© 2026 Example Feeds. Todos los derechos reservados.',
      ),
    );
    const link = shadow(el).querySelector<HTMLAnchorElement>('a[href="/privacidad"]');
    expect(link?.textContent).toBe('Privacidad');
  });

  it('dispatches anp-cookie-settings from the element when no consent link is slotted', async () => {
    const user = userEvent.setup();
    const el = mount('anp-footer', { country: 'us', lang: 'en' });
    let asked = 0;
    el.addEventListener('anp-cookie-settings', () => (asked += 1));
    const button = await waitFor(() => {
      const found = shadow(el).querySelector('button');
      expect(found?.textContent).toBe('Cookie settings');
      return found as HTMLButtonElement;
    });
    await user.click(button);
    expect(asked).toBe(1);
  });

  it('offers the cookie-consent slot to the page', async () => {
    const el = mount(
      'anp-footer',
      { country: 'us', lang: 'en' },
      '<a slot="cookie-consent" href="#consent">Consent</a>',
    );
    await waitFor(() =>
      expect(shadow(el).querySelector('slot[name="cookie-consent"]')).not.toBeNull(),
    );
    const slot = shadow(el).querySelector<HTMLSlotElement>('slot[name="cookie-consent"]');
    expect(slot?.assignedElements().map((a) => a.textContent)).toEqual(['Consent']);
  });
});
