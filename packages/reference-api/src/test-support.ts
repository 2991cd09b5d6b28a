import { SignJWT, generateKeyPair, jwtVerify } from 'jose';
import { insertRows, migrate, openDatabase, type Db } from './db/database';
import { buildServer, type Api, type Authenticate, type TokenUser } from './server';

/** Test-only: a signing key and an Authenticate that accepts tokens made with it. */
export async function testAuth() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const authenticate: Authenticate = async (header) => {
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    if (!token) throw Object.assign(new Error('missing token'), { statusCode: 401 });
    try {
      const { payload } = await jwtVerify(token, publicKey, {
        issuer: 'test',
        audience: 'an-portal-api',
      });
      return payload as unknown as TokenUser;
    } catch {
      throw Object.assign(new Error('invalid token'), { statusCode: 401 });
    }
  };
  const tokenFor = (user: Pick<TokenUser, 'id'> & Partial<TokenUser>, expiresIn = '5m') =>
    new SignJWT({
      email: `${user.id}@test`,
      name: user.id,
      groups: [],
      userType: 'External',
      locale: 'en_US',
      ...user,
    })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer('test')
      .setAudience('an-portal-api')
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);
  return { authenticate, tokenFor, privateKey };
}

/**
 * A small fixture: two users with their own accounts in two markets, notifications, toggles,
 * a banner and market config. Enough to test contracts and tenant isolation without the full seed.
 */
export async function fixtureDb(): Promise<Db> {
  const db = await openDatabase();
  await migrate(db);
  await insertRows(
    db,
    'plants',
    [
      'id',
      'code',
      'name',
      'country',
      'working_days',
      'delivery_lead_time',
      'pickup_lead_time',
      'day_span',
    ],
    [
      ['p-us', 'US01', 'Plant US', 'us', [1, 2, 3, 4, 5], 2, 1, 45],
      ['p-us2', 'US02', 'Plant US Two', 'us', [1, 2, 3, 4, 5, 6], 3, 0, 30],
      ['p-mx', 'MX01', 'Planta MX', 'mx', [1, 2, 3, 4, 5, 6], 3, 1, 30],
      ['p-mx2', 'MX02', 'Planta MX Dos', 'mx', [1, 2, 3, 4, 5], 2, 1, 30],
    ],
  );
  const users = [
    [
      'u-a',
      'a@test',
      'Ana',
      'Alpha',
      'en_US',
      'en',
      'us',
      'External',
      'Retailer',
      'feed',
      ['DXP_CAN_AccGrp_Purchase_Products'],
      null,
    ],
    [
      'u-b',
      'b@test',
      'Bruno',
      'Beta',
      'es_MX',
      'es',
      'mx',
      'External',
      null,
      'feed',
      ['DXP_CAN_AccGrp_Purchase_Products'],
      '2026-01-01T00:00:00Z',
    ],
  ];
  await insertRows(
    db,
    'users',
    [
      'id',
      'email',
      'first_name',
      'last_name',
      'locale',
      'language',
      'country',
      'user_type',
      'customer_type',
      'business_unit',
      'groups',
      'tnc_accepted_at',
      'password_hash',
    ],
    users.map((u) => [...u, 'x']),
  );
  const accounts: unknown[][] = [];
  const links: unknown[][] = [];
  for (const [user, region, count] of [
    ['u-a', 'us', 12],
    ['u-b', 'mx', 8],
  ] as const) {
    for (let i = 0; i < count; i += 1) {
      const id = `acc-${user}-${i}`;
      accounts.push([
        id,
        `g-${id}`,
        `${region === 'us' ? 'Farm Supply' : 'Forrajera'} ${user} ${i}`,
        `FS${i}`,
        null,
        null,
        `${region === 'us' ? 10 : 20}000000${i.toString().padStart(2, '0')}`,
        `x${i}`,
        region,
        'feed',
        `${region.toUpperCase()}10`,
        `ext-${id}`,
        'SAP',
        i === 0 ? 'New' : null,
        `${i} Main St`,
        `p-${region}`,
      ]);
      links.push([user, id, i === 0, i === 0]);
    }
  }
  await insertRows(
    db,
    'accounts',
    [
      'id',
      'global_id',
      'fullname',
      'shortname',
      'customer_name2',
      'contact_person',
      'sold_to_code',
      'full_sold_to_code',
      'region',
      'business_unit',
      'sales_org',
      'external_ref_id',
      'source_system',
      'show_tag',
      'address',
      'plant_id',
    ],
    accounts,
  );
  await insertRows(db, 'user_accounts', ['user_id', 'account_id', 'is_primary', 'selected'], links);
  await insertRows(
    db,
    'notifications',
    ['id', 'user_id', 'message_title', 'message_label', 'priority', 'message_code', 'created_at'],
    [
      [
        'n-a1',
        'u-a',
        'Price list',
        'New price list',
        'warning',
        'SINGLE_DOCUMENT',
        '2026-11-01T10:00:00Z',
      ],
      ['n-a2', 'u-a', 'Price list', 'Reminder', 'chat', 'REMINDER', '2026-11-02T10:00:00Z'],
      [
        'n-b1',
        'u-b',
        'Lista de precios',
        'Nueva lista',
        'success',
        'MULTIPLE_DOCUMENTS',
        '2026-11-03T10:00:00Z',
      ],
    ],
  );
  await insertRows(
    db,
    'feature_toggles',
    ['name', 'enabled', 'description'],
    [
      ['maintenance', false, 'Maintenance page'],
      ['cartEnabled', true, 'Cart'],
    ],
  );
  await insertRows(
    db,
    'market_config',
    ['country', 'lang', 'config'],
    [['us', 'en', { supportPhone: '+1 800 000 0000' }]],
  );
  await orderingFixture(db);
  return db;
}

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
async function orderingFixture(db: Db): Promise<void> {
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

/** The fixture's clock: Friday 2026-11-20, 10:00 in Chicago, before the 14:00 cut-off. */
export const FIXTURE_NOW = '2026-11-20T16:00:00Z';

/** A server over the fixture with test tokens; `inject` requests need no network. */
export async function testServer(
  options: { rateLimitPerMinute?: number; now?: () => Date } = {},
): Promise<{ app: Api; db: Db; tokenFor: Awaited<ReturnType<typeof testAuth>>['tokenFor'] }> {
  const db = await fixtureDb();
  const { authenticate, tokenFor } = await testAuth();
  const app = await buildServer({
    db,
    authenticate,
    corsOrigins: ['https://localhost:5173'],
    rateLimitPerMinute: options.rateLimitPerMinute ?? 0,
    // A fixed clock by default: Friday 2026-11-20, 10:00 in Chicago (16:00 UTC).
    now: options.now ?? (() => new Date(FIXTURE_NOW)),
  });
  await app.ready();
  return { app, db, tokenFor };
}
