/** Banner rows as the contract's Banner. */
import type { Banner } from '@anp/contract';
import { windowInstants } from '@anp/rules';
import type { BannerRow } from './queries';

const dateOnly = (v: Date | string) =>
  typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10);

export const toBanner = (r: BannerRow): Banner => ({
  id: r.id,
  message: r.message,
  messages: r.messages ?? {},
  startDate: dateOnly(r.start_date),
  startTime: r.start_time,
  endDate: dateOnly(r.end_date),
  endTime: r.end_time,
  timeZone: r.time_zone,
  countries: r.countries,
  businessUnits: r.business_units,
});

/**
 * The windows that have not ended at `now` (their end read in their own zone), earliest start
 * first; a window whose times or zone make no sense is left out rather than shown wrong.
 */
export function openBanners(rows: readonly BannerRow[], now: Date): Banner[] {
  return rows
    .map(toBanner)
    .map((banner) => ({ banner, at: windowInstants(banner) }))
    .filter(({ at }) => at !== null && at.end.getTime() > now.getTime())
    .sort((a, b) => (a.at?.start.getTime() ?? 0) - (b.at?.start.getTime() ?? 0))
    .map(({ banner }) => banner);
}
