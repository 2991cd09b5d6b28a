/**
 * Demo documents: real PDF, PNG, JPEG, TIFF and MP4 files per market, plus account price lists.
 *
 * Per market (account_id NULL, visible to every account of the market), in the market's
 * interface language (Korea's in Korean, issue 14): four price lists (three product groups for
 * the current month, all products for the previous month), two brochures (a product guide, a portal quick-start guide), two
 * product labels as PNG, two label photos as JPEG, a scanned ISO 22000 certificate as TIFF and
 * the demo video (MP4), and four scans as TIFF files from libtiff (a three-page CCITT Group 4 fax,
 * LZW, Deflate and JPEG: assets/scans/). For the first three accounts of each market (by id): their own price list
 * for the current and the previous month. With 11 markets that is 176 + up to 66 documents.
 *
 * The products are the one catalogue's, at the API's list prices; every random choice comes from
 * the one seeded source (a stream per market and per account price list); dates are relative to
 * `today`.
 */
import type { Country, Language } from '@anp/rules';
import {
  addDays,
  addMonths,
  dateInMonth,
  monthOf,
  partsOf,
  utcDateOf,
  type IsoDate,
} from '@anp/rules/calendar';
import type { Backend } from '../backend';
import { generateProducts, type Product } from '../catalogue/catalogue';
import { createJpeg } from '../files/jpeg';
import { demoVideo } from '../files/mp4';
import { createPng } from '../files/png';
import { thumbnailPng, type FileKind } from '../files/thumbnail';
import { scanTiff, type ScanName } from '../files/scans';
import { createTiff } from '../files/tiff';
import { MARKET_CODES, demoMarkets } from '../markets';
import { rngFor, type Rng } from '../rng';
import type { Table } from '../tables';
import { docMarket, groupOf, nameIn, titleNameIn, type DocMarket } from './market';
import {
  accountPriceListPdf,
  priceListPdf,
  productGuidePdf,
  quickStartPdf,
  type AccountRow,
} from './pdfs';
import { certificateScan, labelCanvas, labelPhoto } from './pictures';
import { T, TITLES, type Group } from './texts';

export type { AccountRow } from './pdfs';

const MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
  mp4: 'video/mp4',
};
const EXTENSION: Record<FileKind, string> = {
  pdf: 'pdf',
  png: 'png',
  jpeg: 'jpg',
  tiff: 'tif',
  mp4: 'mp4',
};

/** One row of the documents table before insertion. */
export interface DocumentRow {
  id: string;
  account_id: string | null;
  market: string;
  title: string;
  doc_type: 'pricelist' | 'brochure' | 'label' | 'certificate' | 'video';
  file_type: FileKind;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  content: Buffer;
  thumbnail: Buffer;
  published_at: string;
}

export const DOCUMENT_COLUMNS = [
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
] as const;

/** Accounts per market that get their own price lists. */
export const ACCOUNTS_WITH_PRICE_LISTS = 3;

/** Products a product guide presents. */
const GUIDE_PRODUCTS = 6;

const GROUPS: readonly Group[] = ['monogastric', 'ruminant', 'specialty'];

/** A file name's words: Latin without accents, Hangul kept (Korea's files have Korean names). */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^a-z0-9\p{Script=Hangul}]+/gu, '-')
    .replace(/^-|-$/g, '');

/** The first day of the month `offset` months from the one `day` is in. */
const firstOfMonth = (day: IsoDate, offset = 0): IsoDate => `${addMonths(monthOf(day), offset)}-01`;
const lastOfMonth = (first: IsoDate): IsoDate => dateInMonth(monthOf(first), 31);

/** "March 2025", "marzo 2025", "março de 2025", "2025년 3월". */
function monthTitle(day: IsoDate, lang: Language): string {
  const { year, month } = partsOf(day) ?? { year: 0, month: 1 };
  return TITLES[lang].month(month, year);
}

function documentRow(
  id: string,
  market: string,
  accountId: string | null,
  docType: DocumentRow['doc_type'],
  kind: FileKind,
  title: string,
  fileBase: string,
  content: Buffer,
  publishedAt: IsoDate,
): DocumentRow {
  return {
    id,
    account_id: accountId,
    market,
    title,
    doc_type: docType,
    file_type: kind,
    file_name: `${slug(fileBase)}.${EXTENSION[kind]}`,
    mime_type: MIME[kind],
    size_bytes: content.length,
    content,
    thumbnail: thumbnailPng(kind, title),
    published_at: publishedAt,
  };
}

