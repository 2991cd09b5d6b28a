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
 * into assets/scans/. Run once from the repository (Debian 12: `apt-get install libtiff-tools`,
 * libtiff 4.5), then commit the files (scans.ts reads them):
 *   npx tsx --conditions=@anp/source packages/demo-data/src/files/make-scans.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Canvas, hex, type Rgb } from './raster';

const here = fileURLToPath(new URL('../../assets/scans/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'anp-scans-'));
const INK: Rgb = [0, 0, 0];
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
function deliveryNote(): string[] {
  return [1, 2, 3].map((page) => {
    const c = new Canvas(1728, 2200, WHITE);
    c.strokeRect(60, 60, 1608, 2080, INK, 4);
    lines(c, 120, 120, [
      ['AN NUTRITION - DELIVERY NOTE', 6],
      [`DN 80045123 - PAGE ${page} OF 3`, 4],
      ['FAX 2026-11-20 09:14  FROM AMARILLO FEED MILL', 3],
    ]);
    c.fillRect(120, 420, 1488, 6, INK);
    if (page < 3) {
      let y = 470;
      for (let row = 0; row < 18; row++) {
        const n = (page - 1) * 18 + row + 1;
        c.text(
          `${String(n).padStart(2, '0')}  AN-${1000 + n * 7}  LAYER PELLET 16%  50 LB  ${20 + (n % 9) * 5} BAGS`,
          120,
          y,
          INK,
          3,
        );
        y += 80;
        c.fillRect(120, y - 24, 1488, 2, INK);
      }
    } else {
      lines(c, 120, 480, [
        ['RECEIVED IN GOOD ORDER', 5],
        ['TOTAL 1,140 BAGS - 57,000 LB', 4],
      ]);
      // A signature and a stamp.
      for (let i = 0; i < 400; i++) {
        const x = 160 + i * 1.6;
        c.fillRect(x, 900 + Math.sin(i / 18) * 40 + Math.sin(i / 5) * 12, 5, 5, INK);
      }
      c.strokeRect(1100, 820, 440, 200, INK, 6);
      c.text('RECEIVED', 1150, 880, INK, 6);
      c.text('2026-11-20', 1170, 960, INK, 4);
    }
    return toTiff(c, 'P4', `fax-${page}`);
  });
}

/** A laboratory report scanned in grey: 1275 x 1650 (A letter page at 150 dpi). */
function labReport(): string {
  const paper = hex('#f4f1ea');
  const c = new Canvas(1275, 1650, paper);
  lines(
    c,
    90,
    90,
    [
      ['CERTIFICATE OF ANALYSIS', 5],
      ['LOT 2631404 - BROILER FINISHER CRUMBLE 19%', 3],
    ],
    hex('#222222'),
  );
  const rows = [
    ['CRUDE PROTEIN', '19.2 %', '19.0 MIN'],
    ['CRUDE FAT', '4.1 %', '3.5 MIN'],
    ['CRUDE FIBRE', '3.2 %', '5.0 MAX'],
    ['CALCIUM', '0.91 %', '0.8 - 1.1'],
    ['PHOSPHORUS', '0.62 %', '0.55 MIN'],
    ['MOISTURE', '11.4 %', '12.0 MAX'],
  ];
  rows.forEach(([name, value, spec], i) => {
    const y = 330 + i * 110;
    c.fillRect(90, y - 20, 1095, 2, hex('#777777'));
    c.text(name ?? '', 90, y, hex('#222222'), 3);
    c.text(value ?? '', 620, y, hex('#222222'), 3);
    c.text(spec ?? '', 900, y, hex('#555555'), 3);
  });
  // Uneven scan light across the page.
  for (let y = 0; y < c.height; y += 4) c.fillRect(0, y, 40, 4, hex('#d8d4cc'));
  return toTiff(c, 'P5', 'lab');
}

/** A weighbridge ticket in colour: 1240 x 874 (A5 landscape at 150 dpi). */
function weighbridgeTicket(): string {
  const c = new Canvas(1240, 874, hex('#fff8d6'));
  c.fillRect(0, 0, 1240, 140, hex('#1f5fa8'));
  c.text('WEIGHBRIDGE TICKET', 60, 45, WHITE, 5);
  lines(
    c,
    60,
    200,
    [
      ['TICKET 55102  2026-11-19 16:42', 3],
      ['TRUCK TX-4471  BULK LAYER MASH', 3],
      ['GROSS   38,420 KG', 4],
      ['TARE    14,910 KG', 4],
      ['NET     23,510 KG', 4],
    ],
    hex('#1d2733'),
  );
  c.fillEllipse(1000, 640, 130, 130, hex('#c0392b'), 0.8);
  c.textCentered('PAID', 1000, 615, WHITE, 5);
  return toTiff(c, 'P6', 'ticket');
}

/** A photo of a feed label, scanned in colour: 1000 x 750. */
function labelPhoto(): string {
  const c = new Canvas(1000, 750, hex('#6b8e4e'));
  for (let y = 0; y < 750; y += 6) c.fillRect(0, y, 1000, 3, hex('#5f7f45'), 0.5);
  c.fillRect(150, 110, 700, 530, hex('#f7f2e4'));
  c.strokeRect(150, 110, 700, 530, hex('#8a6d3b'), 6);
  lines(
    c,
    200,
    170,
    [
      ['AN NUTRITION', 5],
      ['PIG STARTER CRUMBLE 21%', 3],
      ['NET WT 50 LB (22.7 KG)', 3],
      ['LOT 2631404  BEST BEFORE 2027-05', 2],
    ],
    hex('#3b2f1e'),
  );
  c.fillEllipse(700, 520, 80, 80, hex('#d4a017'));
  return toTiff(c, 'P6', 'photo');
}

try {
  tiffcp(['-c', 'g4'], deliveryNote(), 'delivery-note-fax-g4.tif');
  tiffcp(['-c', 'lzw:2'], [labReport()], 'lab-report-lzw.tif');
  tiffcp(['-c', 'zip:2'], [weighbridgeTicket()], 'weighbridge-ticket-deflate.tif');
  tiffcp(['-c', 'jpeg:80', '-r', '16'], [labelPhoto()], 'feed-label-photo-jpeg.tif');
} finally {
  rmSync(work, { recursive: true, force: true });
}
