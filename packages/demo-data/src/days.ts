/**
 * Calendar days as the generators count them: the day numbers of the kit's one calendar
 * (@anp/rules/calendar: days since 1970-01-01), so "two years back" or "ten days ahead" is plain
 * integer arithmetic and every date written is `dateOfDay`'s YYYY-MM-DD.
 */
import { dayNumber, type IsoDate } from '@anp/rules/calendar';

export { dateOfDay, timestampAt, weekdayOf, partsOf, utcDateOf } from '@anp/rules/calendar';

/** A day number (days since 1970-01-01). */
export type Day = number;

/** The day number of a YYYY-MM-DD date; a RangeError for anything else. */
export function dayOf(iso: IsoDate): Day {
  const day = dayNumber(iso);
  if (day === null) throw new RangeError(`"${iso}" is not a YYYY-MM-DD calendar date`);
  return day;
}
