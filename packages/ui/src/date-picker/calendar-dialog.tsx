import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { formatDisplayDate } from '@anp/core';
import { getActiveElement } from '../dom';
import { useModalDialog } from '../top-layer/modal-dialog';
import { trapTab } from '../top-layer/tabbable';
import {
  addMonths,
  calendarStart,
  canChoose,
  dateInMonth,
  focusInMonth,
  isMonthInRange,
  monthOf,
  monthWeeks,
  moveFocus,
  moveOfKey,
  type CalendarRules,
  type IsoDate,
  type WeekStart,
} from './calendar';
import { ChevronIcon, MonthGrid, type DayState } from './month-grid';
import { usePlacement } from './popover';
import type { PickerText } from './strings';
import * as S from './date-picker.styles';

/** At most this many skipped days are named in the announcement; more are summed up. */
const MAX_NAMED_SKIPS = 3;

export interface CalendarDialogProps {
  id: string;
  rules: CalendarRules;
  value: IsoDate | null;
  initialMonth: IsoDate | null;
  today: IsoDate;
  weekStart: WeekStart;
  text: PickerText;
  unavailableLabel?: ((date: IsoDate) => string | null) | undefined;
  /** A day named on sight (a holiday, a closing day): marked, and listed under the month. */
  dayNote?: ((date: IsoDate) => string | null) | undefined;
  onChoose(date: IsoDate): void;
  /** Closes without a choice; focus goes back to the field. */
  onDismiss(): void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  dialogRef: RefObject<HTMLDialogElement | null>;
}

/**
 * The calendar popover (ordering.md §2 screen 9): a dialog named by its month heading, with
 * previous/next month buttons and a grid where only the days that may be chosen take focus or
 * clicks (WAI-ARIA APG date picker dialog, adapted).
 */