/** The price lists of the month: one per group, and every product the month before. */
function priceLists(market: DocMarket, today: IsoDate, nextId: () => string): DocumentRow[] {
  const t = T[market.lang];
  const titles = TITLES[market.titleLang];
  const month = firstOfMonth(today);
  const previous = firstOfMonth(today, -1);
  const list = (products: readonly Product[], group: Group | 'all', from: IsoDate) => {
    const id = nextId();
    // The file's own heading in the files' language, the list's title in the market's.
    const heading = `${t.priceList} \u2014 ${t.groups[group]} \u2014 ${monthTitle(from, market.lang)}`;
    const title = `${titles.priceList} \u2014 ${titles.groups[group]} \u2014 ${monthTitle(from, market.titleLang)}`;
    const pdf = priceListPdf(market, heading, products, from, lastOfMonth(from), id);
    const file = `${t.priceList} ${t.groups[group]} ${from.slice(0, 7)}`;
    return documentRow(id, market.code, null, 'pricelist', 'pdf', title, file, pdf, from);
  };
  return [
    ...GROUPS.map((group) =>
      list(
        market.products.filter((x) => groupOf(x) === group),
        group,
        month,
      ),
    ),
    list(market.products, 'all', previous),
  ];
}

/** The product guide of a group drawn at random and the portal's quick-start guide. */
function brochures(
  market: DocMarket,
  today: IsoDate,
  rng: Rng,
  nextId: () => string,
): DocumentRow[] {
  const t = T[market.lang];
  const titles = TITLES[market.titleLang];
  const group = rng.pick(GROUPS);
  const products = rng
    .sample(
      market.products.filter((x) => groupOf(x) === group),
      GUIDE_PRODUCTS,
    )
    .sort((a, b) => a.sku.localeCompare(b.sku));
  const guideId = nextId();
  const guide = documentRow(
    guideId,
    market.code,
    null,
    'brochure',
    'pdf',
    titles.guideTitle(titles.groups[group]),
    t.guideTitle(t.groups[group]),
    productGuidePdf(market, group, products, guideId),
    addDays(today, -rng.int(20, 179)),
  );
  const quickId = nextId();
  const quick = documentRow(
    quickId,
    market.code,
    null,
    'brochure',
    'pdf',
    titles.quickTitle,
    t.quickTitle,
    quickStartPdf(market, quickId),
    addDays(today, -rng.int(30, 229)),
  );
  return [guide, quick];
}

/** Two product labels (PNG) and two label photos (JPEG) of four different products. */
function labels(market: DocMarket, today: IsoDate, rng: Rng, nextId: () => string): DocumentRow[] {
  const t = T[market.lang];
  const titles = TITLES[market.titleLang];
  const year = String(partsOf(today)?.year ?? 0).slice(2);
  return rng.sample(market.products, 4).map((product, i) => {
    const id = nextId();
    const lot = `${year}${String(rng.int(100, 364)).padStart(3, '0')}${i}`;
    const published = addDays(today, -rng.int(5, 124));
    const name = nameIn(product, market);
    const titleName = titleNameIn(product, market);
    if (i < 2) {
      const title = titles.labelTitle(titleName);
      const png = createPng(labelCanvas(product, market, lot).spec());
      const file = `${product.sku} ${t.labelTitle(name)}`;
      return documentRow(id, market.code, null, 'label', 'png', title, file, png, published);
    }
    const title = titles.photoTitle(titleName);
    const jpeg = createJpeg({
      ...labelPhoto(product, market, lot),
      quality: 80,
      comment: `${product.sku} ${lot}`,
    });
    const file = `${product.sku} ${t.photoTitle(name)}`;
    return documentRow(id, market.code, null, 'label', 'jpeg', title, file, jpeg, published);
  });
}

/** A scanned certificate as a TIFF: the document's file (the kit's TIFF decoder reads it). */
export function certificateTiff(
  market: Pick<DocMarket, 'name' | 'lang'>,
  validUntil: IsoDate,
  number: string,
): Buffer {
  return createTiff({
    ...certificateScan(market, validUntil, number),
    dpi: 40,
    description: `${number} ISO 22000`,
  });
}

