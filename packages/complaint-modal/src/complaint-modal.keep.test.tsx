import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { getActiveElement } from '@anp/ui';
import '@anp/ui';
import { ComplaintModal } from './complaint-modal';
import {
  initialForm,
  savedComplaintKey,
  serializeSavedComplaint,
  type ComplaintCasePayload,
  type SavedComplaint,
} from './index';
import { useReopenSavedComplaint } from './saved-complaint';
import { USER_ID, supportRoutes, supportState, type SupportState } from './fixtures';

// Whole dialogs with lazy chunks, mounted twice per test: generous on a shared machine.
vi.setConfig({ testTimeout: 30_000 });

const CASES = 'users/account/customerCase';
/** The session names no account in these tests: the server's selected one. */
const KEY = savedComplaintKey('selected');

/** A page's "Raise a complaint" control: a button, and the modal opening again on its own. */
function Page() {
  const [open, setOpen] = useState(false);
  useReopenSavedComplaint(() => setOpen(true));
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Raise a complaint
      </button>
      <ComplaintModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** One page load over the same server: a reload is an unmount and a second `load`. */
function server(options: { overrides?: FakeRoutes } = {}) {
  const state: SupportState = supportState();
  const config = resolveConfig({ country: 'us', lang: 'en' }, {});
  const backend = fakeBackend(
    config,
    supportRoutes(state, options.overrides ? { overrides: options.overrides } : {}),
  );
  const load = () =>
    render(
      <KitRoot config={config} services={backend.services} swrCache={new Map()}>
        <Page />
      </KitRoot>,
    );
  return { state, backend, load };
}

/** The dialog once its form has loaded. */
async function openForm() {
  const dialog = await screen.findByRole('dialog', { name: 'Raise a complaint' });
  await within(dialog).findByRole('combobox', { name: 'Plant' });
  return dialog;
}

const textbox = (dialog: HTMLElement, name: string | RegExp) =>
  within(dialog).getByRole('textbox', { name }) as HTMLInputElement;
const select = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('combobox', { name }) as HTMLSelectElement;

function pdf(name: string): File {
  const f = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(f, 'size', { value: 2048 });
  return f;
}

type User = ReturnType<typeof userEvent.setup>;

/** Types part of a complaint and attaches a file, as a user would before the session ends. */
async function typeSome(user: User, dialog: HTMLElement) {
  await user.selectOptions(select(dialog, 'Plant'), 'plant-us-ames');
  await user.selectOptions(select(dialog, 'Category'), 'QUALITY');
  await user.selectOptions(select(dialog, 'Sub-category'), 'MOISTURE');
  await user.click(
    await within(dialog).findByRole('checkbox', { name: /Calf Starter 18% Pellet/ }),
  );
  await user.type(textbox(dialog, /^Affected bags/), '2');
  await user.type(textbox(dialog, /^Quantity/), '40');
  await user.type(textbox(dialog, 'Subject'), 'Mould in two bags');
  await user.type(textbox(dialog, 'What happened?'), 'Found on opening the pallet.');
  await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, [
    pdf('bag-photo.pdf'),
  ]);
  await within(dialog).findByText('Uploaded');
}

const stored = () => sessionStorage.getItem(KEY);
/** Waits until the tab keeps the complaint with its file (the 300 ms debounce). */
const kept = () =>
  waitFor(() => expect(JSON.parse(stored() ?? '{}')).toMatchObject({ uploads: [{}] }));

