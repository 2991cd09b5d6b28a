/**
 * The statement's periods, pure: the quick ranges offered beside the calendar, counted from the
 * user's today (YYYY-MM-DD). Each stays within the server's limit of 366 days.
 */
import { addDays } from '@anp/rules/calendar';

export interface Period {
  from: string;
  to: string;
}

export function statementPeriods(today: string): {
  thisMonth: Period;
  last3Months: Period;
  last12Months: Period;
} {
  return {
    thisMonth: { from: `${today.slice(0, 8)}01`, to: today },
    last3Months: { from: addDays(today, -90), to: today },
    last12Months: { from: addDays(today, -364), to: today },
  };
}
