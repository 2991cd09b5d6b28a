import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetKitServices, resetPageConfig, resolveConfig } from '@anp/core';
import { installFakeFetch, mountElement as mount, shadowOf as shadow } from '@anp/core/testing';
import type { Account } from '@anp/core';
import { US_RETAILER_ACCOUNTS, pageOf } from '@anp/account-selector/fixtures';
import { headerElement } from './header.element';
import { maintenanceWindow, personaContext, shellRoutes } from '../fixtures';

let restoreFetch: () => void = () => undefined;

// A maintenance window in an hour (issue 16): the header shows its notice above the bar.
const banners = [maintenanceWindow(new Date(), 1, 2)];

beforeEach(() => {
  // A page with its own token and backend answering the pork user's shell reads.
  const routes = shellRoutes(resolveConfig({ country: 'us', lang: 'en' }, {}), {
    persona: 'pork.us',
    banners,
  });
  restoreFetch = installFakeFetch({
    ...routes,
    // The account selector's list, for its popover.
    'GET users/accounts/paged': (call) => pageOf(US_RETAILER_ACCOUNTS, call.query),
  }).restore;
  headerElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  restoreFetch();
  resetPageConfig();
  resetKitServices();
});

// First: the page's one SWR cache keeps the user context of a test that loaded it, and a context
// the element already has hides a failure.
describe('given <anp-header> whose user context fails', () => {
  it('renders every part it lists: a secondary button to try again', async () => {
    restoreFetch();
    const routes = shellRoutes(resolveConfig({ country: 'us', lang: 'en' }, {}), {
      persona: 'pork.us',
      context: 'fail',
      banners,
    });
    restoreFetch = installFakeFetch(routes).restore;
    const el = mount('anp-header', { country: 'us', lang: 'en' });
    // within() takes an HTMLElement; a shadow root answers the same queries.
    const bar = within(shadow(el) as unknown as HTMLElement);
    expect(await bar.findByRole('alert', {}, { timeout: 5000 })).toHaveProperty(
      'textContent',
      'Your details could not be loaded.',
    );
    expect(bar.getByRole('button', { name: 'Retry' }).getAttribute('part')).toBe(
      'button secondary',
    );
  });
});

