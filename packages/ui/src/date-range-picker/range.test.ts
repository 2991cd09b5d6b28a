import { describe, expect, it } from 'vitest';
import type { CalendarRules } from '../date-picker/calendar';
import {
  clampRange,
  firstMonthFor,
  highlightEnd,
  initialFocus,
  isDateRange,
  pickDay,
  rangeMark,
  type DateRange,
  type Draft,
} from './range';

/** The orders filter: two years back to today, Wednesday 2026-03-04. */
const TODAY = '2026-03-04';
const orders: CalendarRules = { isSelectable: () => true, min: '2024-03-05', max: TODAY };
const open: CalendarRules = { isSelectable: () => true };

const none: Draft = { from: null, to: null };
const started: Draft = { from: '2026-02-10', to: null };
const whole: Draft = { from: '2026-02-10', to: '2026-02-20' };

describe('given clicks on days', () => {
  it.each<[string, Draft, string, Draft]>([
    ['the first click picks the first day', none, '2026-02-10', started],
    ['the second picks the last', started, '2026-02-20', whole],
    [
      'the same day twice makes one day',
      started,
      '2026-02-10',
      { from: '2026-02-10', to: '2026-02-10' },
    ],
    [
      'a day before the first starts again',
      started,
      '2026-02-01',
      { from: '2026-02-01', to: null },
    ],
    [
      'a click after a whole range starts again',
      whole,
      '2026-02-15',
      { from: '2026-02-15', to: null },
    ],
  ])('%s', (_, draft, day, expected) => {
    expect(pickDay(draft, day)).toEqual(expected);
  });
});

describe('given the highlighted range', () => {
  it.each<[string, Draft, string | null, string | null]>([
    ['nothing chosen: none', none, '2026-02-12', null],
    ['a whole range: its last day', whole, '2026-02-25', '2026-02-20'],
    ['a first day and the pointer after it: the pointer', started, '2026-02-14', '2026-02-14'],
    ['a first day and the pointer before it: the first day', started, '2026-02-01', '2026-02-10'],
    ['a first day and no pointer: the first day', started, null, '2026-02-10'],
  ])('%s', (_, draft, pointer, expected) => {
    expect(highlightEnd(draft, pointer)).toBe(expected);
  });

  it.each<[string, string | null, string | null, string | null]>([
    ['2026-02-10', '2026-02-10', '2026-02-20', 'start'],
    ['2026-02-15', '2026-02-10', '2026-02-20', 'middle'],
    ['2026-02-20', '2026-02-10', '2026-02-20', 'end'],
    ['2026-02-21', '2026-02-10', '2026-02-20', null],
    ['2026-02-09', '2026-02-10', '2026-02-20', null],
    ['2026-02-10', '2026-02-10', '2026-02-10', 'both'],
    ['2026-02-10', null, null, null],
  ])('%s in %s..%s is %s', (date, from, end, expected) => {
    expect(rangeMark(date, from, end)).toBe(expected);
  });
});

describe('given a value from the caller', () => {
  it.each<[unknown, boolean]>([
    [{ from: '2026-02-10', to: '2026-02-20' }, true],
    [{ from: '2026-02-10', to: '2026-02-10' }, true],
    [{ from: '2026-02-20', to: '2026-02-10' }, false],
    [{ from: '2026-02-30', to: '2026-03-10' }, false],
    [{ from: '2026-02-10' }, false],
    [null, false],
    ['2026-02-10', false],
  ])('%j is a range: %s', (value, expected) => {
    expect(isDateRange(value)).toBe(expected);
  });
});

describe('given presets and bounds', () => {
  it.each<[string, DateRange, DateRange | null]>([
    [
      'inside: kept',
      { from: '2026-02-01', to: '2026-02-28' },
      { from: '2026-02-01', to: '2026-02-28' },
    ],
    [
      'past today: cut at today',
      { from: '2026-01-01', to: '2026-12-31' },
      { from: '2026-01-01', to: TODAY },
    ],
    [
      'before min: cut at min',
      { from: '2024-01-01', to: '2024-06-30' },
      { from: '2024-03-05', to: '2024-06-30' },
    ],
    ['all in the future: not offered', { from: '2026-04-01', to: '2026-04-30' }, null],
    ['all too old: not offered', { from: '2023-01-01', to: '2023-12-31' }, null],
  ])('%s', (_, preset, expected) => {
    expect(clampRange(preset, orders)).toEqual(expected);
  });
});

describe('given the months shown', () => {
  it.each<[string, string, 1 | 2, CalendarRules, string | null, string]>([
    ['two months ending on today’s', '2026-03', 2, orders, null, '2026-02'],
    ['one month: today’s', '2026-03', 1, orders, null, '2026-03'],
    ['two months without bounds: from the focus', '2026-03', 2, open, null, '2026-03'],
    ['focus in the second month shown: no move', '2026-03', 2, open, '2026-02', '2026-02'],
    ['focus past the months shown: one on', '2026-04', 2, open, '2026-02', '2026-03'],
    ['focus before them: back to it', '2026-01', 2, open, '2026-02', '2026-01'],
    ['the first month allowed', '2024-03', 2, orders, null, '2024-03'],
  ])('%s', (_, focus, count, rules, current, expected) => {
    expect(firstMonthFor(focus, count, rules, current)).toBe(expected);
  });

  it.each<[string, DateRange | null, string]>([
    ['no value: today', null, TODAY],
    ['a value: its first day', { from: '2026-01-05', to: '2026-01-09' }, '2026-01-05'],
    ['a value before min: min', { from: '2023-01-05', to: '2026-01-09' }, '2024-03-05'],
  ])('the calendar opens on %s', (_, value, expected) => {
    expect(initialFocus(value, TODAY, orders)).toBe(expected);
  });
});
