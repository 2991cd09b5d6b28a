import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch, mountElement as mount, shadowOf as shadow } from '@anp/core/testing';
import { bulkUsersRoutes } from './fixtures';
import { bulkUsersElement } from './bulk-users.element';

// Whole widgets with lazy chunks: generous on a machine several test runs share.
vi.setConfig({ testTimeout: 20_000 });

let fake: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  fake = installFakeFetch(bulkUsersRoutes());
  bulkUsersElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  fake.restore();
  resetPageConfig();
  resetKitServices();
});

describe('given <anp-bulk-users> on a plain page', () => {
  it('renders its steps at the heading level asked for, with the parts it lists', async () => {
    const el = mount('anp-bulk-users', { country: 'br', lang: 'pt', 'heading-level': '2' });
    await waitFor(
      () => expect(shadow(el).querySelector('h2')?.textContent).toBe('Carga em massa de usuários'),
      { timeout: 8000 },
    );
    const part = (name: string) => shadow(el).querySelector(`[part~="${name}"]`);
    for (const name of [
      'bulk-users',
      'heading',
      'section',
      'section-heading',
      'upload-area',
      'button',
      'secondary',
    ])
      expect(part(name), name).not.toBeNull();
    expect(shadow(el).querySelectorAll('h3')).toHaveLength(2);
    expect(fake.callsTo('GET users/permissions')).toHaveLength(1);

    // A valid file checked, then applied: the file's row, Apply (primary) and the job's bar. The
    // element's client sends files with XMLHttpRequest where there is one; without it, with the
    // fake fetch.
    vi.stubGlobal('XMLHttpRequest', undefined);
    const input = shadow(el).querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['email\n'], 'april.csv', { type: 'text/csv' }));
    await waitFor(() => expect(part('primary')).not.toBeNull(), { timeout: 8000 });
    expect(part('file')).not.toBeNull();
    (part('primary') as HTMLButtonElement).click();
    await waitFor(() => expect(part('progress')).not.toBeNull());
  });
});
