import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch, mountElement } from '@anp/core/testing';
import { forbiddenRoutes } from './fixtures';
import { userListElement } from './user-list.element';

// Its own file: the page's SWR cache (one per page, as on a real page) holds the permissions of
// the administrator the other element tests sign in as.
let backend: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  userListElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  backend.restore();
  resetPageConfig();
  resetKitServices();
});

describe('given <anp-user-list> and a caller without the user-management group', () => {
  it('says "no access" at its heading level to a caller without the group', async () => {
    backend = installFakeFetch(forbiddenRoutes());
    const el = mountElement('anp-user-list', { 'heading-level': '3' });
    await waitFor(() =>
      expect(el.shadowRoot?.querySelector('h3')?.textContent).toBe('No access to user management'),
    );
  });
});
