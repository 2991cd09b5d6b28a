/**
 * Deterministic documents for the list's stories and tests, shaped like the reference API's demo
 * documents (packages/demo-data/src/documents): a US market's price lists, brochures,
 * labels, a scanned certificate and a video, and an account's own price lists, in English,
 * Spanish and Portuguese. Not part of the element bundle: only stories and tests import it.
 */
import type { FakeCall, FakeRoutes } from '@anp/core/testing';
import type { DocumentKind, DocumentList, DocumentSummary } from '@anp/core/services/documents';
import { previewAnswer, type SampleFile } from '@anp/document-preview/fixtures';

const FILE: Record<string, { mime: string; ext: string }> = {
  pdf: { mime: 'application/pdf', ext: 'pdf' },
  png: { mime: 'image/png', ext: 'png' },
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  tiff: { mime: 'image/tiff', ext: 'tif' },
  mp4: { mime: 'video/mp4', ext: 'mp4' },
};

/** A small SVG picture as a data URL, standing in for the API's signed thumbnail. */
export function thumbnailOf(fileType: string, tint: string): string {
  const label = (FILE[fileType]?.ext ?? fileType).toUpperCase();
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120">` +
    `<rect width="160" height="120" fill="#f7f4ee"/><rect x="44" y="10" width="72" height="96" rx="4" fill="#fff" stroke="${tint}" stroke-width="2"/>` +
    `<rect x="54" y="26" width="52" height="5" fill="${tint}"/><rect x="54" y="38" width="40" height="4" fill="#ccc"/>` +
    `<rect x="54" y="48" width="46" height="4" fill="#ccc"/><rect x="54" y="58" width="34" height="4" fill="#ccc"/>` +
    `<text x="80" y="95" font-family="sans-serif" font-size="14" font-weight="bold" fill="${tint}" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const TINT: Record<DocumentKind, string> = {
  pricelist: '#0f6e3d',
  brochure: '#1d5c8f',
  label: '#8a5a00',
  certificate: '#6b4c9a',
  video: '#b3261e',
};

/** A document with every field of the API's shape; `overrides` win. */
export function makeDocument(
  overrides: Partial<DocumentSummary> & Pick<DocumentSummary, 'id' | 'title'>,
): DocumentSummary {
  const fileType = overrides.fileType ?? 'pdf';
  const docType = overrides.docType ?? 'pricelist';
  const file = FILE[fileType] ?? { mime: 'application/octet-stream', ext: fileType };
  return {
    docType,
    fileType,
    mimeType: file.mime,
    fileName: `${overrides.title
      .replace(/[^\p{L}\p{N} .%-]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()}.${file.ext}`,
    sizeBytes: 48_213,
    publishedAt: '2026-03-01',
    market: 'us',
    accountId: null,
    thumbnailUrl: thumbnailOf(fileType, TINT[docType]),
    ...overrides,
  };
}

const MONTHS = ['March 2026', 'February 2026', 'January 2026', 'December 2025'];
const ISO_MONTHS = ['2026-03-01', '2026-02-01', '2026-01-01', '2025-12-01'];

/** The US market's documents (30): four months of price lists, and one of every other kind. */
export const US_DOCUMENTS: DocumentSummary[] = [
  ...MONTHS.flatMap((month, m) =>
    ['Swine and poultry', 'Cattle, dairy and horses', 'Aquaculture, pets and additives'].map(
      (group, g) =>
        makeDocument({
          id: `doc-us-${String(m * 3 + g + 1).padStart(4, '0')}`,
          title: `Price list — ${group} — ${month}`,
          publishedAt: ISO_MONTHS[m] ?? '2026-03-01',
          sizeBytes: 41_000 + m * 900 + g * 350,
        }),
    ),
  ),
  ...MONTHS.map((month, m) =>
    makeDocument({
      id: `doc-001Dm00001-${(ISO_MONTHS[m] ?? '').slice(0, 7)}`,
      title: `Price list — Prairie Feed & Supply — ${month}`,
      publishedAt: ISO_MONTHS[m] ?? '2026-03-01',
      accountId: '001Dm00001',
      sizeBytes: 52_400 + m * 700,
    }),
  ),
  makeDocument({
    id: 'doc-us-0101',
    title: 'Product guide: Swine and poultry',
    docType: 'brochure',
    publishedAt: '2025-11-18',
    sizeBytes: 96_340,
  }),
  makeDocument({
    id: 'doc-us-0102',
    title: 'Ordering portal: quick start guide',
    docType: 'brochure',
    publishedAt: '2025-10-02',
    sizeBytes: 61_022,
  }),
  ...['Layer Pellet 16%', 'Calf Starter 18%', 'Horse Sweet Feed 12%', 'Protein Lick Tub 24%'].map(
    (name, i) =>
      makeDocument({
        id: `doc-us-02${String(i + 1).padStart(2, '0')}`,
        title: `Product label — ${name}`,
        docType: 'label',
        fileType: 'png',
        publishedAt: `2026-02-${String(10 + i).padStart(2, '0')}`,
        sizeBytes: 23_455 + i * 1200,
      }),
  ),
  ...['Cattle Mineral Block', 'Shrimp Grower 35%', 'Mycotoxin Binder', 'Molasses Blend'].map(
    (name, i) =>
      makeDocument({
        id: `doc-us-03${String(i + 1).padStart(2, '0')}`,
        title: `Label photo — ${name}`,
        docType: 'label',
        fileType: 'jpeg',
        publishedAt: `2026-01-${String(12 + i).padStart(2, '0')}`,
        sizeBytes: 31_877 + i * 2100,
      }),
  ),
  makeDocument({
    id: 'doc-us-0401',
    title: 'ISO 22000 food safety certificate (scan)',
    docType: 'certificate',
    fileType: 'tiff',
    publishedAt: '2025-09-21',
    sizeBytes: 448_920,
  }),
  makeDocument({
    id: 'doc-us-0501',
    title: 'AN Portal Kit demo video',
    docType: 'video',
    fileType: 'mp4',
    publishedAt: '2026-01-19',
    sizeBytes: 34_142,
  }),
];

/** A Mexican market's few documents, in Spanish. */
export const MX_DOCUMENTS: DocumentSummary[] = [
  makeDocument({
    id: 'doc-mx-0001',
    title: 'Lista de precios — Porcinos y aves — marzo 2026',
    market: 'mx',
  }),
  makeDocument({
    id: 'doc-mx-0005',
    title: 'Guía de productos: Bovinos, lecheras y caballos',
    docType: 'brochure',
    market: 'mx',
    publishedAt: '2025-12-03',
  }),
  makeDocument({
    id: 'doc-mx-0011',
    title: 'Certificado de inocuidad ISO 22000 (escaneado)',
    docType: 'certificate',
    fileType: 'tiff',
    market: 'mx',
    publishedAt: '2025-08-14',
    sizeBytes: 448_920,
  }),
];

/** A Brazilian market's few documents, in Portuguese. */
export const BR_DOCUMENTS: DocumentSummary[] = [
  makeDocument({
    id: 'doc-br-0001',
    title: 'Tabela de preços — Suínos e aves — março 2026',
    market: 'br',
    sizeBytes: 1_258_291,
  }),
  makeDocument({
    id: 'doc-br-0012',
    title: 'Vídeo de demonstração do AN Portal Kit',
    docType: 'video',
    fileType: 'mp4',
    market: 'br',
    publishedAt: '2026-01-19',
  }),
];

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function page(documents: DocumentSummary[], call: FakeCall): DocumentList {
  const offset = Number(call.query.get('offset') ?? 0);
  const limit = Number(call.query.get('limit') ?? 24);
  return {
    documents: documents.slice(offset, offset + limit),
    totalCount: documents.length,
    offset,
    limit,
  };
}

/** The sample file a document's preview reads (its URL is made up; stories replace it). */
export function sampleFileOf(doc: DocumentSummary): SampleFile {
  return {
    fileName: doc.fileName,
    fileType: doc.fileType,
    mimeType: doc.mimeType,
    sizeBytes: doc.sizeBytes,
    url: `https://files.test/${doc.id}.${FILE[doc.fileType]?.ext ?? 'bin'}?sig=1`,
  };
}

