import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { KitRoot, registeredNamespaces, resolveConfig, translationProblems } from '@anp/core';
import { Modal } from '../modal';
import { getActiveElement } from '../dom';
import { weekdayOf } from './calendar';
import { DATE_PICKER_NAMESPACE, DatePicker, type DatePickerProps } from './index';
import type * as LazyCalendarModule from './calendar-dialog.lazy';

/**
 * The cart's delivery rule (ordering.md §5): today is Wednesday 2026-03-04, a lead time of two
 * days makes Friday 2026-03-06 the earliest date, weekends are off, 2026-03-16 and 2026-04-03 are
 * plant holidays, and 2026-04-17 is the last date.
 */
const TODAY = '2026-03-04';
const HOLIDAYS: Record<string, string> = {
  '2026-03-16': 'Plant holiday: Inventory day',
  '2026-04-03': 'Plant holiday: Good Friday',
};
const isWeekend = (date: string) => weekdayOf(date) === 0 || weekdayOf(date) === 6;
const deliveryRule = {
  min: '2026-03-06',
  max: '2026-04-17',
  today: TODAY,
  isSelectable: (date: string) => !isWeekend(date) && !(date in HOLIDAYS),
  unavailableLabel: (date: string) => HOLIDAYS[date] ?? (isWeekend(date) ? 'Weekend' : null),
};

type HarnessProps = Partial<DatePickerProps> & { initialValue?: string | null };

