/**
 * Test-only: a small database instead of the full demo data, enough to test contracts and tenant
 * isolation: two users with their own accounts in two markets, plants, notifications, toggles,
 * market configuration, the ordering, orders and documents fixtures, and the FAQs.
 */
import { GROUPS } from '@anp/rules';
import { insertRows, migrate, openDatabase, type Db } from '../src/db/database';
import { seedFaqs } from '../src/db/seed';
import { insertUsers } from './fixture-users';
import { documentsFixture } from './fixture-documents';
import { orderingFixture } from './fixture-ordering';
import { ordersFixture } from './fixture-orders';

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
  const customer = { userType: 'External', businessUnit: 'feed', groups: [GROUPS.purchase] };
  await insertUsers(db, [
    {
      ...customer,
      id: 'u-a',
      email: 'a@test',
      firstName: 'Ana',
      lastName: 'Alpha',
      language: 'en',
      country: 'us',
      customerType: 'Retailer',
      tncAcceptedAt: null,
    },
    {
      ...customer,
      id: 'u-b',
      email: 'b@test',
      firstName: 'Bruno',
      lastName: 'Beta',
      language: 'es',
      country: 'mx',
      customerType: null,
      tncAcceptedAt: '2026-01-01T00:00:00Z',
    },
  ]);
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
