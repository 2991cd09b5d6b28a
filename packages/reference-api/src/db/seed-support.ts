/**
 * The demo support cases (@anp/demo-data) in a database and their files in the upload directory:
 * added once per database (meta `support_seed_version`), also to one seeded before them, from the
 * demo users' own accounts and delivered orders; later starts write back any seeded file missing
 * from disk.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CASE_COLUMNS,
  CASE_DOCUMENT_COLUMNS,
  CASE_USERS,
  SUPPORT_SEED_VERSION,
  caseFileContent,
  supportCases,
  type CaseLine,
  type CaseSource,
} from '@anp/demo-data';
import { BACKEND_FACTS } from './backend-facts';
import { insertRows, type Db } from './database';

type Q = Pick<Db, 'query'>;

/** The seed's day (meta seed_today), else today. */
async function seedToday(db: Q, now: Date): Promise<string> {
  const [row] = await db.query<{ value: string }>(
    "SELECT value FROM meta WHERE key = 'seed_today'",
  );
  return row?.value ?? now.toISOString().slice(0, 10);
}

const LINE_COLUMNS = `l.sku, p.title, p.package_type AS "packageType",
  l.quantity::float8 AS quantity, l.lot_number AS "lotNumber"`;

/** What the cases are made from: each demo user's account, its plant and delivered orders. */
async function caseSources(db: Q, today: string): Promise<CaseSource[]> {
  const sources: CaseSource[] = [];
  for (const userId of CASE_USERS) {
    const [account] = await db.query<{ id: string; region: string; plantId: string }>(
      `SELECT a.id, a.region, a.plant_id AS "plantId"
         FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id
        WHERE ua.user_id = $1 ORDER BY ua.selected DESC, ua.is_primary DESC, a.id LIMIT 1`,
      [userId],
    );
    if (!account) continue;
    const [plant] = await db.query<{ id: string; name: string }>(
      'SELECT id, name FROM plants WHERE id = $1',
      [account.plantId],
    );
    // The account's delivered orders, newest first: one per case that is about an order.
    const orders = await db.query<{ order_number: string; delivered: string }>(
      `SELECT o.order_number, to_char(o.requested_date, 'YYYY-MM-DD') AS delivered
         FROM orders o
        WHERE o.account_id = $1 AND o.status IN ('Shipped', 'Invoiced')
          AND o.type = 'sales order' AND o.requested_date <= $2::date
          AND EXISTS (SELECT 1 FROM order_lines l WHERE l.order_number = o.order_number)
        ORDER BY o.requested_date DESC, o.order_number DESC LIMIT 10`,
      [account.id, today],
    );
    const withLines = [];
    for (const order of orders) {
      const lines = await db.query<CaseLine>(
        `SELECT ${LINE_COLUMNS} FROM order_lines l JOIN products p ON p.sku = l.sku
          WHERE l.order_number = $1 ORDER BY l.line_no LIMIT 2`,
        [order.order_number],
      );
      withLines.push({ orderNumber: order.order_number, delivered: order.delivered, lines });
    }
    const fallback = await db.query<CaseLine>(
      `SELECT p.sku, p.title, p.package_type AS "packageType", 10::float8 AS quantity,
              NULL AS "lotNumber"
         FROM products p WHERE $1 = ANY(p.markets) ORDER BY p.sku LIMIT 1`,
      [account.region],
    );
    sources.push({ userId, account, plant: plant ?? null, orders: withLines, fallback });
  }
  return sources;
}

function writeFile(dir: string, storageKey: string, content: Buffer): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(join(dir, storageKey), content, { mode: 0o600 });
}

/**
 * Seeds the demo cases once; on later starts writes back any seeded file missing from disk.
 * Returns how many cases it created (0 when they were there already or no demo user exists).
 */
export async function seedSupportCases(
  db: Db,
  uploadDir: string,
  options: { now?: Date } = {},
): Promise<number> {
  const [done] = await db.query<{ value: string }>(
    "SELECT value FROM meta WHERE key = 'support_seed_version'",
  );
  if (done) {
    await restoreSeedFiles(db, uploadDir);
    return 0;
  }
  const today = await seedToday(db, options.now ?? new Date());
  const files: { storageKey: string; content: Buffer }[] = [];
  const created = await db.transaction(async (tx) => {
    const cases = supportCases(BACKEND_FACTS, today, await caseSources(tx, today));
    for (const demoCase of cases) {
      const [seq] = await tx.query<{ n: string }>(
        "SELECT nextval('customer_case_number_seq')::text AS n",
      );
      const [id, ...rest] = demoCase.row;
      await insertRows(
        tx,
        'customer_cases',
        ['id', 'case_number', ...CASE_COLUMNS.slice(1)],
        [[id, `CS-${(seq?.n ?? '0').padStart(6, '0')}`, ...rest]],
      );
      for (const document of demoCase.documents) {
        await insertRows(tx, 'case_documents', CASE_DOCUMENT_COLUMNS, [document.row]);
        files.push(document);
      }
    }
    await tx.query("INSERT INTO meta (key, value) VALUES ('support_seed_version', $1)", [
      SUPPORT_SEED_VERSION,
    ]);
    return cases.length;
  });
  for (const file of files) writeFile(uploadDir, file.storageKey, file.content);
  return created;
}

/** Writes back seeded files that are missing from disk (a new upload directory, a cleanup). */
async function restoreSeedFiles(db: Q, uploadDir: string): Promise<void> {
  const rows = await db.query<{
    id: string;
    storage_key: string;
    file_type: string;
    subject: string;
    order_number: string | null;
    delivery_date: string | null;
    submitted_day: string;
    products: { productId: string; productName: string; qty: number; lotNumber: string[] }[];
  }>(
    `SELECT d.id, d.storage_key, d.file_type, c.subject, c.order_number,
            to_char(c.delivery_date, 'YYYY-MM-DD') AS delivery_date,
            to_char(c.submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS submitted_day, c.products
       FROM case_documents d JOIN customer_cases c ON c.id = d.case_id
      WHERE d.id LIKE 'seed-doc-%'`,
  );
  for (const row of rows) {
    if (existsSync(join(uploadDir, row.storage_key))) continue;
    const content = caseFileContent({
      docId: row.id,
      fileType: row.file_type,
      subject: row.subject,
      orderNumber: row.order_number,
      deliveryDate: row.delivery_date,
      submittedDay: row.submitted_day,
      products: row.products,
    });
    if (content) writeFile(uploadDir, row.storage_key, content);
  }
}
