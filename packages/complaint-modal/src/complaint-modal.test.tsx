import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, resolveConfig } from '@anp/core';
import { fakeBackend, type FakeRoutes } from '@anp/core/testing';
import { getActiveElement } from '@anp/ui';
import '@anp/ui';
import { ComplaintModal } from './complaint-modal';
import type { ComplaintCasePayload, CustomerCase } from '@anp/core/services/support';
import { daysAgo, supportRoutes, supportState, type SupportState } from './fixtures';

// Whole dialogs with axe and lazy chunks: generous on a machine several test runs share.
vi.setConfig({ testTimeout: 30_000 });

const CASES = 'users/account/customerCase';

function Harness(props: { onClose: () => void; onSubmitted: (c: CustomerCase) => void }) {
  const [open, setOpen] = useState(true);
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
      <Harness onClose={onClose} onSubmitted={onSubmitted} />
    </KitRoot>,
  );
  // "All files" in the system picker: the input's accept filter holds nothing back.
  const user = userEvent.setup({ applyAccept: false });
  return { backend, state, view, onClose, onSubmitted, user };
}

type User = ReturnType<typeof userEvent.setup>;

/** The dialog once its form has loaded. */
async function openForm(name = 'Raise a complaint') {
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByRole('combobox', { name: /^(Plant|Planta|Fábrica)$/ });
  return dialog;
}

const select = (dialog: HTMLElement, name: string | RegExp) =>
  within(dialog).getByRole('combobox', { name });
const textbox = (dialog: HTMLElement, name: string | RegExp) =>
  within(dialog).getByRole('textbox', { name });

async function addProduct(user: User, dialog: HTMLElement, title: RegExp) {
  await user.click(await within(dialog).findByRole('checkbox', { name: title }));
}

async function addLot(user: User, dialog: HTMLElement, product: RegExp, lot: string) {
  const input = textbox(dialog, new RegExp(`^Lot numbers ${product.source}`));
  await user.clear(input);
  await user.type(input, lot);
  await user.click(
    within(dialog).getByRole('button', {
      name: new RegExp(`^Add lot number to ${product.source}`),
    }),
  );
}

const CALF = /Calf Starter 18% Pellet/;
const HOG = /Hog Grower Bulk/;

/** Fills every required field (the phone comes from the user's profile). */
async function fillRequired(user: User, dialog: HTMLElement) {
  await user.selectOptions(select(dialog, 'Plant'), 'plant-us-ames');
  await user.selectOptions(select(dialog, 'Category'), 'QUALITY');
  await user.selectOptions(select(dialog, 'Sub-category'), 'MOISTURE');
  await addProduct(user, dialog, CALF);
  await user.type(textbox(dialog, /^Affected bags/), '2');
  await user.type(textbox(dialog, /^Quantity/), '40');
  await user.type(textbox(dialog, 'Subject'), 'Mould in two bags');
  await user.type(textbox(dialog, 'What happened?'), 'Found on opening the pallet.');
}

async function axeClean(container: HTMLElement) {
  const result = await axe.run(container, { rules: { region: { enabled: false } } });
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
  ).toEqual([]);
}

const submitButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Submit complaint' });

function tinyFile(name: string, type: string, size = 2048): File {
  const f = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
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

  it('is a labelled dialog with every section and the user phone, and passes axe', async () => {
    const { view } = setup();
    const dialog = await openForm();
    for (const name of [
      'Plant and category',
      'About the order',
      'Products',
      'Details',
      'Attachments',
    ])
      expect(within(dialog).getByRole('heading', { name })).toBeTruthy();
    expect((textbox(dialog, 'Phone number') as HTMLInputElement).value).toBe('+1 515 555 0134');
    await axeClean(view.container);
  });

  it('shows the form while the draft is still being created, and says when it failed, with Retry', async () => {
    let fail = true;
    const { user, state } = setup({
      overrides: {
        [`POST ${CASES}`]: (call) => {
          if (fail) return { status: 503, body: { code: 'UNAVAILABLE', message: 'Down' } };
          return supportRoutes(state)[`POST ${CASES}`]!(call);
        },
      },
    });
    const dialog = await openForm();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Your complaint could not be started.');
    // The form stays usable meanwhile.
    await user.type(textbox(dialog, 'Subject'), 'Still typing');
    expect((textbox(dialog, 'Subject') as HTMLInputElement).value).toBe('Still typing');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(state.drafts.size).toBe(1));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  });
});

