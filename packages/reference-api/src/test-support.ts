import { SignJWT, generateKeyPair, jwtVerify } from 'jose';
import { insertRows, migrate, openDatabase, type Db } from './db/database';
import { createPdf, createPng, demoVideo, thumbnailPng } from '@anp/demo-data/files';
import { buildServer, type Api, type Authenticate, type TokenUser } from './server';
import { seedFaqs } from './db/seed';

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
        // acc-u-b-6 is billed by the new billing system (the memo tile's new flow).
        user === 'u-b' && i === 6 ? 'S4' : 'SAP',
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
  await ordersFixture(db);
  await documentsFixture(db);
  await seedFaqs(db);
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
  options: {
    rateLimitPerMinute?: number;
    now?: () => Date;
    downloadLimitBytes?: number;
    urlSecret?: Uint8Array;
  } = {},
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
    ...(options.downloadLimitBytes ? { downloadLimitBytes: options.downloadLimitBytes } : {}),
    ...(options.urlSecret ? { urlSecret: options.urlSecret } : {}),
  });
  await app.ready();
  return { app, db, tokenFor };
}

/** An order of the orders fixture (issue 6); amounts and weights follow from the lines. */
interface FixtureOrder {
  number: string;
  account: string;
  status: 'Placed' | 'Scheduled' | 'Shipped' | 'Invoiced' | 'Cancelled';
  type?: string;
  orderDate: string;
  requestedDate: string;
  invoicedNo?: string;
  invoiceDate?: string;
  modifiableUntil?: string;
  po?: string | null;
  paymentTerms?: 'Cash' | 'Credit';
  shipMethod?: 'delivery' | 'pickup';
  /** sku, quantity, unit price, net weight per unit in the order's unit, lot number. */
  lines: [string, number, number, number, string | null][];
}

// prettier-ignore
export const FIXTURE_ORDERS: readonly FixtureOrder[] = [
  // User A, account acc-u-a-9 (us, plant p-us): every status, a return, memos.
  { number: '4000000001', account: 'acc-u-a-9', status: 'Invoiced', orderDate: '2026-09-01', requestedDate: '2026-09-04', invoicedNo: '9100000001', invoiceDate: '2026-09-05', po: 'PO-7001',
    lines: [['100001', 40, 20, 50, 'L260904A101'], ['100005', 4, 60, 125, 'L260904A102']] },
  { number: '4000000002', account: 'acc-u-a-9', status: 'Shipped', orderDate: '2026-11-10', requestedDate: '2026-11-13', po: 'po-7002', paymentTerms: 'Cash',
    lines: [['100002', 80, 22, 50, 'L261113A201']] },
  { number: '4000000003', account: 'acc-u-a-9', status: 'Placed', orderDate: '2026-11-18', requestedDate: '2026-11-27', modifiableUntil: '2026-11-24T21:00:00Z', po: 'PO-ABC-1',
    lines: [['100001', 20, 20, 50, null], ['100004', 100, 18, 50, null], ['100005', 2, 60, 125, null]] },
  { number: '4000000004', account: 'acc-u-a-9', status: 'Placed', orderDate: '2026-11-12', requestedDate: '2026-11-23', modifiableUntil: '2026-11-19T21:00:00Z',
    lines: [['100001', 10, 20, 50, null]] },
  { number: '4000000005', account: 'acc-u-a-9', status: 'Scheduled', orderDate: '2026-11-16', requestedDate: '2026-11-25',
    lines: [['100002', 40, 22, 50, null]] },
  { number: '4000000006', account: 'acc-u-a-9', status: 'Cancelled', orderDate: '2026-10-02', requestedDate: '2026-10-06',
    lines: [['100001', 5, 20, 50, null]] },
  { number: '4000000007', account: 'acc-u-a-9', status: 'Invoiced', type: 'credit memo request', orderDate: '2026-06-01', requestedDate: '2026-06-03', invoicedNo: '9100000007', invoiceDate: '2026-06-04', po: null,
    lines: [['100005', 1, 60, 125, null]] },
  // User B, account acc-u-b-7 (mx, plant p-mx): invoiced, a cancelled invoice, shipped, placed.
  { number: '4000000051', account: 'acc-u-b-7', status: 'Invoiced', orderDate: '2026-10-01', requestedDate: '2026-10-05', invoicedNo: '9100000051', invoiceDate: '2026-10-06', po: 'OC-5101',
    lines: [['200001', 20, 450, 40, 'L261005M101'], ['200002', 10, 300, 12, 'L261005M102']] },
  { number: '4000000052', account: 'acc-u-b-7', status: 'Cancelled', orderDate: '2026-08-03', requestedDate: '2026-08-06', invoicedNo: '9100000052', invoiceDate: '2026-08-07',
    lines: [['200001', 10, 440, 40, 'L260806M101']] },
  { number: '4000000053', account: 'acc-u-b-7', status: 'Shipped', orderDate: '2026-11-12', requestedDate: '2026-11-17',
    lines: [['200001', 30, 450, 40, 'L261117M101']] },
  { number: '4000000054', account: 'acc-u-b-7', status: 'Placed', orderDate: '2026-11-19', requestedDate: '2026-11-30', modifiableUntil: '2026-11-26T21:00:00Z',
    lines: [['200001', 25, 450, 40, null]] },
  // User B, account acc-u-b-6 (mx, S4: the new billing flow).
  { number: '4000000061', account: 'acc-u-b-6', status: 'Invoiced', orderDate: '2026-10-20', requestedDate: '2026-10-23', invoicedNo: '9100000061', invoiceDate: '2026-10-24', po: 'OC-6101',
    lines: [['200001', 12, 450, 40, 'L261023M101']] },
  // Paid late (finance-rules paidOn: 21 Nov, due 8 Nov): overdue on the fixture's day.
  { number: '4000000062', account: 'acc-u-b-6', status: 'Invoiced', orderDate: '2026-10-05', requestedDate: '2026-10-08', invoicedNo: '9100000068', invoiceDate: '2026-10-09',
    lines: [['200001', 10, 450, 40, 'L261008M101']] },
];

