import type { Language } from '@anp/core';
import { CalendarDialog, type CalendarDialogProps } from './calendar-dialog';
import { usePickerText } from './strings';

export type CalendarProps = Omit<CalendarDialogProps, 'text'> & { lang?: Language | undefined };

/**
 * The date picker's calendar with its names of months and days: loaded on first use, when the
 * field is first pressed (or pointed at, or focused), not with the field.
 */
export function Calendar({ lang, ...props }: CalendarProps) {
  return <CalendarDialog {...props} text={usePickerText(lang)} />;
}
