import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch, mountElement } from '@anp/core/testing';
import { listUsers, userListRoutes } from './fixtures';
import { userListElement } from './user-list.element';

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

describe('given <anp-user-list> on a plain page', () => {
  it('lists the users in its shadow root, filtered and paged by its attributes', async () => {
    backend = installFakeFetch(userListRoutes());
    const el = mountElement('anp-user-list', {
      country: 'us',
      lang: 'en',
      status: 'inactive',
      'page-size': '5',
    });
    await waitFor(() => expect(el.shadowRoot?.querySelector('table')).not.toBeNull());
    const call = backend.callsTo('GET users/list')[0];
    expect(call?.query.toString()).toBe('status=Inactive&sort=name&order=asc&limit=5&offset=0');
    expect(call?.headers.get('Authorization')).toBe('Bearer page-token');
    expect(el.shadowRoot?.querySelectorAll('tbody tr')).toHaveLength(5);
  });

  it('lets the page style its rows, badges and the selection’s buttons through parts', async () => {
    backend = installFakeFetch(userListRoutes({ users: listUsers(5) }));
    const el = mountElement('anp-user-list', {});
    await waitFor(() => expect(el.shadowRoot?.querySelector('tbody tr')).not.toBeNull());
    const root = el.shadowRoot as ShadowRoot;
    for (const tone of ['success', 'info', 'neutral'])
      expect(root.querySelector(`[part~="badge"][part~="${tone}"]`)).not.toBeNull();
    (root.querySelector('tbody input[type="checkbox"]') as HTMLInputElement).click();
    await waitFor(() =>
      expect(root.querySelector('[part~="button"][part~="danger"]')).not.toBeNull(),
    );
    expect(root.querySelector('[part~="button"][part~="primary"]')).not.toBeNull();
  });

  it('offers to clear the filters when none match the search it starts with', async () => {
    backend = installFakeFetch(userListRoutes());
    const el = mountElement('anp-user-list', { search: 'nobody at all' });
    await waitFor(() =>
      expect(el.shadowRoot?.querySelector('[part~="empty-state"] h2')?.textContent).toBe(
        'No users match',
      ),
    );
  });
});
