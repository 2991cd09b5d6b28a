import { describe, expect, it } from 'vitest';
import {
  PALLET_TARE,
  bagWeight,
  cartTotals,
  isBagMOQMet,
  lineNetWeight,
  linePallets,
  palletTare,
  parseLimitUnit,
  weightMultiplier,
  type CartWeightTotals,
  type WeighableLine,
  type WeightContext,
} from './weights';
import type { CartWeightUnit } from './units';

function line(overrides: Partial<WeighableLine> = {}): WeighableLine {
  return {
    quantity: 10,
    netWeightPerUnit: 50,
    unitOfMeasure: 'lb',
    containerCode: null,
    perPalletCount: 50,
    packageType: 'bag',
    ...overrides,
  };
}

// A 50 lb bag, a 25 kg bag, a Mexican box of 12 x 1 kg, a ton of bulk in lb and in kg.
const bagLb = (quantity: number | null, extra: Partial<WeighableLine> = {}) =>
  line({ quantity, ...extra });
const bagKg = (quantity: number | null, extra: Partial<WeighableLine> = {}) =>
  line({ quantity, netWeightPerUnit: 25, unitOfMeasure: 'kg', perPalletCount: 40, ...extra });
const mxBox = (quantity: number | null) =>
  line({
    quantity,
    netWeightPerUnit: 1,
    unitOfMeasure: 'kg',
    containerCode: '12',
    perPalletCount: 60,
    packageType: 'box',
  });
const bulkLb = (tons: number | null) =>
  line({ quantity: tons, netWeightPerUnit: 2000, perPalletCount: 1, packageType: 'bulk' });
const bulkKg = (tons: number | null) =>
  line({
    quantity: tons,
    netWeightPerUnit: 1000,
    unitOfMeasure: 'kg',
    perPalletCount: 1,
    packageType: 'bulk',
  });

describe('given a container code, the weight multiplier', () => {
  it.each<[string | null, string, number]>([
    ['12', 'mx', 12],
    ['12', 'MX', 12],
    [' 6 ', 'mx', 6],
    ['012', 'mx', 12],
    ['1', 'mx', 1],
    ['0', 'mx', 1],
    ['-4', 'mx', 1],
    ['2.5', 'mx', 1],
    ['12A', 'mx', 1],
    ['', 'mx', 1],
    [null, 'mx', 1],
    // ordering.md §1: only Mexico multiplies by the container code.
    ['12', 'us', 1],
    ['12', 'gt', 1],
    ['12', 'co', 1],
  ])('code %j in %s → %d', (containerCode, country, expected) => {
    expect(weightMultiplier({ containerCode }, country)).toBe(expected);
  });
});

describe('given a line, its net weight in its own unit', () => {
  it.each<[string, WeighableLine, string, number]>([
    ['10 bags of 50 lb in us', bagLb(10), 'us', 500],
    ['10 bags of 25 kg in mx', bagKg(10), 'mx', 250],
    ['3 boxes of 12 x 1 kg in mx', mxBox(3), 'mx', 36],
    ['3 boxes with a container code outside mx', mxBox(3), 'co', 3],
    ['a fraction of a unit weight', bagLb(3, { netWeightPerUnit: 0.1 }), 'us', 0.3],
    ['an empty count', bagLb(null), 'us', 0],
    ['a zero count', bagLb(0), 'us', 0],
    ['a removed line', bagLb(10, { isRemoved: true }), 'us', 0],
    ['a disabled line', bagLb(10, { rowDisable: true }), 'us', 0],
    ['a line without a unit weight', bagLb(10, { netWeightPerUnit: Number.NaN }), 'us', 0],
  ])('%s → %d', (_, weighable, country, expected) => {
    expect(lineNetWeight(weighable, country)).toBe(expected);
  });
});

describe('given a line, the pallets it fills', () => {
  it.each<[string, WeighableLine, number]>([
    ['50 bags at 50 a pallet', bagLb(50), 1],
    ['51 bags at 50 a pallet', bagLb(51), 2],
    ['10 bags', bagLb(10), 1],
    ['bulk', bulkLb(5), 0],
    ['a tote', line({ packageType: 'tote', quantity: 3 }), 0],
    ['BULK in capitals', line({ packageType: 'BULK', quantity: 3 }), 0],
    ['an empty count', bagLb(null), 0],
    ['a removed line', bagLb(50, { isRemoved: true }), 0],
    ['no pallet size', bagLb(50, { perPalletCount: 0 }), 0],
  ])('%s → %d', (_, weighable, expected) => {
    expect(linePallets(weighable)).toBe(expected);
  });
});

