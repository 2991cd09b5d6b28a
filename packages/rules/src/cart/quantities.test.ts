import { describe, expect, it } from 'vitest';
import {
  countOf,
  fullPalletState,
  isCounted,
  isPalletLine,
  nextValidQuantity,
  palletsOf,
  palletsToQuantity,
  quantityError,
  quantityStep,
  stepQuantity,
  type FullPalletState,
  type LineQuantityRules,
  type QuantityErrorKind,
} from './quantities';

// The product kinds of the catalogue: loose bags in steps of 5 from 10; mixed bags sold by the
// unit or the pallet (50 a pallet); pallet-only tubs (24 a pallet); bulk in whole tons from 2.
const loose: LineQuantityRules = {
  minQuantity: 10,
  increment: 5,
  perPalletCount: 50,
  isPallet: false,
  isPalletAndNonPalletAllowed: false,
};
const mixed: LineQuantityRules = {
  minQuantity: 1,
  increment: 1,
  perPalletCount: 50,
  isPallet: false,
  isPalletAndNonPalletAllowed: true,
};
const mixedFull: LineQuantityRules = { ...mixed, fullPallet: true };
const palletOnly: LineQuantityRules = {
  minQuantity: 24,
  increment: 24,
  perPalletCount: 24,
  isPallet: true,
  isPalletAndNonPalletAllowed: false,
};
const bulk: LineQuantityRules = {
  minQuantity: 2,
  increment: 1,
  perPalletCount: 1,
  isPallet: false,
  isPalletAndNonPalletAllowed: false,
};

describe('given a product, its full-pallet checkbox', () => {
  it.each<[string, LineQuantityRules, FullPalletState]>([
    ['sold by the unit or the pallet', mixed, 'active'],
    ['never sold by the pallet', loose, 'not-active'],
    ['sold by the pallet only', palletOnly, 'not-active-pointer'],
    [
      'flagged both ways (treated as mixed)',
      { ...palletOnly, isPalletAndNonPalletAllowed: true },
      'active',
    ],
  ])('%s → %s', (_, rules, expected) => {
    expect(fullPalletState(rules)).toBe(expected);
  });
});

describe('given a count', () => {
  it.each<[number | null | undefined, boolean, number]>([
    [1, true, 1],
    [0.5, true, 0.5],
    [250, true, 250],
    [0, false, 0],
    [-3, false, 0],
    [null, false, 0],
    [undefined, false, 0],
    [Number.NaN, false, 0],
    [Number.POSITIVE_INFINITY, false, 0],
  ])('%j counts: %s (count %d)', (q, counted, count) => {
    expect(isCounted(q)).toBe(counted);
    expect(countOf(q)).toBe(count);
  });
});

describe('given pallets and a pallet size', () => {
  it.each<[number, number, number]>([
    [2, 50, 100],
    [1.5, 40, 60],
    [0, 50, 0],
    [-1, 50, 0],
    [3, 0, 0],
    [Number.NaN, 50, 0],
  ])('palletsToQuantity(%d, %d) → %d', (pallets, perPallet, expected) => {
    expect(palletsToQuantity(pallets, perPallet)).toBe(expected);
  });

  it.each<[number | null, number, number]>([
    [100, 50, 2],
    [75, 50, 1.5],
    [40, 30, 40 / 30],
    [null, 50, 0],
    [0, 50, 0],
    [100, 0, 0],
    [100, -5, 0],
  ])('palletsOf(%j, %d) → %d', (quantity, perPallet, expected) => {
    expect(palletsOf(quantity, perPallet)).toBe(expected);
  });
});

describe('given a line, its step', () => {
  it.each<[string, LineQuantityRules, boolean, number]>([
    ['loose bags', loose, false, 5],
    ['mixed bags by the unit', mixed, false, 1],
    ['mixed bags by the full pallet', mixedFull, true, 50],
    ['pallet-only tubs', palletOnly, true, 24],
    ['bulk', bulk, false, 1],
    ['a product without an increment', { ...loose, increment: 0 }, false, 1],
    ['a pallet line without a pallet size', { ...mixedFull, perPalletCount: 0 }, true, 1],
  ])('%s: pallet line %s, step %d', (_, rules, palletLine, step) => {
    expect(isPalletLine(rules)).toBe(palletLine);
    expect(quantityStep(rules)).toBe(step);
  });
});