/** A cart field with the picker, controlled by its parent, and a control after it. */
function Harness({ initialValue = null, onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState<string | null>(initialValue);
  return (
    <>
      <DatePicker
        label="Requested delivery date"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        {...deliveryRule}
        {...props}
      />
      <button type="button">Place order</button>
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

const field = (name: RegExp | string = /Requested delivery date/) =>
  screen.getByRole('button', { name });

async function openCalendar(props: HarnessProps = {}, market = {}) {
  const result = setup(props, market);
  await result.user.click(field());
  const dialog = await screen.findByRole('dialog');
  return { ...result, dialog };
}

const focused = () => getActiveElement(document);
const focusedDate = () => focused()?.getAttribute('data-date') ?? null;
const day = (dialog: HTMLElement, name: string | RegExp) =>
  within(dialog).getByRole('gridcell', { name });
/** The number a day shows (its name is the full date). */
const shownNumber = (cell: HTMLElement) =>
  cell.querySelector('[aria-hidden="true"]')?.textContent ?? '';

describe('given a closed date picker', () => {
  it('shows its label and "Choose a date" in a button that opens a dialog', () => {
    setup();
    const button = field();
    expect(button.textContent).toBe('Choose a date');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Requested delivery date Choose a date' })).toBe(
      button,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each<[string, string, string]>([
    ['en', '2026-04-08', '08-Apr-2026'],
    ['es', '2026-04-08', '08-Abr-2026'],
    ['pt', '2026-02-13', '13-Fev-2026'],
  ])('in %s shows the chosen date %s as %s', (lang, value, shown) => {
    setup({ initialValue: value }, { lang });
    expect(field().textContent).toBe(shown);
  });

  it('keeps showing the value its parent gives, not a copy of its own', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <KitRoot config={resolveConfig({ country: 'us', lang: 'en' }, {})} swrCache={new Map()}>
        <DatePicker
          label="Requested delivery date"
          value="2026-03-20"
          onChange={onChange}
          {...deliveryRule}
        />
      </KitRoot>,
    );
    await user.click(field());
    await user.click(day(await screen.findByRole('dialog'), /March 23, 2026/));
    expect(onChange).toHaveBeenCalledWith('2026-03-23');
    expect(field().textContent).toBe('20-Mar-2026');
  });

  it('marks a required field in its name', () => {
    setup({ required: true });
    expect(field().getAttribute('aria-labelledby')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Requested delivery date (required) Choose a date' }),
    ).toBeTruthy();
  });

  it('describes the field with its hint and its error, and marks it invalid', () => {
    setup({ description: 'Three working days from today', error: 'Choose a delivery date.' });
    const button = field();
    expect(button.getAttribute('aria-invalid')).toBe('true');
    const ids = (button.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Three working days from today',
      'Choose a delivery date.',
    ]);
  });

  it('is not invalid and not described without an error or hint', () => {
    setup();
    expect(field().hasAttribute('aria-invalid')).toBe(false);
    expect(field().hasAttribute('aria-describedby')).toBe(false);
  });

  it('cannot be opened when disabled', async () => {
    const { user } = setup({ disabled: true, initialValue: '2026-03-20' });
    const button = field();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('holds the value in a hidden input when it has a name', async () => {
    const { user, container } = setup({ name: 'requestedDate' });
    const input = container.querySelector<HTMLInputElement>('input[name="requestedDate"]');
    expect(input?.value).toBe('');
    await user.click(field());
    await screen.findByRole('dialog');
    await user.keyboard('{Enter}');
    expect(input?.value).toBe('2026-03-06');
  });
});

describe('given the calendar opens', () => {
  it('is a modal dialog named by its month heading, on the first selectable date', async () => {
    const { dialog } = await openCalendar();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'March 2026' })).toBe(dialog);
    expect(within(dialog).getByRole('heading', { name: 'March 2026' })).toBeTruthy();
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(field().getAttribute('aria-controls')).toBe(dialog.id);
    await waitFor(() => expect(focusedDate()).toBe('2026-03-06'));
    expect(focused()).toBe(screen.getByRole('gridcell', { name: 'Friday, March 6, 2026' }));
  });

  it('opens on the chosen date, marked selected', async () => {
    const { dialog } = await openCalendar({ initialValue: '2026-04-08' });
    expect(screen.getByRole('dialog', { name: 'April 2026' })).toBe(dialog);
    await waitFor(() => expect(focusedDate()).toBe('2026-04-08'));
    expect(focused()?.getAttribute('aria-selected')).toBe('true');
    expect(day(dialog, /April 9, 2026/).getAttribute('aria-selected')).toBe('false');
  });

  it('opens on the month the caller asks for when nothing is chosen', async () => {
    const { dialog } = await openCalendar({ initialMonth: '2026-04-01' });
    expect(within(dialog).getByRole('heading').textContent).toBe('April 2026');
    await waitFor(() => expect(focusedDate()).toBe('2026-04-01'));
  });

  it('lays the weeks out from Sunday on a US page', async () => {
    const { dialog } = await openCalendar();
    const headers = within(dialog).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'SuSunday',
      'MoMonday',
      'TuTuesday',
      'WeWednesday',
      'ThThursday',
      'FrFriday',
      'SaSaturday',
    ]);
    // March 2026 starts on a Sunday: its first row is 1..7.
    const firstRow = within(dialog).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow).getAllByRole('gridcell').map(shownNumber)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
  });

  it('marks today, which cannot be chosen before the lead time', async () => {
    const { dialog } = await openCalendar();
    const today = dialog.querySelector('[aria-current="date"]');
    expect(today?.getAttribute('data-date')).toBe(TODAY);
    expect(today).toBe(day(dialog, 'Wednesday, March 4, 2026 (today): Not available'));
    expect(today?.getAttribute('aria-disabled')).toBe('true');
  });

  it('offers only the selectable dates: the others are muted, not focusable, and say why', async () => {
    const { dialog } = await openCalendar();
    const cells = within(dialog)
      .getAllByRole('gridcell')
      .filter((c) => c.hasAttribute('data-date'));
    const offered = cells.filter((c) => c.getAttribute('aria-disabled') !== 'true');
    expect(offered.map((c) => c.getAttribute('data-date')?.slice(8))).toEqual(
      ['06', '09', '10', '11', '12', '13', '17', '18', '19', '20'].concat([
        '23',
        '24',
        '25',
        '26',
        '27',
        '30',
        '31',
      ]),
    );
    for (const cell of cells) {
      const refused = cell.getAttribute('aria-disabled') === 'true';
      expect(cell.hasAttribute('tabindex')).toBe(!refused);
      expect(cell.hasAttribute('aria-selected')).toBe(!refused);
    }
    const holiday = day(dialog, /March 16, 2026/);
    expect(holiday).toBe(day(dialog, 'Monday, March 16, 2026: Plant holiday: Inventory day'));
    expect(holiday.getAttribute('title')).toBe('Plant holiday: Inventory day');
    expect(day(dialog, 'Thursday, March 5, 2026: Not available').getAttribute('data-date')).toBe(
      '2026-03-05',
    );
  });

  it('only one day is in the Tab order', async () => {
    const { dialog } = await openCalendar();
    const tabbable = within(dialog)
      .getAllByRole('gridcell')
      .filter((c) => c.getAttribute('tabindex') === '0');
    expect(tabbable.map((c) => c.getAttribute('data-date'))).toEqual(['2026-03-06']);
  });

  it('has no axe violations', async () => {
    const { container, dialog } = await openCalendar({
      error: 'Choose a delivery date.',
      description: 'Three working days from today',
      required: true,
      initialValue: '2026-03-20',
    });
    // The calendar is portalled into the KitRoot's container, inside the rendered tree.
    expect(container.contains(dialog)).toBe(true);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

// Issue 14: a blocked day names its holiday on sight, not only on hover or to a screen reader.
describe('given days with a note (holidays, plant closings)', () => {
  const dayNote = (date: string) => HOLIDAYS[date] ?? null;

  it('marks them in the grid and lists them with their date under the month', async () => {
    const { dialog, user } = await openCalendar({ dayNote });
    expect(day(dialog, /March 16, 2026/).hasAttribute('data-noted')).toBe(true);
    expect(day(dialog, /March 14, 2026/).hasAttribute('data-noted')).toBe(false);
    const list = within(dialog).getByRole('list', { name: 'Closed days this month' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['16-Mar-2026 Plant holiday: Inventory day']);
    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['03-Apr-2026 Plant holiday: Good Friday']);
  });

  it('lists nothing in a month without one, or without notes at all', async () => {
    const { dialog } = await openCalendar();
    expect(within(dialog).queryByRole('list')).toBeNull();
  });
});

describe('given unselectable days', () => {
  it('a click on one does nothing and the calendar stays open', async () => {
    const { user, dialog, onChange } = await openCalendar();
    await user.click(day(dialog, /March 16, 2026/));
    await user.click(day(dialog, /March 7, 2026/));
    await user.click(day(dialog, /March 5, 2026/));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(field().textContent).toBe('Choose a date');
  });

  it('the keyboard never lands on one', async () => {
    const { user } = await openCalendar();
    await waitFor(() => expect(focusedDate()).toBe('2026-03-06'));
    const visited: (string | null)[] = [];
    for (let i = 0; i < 12; i += 1) {
      await user.keyboard('{ArrowRight}');
      visited.push(focusedDate());
    }
    expect(visited).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-17',
      '2026-03-18',
      '2026-03-19',
      '2026-03-20',
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
    ]);
  });

  it('announces the days the keyboard skipped, and why', async () => {
    const { user, dialog } = await openCalendar({ initialValue: '2026-03-13' });
    await waitFor(() => expect(focusedDate()).toBe('2026-03-13'));
    await user.keyboard('{ArrowRight}');
    expect(focusedDate()).toBe('2026-03-17');
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Skipped: 14-Mar-2026 (Weekend), 15-Mar-2026 (Weekend), ' +
        '16-Mar-2026 (Plant holiday: Inventory day)',
    );
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('status').textContent).toBe('');
  });
});