describe('given a cart unit, the tare of a pallet', () => {
  it.each<[CartWeightUnit, number]>([
    ['lb', 50],
    ['kg', 22.68],
    ['quintal', 0.5],
  ])('%s → %d', (unit, expected) => {
    expect(palletTare(unit)).toBeCloseTo(expected, 10);
  });

  it('names the tare in lb and kg', () => {
    expect(PALLET_TARE).toEqual({ lb: 50, kg: 22.68 });
  });
});

describe('given a cart, its totals per market', () => {
  it.each<[string, WeighableLine[], WeightContext, CartWeightTotals]>([
    [
      'us (lb, short tons): 100 bags of 50 lb on 2 pallets',
      [bagLb(100)],
      { country: 'us' },
      {
        netWeight: 5000,
        grossWeight: 5100,
        pounds: 5000,
        tons: 2.5,
        tonUnit: 'Tons',
        unitOfMeasure: 'lb',
      },
    ],
    [
      'us: bulk adds weight but no pallets',
      [bagLb(50), bulkLb(3)],
      { country: 'us' },
      {
        netWeight: 8500,
        grossWeight: 8550,
        pounds: 8500,
        tons: 4.25,
        tonUnit: 'Tons',
        unitOfMeasure: 'lb',
      },
    ],
    [
      'mx (kg, metric tons): boxes multiply by their container code',
      [mxBox(60), bagKg(40)],
      { country: 'mx' },
      {
        netWeight: 1720,
        grossWeight: 1765.36,
        pounds: 3791.9509, // 1720 kg
        tons: 1.72,
        tonUnit: 'MT',
        unitOfMeasure: 'kg',
      },
    ],
    [
      'mx tca account: still kg',
      [bulkKg(2)],
      { country: 'mx', sourceSystem: 'TCA' },
      {
        netWeight: 2000,
        grossWeight: 2000,
        pounds: 4409.2452,
        tons: 2,
        tonUnit: 'MT',
        unitOfMeasure: 'kg',
      },
    ],
    [
      'gt (quintal of 100 lb, metric tons): kg products convert to quintals',
      [bagKg(40)],
      { country: 'gt' },
      {
        netWeight: 22.0462, // 1000 kg
        grossWeight: 22.5462,
        pounds: 2204.6226,
        tons: 1,
        tonUnit: 'MT',
        unitOfMeasure: 'quintal',
      },
    ],
    [
      'gt: lb products are exact in quintals',
      [bagLb(40)],
      { country: 'gt' },
      {
        netWeight: 20,
        grossWeight: 20.5,
        pounds: 2000,
        tons: 0.91,
        tonUnit: 'MT',
        unitOfMeasure: 'quintal',
      },
    ],
    [
      'us tca account (outside Mexico): kg and metric tons',
      [bagLb(100)],
      { country: 'us', sourceSystem: 'SAP_TCA' },
      {
        netWeight: 2267.9619,
        grossWeight: 2313.3219,
        pounds: 5000,
        tons: 2.27,
        tonUnit: 'MT',
        unitOfMeasure: 'kg',
      },
    ],
    [
      'br (lb): products weighed in lb',
      [bagLb(10, { netWeightPerUnit: 55.1156 })],
      { country: 'br' },
      {
        netWeight: 551.156,
        grossWeight: 601.156,
        pounds: 551.156,
        tons: 0.28,
        tonUnit: 'Tons',
        unitOfMeasure: 'lb',
      },
    ],
    [
      'kr (lb): a kg product converts to lb',
      [bagKg(10)],
      { country: 'kr' },
      {
        netWeight: 551.1557,
        grossWeight: 601.1557,
        pounds: 551.1557,
        tons: 0.28,
        tonUnit: 'Tons',
        unitOfMeasure: 'lb',
      },
    ],
    [
      'removed, disabled and uncounted lines are ignored',
      [
        bagLb(10),
        bagLb(10, { isRemoved: true }),
        bagLb(10, { rowDisable: true }),
        bagLb(0),
        bagLb(null),
      ],
      { country: 'us' },
      {
        netWeight: 500,
        grossWeight: 550,
        pounds: 500,
        tons: 0.25,
        tonUnit: 'Tons',
        unitOfMeasure: 'lb',
      },
    ],
    [
      'an empty cart',
      [],
      { country: 'co' },
      { netWeight: 0, grossWeight: 0, pounds: 0, tons: 0, tonUnit: 'MT', unitOfMeasure: 'kg' },
    ],
    [
      'weights sum exactly (ordering.md §5): 3 x 0.1 lb',
      [
        bagLb(1, { netWeightPerUnit: 0.1 }),
        bagLb(1, { netWeightPerUnit: 0.1 }),
        bagLb(1, { netWeightPerUnit: 0.1 }),
      ],
      { country: 'us' },
      {
        netWeight: 0.3,
        grossWeight: 150.3,
        pounds: 0.3,
        tons: 0,
        tonUnit: 'Tons',
        unitOfMeasure: 'lb',
      },
    ],
  ])('%s', (_, lines, ctx, expected) => {
    expect(cartTotals(lines, ctx)).toEqual(expected);
  });
});

