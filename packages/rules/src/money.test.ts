import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries';
import { currencyDigits, formatMoney, signedListAmount } from './index';

// ordering.md §1 "Market rules": currency symbol per market, number format per market, and Korea's
// own memo layout; the won has no minor unit (ISO 4217), so Korean amounts are whole won.
describe('currencyDigits', () => {
  it.each(COUNTRIES.map((c) => [c, c === 'kr' ? 0 : 2] as const))('%s: %i', (country, digits) => {
    expect(currencyDigits(country)).toBe(digits);
  });

  it.each([
    [' KR ', 0],
    ['xx', 2],
    ['', 2],
  ])('%j: %i', (country, digits) => {
    expect(currencyDigits(country)).toBe(digits);
  });
});

describe('formatMoney', () => {
  it.each<[number | null | undefined, string, string]>([
    // QA (issue 14): list and tile of one credit memo read the same.
    [-248.9, 'us', '\u2212$248.90'],
    [248.9, 'us', '$248.90'],
    // QA (issue 14): "₩330,478.50" in the list vs "₩330,479" on the tile: whole won, half up.
    [330478.5, 'kr', '₩330,479'],
    [-330478.5, 'kr', '\u2212₩330,479'],
    [9083716, 'kr', '₩9,083,716'],
    [-2204.5, 'br', '\u2212R$ 2.204,50'],
    [1234.5, 'co', '$1.234,50'],
    [-1234.5, 'cr', '\u2212₡1,234.50'],
    [1234.5, 'ni', 'C$ 1,234.50'],
    [99.995, 'gt', 'Q100.00'],
    [0, 'us', '$0.00'],
    [-0.001, 'us', '$0.00'],
    [-0.4, 'kr', '₩0'],
    [Number.NaN, 'us', ''],
    [Number.POSITIVE_INFINITY, 'us', ''],
    [null, 'us', ''],
    [undefined, 'kr', ''],
  ])('%j in %s reads %s', (value, country, expected) => {
    expect(formatMoney(value, country)).toBe(expected);
  });
});

describe('signedListAmount', () => {
  it.each<['order' | 'memo', string, number, number]>([
    ['memo', 'credit memo', 248.9, -248.9],
    ['memo', 'Credit memo', -248.9, -248.9],
    ['memo', 'debit memo', 248.9, 248.9],
    ['order', 'sales order', 1093.49, 1093.49],
    ['order', 'credit memo request', 50, 50],
  ])('%s %j of %d shows %d', (kind, type, grossAmount, shown) => {
    expect(signedListAmount({ kind, type, grossAmount })).toBe(shown);
  });
});
