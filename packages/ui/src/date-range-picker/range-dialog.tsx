import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type { TFunction } from 'i18next';
import { formatDisplayDate } from '@anp/core';
import { Button } from '../button';
import { getActiveElement } from '../dom';
import { useModalDialog } from '../top-layer/modal-dialog';
import { trapTab } from '../top-layer/tabbable';
import {
  addMonths,
  canChoose,
  dateInMonth,
  daysBetween,
  focusInMonth,
  isMonthInRange,
  monthOf,
  moveFocus,
  moveOfKey,
  type CalendarRules,
  type IsoDate,
  type WeekStart,
} from '../date-picker/calendar';
import { ChevronIcon, MonthGrid, type DayState } from '../date-picker/month-grid';
import { usePlacement } from '../date-picker/popover';
import type { PickerText } from '../date-picker/strings';
import * as DP from '../date-picker/date-picker.styles';
import {
  clampRange,
  firstMonthFor,
  highlightEnd,
  initialFocus,
  pickDay,
  rangeMark,
  type DateRange,
  type Draft,
} from './range';
import * as S from './date-range-picker.styles';

export interface RangePreset {
  label: string;
  from: string;
  to: string;
}

export interface RangeDialogProps {
  id: string;
  /** The id of the field's label, which names the dialog. */
  labelledBy: string;
  rules: CalendarRules;
  value: DateRange | null;
  today: IsoDate;
  weekStart: WeekStart;
  months: 1 | 2;
  presets: readonly RangePreset[];
  clearable: boolean;
  text: PickerText;
  t: TFunction;
  onConfirm(range: DateRange): void;
  onClear(): void;
  /** Closes without a change; focus goes back to the field. */
  onCancel(): void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  dialogRef: RefObject<HTMLDialogElement | null>;
}

/**
 * The calendar of the date-range picker (ordering.md §2 screen 10): one or two months, the
 * first click (or Enter) picks the first day and the second the last, the range is highlighted
 * and previewed under the pointer or the keyboard; Cancel closes without a change and Confirm,
 * enabled once the last day is chosen, applies it. Keys as in the date picker's calendar.
 */
