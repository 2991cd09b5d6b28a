import { describe, expect, it } from 'vitest';
import { leadTimesOf, localClock, ORDER_CUTOFF_HOUR, type PlantRow } from './lead-times';

const plant = (overrides: Partial<PlantRow> = {}): PlantRow => ({
  id: 'p-us',
  code: 'US01',
  name: 'Plant US',
  country: 'us',
  working_days: [5, 1, 2, 3, 4],
  delivery_lead_time: 2,
  pickup_lead_time: 1,
  day_span: 10,
  current_date_disabled: false,
  pickup_start_hour: 8,
  pickup_end_hour: 16,
  ...overrides,
});

const HOLIDAYS = [
  { date: '2026-11-19', name: 'Yesterday' },
  { date: '2026-11-26', name: 'Thanksgiving Day' },
  { date: '2026-11-30', name: 'Last day of the span', kind: 'closing' as const },
  { date: '2026-12-01', name: 'After the span' },
];

describe('given an instant and a time zone', () => {
  it.each([
    ['2026-11-20T16:00:00Z', 'America/Chicago', '2026-11-20', 10],
    ['2026-11-21T05:30:00Z', 'America/Chicago', '2026-11-20', 23],
    ['2026-11-21T06:00:00Z', 'America/Chicago', '2026-11-21', 0],
    ['2026-11-20T16:00:00Z', 'Asia/Seoul', '2026-11-21', 1],
    ['2026-07-01T18:59:00Z', 'America/Chicago', '2026-07-01', 13],
  ])('%s in %s is %s at hour %i', (instant, zone, date, hour) => {
    expect(localClock(new Date(instant), zone)).toEqual({ date, hour });
  });
});

describe('given a US plant (Chicago time) and its holidays', () => {
  it.each([
    ['before the cut-off', '2026-11-20T16:00:00Z', false, '2026-11-20', false],
    ['at the cut-off (14:00 local)', '2026-11-20T20:00:00Z', false, '2026-11-20', true],
    [
      'late in the evening, still the same local day',
      '2026-11-21T05:00:00Z',
      false,
      '2026-11-20',
      true,
    ],
    [
      'after local midnight, a new day before the cut-off',
      '2026-11-21T07:00:00Z',
      false,
      '2026-11-21',
      false,
    ],
    ['a plant that never counts today', '2026-11-20T16:00:00Z', true, '2026-11-20', true],
  ])('%s: today and whether it is disabled', (_case, instant, flag, today, disabled) => {
    const rules = leadTimesOf(plant({ current_date_disabled: flag }), HOLIDAYS, new Date(instant));
    expect(rules.today).toBe(today);
    expect(rules.delivery.currentDateDisabled).toBe(disabled);
    expect(rules.pickup.currentDateDisabled).toBe(disabled);
  });

  it('lists the holidays from today to today + day span, in order', () => {
    const rules = leadTimesOf(plant(), [...HOLIDAYS].reverse(), new Date('2026-11-20T16:00:00Z'));
    expect(rules.delivery.plantHolidays).toEqual([
      { holidayDate: '2026-11-26', name: 'Thanksgiving Day', kind: 'holiday' },
      { holidayDate: '2026-11-30', name: 'Last day of the span', kind: 'closing' },
    ]);
    expect(rules.pickup.plantHolidays).toEqual(rules.delivery.plantHolidays);
  });

  it('gives each ship method its own lead time, the sorted working days and the pickup hours', () => {
    const rules = leadTimesOf(plant(), [], new Date('2026-11-20T16:00:00Z'));
    expect(rules).toMatchObject({
      plantId: 'p-us',
      plantName: 'Plant US',
      daySpan: 10,
      delivery: { leadTime: 2, workingDays: [1, 2, 3, 4, 5] },
      pickup: { leadTime: 1, workingDays: [1, 2, 3, 4, 5] },
      pickupHours: { start: 8, end: 16 },
    });
  });

  it('stops same-day processing at 2 pm', () => {
    expect(ORDER_CUTOFF_HOUR).toBe(14);
  });
});

describe('given plants in other markets', () => {
  it.each([
    ['kr', '2026-11-20T15:30:00Z', '2026-11-21', false],
    ['mx', '2026-11-20T20:30:00Z', '2026-11-20', true],
    ['br', '2026-11-20T16:59:00Z', '2026-11-20', false],
    ['xx', '2026-11-20T13:59:00Z', '2026-11-20', false],
  ])('a %s plant at %s is on %s (cut-off passed: %s)', (country, instant, today, disabled) => {
    const rules = leadTimesOf(plant({ country }), [], new Date(instant));
    expect(rules.today).toBe(today);
    expect(rules.delivery.currentDateDisabled).toBe(disabled);
  });
});
