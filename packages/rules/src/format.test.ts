import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KG_PER_LB,
  LB_PER_QUINTAL,
  WEIGHT_SCALE,
  badgeLabel,
  feeLimitText,
  formatCutoff,
  formatDisplayDate,
  formatNumber,
  formatPrice,
  formatWeight,
  padPallet,
  roundTons,
  scaleWeight,
  sumWeights,
  toApiDate,
  toComplaintDate,
  toTons,
  unscaleWeight,
} from './index';
import type { Language } from './locale';
import type { WeightUnit } from './markets';

/** Runs the enclosing describe block with process.env.TZ set, restoring it afterwards. */
function useTimeZone(tz: string): void {
  let previous: string | undefined;
  beforeAll(() => {
    previous = process.env.TZ;
    process.env.TZ = tz;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });
}

// Zones on both sides of UTC, including the extremes, where a UTC-parsed date would shift a day.
const ZONES: readonly [string, number][] = [
  ['UTC', 0],
  ['America/Los_Angeles', 480],
  ['America/Sao_Paulo', 180],
  ['Pacific/Pago_Pago', 660],
  ['Asia/Seoul', -540],
  ['Pacific/Kiritimati', -840],
  // Chile starts DST at midnight, so local midnight does not exist on 2026-09-06.
  ['America/Santiago', 180],
];

