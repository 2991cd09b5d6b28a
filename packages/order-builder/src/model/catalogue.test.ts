import { describe, expect, it } from 'vitest';
import {
  entryText,
  packageFacts,
  parseEntry,
  ruleFacts,
  shownWeight,
  weightDigits,
} from './catalogue';
import { PAGE_SIZE, pageSizeOf, parseView } from './views';
import { BR, GT, MX, US, makeProduct } from '../fixtures';

describe('given a view attribute', () => {
  it.each([
    ['all', 'all'],
    ['favourites', 'favourites'],
    [' Recent ', 'recent'],
    ['FAVOURITES', 'favourites'],
    ['cart', 'all'],
    ['', 'all'],
    [null, 'all'],
    [undefined, 'all'],
  ])('parseView(%j) is %s', (value, view) => {
    expect(parseView(value)).toBe(view);
  });
});

describe('given a page size', () => {
  it.each([
    [undefined, PAGE_SIZE],
    [12, 12],
    [100, 100],
    [0, PAGE_SIZE],
    [101, PAGE_SIZE],
    [12.5, PAGE_SIZE],
    [Number.NaN, PAGE_SIZE],
  ])('pageSizeOf(%s) is %s (the API takes 1 to 100)', (value, size) => {
    expect(pageSizeOf(value)).toBe(size);
  });
});

describe('given a catalogue weight', () => {
  it.each([
    [50, 'lb', { value: 50, unit: 'lb' }],
    [0.5, 'lb', { value: 8, unit: 'oz' }],
    [0.25, 'kg', { value: 250, unit: 'g' }],
    [1, 'kg', { value: 1, unit: 'kg' }],
  ] as const)('%s %s shows as %j', (value, unit, shown) => {
    expect(shownWeight(value, unit)).toEqual(shown);
  });

  it.each([
    [50, 0],
    [33.3, 1],
    [88.1849, 2],
    [0.88, 2],
  ])('%s is shown with %s decimals', (value, digits) => {
    expect(weightDigits(value)).toBe(digits);
  });
});

describe('given a product and its market (ordering.md §1, §3)', () => {
  it('describes a US bag by its weight in lb, with no conversion', () => {
    expect(packageFacts(US.layer, 'us')).toEqual({
      packageType: 'bag',
      unitWeight: { value: 50, unit: 'lb' },
      inner: null,
      boxCount: null,
      perTon: false,
      marketWeight: null,
    });
  });

  it('describes a case by its inner units and its whole weight', () => {
    expect(packageFacts(US.vitamins, 'us')).toMatchObject({
      packageType: 'case',
      unitWeight: { value: 24, unit: 'lb' },
      inner: { count: 12, weight: { value: 2, unit: 'lb' } },
      boxCount: null,
    });
  });

  it('multiplies a Mexican boxed item by its container code, in Mexico only', () => {
    expect(packageFacts(MX.boxedPremix, 'mx')).toMatchObject({
      unitWeight: { value: 12, unit: 'kg' },
      inner: { count: 12, weight: { value: 1, unit: 'kg' } },
      boxCount: 12,
      marketWeight: null,
    });
    // The same row outside Mexico: the container code is no multiplier there.
    const abroad = {
      ...MX.boxedPremix,
      productItemWeight: {
        ...MX.boxedPremix.productItemWeight,
        itemMajorValue: 1,
        itemMinorValue: 1,
      },
    };
    expect(packageFacts(abroad, 'co')).toMatchObject({
      unitWeight: { value: 1, unit: 'kg' },
      inner: null,
      boxCount: null,
    });
  });

  it.each([
    ['gt', 'quintal', 0.8818],
    ['hn', 'quintal', 0.8818],
    ['ni', 'quintal', 0.8818],
    ['cr', null, null],
    ['mx', null, null],
  ] as const)('gives a 40 kg bag in %s also in %s', (country, unit, value) => {
    const facts = packageFacts(GT.layer, country);
    if (unit === null) expect(facts.marketWeight).toBeNull();
    else {
      expect(facts.marketWeight?.unit).toBe(unit);
      // 40 kg / 45.359237 kg per Central American quintal (100 lb).
      expect(facts.marketWeight?.value).toBeCloseTo(value, 4);
    }
  });

  it('sells bulk by the ton', () => {
    expect(packageFacts(US.dairyBulk, 'us').perTon).toBe(true);
  });

  it('keeps Brazil in lb, the market unit', () => {
    expect(packageFacts(BR.layer, 'br')).toMatchObject({
      unitWeight: { value: 88.1849, unit: 'lb' },
      marketWeight: null,
    });
  });

  it('treats an unknown country as the product unit (no conversion)', () => {
    expect(packageFacts(GT.layer, 'marketing').marketWeight).toBeNull();
  });
});

describe('given the rules of a product (ordering.md §5)', () => {
  const rules = (p: Partial<Parameters<typeof ruleFacts>[0]>) =>
    ruleFacts({
      isPallet: false,
      isPalletAndNonPalletAllowed: false,
      perPalletCount: 40,
      minQuantity: 1,
      increment: 1,
      ...p,
    });

  it.each([
    [
      'pallet-only',
      { isPallet: true, minQuantity: 40, increment: 40 },
      [{ kind: 'palletOnly', perPallet: 40 }],
    ],
    [
      'by the bag or the pallet',
      { isPalletAndNonPalletAllowed: true },
      [{ kind: 'perPallet', perPallet: 40 }],
    ],
    [
      'minimum 10 in steps of 5',
      { minQuantity: 10, increment: 5 },
      [{ kind: 'minimumInSteps', minimum: 10, step: 5 }],
    ],
    ['multiples of 6', { minQuantity: 6, increment: 6 }, [{ kind: 'multiples', step: 6 }]],
    ['steps of 5 from 1', { minQuantity: 1, increment: 5 }, [{ kind: 'multiples', step: 5 }]],
    ['minimum 2', { minQuantity: 2 }, [{ kind: 'minimum', minimum: 2 }]],
    ['no rule', {}, []],
    [
      'by the pallet, minimum 2',
      { isPalletAndNonPalletAllowed: true, minQuantity: 2 },
      [
        { kind: 'perPallet', perPallet: 40 },
        { kind: 'minimum', minimum: 2 },
      ],
    ],
  ] as const)('%s', (_name, overrides, facts) => {
    expect(rules(overrides)).toEqual(facts);
  });

  it('describes the fixture products as their catalogue rows say', () => {
    expect(ruleFacts(US.hogFinisher)).toEqual([{ kind: 'palletOnly', perPallet: 40 }]);
    expect(
      ruleFacts(makeProduct({ sku: '1', title: 'x', isPalletAndNonPalletAllowed: false })),
    ).toEqual([]);
  });
});

describe('given what the user typed', () => {
  it.each([
    ['20', 20],
    [' 20 ', 20],
    ['1.5', 1.5],
    ['1,5', 1.5],
    ['.5', 0.5],
    ['', null],
    ['  ', null],
    ['abc', Number.NaN],
    ['2O', Number.NaN],
    ['-3', Number.NaN],
    ['1.2.3', Number.NaN],
    ['.', Number.NaN],
  ])('parseEntry(%j) is %s', (text, value) => {
    expect(parseEntry(text)).toBe(value);
  });

  it.each([
    [20, '20'],
    [1.5, '1.5'],
    [1 / 3, '0.3333'],
    [null, ''],
    [Number.NaN, ''],
  ])('entryText(%s) is %j', (value, text) => {
    expect(entryText(value)).toBe(text);
  });
});