/** The market-wide documents of one market (no database access). */
function marketDocuments(market: DocMarket, today: IsoDate): DocumentRow[] {
  const t = T[market.lang];
  const titles = TITLES[market.titleLang];
  const rng = rngFor(`documents:${market.code}`);
  let n = 0;
  const nextId = () => `doc-${market.code}-${String(++n).padStart(4, '0')}`;
  const rows = [
    ...priceLists(market, today, nextId),
    ...brochures(market, today, rng, nextId),
    ...labels(market, today, rng, nextId),
  ];
  const issued = addDays(today, -rng.int(60, 299));
  const number = `AN-${market.code.toUpperCase()}-${rng.int(1000, 9999)}`;
  const certificate = certificateTiff(market, addDays(issued, 3 * 365), number);
  rows.push(
    documentRow(
      nextId(),
      market.code,
      null,
      'certificate',
      'tiff',
      titles.certificateTitle,
      `${t.certificateTitle} ${number}`,
      certificate,
      issued,
    ),
  );
  rows.push(
    documentRow(
      nextId(),
      market.code,
      null,
      'video',
      'mp4',
      titles.videoTitle,
      t.videoTitle,
      demoVideo(),
      addDays(today, -45),
    ),
  );
  // Scans as scanners and fax machines write them (CCITT Group 4 over three pages, LZW, Deflate,
  // JPEG), after the others so the ids above stay as they were; Korea's are written in Korean.
  const scans: [ScanName, DocumentRow['doc_type'], number][] = [
    ['deliveryNote', 'certificate', 6],
    ['labReport', 'certificate', 12],
    ['weighbridgeTicket', 'certificate', 6],
    ['labelPhoto', 'label', 20],
  ];
  for (const [name, docType, daysAgo] of scans) {
    rows.push(
      documentRow(
        nextId(),
        market.code,
        null,
        docType,
        'tiff',
        titles.scans[name],
        t.scans[name],
        scanTiff(name, market.lang === 'ko' ? 'ko' : 'en'),
        addDays(today, -daysAgo),
      ),
    );
  }
  return rows;
}

/** The price lists of one account: the current and the previous month. */
function accountDocuments(market: DocMarket, account: AccountRow, today: IsoDate): DocumentRow[] {
  const t = T[market.lang];
  const titles = TITLES[market.titleLang];
  return [firstOfMonth(today), firstOfMonth(today, -1)].map((from) => {
    const id = `doc-${account.id}-${from.slice(0, 7)}`;
    const heading = `${t.priceList} \u2014 ${account.fullname} \u2014 ${monthTitle(from, market.lang)}`;
    const title = `${titles.priceList} \u2014 ${account.fullname} \u2014 ${monthTitle(from, market.titleLang)}`;
    const rng = rngFor(`documents:${account.id}:${from}`);
    const pdf = accountPriceListPdf(market, account, heading, from, lastOfMonth(from), id, rng);
    const file = `${t.priceList} ${account.sold_to_code} ${from.slice(0, 7)}`;
    return documentRow(id, account.region, account.id, 'pricelist', 'pdf', title, file, pdf, from);
  });
}

/**
 * The demo documents, one table per market (each a few megabytes of files, so the API inserts
 * them a market at a time): every market's documents, and price lists for the first
 * {@link ACCOUNTS_WITH_PRICE_LISTS} accounts of each market in `accounts`, which come in id order
 * (as the database sorts them). `today` is taken as its UTC date.
 */
export function documentTables(
  backend: Backend,
  today: Date,
  accounts: readonly AccountRow[],
): Table[] {
  const day = utcDateOf(today);
  const markets = demoMarkets(backend);
  const catalogue = generateProducts(backend.innerUnits);
  return MARKET_CODES.map((code: Country) => {
    const market = docMarket(backend, markets[code], catalogue);
    const rows = marketDocuments(market, day);
    for (const account of accounts
      .filter((a) => a.region === code)
      .slice(0, ACCOUNTS_WITH_PRICE_LISTS)) {
      rows.push(...accountDocuments(market, account, day));
    }
    return {
      name: 'documents',
      columns: DOCUMENT_COLUMNS,
      rows: rows.map((row) => DOCUMENT_COLUMNS.map((column) => row[column])),
    };
  });
}
