import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import '@anp/ui';
import { ComplaintModal } from './complaint-modal';
import type { ComplaintCasePayload, CustomerCase } from './api/support-api';
import { supportRoutes, supportState, type SupportState } from './fixtures';

// Whole dialogs with axe and lazy chunks: generous on a machine several test runs share.
vi.setConfig({ testTimeout: 30_000 });

const CASES = 'users/account/customerCase';

function Harness(props: {
  onClose: () => void;
  onSubmitted: (c: CustomerCase) => void;
  initiallyOpen: boolean;
}) {
  const [open, setOpen] = useState(props.initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open complaint
      </button>
      <ComplaintModal
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
        onSubmitted={props.onSubmitted}
      />
    </>
  );
}

function setup(
  options: {
    country?: string;
    lang?: string;
    state?: SupportState;
    overrides?: FakeRoutes;
    open?: boolean;
    phone?: string | null;
  } = {},
) {
  const config = resolveConfig(
    { country: options.country ?? 'us', lang: options.lang ?? 'en' },
    {},
  );
  const state = options.state ?? supportState();
  const backend = fakeBackend(
    config,
    supportRoutes(state, {
      ...(options.overrides ? { overrides: options.overrides } : {}),
      ...(options.phone !== undefined ? { phone: options.phone } : {}),
    }),
  );
  const onClose = vi.fn();
  const onSubmitted = vi.fn();
  const view = render(
    <KitRoot config={config} services={backend.services} swrCache={new Map()}>
      <Harness onClose={onClose} onSubmitted={onSubmitted} initiallyOpen={options.open ?? true} />
    </KitRoot>,
  );
  return { backend, state, view, onClose, onSubmitted, user: userEvent.setup() };
}

/** The dialog once its form has loaded. */
async function openForm() {
  const dialog = await screen.findByRole('dialog', { name: 'Raise a complaint' });
  await within(dialog).findByRole('combobox', { name: 'Plant' });
  return dialog;
}

async function axeClean(container: HTMLElement) {
  const result = await axe.run(container, { rules: { region: { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

describe('given the modal opens', () => {
  it('creates one draft case and keeps its id for the submit', async () => {
    const { backend, state } = setup();
    await openForm();
    await waitFor(() => expect(state.drafts.size).toBe(1));
    expect(backend.callsTo(`POST ${CASES}`).map((c) => c.body)).toEqual([
      { caseStatus: 'Draft', caseType: 'Complaint' },
    ]);
  });

  it('is a labelled dialog with every section, and passes axe', async () => {
    const { view } = setup();
    const dialog = await openForm();
    for (const name of ['Plant and category', 'About the order', 'Products', 'Details'])
      expect(within(dialog).getByRole('heading', { name })).toBeTruthy();
    await axeClean(view.container);
  });
});

describe('given Cancel', () => {
  it('deletes the draft, then closes', async () => {
    const { backend, state, user, onClose } = setup();
    const dialog = await openForm();
    await waitFor(() => expect(state.drafts.size).toBe(1));
    const [id] = [...state.drafts.keys()];
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(backend.callsTo(`DELETE ${CASES}/${id}`)).toHaveLength(1));
    expect(state.drafts.size).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

export type { ComplaintCasePayload };
