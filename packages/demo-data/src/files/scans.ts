import { readFileSync } from 'node:fs';

/**
 * The demo scans (issue 14): TIFF files as scanners and fax machines write them, made once with
 * libtiff's tools by `make-scans.ts` and committed in assets/scans/ (see assets/README.md), in
 * English and, for Korea, in Korean (`*.ko.tif`).
 */
export const SCANS = {
  /** Three pages, bilevel, CCITT Group 4: a faxed, signed delivery note. */
  deliveryNote: { file: 'delivery-note-fax-g4.tif', pages: 3, compression: 4 },
  /** One page, 8-bit grey, LZW: a scanned certificate of analysis. */
  labReport: { file: 'lab-report-lzw.tif', pages: 1, compression: 5 },
  /** One page, RGB, Deflate: a weighbridge ticket. */
  weighbridgeTicket: { file: 'weighbridge-ticket-deflate.tif', pages: 1, compression: 8 },
  /** One page, YCbCr JPEG: a photo of a feed label. */
  labelPhoto: { file: 'feed-label-photo-jpeg.tif', pages: 1, compression: 7 },
} as const;

export type ScanName = keyof typeof SCANS;

/** The languages the scans are written in. */
export type ScanLang = 'en' | 'ko';

/** The file of a scan in a language: `lab-report-lzw.tif`, `lab-report-lzw.ko.tif`. */
export const scanFile = (name: ScanName, lang: ScanLang = 'en'): string =>
  lang === 'en' ? SCANS[name].file : SCANS[name].file.replace(/\.tif$/, `.${lang}.tif`);

const cache = new Map<string, Buffer>();

/** The bytes of a demo scan, read on first use and then kept. */
export function scanTiff(name: ScanName, lang: ScanLang = 'en'): Buffer {
  const file = scanFile(name, lang);
  let bytes = cache.get(file);
  if (!bytes) {
    bytes = readFileSync(new URL(`../../assets/scans/${file}`, import.meta.url));
    cache.set(file, bytes);
  }
  return bytes;
}