describe('given the bag lines of a cart', () => {
  it.each<[string, WeighableLine[], CartWeightUnit, string, number]>([
    ['us bags in lb', [bagLb(10), bulkLb(2)], 'lb', 'us', 500],
    ['mx bags in kg', [bagKg(10), mxBox(5)], 'kg', 'mx', 250],
    ['gt lb bags in quintals', [bagLb(10)], 'quintal', 'gt', 5],
    ['no bags', [bulkLb(2)], 'lb', 'us', 0],
    ['removed bags', [bagLb(10, { isRemoved: true })], 'lb', 'us', 0],
  ])('%s → %d', (_, lines, unit, country, expected) => {
    expect(bagWeight(lines, unit, country)).toBe(expected);
  });
});

describe('given a fee limit, the bag minimum order quantity', () => {
  it.each<[string, WeighableLine[], { quantity: number; unit: string }, WeightContext, boolean]>([
    ['no bag lines', [bulkLb(2)], { quantity: 1, unit: 'Tons' }, { country: 'us' }, true],
    [
      'only uncounted bags',
      [bagLb(0), bagLb(null)],
      { quantity: 1, unit: 'Tons' },
      { country: 'us' },
      true,
    ],
    [
      'us: 40 bags = exactly 1 ton',
      [bagLb(40)],
      { quantity: 1, unit: 'Tons' },
      { country: 'us' },
      true,
    ],
    ['us: 39 bags < 1 ton', [bagLb(39)], { quantity: 1, unit: 'Tons' }, { country: 'us' }, false],
    [
      'us: limit in lb, any case',
      [bagLb(39)],
      { quantity: 1950, unit: 'LB' },
      { country: 'us' },
      true,
    ],
    [
      'mx: 40 bags of 25 kg = 1 MT',
      [bagKg(40)],
      { quantity: 1, unit: 'MT' },
      { country: 'mx' },
      true,
    ],
    ['mx: 39 bags < 1 MT', [bagKg(39)], { quantity: 1, unit: 'mt' }, { country: 'mx' }, false],
    ['mx: limit in kg', [bagKg(39)], { quantity: 975, unit: 'kg' }, { country: 'mx' }, true],
    ['gt: 20 quintals < 1 MT', [bagLb(40)], { quantity: 1, unit: 'MT' }, { country: 'gt' }, false],
    [
      'gt: limit in quintals',
      [bagLb(40)],
      { quantity: 20, unit: 'Quintal' },
      { country: 'gt' },
      true,
    ],
    [
      'tca outside mx: kg',
      [bagLb(44)],
      { quantity: 1, unit: 'MT' },
      { country: 'us', sourceSystem: 'TCA' },
      false,
    ],
    [
      'tca outside mx: 45 bags ≥ 1 MT',
      [bagLb(45)],
      { quantity: 1, unit: 'MT' },
      { country: 'us', sourceSystem: 'TCA' },
      true,
    ],
    ['br: lb', [bagLb(40)], { quantity: 1, unit: 'Tons' }, { country: 'br' }, true],
    ['kr: kg bags in lb', [bagKg(36)], { quantity: 1, unit: 'Tons' }, { country: 'kr' }, false],
    [
      'bulk does not count towards bags',
      [bagLb(10), bulkLb(5)],
      { quantity: 1, unit: 'Tons' },
      { country: 'us' },
      false,
    ],
    [
      'a unit the kit cannot read counts as met',
      [bagLb(1)],
      { quantity: 1, unit: 'pallets' },
      { country: 'us' },
      true,
    ],
  ])('%s → %s', (_, lines, feeLimit, ctx, expected) => {
    expect(isBagMOQMet(lines, feeLimit, ctx)).toBe(expected);
  });
});

describe('given a limit unit as written', () => {
  it.each<[string, string | null]>([
    ['Tons', 'Tons'],
    ['TONS', 'Tons'],
    ['mt', 'MT'],
    [' kg ', 'kg'],
    ['LB', 'lb'],
    ['Quintal', 'quintal'],
    ['ton', null],
    ['', null],
    ['toString', null],
  ])('%j → %j', (unit, expected) => {
    expect(parseLimitUnit(unit)).toBe(expected);
  });
});
