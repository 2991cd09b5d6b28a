import { describe, expect, it } from 'vitest';
import { boxLine, bulkLine, cartInput, cartLine } from './fixtures';
import { cartIssues, type CartIssueInput } from './issues';
import { truckLoad, type TruckLoad, type TruckLoadInput } from './truckload';
import { cartWeightUnit, tonUnitOf } from './units';
import { validateCart, type CartLine } from './validation';

const read = (input: Partial<CartIssueInput>): TruckLoad => truckLoad({ ...cartInput(), ...input });

describe('given a cart, the meter reads its load against the truck (issue 17; ordering.md §5)', () => {
  it.each<[string, Partial<CartIssueInput>, Partial<TruckLoad>]>([
    [
      'us: 100 bags of 50 lb on a 6-ton truck',
      {},
      { unit: 'Tons', load: 2.5, capacity: 6, left: 3.5, over: null, bag: 2.5, bagMinimum: 1 },
    ],
    [
      'us: 240 bags fill the 6-ton truck exactly',
      { items: [cartLine({ quantity: 240 })] },
      { load: 6, left: 0, over: null, overTruck: false, share: 1 },
    ],
    [
      'us: 250 bags are a quarter ton over',
      { items: [cartLine({ quantity: 250 })] },
      { load: 6.25, left: null, over: 0.25, overTruck: true },
    ],
    [
      'us: over the truck on a pickup is not a truck problem',
      { shipMethod: 'pickup', items: [cartLine({ quantity: 250 })] },
      { load: 6.25, over: 0.25, overTruck: false, delivery: false },
    ],
    [
      'us: 3 tons of bulk on a delivery are short of the 4-ton bulk minimum',
      { items: [bulkLine({ quantity: 3 })] },
      { bulk: 3, bulkMinimum: 4, bulkShort: true, bag: 0 },
    ],
    [
      'us: 4 tons of bulk meet it',
      { items: [bulkLine({ quantity: 4 })] },
      { bulk: 4, bulkShort: false },
    ],
    [
      'us: bags of 0.5 ton are short of a 1-ton bag minimum',
      { items: [cartLine({ quantity: 20 })] },
      { bag: 0.5, bagShort: true, feeAcknowledged: false },
    ],
    [
      'us: the fee acknowledged keeps the reading but not the problem',
      { items: [cartLine({ quantity: 20 })], isBagFeeAcknowledged: true },
      { bagShort: true, feeAcknowledged: true },
    ],
    [
      'us: a fee limit in an unknown unit is not stated',
      { items: [cartLine({ quantity: 20 })], feeLimit: { quantity: 1, unit: 'pallets' } },
      { bagMinimum: null, bagShort: false },
    ],
    [
      'us: a fee limit of 2,000 lb is 1 ton on the scale',
      { feeLimit: { quantity: 2000, unit: 'lb' } },
      { bagMinimum: 1 },
    ],
    [
      'us: without a truck there is no capacity',
      { truck: null },
      { unit: 'Tons', capacity: null, left: null, over: null, share: 0, overTruck: false },
    ],
    [
      'us: removed and disabled lines leave the load',
      {
        items: [
          cartLine({ quantity: 100 }),
          cartLine({ sku: 'GONE', quantity: 400, isRemoved: true }),
          cartLine({ sku: 'OFF', quantity: 400, rowDisable: true }),
        ],
      },
      { load: 2.5 },
    ],
    [
      'us: a product the account may no longer order leaves the load',
      {
        items: [cartLine({ quantity: 100 }), bulkLine({ quantity: 10 })],
        unavailableSkus: ['BULK-1'],
      },
      { load: 2.5, bulk: 0, overTruck: false },
    ],
    [
      'mx: 12 kg boxes weigh with their container code, in metric tons',
      {
        country: 'mx',
        truck: { capacity: 6, unit: 'MT' },
        feeLimit: { quantity: 1, unit: 'MT' },
        items: [boxLine({ quantity: 250 })],
      },
      { unit: 'MT', load: 3, capacity: 6, left: 3 },
    ],
    [
      'gt: quintal cart on a metric truck, 4 MT of bulk in kg',
      {
        country: 'gt',
        truck: { capacity: 12, unit: 'MT' },
        feeLimit: { quantity: 10, unit: 'quintal' },
        items: [bulkLine({ quantity: 4, netWeightPerUnit: 1000, unitOfMeasure: 'kg' })],
      },
      { unit: 'MT', load: 4, bulk: 4, bulkMinimum: 4, bulkShort: false, left: 8 },
    ],
    [
      'ca: a tca account weighs in kg and metric tons',
      {
        country: 'ca',
        sourceSystem: 'TCA-1',
        truck: { capacity: 6, unit: 'MT' },
        items: [cartLine({ quantity: 100, netWeightPerUnit: 25, unitOfMeasure: 'kg' })],
      },
      { unit: 'MT', load: 2.5 },
    ],
  ])('%s', (_case, input, expected) => {
    expect(read(input)).toMatchObject(expected);
  });
});

