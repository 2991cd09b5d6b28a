import { formatDisplayDate, type Language } from '@anp/rules';
import {
  earliestDate,
  firstSelectableDate,
  lastSelectableDate,
  latestDate,
  ruleFor,
  type DeliveryRule,
  type LeadTimes,
} from '@anp/rules/cart';

/** The days a plant can serve for a ship method, and how the page words its ends. */
export interface DateWindow {
  rule: DeliveryRule;
  /** Today + lead time (+ 1 when today is disabled): no earlier day can be chosen. */
  earliest: string;
  /** Today + day span: no later day can be chosen. */
  latest: string;
  /** The first and last days that can be chosen (null: none can). */
  first: string | null;
  last: string | null;
  /** The first and last days that can be chosen as the page shows dates (the hint's words). */
  earliestText: string;
  latestText: string;
}

/**
 * The dates a plant can serve for the cart's ship method (ordering.md §3 delivery rule objects):
 * from today plus the lead time (a day more when today is disabled) to today plus the day span,
 * in the page's display format. The words name the first and last days that can really be
 * chosen: the window's ends may be a weekend or a holiday (issue 14: Canada's hint said
 * "Earliest 29-Nov-2026", a Sunday the calendar blocked). Null until the lead times are known.
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
  const first = firstSelectableDate(rule, leadTimes.today, leadTimes.daySpan);
  const last = lastSelectableDate(rule, leadTimes.today, leadTimes.daySpan);
  return {
    rule,
    earliest,
    latest,
    first,
    last,
    earliestText: formatDisplayDate(first ?? earliest, lang),
    latestText: formatDisplayDate(last ?? latest, lang),
  };
}