describe('given a quantity on a line', () => {
  it.each<[string, number | null, LineQuantityRules, QuantityErrorKind | null]>([
    // Uncounted quantities are ignored (ordering.md §5), so they have no error.
    ['empty', null, loose, null],
    ['zero', 0, loose, null],
    ['zero on a pallet-only line', 0, palletOnly, null],
    // Minimum first.
    ['loose, at the minimum', 10, loose, null],
    ['loose, below the minimum', 5, loose, 'MIN_ERROR'],
    ['loose, below the minimum and off the step', 7, loose, 'MIN_ERROR'],
    ['loose, a multiple of the increment', 25, loose, null],
    ['loose, off the increment', 23, loose, 'INCREMENT_ERROR'],
    ['loose, a fraction', 12.5, loose, 'INCREMENT_ERROR'],
    ['mixed by the unit, any whole count', 37, mixed, null],
    ['mixed by the unit, a fraction', 1.5, mixed, 'INCREMENT_ERROR'],
    // ordering.md §5: pallet-only items need whole pallets.
    ['pallet-only, one pallet', 24, palletOnly, null],
    ['pallet-only, three pallets', 72, palletOnly, null],
    ['pallet-only, below one pallet', 12, palletOnly, 'MIN_ERROR'],
    ['pallet-only, a pallet and a half', 36, palletOnly, 'PALLET_ERROR'],
    ['full pallet, two pallets', 100, mixedFull, null],
    ['full pallet, not whole pallets', 75, mixedFull, 'PALLET_ERROR'],
    [
      'full pallet, whole quantity but pallets value not whole',
      100,
      { ...mixedFull, pallets: 1.5 },
      'PALLET_ERROR',
    ],
    ['full pallet, whole pallets value', 100, { ...mixedFull, pallets: 2 }, null],
    ['full pallet unticked, 75 by the unit', 75, { ...mixed, fullPallet: false }, null],
    // A whole pallet passes the increment on pallet lines (decision).
    ['full pallet whose pallet is off the increment', 50, { ...mixedFull, increment: 6 }, null],
    ['bulk, 2 tons', 2, bulk, null],
    ['bulk, 1 ton', 1, bulk, 'MIN_ERROR'],
    ['bulk, 2.5 tons', 2.5, bulk, 'INCREMENT_ERROR'],
    ['a product without an increment', 3, { ...mixed, increment: 0 }, null],
  ])('%s (%j) → %j', (_, quantity, rules, expected) => {
    expect(quantityError(quantity, rules)).toBe(expected);
  });
});

describe('given a quantity to fix', () => {
  it.each<[string, number | null, LineQuantityRules, number]>([
    ['loose, empty → the minimum', null, loose, 10],
    ['loose, below the minimum', 7, loose, 10],
    ['loose, off the step', 23, loose, 25],
    ['loose, already valid', 25, loose, 25],
    ['mixed, a fraction', 1.5, mixed, 2],
    ['pallet-only, part of a pallet', 30, palletOnly, 48],
    ['pallet-only, empty', 0, palletOnly, 24],
    ['full pallet, 70', 70, mixedFull, 100],
    ['minimum off the step (min 7, step 5)', 1, { ...loose, minQuantity: 7 }, 10],
    ['no minimum, empty → one step', null, { ...loose, minQuantity: 0 }, 5],
    ['bulk, 1 ton', 1, bulk, 2],
  ])('%s → %d', (_, quantity, rules, expected) => {
    const next = nextValidQuantity(quantity, rules);
    expect(next).toBe(expected);
    expect(quantityError(next, rules)).toBeNull();
  });
});

describe('given a stepper', () => {
  it.each<[string, number | null, LineQuantityRules, 1 | -1, number]>([
    ['loose up from empty', null, loose, 1, 10],
    ['loose up from below the minimum', 5, loose, 1, 10],
    ['loose up from the minimum', 10, loose, 1, 15],
    ['loose up from off the step', 23, loose, 1, 25],
    ['loose down from 15', 15, loose, -1, 10],
    ['loose down from off the step', 23, loose, -1, 20],
    ['loose down from the minimum gives 0', 10, loose, -1, 0],
    ['loose down from below the minimum gives 0', 7, loose, -1, 0],
    ['loose down from empty stays 0', null, loose, -1, 0],
    ['mixed up from 1', 1, mixed, 1, 2],
    ['mixed down from 1 gives 0', 1, mixed, -1, 0],
    ['full pallet up from empty', null, mixedFull, 1, 50],
    ['full pallet up from 50', 50, mixedFull, 1, 100],
    ['full pallet up from 70', 70, mixedFull, 1, 100],
    ['full pallet down from 70', 70, mixedFull, -1, 50],
    ['full pallet down from 50 gives 0', 50, mixedFull, -1, 0],
    ['pallet-only up from 24', 24, palletOnly, 1, 48],
    ['pallet-only down from 48', 48, palletOnly, -1, 24],
    ['pallet-only down from 24 gives 0', 24, palletOnly, -1, 0],
    ['bulk up from 2', 2, bulk, 1, 3],
    ['bulk down from 3', 3, bulk, -1, 2],
    ['bulk down from 2 gives 0', 2, bulk, -1, 0],
  ])('%s → %d', (_, quantity, rules, direction, expected) => {
    expect(stepQuantity(quantity, rules, direction)).toBe(expected);
  });

  it.each([loose, mixed, mixedFull, palletOnly, bulk])(
    'never steps onto an invalid quantity (%j)',
    (rules) => {
      let quantity: number | null = null;
      for (let i = 0; i < 5; i += 1) {
        quantity = stepQuantity(quantity, rules, 1);
        expect(quantityError(quantity, rules)).toBeNull();
      }
      while (quantity !== 0) {
        quantity = stepQuantity(quantity, rules, -1);
        expect(quantity === 0 || quantityError(quantity, rules) === null).toBe(true);
      }
    },
  );
});
