import { describe, expect, it } from 'vitest';
import {
  planReorder,
  priceChanged,
  type ReorderOrderLine,
  type ReorderProductNow,
} from './reorder';

const bag: ReorderProductNow = {
  title: 'Layer Crumble 50 lb',
  markets: ['us', 'canada'],
  orderableForAccount: true,
  unitPrice: 20,
  unitWeight: 50,
  packageType: 'bag',
  minQuantity: 1,
  increment: 1,
  perPalletCount: 40,
  isPallet: false,
  isPalletAndNonPalletAllowed: true,
};
const line = (over: Partial<ReorderOrderLine> = {}): ReorderOrderLine => ({
  sku: 'A',
  title: 'Layer Crumble 50 lb (then)',
  quantity: 10,
  unitPrice: 20,
  unitWeight: 50,
  packageType: 'bag',
  ...over,
});
const plan = (l: ReorderOrderLine, p: ReorderProductNow | undefined, market = 'us') =>
  planReorder([l], () => p, market);

describe('given a line of an earlier order is ordered again', () => {
  it.each([
    ['the same product, price and pack', line(), bag, 'added'],
    ['a product no longer in the catalogue', line(), undefined, 'discontinued'],
    ['a product sold in no market', line(), { ...bag, markets: [] }, 'discontinued'],
    [
      'a product no longer sold in the market',
      line(),
      { ...bag, markets: ['canada'] },
      'notSoldInMarket',
    ],
    [
      'a product the account may not order',
      line(),
      { ...bag, orderableForAccount: false },
      'notOrderable',
    ],
  ])('classifies %s as %s', (_, l, p, outcome) => {
    const result = plan(l, p);
    const got = result.notAdded[0]?.reason ?? (result.added.length ? 'added' : 'none');
    expect(got).toBe(outcome);
    expect(result.items.length).toBe(outcome === 'added' ? 1 : 0);
  });

  it('skips a line of no quantity without reporting it', () => {
    expect(plan(line({ quantity: 0 }), bag)).toEqual({
      items: [],
      added: [],
      corrected: [],
      changed: [],
      notAdded: [],
    });
  });

  it('reports a skipped line with its quantity and the title it has now', () => {
    expect(plan(line({ quantity: 4 }), { ...bag, markets: ['canada'] }).notAdded).toEqual([
      { sku: 'A', title: 'Layer Crumble 50 lb', quantity: 4, reason: 'notSoldInMarket' },
    ]);
    expect(plan(line(), undefined).notAdded[0]?.title).toBe('Layer Crumble 50 lb (then)');
  });
});

describe('given the quantity no longer fits the product rules', () => {
  it.each([
    ['below the minimum', 3, { minQuantity: 5 }, 5, 'MIN_ERROR'],
    ['off the increment', 7, { increment: 5 }, 10, 'INCREMENT_ERROR'],
    [
      'not whole pallets of a pallet-only product',
      30,
      { isPallet: true, perPalletCount: 50 },
      50,
      'PALLET_ERROR',
    ],
  ] as const)('adds the next valid quantity when %s', (_, ordered, rules, quantity, rule) => {
    const result = plan(line({ quantity: ordered }), { ...bag, ...rules });
    expect(result.items).toEqual([{ sku: 'A', quantity }]);
    expect(result.added).toEqual([{ sku: 'A', title: bag.title, quantity }]);
    expect(result.corrected).toEqual([{ sku: 'A', title: bag.title, ordered, quantity, rule }]);
  });
});

describe('given the price or the pack changed since the order', () => {
  it.each([
    [20, 20, false],
    [20, 20.19, false],
    [20, 20.2, true],
    [20, 19.8, true],
    [20, 19.81, false],
    [0, 5, true],
    [0, 0, false],
  ])('a unit price of %s then and %s now is a change: %s', (before, after, changed) => {
    expect(priceChanged(before, after)).toBe(changed);
  });

  it('reports the price before and after on an added line', () => {
    const result = plan(line({ unitPrice: 18.5 }), bag);
    expect(result.added).toHaveLength(1);
    expect(result.changed).toEqual([
      { sku: 'A', title: bag.title, price: { before: 18.5, after: 20 }, pack: null },
    ]);
  });

  it.each([
    ['the unit weight', line({ unitWeight: 40 }), true],
    ['the package type', line({ packageType: 'tote' }), true],
    ['a weight within rounding', line({ unitWeight: 50.02 }), false],
    ['an unrecorded package type and weight', line({ packageType: null, unitWeight: null }), false],
  ])('reports a pack change of %s: %s', (_, l, changed) => {
    const result = plan(l, bag);
    expect(result.changed.length > 0).toBe(changed);
    if (changed)
      expect(result.changed[0]?.pack).toEqual({
        before: { packageType: l.packageType, unitWeight: l.unitWeight },
        after: { packageType: 'bag', unitWeight: 50 },
      });
  });

  it('reports no change of a line that was not added', () => {
    const result = plan(line({ unitPrice: 10 }), { ...bag, markets: [] });
    expect(result.changed).toEqual([]);
  });
});

it('keeps the order of the lines and classifies each once', () => {
  const products: Record<string, ReorderProductNow> = {
    A: bag,
    B: { ...bag, title: 'B', markets: [] },
    C: { ...bag, title: 'C', unitPrice: 30, increment: 4 },
  };
  const result = planReorder(
    [line(), line({ sku: 'B' }), line({ sku: 'C', quantity: 6 })],
    (sku) => products[sku],
    'us',
  );
  expect(result.items).toEqual([
    { sku: 'A', quantity: 10 },
    { sku: 'C', quantity: 8 },
  ]);
  expect(result.notAdded.map((l) => l.sku)).toEqual(['B']);
  expect(result.changed.map((l) => l.sku)).toEqual(['C']);
  expect(result.corrected.map((l) => [l.sku, l.ordered, l.quantity])).toEqual([['C', 6, 8]]);
});