/** A small deterministic generator (mulberry32), so a failing cart can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MARKETS = ['us', 'ca', 'mx', 'br', 'kr', 'gt', 'co', 'pe'] as const;
const LIMIT_UNITS = ['Tons', 'MT', 'lb', 'kg', 'quintal', 'TONS'] as const;

function randomCart(next: () => number): CartIssueInput & TruckLoadInput {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const country = pick(MARKETS);
  const sourceSystem = next() < 0.15 ? 'TCA' : 'SAP';
  const lines: CartLine[] = [];
  const count = 1 + Math.floor(next() * 5);
  for (let i = 0; i < count; i += 1) {
    const kind = pick(['bag', 'bulk', 'box', 'tote'] as const);
    const kg = next() < 0.5;
    const base = { sku: `L${i}`, title: `Line ${i}`, unitOfMeasure: kg ? 'kg' : 'lb' } as const;
    const quantity = next() < 0.1 ? pick([0, null]) : Math.floor(next() * 300);
    if (kind === 'bulk')
      lines.push(
        bulkLine({
          ...base,
          quantity: Math.floor(next() * 12),
          netWeightPerUnit: kg ? 1000 : 2000,
        }),
      );
    else if (kind === 'box')
      lines.push(boxLine({ ...base, quantity, containerCode: pick(['12', '6', null, 'x']) }));
    else
      lines.push(
        cartLine({
          ...base,
          quantity,
          packageType: kind,
          netWeightPerUnit: pick([25, 40, 50, 55.1, 1000]),
          isRemoved: next() < 0.05,
          rowDisable: next() < 0.05,
        }),
      );
  }
  const truckUnit = tonUnitOf(cartWeightUnit(country, sourceSystem));
  return {
    ...cartInput({
      country,
      sourceSystem,
      items: lines,
      shipMethod: pick(['delivery', 'delivery', 'pickup', ''] as const),
      truck: next() < 0.1 ? null : { capacity: pick([6, 12, 18, 24, 5.5]), unit: truckUnit },
      feeLimit: { quantity: pick([0.5, 1, 2, 1000, 2000, 20]), unit: pick(LIMIT_UNITS) },
    }),
    unavailableSkus: next() < 0.2 ? ['L0'] : [],
    isBagFeeAcknowledged: next() < 0.2,
    isLocalFeeAcknowledge: next() < 0.1,
  };
}

describe('given 3,000 generated carts, the meter agrees with the validation (issue 17)', () => {
  const carts = Array.from({ length: 3000 }, (_, i) => randomCart(random(i + 1)));

  it('over the truck exactly when the server says CART002, short of bulk when CART001, short of bags unacknowledged when CART006', () => {
    const disagreements = carts.filter((cart) => {
      const load = truckLoad(cart);
      const codes = new Set(cartIssues(cart).map((found) => found.code));
      return (
        load.overTruck !== codes.has('CART002') ||
        load.bulkShort !== codes.has('CART001') ||
        (load.bagShort && !load.feeAcknowledged) !== codes.has('CART006')
      );
    });
    expect(disagreements).toEqual([]);
  });

  it("agrees with the page's own validation (the size error and the bag minimum)", () => {
    const disagreements = carts
      .map((cart) => ({ ...cart, unavailableSkus: [] }))
      .filter((cart) => {
        const load = truckLoad(cart);
        const validation = validateCart(cart);
        return load.overTruck !== validation.sizeError || load.bagShort === validation.isBagMOQMet;
      });
    expect(disagreements).toEqual([]);
  });

  it('shows every state somewhere in the generated carts (the test reaches each case)', () => {
    const loads = carts.map((cart) => truckLoad(cart));
    expect(loads.some((l) => l.overTruck)).toBe(true);
    expect(loads.some((l) => l.bulkShort)).toBe(true);
    expect(loads.some((l) => l.bagShort)).toBe(true);
    expect(loads.some((l) => l.left === 0)).toBe(true);
    expect(loads.some((l) => l.unit === 'MT')).toBe(true);
  });
});
