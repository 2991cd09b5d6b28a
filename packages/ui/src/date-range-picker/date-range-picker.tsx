import { Suspense, useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { formatDisplayDate, useKitContext, usePortalContainer, type Language } from '@anp/core';
import {
  localToday,
  weekStartOf,
  type CalendarRules,
  type WeekStart,
} from '../date-picker/calendar';
import { Spinner } from '../spinner';
import { useDismissOnOutside } from '../date-picker/dismiss';
import { usePickerT } from '../date-picker/field-text';
import { componentOf, onDemand, useOnDemand } from '../date-picker/on-demand';
import * as DP from '../date-picker/field.styles';
import type { RangeCalendarProps } from './range-dialog.lazy';
import type { RangePreset } from './range-dialog';
import { isDateRange, type DateRange } from './range';
import { useMonthsShown, useRangeT } from './strings';
import * as S from './field.styles';

/** The calendar loads on first use: a press, or pointer or focus on the field just before. */
const calendarPart = /* @__PURE__ */ onDemand<RangeCalendarProps>(() =>
  import('./range-dialog.lazy').then((m) => m.RangeCalendar),
);

const RangeCalendar = /* @__PURE__ */ componentOf(calendarPart);

const preloadCalendar = () => {
  calendarPart.preload().catch(() => undefined);
};

export interface DateRangePickerProps {
  /** The chosen range, `YYYY-MM-DD` each, or `null`. The picker keeps no copy of its own. */
  value: { from: string; to: string } | null;
  /** Called on Confirm with the new range, and with `null` on Clear. */
  onChange(value: { from: string; to: string } | null): void;
  /** The visible label, e.g. "Order date"; it also names the calendar dialog. */
  label: string;
  /** The language of names and dates. Default: the element's language. */
  lang?: Language;
  /** First day that may be chosen, `YYYY-MM-DD` (e.g. two years back). */
  min?: string | null;
  /** Last day that may be chosen, `YYYY-MM-DD` (e.g. today). */
  max?: string | null;
  /** Quick ranges offered beside the calendar; parts outside min..max are cut off. */
  presets?: RangePreset[];
  /** Offers a Clear action that sets the value to `null`. */
  clearable?: boolean;
  disabled?: boolean;
  /** The id of the field's button (for a label elsewhere or an error summary link). */
  id?: string;
  /** A message under the field; marks it invalid (aria-invalid) and describes it. */
  error?: string | null;
  /** Today, `YYYY-MM-DD`, marked in the calendar. Default: the user's local date. */
  today?: string;
  /** First column of the calendar: 0 Sunday, 1 Monday. Default: the market's custom. */
  weekStartsOn?: WeekStart;
  className?: string;
}

const NO_PRESETS: RangePreset[] = [];
const anyDay = () => true;

function CalendarIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
        <rect x="3" y="4.5" width="14" height="12.5" rx="1.5" />
        <path d="M3 8.5h14M7 2.5v4M13 2.5v4M6.5 12.5h7" />
      </g>
    </svg>
  );
}

function ErrorIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
        <circle cx="8" cy="8" r="6.7" />
        <path d="M8 4.6v4.2M8 11.4v.1" />
      </g>
    </svg>
  );
}

/**
 * The date-range picker of ordering.md §2 screen 10 (the orders list's date filter): a field
 * showing "DD-MMM-YYYY – DD-MMM-YYYY" (§1) that opens a calendar of one or two months; the first
 * day and the last are chosen in turn, Cancel closes without a change, and Confirm (enabled
 * once the last day is chosen) calls `onChange`. Keyboard complete like the date picker; works
 * inside a shadow root; needs a KitRoot (strings, portal container). The calendar's code loads
 * on first use, as the date picker's.
 *
 * @example
 * <DateRangePicker label="Order date" value={range} onChange={setRange} clearable
 *   min={addDays(today, -730)} max={today}
 *   presets={[{ label: 'Last 30 days', from: addDays(today, -29), to: today }]} />
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { label, disabled = false, error, clearable = false } = props;
  // The date picker's strings too (the calendar's): a language other than the element's is
  // loaded before the field shows, as the range picker's own.
  const { lang, t: pickerT } = usePickerT(props.lang);
  const t = useRangeT(props.lang);
  const { country } = useKitContext();
  const container = usePortalContainer();
  const months = useMonthsShown();
  const ownId = useId();
  const id = props.id ?? `${ownId}-field`;
  const labelId = `${ownId}-label`;
  const valueId = `${ownId}-value`;
  const errorId = `${ownId}-error`;
  const dialogId = `${ownId}-dialog`;
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const dialogRef = useRef<HTMLDialogElement | null>(null);

  const { min, max } = props;
  const rules = useMemo<CalendarRules>(
    () => ({ isSelectable: anyDay, min: min ?? null, max: max ?? null }),
    [min, max],
  );
  const value: DateRange | null = isDateRange(props.value) ? props.value : null;

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  };
  // A field disabled while open closes its calendar (state adjusted while rendering).
  if (disabled && open) setOpen(false);

  // A press or focus outside cancels, as Cancel does.
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
      // Still loading: Escape gives up opening, as Cancel would.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const from = value ? formatDisplayDate(value.from, lang) : '';
  const to = value ? formatDisplayDate(value.to, lang) : '';

  const dialog = open && ready && (
    <RangeCalendar
      id={dialogId}
      labelledBy={labelId}
      rules={rules}
      value={value}
      today={props.today ?? localToday()}
      weekStart={props.weekStartsOn ?? weekStartOf(country)}
      months={months}
      presets={props.presets ?? NO_PRESETS}
      clearable={clearable}
      lang={props.lang}
      onConfirm={(range) => {
        if (range.from !== value?.from || range.to !== value?.to) props.onChange(range);
        close(true);
      }}
      onClear={() => {
        if (value !== null) props.onChange(null);
        close(true);
      }}
      onCancel={() => close(true)}
      triggerRef={triggerRef}
      dialogRef={dialogRef}
    />
  );

  return (
    <DP.Field className={props.className} part="field">
      <DP.Label id={labelId} $disabled={disabled} part="field-label">
        {label}
      </DP.Label>
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
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        $empty={value === null}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={onTriggerKeyDown}
        onPointerEnter={preloadCalendar}
        onFocus={preloadCalendar}
      >
        <span id={valueId}>
          {/* The name holds the visible text as it is (WCAG 2.5.3, label in name). */}
          {value === null ? t('placeholder') : `${from} – ${to}`}
        </span>
        {loading ? <Spinner size="sm" /> : <CalendarIcon />}
      </S.Trigger>
      {loading && <DP.Hidden role="status">{pickerT('loadingCalendar')}</DP.Hidden>}
      {error && (
        <DP.ErrorText id={errorId} part="field-error">
          <ErrorIcon />
          {error}
        </DP.ErrorText>
      )}
      {dialog && (
        // Loaded already, the calendar does not suspend; the boundary keeps the field if it did.
        <Suspense fallback={null}>{container ? createPortal(dialog, container) : dialog}</Suspense>
      )}
    </DP.Field>
  );
}
