import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch } from '@anp/core/testing';
import { KOREAN_ACCOUNTS, US_RETAILER_ACCOUNTS, selectorRoutes } from './fixtures';
import { accountSelectorElement } from './account-selector.element';

function mount(attrs: Record<string, string> = {}) {
  const el = document.createElement('anp-account-selector');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

const shadow = (el: Element) => el.shadowRoot as ShadowRoot;
const button = (el: Element, text: string) =>
  [...shadow(el).querySelectorAll('button')].find((b) => b.textContent?.includes(text)) ?? null;

let restoreFetch: () => void = () => undefined;

beforeEach(() => {
  // A page that supplies its own token, and an account service answering the retailer's data.
  restoreFetch = installFakeFetch(selectorRoutes('retailer', US_RETAILER_ACCOUNTS)).restore;
  accountSelectorElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  restoreFetch();
  resetPageConfig();
  resetKitServices();
});

describe('given <anp-account-selector> on a plain page', () => {
  it('renders the current account inside its shadow root', async () => {
    const el = mount({ country: 'us', lang: 'en' });
    await waitFor(() => expect(button(el, 'Prairie Feed & Supply')).not.toBeNull());
    expect(button(el, 'Prairie Feed & Supply')?.getAttribute('aria-expanded')).toBe('false');
  });

  it('dispatches anp-account-changed once, with the account id and region', async () => {
    const seen: unknown[] = [];
    const onChanged = (event: Event) => seen.push((event as CustomEvent).detail);
    const onNavigate = (event: Event) => event.preventDefault();
    document.addEventListener('anp-account-changed', onChanged);
    document.addEventListener('anp-navigate', onNavigate);
    const el = mount({ country: 'us', lang: 'en' });
    await waitFor(() => expect(button(el, 'Prairie Feed & Supply')).not.toBeNull());
    await userEvent.click(button(el, 'Prairie Feed & Supply')!);
    await waitFor(() => expect(button(el, 'Jensen Farm Store')).not.toBeNull());
    await userEvent.click(button(el, 'Jensen Farm Store')!);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen).toEqual([{ accountId: US_RETAILER_ACCOUNTS[1]!.id, region: 'us' }]);
    document.removeEventListener('anp-account-changed', onChanged);
    document.removeEventListener('anp-navigate', onNavigate);
  });

  it('closes the dropdown on a click elsewhere on the page', async () => {
    const el = mount({ country: 'us', lang: 'en' });
    // The page's one SWR cache outlives a test: the switch above may have made another account
    // current, so the trigger is found by its role rather than by the account it shows.
    const trigger = () => shadow(el).querySelector<HTMLButtonElement>('button[aria-haspopup]');
    await waitFor(() => expect(trigger()).not.toBeNull());
    await userEvent.click(trigger()!);
    await waitFor(() => expect(shadow(el).querySelector('[role="dialog"]')).not.toBeNull());
    await userEvent.click(document.body);
    await waitFor(() => expect(shadow(el).querySelector('[role="dialog"]')).toBeNull());
  });

  it('shows the panel variant inline', async () => {
    const el = mount({ country: 'us', lang: 'en', variant: 'panel' });
    await waitFor(() =>
      expect(shadow(el).querySelector('ul[aria-label="Accounts"]')).not.toBeNull(),
    );
    expect(shadow(el).querySelector('[aria-haspopup]')).toBeNull();
  });

  it('renders every part it lists: the search field and more accounts of a long list', async () => {
    // 45 accounts on a Korean page: the searchable list, 20 at a time, with a button for more.
    restoreFetch();
    restoreFetch = installFakeFetch(selectorRoutes('korea', KOREAN_ACCOUNTS)).restore;
    const el = mount({ country: 'kr', lang: 'en', variant: 'panel' });
    const part = (name: string) => shadow(el).querySelector(`[part~="${name}"]`);
    await waitFor(() => expect(shadow(el).querySelector('input')).not.toBeNull());
    expect(part('panel')).not.toBeNull();
    expect(part('field')).not.toBeNull();
    expect(part('field-label')?.textContent).toBeTruthy();
    expect(part('input')).toBe(shadow(el).querySelector('input'));
    await waitFor(() => expect(part('account')).not.toBeNull());
    expect(shadow(el).querySelector('[part~="button"][part~="secondary"]')).not.toBeNull();
  });
});
