/**
 * The date rules of a plant (ordering.md §3 "Delivery rule object", §5): what day it is at the
 * plant, whether today still counts, its lead times, working days and holidays.
 */
import { addDays } from '@anp/rules/calendar';
import type { LeadTimes } from '@anp/contract';
import type { Db } from '../db/database';
import { MARKETS, type MarketCode } from '../markets';
import { holidaysAhead, type ClosedDayRow, type PlantRow } from './queries';

export type { PlantRow } from './queries';

/**
 * Decision: a plant processes same-day orders until 14:00 local time; after that today no
 * longer counts (`currentDateDisabled`), so the earliest date moves one day later.
 */
export const ORDER_CUTOFF_HOUR = 14;

/** The calendar date and hour at a place, for an instant (no dependency on the server's zone). */
export function localClock(now: Date, timeZone: string): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')) % 24,
  };
}

/** The time zone a plant keeps: its market's (../markets); UTC for an unknown market. */
export function plantTimeZone(plant: Pick<PlantRow, 'country'>): string {
  return Object.hasOwn(MARKETS, plant.country)
    ? MARKETS[plant.country as MarketCode].timeZone
    : 'UTC';
}

/** The plant's local date at `now`. */
export function plantToday(plant: Pick<PlantRow, 'country'>, now: Date): string {
  return localClock(now, plantTimeZone(plant)).date;
}

/**
 * LeadTimes of a plant at `now` (pure). `holidays` may hold any dates; only those from today to
 * today + day span are returned, in date order (a day without a kind is a holiday).
 */
export function leadTimesOf(
  plant: PlantRow,
  holidays: readonly (Omit<ClosedDayRow, 'kind'> & { kind?: ClosedDayRow['kind'] })[],
  now: Date,
): LeadTimes {
  const clock = localClock(now, plantTimeZone(plant));
  const today = clock.date;
  const last = addDays(today, plant.day_span);
  const currentDateDisabled = plant.current_date_disabled || clock.hour >= ORDER_CUTOFF_HOUR;
  const plantHolidays = holidays
    .filter((h) => h.date >= today && h.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((h) => ({ holidayDate: h.date, name: h.name, kind: h.kind ?? 'holiday' }));
  const workingDays = [...plant.working_days].sort((a, b) => a - b);
  return {
    plantId: plant.id,
    plantName: plant.name,
    today,
    daySpan: plant.day_span,
    delivery: {
      currentDateDisabled,
      leadTime: plant.delivery_lead_time,
      workingDays,
      plantHolidays,
    },
    pickup: {
      currentDateDisabled,
      leadTime: plant.pickup_lead_time,
      workingDays,
      plantHolidays,
    },
    pickupHours: { start: plant.pickup_start_hour, end: plant.pickup_end_hour },
  };
}

/** LeadTimes of a plant read from the database at `now`, its closed days named in `lang`. */
export async function loadLeadTimes(
  db: Pick<Db, 'query'>,
  plant: PlantRow,
  now: Date,
  lang: string,
): Promise<LeadTimes> {
  const today = plantToday(plant, now);
  return leadTimesOf(plant, await holidaysAhead(db, plant, today, lang), now);
}
