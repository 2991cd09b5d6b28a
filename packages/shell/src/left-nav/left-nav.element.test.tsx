import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetKitServices, resetPageConfig, resolveConfig } from '@anp/core';
import { installFakeFetch, mountElement as mount, shadowOf as shadow } from '@anp/core/testing';
import { leftNavElement } from './left-nav.element';
import { shellRoutes } from '../fixtures';

let restoreFetch: () => void = () => undefined;

beforeEach(() => {
  // A page with its own token and backend answering the pork user's shell reads.
  const routes = shellRoutes(resolveConfig({ country: 'us', lang: 'en' }, {}), {
    persona: 'pork.us',
  });
  restoreFetch = installFakeFetch(routes).restore;
  leftNavElement.register();
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
describe('given <anp-left-nav> whose user context fails', () => {
  it('renders every part it lists: a secondary button to try again', async () => {
    restoreFetch();
    const routes = shellRoutes(resolveConfig({ country: 'us', lang: 'en' }, {}), {
      persona: 'pork.us',
      context: 'fail',
    });
    restoreFetch = installFakeFetch(routes).restore;
    const el = mount('anp-left-nav', { country: 'us', lang: 'en' });
    await waitFor(() => expect(shadow(el).querySelector('[role="alert"]')).not.toBeNull(), {
      timeout: 5000,
    });
    const retry = shadow(el).querySelector('[part~="button"][part~="secondary"]');
    expect(retry?.textContent).toBeTruthy();
    // The failed call also says so in the page's error toast.
    await waitFor(() =>
      expect(shadow(el).querySelector('[part~="toast"][part~="error"]')).not.toBeNull(),
    );
  });
});

describe('given <anp-left-nav variant="panels">', () => {
  it('renders the first panel of the pork tree', async () => {
    const el = mount('anp-left-nav', { country: 'us', lang: 'en', variant: 'panels' });
    await waitFor(() =>
      expect(
        Array.from(shadow(el).querySelectorAll('nav button')).map((b) => b.textContent),
      ).toEqual(['Nutrition cloud', 'Research']),
    );
  });
});

describe('given <anp-left-nav> as a sidebar', () => {
  it('opens the group of the current page and dispatches anp-navigate from the element', async () => {
    const user = userEvent.setup();
    const el = mount('anp-left-nav', {
      country: 'us',
      lang: 'en',
      'current-path': '/us/en/pages/research/all',
    });
    const paths: string[] = [];
    el.addEventListener('anp-navigate', (event) => {
      event.preventDefault();
      paths.push((event as CustomEvent<{ path: string }>).detail.path);
    });
    const current = await waitFor(() => {
      const found = shadow(el).querySelector<HTMLAnchorElement>('a[aria-current="page"]');
      expect(found?.textContent).toBe('All research');
      return found as HTMLAnchorElement;
    });
    await user.click(current);
    expect(paths).toEqual(['/us/en/pages/research/all']);
  });
});