export function CalendarDialog(props: CalendarDialogProps) {
  const { id, rules, value, today, weekStart, text, triggerRef, dialogRef } = props;
  const { t } = text;
  const headingId = useId();
  const hintId = useId();
  const [start] = useState(() =>
    calendarStart({ value, initialMonth: props.initialMonth, today, rules }),
  );
  const [month, setMonth] = useState(start.month);
  const [focusDate, setFocusDate] = useState<IsoDate | null>(start.focus);
  const [message, setMessage] = useState('');
  // Set by keyboard moves, so the new day takes focus once it is rendered.
  const focusAfterRender = useRef(false);

  usePlacement(triggerRef, dialogRef);
  // A modal dialog in the top layer: the page behind is inert until it closes.
  useModalDialog(dialogRef, props.onDismiss);

  const focusDay = useCallback(
    (date: IsoDate | null) => {
      const dialog = dialogRef.current;
      if (!dialog) return false;
      const cell =
        date === null ? null : dialog.querySelector<HTMLElement>(`[data-date="${date}"]`);
      cell?.focus();
      return cell !== null;
    },
    [dialogRef],
  );

  // On open, focus goes to the chosen or first selectable day (else the first button).
  useLayoutEffect(() => {
    if (!focusDay(start.focus)) dialogRef.current?.querySelector('button')?.focus();
  }, [focusDay, start.focus, dialogRef]);

  useLayoutEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    focusDay(focusDate);
  }, [focusDate, month, focusDay]);

  const reasonOf = (date: IsoDate) => props.unavailableLabel?.(date) || t('notAvailable');

  const skippedMessage = (skipped: IsoDate[]) => {
    if (skipped.length === 0) return '';
    const named = skipped
      .slice(0, MAX_NAMED_SKIPS)
      .map((date) =>
        t('skippedDay', { date: formatDisplayDate(date, text.lang), reason: reasonOf(date) }),
      );
    if (skipped.length > MAX_NAMED_SKIPS) named.push(t('skippedMore'));
    return t('skipped', { days: named.join(', ') });
  };

  const previousMonth = addMonths(month, -1);
  const nextMonth = addMonths(month, 1);
  const canGoBack = isMonthInRange(previousMonth, rules);
  const canGoOn = isMonthInRange(nextMonth, rules);

  const showMonth = (target: string) => {
    // The same day of the month where possible, else the closest one that may be chosen.
    const preferred =
      focusDate === null ? null : dateInMonth(target, Number(focusDate.slice(8, 10)));
    setMonth(target);
    setFocusDate(focusInMonth(target, preferred, rules));
    setMessage('');
  };

  const choose = (date: IsoDate) => {
    if (canChoose(date, rules)) props.onChoose(date);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const dialog = dialogRef.current;
    // Keys count only while a day has focus (they reach the grid from its cells).
    if (focusDate === null || !dialog || !dialog.contains(getActiveElement(dialog))) return;
    if (event.key === 'Enter' || event.key === ' ') {
      // Handled on keydown and cancelled, so the key does not also press the field's button
      // once focus is back there.
      event.preventDefault();
      event.stopPropagation();
      choose(focusDate);
      return;
    }
    const move = moveOfKey(event.key, event.shiftKey);
    if (move === null || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    event.stopPropagation();
    const result = moveFocus(focusDate, move, rules, weekStart);
    if (result === null) return;
    focusAfterRender.current = true;
    setMonth(monthOf(result.date));
    setFocusDate(result.date);
    setMessage(skippedMessage(result.skipped));
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Cancelled and stopped: a modal around the field must not close too.
      event.preventDefault();
      event.stopPropagation();
      props.onDismiss();
    } else if (event.key === 'Tab') {
      event.stopPropagation();
      trapTab(event, event.currentTarget);
    }
  };

  const dayState = (date: IsoDate): DayState => {
    const selectable = canChoose(date, rules);
    let label = text.dayName(date);
    if (date === today) label = t('dayToday', { date: label });
    if (!selectable) label = t('dayUnavailable', { date: label, reason: reasonOf(date) });
    const noted = props.dayNote?.(date) ? true : undefined;
    return { selectable, selected: date === value, label, title: reasonOf(date), noted };
  };

  const weeks = monthWeeks(month, weekStart);
  const notes = weeks.flatMap((week) =>
    week.flatMap((date) => {
      const note = date === null ? null : (props.dayNote?.(date) ?? null);
      return date !== null && note ? [{ date, note }] : [];
    }),
  );
  const hasChoice = weeks.some((week) => week.some((d) => d !== null && canChoose(d, rules)));
  const status = message || (hasChoice ? '' : t('noDates'));

  return (
    <S.Popover
      id={id}
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      onKeyDown={onDialogKeyDown}
    >
      <S.Header>
        <S.MonthButton
          type="button"
          aria-label={t('previousMonth')}
          aria-disabled={!canGoBack || undefined}
          onClick={() => canGoBack && showMonth(previousMonth)}
        >
          <ChevronIcon direction="left" />
        </S.MonthButton>
        <S.Heading id={headingId} aria-live="polite">
          {text.monthTitle(month)}
        </S.Heading>
        <S.MonthButton
          type="button"
          aria-label={t('nextMonth')}
          aria-disabled={!canGoOn || undefined}
          onClick={() => canGoOn && showMonth(nextMonth)}
        >
          <ChevronIcon direction="right" />
        </S.MonthButton>
      </S.Header>
      <S.GridArea>
        <MonthGrid
          month={month}
          weekStart={weekStart}
          text={text}
          today={today}
          focusDate={focusDate}
          labelledBy={headingId}
          describedBy={hintId}
          dayState={dayState}
          onChoose={choose}
          onKeyDown={onGridKeyDown}
        />
      </S.GridArea>
      {notes.length > 0 && (
        <S.Notes aria-label={t('notesLabel')}>
          {notes.map(({ date, note }) => (
            <li key={date}>
              <time dateTime={date}>{formatDisplayDate(date, text.lang)}</time> <span>{note}</span>
            </li>
          ))}
        </S.Notes>
      )}
      <S.Hidden id={hintId}>{t('keyboardHint')}</S.Hidden>
      <S.Status role="status">{status}</S.Status>
      <S.Footer>
        <S.CloseButton type="button" onClick={props.onDismiss}>
          {t('close')}
        </S.CloseButton>
      </S.Footer>
    </S.Popover>
  );
}
