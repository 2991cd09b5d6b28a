import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetKitServices, resetPageConfig } from '@anp/core';
import { installFakeFetch } from '@anp/core/testing';
import { USER_ID, supportRoutes, supportState, type SupportState } from './fixtures';
import { initialForm, savedComplaintKey, serializeSavedComplaint } from './model';
import { OPEN_COMPLAINT_EVENT, complaintModalElement } from './complaint-modal.element';

// Whole widgets with lazy chunks: generous on a machine several test runs share.
vi.setConfig({ testTimeout: 30_000 });

const CASES = 'users/account/customerCase';
let state: SupportState;
let fake: ReturnType<typeof installFakeFetch>;
// Each test numbers its cases apart, so a draft a removed element deletes late never hits the next
// test's draft of the same number.
let firstId = 1;
const caseId = (n = 0) => `case-${String(firstId + n).padStart(4, '0')}`;

function mount(attrs: Record<string, string> = {}) {
  const el = document.createElement('anp-complaint-modal');
  for (const [k, v] of Object.entries({ country: 'us', lang: 'en', ...attrs }))
    el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

const shadow = (el: Element) => el.shadowRoot as ShadowRoot;
const button = (el: Element, text: string) =>
  [...shadow(el).querySelectorAll('button')].find((b) => b.textContent?.trim() === text) ?? null;
const dialog = (el: Element) => shadow(el).querySelector<HTMLElement>('[role="dialog"]');
/** The form has loaded (its plant field is there). */
const formReady = (el: Element) =>
  waitFor(() => expect(dialog(el)?.querySelector('select')).toBeTruthy(), { timeout: 10_000 });

beforeEach(() => {
  firstId += 100;
  state = { ...supportState(), nextId: firstId };
  fake = installFakeFetch(supportRoutes(state));
  complaintModalElement.register();
  window.anp?.configure({ getAccessToken: async () => 'page-token' });
});

afterEach(async () => {
  document.body.innerHTML = '';
  // A removed element unmounts a task later and then deletes its open draft.
  await new Promise((resolve) => setTimeout(resolve, 50));
  fake.restore();
  resetPageConfig();
  resetKitServices();
});

describe('given <anp-complaint-modal> on a plain page', () => {
  it('renders its button (the label attribute overrides the text), which opens the modal and its draft', async () => {
    const el = mount({ label: 'Report a problem' });
    await waitFor(() => expect(button(el, 'Report a problem')).not.toBeNull());
    expect(button(el, 'Report a problem')?.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(button(el, 'Report a problem')!);
    await formReady(el);
    expect(dialog(el)?.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(state.drafts.size).toBe(1), { timeout: 10_000 });
  });

  it('opens with the open attribute, and on Cancel deletes the draft, drops the attribute and says so', async () => {
    const closed = vi.fn();
    document.addEventListener('anp-complaint-closed', closed);
    const el = mount({ open: '' });
    await formReady(el);
    await waitFor(() => expect(state.drafts.size).toBe(1), { timeout: 10_000 });
    await userEvent.click(button(el, 'Cancel')!);
    await waitFor(() => expect(dialog(el)).toBeNull());
    expect(el.hasAttribute('open')).toBe(false);
    expect(closed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(state.drafts.size).toBe(0), { timeout: 10_000 });
    expect(fake.callsTo(`DELETE ${CASES}/${caseId()}`)).toHaveLength(1);
    document.removeEventListener('anp-complaint-closed', closed);
  });

  it('deletes its open draft when the page removes it', async () => {
    const el = mount({ open: '' });
    await formReady(el);
    await waitFor(() => expect(state.drafts.size).toBe(1), { timeout: 10_000 });
    el.remove();
    await waitFor(() => expect(state.deleted).toEqual([caseId()]));
  });

  it('opens on the window event, only one of several elements', async () => {
    const first = mount({ 'no-trigger': '' });
    const second = mount({ 'no-trigger': '' });
    await waitFor(() => expect(shadow(first).childNodes.length).toBeGreaterThan(0));
    expect(button(first, 'Raise a complaint')).toBeNull();
    window.dispatchEvent(new CustomEvent(OPEN_COMPLAINT_EVENT));
    await formReady(first);
    expect(dialog(second)).toBeNull();
  });

  it('dispatches anp-complaint-submitted with the case id and number', async () => {
    const submitted = vi.fn();
    const listener = (e: Event) => submitted((e as CustomEvent).detail);
    document.addEventListener('anp-complaint-submitted', listener);
    const el = mount({ open: '' });
    await formReady(el);
    const root = dialog(el)!;
    const user = userEvent.setup();
    const selects = root.querySelectorAll('select');
    await user.selectOptions(selects[0]!, 'plant-us-ames');
    await user.selectOptions(selects[1]!, 'QUALITY');
    await user.selectOptions(selects[2]!, 'FOREIGN');
    // The first product of the search.
    await waitFor(() => expect(root.querySelector('ul input[type="checkbox"]')).toBeTruthy());
    await user.click(root.querySelector<HTMLInputElement>('ul input[type="checkbox"]')!);
    // user-event types into document.activeElement, which is the host for a shadow root's input.
    const type = (input: HTMLInputElement | HTMLTextAreaElement, value: string) =>
      fireEvent.change(input, { target: { value } });
    const byLabel = (text: string) => {
      const label = [...root.querySelectorAll('label')].find((l) =>
        l.textContent?.startsWith(text),
      );
      return root.querySelector<HTMLInputElement | HTMLTextAreaElement>(
        `#${CSS.escape(label?.getAttribute('for') ?? '')}`,
      )!;
    };
    type(byLabel('Affected bags'), '1');
    type(byLabel('Quantity'), '10');
    type(byLabel('Subject'), 'Stones in the feed');
    type(byLabel('What happened?'), 'Found small stones.');
    await waitFor(() => expect(state.drafts.size).toBe(1), { timeout: 10_000 });
    await user.click(button(el, 'Submit complaint')!);
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(submitted).toHaveBeenCalledWith({ caseId: caseId(), caseNumber: 'CS-000123' });
    await waitFor(() => expect(button(el, 'Done')).not.toBeNull());
    document.removeEventListener('anp-complaint-submitted', listener);
  });

  it('opens on its own with the complaint kept before a reload, one of several elements, on its kept draft', async () => {
    // A draft the server holds (opened on the page before), and the complaint the tab kept.
    await supportRoutes(state)[`POST ${CASES}`]!({
      method: 'POST',
      path: CASES,
      query: new URLSearchParams(),
      headers: new Headers(),
      body: { caseStatus: 'Draft', caseType: 'Complaint' },
    });
    const draftId = caseId();
    expect([...state.drafts.keys()]).toEqual([draftId]);
    sessionStorage.setItem(
      savedComplaintKey('selected'),
      serializeSavedComplaint({
        userId: USER_ID,
        accountId: 'selected',
        savedAt: Date.now(),
        draftId,
        form: { ...initialForm(), subject: 'Stones in the feed' },
        uploads: [],
      }),
    );
    const first = mount();
    const second = mount();
    await formReady(first);
    const subject = [...dialog(first)!.querySelectorAll('input')].find(
      (i) => i.value === 'Stones in the feed',
    );
    expect(subject).toBeTruthy();
    expect(dialog(second)).toBeNull();
    expect(dialog(first)?.textContent).toContain('We kept your complaint as you left it.');
    await waitFor(() => expect(fake.callsTo(`GET ${CASES}/${draftId}/documents`)).toHaveLength(1));
    // No new draft: the kept one is taken up.
    expect(state.drafts.size).toBe(1);
  });

  it('renders every part it lists: the errors of an empty form, a chosen photo', async () => {
    const user = userEvent.setup();
    const el = mount({ open: '' });
    await formReady(el);
    const root = dialog(el)!;
    await user.click(button(el, 'Submit complaint')!);
    await waitFor(() => expect(root.querySelector('[part~="field-error"]')).not.toBeNull());
    await user.upload(
      root.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['photo'], 'stones.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(root.querySelector('[part~="file"]')?.textContent).toContain('stones.png'),
    );
  });
});
