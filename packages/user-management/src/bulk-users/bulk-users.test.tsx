import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { BulkUsers } from './bulk-users';
import { bulkUsersRoutes } from './fixtures';

// Whole widgets with lazy strings: generous on a machine several test runs share.
vi.setConfig({ testTimeout: 20_000 });

const saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  saved.length = 0;
  // saveBlob clicks a hidden <a download>: keep what it would save instead of navigating.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href) ?? new Blob() });
  });
});
afterEach(() => vi.restoreAllMocks());
const blobs = new Map<string, Blob>();
URL.createObjectURL = (blob: Blob | MediaSource) => {
  const url = `blob:test/${blobs.size}`;
  blobs.set(url, blob as Blob);
  return url;
};
URL.revokeObjectURL = () => {};

function setup(options: { routes?: FakeRoutes; lang?: string; country?: string } = {}) {
  const config = resolveConfig(
    { country: options.country ?? 'us', lang: options.lang ?? 'en' },
    {},
  );
  const backend = fakeBackend(config, { ...bulkUsersRoutes({ steps: 2 }), ...options.routes });
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <BulkUsers />
    </KitRoot>,
  );
  return { backend, view, user: userEvent.setup() };
}

const csv = (name: string) => new File(['email,firstName\n'], name, { type: 'text/csv' });

async function upload(user: ReturnType<typeof userEvent.setup>, file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, file);
}