describe('given Cancel, Escape or the close button', () => {
  it.each<[string, (user: User, dialog: HTMLElement) => Promise<void>]>([
    [
      'Cancel',
      (user, dialog) => user.click(within(dialog).getByRole('button', { name: 'Cancel' })),
    ],
    ['Escape', (user) => user.keyboard('{Escape}')],
    [
      'the close button',
      (user, dialog) => user.click(within(dialog).getByRole('button', { name: 'Close' })),
    ],
  ])('%s deletes the draft, then closes', async (_, act) => {
    const { backend, state, user, onClose } = setup();
    const dialog = await openForm();
    await waitFor(() => expect(state.drafts.size).toBe(1));
    const [id] = [...state.drafts.keys()];
    await act(user, dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(backend.callsTo(`DELETE ${CASES}/${id}`)).toHaveLength(1));
    expect(state.drafts.size).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a draft still on its way when the user cancels is deleted once it arrives', async () => {
    let answer: (() => void) | null = null;
    const state = supportState();
    const { backend, user } = setup({
      state,
      overrides: {
        [`POST ${CASES}`]: (call) =>
          new Promise((resolve) => {
            answer = () => resolve(supportRoutes(state)[`POST ${CASES}`]!(call));
          }),
      },
    });
    const dialog = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await act(async () => answer?.());
    await waitFor(() => expect(backend.callsTo(`DELETE ${CASES}/case-0001`)).toHaveLength(1));
    expect(state.drafts.size).toBe(0);
  });
});

describe('given the plant and category fields (ordering.md §4)', () => {
  it('choosing another category resets the sub-category and offers its own', async () => {
    const { user } = setup();
    const dialog = await openForm();
    await user.selectOptions(select(dialog, 'Category'), 'QUALITY');
    await user.selectOptions(select(dialog, 'Sub-category'), 'MOISTURE');
    await user.selectOptions(select(dialog, 'Category'), 'DELIVERY');
    const sub = select(dialog, 'Sub-category') as HTMLSelectElement;
    expect(sub.value).toBe('');
    expect([...sub.options].map((o) => o.textContent)).toEqual([
      'Choose a sub-category',
      'Late delivery',
      'Damaged bags or packaging',
      'Wrong product or quantity',
    ]);
  });

  it('the product search is narrowed to the chosen plant', async () => {
    const { user, backend } = setup();
    const dialog = await openForm();
    await within(dialog).findByRole('checkbox', { name: HOG });
    await user.selectOptions(select(dialog, 'Plant'), 'plant-us-ames');
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: HOG })).toBeNull());
    const last = backend.callsTo('GET cart/caseAvailableProducts').at(-1);
    expect(last?.query.get('plant')).toBe('plant-us-ames');
  });

  it('searches 300 ms after the last key, once', async () => {
    const { user, backend } = setup();
    const dialog = await openForm();
    await within(dialog).findByRole('checkbox', { name: CALF });
    const before = backend.callsTo('GET cart/caseAvailableProducts').length;
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search products' }), 'mineral');
    await within(dialog).findByText('1 product found');
    const searches = backend.callsTo('GET cart/caseAvailableProducts').slice(before);
    expect(searches.map((c) => c.query.get('q'))).toEqual(['mineral']);
    expect(within(dialog).getByRole('checkbox', { name: /Mineral Tub 25/ })).toBeTruthy();
  });
});

