import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, registeredNamespaces, resolveConfig, translationProblems } from '@anp/core';
import { Modal } from '../modal';
import { getActiveElement } from '../dom';
import { DATE_RANGE_PICKER_NAMESPACE, DateRangePicker, type DateRangePickerProps } from './index';
import { DateRangeFieldFace } from './field-face';

/** The orders list's date filter: today is Wednesday 2026-03-04, two years back at most. */
const TODAY = '2026-03-04';
const bounds = { today: TODAY, min: '2024-03-05', max: TODAY };
const presets = [
  { label: 'Last 7 days', from: '2026-02-26', to: TODAY },
  { label: 'This year', from: '2026-01-01', to: '2026-12-31' },
  { label: 'Next month', from: '2026-04-01', to: '2026-04-30' },
];

type Range = { from: string; to: string } | null;
type HarnessProps = Partial<DateRangePickerProps> & { initialValue?: Range };

/** A filter bar: the picker, controlled by its parent, and a control after it. */
function Harness({ initialValue = null, onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState<Range>(initialValue);
  return (
    <>
      <DateRangePicker
        label="Order date"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        {...bounds}
        {...props}
      />
      <button type="button">Apply filters</button>
    </>
  );
}

function setup(props: HarnessProps = {}, market: { country?: string; lang?: string } = {}) {
  const { country = 'us', lang = 'en' } = market;
  const onChange = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <KitRoot config={resolveConfig({ country, lang }, {})} swrCache={new Map()}>
      <Harness onChange={onChange} {...props} />
    </KitRoot>,
  );
  return { user, onChange, ...view };
}

const field = () => screen.getByRole('button', { name: /^Order date/ });

async function openCalendar(props: HarnessProps = {}, market = {}) {
  const result = setup(props, market);
  await result.user.click(field());
  const dialog = await screen.findByRole('dialog');
  return { ...result, dialog };
}

const focused = () => getActiveElement(document);
const focusedDate = () => focused()?.getAttribute('data-date') ?? null;
const day = (dialog: HTMLElement, date: string) => {
  const cell = dialog.querySelector<HTMLElement>(`[data-date="${date}"]`);
  if (!cell) throw new Error(`${date} is not shown`);
  return cell;
};
const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
const selectedDates = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('[aria-selected="true"]')).map((c) =>
    c.getAttribute('data-date'),
  );

