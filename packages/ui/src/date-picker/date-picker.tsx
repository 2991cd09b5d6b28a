import { Suspense, useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { formatDisplayDate, useKitContext, usePortalContainer, type Language } from '@anp/core';
import { Spinner } from '../spinner';
import { isIsoDate, localToday, weekStartOf, type CalendarRules, type WeekStart } from './calendar';
import type { CalendarProps } from './calendar-dialog.lazy';
import { useDismissOnOutside } from './dismiss';
import { usePickerT } from './field-text';
import { componentOf, onDemand, useOnDemand } from './on-demand';
import * as S from './field.styles';
import { ErrorIcon } from '../fields/field-parts';
import { CalendarIcon } from './calendar-icon';

/** The calendar loads on first use: a press, or pointer or focus on the field just before. */
const calendarPart = /* @__PURE__ */ onDemand<CalendarProps>(() =>
  import('./calendar-dialog.lazy').then((m) => m.Calendar),
);

export interface DatePickerProps {
  /** The chosen date, `YYYY-MM-DD`, or `null`. The picker keeps no copy of its own. */
  value: string | null;
  /** Called with the date the user chose, `YYYY-MM-DD`. */
  onChange(value: string): void;
  /**
   * Whether a date may be chosen (working day, not a plant holiday, …); asked only for dates
   * within `min`..`max`. Days it refuses are shown muted and cannot be focused or chosen.
   */
  isSelectable(date: string): boolean;
  /** First date that may be chosen, `YYYY-MM-DD`; earlier months cannot be shown. */
  min?: string | null;
  /** Last date that may be chosen, `YYYY-MM-DD`; later months cannot be shown. */
  max?: string | null;
  /**
   * A date in the month the calendar opens on when there is no chosen date that may still be
   * chosen. Default: the first date that may be chosen from `min` (or today).
   */
  initialMonth?: string | null;
  /** The visible label, e.g. "Requested delivery date". */
  label: string;
  /** The language of names and dates. Default: the element's language. */
  lang?: Language;
  required?: boolean;
  disabled?: boolean;
  /** A message under the field; marks it invalid (aria-invalid) and describes it. */
  error?: string | null;
  /** A hint under the label, e.g. the lead time. */
  description?: string | null;
  /** The id of the field's button (for a label elsewhere or an error summary link). */
  id?: string;
  /** Name of a hidden input holding the value, for a surrounding form. */
  name?: string;
  /**
   * Why a day cannot be chosen, e.g. "Plant holiday: Christmas Day"; shown on hover, read with
   * the day, and announced when the keyboard skips the day. `null`: "Not available".
   */
  unavailableLabel?(date: string): string | null;
  /**
   * The name of a day worth naming on sight, e.g. "Holiday: Christmas Day" or "Plant closed:
   * Maintenance shutdown": the day is marked in the grid and listed, with its date, under the
   * month. `null` for other days.
   */
  dayNote?(date: string): string | null;
  /** Today, `YYYY-MM-DD`, marked in the calendar. Default: the user's local date. */
  today?: string;
  /**
   * First column of the calendar: 0 Sunday, 1 Monday. Default: the market's custom (Monday in
   * Costa Rica, Sunday in the portal's other markets).
   */
  weekStartsOn?: WeekStart;
  className?: string;
}

const Calendar = /* @__PURE__ */ componentOf(calendarPart);

const preloadCalendar = () => {
  calendarPart.preload().catch(() => undefined);
};

/**
 * The date picker of ordering.md §2 screen 9 (requested delivery or pickup date, §5): a field
 * showing the chosen date as DD-MMM-YYYY (§1) that opens a calendar offering only the dates
 * that may be chosen, fully keyboard operable (WAI-ARIA APG date picker dialog). Works inside
 * a shadow root and in the host page; needs a KitRoot (strings, portal container). The
 * calendar's code loads on first use (pointer or focus on the field, or its first press, which
 * then opens it once loaded, a labelled status saying so meanwhile): pages that show the field
 * do not load it.
 *
 * @example
 * <DatePicker label="Requested delivery date" value={date} onChange={setDate}
 *   min={earliest} max={latest} isSelectable={(d) => isSelectableDate(d, rule, today, span)} />
 */
export function DatePicker(props: DatePickerProps) {
  const { value, label, required = false, disabled = false, error, description } = props;
  const text = usePickerT(props.lang);
  const { t } = text;
  const { country } = useKitContext();
  const container = usePortalContainer();
  const ownId = useId();
  const id = props.id ?? `${ownId}-field`;
  const labelId = `${ownId}-label`;
  const valueId = `${ownId}-value`;
  const hintId = `${ownId}-hint`;
  const errorId = `${ownId}-error`;
  const dialogId = `${ownId}-dialog`;
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const dialogRef = useRef<HTMLDialogElement | null>(null);

  const { isSelectable, min, max } = props;
  const rules = useMemo<CalendarRules>(
    () => ({ isSelectable, min: min ?? null, max: max ?? null }),
    [isSelectable, min, max],
  );
  const chosen = isIsoDate(value) ? value : null;
  const display = chosen === null ? '' : formatDisplayDate(chosen, text.lang);

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  };

  // A field disabled while open closes its calendar (state adjusted while rendering).
  if (disabled && open) setOpen(false);

  // An open calendar closes on a press outside it and the field, and when focus moves out.
  const dismiss = useCallback(() => setOpen(false), []);
  useDismissOnOutside(open, triggerRef, dialogRef, dismiss);

  // Opened before its code is there, the calendar shows once it loads (focus moves into it then).
  const ready = useOnDemand(calendarPart, open, dismiss);
  const loading = open && !ready;

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space press the button; Arrow Down opens too (APG date picker).
    if (event.key === 'ArrowDown' && !event.altKey && !open) {
      event.preventDefault();
      setOpen(true);
    } else if (event.key === 'Escape' && loading) {
      // Still loading: Escape gives up opening, as it would close the calendar.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const describedBy = [description ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  const dialog = open && ready && (
    <Calendar
      id={dialogId}
      rules={rules}
      value={chosen}
      initialMonth={props.initialMonth ?? null}
      today={props.today ?? localToday()}
      weekStart={props.weekStartsOn ?? weekStartOf(country)}
      lang={props.lang}
      unavailableLabel={props.unavailableLabel}
      dayNote={props.dayNote}
      onChoose={(date) => {
        if (date !== value) props.onChange(date);
        close(true);
      }}
      onDismiss={() => close(true)}
      triggerRef={triggerRef}
      dialogRef={dialogRef}
    />
  );

  return (
    <S.Field className={props.className} part="field">
      <S.Label id={labelId} $disabled={disabled} part="field-label">
        {label}
        {required && (
          <>
            <span aria-hidden="true"> *</span>
            <S.Hidden> {t('required')}</S.Hidden>
          </>
        )}
      </S.Label>
      {description && (
        <S.Hint id={hintId} part="field-hint">
          {description}
        </S.Hint>
      )}
      <S.Trigger
        part="input"
        ref={triggerRef}
        id={id}
        type="button"
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open && ready}
        aria-controls={open && ready ? dialogId : undefined}
        aria-busy={loading || undefined}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        $empty={display === ''}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={onTriggerKeyDown}
        onPointerEnter={preloadCalendar}
        onFocus={preloadCalendar}
      >
        <span id={valueId}>{display || t('placeholder')}</span>
        {loading ? <Spinner size="sm" /> : <CalendarIcon />}
      </S.Trigger>
      {loading && <S.Hidden role="status">{t('loadingCalendar')}</S.Hidden>}
      {props.name !== undefined && <input type="hidden" name={props.name} value={chosen ?? ''} />}
      {error && (
        <S.ErrorText id={errorId} part="field-error">
          <ErrorIcon />
          {error}
        </S.ErrorText>
      )}
      {dialog && (
        // Loaded already, the calendar does not suspend; the boundary keeps the field if it did.
        <Suspense fallback={null}>{container ? createPortal(dialog, container) : dialog}</Suspense>
      )}
    </S.Field>
  );
}
