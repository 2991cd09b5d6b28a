/**
 * Writes the demo scans (issue 14: the demo documents include the compressions of real scanners
 * and fax machines). The pages are drawn with the demo data's pixel canvas, written as PBM / PGM /
 * PPM, and turned into TIFF by libtiff's own tools, so the files come from an independent,
 * standard writer:
 *
 *   delivery-note-fax-g4.tif   3 pages, bilevel, CCITT Group 4 (a faxed, signed delivery note)
 *   lab-report-lzw.tif         1 page, 8-bit grey, LZW with the horizontal predictor
 *   weighbridge-ticket-deflate.tif  1 page, RGB, Deflate with the horizontal predictor
 *   feed-label-photo-jpeg.tif  1 page, RGB, JPEG (quality 80)
 *
 * into assets/scans/, and the same four in Korean for Korea's documents (`*.ko.tif`, issue 14: the
 * Hangul drawn from the Noto Sans KR outlines, glyphs.ts). Run once from the repository (Debian 12: `apt-get install libtiff-tools`,
 * libtiff 4.5), then commit the files (scans.ts reads them):
 *   npx tsx --conditions=@anp/source packages/demo-data/src/files/make-scans.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { outlineText } from './glyphs';
import { Canvas, hex, type Rgb } from './raster';

const here = fileURLToPath(new URL('../../assets/scans/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'anp-scans-'));
const INK: Rgb = [0, 0, 0];

/** The scans' words: English (as first committed) and Korean. */
const TEXTS = {
  en: {
    noteTitle: 'AN NUTRITION - DELIVERY NOTE',
    notePage: (page: number) => `DN 80045123 - PAGE ${page} OF 3`,
    noteFax: 'FAX 2026-11-20 09:14  FROM AMARILLO FEED MILL',
    noteRow: (n: number, bags: number) =>
      `${String(n).padStart(2, '0')}  AN-${1000 + n * 7}  LAYER PELLET 16%  50 LB  ${bags} BAGS`,
    noteReceived: 'RECEIVED IN GOOD ORDER',
    noteTotal: 'TOTAL 1,140 BAGS - 57,000 LB',
    noteStamp: 'RECEIVED',
    labTitle: 'CERTIFICATE OF ANALYSIS',
    labLot: 'LOT 2631404 - BROILER FINISHER CRUMBLE 19%',
    labRows: [
      ['CRUDE PROTEIN', '19.2 %', '19.0 MIN'],
      ['CRUDE FAT', '4.1 %', '3.5 MIN'],
      ['CRUDE FIBRE', '3.2 %', '5.0 MAX'],
      ['CALCIUM', '0.91 %', '0.8 - 1.1'],
      ['PHOSPHORUS', '0.62 %', '0.55 MIN'],
      ['MOISTURE', '11.4 %', '12.0 MAX'],
    ],
    ticketTitle: 'WEIGHBRIDGE TICKET',
    ticketLines: [
      'TICKET 55102  2026-11-19 16:42',
      'TRUCK TX-4471  BULK LAYER MASH',
      'GROSS   38,420 KG',
      'TARE    14,910 KG',
      'NET     23,510 KG',
    ],
    ticketPaid: 'PAID',
    photoLines: [
      'PIG STARTER CRUMBLE 21%',
      'NET WT 50 LB (22.7 KG)',
      'LOT 2631404  BEST BEFORE 2027-05',
    ],
  },
  ko: {
    noteTitle: 'AN NUTRITION - 배송 확인서',
    notePage: (page: number) => `DN 80045123 - ${page}/3쪽`,
    noteFax: '팩스 2026-11-20 09:14  발신: 안성 사료공장',
    noteRow: (n: number, bags: number) =>
      `${String(n).padStart(2, '0')}  AN-${1000 + n * 7}  산란계 펠렛 16%  50 lb  ${bags}포`,
    noteReceived: '이상 없이 인수함',
    noteTotal: '합계 1,140포 - 57,000 lb',
    noteStamp: '인수 확인',
    labTitle: '시험 성적서',
    labLot: '제조번호 2631404 - 육계 후기 19% 크럼블',
    labRows: [
      ['조단백질', '19.2 %', '19.0 이상'],
      ['조지방', '4.1 %', '3.5 이상'],
      ['조섬유', '3.2 %', '5.0 이하'],
      ['칼슘', '0.91 %', '0.8 - 1.1'],
      ['인', '0.62 %', '0.55 이상'],
      ['수분', '11.4 %', '12.0 이하'],
    ],
    ticketTitle: '계근표',
    ticketLines: [
      '계근 번호 55102  2026-11-19 16:42',
      '차량 80가4471  산란계 가루 사료(벌크)',
      '총중량    38,420 kg',
      '공차중량  14,910 kg',
      '실중량    23,510 kg',
    ],
    ticketPaid: '정산 완료',
    photoLines: [
      '자돈 사료 21% 크럼블',
      '순중량 50 lb (22.7 kg)',
      '제조번호 2631404  유통기한 2027-05',
    ],
  },
};
type Lang = keyof typeof TEXTS;
type Texts = (typeof TEXTS)[Lang];

