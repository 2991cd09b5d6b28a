import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dateAt,
  dateInMonth,
  dateOf,
  dateOfDay,
  dayNumber,
  daysBetween,
  daysInMonth,
  isIsoDate,
  localToday,
  monthOf,
  partsOf,
  spreadsheetSerial,
  timestampAt,
  utcDateOf,
  weekdayOf,
} from './index';

// The kit's one calendar (ordering.md §1 date formats, §5 requested-date rules): date-only
// arithmetic that the pickers, the cart's rules, the orders export and the demo data share.

describe('given calendar dates written YYYY-MM-DD', () => {
  it.each([
    ['2026-11-26', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2026-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['0099-12-31', true],
    ['2026-1-05', false],
    ['26-11-2026', false],
    ['2026-11-26T00:00:00Z', false],
    [' 2026-11-26', false],
    ['', false],
  ])('%j is a calendar date: %s', (text, expected) => {
    expect(isIsoDate(text)).toBe(expected);
    expect(dayNumber(text) !== null).toBe(expected);
  });

  it.each([null, undefined, 20261126, new Date(2026, 10, 26), {}])(
    'a non-string (%j) is no date',
    (value) => {
      expect(isIsoDate(value)).toBe(false);
    },
  );

  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2000-02-29', 11016],
    ['0001-01-01', -719162],
  ])('day number of %s is %i, and back', (iso, days) => {
    expect(dayNumber(iso)).toBe(days);
    expect(dateOfDay(days)).toBe(iso);
  });

  it('keeps years below 100 as themselves (no mapping to the 1900s)', () => {
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(partsOf('0050-06-15')).toEqual({ year: 50, month: 6, day: 15 });
  });
});

describe('given date arithmetic', () => {
  it.each([
    ['2026-11-26', 1, '2026-11-27'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-11-26', 0, '2026-11-26'],
    ['2026-11-26', -365, '2025-11-26'],
    ['2026-03-28', 2, '2026-03-30'],
    ['2026-11-26', 731, '2028-11-26'],
  ])('%s plus %i days is %s', (from, days, expected) => {
    expect(addDays(from, days)).toBe(expected);
    expect(daysBetween(from, expected)).toBe(days);
  });

  it.each([
    ['2026-02-30', 1],
    ['not a date', 1],
    ['2026-11-26', 1.5],
    ['2026-11-26', Number.NaN],
  ])('refuses %j plus %s days with a RangeError', (from, days) => {
    expect(() => addDays(from, days)).toThrow(RangeError);
  });

  it('refuses to count days from or to a date that does not exist', () => {
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
    expect(() => daysBetween('2026-03-01', 'tomorrow')).toThrow(RangeError);
  });

  it.each([
    ['1970-01-01', 4],
    ['2026-11-26', 4],
    ['2026-11-29', 0],
    ['2026-11-28', 6],
    ['2024-02-29', 4],
    ['1969-12-28', 0],
  ])('%s falls on weekday %i (0 = Sunday)', (iso, weekday) => {
    expect(weekdayOf(iso)).toBe(weekday);
  });
});

describe('given months written YYYY-MM', () => {
  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-01', -13, '2024-12'],
    ['2026-11', 0, '2026-11'],
    ['2026-11', 24, '2028-11'],
  ])('%s plus %i months is %s', (month, months, expected) => {
    expect(addMonths(month, months)).toBe(expected);
  });

  it.each([
    ['2026-02', 28],
    ['2024-02', 29],
    ['1900-02', 28],
    ['2000-02', 29],
    ['2026-04', 30],
    ['2026-12', 31],
  ])('%s has %i days', (month, days) => {
    expect(daysInMonth(month)).toBe(days);
  });

  it.each([
    ['2026-02', 31, '2026-02-28'],
    ['2024-02', 30, '2024-02-29'],
    ['2026-11', 0, '2026-11-01'],
    ['2026-11', 15, '2026-11-15'],
  ])('day %2$i of %1$s is %3$s (clamped to the month)', (month, day, expected) => {
    expect(dateInMonth(month, day)).toBe(expected);
  });

  it('names the month of a date and refuses a bad month', () => {
    expect(monthOf('2026-11-26')).toBe('2026-11');
    expect(() => monthOf('2026-11-31')).toThrow(RangeError);
    expect(() => addMonths('2026-13', 1)).toThrow(RangeError);
    expect(() => daysInMonth('2026-1')).toThrow(RangeError);
  });
});

describe('given parts of a date', () => {
  it('builds a date from year, month and day, and only a real one', () => {
    expect(dateOf(2026, 11, 26)).toBe('2026-11-26');
    expect(dateOf(2024, 2, 29)).toBe('2024-02-29');
    expect(() => dateOf(2026, 2, 29)).toThrow(RangeError);
    expect(partsOf('2026-11-26')).toEqual({ year: 2026, month: 11, day: 26 });
    expect(partsOf('2026-11-31')).toBeNull();
  });
});

describe('given instants', () => {
  // 2026-11-27 03:30 UTC is still the 26th in the Americas and already the 27th in Seoul.
  const instant = new Date('2026-11-27T03:30:00Z');

  it.each([
    ['UTC', '2026-11-27'],
    ['America/Chicago', '2026-11-26'],
    ['America/Mexico_City', '2026-11-26'],
    ['America/Sao_Paulo', '2026-11-27'],
    ['America/Costa_Rica', '2026-11-26'],
    ['Asia/Seoul', '2026-11-27'],
  ])('in %s the date of the instant is %s', (timeZone, expected) => {
    expect(dateAt(instant, timeZone)).toBe(expected);
  });

  it("reads today in the user's own time zone and the UTC date of a timestamp", () => {
    const local = new Date(2026, 10, 26, 23, 59);
    expect(localToday(local)).toBe('2026-11-26');
    expect(dateAt(local)).toBe('2026-11-26');
    expect(utcDateOf(instant)).toBe('2026-11-27');
  });

  it.each([
    ['2026-11-26', 0, 0, 0, '2026-11-26T00:00:00.000Z'],
    ['2026-11-26', 16, 5, 9, '2026-11-26T16:05:09.000Z'],
    ['2026-12-31', 24, 0, 0, '2027-01-01T00:00:00.000Z'],
  ])('%s at %i:%i:%i is %s', (iso, hour, minute, second, expected) => {
    expect(timestampAt(iso, hour, minute, second)).toBe(expected);
  });
});

describe('given spreadsheet serial days (1900 date system)', () => {
  it.each([
    ['1970-01-01', 25569],
    ['2026-01-01', 46023],
    ['1900-03-01', 61],
    ['2026-02-30', null],
    ['2026-1-1', null],
  ])('%s is serial %s', (iso, serial) => {
    expect(spreadsheetSerial(iso)).toBe(serial);
  });
});