describe('formatNumber', () => {
  it.each([
    ['us', 1234.5, '1,234.50'],
    ['canada', 1234.5, '1,234.50'],
    ['mx', 1234.5, '1,234.50'],
    ['kr', 1234.5, '1,234.50'],
    ['br', 1234.5, '1.234,50'],
    ['co', 1234.5, '1.234,50'],
    ['cr', 1234.5, '1,234.50'],
    ['hn', 1234.5, '1,234.50'],
    ['ni', 1234.5, '1,234.50'],
    ['pe', 1234.5, '1,234.50'],
    ['gt', 1234.5, '1,234.50'],
    ['us', 1234567.891, '1,234,567.89'],
    ['br', 1234567.891, '1.234.567,89'],
    ['us', -1234.5, '-1,234.50'],
    ['br', -1234.5, '-1.234,50'],
    ['us', 0, '0.00'],
    ['us', -0, '0.00'],
    ['us', -0.001, '0.00'],
    ['us', 1.005, '1.01'],
    ['us', 2.675, '2.68'],
    ['us', -1.005, '-1.01'],
    ['us', 999.995, '1,000.00'],
    ['us', 1e-7, '0.00'],
    ['BR', 1234.5, '1.234,50'],
    ['marketing', 1234.5, '1,234.50'],
    ['', 1234.5, '1,234.50'],
  ])('%s %d → %s', (country, value, expected) => {
    expect(formatNumber(value, country)).toBe(expected);
  });

  it.each([
    [0, '1,235'],
    [1, '1,234.6'],
    [3, '1,234.568'],
    [-1, '1,235'],
    [2.9, '1,234.57'],
    [Number.NaN, '1,234.57'],
    [25, '1,234.56780000000000000000'],
  ])('fraction digits %d → %s', (digits, expected) => {
    expect(formatNumber(1234.5678, 'us', digits)).toBe(expected);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    '%d → empty string',
    (value) => {
      expect(formatNumber(value, 'us')).toBe('');
    },
  );
});

describe('formatPrice', () => {
  it.each([
    ['us', '$1,234.56'],
    ['canada', '$1,234.56'],
    ['mx', '$1,234.56'],
    ['br', 'R$ 1.234,56'],
    // QA (issue 14): the won has no minor unit (ISO 4217), so a Korean price is whole won.
    ['kr', '₩1,235'],
    ['cr', '₡1,234.56'],
    ['hn', 'L1,234.56'],
    ['ni', 'C$ 1,234.56'],
    ['pe', 'S/ 1,234.56'],
    ['co', '$1.234,56'],
    ['gt', 'Q1,234.56'],
    ['xx', '$1,234.56'],
    ['marketing', '$1,234.56'],
  ])('%s → %s', (country, expected) => {
    expect(formatPrice(1234.56, country)).toBe(expected);
  });

  it.each<[number | null | undefined, string, string]>([
    [0, '$0.00', 'R$ 0,00'],
    [-0, '$0.00', 'R$ 0,00'],
    [-12.5, '$0.00', 'R$ 0,00'],
    [null, '$0.00', 'R$ 0,00'],
    [undefined, '$0.00', 'R$ 0,00'],
    [Number.NaN, '$0.00', 'R$ 0,00'],
    [Number.POSITIVE_INFINITY, '$0.00', 'R$ 0,00'],
    [Number.NEGATIVE_INFINITY, '$0.00', 'R$ 0,00'],
    [0.004, '$0.00', 'R$ 0,00'],
    [0.005, '$0.01', 'R$ 0,01'],
    [1.005, '$1.01', 'R$ 1,01'],
    [7, '$7.00', 'R$ 7,00'],
    [1234567.891, '$1,234,567.89', 'R$ 1.234.567,89'],
  ])('%j → us %s, br %s', (value, us, br) => {
    expect(formatPrice(value, 'us')).toBe(us);
    expect(formatPrice(value, 'br')).toBe(br);
  });

  it.each<[number | null, string]>([
    [0, '₩0'],
    [-12.5, '₩0'],
    [330478.5, '₩330,479'],
    [9083716, '₩9,083,716'],
  ])('kr %j → %s (whole won)', (value, expected) => {
    expect(formatPrice(value, 'kr')).toBe(expected);
  });
});

describe('formatWeight', () => {
  it.each<[number, string, string | undefined, string]>([
    [1234.5, 'us', undefined, '1,234.50 lb'],
    [1234.5, 'canada', undefined, '1,234.50 lb'],
    [1234.5, 'kr', undefined, '1,234.50 lb'],
    [1234.5, 'br', undefined, '1.234,50 lb'],
    [1234.5, 'mx', undefined, '1,234.50 kg'],
    [1234.5, 'cr', undefined, '1,234.50 kg'],
    [1234.5, 'pe', undefined, '1,234.50 kg'],
    [1234.5, 'co', undefined, '1.234,50 kg'],
    [1234.5, 'hn', undefined, '1,234.50 qq'],
    [1234.5, 'ni', undefined, '1,234.50 qq'],
    [1234.5, 'gt', undefined, '1,234.50 qq'],
    // QA (issue 14): Guatemala's totals read "40 quintal"; the quintal is written qq.
    [40, 'gt', 'quintal', '40.00 qq'],
    [1, 'hn', 'Quintal', '1.00 qq'],
    [6, 'us', 'Tons', '6.00 Tons'],
    [6, 'mx', 'MT', '6.00 MT'],
    [1234.5, 'us', '', '1,234.50'],
    [1234.5, 'marketing', undefined, '1,234.50 lb'],
    [-3, 'us', undefined, '-3.00 lb'],
    [Number.NaN, 'us', undefined, ''],
    [Number.POSITIVE_INFINITY, 'mx', 'kg', ''],
  ])('%d %s %j → %j', (value, country, unit, expected) => {
    expect(formatWeight(value, country, unit)).toBe(expected);
  });
});

describe('formatDisplayDate', () => {
  it.each<[number, string, string, string, string]>([
    [1, 'Jan', 'Ene', 'Jan', '1월'],
    [2, 'Feb', 'Feb', 'Fev', '2월'],
    [3, 'Mar', 'Mar', 'Mar', '3월'],
    [4, 'Apr', 'Abr', 'Abr', '4월'],
    [5, 'May', 'May', 'Mai', '5월'],
    [6, 'Jun', 'Jun', 'Jun', '6월'],
    [7, 'Jul', 'Jul', 'Jul', '7월'],
    [8, 'Aug', 'Ago', 'Ago', '8월'],
    [9, 'Sep', 'Sep', 'Set', '9월'],
    [10, 'Oct', 'Oct', 'Out', '10월'],
    [11, 'Nov', 'Nov', 'Nov', '11월'],
    [12, 'Dec', 'Dic', 'Dez', '12월'],
  ])('month %i → en %s, es %s, pt %s, ko %s', (month, en, es, pt, ko) => {
    const iso = `2026-${String(month).padStart(2, '0')}-05`;
    expect(formatDisplayDate(iso)).toBe(`05-${en}-2026`);
    expect(formatDisplayDate(iso, 'en')).toBe(`05-${en}-2026`);
    expect(formatDisplayDate(iso, 'es')).toBe(`05-${es}-2026`);
    expect(formatDisplayDate(iso, 'pt')).toBe(`05-${pt}-2026`);
    // Korean keeps DD-MMM-YYYY with the Korean abbreviated month (CLDR ko: 1월 … 12월).
    expect(formatDisplayDate(iso, 'ko')).toBe(`05-${ko}-2026`);
  });

  it.each<[Date | string, string]>([
    ['2026-03-05', '05-Mar-2026'],
    [' 2026-03-05 ', '05-Mar-2026'],
    ['20260305', '05-Mar-2026'],
    ['2024-02-29', '29-Feb-2024'],
    ['2000-02-29', '29-Feb-2000'],
    ['2026-12-31', '31-Dec-2026'],
    ['2026-01-01', '01-Jan-2026'],
    ['0999-01-05', '05-Jan-0999'],
    ['0050-06-15', '15-Jun-0050'],
    ['2026-03-05T00:30', '05-Mar-2026'],
    ['2026-03-05T23:59:59', '05-Mar-2026'],
    ['2026-03-05 23:59', '05-Mar-2026'],
    [new Date(2026, 2, 5), '05-Mar-2026'],
    [new Date(2026, 2, 5, 23, 59, 59, 999), '05-Mar-2026'],
    [new Date(2024, 1, 29), '29-Feb-2024'],
  ])('%j → %s', (input, expected) => {
    expect(formatDisplayDate(input)).toBe(expected);
  });

  it.each<[Date | string]>([
    [''],
    ['not a date'],
    ['2026-02-29'],
    ['1900-02-29'],
    ['2026-02-30'],
    ['2026-04-31'],
    ['2026-13-01'],
    ['2026-00-10'],
    ['2026-03-00'],
    ['2026-3-5'],
    ['05/03/2026'],
    ['March 5, 2026'],
    ['2026-03-05T24:00'],
    ['2026-03-05T12:60'],
    ['2026-03-05T12:00:60'],
    ['2026-02-30T10:00:00Z'],
    ['2026-03-05T10:00:00+24:00'],
    ['2026030'],
    [new Date(Number.NaN)],
  ])('%j → empty string', (input) => {
    expect(formatDisplayDate(input)).toBe('');
    expect(formatDisplayDate(input, 'es')).toBe('');
  });

  it('falls back to English for an unsupported language at run time', () => {
    expect(formatDisplayDate('2026-04-05', 'fr' as unknown as Language)).toBe('05-Apr-2026');
  });

  it('returns an empty string for non-string, non-Date input at run time', () => {
    expect(formatDisplayDate(null as unknown as string)).toBe('');
    expect(formatDisplayDate(20260305 as unknown as string)).toBe('');
  });
});

describe('toApiDate and toComplaintDate', () => {
  it.each<[Date | string, string, string]>([
    ['2026-03-05', '2026-03-05', '20260305'],
    ['20260305', '2026-03-05', '20260305'],
    ['2024-02-29', '2024-02-29', '20240229'],
    ['2026-03-05T23:59', '2026-03-05', '20260305'],
    [new Date(2026, 0, 1), '2026-01-01', '20260101'],
    [new Date(2026, 11, 31, 23, 59), '2026-12-31', '20261231'],
    [new Date(2024, 1, 29, 0, 0), '2024-02-29', '20240229'],
    ['0999-01-05', '0999-01-05', '09990105'],
    ['2026-02-29', '', ''],
    ['2026-13-01', '', ''],
    ['garbage', '', ''],
    ['', '', ''],
    [new Date(Number.NaN), '', ''],
  ])('%j → %j / %j', (input, api, complaint) => {
    expect(toApiDate(input)).toBe(api);
    expect(toComplaintDate(input)).toBe(complaint);
  });
});

describe('formatCutoff', () => {
  it.each<[Date | string, string]>([
    [new Date(2026, 10, 21, 15, 5), '21-11-2026, 3:05 PM'],
    [new Date(2026, 10, 21, 0, 0), '21-11-2026, 12:00 AM'],
    [new Date(2026, 10, 21, 0, 1), '21-11-2026, 12:01 AM'],
    [new Date(2026, 10, 21, 11, 59), '21-11-2026, 11:59 AM'],
    [new Date(2026, 10, 21, 12, 0), '21-11-2026, 12:00 PM'],
    [new Date(2026, 10, 21, 23, 59), '21-11-2026, 11:59 PM'],
    [new Date(2024, 1, 29, 9, 7), '29-02-2024, 9:07 AM'],
    ['2026-11-21', '21-11-2026, 12:00 AM'],
    ['2026-11-21T15:05', '21-11-2026, 3:05 PM'],
    ['2026-11-21T15:05:30.5', '21-11-2026, 3:05 PM'],
    ['', ''],
    ['21-11-2026', ''],
    ['2026-02-29T10:00', ''],
    [new Date(Number.NaN), ''],
  ])('%j → %j', (input, expected) => {
    expect(formatCutoff(input)).toBe(expected);
  });

  it('ignores a global dayjs locale set elsewhere', () => {
    const previous = dayjs.locale();
    dayjs.locale('ko');
    try {
      expect(formatCutoff(new Date(2026, 10, 21, 15, 5))).toBe('21-11-2026, 3:05 PM');
      expect(formatDisplayDate('2026-11-21')).toBe('21-Nov-2026');
    } finally {
      dayjs.locale(previous);
    }
  });
});

describe.each(ZONES)('dates in time zone %s', (tz, offsetMinutes) => {
  useTimeZone(tz);

  it('the zone is in effect', () => {
    expect(new Date(2026, 0, 15).getTimezoneOffset()).toBe(offsetMinutes);
  });

  it.each<[string, string, string, string]>([
    ['2026-03-05', '05-Mar-2026', '2026-03-05', '20260305'],
    ['2026-01-01', '01-Jan-2026', '2026-01-01', '20260101'],
    ['2026-12-31', '31-Dec-2026', '2026-12-31', '20261231'],
    ['2024-02-29', '29-Feb-2024', '2024-02-29', '20240229'],
    ['20240229', '29-Feb-2024', '2024-02-29', '20240229'],
    ['2026-09-06', '06-Sep-2026', '2026-09-06', '20260906'],
    ['2026-04-05', '05-Apr-2026', '2026-04-05', '20260405'],
  ])('date-only %s never shifts', (input, display, api, complaint) => {
    expect(formatDisplayDate(input)).toBe(display);
    expect(toApiDate(input)).toBe(api);
    expect(toComplaintDate(input)).toBe(complaint);
  });

  it('a date-only cut-off is local midnight', () => {
    expect(formatCutoff('2026-11-21')).toBe('21-11-2026, 12:00 AM');
  });

  it('an instant with an offset shows in local time', () => {
    const expected = dayjs(new Date(Date.UTC(2026, 10, 21, 15, 5)))
      .locale('en')
      .format('DD-MM-YYYY, h:mm A');
    expect(formatCutoff('2026-11-21T15:05:00Z')).toBe(expected);
    expect(formatCutoff('2026-11-21T15:05:00.000z')).toBe(expected);
    expect(formatCutoff('2026-11-21T20:35:00+05:30')).toBe(expected);
    expect(formatCutoff('2026-11-21T20:35:00+0530')).toBe(expected);
    expect(formatCutoff('2026-11-21T10:05:00-05:00')).toBe(expected);
    expect(formatCutoff('2026-11-21 15:05Z')).toBe(expected);
  });
});

describe('instants in fixed zones', () => {
  describe('UTC', () => {
    useTimeZone('UTC');
    it.each([
      ['2026-11-21T15:05:00Z', '21-11-2026, 3:05 PM', '21-Nov-2026'],
      ['2026-11-21T00:00:00+05:30', '20-11-2026, 6:30 PM', '20-Nov-2026'],
      ['2026-11-21T23:30:00-01:00', '22-11-2026, 12:30 AM', '22-Nov-2026'],
      ['2024-02-29T12:00:00Z', '29-02-2024, 12:00 PM', '29-Feb-2024'],
    ])('%s → %s / %s', (input, cutoff, display) => {
      expect(formatCutoff(input)).toBe(cutoff);
      expect(formatDisplayDate(input)).toBe(display);
    });
  });

  describe('America/Los_Angeles', () => {
    useTimeZone('America/Los_Angeles');
    it.each([
      ['2026-11-21T15:05:00Z', '21-11-2026, 7:05 AM', '2026-11-21'],
      ['2026-03-05T02:00:00Z', '04-03-2026, 6:00 PM', '2026-03-04'],
    ])('%s → %s / %s', (input, cutoff, api) => {
      expect(formatCutoff(input)).toBe(cutoff);
      expect(toApiDate(input)).toBe(api);
    });
  });

  describe('Pacific/Kiritimati', () => {
    useTimeZone('Pacific/Kiritimati');
    it.each([
      ['2026-11-21T15:05:00Z', '22-11-2026, 5:05 AM', '2026-11-22'],
      ['2026-03-05T02:00:00Z', '05-03-2026, 4:00 PM', '2026-03-05'],
    ])('%s → %s / %s', (input, cutoff, api) => {
      expect(formatCutoff(input)).toBe(cutoff);
      expect(toApiDate(input)).toBe(api);
    });
  });
});

describe('padPallet', () => {
  it.each([
    [0, '00'],
    [1, '01'],
    [9, '09'],
    [10, '10'],
    [12, '12'],
    [99, '99'],
    [123, '123'],
    [1.9, '01'],
    [-0, '00'],
    [-1, '00'],
    [-0.5, '00'],
    [Number.NaN, '00'],
    [Number.POSITIVE_INFINITY, '00'],
    [Number.NEGATIVE_INFINITY, '00'],
  ])('%d → %s', (n, expected) => {
    expect(padPallet(n)).toBe(expected);
  });
});

describe('badgeLabel', () => {
  it.each<[number | null | undefined, string]>([
    [1, '1'],
    [5, '5'],
    [98, '98'],
    [99, '99'],
    [99.9, '99'],
    [100, '99+'],
    [101, '99+'],
    [1000, '99+'],
    [Number.POSITIVE_INFINITY, '99+'],
    [1.9, '1'],
    [0, ''],
    [0.5, ''],
    [-0, ''],
    [-1, ''],
    [-100, ''],
    [Number.NEGATIVE_INFINITY, ''],
    [Number.NaN, ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (n, expected) => {
    expect(badgeLabel(n)).toBe(expected);
  });
});

describe('weights', () => {
  it('WEIGHT_SCALE is 10000 (ordering.md §5)', () => {
    expect(WEIGHT_SCALE).toBe(10000);
  });

  it.each([
    [0, 0],
    [1, 10000],
    [1.005, 10050],
    [1.00005, 10001],
    [1.00004, 10000],
    [0.00005, 1],
    [0.00004, 0],
    [1e-7, 0],
    [123456.7891, 1234567891],
    [-1.00005, -10001],
    [-1.005, -10050],
    [-0.00004, 0],
    [-0, 0],
  ])('scaleWeight(%d) → %d', (v, expected) => {
    expect(Object.is(scaleWeight(v), expected)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'scaleWeight(%d) passes non-finite values through',
    (v) => {
      expect(scaleWeight(v)).toBe(v);
    },
  );

  it.each([
    [10050, 1.005],
    [10000, 1],
    [1, 0.0001],
    [-10001, -1.0001],
    [0, 0],
    [-0, 0],
  ])('unscaleWeight(%d) → %d', (n, expected) => {
    expect(Object.is(unscaleWeight(n), expected)).toBe(true);
  });

  it.each<[readonly number[], number]>([
    [[], 0],
    [[0.1, 0.2], 0.3],
    [[0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1], 1],
    [[1.005, 2.0049], 3.0099],
    [[33.3333, 33.3333, 33.3334], 100],
    [[-1.5, 1.5], 0],
    [[Number.NaN, 1, 2], 3],
    [[Number.POSITIVE_INFINITY, 1, Number.NEGATIVE_INFINITY], 1],
    [[0.00004, 0.00004], 0],
    [[1234567.8912, 0.0001], 1234567.8913],
  ])('sumWeights(%j) → %d', (values, expected) => {
    expect(Object.is(sumWeights(values), expected)).toBe(true);
  });

  it.each([
    [0, 0],
    [1, 1],
    [1.004, 1],
    [1.005, 1.01],
    [1.015, 1.02],
    [2.675, 2.68],
    [12.3449, 12.34],
    [12.345, 12.35],
    [99.995, 100],
    [1.00495, 1.01],
    [1.00494, 1],
    [-1.005, -1.01],
    [-2.675, -2.68],
    [-0.004, 0],
    [-0, 0],
    [6, 6],
  ])('roundTons(%d) → %d', (v, expected) => {
    expect(Object.is(roundTons(v), expected)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('roundTons(%d) passes through', (v) => {
    expect(roundTons(v)).toBe(v);
  });

  it.each<[number, WeightUnit, number]>([
    [12000, 'lb', 6],
    [1000, 'lb', 0.5],
    [6000, 'kg', 6],
    [500, 'kg', 0.5],
    // The Central American quintal: 100 lb = 45.359237 kg = 0.045359237 MT.
    [1, 'quintal', 0.045359237],
    [60, 'quintal', 2.72155422],
    [1000, 'quintal', 45.359237],
    [100.5, 'quintal', 4.5586033185],
    [-1, 'quintal', -0.045359237],
    [0, 'lb', 0],
    [-0, 'kg', 0],
    [-2000, 'lb', -1],
  ])('toTons(%d, %s) → %d', (weight, unit, expected) => {
    expect(Object.is(toTons(weight, unit), expected)).toBe(true);
  });

  it('given the Central American quintal, 100 lb and its tons agree with the pound in kg', () => {
    expect(LB_PER_QUINTAL).toBe(100);
    expect(KG_PER_LB).toBe(0.45359237);
    expect(toTons(1, 'quintal')).toBeCloseTo((LB_PER_QUINTAL * KG_PER_LB) / 1000, 15);
    // 2000 lb are one short ton; the same 20 quintals are 0.907 metric tons, never 2.
    expect(toTons(2000, 'lb')).toBe(1);
    expect(roundTons(toTons(20, 'quintal'))).toBe(0.91);
  });

  it('toTons passes NaN through', () => {
    expect(toTons(Number.NaN, 'kg')).toBeNaN();
  });

  it.each(['ton', 'LB', '', 'toString'])('toTons rejects unit %j', (unit) => {
    expect(() => toTons(1, unit as WeightUnit)).toThrow(RangeError);
  });

  it.each<[readonly number[], WeightUnit, number]>([
    [[1000.1, 999.9, 10000], 'lb', 6],
    [[2468.2468, 1111], 'lb', 1.79],
    [[1005, 5], 'kg', 1.01],
    [[100.5], 'quintal', 4.56],
    [[20, 2.0462262], 'quintal', 1],
  ])('roundTons(toTons(sumWeights(%j), %s)) → %d', (values, unit, expected) => {
    expect(roundTons(toTons(sumWeights(values), unit))).toBe(expected);
  });
});

describe('feeLimitText', () => {
  it.each<[string, number, string, string]>([
    ['Max {maxWeight} {uom}', 40000, 'LB', 'Max 40000 lb'],
    ['Max {maxWeight} {uom}', 1234.5, 'KG', 'Max 1234.50 kg'],
    ['Max {maxWeight} {uom}', 1234.567, 'kg', 'Max 1234.57 kg'],
    ['Max {maxWeight} {uom}', 1.005, 'Quintal', 'Max 1.01 qq'],
    // QA (issue 14): "40 quintal", never pluralised; the symbol has no plural.
    ['Minimum {maxWeight} {uom}', 40, 'quintal', 'Minimum 40 qq'],
    ['Max {maxWeight} {uom}', 2.999, 'lb', 'Max 3 lb'],
    ['Max {maxWeight} {uom}', 2.001, 'lb', 'Max 2 lb'],
    ['Max {maxWeight} {uom}', 0, 'lb', 'Max 0 lb'],
    ['Max {maxWeight} {uom}', -0, 'lb', 'Max 0 lb'],
    ['Max {maxWeight} {uom}', -5, 'lb', 'Max -5 lb'],
    ['Max {maxWeight} {uom}', 0.1, 'MT', 'Max 0.10 mt'],
    ['Max {maxWeight} {uom}', Number.NaN, 'lb', 'Max  lb'],
    ['{maxWeight}{uom} / {maxWeight}{uom}', 10, 'KG', '10kg / 10kg'],
    ['No placeholders here', 10, 'kg', 'No placeholders here'],
    ['{MAXWEIGHT} {UOM}', 10, 'kg', '{MAXWEIGHT} {UOM}'],
    ['Limit {uom}', 10, '$&', 'Limit $&'],
    ['Limit {maxWeight}', 10, "$'", 'Limit 10'],
    ['', 10, 'kg', ''],
  ])('%j, %d, %j → %j', (template, value, unit, expected) => {
    expect(feeLimitText(template, value, unit)).toBe(expected);
  });
});
