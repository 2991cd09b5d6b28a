/**
 * The demo support cases as rows: for each demo user with cases (./cases.ts), on their selected
 * (else primary, else first) account, about the account's own delivered orders (products, lots,
 * dates), so they read like the account's history. The API reads those accounts and orders from
 * its database (the cases are added to databases seeded before them too) and numbers the cases.
 */
import { createHash } from 'node:crypto';
import { CASE_UPLOAD_TYPE, COMPLAINT_DOC_TYPE } from '@anp/contract';
import { isCountry, marketOf } from '@anp/rules';
import { addDays, type IsoDate } from '@anp/rules/calendar';
import type { Backend } from '../backend';
import { PLACES } from '../markets/places';
import { MIME_OF_KIND, caseFileContent, seedStorageKey, type CaseProduct } from './case-files';
import { CASES } from './cases';

/** The demo users who have cases, in the order their cases are numbered. */
export const CASE_USERS: readonly string[] = Object.keys(CASES);

/** A product line of a delivered order (or of the market's catalogue). */
export interface CaseLine {
  sku: string;
  title: string;
  packageType: string;
  quantity: number;
  lotNumber: string | null;
}

/** What the API read of one demo user's account for the cases. */
export interface CaseSource {
  userId: string;
  account: { id: string; region: string; plantId: string };
  plant: { id: string; name: string } | null;
  /** The account's delivered sales orders, newest first (up to 10), each with its first lines. */
  orders: readonly { orderNumber: string; delivered: string; lines: readonly CaseLine[] }[];
  /** The market's first product, for an account without delivered orders. */
  fallback: readonly CaseLine[];
}

/** The columns of a case row; the API adds the case number from its sequence. */
export const CASE_COLUMNS = [
  'id',
  'account_id',
  'user_id',
  'case_type',
  'status',
  'market',
  'plant_id',
  'plant_name',
  'category',
  'sub_category',
  'subject',
  'order_question',
  'order_number',
  'delivery_date',
  'phone_number',
  'case_comment',
  'mail_to_code',
  'products',
  'created_at',
  'updated_at',
  'submitted_at',
] as const;

export const CASE_DOCUMENT_COLUMNS = [
  'id',
  'case_id',
  'doc_name',
  'doc_type',
  'file_type',
  'lang_code',
  'upload_type',
  'mime_type',
  'size_bytes',
  'sha256',
  'storage_key',
  'uploaded_at',
] as const;

export interface DemoCaseDocument {
  row: unknown[];
  storageKey: string;
  content: Buffer;
}

export interface DemoCase {
  row: unknown[];
  documents: DemoCaseDocument[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The demo cases of the given accounts, in numbering order, with their files. */
export function supportCases(
  backend: Backend,
  today: IsoDate,
  sources: readonly CaseSource[],
): DemoCase[] {
  const out: DemoCase[] = [];
  for (const source of sources) {
    const templates = CASES[source.userId] ?? [];
    const { account, plant, orders, userId } = source;
    if (!isCountry(account.region)) continue;
    const market = account.region;
    const lang = marketOf(market).defaultLanguage;
    const units = new Set(backend.support.unitCodes(market));
    for (const [index, template] of templates.entries()) {
      if (!backend.support.hasCategory(market, template.category, template.subCategory)) continue;
      const order = orders[index % Math.max(orders.length, 1)];
      const lines = order ? order.lines : source.fallback;
      if (lines.length === 0) continue;
      const submittedDay = addDays(today, -template.daysAgo);
      const products = lines.map((l, i) => {
        const bag = l.packageType === 'bag';
        const affected = Math.max(1, Math.min(Math.round(l.quantity / 4), 12));
        const lot =
          l.lotNumber ??
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
      const submittedAt = `${submittedDay}T15:${pad(10 + index)}:00.000Z`;
      const updatedAt =
        template.status === 'New'
          ? submittedAt
          : `${addDays(today, -Math.max(0, template.daysAgo - 2))}T18:00:00.000Z`;
      const aboutOrder = template.aboutOrder && order !== undefined;
      const documents = template.docs.map((spec, k): DemoCaseDocument => {
        const docId = `seed-doc-${userId}-${index + 1}-${k + 1}`;
        const fileType = spec.name.split('.').pop() ?? '';
        const content =
          caseFileContent({
            docId,
            fileType,
            subject: template.subject,
            orderNumber: aboutOrder ? (order?.orderNumber ?? null) : null,
            deliveryDate: aboutOrder ? (order?.delivered ?? null) : null,
            submittedDay,
            products: products satisfies readonly CaseProduct[],
          }) ?? Buffer.alloc(0);
        const storageKey = seedStorageKey(docId);
        return {
          storageKey,
          content,
          row: [
            docId,
            caseId,
            spec.name,
            COMPLAINT_DOC_TYPE,
            fileType,
            lang,
            CASE_UPLOAD_TYPE,
            MIME_OF_KIND[spec.kind],
            content.length,
            createHash('sha256').update(content).digest('hex'),
            storageKey,
            `${submittedDay}T14:5${k}:00.000Z`,
          ],
        };
      });
      out.push({
        row: [
          caseId,
          account.id,
          userId,
          'Complaint',
          template.status,
          market,
          plant?.id ?? null,
          plant?.name ?? null,
          template.category,
          template.subCategory,
          template.subject,
          aboutOrder,
          aboutOrder ? order?.orderNumber : null,
          aboutOrder ? order?.delivered : null,
          `${PLACES[market].phonePrefix} 555 01${pad(index)} 2${pad(index)}`,
          template.comment,
          backend.support.mailToCode(market),
          JSON.stringify(products),
          `${submittedDay}T14:55:00.000Z`,
          updatedAt,
          submittedAt,
        ],
        documents,
      });
    }
  }
  return out;
}