describe('given the keyboard in the grid', () => {
  async function from(date: string) {
    const result = await openCalendar({ initialValue: date });
    await waitFor(() => expect(focusedDate()).toBe(date));
    return result;
  }

  it.each<[string, string, string, string]>([
    ['ArrowRight', '{ArrowRight}', '2026-03-11', '2026-03-12'],
    ['ArrowLeft', '{ArrowLeft}', '2026-03-11', '2026-03-10'],
    ['ArrowLeft over a weekend', '{ArrowLeft}', '2026-03-09', '2026-03-06'],
    ['ArrowDown', '{ArrowDown}', '2026-03-11', '2026-03-18'],
    ['ArrowDown onto a holiday', '{ArrowDown}', '2026-03-09', '2026-03-17'],
    ['ArrowUp', '{ArrowUp}', '2026-03-18', '2026-03-11'],
    ['ArrowUp before the earliest date', '{ArrowUp}', '2026-03-11', '2026-03-06'],
    ['PageDown', '{PageDown}', '2026-03-11', '2026-04-10'],
    ['PageUp', '{PageUp}', '2026-04-09', '2026-03-09'],
    ['Shift+PageDown', '{Shift>}{PageDown}{/Shift}', '2026-03-11', '2026-04-17'],
    ['Shift+PageUp', '{Shift>}{PageUp}{/Shift}', '2026-04-09', '2026-03-06'],
    ['Home', '{Home}', '2026-03-12', '2026-03-09'],
    ['Home in a week starting on a holiday', '{Home}', '2026-03-19', '2026-03-17'],
    ['End', '{End}', '2026-03-10', '2026-03-13'],
  ])('%s moves from %s', async (_, keys, start, expected) => {
    const { user } = await from(start);
    await user.keyboard(keys);
    expect(focusedDate()).toBe(expected);
  });

  it('shows the month that focus moved into', async () => {
    const { user, dialog } = await from('2026-03-31');
    await user.keyboard('{ArrowRight}');
    expect(focusedDate()).toBe('2026-04-01');
    expect(within(dialog).getByRole('heading').textContent).toBe('April 2026');
    expect(dialog.getAttribute('aria-labelledby')).toBe(
      within(dialog).getByRole('heading').getAttribute('id'),
    );
  });

  it('stays on the earliest date at the start and on the last date at the end', async () => {
    const { user } = await from('2026-03-06');
    await user.keyboard('{ArrowLeft}{PageUp}{Home}');
    expect(focusedDate()).toBe('2026-03-06');
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(focusedDate()).toBe('2026-04-17');
    await user.keyboard('{ArrowRight}{ArrowDown}{PageDown}{End}');
    expect(focusedDate()).toBe('2026-04-17');
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])(
    '%s chooses the day, closes, and gives focus back to the field, which names the date',
    async (_, key) => {
      const { user, onChange } = await from('2026-03-11');
      await user.keyboard('{ArrowRight}');
      await user.keyboard(key);
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledWith('2026-03-12');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(focused()).toBe(field());
      expect(field().getAttribute('aria-expanded')).toBe('false');
      // What a screen reader reads when focus is back: the label and the new value.
      expect(screen.getByRole('button', { name: 'Requested delivery date 12-Mar-2026' })).toBe(
        focused(),
      );
    },
  );

  it('choosing the date already chosen closes without a change', async () => {
    const { user, onChange } = await from('2026-03-11');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a click chooses the day and closes', async () => {
    const { user, dialog, onChange } = await openCalendar();
    await user.click(day(dialog, /March 24, 2026/));
    expect(onChange).toHaveBeenCalledWith('2026-03-24');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field().textContent).toBe('24-Mar-2026');
  });
});