// prettier-ignore
export const FIXTURE_MEMOS: readonly (readonly [number: string, account: string, type: 'credit' | 'debit', status: 'Open' | 'Invoiced' | 'Cancelled', order: string, date: string, net: number])[] = [
  ['8100000001', 'acc-u-a-9', 'credit', 'Invoiced', '4000000001', '2026-09-20', 104],
  ['8200000001', 'acc-u-a-9', 'debit', 'Open', '4000000001', '2026-11-15', 52],
  ['8100000002', 'acc-u-a-9', 'credit', 'Cancelled', '4000000007', '2026-07-01', 30],
  ['8100000051', 'acc-u-b-7', 'credit', 'Invoiced', '4000000051', '2026-10-20', 900],
  ['8100000052', 'acc-u-b-7', 'credit', 'Cancelled', '4000000051', '2026-10-25', 450],
  ['8100000061', 'acc-u-b-6', 'credit', 'Invoiced', '4000000061', '2026-11-02', 540],
];

const cents = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

/** Orders and memos of the orders list, documents, modification and finance (issue 6). */
async function ordersFixture(db: Db): Promise<void> {
  const orderRows: unknown[][] = [];
  const lineRows: unknown[][] = [];
  for (const o of FIXTURE_ORDERS) {
    const mx = o.account.startsWith('acc-u-b');
    const net = o.lines.reduce((sum, [, q, price]) => sum + q * price, 0);
    const vat = mx ? Math.round(net * 16) / 100 : 0;
    const weight = o.lines.reduce((sum, [, q, , w]) => sum + q * w, 0);
    orderRows.push([
      o.number,
      o.account,
      mx ? 'u-b' : 'u-a',
      o.type ?? 'sales order',
      'portal',
      o.status,
      o.invoicedNo ?? null,
      o.invoiceDate ?? null,
      o.orderDate,
      o.requestedDate,
      o.shipMethod ?? 'delivery',
      o.po ?? null,
      'truck',
      o.paymentTerms ?? 'Credit',
      mx ? '10.00 MT' : '6.00 Tons',
      mx ? 'p-mx' : 'p-us',
      mx ? 'MXN' : 'USD',
      cents(net),
      cents(vat),
      cents(net + vat),
      weight.toFixed(4),
      mx ? 'kg' : 'lb',
      o.modifiableUntil ?? null,
    ]);
    o.lines.forEach(([sku, q, price, w, lot], i) => {
      const pallets = sku === '100004' ? q / 50 : 0;
      lineRows.push([o.number, i + 1, sku, q, pallets, cents(price), (q * w).toFixed(4), lot]);
    });
  }
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
      'invoiced_no',
      'invoice_date',
      'order_date',
      'requested_date',
      'ship_method',
      'po',
      'mode',
      'payment_terms',
      'truck_size',
      'plant_id',
      'currency',
      'net_amount',
      'vat',
      'gross_amount',
      'total_weight',
      'weight_unit',
      'modifiable_until',
    ],
    orderRows,
  );
  await insertRows(
    db,
    'order_lines',
    [
      'order_number',
      'line_no',
      'sku',
      'quantity',
      'pallets',
      'unit_price',
      'net_weight',
      'lot_number',
    ],
    lineRows,
  );
  await insertRows(
    db,
    'memos',
    [
      'memo_number',
      'account_id',
      'memo_type',
      'status',
      'original_invoice_number',
      'original_invoice_date',
      'memo_date',
      'currency',
      'net_amount',
      'vat',
      'gross_amount',
      'customer_po',
      'order_number',
    ],
    FIXTURE_MEMOS.map(([number, account, type, status, orderNumber, date, net]) => {
      const order = FIXTURE_ORDERS.find((o) => o.number === orderNumber);
      const mx = account.startsWith('acc-u-b');
      const vat = mx ? Math.round(net * 16) / 100 : 0;
      return [
        number,
        account,
        type,
        status,
        order?.invoicedNo ?? null,
        order?.invoiceDate ?? null,
        date,
        mx ? 'MXN' : 'USD',
        cents(net),
        cents(vat),
        cents(net + vat),
        order?.po ?? null,
        orderNumber,
      ];
    }),
  );
}

