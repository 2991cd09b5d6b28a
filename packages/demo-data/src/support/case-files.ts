/**
 * The small real files attached to the demo support cases: a photo (PNG), a delivery ticket or
 * invoice (PDF) and a list of lots (CSV), generated from the case alone, so a file lost from the
 * upload directory can be written again at will under the same storage key.
 */
import { createHash } from 'node:crypto';
import { createPdf } from '../files/pdf';
import { createPng } from '../files/png';

export type DocKind = 'photo' | 'ticket' | 'lots';

/** A product line of a case as its file lists it. */
export interface CaseProduct {
  productId: string;
  productName: string;
  qty: number;
  lotNumber: string[];
}

/** What a seeded document tells: the case's subject, order, day and products. */
export interface CaseFileSource {
  /** The document's id (the photo's tear follows it). */
  docId: string;
  /** Its extension: png, pdf or csv. */
  fileType: string;
  subject: string;
  orderNumber: string | null;
  deliveryDate: string | null;
  /** YYYY-MM-DD. */
  submittedDay: string;
  products: readonly CaseProduct[];
}

const KIND_OF_TYPE: Readonly<Record<string, DocKind>> = {
  png: 'photo',
  pdf: 'ticket',
  csv: 'lots',
};

export const MIME_OF_KIND: Readonly<Record<DocKind, string>> = {
  photo: 'image/png',
  ticket: 'application/pdf',
  lots: 'text/csv',
};

/**
 * The storage key of a seeded document: a UUID-shaped name derived from its id, so a start that
 * finds the file missing writes it under the same name.
 */
export function seedStorageKey(docId: string): string {
  const h = createHash('sha256').update(`support-seed:${docId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** The bytes of a seeded case file; null for an extension the demo cases never use. */
export function caseFileContent(source: CaseFileSource): Buffer | null {
  const kind = KIND_OF_TYPE[source.fileType];
  if (!kind) return null;
  const lines = source.products.map((p) => ({
    sku: p.productId,
    name: p.productName,
    lot: p.lotNumber[0] ?? '',
    bags: p.qty,
  }));
  if (kind === 'photo') {
    // A small picture of a bag: kraft paper with a dark tear across it.
    const seed = createHash('sha256').update(source.docId).digest()[0] ?? 0;
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
      ['product,lot,bags', ...lines.map((l) => `${l.sku},${l.lot},${l.bags}`)].join('\n') + '\n',
    );
  return createPdf({
    title: source.subject,
    subtitle: source.orderNumber
      ? `${source.orderNumber} · ${source.deliveryDate ?? ''}`
      : source.submittedDay,
    lines: lines.map((l) => `${l.sku} ${l.name}: lot ${l.lot}, ${l.bags}`),
  });
}
