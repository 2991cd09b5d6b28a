import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch, mountElement } from '@anp/core/testing';
import { userEditorRoutes } from './fixtures';
import { userEditorElement } from './user-editor.element';

let backend: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  backend = installFakeFetch(userEditorRoutes());
  userEditorElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  document.body.innerHTML = '';
  backend.restore();
  resetPageConfig();
  resetKitServices();
  sessionStorage.clear();
});

describe('given <anp-user-editor> on a plain page', () => {
  it('adds a user without user-id, at the heading level it is given', async () => {
    const el = mountElement('anp-user-editor', { country: 'us', lang: 'en', 'heading-level': '2' });
    await waitFor(() => expect(el.shadowRoot?.querySelector('h2')?.textContent).toBe('Add a user'));
  });

  it('edits the user its user-id names, in the page language', async () => {
    const el = mountElement('anp-user-editor', { country: 'us', lang: 'es', 'user-id': 'u-100' });
    await waitFor(() =>
      expect(el.shadowRoot?.querySelector('h1')?.textContent).toBe('Editar a Dale Jensen'),
    );
    expect(backend.callsTo('GET users/u-100')[0]?.headers.get('Authorization')).toBe(
      'Bearer page-token',
    );
  });
});