describe('given products and lot numbers (ordering.md §3, §5)', () => {
  it('a selected product shows as a chip with its line; removing the chip removes the line', async () => {
    const { user } = setup();
    const dialog = await openForm();
    await addProduct(user, dialog, CALF);
    await addProduct(user, dialog, HOG);
    expect(within(dialog).getByRole('region', { name: CALF })).toBeTruthy();
    // A bulk product asks for no bags; a bagged one starts in bags.
    const hog = within(dialog).getByRole('region', { name: HOG });
    expect(within(hog).queryByRole('textbox', { name: /^Affected bags/ })).toBeNull();
    expect((select(dialog, /^Unit Calf/) as HTMLSelectElement).value).toBe('BAG');
    await user.click(
      within(dialog).getByRole('button', { name: 'Remove Calf Starter 18% Pellet' }),
    );
    expect(within(dialog).queryByRole('region', { name: CALF })).toBeNull();
    expect((within(dialog).getByRole('checkbox', { name: CALF }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('keeps five lot numbers and refuses a sixth with a message', async () => {
    const { user } = setup();
    const dialog = await openForm();
    await addProduct(user, dialog, CALF);
    for (const lot of ['L-01', 'L-02', 'L-03', 'L-04', 'L-05', 'L-06'])
      await addLot(user, dialog, CALF, lot);
    const line = within(dialog).getByRole('region', { name: CALF });
    const lots = within(line).getByRole('list', { name: 'Lot numbers' });
    expect(
      within(lots)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['L-01', 'L-02', 'L-03', 'L-04', 'L-05']);
    expect(within(line).getByRole('alert').textContent).toBe(
      'A product keeps at most 5 lot numbers. Remove one to add another.',
    );
    expect((textbox(line, /^Lot numbers/) as HTMLInputElement).value).toBe('L-06');
    expect(within(line).getByText('5 of 5 lot numbers')).toBeTruthy();
    // Removing one makes room.
    await user.click(within(line).getByRole('button', { name: 'Remove lot L-02' }));
    await user.click(within(line).getByRole('button', { name: /^Add lot number/ }));
    expect(
      within(lots)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('L-06');
  });
});

describe('given required fields (ordering.md §4: an error until filled)', () => {
  it('Submit on an empty form marks every field, focuses the first and counts them', async () => {
    const { user, backend, view } = setup({ phone: null });
    const dialog = await openForm();
    await user.click(submitButton(dialog));
    const plant = select(dialog, 'Plant');
    expect(getActiveElement(document)).toBe(plant);
    expect(within(dialog).getByText('Please correct 7 fields before submitting.')).toBeTruthy();
    const expectations: [HTMLElement, string][] = [
      [plant, 'Choose the plant the product came from.'],
      [select(dialog, 'Category'), 'Choose a category.'],
      [select(dialog, 'Sub-category'), 'Choose a sub-category.'],
      [
        within(dialog).getByRole('searchbox', { name: 'Search products' }),
        'Select at least one product.',
      ],
      [textbox(dialog, 'Subject'), 'Enter a subject.'],
      [textbox(dialog, 'What happened?'), 'Describe what happened.'],
      [textbox(dialog, 'Phone number'), 'Enter a phone number.'],
    ];
    for (const [control, message] of expectations) {
      expect(control.getAttribute('aria-invalid')).toBe('true');
      const described = (control.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => view.container.ownerDocument.getElementById(id)?.textContent ?? '');
      expect(described).toContain(message);
    }
    expect(backend.callsTo(`POST ${CASES}`)).toHaveLength(1); // the draft only
    await axeClean(view.container);
  });

  it('a field shows its error once the user leaves it, and loses it once filled', async () => {
    const { user } = setup();
    const dialog = await openForm();
    const subject = textbox(dialog, 'Subject');
    expect(subject.getAttribute('aria-invalid')).toBeNull();
    await user.click(subject);
    await user.tab();
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Enter a subject.')).toBeTruthy();
    await user.type(subject, 'Torn bags');
    expect(subject.getAttribute('aria-invalid')).toBeNull();
    expect(within(dialog).queryByText('Enter a subject.')).toBeNull();
  });

  it('the order number and delivery date are required once the case is about an order', async () => {
    const { user } = setup();
    const dialog = await openForm();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: 'This is about an order' }));
    await user.click(submitButton(dialog));
    expect(getActiveElement(document)).toBe(
      within(dialog).getByRole('combobox', { name: 'Order number' }),
    );
    expect(within(dialog).getByText('Enter the order number.')).toBeTruthy();
    expect(within(dialog).getByText('Choose the delivery date.')).toBeTruthy();
    expect(within(dialog).getByText('Please correct 2 fields before submitting.')).toBeTruthy();
  });
  it('the delivery date is chosen on the calendar, today at the latest', async () => {
    const { user } = setup();
    const dialog = await openForm();
    await user.click(within(dialog).getByRole('checkbox', { name: 'This is about an order' }));
    await user.click(within(dialog).getByRole('button', { name: /^Delivery date/ }));
    const calendar = await screen.findByRole('dialog', { name: /\d{4}$/ });
    const today = daysAgo(0);
    const tomorrow = calendar.querySelector(`[data-date="${daysAgo(-1)}"]`);
    // Tomorrow, when the month shows it, cannot be chosen.
    if (tomorrow) expect(tomorrow.getAttribute('aria-disabled')).toBe('true');
    await user.click(calendar.querySelector<HTMLElement>(`[data-date="${today}"]`)!);
    const [y, m, d] = today.split('-');
    const month = [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ][Number(m) - 1];
    expect(within(dialog).getByRole('button', { name: /^Delivery date/ }).textContent).toContain(
      `${d}-${month}-${y}`,
    );
  });
});

describe('given a complete form is submitted', () => {
  it('posts the Complaint case payload exactly as the contract, with the delivery date as YYYYMMDD', async () => {
    const { user, backend, state, onSubmitted } = setup();
    const dialog = await openForm();
    await fillRequired(user, dialog);
    // Hog Grower is made at Amarillo: the chosen products stay when the plant changes.
    await user.selectOptions(select(dialog, 'Plant'), 'plant-us-amarillo');
    await addLot(user, dialog, CALF, 'L-0412');
    await addLot(user, dialog, CALF, 'L-0413');
    await addProduct(user, dialog, HOG);
    await user.type(textbox(dialog, /^Quantity Hog/), '12.5');
    await user.selectOptions(select(dialog, /^Unit Hog/), 'TON');
    await user.click(within(dialog).getByRole('checkbox', { name: 'This is about an order' }));
    // A recent order brings its delivery date.
    await user.type(within(dialog).getByRole('combobox', { name: 'Order number' }), '4000141207');
    await waitFor(() => expect(state.drafts.size).toBe(1));
    await user.click(submitButton(dialog));
    await screen.findByRole('dialog', { name: 'Complaint submitted' });
    const posted = backend.callsTo(`POST ${CASES}`).map((c) => c.body);
    expect(posted).toHaveLength(2);
    const delivered = daysAgo(21).replaceAll('-', '');
    expect(posted[1]).toEqual({
      id: 'case-0001',
      caseType: 'Complaint',
      caseStatus: 'New',
      plant: 'plant-us-amarillo',
      plantName: 'Amarillo Feed Mill',
      category: 'QUALITY',
      subCategory: 'MOISTURE',
      subject: 'Mould in two bags',
      orderQuestionCB: true,
      caseComment: 'Found on opening the pallet.',
      userId: 'user-0042',
      caseDocs: [],
      products: [
        {
          productId: '100245',
          productName: 'Calf Starter 18% Pellet',
          affectedBag: 2,
          qty: 40,
          unitOfMeasure: 'BAG',
          lotNumber: ['L-0412', 'L-0413'],
        },
        {
          productId: '200410',
          productName: 'Hog Grower Bulk',
          affectedBag: 0,
          qty: 12.5,
          unitOfMeasure: 'TON',
          lotNumber: [],
        },
      ],
      mailToCode: 'US-CS-COMPLAINTS',
      lotNumber: 'L-0412, L-0413',
      productName: 'Calf Starter 18% Pellet, Hog Grower Bulk',
      phoneNumber: '+1 515 555 0134',
      orderNumber: '4000141207',
      deliveryDate: delivered,
    } satisfies ComplaintCasePayload);
    expect(delivered).toMatch(/^\d{8}$/);
    expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ caseNumber: 'CS-000123' }));
  });

  it('shows the success dialog with the case number, then Raise another starts an empty form on a new draft', async () => {
    const { user, state, view } = setup();
    const dialog = await openForm();
    await fillRequired(user, dialog);
    await user.click(submitButton(dialog));
    const success = await screen.findByRole('dialog', { name: 'Complaint submitted' });
    expect(within(success).getByRole('status').textContent).toBe('Your case number is CS-000123.');
    expect(within(success).getByRole('heading', { name: 'What happens next' })).toBeTruthy();
    expect(getActiveElement(document)).toBe(within(success).getByRole('button', { name: 'Done' }));
    await axeClean(view.container);
    await user.click(within(success).getByRole('button', { name: 'Raise another complaint' }));
    const again = await openForm();
    expect((select(again, 'Plant') as HTMLSelectElement).value).toBe('');
    expect((textbox(again, 'Subject') as HTMLInputElement).value).toBe('');
    expect(within(again).queryByRole('region', { name: CALF })).toBeNull();
    await waitFor(() => expect([...state.drafts.keys()]).toEqual(['case-0002']));
  });

  it('Done closes without deleting the submitted case', async () => {
    const { user, backend, onClose } = setup();
    const dialog = await openForm();
    await fillRequired(user, dialog);
    await user.click(submitButton(dialog));
    const success = await screen.findByRole('dialog', { name: 'Complaint submitted' });
    await user.click(within(success).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backend.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it('is sent once, however often Submit is pressed', async () => {
    let release: (() => void) | null = null;
    const state = supportState();
    const { user, backend } = setup({
      state,
      overrides: {
        [`POST ${CASES}`]: async (call) => {
          if ((call.body as { caseStatus: string }).caseStatus === 'New')
            await new Promise<void>((resolve) => (release = resolve));
          return supportRoutes(state)[`POST ${CASES}`]!(call);
        },
      },
    });
    const dialog = await openForm();
    await fillRequired(user, dialog);
    await waitFor(() => expect(state.drafts.size).toBe(1));
    const submit = submitButton(dialog);
    await user.click(submit);
    await user.click(submit);
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect(
      (within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await act(async () => release?.());
    await screen.findByRole('dialog', { name: 'Complaint submitted' });
    const submits = backend
      .callsTo(`POST ${CASES}`)
      .filter((c) => (c.body as { caseStatus: string }).caseStatus === 'New');
    expect(submits).toHaveLength(1);
  });

  it('a failed submit keeps everything typed and says why', async () => {
    const state = supportState();
    const { user, onSubmitted } = setup({
      state,
      overrides: {
        [`POST ${CASES}`]: (call) =>
          (call.body as { caseStatus: string }).caseStatus === 'New'
            ? { status: 500, body: { code: 'INTERNAL', message: 'Boom' } }
            : supportRoutes(state)[`POST ${CASES}`]!(call),
      },
    });
    const dialog = await openForm();
    await fillRequired(user, dialog);
    await user.click(submitButton(dialog));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Your complaint could not be submitted.');
    expect(alert.textContent).toContain('Everything you entered is still here.');
    expect((textbox(dialog, 'Subject') as HTMLInputElement).value).toBe('Mould in two bags');
    expect((select(dialog, 'Plant') as HTMLSelectElement).value).toBe('plant-us-ames');
    expect(within(dialog).getByRole('region', { name: CALF })).toBeTruthy();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(state.drafts.size).toBe(1);
  });
  it('an order the server does not know is shown at the order number, which takes focus', async () => {
    const state = supportState();
    const { user } = setup({
      state,
      overrides: {
        [`POST ${CASES}`]: (call) =>
          (call.body as { caseStatus: string }).caseStatus === 'New'
            ? {
                status: 400,
                body: {
                  code: 'VALIDATION',
                  message: 'body.orderNumber is not an order of this account',
                  field: 'body.orderNumber',
                },
              }
            : supportRoutes(state)[`POST ${CASES}`]!(call),
      },
    });
    const dialog = await openForm();
    await fillRequired(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: 'This is about an order' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Order number' }), '4000999999');
    await user.click(within(dialog).getByRole('button', { name: /^Delivery date/ }));
    const calendar = await screen.findByRole('dialog', { name: /\d{4}$/ });
    await user.click(calendar.querySelector<HTMLElement>(`[data-date="${daysAgo(0)}"]`)!);
    await user.click(submitButton(dialog));
    const orderNumber = within(dialog).getByRole('combobox', { name: 'Order number' });
    await waitFor(() => expect(getActiveElement(document)).toBe(orderNumber));
    expect(orderNumber.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(dialog).getByText('We could not find this order for your account. Check the number.'),
    ).toBeTruthy();
    // Typing a new number clears it.
    await user.type(orderNumber, '1');
    expect(orderNumber.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('given files are attached', () => {
  it('uploads each to the draft with its metadata, waits for them, and sends their ids as caseDocs', async () => {
    const { user, backend, state } = setup();
    const dialog = await openForm();
    await waitFor(() => expect(state.drafts.size).toBe(1));
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [
      tinyFile('delivery-note.pdf', 'application/pdf'),
      tinyFile('bag.JPG', 'image/jpeg'),
      tinyFile('virus.exe', 'application/x-msdownload'),
    ]);
    await waitFor(() =>
      expect(backend.callsTo(`POST ${CASES}/case-0001/documents`)).toHaveLength(2),
    );
    const sent = backend.callsTo(`POST ${CASES}/case-0001/documents`).map((c) => {
      const form = c.body as FormData;
      const file = form.get('file') as File;
      return {
        caseId: form.get('caseId'),
        docName: form.get('docName'),
        docType: form.get('docType'),
        fileType: form.get('fileType'),
        langCode: form.get('langCode'),
        type: form.get('type'),
        file: file.name,
      };
    });
    expect(sent).toEqual([
      {
        caseId: 'case-0001',
        docName: 'delivery-note.pdf',
        docType: 'AnhComplaintsDoc',
        fileType: 'pdf',
        langCode: 'en',
        type: 'CustomerCase',
        file: 'delivery-note.pdf',
      },
      {
        caseId: 'case-0001',
        docName: 'bag.JPG',
        docType: 'AnhComplaintsDoc',
        fileType: 'jpg',
        langCode: 'en',
        type: 'CustomerCase',
        file: 'bag.JPG',
      },
    ]);
    // The refused file is listed with its reason and never sent.
    expect(within(dialog).getAllByText(/virus\.exe/).length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/Not accepted/)).toBeTruthy();
    await fillRequired(user, dialog);
    await user.click(submitButton(dialog));
    await screen.findByRole('dialog', { name: 'Complaint submitted' });
    const payload = backend.callsTo(`POST ${CASES}`).at(-1)?.body as ComplaintCasePayload;
    expect(payload.caseDocs).toEqual(state.documents.map((d) => d.id));
    expect(payload.caseDocs).toHaveLength(2);
  });

  it('Submit waits while a file is being sent', async () => {
    let release: (() => void) | null = null;
    const state = supportState();
    const { user } = setup({
      state,
      overrides: {
        [`POST ${CASES}/case-0001/documents`]: async (call) => {
          await new Promise<void>((resolve) => (release = resolve));
          return supportRoutes(state)[`POST ${CASES}/case-0001/documents`]!(call);
        },
      },
    });
    const dialog = await openForm();
    await waitFor(() => expect(state.drafts.size).toBe(1));
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, [
      tinyFile('delivery-note.pdf', 'application/pdf'),
    ]);
    await waitFor(() => expect((submitButton(dialog) as HTMLButtonElement).disabled).toBe(true));
    expect(
      within(dialog).getByText('Submit is available once the files have finished uploading.'),
    ).toBeTruthy();
    await act(async () => release?.());
    await waitFor(() => expect((submitButton(dialog) as HTMLButtonElement).disabled).toBe(false));
  });
});

describe('given a Spanish page', () => {
  it('speaks Spanish, with the categories in Spanish from the configurations', async () => {
    setup({ country: 'mx', lang: 'es' });
    const dialog = await openForm('Presentar un reclamo');
    expect(within(dialog).getByRole('heading', { name: 'Planta y categoría' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Enviar reclamo' })).toBeTruthy();
    const category = select(dialog, 'Categoría') as HTMLSelectElement;
    expect([...category.options].map((o) => o.textContent)).toContain('Calidad del producto');
  });
});
