import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend } from '@anp/core/testing';
import '@anp/ui';
import { initialForm, savedComplaintKey, serializeSavedComplaint } from '@anp/complaint-modal';
import { SupportCenter } from './support';
import { supportPageRoutes, supportPageState } from '../fixtures';

// The real complaint modal, loaded on demand as on the page: a chunk of its own.
vi.setConfig({ testTimeout: 30_000 });

function setup() {
  const config = resolveConfig({ country: 'us', lang: 'en' }, {});
  const state = supportPageState();
  const backend = fakeBackend(config, supportPageRoutes(state));
  render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <SupportCenter />
    </KitRoot>,
  );
  return { backend, state, user: userEvent.setup() };
}

describe('given the support bar with the complaint modal', () => {
  it('opens the modal, which opens a draft case; Cancel discards the draft and returns focus', async () => {
    const { backend, state, user } = setup();
    const bar = screen.getByRole('region', { name: 'Customer service' });
    const raise = within(bar).getByRole('button', { name: 'Raise a complaint' });
    await user.click(raise);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await waitFor(() => expect(state.modal.drafts.size).toBe(1));
    const draftId = [...state.modal.drafts.keys()][0];
    expect(backend.callsTo('POST users/account/customerCase').map((c) => c.body)).toContainEqual({
      caseStatus: 'Draft',
      caseType: 'Complaint',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(state.modal.deleted).toEqual([draftId]));
    expect(document.activeElement).toBe(raise);
    // Nothing was submitted: the list is as it was.
    expect(screen.getByText('Showing 4 of 4 cases')).toBeTruthy();
  });

  it('opens the modal on its own with the complaint the user was writing before signing in again', async () => {
    sessionStorage.setItem(
      savedComplaintKey('selected'),
      serializeSavedComplaint({
        userId: 'user-0042',
        accountId: 'selected',
        savedAt: Date.now(),
        draftId: null,
        form: { ...initialForm(), subject: 'Stones in the feed' },
        uploads: [],
      }),
    );
    const { state } = setup();
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const subject = await within(dialog).findByRole('textbox', { name: 'Subject' });
    await waitFor(() => expect((subject as HTMLInputElement).value).toBe('Stones in the feed'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await waitFor(() => expect(state.modal.drafts.size).toBe(1));
  });
});
