import { describe, expect, it } from 'vitest';
import type { DeliveryRule, LeadTimes } from '@anp/rules/cart';
import { dateWindow } from './date-window';

const rule = (overrides: Partial<DeliveryRule> = {}): DeliveryRule => ({
  currentDateDisabled: false,
  leadTime: 2,
  workingDays: [1, 2, 3, 4, 5],
  plantHolidays: [],
  ...overrides,
});

// Monday 23 November 2026.
const LEAD_TIMES: LeadTimes = {
  plantId: 'plant-1',
  plantName: 'Ames Feed Mill',
  today: '2026-11-23',
  daySpan: 45,
  delivery: rule(),
  pickup: rule({ leadTime: 1, currentDateDisabled: true }),
  pickupHours: { start: 8, end: 16 },
};

// ordering.md §3 delivery rule object: the window runs from today plus the lead time (one day
// more when today is disabled) to today plus the day span; the rule is the ship method's.
describe('dateWindow (ordering.md §3 delivery rule objects)', () => {
  it.each<[string, 'delivery' | 'pickup' | '', 'en' | 'es' | 'pt', Record<string, string>]>([
    [
      'delivery: two days of lead time',
      'delivery',
      'en',
      { earliest: '2026-11-25', latest: '2027-01-07', earliestText: '25-Nov-2026' },
    ],
    [
      'pickup: one day, today disabled',
      'pickup',
      'en',
      { earliest: '2026-11-25', latest: '2027-01-07', latestText: '07-Jan-2027' },
    ],
    ['no method yet: the delivery rule', '', 'en', { earliest: '2026-11-25' }],
    ['Spanish display', 'delivery', 'es', { earliestText: '25-Nov-2026' }],
  ])('%s', (_case, shipMethod, lang, expected) => {
    expect(dateWindow({ shipMethod }, LEAD_TIMES, lang)).toMatchObject(expected);
  });

  // Issue 14 (QA): Canada's hint said "Earliest 29-Nov-2026", a Sunday the calendar blocks.
  it('words the first and last days that can be chosen, not the window ends', () => {
    const canada: LeadTimes = {
      ...LEAD_TIMES,
      plantName: 'Brandon Feed Mill',
      today: '2026-11-26',
      daySpan: 38,
      delivery: rule({
        leadTime: 3,
        plantHolidays: [{ holidayDate: '2027-01-01', name: "New Year's Day", kind: 'holiday' }],
      }),
    };
    expect(dateWindow({ shipMethod: 'delivery' }, canada, 'en')).toMatchObject({
      earliest: '2026-11-29',
      first: '2026-11-30',
      earliestText: '30-Nov-2026',
      latest: '2027-01-03',
      last: '2026-12-31',
      latestText: '31-Dec-2026',
    });
  });

  it('takes the rule of the ship method', () => {
    expect(dateWindow({ shipMethod: 'pickup' }, LEAD_TIMES, 'en')?.rule).toBe(LEAD_TIMES.pickup);
  });

  it('is null until the lead times are known', () => {
    expect(dateWindow({ shipMethod: 'delivery' }, undefined, 'en')).toBeNull();
  });
});
