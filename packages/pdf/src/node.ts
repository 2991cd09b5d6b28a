/**
 * The writer in Node: the package's own font files read once, so `createPdf(spec)` needs no
 * fonts from its caller (the reference API's documents, the demo data's files).
 */
import { readFileSync } from 'node:fs';
import type { PdfSpec } from './document-spec';
import { FontSet } from './fonts';
import { createPdf as createWithFonts } from './pdf';

export * from './pdf';

// src/node.ts and dist/node.js both sit one folder below the package's fonts/.
const fontFile = (name: string) => readFileSync(new URL(`../fonts/${name}`, import.meta.url));

let fonts: FontSet | null = null;

/** The package's fonts: Noto Sans and Noto Sans KR, regular and bold (subsets, see fonts/README.md). */
export function nodeFonts(): FontSet {
  fonts ??= new FontSet({
    regular: fontFile('NotoSans-Regular.ttf'),
    bold: fontFile('NotoSans-Bold.ttf'),
    hangul: fontFile('NotoSansKR-Regular.ttf'),
    hangulBold: fontFile('NotoSansKR-Bold.ttf'),
  });
  return fonts;
}

/** Creates a PDF document with the package's fonts. Deterministic, like the writer. */
export function createPdf(spec: PdfSpec): Uint8Array {
  return createWithFonts(spec, nodeFonts());
}