describe('given a complaint being written when the page reloads or the user signs in again', () => {
  it('keeps what was typed, its draft and its file, and the modal opens again with them', async () => {
    const { state, backend, load } = server();
    const user = userEvent.setup({ applyAccept: false });
    const first = load();
    await user.click(screen.getByRole('button', { name: 'Raise a complaint' }));
    let dialog = await openForm();
    await typeSome(user, dialog);
    await kept();
    const record = stored() ?? '';
    // Plain JSON of what was typed, the draft and the file: nothing of the session's token.
    expect(JSON.parse(record)).toMatchObject({
      userId: USER_ID,
      draftId: 'case-0001',
      form: { subject: 'Mould in two bags', deliveryDate: null },
      uploads: [{ name: 'bag-photo.pdf', size: 2048, type: 'application/pdf' }],
    });
    expect(record).not.toContain('test-token');

    // The page goes away (the redirect to the sign-in provider) and comes back.
    first.unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state.deleted).toEqual([]);
    load();
    dialog = await openForm();
    await waitFor(() => expect(textbox(dialog, 'Subject').value).toBe('Mould in two bags'));
    expect(select(dialog, 'Plant').value).toBe('plant-us-ames');
    expect(select(dialog, 'Sub-category').value).toBe('MOISTURE');
    expect(textbox(dialog, 'What happened?').value).toBe('Found on opening the pallet.');
    expect(textbox(dialog, /^Quantity/).value).toBe('40');
    expect(within(dialog).getByText(/We kept your complaint as you left it/)).toBeTruthy();
    // The file is listed as uploaded, from the draft the server still holds; nothing is sent again.
    expect(
      await within(dialog).findByRole('button', { name: 'Remove bag-photo.pdf' }),
    ).toBeTruthy();
    expect(within(dialog).getByText('Uploaded')).toBeTruthy();
    expect(backend.callsTo(`POST ${CASES}/case-0001/documents`)).toHaveLength(1);
    // Focus is in the dialog, as whenever it opens.
    expect(dialog.contains(getActiveElement(document))).toBe(true);

    // One draft in all: the kept one is taken up, not created again.
    await user.click(within(dialog).getByRole('button', { name: 'Submit complaint' }));
    await screen.findByRole('dialog', { name: 'Complaint submitted' });
    const drafts = backend
      .callsTo(`POST ${CASES}`)
      .filter((c) => (c.body as { caseStatus: string }).caseStatus === 'Draft');
    expect(drafts).toHaveLength(1);
    const payload = state.submitted[0] as ComplaintCasePayload;
    expect(payload).toMatchObject({ id: 'case-0001', subject: 'Mould in two bags' });
    expect(payload.caseDocs).toEqual([state.documents[0]?.id]);
    // Submitted: nothing is kept any more.
    expect(stored()).toBeNull();
  });

  it('keeps the form at once when the page is hidden (pagehide), without waiting', async () => {
    const { load } = server();
    const user = userEvent.setup();
    load();
    await user.click(screen.getByRole('button', { name: 'Raise a complaint' }));
    const dialog = await openForm();
    fireEvent.change(textbox(dialog, 'Subject'), { target: { value: 'Torn bags' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(stored() ?? '{}')).toMatchObject({ form: { subject: 'Torn bags' } });
  });

  it('keeps nothing for an untouched form', async () => {
    const { state, load } = server();
    const user = userEvent.setup();
    load();
    await user.click(screen.getByRole('button', { name: 'Raise a complaint' }));
    await openForm();
    await waitFor(() => expect(state.drafts.size).toBe(1));
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(stored()).toBeNull();
  });

  it('Cancel discards the kept complaint with its draft: the next page load opens nothing', async () => {
    const { state, load } = server();
    const user = userEvent.setup({ applyAccept: false });
    const first = load();
    await user.click(screen.getByRole('button', { name: 'Raise a complaint' }));
    const dialog = await openForm();
    await typeSome(user, dialog);
    await kept();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toBeNull();
    await waitFor(() => expect(state.deleted).toEqual(['case-0001']));
    first.unmount();
    load();
    await user.click(screen.getByRole('button', { name: 'Raise a complaint' }));
    const fresh = await openForm();
    expect(textbox(fresh, 'Subject').value).toBe('');
    expect(within(fresh).queryByText(/We kept your complaint/)).toBeNull();
  });

  it('a complaint kept for another user is never shown, and is removed', async () => {
    const { state, backend, load } = server();
    const other: SavedComplaint = {
      userId: 'user-0099',
      accountId: 'selected',
      savedAt: Date.now() - 1000,
      draftId: 'case-0777',
      form: { ...initialForm(), subject: 'Someone else’s complaint' },
      uploads: [],
    };
    sessionStorage.setItem(KEY, serializeSavedComplaint(other));
    const user = userEvent.setup();
    load();
    // The user context is read (to know who is signed in); the modal does not open on its own.
    await waitFor(() => expect(backend.callsTo('GET users/context').length).toBeGreaterThan(0));
    await waitFor(() => expect(stored()).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Raise a complaint' }));
    const dialog = await openForm();
    expect(textbox(dialog, 'Subject').value).toBe('');
    await waitFor(() => expect(state.drafts.size).toBe(1));
    expect(backend.callsTo(`GET ${CASES}/case-0777/documents`)).toEqual([]);
  });

  it('a draft the server no longer holds: a new one, the fields kept, the files named to add again', async () => {
    const { state, backend, load } = server();
    const user = userEvent.setup({ applyAccept: false });
    const first = load();
    await user.click(screen.getByRole('button', { name: 'Raise a complaint' }));
    let dialog = await openForm();
    await typeSome(user, dialog);
    await kept();
    first.unmount();
    // Meanwhile the server discarded the draft (a day old) with its file.
    state.drafts.delete('case-0001');
    state.documents = [];
    load();
    dialog = await openForm();
    await waitFor(() => expect(textbox(dialog, 'Subject').value).toBe('Mould in two bags'));
    expect(
      await within(dialog).findByText(
        'The file you attached could not be kept. Please add it again:',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('bag-photo.pdf').closest('li')).toBeTruthy();
    await waitFor(() => expect(state.drafts.size).toBe(1));
    const newDraft = [...state.drafts.keys()][0];
    expect(newDraft).not.toBe('case-0001');
    expect(within(dialog).queryByText('Uploaded')).toBeNull();
    // The record names the new draft from now on.
    await waitFor(() =>
      expect(JSON.parse(stored() ?? '{}')).toMatchObject({ draftId: newDraft, uploads: [] }),
    );
    expect(
      backend
        .callsTo(`POST ${CASES}`)
        .filter((c) => (c.body as { caseStatus: string }).caseStatus === 'Draft'),
    ).toHaveLength(2);
  });

  it('a page that removes the open modal keeps the draft the kept complaint names', async () => {
    const { state, load } = server();
    const user = userEvent.setup({ applyAccept: false });
    const first = load();
    await user.click(screen.getByRole('button', { name: 'Raise a complaint' }));
    const dialog = await openForm();
    await waitFor(() => expect(state.drafts.size).toBe(1));
    fireEvent.change(textbox(dialog, 'Subject'), { target: { value: 'Torn bags' } });
    // Removed before the debounce: the removal itself keeps what was typed.
    first.unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(JSON.parse(stored() ?? '{}')).toMatchObject({
      draftId: 'case-0001',
      form: { subject: 'Torn bags' },
    });
    expect(state.deleted).toEqual([]);
  });
});