describe('given a closed date-range picker', () => {
  it('shows its label and "Any date" in a button that opens a dialog', () => {
    setup();
    expect(field().textContent).toBe('Any date');
    expect(screen.getByRole('button', { name: 'Order date Any date' })).toBe(field());
    expect(field().getAttribute('aria-haspopup')).toBe('dialog');
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it.each<[string, Range, string, string]>([
    [
      'en',
      { from: '2026-02-01', to: '2026-02-28' },
      '01-Feb-2026 – 28-Feb-2026',
      'Order date 01-Feb-2026 – 28-Feb-2026',
    ],
    [
      'es',
      { from: '2026-04-01', to: '2026-04-08' },
      '01-Abr-2026 – 08-Abr-2026',
      'Order date 01-Abr-2026 – 08-Abr-2026',
    ],
    [
      'pt',
      { from: '2026-02-13', to: '2026-02-13' },
      '13-Fev-2026 – 13-Fev-2026',
      'Order date 13-Fev-2026 – 13-Fev-2026',
    ],
  ])('in %s shows %j as "%s", named "%s"', (lang, value, shown, name) => {
    setup({ initialValue: value }, { lang });
    expect(field().textContent).toBe(shown);
    expect(screen.getByRole('button', { name })).toBe(field());
  });

  it('shows nothing chosen for a value that is not a range', () => {
    setup({ initialValue: { from: '2026-03-10', to: '2026-03-01' } });
    expect(field().textContent).toBe('Any date');
  });

  it('describes the field with its error and marks it invalid', () => {
    setup({ error: 'The range may not exceed two years.' });
    expect(field().getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(field().getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('The range may not exceed two years.');
  });

  it('cannot be opened when disabled', async () => {
    const { user } = setup({ disabled: true });
    await user.click(field());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('given the calendar opens', () => {
  it('is a modal dialog named by the label, showing last month and this month, on today', async () => {
    const { dialog } = await openCalendar();
    expect(screen.getByRole('dialog', { name: 'Order date' })).toBe(dialog);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(field().getAttribute('aria-controls')).toBe(dialog.id);
    expect(within(dialog).getAllByRole('grid')).toHaveLength(2);
    expect(within(dialog).getByRole('grid', { name: 'February 2026' })).toBeTruthy();
    expect(within(dialog).getByRole('grid', { name: 'March 2026' })).toBeTruthy();
    await waitFor(() => expect(focusedDate()).toBe(TODAY));
    expect(within(dialog).getByRole('status').textContent).toBe('Choose the first day.');
    expect((button(dialog, 'Confirm') as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens on the chosen range, selected, with Confirm available', async () => {
    const { dialog } = await openCalendar({
      initialValue: { from: '2026-01-28', to: '2026-02-02' },
    });
    expect(within(dialog).getByRole('grid', { name: 'January 2026' })).toBeTruthy();
    await waitFor(() => expect(focusedDate()).toBe('2026-01-28'));
    expect(selectedDates(dialog)).toEqual([
      '2026-01-28',
      '2026-01-29',
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
    expect(day(dialog, '2026-01-28').getAttribute('data-range')).toBe('start');
    expect(day(dialog, '2026-01-30').getAttribute('data-range')).toBe('middle');
    expect(day(dialog, '2026-02-02').getAttribute('data-range')).toBe('end');
    expect(within(day(dialog, '2026-01-28')).getByText(/first day$/).textContent).toBe(
      'Wednesday, January 28, 2026, first day',
    );
    expect((button(dialog, 'Confirm') as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers no day after max: they are muted and say so', async () => {
    const { dialog } = await openCalendar();
    const tomorrow = day(dialog, '2026-03-05');
    expect(tomorrow.getAttribute('aria-disabled')).toBe('true');
    expect(tomorrow.textContent).toContain('Thursday, March 5, 2026: not available');
    expect(
      within(dialog).getByRole('button', { name: 'Next month' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('has no axe violations', async () => {
    const { container, dialog, user } = await openCalendar({
      presets,
      clearable: true,
      initialValue: { from: '2026-02-10', to: '2026-02-20' },
      error: 'Check the dates.',
    });
    expect(container.contains(dialog)).toBe(true);
    expect((await axe.run(container)).violations).toEqual([]);
    await user.click(day(dialog, '2026-02-12'));
    fireEvent.mouseEnter(day(dialog, '2026-02-18'));
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('given clicks on days', () => {
  it('the first picks the first day, the second the last; Confirm applies the range', async () => {
    const { user, dialog, onChange } = await openCalendar();
    await user.click(day(dialog, '2026-02-10'));
    expect(within(dialog).getByRole('status').textContent).toBe(
      'First day 10-Feb-2026. Now choose the last day.',
    );
    expect((button(dialog, 'Confirm') as HTMLButtonElement).disabled).toBe(true);
    await user.click(day(dialog, '2026-02-12'));
    expect(within(dialog).getByRole('status').textContent).toBe(
      '10-Feb-2026 to 12-Feb-2026: 3 days.',
    );
    expect(selectedDates(dialog)).toEqual(['2026-02-10', '2026-02-11', '2026-02-12']);
    await user.click(button(dialog, 'Confirm'));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-02-10', to: '2026-02-12' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(field());
    expect(screen.getByRole('button', { name: 'Order date 10-Feb-2026 – 12-Feb-2026' })).toBe(
      field(),
    );
  });

  it('a click before the first day starts again from it', async () => {
    const { user, dialog } = await openCalendar();
    await user.click(day(dialog, '2026-02-10'));
    await user.click(day(dialog, '2026-02-03'));
    expect(selectedDates(dialog)).toEqual(['2026-02-03']);
    expect((button(dialog, 'Confirm') as HTMLButtonElement).disabled).toBe(true);
    await user.click(day(dialog, '2026-02-04'));
    expect(selectedDates(dialog)).toEqual(['2026-02-03', '2026-02-04']);
  });

  it('the same day twice is a one-day range', async () => {
    const { user, dialog, onChange } = await openCalendar();
    await user.click(day(dialog, '2026-03-02'));
    await user.click(day(dialog, '2026-03-02'));
    expect(within(dialog).getByRole('status').textContent).toBe(
      '02-Mar-2026 to 02-Mar-2026: 1 day.',
    );
    await user.click(button(dialog, 'Confirm'));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-03-02', to: '2026-03-02' });
  });

  it('hovering after the first day previews the range', async () => {
    const { user, dialog } = await openCalendar();
    await user.click(day(dialog, '2026-02-24'));
    fireEvent.mouseEnter(day(dialog, '2026-02-27'));
    const marks = ['2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27'].map((d) => [
      day(dialog, d).getAttribute('data-range'),
      day(dialog, d).hasAttribute('data-preview'),
    ]);
    expect(marks).toEqual([
      ['start', true],
      ['middle', true],
      ['middle', true],
      ['end', true],
    ]);
    // A preview is not a choice.
    expect(selectedDates(dialog)).toEqual(['2026-02-24']);
    fireEvent.mouseEnter(day(dialog, '2026-02-20'));
    expect(day(dialog, '2026-02-25').hasAttribute('data-range')).toBe(false);
  });

  it('Cancel closes without a change', async () => {
    const { user, dialog, onChange } = await openCalendar({
      initialValue: { from: '2026-02-01', to: '2026-02-05' },
    });
    await user.click(day(dialog, '2026-02-10'));
    await user.click(day(dialog, '2026-02-12'));
    await user.click(button(dialog, 'Cancel'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(field());
    expect(field().textContent).toContain('01-Feb-2026 – 05-Feb-2026');
  });

  it('a click outside closes without a change', async () => {
    const { user, dialog, onChange } = await openCalendar();
    await user.click(day(dialog, '2026-02-10'));
    await user.click(day(dialog, '2026-02-12'));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Clear empties the value when clearable', async () => {
    const { user, dialog, onChange } = await openCalendar({
      clearable: true,
      initialValue: { from: '2026-02-01', to: '2026-02-05' },
    });
    await user.click(button(dialog, 'Clear'));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(field().textContent).toBe('Any date');
    expect(focused()).toBe(field());
  });

  it('has no Clear when not clearable', async () => {
    const { dialog } = await openCalendar();
    expect(within(dialog).queryByRole('button', { name: 'Clear' })).toBeNull();
  });
});

describe('given the keyboard', () => {
  it('picks a range with arrows and Enter, previews it, and confirms', async () => {
    const { user, onChange } = setup();
    const fieldButton = field();
    fieldButton.focus();
    await user.keyboard('{ArrowDown}');
    const calendar = await screen.findByRole('dialog');
    await waitFor(() => expect(focusedDate()).toBe(TODAY));
    await user.keyboard('{ArrowUp}{Enter}');
    expect(focusedDate()).toBe('2026-02-25');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focusedDate()).toBe('2026-02-27');
    expect(day(calendar, '2026-02-26').getAttribute('data-range')).toBe('middle');
    expect(day(calendar, '2026-02-27').getAttribute('data-range')).toBe('end');
    await user.keyboard(' ');
    expect(selectedDates(calendar)).toEqual(['2026-02-25', '2026-02-26', '2026-02-27']);
    // From the day: Next month, Cancel, Confirm.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(focused()?.textContent).toBe('Confirm');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith({ from: '2026-02-25', to: '2026-02-27' });
    expect(focused()).toBe(fieldButton);
  });

  it.each<[string, string, string, string]>([
    ['PageUp', '{PageUp}', '2026-02-10', '2026-01-10'],
    ['PageDown', '{PageDown}', '2026-01-10', '2026-02-10'],
    ['Shift+PageUp', '{Shift>}{PageUp}{/Shift}', '2026-02-10', '2025-02-10'],
    ['Home', '{Home}', '2026-02-11', '2026-02-08'],
    ['End', '{End}', '2026-02-11', '2026-02-14'],
    ['ArrowDown past today', '{ArrowDown}', '2026-03-01', TODAY],
  ])('%s moves from %s', async (_, keys, start, expected) => {
    const { user } = await openCalendar({ initialValue: { from: start, to: start } });
    await waitFor(() => expect(focusedDate()).toBe(start));
    await user.keyboard(keys);
    expect(focusedDate()).toBe(expected);
  });

  it('shows the months that focus moves into', async () => {
    const { user, dialog } = await openCalendar({
      initialValue: { from: '2026-02-03', to: '2026-02-03' },
    });
    await waitFor(() => expect(focusedDate()).toBe('2026-02-03'));
    await user.keyboard('{PageUp}');
    expect(within(dialog).getByRole('grid', { name: 'January 2026' })).toBeTruthy();
    expect(within(dialog).getByRole('grid', { name: 'February 2026' })).toBeTruthy();
    await user.keyboard('{PageUp}');
    expect(focusedDate()).toBe('2025-12-03');
    expect(within(dialog).getByRole('grid', { name: 'December 2025' })).toBeTruthy();
    expect(within(dialog).getByRole('grid', { name: 'January 2026' })).toBeTruthy();
  });

  it('Escape cancels and gives focus back to the field', async () => {
    const { user, onChange } = await openCalendar();
    await waitFor(() => expect(focusedDate()).toBe(TODAY));
    await user.keyboard('{Enter}{ArrowLeft}{Enter}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(focused()).toBe(field());
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await openCalendar({ presets });
    await waitFor(() => expect(focusedDate()).toBe(TODAY));
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog.contains(focused())).toBe(true);
    }
  });
});

describe('given a picker mounted open (defaultOpen), in place of its stand-in', () => {
  it('opens on the range with focus on its first day, and gives focus to the field on close', async () => {
    const { user, onChange } = setup({
      defaultOpen: true,
      initialValue: { from: '2026-02-10', to: '2026-02-12' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Order date' });
    await waitFor(() => expect(focusedDate()).toBe('2026-02-10'));
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(selectedDates(dialog)).toEqual(['2026-02-10', '2026-02-11', '2026-02-12']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(field());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stays closed when disabled', () => {
    setup({ defaultOpen: true, disabled: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('its stand-in (DateRangeFieldFace) has the field’s look, name and text', () => {
    const value = { from: '2026-02-10', to: '2026-02-12' };
    const onPress = vi.fn();
    render(
      <KitRoot config={resolveConfig({ country: 'us', lang: 'en' }, {})} swrCache={new Map()}>
        <DateRangePicker label="Order date" value={value} onChange={() => {}} {...bounds} />
        <DateRangeFieldFace
          baseId="face"
          id="face-field"
          label="Order date"
          value={value}
          lang="en"
          placeholder="Any date"
          busy={false}
          busyText="Opening the calendar…"
          onPress={onPress}
        />
      </KitRoot>,
    );
    const [real, face] = screen.getAllByRole('button', {
      name: 'Order date 10-Feb-2026 – 12-Feb-2026',
    });
    if (!real || !face) throw new Error('two fields expected');
    // The same styled components: the same classes, so the same look.
    expect(face.className).toBe(real.className);
    expect(face.parentElement?.className).toBe(real.parentElement?.className);
    expect(face.previousElementSibling?.className).toBe(real.previousElementSibling?.className);
    expect(face.innerHTML.replace(/id="[^"]*"/g, '')).toBe(
      real.innerHTML.replace(/id="[^"]*"/g, ''),
    );
    for (const attr of ['aria-haspopup', 'aria-expanded', 'type'])
      expect(face.getAttribute(attr)).toBe(real.getAttribute(attr));
    fireEvent.click(face);
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});

describe('given presets', () => {
  it('offer the ranges within the bounds, cut to them, and choose one to confirm', async () => {
    const { user, dialog, onChange } = await openCalendar({ presets });
    const group = within(dialog).getByRole('group', { name: 'Quick ranges' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Last 7 days', 'This year']);
    await user.click(within(group).getByRole('button', { name: 'This year' }));
    expect(
      within(group).getByRole('button', { name: 'This year' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(dialog).getByRole('status').textContent).toBe(
      '01-Jan-2026 to 04-Mar-2026: 63 days.',
    );
    expect(within(dialog).getByRole('grid', { name: 'January 2026' })).toBeTruthy();
    await user.click(button(dialog, 'Confirm'));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-01-01', to: TODAY });
  });
});

describe('given a phone', () => {
  it('shows one month', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    try {
      const { dialog } = await openCalendar();
      expect(within(dialog).getAllByRole('grid')).toHaveLength(1);
      expect(within(dialog).getByRole('grid', { name: 'March 2026' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('given the picker’s strings', () => {
  it('has every key in en, es and pt with the same placeholders', () => {
    const bundle = registeredNamespaces().get(DATE_RANGE_PICKER_NAMESPACE);
    expect(bundle && translationProblems(DATE_RANGE_PICKER_NAMESPACE, bundle)).toEqual([]);
  });

  it('speaks Spanish on a Mexican page, weeks from Sunday', async () => {
    const { dialog, user } = await openCalendar({ clearable: true }, { country: 'mx', lang: 'es' });
    expect(field().textContent).toBe('Cualquier fecha');
    expect(within(dialog).getByRole('grid', { name: 'Marzo de 2026' })).toBeTruthy();
    expect(button(dialog, 'Cancelar')).toBeTruthy();
    expect(button(dialog, 'Borrar')).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('Elija el primer día.');
    await user.click(day(dialog, '2026-02-10'));
    await user.click(day(dialog, '2026-02-11'));
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Del 10-Feb-2026 al 11-Feb-2026: 2 días.',
    );
    expect(button(dialog, 'Confirmar')).toBeTruthy();
  });

  it('speaks Portuguese on a Brazilian page', async () => {
    const { dialog } = await openCalendar({}, { country: 'br', lang: 'pt' });
    expect(within(dialog).getByRole('grid', { name: 'Março de 2026' })).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('Escolha o primeiro dia.');
  });
});

describe('given a date-range picker inside a modal', () => {
  it('Escape closes only the calendar', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <KitRoot config={resolveConfig({ country: 'us', lang: 'en' }, {})} swrCache={new Map()}>
        <Modal open onClose={onClose} title="Filters" closeLabel="Close dialog">
          <Harness />
        </Modal>
      </KitRoot>,
    );
    await user.click(field());
    await screen.findByRole('dialog', { name: 'Order date' });
    await waitFor(() => expect(focusedDate()).toBe(TODAY));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Order date' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(focused()).toBe(field());
  });
});

describe('given a date-range picker inside a shadow root', () => {
  it('opens, picks, confirms and gives focus back, all inside the shadow root', async () => {
    const host = document.createElement('anp-test-orders');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const onChange = vi.fn();
    render(
      <KitRoot
        config={resolveConfig({ country: 'us', lang: 'en' }, {})}
        shadowRoot={shadow}
        host={host}
        swrCache={new Map()}
      >
        <Harness onChange={onChange} />
      </KitRoot>,
      { container: mount },
    );
    const user = userEvent.setup();
    const view = within(mount);
    const trigger = await view.findByRole('button', { name: /^Order date/ });
    await user.click(trigger);
    const dialog = await view.findByRole('dialog', { name: 'Order date' });
    expect(shadow.contains(dialog)).toBe(true);
    await waitFor(() => expect(shadow.activeElement?.getAttribute('data-date')).toBe(TODAY));
    expect(document.activeElement).toBe(host);
    await user.keyboard('{ArrowLeft}{Enter}{Enter}');
    await user.click(view.getByRole('button', { name: 'Confirm' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-03-03', to: '2026-03-03' });
    expect(shadow.activeElement).toBe(trigger);
    expect(shadow.querySelector('style')).not.toBeNull();
    host.remove();
  });
});