/** A page canvas: Korean pages draw their text from the font outlines. */
function page(lang: Lang, width: number, height: number, background: Rgb): Canvas {
  const c = new Canvas(width, height, background);
  if (lang === 'ko') c.font = outlineText();
  return c;
}
const WHITE: Rgb = [255, 255, 255];

/** PPM (P6) of an RGB canvas, PGM (P5) of its grey, or PBM (P4) of its ink (below 128). */
function netpbm(canvas: Canvas, kind: 'P4' | 'P5' | 'P6'): Buffer {
  const { width, height, pixels } = canvas;
  const header = Buffer.from(`${kind}\n${width} ${height}\n${kind === 'P4' ? '' : '255\n'}`);
  const grey = (i: number) =>
    Math.round(0.299 * pixels[i * 3]! + 0.587 * pixels[i * 3 + 1]! + 0.114 * pixels[i * 3 + 2]!);
  if (kind === 'P6') return Buffer.concat([header, Buffer.from(pixels)]);
  if (kind === 'P5')
    return Buffer.concat([
      header,
      Buffer.from(Array.from({ length: width * height }, (_, i) => grey(i))),
    ]);
  const rowBytes = Math.ceil(width / 8);
  const body = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (grey(y * width + x) < 128) body[y * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
  return Buffer.concat([header, body]);
}

function toTiff(canvas: Canvas, kind: 'P4' | 'P5' | 'P6', name: string): string {
  const input = join(work, `${name}.pnm`);
  const output = join(work, `${name}.tif`);
  writeFileSync(input, netpbm(canvas, kind));
  execFileSync('ppm2tiff', ['-c', 'none', '-R', kind === 'P4' ? '200' : '150', input, output]);
  return output;
}

function tiffcp(compression: string[], inputs: string[], name: string): void {
  execFileSync('tiffcp', [...compression, ...inputs, join(here, name)]);
}

/** A page of text lines in the pixel font: [text, scale] per line, from `top`. */
function lines(
  c: Canvas,
  left: number,
  top: number,
  rows: [string, number][],
  color = INK,
): number {
  let y = top;
  for (const [text, scale] of rows) {
    c.text(text, left, y, color, scale);
    y += scale * 12;
  }
  return y;
}

/** A faxed delivery note: 1728 dots wide (the fax standard), 200 dpi, three pages. */
function deliveryNote(lang: Lang, t: Texts): string[] {
  return [1, 2, 3].map((n) => {
    const c = page(lang, 1728, 2200, WHITE);
    c.strokeRect(60, 60, 1608, 2080, INK, 4);
    lines(c, 120, 120, [
      [t.noteTitle, 6],
      [t.notePage(n), 4],
      [t.noteFax, 3],
    ]);
    c.fillRect(120, 420, 1488, 6, INK);
    if (n < 3) {
      let y = 470;
      for (let row = 0; row < 18; row++) {
        const line = (n - 1) * 18 + row + 1;
        c.text(t.noteRow(line, 20 + (line % 9) * 5), 120, y, INK, 3);
        y += 80;
        c.fillRect(120, y - 24, 1488, 2, INK);
      }
    } else {
      lines(c, 120, 480, [
        [t.noteReceived, 5],
        [t.noteTotal, 4],
      ]);
      // A signature and a stamp.
      for (let i = 0; i < 400; i++) {
        const x = 160 + i * 1.6;
        c.fillRect(x, 900 + Math.sin(i / 18) * 40 + Math.sin(i / 5) * 12, 5, 5, INK);
      }
      c.strokeRect(1100, 820, 440, 200, INK, 6);
      c.text(t.noteStamp, 1150, 880, INK, 6);
      c.text('2026-11-20', 1170, 960, INK, 4);
    }
    return toTiff(c, 'P4', `fax-${lang}-${n}`);
  });
}

/** A laboratory report scanned in grey: 1275 x 1650 (A letter page at 150 dpi). */
function labReport(lang: Lang, t: Texts): string {
  const paper = hex('#f4f1ea');
  const c = page(lang, 1275, 1650, paper);
  lines(
    c,
    90,
    90,
    [
      [t.labTitle, 5],
      [t.labLot, 3],
    ],
    hex('#222222'),
  );
  const rows = t.labRows;
  rows.forEach(([name, value, spec], i) => {
    const y = 330 + i * 110;
    c.fillRect(90, y - 20, 1095, 2, hex('#777777'));
    c.text(name ?? '', 90, y, hex('#222222'), 3);
    c.text(value ?? '', 620, y, hex('#222222'), 3);
    c.text(spec ?? '', 900, y, hex('#555555'), 3);
  });
  // Uneven scan light across the page.
  for (let y = 0; y < c.height; y += 4) c.fillRect(0, y, 40, 4, hex('#d8d4cc'));
  return toTiff(c, 'P5', `lab-${lang}`);
}

/** A weighbridge ticket in colour: 1240 x 874 (A5 landscape at 150 dpi). */
function weighbridgeTicket(lang: Lang, t: Texts): string {
  const c = page(lang, 1240, 874, hex('#fff8d6'));
  c.fillRect(0, 0, 1240, 140, hex('#1f5fa8'));
  c.text(t.ticketTitle, 60, 45, WHITE, 5);
  lines(
    c,
    60,
    200,
    t.ticketLines.map((line, i): [string, number] => [line, i < 2 ? 3 : 4]),
    hex('#1d2733'),
  );
  c.fillEllipse(1000, 640, 130, 130, hex('#c0392b'), 0.8);
  c.textCentered(t.ticketPaid, 1000, 615, WHITE, 5);
  return toTiff(c, 'P6', `ticket-${lang}`);
}

/** A photo of a feed label, scanned in colour: 1000 x 750. */
function labelPhoto(lang: Lang, t: Texts): string {
  const c = page(lang, 1000, 750, hex('#6b8e4e'));
  for (let y = 0; y < 750; y += 6) c.fillRect(0, y, 1000, 3, hex('#5f7f45'), 0.5);
  c.fillRect(150, 110, 700, 530, hex('#f7f2e4'));
  c.strokeRect(150, 110, 700, 530, hex('#8a6d3b'), 6);
  lines(
    c,
    200,
    170,
    [
      ['AN NUTRITION', 5],
      [t.photoLines[0] ?? '', 3],
      [t.photoLines[1] ?? '', 3],
      [t.photoLines[2] ?? '', 2],
    ],
    hex('#3b2f1e'),
  );
  c.fillEllipse(700, 520, 80, 80, hex('#d4a017'));
  return toTiff(c, 'P6', `photo-${lang}`);
}

try {
  for (const lang of ['en', 'ko'] as const) {
    const t = TEXTS[lang];
    const file = (name: string) => (lang === 'en' ? `${name}.tif` : `${name}.${lang}.tif`);
    tiffcp(['-c', 'g4'], deliveryNote(lang, t), file('delivery-note-fax-g4'));
    tiffcp(['-c', 'lzw:2'], [labReport(lang, t)], file('lab-report-lzw'));
    tiffcp(['-c', 'zip:2'], [weighbridgeTicket(lang, t)], file('weighbridge-ticket-deflate'));
    tiffcp(['-c', 'jpeg:80', '-r', '16'], [labelPhoto(lang, t)], file('feed-label-photo-jpeg'));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