/**
 * The document service over `documents`, as the reference API answers it: GET documents (type,
 * sort and direction, offset and limit), GET search/documents (every word in the title or file
 * name, title matches first), the preview URL of each document, and its download (JSON bytes:
 * the fake backend speaks JSON). `overrides` replace or add routes.
 */
export function documentRoutes(
  documents: DocumentSummary[],
  overrides: FakeRoutes = {},
): FakeRoutes {
  const routes: FakeRoutes = {
    'GET documents': (call) => {
      const type = call.query.get('docType');
      const sort = call.query.get('sort') ?? 'publishedAt';
      const direction = call.query.get('direction') ?? (sort === 'title' ? 'asc' : 'desc');
      const sign = direction === 'asc' ? 1 : -1;
      const sorted = documents
        .filter((d) => !type || d.docType === type)
        .sort((a, b) =>
          sort === 'title'
            ? sign * a.title.localeCompare(b.title)
            : sign * a.publishedAt.localeCompare(b.publishedAt) || a.title.localeCompare(b.title),
        );
      return page(sorted, call);
    },
    'GET search/documents': (call) => {
      const words = folded(call.query.get('q') ?? '')
        .split(/\s+/)
        .filter(Boolean);
      const type = call.query.get('docType');
      const found = documents
        .filter((d) => !type || d.docType === type)
        .filter((d) => words.every((w) => folded(`${d.title} ${d.fileName}`).includes(w)));
      return page(found, call);
    },
    'GET documents/download': (call) => {
      const doc = documents.find((d) => d.id === call.query.get('id'));
      return doc ? { file: doc.fileName } : { status: 404, body: { code: 'NOT_FOUND' } };
    },
  };
  for (const doc of documents) {
    routes[`GET documents/getPreviewURL/${doc.id}`] = () => previewAnswer(sampleFileOf(doc));
  }
  return { ...routes, ...overrides };
}
