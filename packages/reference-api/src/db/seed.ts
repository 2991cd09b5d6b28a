/**
 * Seeding a database with the demo data (@anp/demo-data): the core tables and the documents once
 * per database, the FAQs once per database (also into one seeded before they lived there). The
 * demo data comes as rows of these tables; the API checks, inserts and records what it did.
 */
import {
  DEMO_PASSWORD,
  FAQ_SEED_VERSION,
  MANAGED_USERS_SEED_VERSION,
  SEED_VERSION,
  managedUserTables,
  type LinkableAccount,
  coreTables,
  documentTables,
  faqTables,
  type DocumentAccount,
  type Table,
} from '@anp/demo-data';
import { utcDateOf } from '@anp/rules/calendar';
import { BACKEND_FACTS, demoPasswordHash, seedingBackend } from './backend-facts';
import { insertRows, type Db } from './database';
import { seedCustomerMaterials } from '../cart/quick-order/seed';
import { seedReminders } from '../reminders/seed';
import { seedEntitlements } from './seed-entitlements';

export interface SeedOptions {
  /** Date-only anchor (its UTC date is used); default: the current UTC date. */
  today?: Date;
}

export interface SeedSummary {
  users: number;
  accounts: number;
  products: number;
  orders: number;
  orderLines: number;
  memos: number;
  notifications: number;
  plants: number;
}

/** Whether the database already holds the core demo data. */
export async function isSeeded(db: Pick<Db, 'query'>): Promise<boolean> {
  const rows = await db.query<{ value: string }>(
    "SELECT value FROM meta WHERE key = 'seed_version'",
  );
  return rows.length > 0;
}

async function insertTables(db: Pick<Db, 'query'>, tables: readonly Table[]): Promise<void> {
  for (const table of tables) await insertRows(db, table.name, table.columns, table.rows);
}

/**
 * Fills an empty, migrated database with the core demo data in one transaction.
 * @throws when the database was seeded before (see {@link isSeeded}).
 */
export async function seedCore(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const today = utcDateOf(options.today ?? new Date());
  const tables = coreTables(await seedingBackend(), today);
  const count = (name: string) => tables.find((t) => t.name === name)?.rows.length ?? 0;
  await db.transaction(async (tx) => {
    if (await isSeeded(tx))
      throw new Error('The database already holds demo data (meta.seed_version is set)');
    await insertTables(tx, tables);
    await insertRows(
      tx,
      'meta',
      ['key', 'value'],
      [
        ['seed_version', SEED_VERSION],
        ['seed_today', today],
      ],
    );
  });
  return {
    users: count('users'),
    accounts: count('accounts'),
    products: count('products'),
    orders: count('orders'),
    orderLines: count('order_lines'),
    memos: count('memos'),
    notifications: count('notifications'),
    plants: count('plants'),
  };
}

/**
 * Inserts the demo documents; run after the accounts exist. Returns the number inserted: every
 * market's documents, and price lists for the first accounts (by id) of each market.
 */
export async function seedDocuments(db: Db, options: SeedOptions = {}): Promise<number> {
  const accounts = await db.query<DocumentAccount>(
    'SELECT id, region, fullname, sold_to_code, payment_terms FROM accounts ORDER BY id',
  );
  const tables = documentTables(BACKEND_FACTS, options.today ?? new Date(), accounts);
  // One statement per market keeps each under a few megabytes of parameters.
  await insertTables(db, tables);
  return tables.reduce((sum, table) => sum + table.rows.length, 0);
}

/**
 * Writes the FAQs once per database (meta `faq_seed_version`), also into one seeded before they
 * were kept in the database. Returns how many questions it wrote (0 when they were there).
 */
export async function seedFaqs(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [done] = await tx.query<{ value: string }>(
      "SELECT value FROM meta WHERE key = 'faq_seed_version'",
    );
    if (done?.value === FAQ_SEED_VERSION) return 0;
    await tx.query('DELETE FROM faqs');
    await tx.query('DELETE FROM faq_topics');
    const tables = faqTables();
    await insertTables(tx, tables);
    await tx.query(
      `INSERT INTO meta (key, value) VALUES ('faq_seed_version', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [FAQ_SEED_VERSION],
    );
    return tables.find((t) => t.name === 'faqs')?.rows.length ?? 0;
  });
}

/**
 * Writes the users the demo administrator manages once per database (meta
 * `managed_users_seed_version`), also into one seeded before user management existed, and marks
 * the accounts' kinds (pork by business unit, internal for the sales offices). Returns how many
 * users it wrote (0 when they were there).
 */
export async function seedManagedUsers(db: Db, options: SeedOptions = {}): Promise<number> {
  const hash = await demoPasswordHash('managed-users', DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const [done] = await tx.query<{ value: string }>(
      "SELECT value FROM meta WHERE key = 'managed_users_seed_version'",
    );
    if (done?.value === MANAGED_USERS_SEED_VERSION) return 0;
    await tx.query(
      "UPDATE accounts SET kind = CASE business_unit WHEN 'pork' THEN 'pork' WHEN 'sales' THEN 'internal' ELSE 'customer' END",
    );
    // Accounts no demo customer holds: the ones an administrator assigns.
    const accounts = await tx.query<LinkableAccount>(
      `SELECT a.id, a.region, a.business_unit FROM accounts a
        WHERE NOT EXISTS (
          SELECT 1 FROM user_accounts ua JOIN users u ON u.id = ua.user_id
           WHERE ua.account_id = a.id AND u.user_type <> 'Internal')
        ORDER BY a.id`,
    );
    const today = utcDateOf(options.today ?? new Date());
    const tables = managedUserTables(BACKEND_FACTS, accounts, today, hash);
    await insertTables(tx, tables);
    await tx.query(
      `INSERT INTO meta (key, value) VALUES ('managed_users_seed_version', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [MANAGED_USERS_SEED_VERSION],
    );
    return tables.find((t) => t.name === 'users')?.rows.length ?? 0;
  });
}

/**
 * Seeds the demo data once; later starts find `seed_version` and reuse what is there. The FAQs
 * and the managed users are written once per database too. Returns whether this start created
 * the demo data.
 */
export async function ensureSeeded(
  db: Db,
  log: (line: string) => void = () => undefined,
): Promise<boolean> {
  const seeded = await isSeeded(db);
  if (!seeded) {
    const started = Date.now();
    log('Creating the demo data (first start only)…');
    const summary = await seedCore(db);
    const documents = await seedDocuments(db);
    log(
      `Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.accounts} accounts, ${summary.products} products, ${summary.orders} orders, ${documents} documents.`,
    );
  }
  await seedFaqs(db);
  await seedEntitlements(db);
  const started = Date.now();
  const managed = await seedManagedUsers(db);
  if (managed > 0)
    log(
      `Managed users ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${managed} users.`,
    );
  await seedReminders(db);
  await seedCustomerMaterials(db);
  return !seeded;
}
