/**
 * Demo support cases (issue 7): a few submitted complaints on the selected account of the demo
 * customers, in every status, each with one or two small real files, so the support page has
 * something to show from the first sign-in. Cases are built from each account's own delivered
 * orders (products, lots, dates), so they read like the account's history; another tenant never
 * sees them (they belong to the account, like every case).
 *
 * Seeded once per database (meta `support_seed_version`), also on databases seeded before issue
 * 7. The files are generated, so a start that finds one missing on disk writes it again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/database';
import { COMPLAINT_DOC_TYPE, CASE_UPLOAD_TYPE, type CaseStatus } from '@anp/contract';
import { createPdf } from './files/pdf';
import { createPng } from './files/png';
import { MARKETS, type MarketCode, type UiLang } from './markets';
import { categoryPair, mailToCodeOf, unitsOf } from '../support/catalogue';

/** Bumped when the seeded cases change shape. */
export const SUPPORT_SEED_VERSION = '1';

type DocKind = 'photo' | 'ticket' | 'lots';

interface CaseTemplate {
  status: Exclude<CaseStatus, 'Draft'>;
  category: string;
  subCategory: string;
  subject: string;
  comment: string;
  /** About a delivered order of the account (order number and delivery date are filled in). */
  aboutOrder: boolean;
  /** Submitted this many days before the seed's day. */
  daysAgo: number;
  docs: readonly { kind: DocKind; name: string }[];
}

/** The demo users with cases, and theirs, written in their market's interface language. */
const CASES: Readonly<Record<string, readonly CaseTemplate[]>> = {
  'u-retailer-us': [
    {
      status: 'New',
      category: 'packaging',
      subCategory: 'torn-bags',
      subject: 'Torn bags on the last delivery',
      comment:
        'Five bags arrived with the top seam split and feed spilled on the trailer floor. The driver noted it on the ticket. Please credit the damaged bags.',
      aboutOrder: true,
      daysAgo: 2,
      docs: [
        { kind: 'photo', name: 'torn-bags.png' },
        { kind: 'ticket', name: 'delivery-ticket.pdf' },
      ],
    },
    {
      status: 'In progress',
      category: 'quality',
      subCategory: 'pellet-fines',
      subject: 'Too many fines in the pellets',
      comment:
        'The last two loads have far more fines than usual; the pigs waste a lot at the feeder. Lot numbers are in the attached list.',
      aboutOrder: true,
      daysAgo: 9,
      docs: [{ kind: 'lots', name: 'lots-affected.csv' }],
    },
    {
      status: 'Resolved',
      category: 'delivery',
      subCategory: 'late',
      subject: 'Delivery a day late',
      comment:
        'The load requested for the morning arrived the next afternoon and nobody called us. We ran short of feed for one barn.',
      aboutOrder: true,
      daysAgo: 34,
      docs: [{ kind: 'ticket', name: 'delivery-ticket.pdf' }],
    },
    {
      status: 'Closed',
      category: 'documents',
      subCategory: 'price',
      subject: 'Invoice price differs from the quote',
      comment: 'The invoice shows the list price instead of the price quoted by our sales rep.',
      aboutOrder: true,
      daysAgo: 71,
      docs: [{ kind: 'ticket', name: 'invoice-marked-up.pdf' }],
    },
  ],
  'u-customer-mx': [
    {
      status: 'New',
      category: 'quality',
      subCategory: 'mold-moisture',
      subject: 'Sacos con humedad y moho',
      comment:
        'Al abrir los sacos encontramos alimento apelmazado y con moho en la parte de abajo. Separamos los sacos afectados y los tenemos en la bodega.',
      aboutOrder: true,
      daysAgo: 1,
      docs: [
        { kind: 'photo', name: 'saco-humedo.png' },
        { kind: 'lots', name: 'lotes.csv' },
      ],
    },
    {
      status: 'In progress',
      category: 'documents',
      subCategory: 'cfdi',
      subject: 'El CFDI trae un uso incorrecto',
      comment:
        'La factura electrónica del pedido trae el uso de CFDI equivocado; necesitamos que se cancele y se vuelva a emitir.',
      aboutOrder: true,
      daysAgo: 6,
      docs: [{ kind: 'ticket', name: 'factura.pdf' }],
    },
    {
      status: 'Resolved',
      category: 'delivery',
      subCategory: 'short-over',
      subject: 'Faltaron sacos en la entrega',
      comment: 'La remisión dice 40 sacos y recibimos 35. El chofer firmó la diferencia.',
      aboutOrder: true,
      daysAgo: 40,
      docs: [{ kind: 'ticket', name: 'remision.pdf' }],
    },
  ],
  'u-customer-ca': [
    {
      status: 'In progress',
      category: 'packaging',
      subCategory: 'label',
      subject: 'Bags without the feed tag',
      comment: 'Half the bags of the last delivery had no feed tag, so we cannot read the lot.',
      aboutOrder: true,
      daysAgo: 4,
      docs: [{ kind: 'photo', name: 'missing-tag.png' }],
    },
    {
      status: 'Closed',
      category: 'service',
      subCategory: 'technical-advice',
      subject: 'Ration advice for heifers',
      comment: 'We would like a nutritionist to review the heifer ration with the new mineral.',
      aboutOrder: false,
      daysAgo: 55,
      docs: [{ kind: 'ticket', name: 'current-ration.pdf' }],
    },
  ],
  'u-customer-br': [
    {
      status: 'New',
      category: 'delivery',
      subCategory: 'wrong-product',
      subject: 'Produto errado na entrega',
      comment:
        'Recebemos ração de crescimento no lugar da ração de terminação. Os sacos estão separados aguardando a troca.',
      aboutOrder: true,
      daysAgo: 3,
      docs: [{ kind: 'photo', name: 'etiqueta-saco.png' }],
    },
    {
      status: 'Resolved',
      category: 'documents',
      subCategory: 'boleto',
      subject: 'Boleto com vencimento errado',
      comment: 'O boleto veio com vencimento de 7 dias, mas nosso prazo é de 28 dias.',
      aboutOrder: true,
      daysAgo: 25,
      docs: [{ kind: 'ticket', name: 'boleto.pdf' }],
    },
  ],
  'u-customer-kr': [
    {
      status: 'In progress',
      category: 'delivery',
      subCategory: 'bulk-silo',
      subject: 'Bulk feed unloaded into silo 2 instead of silo 1',
      comment:
        'The driver unloaded the starter feed into the grower silo. Please arrange to pump it out and refill the right silo.',
      aboutOrder: true,
      daysAgo: 5,
      docs: [{ kind: 'ticket', name: 'delivery-ticket.pdf' }],
    },
  ],
};