/** A document of the fixture: market-wide (account null) or an account's own. */
// prettier-ignore
export const FIXTURE_DOCUMENTS: readonly (readonly [id: string, market: string, account: string | null, docType: string, kind: 'pdf' | 'png' | 'mp4', title: string, fileName: string, publishedAt: string])[] = [
  ['doc-us-1', 'us', null, 'pricelist', 'pdf', 'Price list: swine feeds, November 2026', 'price-list-swine-2026-11.pdf', '2026-11-01'],
  ['doc-us-2', 'us', null, 'label', 'png', 'Label: Layer 16% Crumble', 'label-layer-crumble.png', '2026-10-15'],
  ['doc-us-3', 'us', null, 'video', 'mp4', 'Ordering in the portal', 'portal-guide-ordering.mp4', '2026-09-01'],
  ['doc-us-4', 'us', null, 'brochure', 'pdf', 'Swine nutrition guide', 'guide-swine-feeding.pdf', '2026-08-01'],
  ['doc-a0', 'us', 'acc-u-a-0', 'pricelist', 'pdf', 'Your price list, November 2026', 'price-list-acc-a0-2026-11.pdf', '2026-11-02'],
  ['doc-a1', 'us', 'acc-u-a-1', 'pricelist', 'pdf', 'Your price list (second account), November 2026', 'price-list-acc-a1-2026-11.pdf', '2026-11-02'],
  ['doc-mx-1', 'mx', null, 'pricelist', 'pdf', 'Lista de precios: nutrición porcina, noviembre 2026', 'lista-de-precios-porcina-2026-11.pdf', '2026-11-01'],
  ['doc-b0', 'mx', 'acc-u-b-0', 'pricelist', 'pdf', 'Su lista de precios, noviembre 2026', 'lista-de-precios-b0-2026-11.pdf', '2026-11-02'],
];

/** Real files for the document service: PDFs, a PNG and the demo video, with thumbnails. */
async function documentsFixture(db: Db): Promise<void> {
  const content = (kind: 'pdf' | 'png' | 'mp4', title: string): Buffer => {
    if (kind === 'mp4') return demoVideo();
    if (kind === 'png')
      return createPng({ width: 8, height: 8, draw: (x, y) => [x * 30, y * 30, 128] });
    return createPdf({ title, lines: [`Fixture document: ${title}`] });
  };
  await insertRows(
    db,
    'documents',
    [
      'id',
      'account_id',
      'market',
      'title',
      'doc_type',
      'file_type',
      'file_name',
      'mime_type',
      'size_bytes',
      'content',
      'thumbnail',
      'published_at',
    ],
    FIXTURE_DOCUMENTS.map(([id, market, account, docType, kind, title, fileName, published]) => {
      const file = content(kind, title);
      const mime = { pdf: 'application/pdf', png: 'image/png', mp4: 'video/mp4' }[kind];
      return [
        id,
        account,
        market,
        title,
        docType,
        kind,
        fileName,
        mime,
        file.length,
        file,
        thumbnailPng(kind, title),
        published,
      ];
    }),
  );
}

/**
 * The text a PDF of @anp/pdf shows, one entry per drawn string (`(...) Tj`), decoded from
 * WinAnsi (Latin-1 range) so tests can look for "Factura" or "Número" as written.
 */
export function pdfTexts(file: Buffer | Uint8Array | string): string[] {
  const text =
    Buffer.isBuffer(file) || file instanceof Uint8Array
      ? Buffer.from(file).toString('latin1')
      : file;
  const out: string[] = [];
  const re = /\(((?:\\[\s\S]|[^\\)])*)\) Tj/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push(
      (m[1] ?? '').replace(/\\([0-7]{3}|[\s\S])/g, (_, esc: string) =>
        esc.length === 3 ? String.fromCharCode(parseInt(esc, 8)) : esc,
      ),
    );
  }
  return out;
}
