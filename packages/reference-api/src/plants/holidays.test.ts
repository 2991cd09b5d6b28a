/**
 * Real calendars (issue 14): every market's plant closes on its country's public and bank
 * holidays as the date-holidays library lists them for the year, and on its own closing days.
 * One row per market: at an instant just before a holiday, the earliest date the cart offers and
 * the holiday it skips, checked against the library's own list for 2026.
 */
import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { CLOSING_TYPES, HOLIDAY_COUNTRY, closedDaysAhead } from '@anp/demo-data';
import { dateProblem, firstSelectableDate, weekdayOf } from '@anp/rules/cart';
import { MARKETS, type MarketCode } from '../markets';
import { leadTimesOf, type PlantRow } from './lead-times';

/** A plant of the API's markets as the plants table holds it. */
function plantRow(market: MarketCode, index: number): PlantRow & { region?: string } {
  const plant = MARKETS[market].plants[index];
  if (!plant) throw new Error(`No plant ${index} in ${market}`);
  return {
    id: plant.id,
    code: plant.code,
    name: plant.name,
    country: market,
    working_days: [...plant.workingDays],
    delivery_lead_time: plant.deliveryLeadTime,
    pickup_lead_time: plant.pickupLeadTime,
    day_span: plant.daySpan,
    current_date_disabled: plant.currentDateDisabled,
    pickup_start_hour: 8,
    pickup_end_hour: 16,
  };
}

/** The plant's date rules at `instant`, its closed days made as the seed makes them. */
function rulesAt(market: MarketCode, index: number, instant: string) {
  const plant = MARKETS[market].plants[index]!;
  const row = plantRow(market, index);
  const closed = closedDaysAhead(market, plant, instant.slice(0, 10), 400);
  return leadTimesOf(row, closed, new Date(instant));
}

/** The library's own list: 2026's public and bank holidays of a market (and region). */
function libraryList(market: MarketCode, region?: string) {
  const country = HOLIDAY_COUNTRY[market];
  const calendar = region ? new Holidays(country, region) : new Holidays(country);
  return calendar
    .getHolidays(2026)
    .filter((h) => (CLOSING_TYPES as readonly string[]).includes(h.type))
    .map((h) => ({ date: h.date.slice(0, 10), name: h.name }));
}

// market, plant index, instant (10:00 at the plant, before the cut-off), earliest delivery date,
// the holiday that pushed it (date and name in the market's language).
const TABLE: readonly [MarketCode, number, string, string, string, string][] = [
  ['us', 0, '2026-11-23T16:00:00Z', '2026-11-27', '2026-11-26', 'Thanksgiving Day'],
  ['canada', 0, '2026-06-28T15:00:00Z', '2026-07-02', '2026-07-01', 'Canada Day'],
  ['mx', 0, '2026-11-13T16:00:00Z', '2026-11-17', '2026-11-16', 'Día de la Revolución'],
  ['br', 0, '2026-11-16T13:00:00Z', '2026-11-23', '2026-11-20', 'Dia da Consciência Negra'],
  ['kr', 0, '2026-02-15T01:00:00Z', '2026-02-20', '2026-02-17', '설날'],
  ['cr', 0, '2026-09-13T16:00:00Z', '2026-09-16', '2026-09-15', 'Día de la Independencia'],
  ['hn', 0, '2026-10-09T16:00:00Z', '2026-10-13', '2026-10-12', 'Día de la Raza'],
  ['ni', 0, '2026-09-12T16:00:00Z', '2026-09-16', '2026-09-14', 'Batalla de San Jacinto'],
  ['pe', 0, '2026-07-25T15:00:00Z', '2026-07-30', '2026-07-28', 'Día de la Independencia'],
  ['co', 0, '2026-08-14T15:00:00Z', '2026-08-18', '2026-08-17', 'Asunción'],
  ['gt', 0, '2026-10-17T16:00:00Z', '2026-10-21', '2026-10-20', 'Día de la Revolución'],
];

