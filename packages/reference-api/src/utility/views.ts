/** Banner rows as the contract's Banner. */
import type { BannerList } from '@anp/contract';
import type { BannerRow } from './queries';

const dateOnly = (v: Date | string) =>
  typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10);

export const toBanner = (r: BannerRow): BannerList['banners'][number] => ({
  id: r.id,
  message: r.message,
  startDate: dateOnly(r.start_date),
  startTime: r.start_time,
  endDate: dateOnly(r.end_date),
  endTime: r.end_time,
  timeZone: r.time_zone,
  country: r.country,
  businessUnits: r.business_units,
});
