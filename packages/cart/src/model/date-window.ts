import { formatDisplayDate, type Language } from '@anp/rules';
import {
  earliestDate,
  latestDate,
  ruleFor,
  type DeliveryRule,
  type LeadTimes,
} from '@anp/rules/cart';

/** The days a plant can serve for a ship method, and how the page words its ends. */
export interface DateWindow {
  rule: DeliveryRule;
  earliest: string;
  latest: string;
  earliestText: string;
  latestText: string;
}

/**
 * The dates a plant can serve for the cart's ship method (ordering.md §3 delivery rule objects):
 * from today plus the lead time (a day more when today is disabled) to today plus the day span,
 * in the page's display format. Null until the lead times are known.
 */
export function dateWindow(
  cart: { shipMethod: 'delivery' | 'pickup' | '' },
  leadTimes: LeadTimes | undefined,
  lang: Language,
): DateWindow | null {
  if (!leadTimes) return null;
  const rule = ruleFor(cart.shipMethod, leadTimes);
  const earliest = earliestDate(rule, leadTimes.today);
  const latest = latestDate(leadTimes.today, leadTimes.daySpan);
  return {
    rule,
    earliest,
    latest,
    earliestText: formatDisplayDate(earliest, lang),
    latestText: formatDisplayDate(latest, lang),
  };
}