/** What a document's file holds: generated from its id, so it can be written again at will. */
function documentContent(kind: DocKind, docId: string, about: DocumentAbout): Buffer {
  if (kind === 'photo') {
    // A small picture of a bag: kraft paper with a dark tear across it.
    const seed = createHash('sha256').update(docId).digest()[0] ?? 0;
    return createPng({
      width: 96,
      height: 72,
      draw: (x, y) => {
        const tear = Math.abs(y - (20 + ((x + seed) % 32))) < 3;
        const weave = (x + y) % 6 === 0 ? 12 : 0;
        return tear ? [40, 30, 20] : [196 - weave, 160 - weave, 110 - weave];
      },
    });
  }
  if (kind === 'lots')
    return Buffer.from(
      ['product,lot,bags', ...about.lines.map((l) => `${l.sku},${l.lot},${l.bags}`)].join('\n') +
        '\n',
    );
  return createPdf({
    title: about.title,
    subtitle: about.subtitle,
    lines: about.lines.map((l) => `${l.sku} ${l.name}: lot ${l.lot}, ${l.bags}`),
  });
}

interface DocumentAbout {
  title: string;
  subtitle: string;
  lines: { sku: string; name: string; lot: string; bags: number }[];
}

/** What a seeded document tells, from its case alone (so a lost file can be written again). */
function aboutCase(c: {
  subject: string;
  orderNumber: string | null;
  deliveryDate: string | null;
  submittedDay: string;
  products: readonly { productId: string; productName: string; qty: number; lotNumber: string[] }[];
}): DocumentAbout {
  return {
    title: c.subject,
    subtitle: c.orderNumber ? `${c.orderNumber} · ${c.deliveryDate ?? ''}` : c.submittedDay,
    lines: c.products.map((p) => ({
      sku: p.productId,
      name: p.productName,
      lot: p.lotNumber[0] ?? '',
      bags: p.qty,
    })),
  };
}