export function RangeDialog(props: RangeDialogProps) {
  const { id, rules, today, weekStart, months, text, t, triggerRef, dialogRef } = props;
  const hintId = useId();
  const headingId = useId();
  const [draft, setDraft] = useState<Draft>(() =>
    props.value ? { from: props.value.from, to: props.value.to } : { from: null, to: null },
  );
  const [focusDate, setFocusDate] = useState<IsoDate>(() =>
    initialFocus(props.value, today, rules),
  );
  const [first, setFirst] = useState(() => firstMonthFor(monthOf(focusDate), months, rules));
  const [pointer, setPointer] = useState<IsoDate | null>(null);
  const [message, setMessage] = useState('');
  const focusAfterRender = useRef(false);

  // The months shown follow the viewport (two on wide screens, one on phones).
  const shownFirst = firstMonthFor(monthOf(focusDate), months, rules, first);
  if (shownFirst !== first) setFirst(shownFirst);
  const shown = Array.from({ length: months }, (_, i) => addMonths(first, i));
  const last = shown[shown.length - 1] ?? first;

  usePlacement(triggerRef, dialogRef);
  // A modal dialog in the top layer: the page behind is inert until it closes.
  useModalDialog(dialogRef, props.onCancel);

  const focusDay = useCallback(
    (date: IsoDate) => {
      const cell = dialogRef.current?.querySelector<HTMLElement>(`[data-date="${date}"]`);
      cell?.focus();
      return Boolean(cell);
    },
    [dialogRef],
  );

  // On open, focus goes to the range's first day (else today, within the bounds).
  const [openedOn] = useState(focusDate);
  useLayoutEffect(() => {
    if (!focusDay(openedOn)) dialogRef.current?.querySelector('button')?.focus();
  }, [focusDay, openedOn, dialogRef]);

  useLayoutEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    focusDay(focusDate);
  }, [focusDate, first, focusDay]);

  const display = (date: IsoDate) => formatDisplayDate(date, text.lang);

  const choose = (date: IsoDate) => {
    if (!canChoose(date, rules)) return;
    const next = pickDay(draft, date);
    setDraft(next);
    setFocusDate(date);
    setPointer(null);
    if (next.to === null) setMessage(t('chooseEnd', { date: display(date) }));
    else if (next.from !== null) {
      setMessage(
        t('rangeChosen', {
          from: display(next.from),
          to: display(next.to),
          count: daysBetween(next.from, next.to) + 1,
        }),
      );
    }
  };

  const showMonths = (target: string) => {
    const preferred = dateInMonth(target, Number(focusDate.slice(8, 10)));
    const nextFocus =
      monthOf(focusDate) >= target && monthOf(focusDate) <= addMonths(target, months - 1)
        ? focusDate
        : (focusInMonth(target, preferred, rules) ?? focusDate);
    setFirst(target);
    setFocusDate(nextFocus);
  };
  const canGoBack = isMonthInRange(addMonths(first, -1), rules);
  const canGoOn = isMonthInRange(addMonths(last, 1), rules);

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const dialog = dialogRef.current;
    if (!dialog || !dialog.contains(getActiveElement(dialog))) return;
    if (event.key === 'Enter' || event.key === ' ') {
      // Cancelled, so the key does not also press a button once focus moves.
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
    setFirst(firstMonthFor(monthOf(result.date), months, rules, first));
    setFocusDate(result.date);
    setPointer(null);
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Cancelled and stopped: a modal around the field must not close too.
      event.preventDefault();
      event.stopPropagation();
      props.onCancel();
    } else if (event.key === 'Tab') {
      event.stopPropagation();
      trapTab(event, event.currentTarget);
    }
  };

  const applyPreset = (range: DateRange) => {
    setDraft(range);
    setFocusDate(range.from);
    setFirst(firstMonthFor(monthOf(range.from), months, rules, null));
    setPointer(null);
    setMessage(
      t('rangeChosen', {
        from: display(range.from),
        to: display(range.to),
        count: daysBetween(range.from, range.to) + 1,
      }),
    );
  };

  // The preview follows the pointer, else the keyboard's day.
  const end = highlightEnd(draft, pointer ?? focusDate);
  const preview = draft.to === null;
  const dayState = (date: IsoDate): DayState => {
    const selectable = canChoose(date, rules);
    const mark = rangeMark(date, draft.from, end);
    let label = text.dayName(date);
    if (date === today) label = text.t('dayToday', { date: label });
    if (!selectable)
      return { selectable, selected: false, label: t('outOfRange', { date: label }) };
    if (mark === 'both' && !preview) label = t('startAndEndDay', { date: label });
    else if (mark === 'start' || (mark === 'both' && preview))
      label = t('startDay', { date: label });
    else if (mark === 'end' && !preview) label = t('endDay', { date: label });
    const chosen = draft.from !== null && date >= draft.from && date <= (draft.to ?? draft.from);
    return { selectable, selected: chosen, label, range: mark, preview };
  };

  const presets = props.presets
    .map((preset) => ({ label: preset.label, range: clampRange(preset, rules) }))
    .filter((p): p is { label: string; range: DateRange } => p.range !== null);
  const status = message || (draft.from === null ? t('chooseStart') : '');
  const complete = draft.from !== null && draft.to !== null;

  return (
    <S.Popover
      id={id}
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={props.labelledBy}
      aria-describedby={hintId}
      onKeyDown={onDialogKeyDown}
    >
      <S.Body>
        {presets.length > 0 && (
          <S.Presets role="group" aria-labelledby={`${id}-presets`}>
            <S.PresetsTitle id={`${id}-presets`}>{t('presets')}</S.PresetsTitle>
            {presets.map(({ label, range }) => (
              <S.Preset
                key={label}
                type="button"
                aria-pressed={draft.from === range.from && draft.to === range.to}
                onClick={() => applyPreset(range)}
              >
                {label}
              </S.Preset>
            ))}
          </S.Presets>
        )}
        <S.Calendar>
          <S.Months>
            {shown.map((month, index) => (
              <S.Month key={month}>
                <DP.Header>
                  {index === 0 ? (
                    <DP.MonthButton
                      type="button"
                      aria-label={text.t('previousMonth')}
                      aria-disabled={!canGoBack || undefined}
                      onClick={() => canGoBack && showMonths(addMonths(first, -1))}
                    >
                      <ChevronIcon direction="left" />
                    </DP.MonthButton>
                  ) : (
                    <S.Spacer />
                  )}
                  {/* Only the first heading is live: the months change together. */}
                  <DP.Heading
                    id={`${headingId}-${index}`}
                    aria-live={index === 0 ? 'polite' : undefined}
                  >
                    {text.monthTitle(month)}
                  </DP.Heading>
                  {index === shown.length - 1 ? (
                    <DP.MonthButton
                      type="button"
                      aria-label={text.t('nextMonth')}
                      aria-disabled={!canGoOn || undefined}
                      onClick={() => canGoOn && showMonths(addMonths(first, 1))}
                    >
                      <ChevronIcon direction="right" />
                    </DP.MonthButton>
                  ) : (
                    <S.Spacer />
                  )}
                </DP.Header>
                <DP.GridArea>
                  <MonthGrid
                    month={month}
                    weekStart={weekStart}
                    text={text}
                    today={today}
                    focusDate={monthOf(focusDate) === month ? focusDate : null}
                    labelledBy={`${headingId}-${index}`}
                    dayState={dayState}
                    onChoose={choose}
                    onHover={preview ? setPointer : undefined}
                    onKeyDown={onGridKeyDown}
                    multiselectable
                  />
                </DP.GridArea>
              </S.Month>
            ))}
          </S.Months>
          <DP.Hidden id={hintId}>{t('keyboardHint')}</DP.Hidden>
          <DP.Status role="status">{status}</DP.Status>
        </S.Calendar>
      </S.Body>
      <S.Footer>
        {props.clearable && (
          <Button variant="ghost" size="sm" onClick={props.onClear}>
            {t('clear')}
          </Button>
        )}
        <S.FooterEnd>
          <Button variant="secondary" size="sm" onClick={props.onCancel}>
            {t('cancel')}
          </Button>
          <Button
            size="sm"
            disabled={!complete}
            onClick={() => {
              if (draft.from !== null && draft.to !== null) {
                props.onConfirm({ from: draft.from, to: draft.to });
              }
            }}
          >
            {t('confirm')}
          </Button>
        </S.FooterEnd>
      </S.Footer>
    </S.Popover>
  );
}
