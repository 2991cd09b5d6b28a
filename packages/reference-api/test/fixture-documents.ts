/** Test-only: the documents fixture: real files of every kind with thumbnails. */
import { createPdf, createPng, demoVideo, thumbnailPng } from '@anp/demo-data/files';
import { insertRows, type Db } from '../src/db/database';

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
export async function documentsFixture(db: Db): Promise<void> {
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