const KIND_OF_TYPE: Readonly<Record<string, DocKind>> = {
  png: 'photo',
  pdf: 'ticket',
  csv: 'lots',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Days before a date, as YYYY-MM-DD. */
function daysBefore(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

interface SeedDocument {
  id: string;
  kind: DocKind;
  about: DocumentAbout;
  storageKey: string;
}

/**
 * The storage key of a seeded document: a UUID-shaped name derived from its id, so a start that
 * finds the file missing writes it under the same name.
 */
function seedStorageKey(docId: string): string {
  const h = createHash('sha256').update(`support-seed:${docId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

function writeFile(dir: string, doc: SeedDocument): Buffer {
  const content = documentContent(doc.kind, doc.id, doc.about);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(join(dir, doc.storageKey), content, { mode: 0o600 });
  return content;
}

/** The seed's day (meta seed_today), else today. */
async function seedToday(db: Pick<Db, 'query'>, now: Date): Promise<string> {
  const [row] = await db.query<{ value: string }>(
    "SELECT value FROM meta WHERE key = 'seed_today'",
  );
  return row?.value ?? now.toISOString().slice(0, 10);
}

const MIME: Readonly<Record<DocKind, string>> = {
  photo: 'image/png',
  ticket: 'application/pdf',
  lots: 'text/csv',
};

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
  const documents: SeedDocument[] = [];
  const created = await db.transaction(async (tx) => {
    let count = 0;
    for (const [userId, templates] of Object.entries(CASES)) {
      const [account] = await tx.query<{ id: string; region: string; plant_id: string }>(
        `SELECT a.id, a.region, a.plant_id FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id
          WHERE ua.user_id = $1 ORDER BY ua.selected DESC, ua.is_primary DESC, a.id LIMIT 1`,
        [userId],
      );
      if (!account || !Object.hasOwn(MARKETS, account.region)) continue;
      const market = account.region as MarketCode;
      const lang: UiLang = MARKETS[market].uiLang;
      const [plant] = await tx.query<{ id: string; name: string }>(
        'SELECT id, name FROM plants WHERE id = $1',
        [account.plant_id],
      );
      // The account's delivered orders, newest first: one per case that is about an order.
      const orders = await tx.query<{ order_number: string; delivered: string }>(
        `SELECT o.order_number, to_char(o.requested_date, 'YYYY-MM-DD') AS delivered
           FROM orders o
          WHERE o.account_id = $1 AND o.status IN ('Shipped', 'Invoiced')
            AND o.type = 'sales order' AND o.requested_date <= $2::date
            AND EXISTS (SELECT 1 FROM order_lines l WHERE l.order_number = o.order_number)
          ORDER BY o.requested_date DESC, o.order_number DESC LIMIT 10`,
        [account.id, today],
      );
      const units = new Set(unitsOf(market).map((u) => u.code));
      for (const [index, template] of templates.entries()) {
        if (!categoryPair(market, template.category, template.subCategory)) continue;
        const order = orders[index % Math.max(orders.length, 1)];
        const lines = order
          ? await tx.query<{
              sku: string;
              title: string;
              package_type: string;
              quantity: number;
              lot_number: string | null;
            }>(
              `SELECT l.sku, p.title, p.package_type, l.quantity::float8 AS quantity, l.lot_number
                 FROM order_lines l JOIN products p ON p.sku = l.sku
                WHERE l.order_number = $1 ORDER BY l.line_no LIMIT 2`,
              [order.order_number],
            )
          : await tx.query<{
              sku: string;
              title: string;
              package_type: string;
              quantity: number;
              lot_number: string | null;
            }>(
              `SELECT p.sku, p.title, p.package_type, 10::float8 AS quantity, NULL AS lot_number
                 FROM products p WHERE $1 = ANY(p.markets) ORDER BY p.sku LIMIT 1`,
              [market],
            );
        if (lines.length === 0) continue;
        const submittedDay = daysBefore(today, template.daysAgo);
        const products = lines.map((l, i) => {
          const bag = l.package_type === 'bag';
          const affected = Math.max(1, Math.min(Math.round(l.quantity / 4), 12));
          const lot =
            l.lot_number ??
            `L${submittedDay.replace(/-/g, '').slice(2)}${String.fromCharCode(65 + i)}${index + 1}`;
          return {
            productId: l.sku,
            productName: l.title,
            affectedBag: bag ? affected : 0,
            qty: affected,
            unitOfMeasure: bag && units.has('bag') ? 'bag' : 'each',
            lotNumber: [lot],
          };
        });
        const caseId = `seed-case-${userId}-${index + 1}`;
        const [seq] = await tx.query<{ n: string }>(
          "SELECT nextval('customer_case_number_seq')::text AS n",
        );
        const submittedAt = `${submittedDay}T15:${pad(10 + index)}:00.000Z`;
        const updatedAt =
          template.status === 'New'
            ? submittedAt
            : `${daysBefore(today, Math.max(0, template.daysAgo - 2))}T18:00:00.000Z`;
        const aboutOrder = template.aboutOrder && order !== undefined;
        await tx.query(
          `INSERT INTO customer_cases (id, case_number, account_id, user_id, case_type, status,
             market, plant_id, plant_name, category, sub_category, subject, order_question,
             order_number, delivery_date, phone_number, case_comment, mail_to_code, products,
             created_at, updated_at, submitted_at)
           VALUES ($1, $2, $3, $4, 'Complaint', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
             $15, $16, $17, $18, $19, $20, $21)`,
          [
            caseId,
            `CS-${(seq?.n ?? '0').padStart(6, '0')}`,
            account.id,
            userId,
            template.status,
            market,
            plant?.id ?? null,
            plant?.name ?? null,
            template.category,
            template.subCategory,
            template.subject,
            aboutOrder,
            aboutOrder ? order?.order_number : null,
            aboutOrder ? order?.delivered : null,
            `${MARKETS[market].phonePrefix} 555 01${pad(index)} 2${pad(index)}`,
            template.comment,
            mailToCodeOf(market),
            JSON.stringify(products),
            `${submittedDay}T14:55:00.000Z`,
            updatedAt,
            submittedAt,
          ],
        );
        for (const [k, spec] of template.docs.entries()) {
          const docId = `seed-doc-${userId}-${index + 1}-${k + 1}`;
          const about = aboutCase({
            subject: template.subject,
            orderNumber: aboutOrder ? (order?.order_number ?? null) : null,
            deliveryDate: aboutOrder ? (order?.delivered ?? null) : null,
            submittedDay,
            products,
          });
          const doc: SeedDocument = {
            id: docId,
            kind: spec.kind,
            about,
            storageKey: seedStorageKey(docId),
          };
          const content = documentContent(doc.kind, doc.id, doc.about);
          documents.push(doc);
          await tx.query(
            `INSERT INTO case_documents (id, case_id, doc_name, doc_type, file_type, lang_code,
               upload_type, mime_type, size_bytes, sha256, storage_key, uploaded_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
            [
              docId,
              caseId,
              spec.name,
              COMPLAINT_DOC_TYPE,
              spec.name.split('.').pop() ?? '',
              lang,
              CASE_UPLOAD_TYPE,
              MIME[spec.kind],
              content.length,
              createHash('sha256').update(content).digest('hex'),
              doc.storageKey,
              `${submittedDay}T14:5${k}:00.000Z`,
            ],
          );
        }
        count += 1;
      }
    }
    await tx.query("INSERT INTO meta (key, value) VALUES ('support_seed_version', $1)", [
      SUPPORT_SEED_VERSION,
    ]);
    return count;
  });
  for (const doc of documents) writeFile(uploadDir, doc);
  return created;
}

/** Writes back seeded files that are missing from disk (a new upload directory, a cleanup). */
async function restoreSeedFiles(db: Pick<Db, 'query'>, uploadDir: string): Promise<void> {
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
    const kind = KIND_OF_TYPE[row.file_type];
    if (!kind || existsSync(join(uploadDir, row.storage_key))) continue;
    writeFile(uploadDir, {
      id: row.id,
      kind,
      storageKey: row.storage_key,
      about: aboutCase({
        subject: row.subject,
        orderNumber: row.order_number,
        deliveryDate: row.delivery_date,
        submittedDay: row.submitted_day,
        products: row.products,
      }),
    });
  }
}