describe('given <anp-header> on a plain page', () => {
  it('renders the tabs in its shadow root; a dropdown stays open for clicks inside it', async () => {
    const user = userEvent.setup();
    const el = mount('anp-header', {
      country: 'us',
      lang: 'en',
      'current-path': '/us/en/pages/research/all',
    });
    const button = await waitFor(() => {
      const found = Array.from(shadow(el).querySelectorAll('button')).find(
        (b) => b.textContent === 'Research',
      );
      expect(found).toBeDefined();
      return found as HTMLButtonElement;
    });
    expect(button.getAttribute('data-section')).toBe('true');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const current = shadow(el).querySelector('a[aria-current="page"]');
    expect(current?.textContent).toBe('All research');
    // A click inside the dropdown is inside, though the page sees the element as its target.
    await user.click(shadow(el).getElementById(button.getAttribute('aria-controls') ?? '')!);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.click(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('dispatches anp-navigate from the element for a tab click', async () => {
    const user = userEvent.setup();
    const el = mount('anp-header', { country: 'us', lang: 'en' });
    const paths: string[] = [];
    el.addEventListener('anp-navigate', (event) => {
      event.preventDefault();
      paths.push((event as CustomEvent<{ path: string }>).detail.path);
    });
    const link = await waitFor(() => {
      const found = shadow(el).querySelector<HTMLAnchorElement>('a[href$="/porkdocuments"]');
      expect(found).not.toBeNull();
      return found as HTMLAnchorElement;
    });
    await user.click(link);
    expect(paths).toEqual(['/us/en/pages/porkdocuments']);
  });

  it('renders every part it lists: the account popover, the drawer, the phone menu', async () => {
    const user = userEvent.setup();
    const part = (el: Element, name: string) => shadow(el).querySelector(`[part~="${name}"]`);
    // within() takes an HTMLElement; a shadow root answers the same queries.
    const screenOf = (el: Element) => within(shadow(el) as unknown as HTMLElement);
    // The pork user's backend, where choosing a feed account selects it.
    let chosen: Account | null = null;
    restoreFetch();
    restoreFetch = installFakeFetch({
      ...shellRoutes(resolveConfig({ country: 'us', lang: 'en' }, {}), {
        persona: 'pork.us',
        banners,
      }),
      'GET users/context': () => {
        const context = personaContext('pork.us');
        return chosen
          ? { ...context, businessUnit: chosen.businessUnit, selectedAccount: chosen }
          : context;
      },
      'GET users/accounts/paged': (call) => pageOf(US_RETAILER_ACCOUNTS, call.query),
      'POST users/account/selected': (call) => {
        const id = call.headers.get('X-Account-Id');
        const account = US_RETAILER_ACCOUNTS.find((a) => a.id === id);
        chosen = account ? { ...account, selected: true } : null;
        return { selectedAccount: chosen };
      },
    }).restore;
    const el = mount('anp-header', { country: 'us', lang: 'en' });
    // The page routes itself (a switch goes to the landing page).
    el.addEventListener('anp-navigate', (event) => event.preventDefault());
    const bar = screenOf(el);
    // A maintenance window of the user's market shows above the bar, with Dismiss (issue 16).
    const dismiss = await bar.findByRole(
      'button',
      { name: /^Dismiss the maintenance notice/ },
      { timeout: 5000 },
    );
    expect(dismiss.getAttribute('part')).toBe('dismiss');
    expect(part(el, 'maintenance-notice')?.textContent).toContain('Scheduled maintenance:');
    // The account selector opens its popover of accounts, the current one marked.
    await user.click(await bar.findByRole('button', { name: /^Account/ }, { timeout: 5000 }));
    const popover = await bar.findByRole('dialog', { name: /account/i });
    const account = await within(popover).findByRole('button', { name: /^Jensen Farm Store/ });
    expect(account.getAttribute('part')).toBe('account');
    await user.keyboard('{Escape}');
    // The bell opens the notification drawer.
    await user.click(bar.getByRole('button', { name: /^Notifications/ }));
    await waitFor(() => expect(part(el, 'notification')).not.toBeNull(), { timeout: 5000 });
    expect(part(el, 'drawer')).not.toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(part(el, 'drawer')).toBeNull());
    // A pork account has no cart; switching to a feed account brings it, with its count.
    expect(bar.queryByRole('link', { name: /^Cart/ })).toBeNull();
    await user.click(bar.getByRole('button', { name: /^Account/ }));
    await user.click(await bar.findByRole('button', { name: /^Jensen Farm Store/ }));
    const cart = await bar.findByRole('link', { name: 'Cart, 3 items' });
    expect(cart.getAttribute('part')).toBe('icon-button cart');
    el.remove();
    // On a phone-wide window, the hamburger opens the navigation.
    window.matchMedia = vi.fn().mockImplementation((query: string) => ({
      matches: true,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    try {
      const phone = mount('anp-header', { country: 'us', lang: 'en' });
      const narrow = screenOf(phone);
      await user.click(await narrow.findByRole('button', { name: 'Menu' }));
      const nav = await narrow.findByRole('navigation', { name: 'Main navigation' });
      await waitFor(() => expect(part(phone, 'nav-group')).not.toBeNull());
      expect(part(phone, 'nav-link')).not.toBeNull();
      expect(within(nav).getByRole('button', { name: 'Logout' })).toBeTruthy();
      phone.remove();
    } finally {
      // @ts-expect-error jsdom has no matchMedia; this test adds one.
      delete window.matchMedia;
    }
  });
});
