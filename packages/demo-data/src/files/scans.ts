import { readFileSync } from 'node:fs';

/**
 * The demo scans (issue 14): TIFF files as scanners and fax machines write them, made once with
 * libtiff's tools by `make-scans.ts` and committed in assets/scans/ (see assets/README.md).
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

const cache = new Map<ScanName, Buffer>();

/** The bytes of a demo scan, read on first use and then kept. */
export function scanTiff(name: ScanName): Buffer {
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = readFileSync(new URL(`../../assets/scans/${SCANS[name].file}`, import.meta.url));
    cache.set(name, bytes);
  }
  return bytes;
}