describe('given the field has focus', () => {
  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
    ['ArrowDown', '{ArrowDown}'],
  ])('%s opens the calendar with focus on the first selectable day', async (_, key) => {
    const { user } = setup();
    field().focus();
    await user.keyboard(key);
    await screen.findByRole('dialog');
    await waitFor(() => expect(focusedDate()).toBe('2026-03-06'));
  });

  it('Escape closes without a change and gives focus back to the field', async () => {
    const { user, onChange } = setup({ initialValue: '2026-03-20' });
    field().focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedDate()).toBe('2026-03-20'));
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(focused()).toBe(field());
    expect(field().textContent).toBe('20-Mar-2026');
  });
});

describe('given the month buttons', () => {
  it('show the next and previous month within min and max', async () => {
    const { user, dialog } = await openCalendar();
    const previous = within(dialog).getByRole('button', { name: 'Previous month' });
    const next = within(dialog).getByRole('button', { name: 'Next month' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(next.hasAttribute('aria-disabled')).toBe(false);

    await user.click(previous);
    expect(within(dialog).getByRole('heading').textContent).toBe('March 2026');

    await user.click(next);
    expect(within(dialog).getByRole('heading').textContent).toBe('April 2026');
    expect(within(dialog).getByRole('heading').getAttribute('aria-live')).toBe('polite');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(previous.hasAttribute('aria-disabled')).toBe(false);
    // Focus stays on the button; the day in the Tab order is the closest to the 6th.
    expect(focused()).toBe(next);
    const tabbable = dialog.querySelector('[tabindex="0"]');
    expect(tabbable?.getAttribute('data-date')).toBe('2026-04-06');

    await user.click(next);
    expect(within(dialog).getByRole('heading').textContent).toBe('April 2026');
  });

  it('say so when a month has no date to choose', async () => {
    const { user, dialog } = await openCalendar({
      max: '2026-05-31',
      isSelectable: (date) => date < '2026-05-01' && !isWeekend(date),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    expect(within(dialog).getByRole('heading').textContent).toBe('May 2026');
    expect(within(dialog).getByRole('status').textContent).toBe(
      'No date can be chosen in this month.',
    );
    expect(dialog.querySelector('[tabindex="0"]')).toBeNull();
  });
});

describe('given a month button pressed on the 31st', () => {
  it('keeps the day in the Tab order at the end of a shorter month', async () => {
    const { user, dialog } = await openCalendar({
      initialValue: '2026-03-31',
      min: '2026-01-01',
      max: '2026-06-30',
      isSelectable: () => true,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    expect(dialog.querySelector('[tabindex="0"]')?.getAttribute('data-date')).toBe('2026-04-30');
  });
});

describe('given Tab in the open calendar', () => {
  it('moves between the month buttons, the day and Close, and stays inside', async () => {
    const { user, dialog } = await openCalendar();
    const day6 = day(dialog, /March 6, 2026/);
    await waitFor(() => expect(focused()).toBe(day6));
    const seen: (string | null)[] = [];
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      const active = focused();
      seen.push(
        active?.getAttribute('aria-label') ??
          active?.getAttribute('data-date') ??
          active?.textContent ??
          null,
      );
    }
    expect(seen).toEqual(['Close', 'Previous month', 'Next month', '2026-03-06']);
    await user.tab({ shift: true });
    expect(focused()?.getAttribute('aria-label')).toBe('Next month');
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('Close closes and gives focus back to the field', async () => {
    const { user, dialog, onChange } = await openCalendar();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(field());
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('given a click outside the open calendar', () => {
  it('closes it without a change', async () => {
    const { user, onChange } = await openCalendar();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(focused()).toBe(screen.getByRole('button', { name: 'Place order' }));
  });

  it('a second click on the field closes it too', async () => {
    const { user } = await openCalendar();
    await user.click(field());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('given the picker’s strings', () => {
  it('has every key in en, es and pt with the same placeholders', () => {
    const bundle = registeredNamespaces().get(DATE_PICKER_NAMESPACE);
    expect(bundle && translationProblems(DATE_PICKER_NAMESPACE, bundle)).toEqual([]);
  });
});

describe('given a Spanish page', () => {
  it('names months, weekdays, days and buttons in Spanish, weeks from Sunday in Mexico', async () => {
    const { dialog } = await openCalendar({}, { country: 'mx', lang: 'es' });
    expect(screen.getByRole('dialog', { name: 'Marzo de 2026' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Mes anterior' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Mes siguiente' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    const headers = within(dialog).getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('abbr'))).toEqual([
      'Domingo',
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
      'Sábado',
    ]);
    await waitFor(() => expect(focused()).toBe(day(dialog, 'viernes, 6 de marzo de 2026')));
    expect(day(dialog, 'lunes, 16 de marzo de 2026: Plant holiday: Inventory day')).toBeTruthy();
    expect(day(dialog, 'miércoles, 4 de marzo de 2026 (hoy): No disponible')).toBeTruthy();
  });

  it('shows "Elija una fecha" and a required mark in Spanish', () => {
    setup({ required: true }, { country: 'mx', lang: 'es' });
    expect(
      screen.getByRole('button', { name: 'Requested delivery date (obligatorio) Elija una fecha' }),
    ).toBeTruthy();
  });

  it('starts the week on Monday in Costa Rica', async () => {
    const { dialog } = await openCalendar({}, { country: 'cr', lang: 'es' });
    const headers = within(dialog).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent?.slice(0, 2))).toEqual([
      'Lu',
      'Ma',
      'Mi',
      'Ju',
      'Vi',
      'Sá',
      'Do',
    ]);
    const firstRow = within(dialog).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstRow).getAllByRole('gridcell').map(shownNumber)).toEqual([
      '',
      '',
      '',
      '',
      '',
      '',
      '1',
    ]);
  });
});

describe('given a Portuguese page', () => {
  it('names months, weekdays, days and buttons in Portuguese', async () => {
    const { dialog } = await openCalendar(
      { initialValue: '2026-04-08' },
      { country: 'br', lang: 'pt' },
    );
    expect(field().textContent).toBe('08-Abr-2026');
    expect(screen.getByRole('dialog', { name: 'Abril de 2026' })).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Mês anterior' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Próximo mês' })).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.slice(0, 3)),
    ).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
    await waitFor(() => expect(focused()).toBe(day(dialog, 'quarta-feira, 8 de abril de 2026')));
  });

  it('speaks the language it is given, whatever the page language', async () => {
    const { dialog } = await openCalendar({ lang: 'pt' }, { country: 'us', lang: 'en' });
    expect(screen.getByRole('dialog', { name: 'Março de 2026' })).toBe(dialog);
  });
});

describe('given a date picker inside a modal', () => {
  it('Escape closes only the calendar', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <KitRoot config={resolveConfig({ country: 'us', lang: 'en' }, {})} swrCache={new Map()}>
        <Modal open onClose={onClose} title="Change delivery" closeLabel="Close dialog">
          <Harness />
        </Modal>
      </KitRoot>,
    );
    await user.click(field());
    await screen.findByRole('dialog', { name: 'March 2026' });
    await waitFor(() => expect(focusedDate()).toBe('2026-03-06'));
    await user.keyboard('{ArrowRight}');
    expect(focusedDate()).toBe('2026-03-09');
    await user.tab();
    expect(focused()?.textContent).toBe('Close');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'March 2026' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(focused()).toBe(field());
  });
});

describe('given a date picker inside a shadow root', () => {
  it('opens, moves, chooses and gives focus back, all inside the shadow root', async () => {
    const host = document.createElement('anp-test-cart');
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
    const button = await view.findByRole('button', { name: /Requested delivery date/ });
    await user.click(button);
    const dialog = await view.findByRole('dialog', { name: 'March 2026' });
    expect(shadow.contains(dialog)).toBe(true);
    await waitFor(() => expect(shadow.activeElement?.getAttribute('data-date')).toBe('2026-03-06'));
    expect(document.activeElement).toBe(host);
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(shadow.activeElement?.getAttribute('data-date')).toBe('2026-03-17');
    await user.keyboard('{Escape}');
    expect(view.queryByRole('dialog')).toBeNull();
    expect(shadow.activeElement).toBe(button);

    await user.click(button);
    await view.findByRole('dialog');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('2026-03-06');
    expect(shadow.activeElement).toBe(button);
    expect(button.textContent).toBe('06-Mar-2026');
    // Styles went into the shadow root, not the page.
    expect(shadow.querySelector('style')).not.toBeNull();
    host.remove();
  });
});

describe("given the calendar's code is not loaded yet", () => {
  it('opens on the first key press once loaded: busy and announced meanwhile, then focus moves in', async () => {
    // A fresh copy of the picker (and of the kit, for its context) whose calendar waits on a gate.
    vi.resetModules();
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.doMock('./calendar-dialog.lazy', async () => {
      const actual = await vi.importActual<typeof LazyCalendarModule>('./calendar-dialog.lazy');
      await gate;
      return actual;
    });
    try {
      const core = await import('@anp/core');
      const { DatePicker: FreshPicker } = await import('./index');
      const user = userEvent.setup();
      render(
        <core.KitRoot config={core.resolveConfig({ country: 'us', lang: 'en' }, {})}>
          <FreshPicker
            label="Requested delivery date"
            value={null}
            onChange={vi.fn()}
            {...deliveryRule}
          />
        </core.KitRoot>,
      );
      const button = await screen.findByRole('button', { name: /Requested delivery date/ });
      button.focus();
      await user.keyboard('{Enter}');
      expect(button.getAttribute('aria-busy')).toBe('true');
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(screen.getByRole('status').textContent).toBe('Opening the calendar…');
      expect(screen.queryByRole('dialog')).toBeNull();

      release();
      await screen.findByRole('dialog');
      await waitFor(() => expect(focusedDate()).toBe('2026-03-06'));
      expect(button.hasAttribute('aria-busy')).toBe(false);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(screen.queryByText('Opening the calendar…')).toBeNull();
    } finally {
      vi.doUnmock('./calendar-dialog.lazy');
      vi.resetModules();
    }
  });
});
