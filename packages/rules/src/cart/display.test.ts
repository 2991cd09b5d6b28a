/**
 * What a cart, review or order line shows of its pallets and weight (QA defects of issue 14),
 * against ordering.md §1 (weight unit per market, "Pallet count: shown padded to two digits") and
 * §3 (cart item: perPalletcount, palletCountPerLine, isPallet, isPalletAndNonPalletAllowed).
 */
import { describe, expect, it } from 'vitest';
import { formatWeight, padPallet } from '../index';
import {
  isSoldByPallet,
  orderedPallets,
  parseWeightUnit,
  weightInUnit,
  type QuantityRules,
} from './index';

type Mode = 'palletOnly' | 'mixed' | 'loose';
const rules = (
  mode: Mode,
  perPalletCount: number,
): Omit<QuantityRules, 'minQuantity' | 'increment'> => ({
  perPalletCount,
  isPallet: mode === 'palletOnly',
  isPalletAndNonPalletAllowed: mode === 'mixed',
});

describe('isSoldByPallet (ordering.md §3 isPallet, isPalletAndNonPalletAllowed)', () => {
  it.each<[Mode, boolean]>([
    ['palletOnly', true],
    ['mixed', true],
    ['loose', false],
  ])('%s: %s', (mode, expected) => {
    expect(isSoldByPallet(rules(mode, 40))).toBe(expected);
  });
});

describe('orderedPallets: one count for cart, review and order detail', () => {
  it.each<
    [string, Mode, number, number | null, { fullPallet?: boolean; pallets?: number }, string]
  >([
    // QA (issue 14): a tote (loose, 1 per pallet) read 01 on the review and 00 on the detail.
    ['1 tote', 'loose', 1, 1, {}, '00'],
    // QA (issue 14): a per-ton bulk line of 20 tons read "Pallets: 20".
    ['20 tons of bulk', 'loose', 1, 20, {}, '00'],
    ['80 bags pallet-only at 40', 'palletOnly', 40, 80, {}, '02'],
    ['30 bags mixed at 50 (not a full pallet)', 'mixed', 50, 30, {}, '00'],
    ['120 bags mixed at 50', 'mixed', 50, 120, {}, '02'],
    ['3 full pallets entered', 'mixed', 50, 150, { fullPallet: true, pallets: 3 }, '03'],
    ['full pallet box, no count yet', 'mixed', 50, null, { fullPallet: true }, '00'],
    ['no quantity', 'mixed', 50, null, {}, '00'],
    ['no pallet size', 'mixed', 0, 10, {}, '00'],
    ['1,200 bags at 10', 'palletOnly', 10, 1200, {}, '120'],
  ])('%s → %s', (_, mode, perPallet, quantity, entered, shown) => {
    expect(padPallet(orderedPallets({ ...rules(mode, perPallet), quantity, ...entered }))).toBe(
      shown,
    );
  });
});

describe('weightInUnit: lines weigh in the unit of their totals (ordering.md §1 weight unit)', () => {
  it.each<[number, string, string, string, string]>([
    // QA (issue 14): Guatemala showed "1,600.00 kg" on the lines and quintals in the totals.
    [1600, 'kg', 'quintal', 'gt', '35.27 qq'],
    [4000, 'lb', 'quintal', 'hn', '40.00 qq'],
    [40, 'kg', 'kg', 'mx', '40.00 kg'],
    [2000, 'lb', 'kg', 'cr', '907.18 kg'],
    [1000, 'kg', 'lb', 'us', '2,204.62 lb'],
    [1500.5, 'KG', 'Kg', 'co', '1.500,50 kg'],
    // A unit that is not a weight unit leaves the weight as given.
    [12, 'MT', 'quintal', 'gt', '12.00 MT'],
    [12, 'kg', '', 'gt', '12.00 kg'],
  ])('%d %s in %s (%s) reads %s', (value, from, to, country, shown) => {
    const weight = weightInUnit(value, from, to);
    expect(formatWeight(weight.value, country, weight.unit)).toBe(shown);
  });

  it.each<[string | null | undefined, string | null]>([
    ['lb', 'lb'],
    [' KG ', 'kg'],
    ['Quintal', 'quintal'],
    ['qq', null],
    ['Tons', null],
    [null, null],
    [undefined, null],
  ])('parseWeightUnit(%j) = %j', (unit, parsed) => {
    expect(parseWeightUnit(unit)).toBe(parsed);
  });
});
