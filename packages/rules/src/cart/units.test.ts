import { describe, expect, it } from 'vitest';
import {
  cartWeightUnit,
  convertWeight,
  isTcaAccount,
  tonUnitOf,
  weightInTons,
  type CartWeightUnit,
  type TonUnit,
} from './units';

describe('given an account source system', () => {
  it.each<[string | null | undefined, boolean]>([
    ['TCA', true],
    ['tca', true],
    ['SAP-TCA-01', true],
    ['xTcAx', true],
    ['SAP', false],
    ['', false],
    [null, false],
    [undefined, false],
    ['t c a', false],
  ])('isTcaAccount(%j) → %s', (sourceSystem, expected) => {
    expect(isTcaAccount(sourceSystem)).toBe(expected);
  });
});

describe('given a market and an account kind, the cart weighs in', () => {
  it.each<[string, string | null | undefined, CartWeightUnit]>([
    ['us', undefined, 'lb'],
    ['canada', 'SAP', 'lb'],
    ['br', null, 'lb'],
    ['kr', '', 'lb'],
    ['mx', undefined, 'kg'],
    ['co', undefined, 'kg'],
    ['pe', undefined, 'kg'],
    ['cr', undefined, 'kg'],
    ['gt', undefined, 'quintal'],
    ['hn', undefined, 'quintal'],
    ['ni', undefined, 'quintal'],
    ['GT', undefined, 'quintal'],
    // ordering.md §1: a tca account outside Mexico shows kg.
    ['us', 'TCA', 'kg'],
    ['br', 'tca', 'kg'],
    ['kr', 'SAP_TCA', 'kg'],
    ['gt', 'TCA', 'kg'],
    ['co', 'TCA', 'kg'],
    // In Mexico tca changes nothing: Mexico is already kg.
    ['mx', 'TCA', 'kg'],
    [' MX ', 'TCA', 'kg'],
    // Not a market: lb, unless the account is tca.
    ['marketing', undefined, 'lb'],
    ['xx', null, 'lb'],
    ['', 'TCA', 'kg'],
  ])('%j with source system %j → %s', (country, sourceSystem, expected) => {
    expect(cartWeightUnit(country, sourceSystem)).toBe(expected);
  });
});

describe('given a cart unit, its ton unit', () => {
  it.each<[CartWeightUnit, TonUnit]>([
    ['lb', 'Tons'],
    ['kg', 'MT'],
    ['quintal', 'MT'],
  ])('%s → %s', (unit, expected) => {
    expect(tonUnitOf(unit)).toBe(expected);
  });
});

describe('given a weight to convert', () => {
  it.each<[number, CartWeightUnit, CartWeightUnit, number]>([
    [1, 'lb', 'kg', 0.45359237],
    [100, 'lb', 'quintal', 1],
    [1, 'quintal', 'lb', 100],
    // The Central American quintal: 100 lb, 45.359237 kg (not the metric 100 kg).
    [1, 'quintal', 'kg', 45.359237],
    [45.359237, 'kg', 'quintal', 1],
    [1000, 'kg', 'lb', 2204.6226218488],
    [0, 'kg', 'lb', 0],
    [12.5, 'lb', 'lb', 12.5],
    [-100, 'lb', 'quintal', -1],
  ])('%d %s → %s is %d', (value, from, to, expected) => {
    expect(convertWeight(value, from, to)).toBeCloseTo(expected, 10);
  });

  it.each<[CartWeightUnit, CartWeightUnit]>([
    ['lb', 'kg'],
    ['kg', 'lb'],
    ['lb', 'quintal'],
    ['quintal', 'kg'],
    ['kg', 'quintal'],
  ])('%s → %s → back gives the weight again', (from, to) => {
    expect(convertWeight(convertWeight(1234.5678, from, to), to, from)).toBeCloseTo(1234.5678, 9);
  });

  it('keeps a whole number of pounds in quintals exact', () => {
    expect(convertWeight(2500, 'lb', 'quintal')).toBe(25);
  });
});

describe('given a weight in a cart unit, its tons', () => {
  it.each<[number, CartWeightUnit, TonUnit, number]>([
    [12000, 'lb', 'Tons', 6],
    [6000, 'kg', 'MT', 6],
    [2000, 'lb', 'MT', 0.90718474],
    [1000, 'kg', 'Tons', 1.10231131092],
    [20, 'quintal', 'MT', 0.90718474],
    [20, 'quintal', 'Tons', 1],
  ])('%d %s in %s → %d', (value, unit, tonUnit, expected) => {
    expect(weightInTons(value, unit, tonUnit)).toBeCloseTo(expected, 10);
  });
});
