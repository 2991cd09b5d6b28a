import { describe, expect, it } from 'vitest';
import { builderLoad } from './load';
import { EMPTY_ENTRY, type Entry } from './entry';
import type { Product } from '@anp/core/services/cart';
import { cartItemOf, makeCart, makeProduct } from '../fixtures';

const productOf = (overrides: Partial<Product> & { sku: string }): Product =>
  makeProduct({ title: `Product ${overrides.sku}`, ...overrides });

/** A US cart on the 6-ton truck holding 40 bags of 50 lb (1 ton). */
const cartOf = () => ({
  ...makeCart('us', [cartItemOf(productOf({ sku: 'IN-CART', netWeightPerUnit: 50 }), 40)]),
  truckSize: '6.00',
  truckSizes: [{ value: '6.00', label: '6.00 Tons', capacity: 6, unit: 'Tons' as const }],
});

const typed = (quantity: string, extra: Partial<Entry> = {}): Entry => ({
  ...EMPTY_ENTRY,
  quantity,
  ...extra,
});

describe('given the builder, the meter weighs the cart and what is typed (issue 17)', () => {
  const bag = productOf({ sku: 'BAG', netWeightPerUnit: 50 });
  const bulk = productOf({ sku: 'BULK', netWeightPerUnit: 2000, packageType: 'bulk' });

  it.each<[string, Parameters<typeof builderLoad>[1], number, number]>([
    ['the cart alone (40 bags of 50 lb = 1 ton)', [], 1, 0],
    ['plus 80 bags typed in a row', [{ product: bag, entry: typed('80') }], 3, 1],
    ['plus 3 tons of bulk typed', [{ product: bulk, entry: typed('3') }], 4, 1],
    ['an empty or unreadable entry weighs nothing', [{ product: bag, entry: typed('x') }], 1, 0],
    [
      'the latest entry of a product counts once, whatever the view',
      [
        { product: bag, entry: typed('80') },
        { product: bag, entry: typed('40') },
      ],
      2,
      1,
    ],
    [
      'a quantity that breaks a rule still weighs what it weighs',
      [
        {
          product: productOf({ sku: 'P', netWeightPerUnit: 50, minQuantity: 100 }),
          entry: typed('40'),
        },
      ],
      2,
      1,
    ],
  ])('%s', (_case, pending, load, rows) => {
    const reading = builderLoad(cartOf(), pending);
    expect(reading?.load.load).toBe(load);
    expect(reading?.pendingRows).toBe(rows);
  });

  it('reads over the truck as the cart would, and nothing without a cart', () => {
    const reading = builderLoad(cartOf(), [{ product: bulk, entry: typed('6') }]);
    expect(reading?.load).toMatchObject({ load: 7, capacity: 6, overTruck: true, over: 1 });
    expect(builderLoad(undefined, [])).toBeNull();
  });
});
