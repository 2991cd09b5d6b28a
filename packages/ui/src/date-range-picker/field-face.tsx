import type { KeyboardEvent, ReactNode, Ref } from 'react';
import { formatDisplayDate, type Language } from '@anp/core';
import { Spinner } from '../spinner';
import * as DP from '../date-picker/field.styles';
import type { DateRange } from './range';
import * as S from './field.styles';
import { ErrorIcon } from '../fields/field-parts';
import { CalendarIcon } from '../date-picker/calendar-icon';

export interface DateRangeFieldFaceProps {
  /** The base of the field's ids: `${baseId}-label`, `-value`, `-error`. */
  baseId: string;
  /** The id of the field's button. */
  id: string;
  /** The visible label; the button's name is the label and the text it shows. */
  label: string;
  /** The range shown, or `null` for the placeholder. */
  value: DateRange | null;
  /** The language of the dates shown. */
  lang: Language;
  /** What the field shows without a range ("Any date"). */
  placeholder: string;
  /** Waiting for code before the calendar can show: a spinner, `aria-busy`, and `busyText`. */
  busy: boolean;
  /** Said (a status) while `busy`, e.g. "Opening the calendar…". */
  busyText: string;
  /** Whether the calendar is shown, and its id then. */
  expanded?: boolean;
  controls?: string;
  disabled?: boolean;
  error?: string | null;
  className?: string;
  triggerRef?: Ref<HTMLButtonElement>;
  onPress(): void;
  onKeyDown?(event: KeyboardEvent<HTMLButtonElement>): void;
  /** Pointer or focus reached the field: a chance to load what a press will need. */
  onApproach?(): void;
  /** The calendar, where the field renders it (a portal). */
  children?: ReactNode;
}

/**
 * The range picker's field without its behaviour: the label, the button showing
 * "DD-MMM-YYYY – DD-MMM-YYYY" or the placeholder, the error. `DateRangePicker` draws its field
 * with it; a feature that loads the picker on demand shows it meanwhile as a stand-in that looks
 * and is named the same, and on its press loads the picker and mounts it with `defaultOpen`.
 * Small on purpose: its styles are the date picker's field (the runtime's) and its strings come
 * from the caller, so it costs a feature's first view next to nothing.
 */
export function DateRangeFieldFace(props: DateRangeFieldFaceProps) {
  const { baseId, id, label, value, lang, placeholder, busy, busyText, controls } = props;
  const { disabled = false, error, expanded = false, className, triggerRef, children } = props;
  const { onPress, onKeyDown, onApproach } = props;
  const labelId = `${baseId}-label`;
  const valueId = `${baseId}-value`;
  const errorId = `${baseId}-error`;
  return (
    <DP.Field className={className} part="field">
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
        aria-expanded={expanded}
        aria-controls={expanded ? controls : undefined}
        aria-busy={busy || undefined}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        $empty={value === null}
        onClick={onPress}
        onKeyDown={onKeyDown}
        onPointerEnter={onApproach}
        onFocus={onApproach}
      >
        <span id={valueId}>
          {/* The name holds the visible text as it is (WCAG 2.5.3, label in name). */}
          {value === null
            ? placeholder
            : `${formatDisplayDate(value.from, lang)} – ${formatDisplayDate(value.to, lang)}`}
        </span>
        {busy ? <Spinner size="sm" /> : <CalendarIcon range />}
      </S.Trigger>
      {busy && <DP.Hidden role="status">{busyText}</DP.Hidden>}
      {error && (
        <DP.ErrorText id={errorId} part="field-error">
          <ErrorIcon />
          {error}
        </DP.ErrorText>
      )}
      {children}
    </DP.Field>
  );
}