describe('given an administrator on the bulk upload', () => {
  it('offers the templates, checks a file with errors and lists the rows to fix by line', async () => {
    const { view, backend, user } = setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bulk upload of users' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'No file checked yet. Upload the filled-in template: nothing is saved until you apply.',
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Template (Excel)' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['users-template.xlsx']));
    expect(backend.callsTo('GET users/bulk/template')[0]?.query.get('format')).toBe('xlsx');
    expect(backend.callsTo('GET users/bulk/template')[0]?.query.get('lang')).toBe('en');

    await upload(user, csv('march-errors.csv'));
    const summary = await screen.findByRole('region', { name: /Check result/ });
    const validate = backend.callsTo('POST users/bulk/validate')[0];
    expect((validate?.body as FormData).get('mode')).toBe('upsert');
    expect(within(summary).getByText('File: march-errors.csv')).toBeTruthy();
    const counts = [...summary.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`,
    );
    expect(counts).toEqual(['Rows=10', 'To create=5', 'To update=2', 'Rows with errors=3']);
    expect(
      within(summary).getByText(
        '3 rows have errors. Fix them in your file and upload it again, or apply the valid rows only.',
      ),
    ).toBeTruthy();

    const table = screen.getByRole('table', { name: /Rows to fix/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['3', 'Accounts', '0099999999', 'No account has the sold-to code 0099999999.'],
      ['5', 'E-mail', 'ana.ruiz@demo.test', 'This e-mail is also on line 2 of the file.'],
      ['5', 'Role', 'Boss', 'Unknown role "Boss": use a role code of the market.'],
      [
        '8',
        'Accounts',
        '0020200044',
        'The primary account 0020200044 belongs to the Mexico market: add this user in Mexico.',
      ],
    ]);
    expect((await axe.run(view.container)).violations.map((v) => v.id)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Download the errors (CSV)' }));
    const file = saved.at(-1);
    expect(file?.name).toBe('march-errors-errors.csv');
    const bytes = new Uint8Array((await file?.blob.arrayBuffer()) ?? new ArrayBuffer(0));
    // A byte-order mark first, so Excel reads the accents right (text() drops it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await file?.blob.text();
    expect(text?.split('\r\n').slice(0, 2)).toEqual([
      'Line,Column,Code,Value,Problem',
      '3,Accounts,UNKNOWN_ACCOUNT,0099999999,No account has the sold-to code 0099999999.',
    ]);
  });

  it('counts existing e-mails as errors in create-only mode, checking the file again', async () => {
    const { backend, user } = setup();
    await screen.findByRole('heading', { level: 1 });
    await upload(user, csv('march-errors.csv'));
    await screen.findByRole('table', { name: /Rows to fix/ });
    await user.click(
      screen.getByRole('radio', { name: 'Count them as errors: only create new users' }),
    );
    await waitFor(() => expect(screen.getByText('dale@demo.test')).toBeTruthy());
    const calls = backend.callsTo('POST users/bulk/validate');
    expect(calls.map((c) => (c.body as FormData).get('mode'))).toEqual(['upsert', 'create-only']);
  });

  it('applies the valid rows only after a confirmation naming the skipped rows, with progress and the result file', async () => {
    const { view, backend, user } = setup();
    await screen.findByRole('heading', { level: 1 });
    await upload(user, csv('march-errors.csv'));
    await user.click(await screen.findByRole('button', { name: 'Apply the 7 valid rows' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply the valid rows only?' });
    expect(
      within(dialog).getByText(
        '3 rows with errors will be skipped and not saved. Upload a corrected file later to add them.',
      ),
    ).toBeTruthy();
    expect(backend.callsTo('POST users/bulk/apply')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Apply the 7 valid rows' }));
    expect(backend.callsTo('POST users/bulk/apply')[0]?.body).toEqual({
      uploadId: 'up-marcherrorscsv',
    });

    const bar = await screen.findByRole('progressbar', { name: 'Saving the users' });
    expect(bar.getAttribute('aria-valuemax')).toBe('7');
    await screen.findByText('Done: 4 created, 2 updated, 1 refused.', { selector: 'p' });
    expect(bar.getAttribute('aria-valuenow')).toBe('7');
    expect(screen.getByText('7 of 7 rows processed')).toBeTruthy();
    // No second apply of the same check.
    expect(screen.queryByRole('button', { name: /Apply/ })).toBeNull();
    expect((await axe.run(view.container)).violations.map((v) => v.id)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Result file (CSV)' }));
    await waitFor(() => expect(saved.at(-1)?.name).toBe('march-errors-result.csv'));
    expect(backend.callsTo('GET users/bulk/jobs/job-1/result')[0]?.query.get('format')).toBe('csv');

    await user.click(screen.getByRole('button', { name: 'Upload another file' }));
    expect(screen.queryByRole('region', { name: /Check result/ })).toBeNull();
  });

  it('applies a file without errors at once', async () => {
    const { backend, user } = setup();
    await screen.findByRole('heading', { level: 1 });
    await upload(user, csv('april.csv'));
    await user.click(await screen.findByRole('button', { name: 'Apply 12 rows' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByText('Done: 7 created, 4 updated, 1 refused.', { selector: 'p' });
    expect(backend.callsTo('POST users/bulk/apply')).toHaveLength(1);
  });

  it('keeps the previous result while a corrected file is checked (fix-and-retry)', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const routes = bulkUsersRoutes();
    const { user } = setup({
      routes: {
        'POST users/bulk/validate': async (call) => {
          const name = ((call.body as FormData).get('file') as File).name;
          if (name === 'fixed.csv') await held;
          return routes['POST users/bulk/validate']?.(call);
        },
      },
    });
    await screen.findByRole('heading', { level: 1 });
    await upload(user, csv('march-errors.csv'));
    await screen.findByRole('table', { name: /Rows to fix/ });
    await upload(user, csv('fixed.csv'));
    expect(
      await screen.findByText(/fixed\.csv.* The result below is still that of march-errors\.csv/),
    ).toBeTruthy();
    expect(screen.getByText('File: march-errors.csv')).toBeTruthy();
    release();
    expect(await screen.findByText('File: fixed.csv')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Every row is valid. Nothing is saved until you apply.')).toBeTruthy();
  });

  it('pages a long list of errors', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1 });
    await upload(user, csv('many.csv'));
    const table = await screen.findByRole('table', { name: /Rows to fix/ });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getAllByText('Errors 1 to 20 of 45').length).toBeGreaterThan(0);
    expect(screen.getByText('5,000', { selector: 'dd' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next errors' }));
    await user.click(screen.getByRole('button', { name: 'Next errors' }));
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(
      (screen.getByRole('button', { name: 'Next errors' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByText('4,100', { selector: 'dd' })).toBeTruthy();
  });

  it("shows the server's words when it refuses the file as a whole", async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 1 });
    await upload(user, csv('bad-header.csv'));
    expect(
      await screen.findByText(
        'bad-header.csv could not be checked. The first row is not the template\u2019s: the column "email" is missing.',
      ),
    ).toBeTruthy();
  });

  it('says when the checked file expired before Apply', async () => {
    const { user } = setup({
      routes: {
        'POST users/bulk/apply': () => ({
          status: 404,
          body: { code: 'BULK_UPLOAD_EXPIRED', message: 'Gone' },
        }),
      },
    });
    await screen.findByRole('heading', { level: 1 });
    await upload(user, csv('april.csv'));
    await user.click(await screen.findByRole('button', { name: 'Apply 12 rows' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The checked file is no longer kept on the server. Upload it again to check it.',
    );
  });
});

describe('given a user without the user-management group', () => {
  it('says they cannot manage users instead of the steps', async () => {
    const { view } = setup({
      routes: {
        'GET users/permissions': () => ({
          status: 403,
          body: { code: 'FORBIDDEN', message: 'Forbidden' },
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'No access to user management' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'You do not have the right to manage users. Ask an administrator for access.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Template (CSV)' })).toBeNull();
    expect((await axe.run(view.container)).violations.map((v) => v.id)).toEqual([]);
  });

  it('offers Try again when the rights cannot be read', async () => {
    let fail = true;
    const { user } = setup({
      routes: {
        'GET users/permissions': () =>
          fail
            ? { status: 500, body: { code: 'DOWN', message: 'Down' } }
            : bulkUsersRoutes()['GET users/permissions']?.({} as never),
      },
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Template (CSV)' })).toBeTruthy();
  });
});

describe('in Spanish (Mexico)', () => {
  it('speaks Spanish and writes numbers in the market format', async () => {
    const { user } = setup({ lang: 'es', country: 'mx' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Carga masiva de usuarios' }),
    ).toBeTruthy();
    await upload(user, csv('many.csv'));
    expect(
      await screen.findByRole('button', { name: 'Aplicar las 4,955 filas válidas' }),
    ).toBeTruthy();
  });
});
