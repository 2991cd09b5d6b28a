import {
  Suspense,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useKitContext, usePortalContainer, type Language } from '@anp/core';
import {
  localToday,
  weekStartOf,
  type CalendarRules,
  type WeekStart,
} from '../date-picker/calendar';
import { useDismissOnOutside } from '../date-picker/dismiss';
import { usePickerT } from '../date-picker/field-text';
import { componentOf, onDemand, useOnDemand } from '../date-picker/on-demand';
import type { RangeCalendarProps } from './range-dialog.lazy';
import type { RangePreset } from './range-dialog';
import { isDateRange, type DateRange } from './range';
import { useMonthsShown, useRangeT } from './strings';
import { DateRangeFieldFace } from './field-face';

/** The calendar loads on first use: a press, or pointer or focus on the field just before. */
const calendarPart = /* @__PURE__ */ onDemand<RangeCalendarProps>(() =>
  import('./range-dialog.lazy').then((m) => m.RangeCalendar),
);

const RangeCalendar = /* @__PURE__ */ componentOf(calendarPart);

/** Starts loading the calendar (a failed load is tried again on the next open). */
export const preloadDateRangeCalendar = () => {
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
  /**
   * Opens the calendar when the picker mounts, as if its field had just been pressed: for a
   * feature that shows a stand-in field (`DateRangeFieldFace`) and loads the picker on its press.
   * Focus goes to the field's button while the calendar loads, then into the calendar, and back
   * to the button when it closes.
   */
  defaultOpen?: boolean;
  className?: string;
}

const NO_PRESETS: RangePreset[] = [];
const anyDay = () => true;

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
  const dialogId = `${ownId}-dialog`;
  const [open, setOpen] = useState(() => Boolean(props.defaultOpen) && !disabled);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  // Mounted open in place of a stand-in that had focus: the button takes it while the calendar
  // loads (a calendar already loaded takes it itself, in its own layout effect, which runs first).
  const openedOnMount = useRef(open);
  useLayoutEffect(() => {
    if (openedOnMount.current && !calendarPart.isLoaded()) triggerRef.current?.focus();
  }, []);
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
    <DateRangeFieldFace
      baseId={ownId}
      id={id}
      label={label}
      value={value}
      lang={lang}
      placeholder={t('placeholder')}
      busy={loading}
      busyText={pickerT('loadingCalendar')}
      expanded={open && ready}
      controls={dialogId}
      disabled={disabled}
      error={error}
      className={props.className}
      triggerRef={triggerRef}
      onPress={() => (open ? close(false) : setOpen(true))}
      onKeyDown={onTriggerKeyDown}
      onApproach={preloadDateRangeCalendar}
    >
      {dialog && (
        // Loaded already, the calendar does not suspend; the boundary keeps the field if it did.
        <Suspense fallback={null}>{container ? createPortal(dialog, container) : dialog}</Suspense>
      )}
    </DateRangeFieldFace>
  );
}