describe.each(TABLE)(
  'given a %s plant (#%i) at %s',
  (market, index, instant, earliest, holiday, name) => {
    const rules = rulesAt(market, index, instant);
    const { delivery } = rules;

    it(`offers ${earliest} first, skipping ${name} on ${holiday}`, () => {
      expect(firstSelectableDate(delivery, rules.today, rules.daySpan)).toBe(earliest);
      expect(dateProblem(holiday, delivery, rules.today, rules.daySpan)).toBe('BLOCKED');
      expect(delivery.plantHolidays).toContainEqual({
        holidayDate: holiday,
        name,
        kind: 'holiday',
      });
    });

    it('blocks exactly what the library lists for 2026 (holidays on working days)', () => {
      const plant = MARKETS[market].plants[index]!;
      const listed = libraryList(market, plant.region);
      expect(listed).toContainEqual({ date: holiday, name });
      const year = closedDaysAhead(market, plant, '2026-01-01', 364).filter(
        (day) => day.kind === 'holiday',
      );
      // Each listed day is closed (a holiday spanning days, e.g. Seollal, closes each of them).
      for (const day of listed) expect(year.map((d) => d.date)).toContain(day.date);
      const listedDates = new Set(listed.map((d) => d.date));
      const multiDay = year.filter((d) => !listedDates.has(d.date));
      for (const day of multiDay) expect(listed.map((d) => d.name)).toContain(day.name);
    });
  },
);

describe('given the Korean plants in 2026', () => {
  const listed = libraryList('kr');
  const year = closedDaysAhead('kr', MARKETS.kr.plants[0]!, '2026-01-01', 364);
  it.each([
    ['설날', ['2026-02-17', '2026-02-18', '2026-02-19']],
    ['추석', ['2026-09-24', '2026-09-25', '2026-09-26']],
    ['석가탄신일', ['2026-05-24', '2026-05-25']],
  ])('closes on %s: %j', (name, dates) => {
    expect(listed.map((d) => d.name)).toContain(name);
    expect(year.filter((d) => d.name.startsWith(name)).map((d) => d.date)).toEqual(dates);
  });

  it('names them in English too, for kr/en pages', () => {
    const seollal = year.find((d) => d.date === '2026-02-17');
    expect(seollal?.names).toEqual({ ko: '설날', en: 'Korean New Year' });
  });
});

describe('given Colombia in 2026', () => {
  it("closes on each of the library's 20 public holidays (19 on weekdays; Easter Sunday)", () => {
    const listed = libraryList('co');
    expect(listed).toHaveLength(20);
    expect(listed.filter((d) => ![0, 6].includes(weekdayOf(d.date)))).toHaveLength(19);
    const year = closedDaysAhead('co', MARKETS.co.plants[1]!, '2026-01-01', 364);
    expect(year.filter((d) => d.kind === 'holiday').map((d) => d.date)).toEqual(
      listed.map((d) => d.date),
    );
  });
});

describe("given a plant's own closing days", () => {
  it.each([
    ['canada', 2, '2026-12-03T15:00:00Z', '2026-12-07', 'Maintenance shutdown'],
    ['gt', 0, '2026-12-07T16:00:00Z', '2026-12-10', 'Parada por mantenimiento'],
    ['kr', 1, '2026-12-24T01:00:00Z', '2026-12-30', '연말 재고 조사'],
  ] as const)('%s #%i closes on %s: %s', (market, index, instant, date, name) => {
    const rules = rulesAt(market, index, instant);
    expect(rules.delivery.plantHolidays).toContainEqual({
      holidayDate: date,
      name,
      kind: 'closing',
    });
    expect(dateProblem(date, rules.delivery, rules.today, rules.daySpan)).toBe('BLOCKED');
  });

  it('a state holiday counts only for the plants of that state (Texas: day after Christmas)', () => {
    const texas = closedDaysAhead('us', MARKETS.us.plants[1]!, '2026-12-01', 40);
    const iowa = closedDaysAhead('us', MARKETS.us.plants[0]!, '2026-12-01', 40);
    expect(texas.map((d) => d.date)).toContain('2026-12-26');
    expect(iowa.map((d) => d.date)).not.toContain('2026-12-26');
  });
});
