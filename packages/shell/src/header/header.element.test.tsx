import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetKitServices, resetPageConfig, resolveConfig } from '@anp/core';
import { installFakeFetch, mountElement as mount, shadowOf as shadow } from '@anp/core/testing';
import { headerElement } from './header.element';
import { shellRoutes } from '../fixtures';

let restoreFetch: () => void = () => undefined;

beforeEach(() => {
  // A page with its own token and backend answering the pork user's shell reads.
  const routes = shellRoutes(resolveConfig({ country: 'us', lang: 'en' }, {}), {
    persona: 'pork.us',
  });
  restoreFetch = installFakeFetch(routes).restore;
  headerElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  restoreFetch();
  resetPageConfig();
  resetKitServices();
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
});
