import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  MESSAGE_CODES,
  ORDER_STATUSES,
  ORDER_TYPES,
  PACKAGE_TYPES,
  PRIORITIES,
} from '@anp/demo-data';
import { COUNTRIES, marketOf } from '@anp/rules';
import { verifyPassword } from '../auth/password';
import { INTERNAL_GROUP } from '../users/groups';
import { demoPasswordHash } from './backend-facts';
import { migrate, openDatabase, type Db } from './database';
import { seedCore, type SeedSummary } from './seed';

const TODAY = new Date('2026-11-21T00:00:00Z');
const CUSTOMERS = [
  'u-retailer-us',
  'u-customer-ca',
  'u-customer-mx',
  'u-customer-br',
  'u-customer-kr',
  'u-customer-gt',
  'u-customer-pe',
  'u-customer-cr',
  'u-customer-hn',
  'u-customer-ni',
  'u-customer-co',
  'u-pork-us',
  'u-marketing',
];

async function fresh(): Promise<Db> {
  const db = await openDatabase();
  await migrate(db);
  return db;
}

async function value<T>(db: Db, sql: string, params: unknown[] = []): Promise<T> {
  const rows = await db.query<{ v: T }>(sql, params);
  return rows[0]?.v as T;
}

async function column(db: Db, sql: string, params: unknown[] = []): Promise<string[]> {
  return (await db.query<{ v: string }>(sql, params)).map((r) => r.v);
}

/** md5 over the sorted rows of the tables that carry most of the generated data. */
async function checksums(db: Db): Promise<Record<string, string>> {
  return {
    accounts: await value(
      db,
      "SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) AS v FROM accounts t",
    ),
    orders: await value(
      db,
      "SELECT md5(string_agg(t::text, '|' ORDER BY t.order_number)) AS v FROM orders t",
    ),
    orderLines: await value(
      db,
      "SELECT md5(string_agg(t::text, '|' ORDER BY t.order_number, t.line_no)) AS v FROM order_lines t",
    ),
  };
}

