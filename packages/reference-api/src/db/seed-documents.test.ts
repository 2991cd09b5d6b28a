import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_WITH_PRICE_LISTS, catalogue } from '@anp/demo-data';
import {
  checkPdf,
  decodeJpeg,
  decodePng,
  decodeTiff,
  findBox,
  mp4Boxes,
  pngChunks,
} from '@anp/demo-data/inspect';
import { SCANS, scanTiff, type ScanName } from '@anp/demo-data/files';
import { formatNumber } from '@anp/rules';
import { MARKETS } from '../markets';
import { listPriceCents } from '../products/catalogue';
import { BACKEND_FACTS } from './backend-facts';
import { insertRows, migrate, openDatabase, type Db } from './database';
import { seedDocuments } from './seed';
import { pdfTexts, readPdf } from '../../test/pdf-text';

const SCAN_FILES = (Object.keys(SCANS) as ScanName[]).map((name) => scanTiff(name));

const TODAY = new Date(Date.UTC(2025, 2, 14)); // 14-Mar-2025

interface Row {
  id: string;
  account_id: string | null;
  market: string;
  title: string;
  doc_type: string;
  file_type: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  content: Uint8Array;
  thumbnail: Uint8Array | null;
  published_at: string;
}

/** A fresh in-memory database with two plants and accounts in two markets (plus one unknown). */
async function freshDatabase(): Promise<Db> {
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
      ['plant-us', 'P100', 'Springfield Mill', 'us', [1, 2, 3, 4, 5], 2, 1, 30],
      ['plant-mx', 'P200', 'Planta Querétaro', 'mx', [1, 2, 3, 4, 5, 6], 3, 1, 30],
    ],
  );
  const account = (id: string, region: string, plant: string, name: string, terms = 'Credit') => [
    id,
    `G-${id}`,
    name,
    name.slice(0, 12),
    `S${id}`,
    `0000${id}`,
    region,
    'feed',
    region === 'mx' ? 'MX01' : 'US01',
    `X-${id}`,
    'SAP',
    '1 Main St',
    plant,
    terms,
  ];
  await insertRows(
    db,
    'accounts',
    [
      'id',
      'global_id',
      'fullname',
      'shortname',
      'sold_to_code',
      'full_sold_to_code',
      'region',
      'business_unit',
      'sales_org',
      'external_ref_id',
      'source_system',
      'address',
      'plant_id',
      'payment_terms',
    ],
    [
      // Inserted out of order: the seed must pick the first three by id.
      account('a-us-4', 'us', 'plant-us', 'Delta Farm Supply'),
      account('a-us-1', 'us', 'plant-us', 'Acme Feed & Seed (Main)'),
      account('a-us-3', 'us', 'plant-us', 'Charlie Co-op', 'Cash'),
      account('a-us-2', 'us', 'plant-us', 'Bravo Livestock'),
      account('a-mx-1', 'mx', 'plant-mx', 'Agropecuaria El Ñandú'),
      account('a-kr-1', 'kr', 'plant-us', '(주)한빛축산 농업회사법인'),
      account('a-xx-1', 'xx', 'plant-us', 'Nowhere Ltd'),
    ],
  );
  return db;
}

async function documents(db: Db): Promise<Row[]> {
  return db.query<Row>('SELECT *, published_at::text AS published_at FROM documents ORDER BY id');
}

function checksum(rows: Row[]): string {
  const hash = createHash('sha256');
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      hash.update(key);
      hash.update(value instanceof Uint8Array ? value : JSON.stringify(value));
    }
  }
  return hash.digest('hex');
}

const MAGIC: Record<string, (b: Buffer) => boolean> = {
  pdf: (b) => b.toString('latin1', 0, 8) === '%PDF-1.7',
  png: (b) =>
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  tiff: (b) => b.toString('latin1', 0, 4) === 'II*\0',
  mp4: (b) => b.toString('latin1', 4, 8) === 'ftyp',
};
const EXTENSION: Record<string, string> = {
  pdf: '.pdf',
  png: '.png',
  jpeg: '.jpg',
  tiff: '.tif',
  mp4: '.mp4',
};
const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
  mp4: 'video/mp4',
};

