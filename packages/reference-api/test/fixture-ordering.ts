/** Test-only: the ordering part of the fixture (products, holidays, favourites, orders). */
import { insertRows, type Db } from '../src/db/database';

type FixtureProduct = readonly [
  sku: string,
  title: string,
  form: string,
  packageType: string,
  category: string,
  net: number,
  unit: 'lb' | 'kg',
  perPallet: number,
  isPallet: boolean,
  mixed: boolean,
  min: number,
  increment: number,
  container: string | null,
  markets: readonly string[],
];

/** Fixture products: a line per package kind and rule the cart tests need, in both markets. */
// prettier-ignore
export const FIXTURE_PRODUCTS: readonly FixtureProduct[] = [
  ['100001', 'Layer 16% Crumble 50 lb', 'C1601', 'bag', 'Complete Feed', 50, 'lb', 40, false, true, 1, 1, null, ['us']],
  ['100002', 'Hog Grower 18% Pellet 50 lb', 'P1802', 'bag', 'Complete Feed', 50, 'lb', 40, false, true, 1, 1, null, ['us']],
  ['100003', 'Hog Finisher 16% Bulk (per ton)', 'P1603', 'bulk', 'Complete Feed', 2000, 'lb', 1, false, false, 2, 1, null, ['us']],
  ['100004', 'Sow Lactation Pellet Pallet', 'P2004', 'bag', 'Complete Feed', 50, 'lb', 50, true, false, 50, 50, null, ['us']],
  ['100005', 'Cattle Mineral Tub 125 lb', 'D3005', 'tub', 'Mineral', 125, 'lb', 12, false, true, 1, 1, null, ['us']],
  ['100006', 'Retired Horse Feed 50 lb', 'P4006', 'bag', 'Complete Feed', 50, 'lb', 40, false, true, 1, 1, null, []],
  ['200001', 'Pollo Iniciador 22% Bulto 40 kg', 'C5001', 'bag', 'Complete Feed', 40, 'kg', 50, false, true, 1, 1, null, ['mx']],
  ['200002', 'Premios Perro Caja 12 x 1 kg', 'X5002', 'box', 'Treats', 1, 'kg', 60, false, true, 1, 1, '12', ['mx']],
  ['200003', 'Cerdo Finalizador Granel (por tonelada)', 'P5003', 'bulk', 'Complete Feed', 1000, 'kg', 1, false, false, 2, 1, null, ['mx']],
];

/**
 * Ordering data of the fixture: products of both markets, a holiday at each plant, favourites,
 * and earlier orders of user A's first account and user B's first account.
 */
export async function orderingFixture(db: Db): Promise<void> {
  await insertRows(
    db,
    'products',
    [
      'sku',
      'title',
      'form_code',
      'package_type',
      'category',
      'species',
      'net_weight_per_unit',
      'unit_of_measure',
      'per_pallet_count',
      'is_pallet',
      'is_pallet_and_non_pallet_allowed',
      'min_quantity',
      'increment',
      'container_code',
      'markets',
      'image_path',
      'description',
    ],
    FIXTURE_PRODUCTS.map(
      ([
        sku,
        title,
        form,
        type,
        category,
        net,
        unit,
        perPallet,
        isPallet,
        mixed,
        min,
        inc,
        container,
        markets,
      ]) => [
        sku,
        title,
        form,
        type,
        category,
        'multispecies',
        net,
        unit,
        perPallet,
        isPallet,
        mixed,
        min,
        inc,
        container,
        [...markets],
        `/api/assets/products/${sku}.svg`,
        `${title}.`,
      ],
    ),
  );
  await insertRows(
    db,
    'plant_holidays',
    ['plant_id', 'holiday_date', 'name'],
    [
      ['p-us', '2026-11-26', 'Thanksgiving Day'],
      ['p-us', '2026-12-25', 'Christmas Day'],
      ['p-mx', '2026-12-12', 'Día de la Virgen'],
    ],
  );
  await insertRows(
    db,
    'favourites',
    ['user_id', 'account_id', 'sku'],
    [
      ['u-a', 'acc-u-a-0', '100002'],
      ['u-a', 'acc-u-a-0', '100006'],
      ['u-b', 'acc-u-b-0', '200001'],
    ],
  );
  const order = (number: string, account: string, user: string, date: string, plant: string) => [
    number,
    account,
    user,
    'sales order',
    'portal',
    'Invoiced',
    date,
    date,
    null,
    'delivery',
    'PO-1',
    'truck',
    null,
    'Credit',
    '6.00 Tons',
    plant,
    plant === 'p-us' ? 'USD' : 'MXN',
    '100.00',
    '0.00',
    '100.00',
    '100.0000',
    plant === 'p-us' ? 'lb' : 'kg',
  ];
  await insertRows(
    db,
    'orders',
    [
      'order_number',
      'account_id',
      'user_id',
      'type',
      'source',
      'status',
      'order_date',
      'requested_date',
      'requested_time',
      'ship_method',
      'po',
      'mode',
      'note',
      'payment_terms',
      'truck_size',
      'plant_id',
      'currency',
      'net_amount',
      'vat',
      'gross_amount',
      'total_weight',
      'weight_unit',
    ],
    [
      order('4000000101', 'acc-u-a-0', 'u-a', '2026-10-01', 'p-us'),
      order('4000000102', 'acc-u-a-0', 'u-a', '2026-10-15', 'p-us'),
      order('4000000201', 'acc-u-b-0', 'u-b', '2026-10-20', 'p-mx'),
    ],
  );
  await insertRows(
    db,
    'order_lines',
    ['order_number', 'line_no', 'sku', 'quantity', 'pallets', 'unit_price', 'net_weight'],
    [
      ['4000000101', 1, '100001', 10, 0, '20.00', '500.0000'],
      ['4000000101', 2, '100006', 4, 0, '21.00', '200.0000'],
      ['4000000102', 1, '100001', 12, 0, '20.50', '600.0000'],
      ['4000000102', 2, '100005', 3, 0, '60.00', '375.0000'],
      ['4000000201', 1, '200001', 20, 0, '450.00', '800.0000'],
    ],
  );
}