describe('given a database seeded with the core demo data', () => {
  let db: Db;
  let summary: SeedSummary;

  // How long seeding takes is a figure of `npm run bench` (scripts/bench-api.ts), not a test.
  beforeAll(async () => {
    db = await fresh();
    summary = await seedCore(db, { today: TODAY });
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  it('reports the row counts it wrote, and they meet the minimums', async () => {
    const counts = {
      users: await value<number>(db, 'SELECT count(*)::int AS v FROM users'),
      accounts: await value<number>(db, 'SELECT count(*)::int AS v FROM accounts'),
      products: await value<number>(db, 'SELECT count(*)::int AS v FROM products'),
      orders: await value<number>(db, 'SELECT count(*)::int AS v FROM orders'),
      orderLines: await value<number>(db, 'SELECT count(*)::int AS v FROM order_lines'),
      memos: await value<number>(db, 'SELECT count(*)::int AS v FROM memos'),
      notifications: await value<number>(db, 'SELECT count(*)::int AS v FROM notifications'),
      plants: await value<number>(db, 'SELECT count(*)::int AS v FROM plants'),
    };
    expect(counts).toEqual(summary);
    expect(counts.users).toBe(16);
    expect(counts.accounts).toBeGreaterThanOrEqual(5_900);
    expect(counts.accounts).toBeLessThanOrEqual(6_500);
    expect(counts.products).toBeGreaterThanOrEqual(600);
    expect(counts.orders).toBeGreaterThanOrEqual(20_000);
    expect(counts.memos).toBeGreaterThanOrEqual(2_000);
    const perOrder = await db.query<{ lo: number; hi: number }>(
      'SELECT min(n)::int AS lo, max(n)::int AS hi FROM (SELECT count(*) AS n FROM order_lines GROUP BY order_number) x',
    );
    expect(perOrder[0]).toEqual({ lo: 1, hi: 5 });
    expect(
      await value(
        db,
        'SELECT count(*)::int AS v FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_number = o.order_number)',
      ),
    ).toBe(0);
  });

  it('covers every package type, order status, order type, priority and message code', async () => {
    expect(await column(db, 'SELECT DISTINCT package_type AS v FROM products ORDER BY 1')).toEqual(
      [...PACKAGE_TYPES].sort(),
    );
    expect(await column(db, 'SELECT DISTINCT status AS v FROM orders ORDER BY 1')).toEqual(
      [...ORDER_STATUSES].sort(),
    );
    expect(await column(db, 'SELECT DISTINCT type AS v FROM orders ORDER BY 1')).toEqual(
      [...ORDER_TYPES].sort(),
    );
    expect(await column(db, 'SELECT DISTINCT priority AS v FROM notifications ORDER BY 1')).toEqual(
      [...PRIORITIES].sort(),
    );
    expect(
      await column(db, 'SELECT DISTINCT message_code AS v FROM notifications ORDER BY 1'),
    ).toEqual([...MESSAGE_CODES].sort());
  });

  it('has the demo users with their account counts', async () => {
    const rows = await db.query<{ email: string; n: number }>(
      'SELECT u.email, count(ua.account_id)::int AS n FROM users u LEFT JOIN user_accounts ua ON ua.user_id = u.id GROUP BY u.email',
    );
    const counts = Object.fromEntries(rows.map((r) => [r.email, r.n]));
    expect(Object.keys(counts).sort()).toEqual(DEMO_USERS.map((u) => u.email).sort());
    expect(counts['retailer.us@demo.test']).toBe(3);
    expect(counts['customer.ca@demo.test']).toBe(7);
    expect(counts['customer.kr@demo.test']).toBe(45);
    // Issue 14: every market has a demo customer of its own.
    expect(counts['customer.cr@demo.test']).toBe(3);
    expect(counts['customer.hn@demo.test']).toBe(4);
    expect(counts['customer.ni@demo.test']).toBe(3);
    expect(counts['customer.co@demo.test']).toBe(4);
    expect(counts['employee@demo.test']).toBe(5_000);
    for (const n of Object.values(counts)) expect(n).toBeGreaterThanOrEqual(1);
    expect(
      await column(
        db,
        "SELECT DISTINCT a.region AS v FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id WHERE ua.user_id = 'u-employee' ORDER BY 1",
      ),
    ).toEqual(['canada', 'co', 'cr', 'gt', 'hn', 'mx', 'ni', 'pe', 'us']);
  });

  it('gives each of the 11 markets a demo customer of its own, in its locale, language and currency', async () => {
    const rows = await db.query<{
      country: string;
      locale: string;
      language: string;
      currency: string;
      regions: string[];
    }>(
      `SELECT u.country, u.locale, u.language, u.currency, array_agg(DISTINCT a.region) AS regions
       FROM users u JOIN user_accounts ua ON ua.user_id = u.id JOIN accounts a ON a.id = ua.account_id
       WHERE u.id LIKE 'u-customer-%' OR u.id = 'u-retailer-us' GROUP BY 1, 2, 3, 4 ORDER BY 1`,
    );
    expect(rows.map((r) => r.country)).toEqual([...COUNTRIES].sort());
    for (const row of rows) {
      const market = marketOf(row.country);
      expect(row, row.country).toMatchObject({
        locale: market.defaultLocale,
        language: market.defaultLanguage,
        regions: [row.country],
      });
    }
    expect(Object.fromEntries(rows.map((r) => [r.country, r.currency]))).toMatchObject({
      cr: 'CRC',
      hn: 'HNL',
      ni: 'NIO',
      co: 'COP',
    });
  });

  it('gives every user exactly one primary and one selected account, except the admin (none selected)', async () => {
    const rows = await db.query<{ id: string; p: number; s: number }>(
      'SELECT u.id, count(*) FILTER (WHERE is_primary)::int AS p, count(*) FILTER (WHERE selected)::int AS s FROM users u JOIN user_accounts ua ON ua.user_id = u.id GROUP BY u.id',
    );
    for (const row of rows) {
      expect(row.p, row.id).toBe(1);
      expect(row.s, row.id).toBe(row.id === 'u-admin' ? 0 : 1);
    }
  });

  it('keeps every demo customer’s accounts to that customer', async () => {
    const shared = await value<number>(
      db,
      'SELECT count(*)::int AS v FROM (SELECT account_id FROM user_accounts WHERE user_id = ANY($1) GROUP BY account_id HAVING count(*) > 1) x',
      [CUSTOMERS],
    );
    expect(shared).toBe(0);
  });

  it('leaves the terms unaccepted for Peru only, and gives roles and groups per persona', async () => {
    expect(await column(db, 'SELECT email AS v FROM users WHERE tnc_accepted_at IS NULL')).toEqual([
      'customer.pe@demo.test',
    ]);
    const employee = await db.query<{ groups: string[]; user_type: string }>(
      "SELECT groups, user_type FROM users WHERE email = 'employee@demo.test'",
    );
    expect(employee[0]?.user_type).toBe('Internal');
    expect(employee[0]?.groups).toContain(INTERNAL_GROUP);
    expect(employee[0]?.groups).not.toContain('DXP_CAN_AccGrp_User_Management');
    const admin = await db.query<{ groups: string[]; permissions: string[]; beta: boolean }>(
      "SELECT groups, permissions, beta FROM users WHERE email = 'admin@demo.test'",
    );
    expect(admin[0]?.groups).toContain('DXP_CAN_AccGrp_User_Management');
    expect(admin[0]?.permissions).toEqual(['create_new_user', 'user_reporting']);
    expect(await column(db, 'SELECT email AS v FROM users WHERE beta')).toEqual([
      'admin@demo.test',
    ]);
    const pork = await db.query<{ roles: string[]; business_unit: string }>(
      "SELECT roles, business_unit FROM users WHERE email = 'pork.us@demo.test'",
    );
    expect(pork[0]).toEqual({ roles: ['PORK'], business_unit: 'pork' });
    expect(
      await value(
        db,
        "SELECT count(*)::int AS v FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id WHERE ua.user_id = 'u-pork-us' AND a.business_unit <> 'pork'",
      ),
    ).toBe(0);
  });

  it('stores deterministic scrypt hashes of the demo password', async () => {
    const rows = await db.query<{ id: string; password_hash: string }>(
      'SELECT id, password_hash FROM users ORDER BY id',
    );
    for (const row of rows) {
      expect(await verifyPassword(DEMO_PASSWORD, row.password_hash)).toBe(true);
      expect(row.password_hash).toBe(await demoPasswordHash(row.id, DEMO_PASSWORD));
    }
  });

  it('adds every order’s lines up to its weight and amounts (net + vat = gross)', async () => {
    expect(
      await value(
        db,
        `SELECT count(*)::int AS v FROM orders o JOIN (
           SELECT order_number, sum(net_weight) AS w, sum(quantity * unit_price) AS net
           FROM order_lines GROUP BY order_number) l USING (order_number)
         WHERE l.w <> o.total_weight OR l.net <> o.net_amount OR o.net_amount + o.vat <> o.gross_amount`,
      ),
    ).toBe(0);
  });

  it('uses the market’s currency, weight unit and products on every order', async () => {
    const units = await db.query<{ region: string; currency: string; weight_unit: string }>(
      'SELECT DISTINCT a.region, o.currency, o.weight_unit FROM orders o JOIN accounts a ON a.id = o.account_id ORDER BY 1',
    );
    expect(units).toHaveLength(11);
    const unitOf = Object.fromEntries(units.map((u) => [u.region, u.weight_unit]));
    expect(unitOf).toMatchObject({
      us: 'lb',
      br: 'lb',
      kr: 'lb',
      mx: 'kg',
      co: 'kg',
      gt: 'quintal',
      hn: 'quintal',
    });
    // Every line's product is sold in the order's market, except the retired products (sold in
    // no market any more) that issue 17's Order again reports as discontinued.
    expect(
      await value(
        db,
        `SELECT count(*)::int AS v FROM order_lines l JOIN orders o USING (order_number)
         JOIN accounts a ON a.id = o.account_id JOIN products p ON p.sku = l.sku
         WHERE NOT (a.region = ANY (p.markets)) AND cardinality(p.markets) > 0`,
      ),
    ).toBe(0);
    expect(
      await value(
        db,
        "SELECT count(*)::int AS v FROM products WHERE unit_of_measure NOT IN ('lb', 'kg')",
      ),
    ).toBe(0);
  });

  it('dates orders over the two years before today; open orders are requested after it', async () => {
    const range = await db.query<{ lo: string; hi: string }>(
      'SELECT min(order_date)::text AS lo, max(order_date)::text AS hi FROM orders',
    );
    expect(range[0]).toEqual({ lo: '2024-11-21', hi: '2026-11-20' });
    expect(
      await value(
        db,
        "SELECT count(*)::int AS v FROM orders WHERE status IN ('Placed', 'Scheduled') AND requested_date <= '2026-11-21'",
      ),
    ).toBe(0);
    expect(
      await value(
        db,
        "SELECT count(*)::int AS v FROM orders WHERE status = 'Invoiced' AND invoiced_no IS NULL",
      ),
    ).toBe(0);
    expect(
      await value(
        db,
        'SELECT count(DISTINCT invoiced_no)::int = count(invoiced_no)::int AS v FROM orders',
      ),
    ).toBe(true);
  });

  it('gives each demo customer at least 150 orders, the US retailer about 400', async () => {
    const rows = await db.query<{ user_id: string; n: number }>(
      'SELECT ua.user_id, count(*)::int AS n FROM orders o JOIN user_accounts ua ON ua.account_id = o.account_id WHERE ua.user_id = ANY($1) GROUP BY 1',
      [CUSTOMERS],
    );
    expect(rows).toHaveLength(CUSTOMERS.length);
    for (const row of rows) expect(row.n, row.user_id).toBeGreaterThanOrEqual(150);
    expect(rows.find((r) => r.user_id === 'u-retailer-us')?.n).toBeGreaterThanOrEqual(380);
  });

  it('has Placed orders of the US retailer and the Mexican customer before and after their cut-off', async () => {
    for (const user of ['u-retailer-us', 'u-customer-mx']) {
      const rows = await db.query<{ future: number; past: number }>(
        `SELECT count(*) FILTER (WHERE modifiable_until > '2026-11-22T00:00:00Z')::int AS future,
                count(*) FILTER (WHERE modifiable_until < '2026-11-21T00:00:00Z')::int AS past
         FROM orders o JOIN user_accounts ua ON ua.account_id = o.account_id AND ua.user_id = $1
         WHERE o.status = 'Placed'`,
        [user],
      );
      expect(rows[0]?.future, user).toBeGreaterThanOrEqual(3);
      expect(rows[0]?.past, user).toBeGreaterThanOrEqual(3);
    }
    expect(
      await value(
        db,
        "SELECT count(*)::int AS v FROM orders WHERE modifiable_until IS NOT NULL AND status <> 'Placed'",
      ),
    ).toBe(0);
  });

  it('gives the Mexican customer invoiced and cancelled orders, cancelled invoices and memos, and boxed products', async () => {
    const statuses = await db.query<{ status: string; n: number; invoiced: number }>(
      `SELECT o.status, count(*)::int AS n, count(o.invoiced_no)::int AS invoiced FROM orders o
       JOIN user_accounts ua ON ua.account_id = o.account_id AND ua.user_id = 'u-customer-mx' GROUP BY 1`,
    );
    const byStatus = Object.fromEntries(statuses.map((s) => [s.status, s]));
    expect(byStatus.Invoiced?.n).toBeGreaterThanOrEqual(20);
    expect(byStatus.Cancelled?.n).toBeGreaterThanOrEqual(5);
    expect(byStatus.Cancelled?.invoiced).toBeGreaterThanOrEqual(2);
    expect(
      await value(
        db,
        `SELECT count(*)::int AS v FROM memos m JOIN user_accounts ua ON ua.account_id = m.account_id
         AND ua.user_id = 'u-customer-mx' WHERE m.status = 'Cancelled'`,
      ),
    ).toBeGreaterThanOrEqual(3);
    const boxed = await db.query<{ container_code: string; markets: string[] }>(
      'SELECT container_code, markets FROM products WHERE container_code IS NOT NULL',
    );
    expect(boxed.length).toBeGreaterThan(0);
    for (const product of boxed) {
      expect(product.container_code).toMatch(/^\d+$/);
      expect(product.markets).toEqual(['mx']);
    }
    expect(
      await value(
        db,
        "SELECT count(DISTINCT source_system)::int AS v FROM accounts a JOIN user_accounts ua ON ua.account_id = a.id AND ua.user_id = 'u-customer-mx'",
      ),
    ).toBe(2);
  });

  it('references original invoices from memos', async () => {
    expect(
      await value(
        db,
        `SELECT count(*)::int AS v FROM memos m JOIN orders o ON o.order_number = m.order_number
         WHERE m.original_invoice_number IS DISTINCT FROM o.invoiced_no OR m.account_id <> o.account_id
            OR m.net_amount + m.vat <> m.gross_amount OR m.memo_date < m.original_invoice_date`,
      ),
    ).toBe(0);
    expect(await column(db, 'SELECT DISTINCT memo_type AS v FROM memos ORDER BY 1')).toEqual([
      'credit',
      'debit',
    ]);
    expect(await column(db, 'SELECT DISTINCT status AS v FROM memos ORDER BY 1')).toEqual([
      'Cancelled',
      'Invoiced',
      'Open',
    ]);
  });

  it('labels Korean accounts with a second name and a contact person', async () => {
    expect(
      await value(
        db,
        "SELECT count(*)::int AS v FROM accounts WHERE region = 'kr' AND (customer_name2 IS NULL OR contact_person IS NULL)",
      ),
    ).toBe(0);
  });

  it('fills accounts with codes, ship-tos and plants of their market', async () => {
    expect(
      await value(
        db,
        `SELECT count(*)::int AS v FROM accounts a JOIN plants p ON p.id = a.plant_id
         WHERE p.country <> a.region OR a.sold_to_code !~ '^\\d{10}$'
            OR a.full_sold_to_code <> a.sold_to_code || a.sales_org`,
      ),
    ).toBe(0);
    const shipTos = await db.query<{ lo: number; hi: number }>(
      'SELECT min(n)::int AS lo, max(n)::int AS hi FROM (SELECT count(s.id) AS n FROM accounts a LEFT JOIN ship_tos s ON s.account_id = a.id GROUP BY a.id) x',
    );
    expect(shipTos[0]).toEqual({ lo: 1, hi: 3 });
    expect(await column(db, 'SELECT DISTINCT source_system AS v FROM accounts ORDER BY 1')).toEqual(
      ['JDE', 'S4', 'SAP', 'tca-mx'],
    );
  });

  it('has 2-4 plants per market with holidays over the coming year', async () => {
    const plants = await db.query<{ country: string; n: number }>(
      'SELECT country, count(*)::int AS n FROM plants GROUP BY 1',
    );
    expect(plants).toHaveLength(11);
    for (const p of plants) expect(p.n).toBeGreaterThanOrEqual(2);
    for (const p of plants) expect(p.n).toBeLessThanOrEqual(4);
    const holidays = await db.query<{ lo: string; hi: string; plants: number }>(
      'SELECT min(holiday_date)::text AS lo, max(holiday_date)::text AS hi, count(DISTINCT plant_id)::int AS plants FROM plant_holidays',
    );
    expect(holidays[0]?.plants).toBe(summary.plants);
    expect((holidays[0]?.lo ?? '') >= '2026-11-21').toBe(true);
    expect((holidays[0]?.hi ?? '9999') <= '2027-11-21').toBe(true);
    // Issue 14: the holiday library's days (Korea's Seollal, named in Korean and English) and
    // every plant's own year-end inventory day.
    expect(
      await db.query(
        `SELECT DISTINCT name, names->>'en' AS en FROM plant_holidays
          WHERE plant_id = 'plant-kr-1' AND name = '설날'`,
      ),
    ).toEqual([{ name: '설날', en: 'Korean New Year' }]);
    expect(
      await value(
        db,
        `SELECT count(*)::int AS v FROM plant_holidays
          WHERE kind = 'closing' AND holiday_date = '2026-12-30'`,
      ),
    ).toBe(summary.plants);
    expect(
      await value(db, 'SELECT count(*)::int AS v FROM plants WHERE day_span NOT BETWEEN 30 AND 60'),
    ).toBe(0);
  });

  it('gives every demo user 8-20 notifications of every priority and code, some read or dismissed', async () => {
    const rows = await db.query<{
      user_id: string;
      n: number;
      p: number;
      c: number;
      r: number;
      d: number;
      price: number;
    }>(
      `SELECT user_id, count(*)::int AS n, count(DISTINCT priority)::int AS p,
              count(DISTINCT message_code)::int AS c, count(*) FILTER (WHERE is_read)::int AS r,
              count(*) FILTER (WHERE is_dismissed)::int AS d,
              count(*) FILTER (WHERE message_title IN ('Price list', 'Lista de precios', 'Lista de preços', '가격표'))::int AS price
       FROM notifications GROUP BY user_id`,
    );
    expect(rows).toHaveLength(DEMO_USERS.length);
    for (const row of rows) {
      expect(row.n).toBeGreaterThanOrEqual(8);
      expect(row.n).toBeLessThanOrEqual(20);
      expect(row.p).toBe(4);
      expect(row.c).toBe(6);
      expect(row.r).toBeGreaterThan(0);
      expect(row.d).toBeGreaterThan(0);
      expect(row.price * 2).toBeGreaterThan(row.n);
    }
    expect(
      await value(
        db,
        'SELECT count(*)::int AS v FROM notifications WHERE NOT (message_data ? priority)',
      ),
    ).toBe(0);
    expect(
      await value(
        db,
        "SELECT count(*)::int AS v FROM notifications WHERE message_code = 'CUSTOM' AND description IS NULL",
      ),
    ).toBe(0);
  });

  it('writes the reference tables and the seed metadata', async () => {
    expect(
      await value(db, "SELECT enabled AS v FROM feature_toggles WHERE name = 'maintenance'"),
    ).toBe(false);
    expect(
      await value(db, "SELECT enabled AS v FROM feature_toggles WHERE name = 'cartEnabled'"),
    ).toBe(true);
    expect(
      await value<number>(db, 'SELECT count(*)::int AS v FROM feature_toggles'),
    ).toBeGreaterThan(3);
    expect(
      await value(
        db,
        "SELECT count(*)::int AS v FROM banner_notifications WHERE 'us' = ANY(countries) AND start_date >= '2026-11-21'",
      ),
    ).toBe(3);
    expect(await value(db, 'SELECT count(*)::int AS v FROM market_config')).toBe(14);
    expect(
      await value(
        db,
        "SELECT config->>'cartEnabled' AS v FROM market_config WHERE country = 'br' AND lang = 'pt'",
      ),
    ).toBe('false');
    expect(await value(db, 'SELECT count(DISTINCT market)::int AS v FROM case_categories')).toBe(
      11,
    );
    expect(await value(db, "SELECT value AS v FROM meta WHERE key = 'seed_today'")).toBe(
      '2026-11-21',
    );
    expect(await value(db, "SELECT value AS v FROM meta WHERE key = 'seed_version'")).toBe('4');
  });

  it('opens a cart of two to five lines on the selected account of users whose market shows it', async () => {
    const rows = await db.query<{ user_id: string; lines: number; selected: boolean }>(
      `SELECT c.user_id, count(i.sku)::int AS lines, bool_and(ua.selected) AS selected
         FROM carts c JOIN cart_items i ON i.cart_id = c.id
         JOIN user_accounts ua ON ua.user_id = c.user_id AND ua.account_id = c.account_id
        GROUP BY c.user_id ORDER BY c.user_id`,
    );
    expect(rows.map((r) => r.user_id)).toEqual(
      expect.arrayContaining(['u-retailer-us', 'u-customer-mx']),
    );
    expect(rows.map((r) => r.user_id)).not.toEqual(expect.arrayContaining(['u-customer-kr']));
    for (const row of rows) {
      expect(row.selected).toBe(true);
      expect(row.lines).toBeGreaterThanOrEqual(2);
      expect(row.lines).toBeLessThanOrEqual(5);
    }
  });

  it('refuses to seed the same database twice', async () => {
    await expect(seedCore(db, { today: TODAY })).rejects.toThrow(/already/);
  });

  it('is deterministic: a second database seeded for the same day has identical rows', async () => {
    const other = await fresh();
    try {
      await seedCore(other, { today: TODAY });
      expect(await checksums(other)).toEqual(await checksums(db));
    } finally {
      await other.close();
    }
  });
});
