import type { Language } from '@anp/core';
import { usePickerText } from '../date-picker/strings';
import { RangeDialog, type RangeDialogProps } from './range-dialog';
import { useRangeT } from './strings';

export type RangeCalendarProps = Omit<RangeDialogProps, 'text' | 't'> & {
  lang?: Language | undefined;
};

/**
 * The range picker's calendar with its names of months and days: loaded on first use, when the
 * field is first pressed (or pointed at, or focused), not with the field.
 */
export function RangeCalendar({ lang, ...props }: RangeCalendarProps) {
  return <RangeDialog {...props} text={usePickerText(lang)} t={useRangeT(lang)} />;
}