describe('given a database with accounts in the us and mx markets', () => {
  let db: Db;
  let inserted: number;
  let rows: Row[];

  beforeAll(async () => {
    db = await freshDatabase();
    inserted = await seedDocuments(db, { today: TODAY });
    rows = await documents(db);
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  it('inserts the market-wide documents of all 11 markets and price lists for the first accounts', () => {
    const marketWide = rows.filter((r) => r.account_id === null);
    expect(Object.keys(MARKETS)).toHaveLength(11);
    expect(new Set(marketWide.map((r) => r.market))).toEqual(new Set(Object.keys(MARKETS)));
    // 3 of the 4 us accounts and the one mx and kr accounts get two price lists; unknown regions none.
    expect(inserted).toBe(rows.length);
    expect(rows.length).toBe(marketWide.length + (ACCOUNTS_WITH_PRICE_LISTS + 2) * 2);
    // 12 made per market, and the four demo scans (issue 14).
    expect(marketWide.length).toBe(11 * 16);
  });

  it('has every file type in every market, with the right magic bytes, size, name and MIME type', () => {
    for (const market of Object.keys(MARKETS)) {
      const types = new Set(rows.filter((r) => r.market === market).map((r) => r.file_type));
      expect([...types].sort()).toEqual(['jpeg', 'mp4', 'pdf', 'png', 'tiff']);
    }
    for (const row of rows) {
      const content = Buffer.from(row.content);
      expect(MAGIC[row.file_type]?.(content), `${row.id} magic`).toBe(true);
      expect(row.size_bytes).toBe(content.length);
      expect(row.file_name.endsWith(EXTENSION[row.file_type] ?? '?')).toBe(true);
      // Korea's files have Korean names (issue 14); the others plain ASCII.
      if (row.market === 'kr')
        expect(row.file_name).toMatch(/^[a-z0-9\p{Script=Hangul}-]+\.[a-z0-9]+$/u);
      else expect(row.file_name).toMatch(/^[a-z0-9-]+\.[a-z0-9]+$/);
      expect(row.mime_type).toBe(MIME[row.file_type]);
      const thumb = decodePng(Buffer.from(row.thumbnail ?? new Uint8Array()));
      expect([thumb.width, thumb.height]).toEqual([160, 200]);
    }
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it('stores files that parse: PDF xrefs, PNG CRCs, JPEG and TIFF pixels, the MP4 sample entry', () => {
    for (const row of rows.filter((r) => r.market === 'us' || r.market === 'br')) {
      const content = Buffer.from(row.content);
      if (row.file_type === 'pdf') expect(checkPdf(content).pageCount).toBeGreaterThanOrEqual(1);
      if (row.file_type === 'png') {
        expect(pngChunks(content).every((c) => c.crcOk)).toBe(true);
        expect(decodePng(content).width).toBe(480);
      }
      if (row.file_type === 'jpeg')
        expect(decodeJpeg(content)).toMatchObject({ width: 480, height: 320 });
      // The certificate is the seed's own uncompressed TIFF; the scans are libtiff's files as
      // committed (their pixels are the document preview's tests).
      const scan = SCAN_FILES.find((bytes) => bytes.equals(content));
      if (row.file_type === 'tiff' && !scan)
        expect(decodeTiff(content)).toMatchObject({ width: 340, height: 440 });
      if (row.file_type === 'mp4') expect(findBox(mp4Boxes(content), 'avc1')).toBeDefined();
    }
  });

  it('writes titles in the market language and price lists in the market currency and unit', async () => {
    const titles = (market: string) => rows.filter((r) => r.market === market).map((r) => r.title);
    expect(titles('us')).toContain('Price list \u2014 Swine and poultry \u2014 March 2025');
    // Korea's titles are Korean (issue 14), and so are its files (see the next test).
    expect(titles('kr')).toEqual(
      expect.arrayContaining([
        'AN Portal Kit 데모 동영상',
        '가격표 \u2014 양돈 및 가금 \u2014 2025년 3월',
        '가격표 \u2014 전체 제품 \u2014 2025년 2월',
        '서명된 배송 확인서(팩스)',
        '성적서(스캔)',
        '계근 증명서(스캔)',
        '사료 라벨 사진(스캔)',
      ]),
    );
    for (const title of titles('kr')) {
      const words = title.replace('AN Portal Kit', '').match(/[A-Za-z]{2,}/g) ?? [];
      expect(
        words.filter((w) => !/^[A-Z0-9]+$/.test(w)),
        title,
      ).toEqual([]);
    }
    expect(titles('mx')).toContain('Lista de precios \u2014 Porcinos y aves \u2014 marzo 2025');
    expect(titles('br')).toContain('Lista de preços \u2014 Suínos e aves \u2014 março de 2025');
    expect(titles('gt')).toContain('Video de demostración de AN Portal Kit');
    const priceList = (market: string) =>
      pdfTexts(
        Buffer.from(
          rows.find((r) => r.market === market && !r.account_id && r.doc_type === 'pricelist')
            ?.content ?? [],
        ),
      );
    expect(await priceList('us')).toContain('Price/unit (USD)');
    expect(await priceList('us')).toContain('50 lb');
    expect(await priceList('mx')).toContain('Precio/unidad (MXN)');
    expect(await priceList('mx')).toContain('40 kg');
    // A 40 kg bag of the catalogue, in the Central American quintal of 100 lb.
    expect(await priceList('hn')).toContain('0.88 qq');
    expect(await priceList('br')).toContain('Preço/unidade (BRL)');
  });

  it("lists the market's products of the one catalogue at the API's list prices", async () => {
    const allProducts = rows.find(
      (r) => r.market === 'us' && !r.account_id && r.title.includes('All products'),
    );
    const texts = await pdfTexts(Buffer.from(allProducts?.content ?? []));
    const products = catalogue(BACKEND_FACTS.innerUnits).filter((p) => p.markets.includes('us'));
    const skus = texts.filter((t) => /^\d{8}$/.test(t));
    // Every product of the market, once, grouped by species.
    expect([...skus].sort()).toEqual(products.map((p) => p.sku).sort());
    for (const product of products.slice(0, 5)) {
      const price = formatNumber(listPriceCents(product, 'us') / 100, 'us', 2);
      expect(texts).toContain(price);
    }
  });

  it("writes Korea's files in Korean: headings, product names, dates, no English words", async () => {
    const kr = rows.filter((r) => r.market === 'kr' && r.file_type === 'pdf');
    const heading = '가격표 \u2014 양돈 및 가금 \u2014 2025년 3월';
    const list = await readPdf(Buffer.from(kr.find((r) => r.title === heading)?.content ?? []));
    expect(list.title).toBe(heading);
    expect(list.lang).toBe('ko');
    expect(list.items).toEqual(
      expect.arrayContaining([
        heading,
        '양돈 및 가금',
        '제품명',
        '순중량',
        '단가(KRW)',
        '거래 조건',
      ]),
    );
    // The market's products by their Korean names, the dates as the market rules write them.
    const products = catalogue(BACKEND_FACTS.innerUnits).filter(
      (p) => p.markets.includes('kr') && (p.species === 'pork' || p.species === 'poultry'),
    );
    expect(products.length).toBeGreaterThan(3);
    for (const product of products.slice(0, 3)) expect(list.items).toContain(product.name.ko);
    expect(list.pages.join('\n')).toContain(
      '대한민국 \u00b7 KRW \u00b7 적용 기간 01-3월-2025 ~ 31-3월-2025',
    );
    // The account's own price list names it in Hangul, as the API has it.
    const own = kr.find((r) => r.account_id === 'a-kr-1' && r.published_at === '2025-03-01');
    const ownTexts = await pdfTexts(Buffer.from(own?.content ?? []));
    expect(ownTexts).toEqual(
      expect.arrayContaining(['(주)한빛축산 농업회사법인', '귀사 단가(KRW)', '결제 조건', '신용']),
    );
    // Korea's scans are the Korean ones libtiff wrote (assets/scans/*.ko.tif).
    const scans = rows.filter((r) => r.market === 'kr' && r.file_type === 'tiff');
    for (const name of Object.keys(SCANS) as ScanName[]) {
      expect(
        scans.some((r) => Buffer.from(r.content).equals(scanTiff(name, 'ko'))),
        name,
      ).toBe(true);
      expect(
        scans.some((r) => Buffer.from(r.content).equals(scanTiff(name))),
        name,
      ).toBe(false);
    }
    // No English left: only codes (upper case: KRW, PDF, ISO), units and the brand.
    expect(kr.length).toBe(6 + 2);
    for (const row of kr) {
      const reading = await readPdf(Buffer.from(row.content));
      expect(reading.lang, row.id).toBe('ko');
      const text = reading.pages.join(' ').replaceAll('AN Portal Kit', '');
      // Tokens with a digit are codes and ids: doc-kr-0001, S-kr-1, 50000040.
      const words = text
        .split(/\s+/)
        .filter((token) => !/\d/.test(token))
        .flatMap((token) => token.match(/[A-Za-z]{2,}/g) ?? []);
      expect(
        words.filter((w) => !/^[A-Z0-9]+$/.test(w) && !['lb', 'kg'].includes(w)),
        row.id,
      ).toEqual([]);
      expect(text).toMatch(/\p{Script=Hangul}{2}/u);
    }
  });

  it('draws the Hangul of Korean labels from the font outlines, anti-aliased', () => {
    // The 5x7 pixel font draws in one ink colour; outline glyphs have grey edges. The product
    // name's band (under the brand band) of a Korean label holds many such shades.
    const shades = (market: string) => {
      const label = rows.find((r) => r.market === market && r.file_type === 'png');
      const picture = decodePng(Buffer.from(label?.content ?? []));
      const seen = new Set<string>();
      for (let y = 64; y < 120; y++)
        for (let x = 20; x < 460; x++) {
          const i = (y * picture.width + x) * 3;
          seen.add(`${picture.rgb[i]},${picture.rgb[i + 1]},${picture.rgb[i + 2]}`);
        }
      return seen.size;
    };
    expect(shades('us')).toBeLessThanOrEqual(2);
    expect(shades('kr')).toBeGreaterThan(20);
  });

  it('gives the first three accounts of a market (by id) their own price lists', async () => {
    const byAccount = (id: string) => rows.filter((r) => r.account_id === id);
    for (const id of ['a-us-1', 'a-us-2', 'a-us-3', 'a-mx-1', 'a-kr-1']) {
      expect(byAccount(id).map((r) => [r.doc_type, r.file_type, r.published_at])).toEqual([
        ['pricelist', 'pdf', '2025-02-01'],
        ['pricelist', 'pdf', '2025-03-01'],
      ]);
    }
    expect(byAccount('a-us-4')).toEqual([]);
    expect(byAccount('a-xx-1')).toEqual([]);
    const acme = byAccount('a-us-1')[1];
    expect(acme?.market).toBe('us');
    const text = await pdfTexts(Buffer.from(acme?.content ?? []));
    expect(text).toContain('Acme Feed & Seed (Main)');
    expect(text).toContain('Your price (USD)');
    const mx = await pdfTexts(Buffer.from(byAccount('a-mx-1')[1]?.content ?? []));
    expect(mx).toContain('Agropecuaria El Ñandú');
  });

  it('publishes every document on or before today, price lists on the first of their month', () => {
    for (const row of rows) expect(row.published_at <= '2025-03-14').toBe(true);
    const current = rows.filter(
      (r) =>
        r.doc_type === 'pricelist' && r.title.includes('2025') && r.published_at >= '2025-03-01',
    );
    expect(current.every((r) => r.published_at === '2025-03-01')).toBe(true);
    expect(current.length).toBe(11 * 3 + 5);
  });

  it('shares one video and keeps the database small', () => {
    const videos = rows.filter((r) => r.file_type === 'mp4');
    expect(videos).toHaveLength(11);
    expect(
      new Set(videos.map((v) => createHash('sha1').update(v.content).digest('hex'))).size,
    ).toBe(1);
    const total = rows.reduce((sum, r) => sum + r.size_bytes + (r.thumbnail?.length ?? 0), 0);
    expect(total).toBeLessThan(12 * 1024 * 1024);
  });

  it('inserts the same bytes into a second fresh database', async () => {
    const other = await freshDatabase();
    try {
      expect(await seedDocuments(other, { today: TODAY })).toBe(inserted);
      expect(checksum(await documents(other))).toBe(checksum(rows));
    } finally {
      await other.close();
    }
  });
});
