/**
 * What an uploaded case file really is (issue 12, Input): its type told by a maintained content
 * sniffer (file-type) rather than by a few magic bytes, and the files refused whatever their
 * extension says:
 * - polyglots: a file that is also a ZIP archive (an end-of-central-directory record near its
 *   end: a JPEG with an appended ZIP, a PDF carrying one), or whose first kilobyte holds HTML or
 *   script markup a browser would sniff (`<html`, `<script`, `<svg`, `<?php`, ...; in text files
 *   also an XML declaration);
 * - PDFs with active content: `/JavaScript`, `/JS`, `/Launch`, `/EmbeddedFile`, `/RichMedia`
 *   (names are read after undoing `#xx` escapes, so `/J#61vaScript` is caught too);
 * - macro-enabled Office files: OOXML whose content types say macro-enabled (docm, xlsm, ...)
 *   or that holds a `vbaProject.bin` or an embedded macro-enabled document; OLE (doc, xls)
 *   holding a VBA project (`Macros`, `_VBA_PROJECT_CUR`, `VBA` storages).
 * See docs/decisions.md "Issue 12: input" for what is not detected.
 */
import { readFile } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import { unzipSync } from 'fflate';
import CFB from 'cfb';
import type { FileKind } from './files';

/** Why a file is refused (the 415 message says it in words). */
export type ContentRefusal =
  | 'NOT_THE_TYPE'
  | 'POLYGLOT_ZIP'
  | 'POLYGLOT_MARKUP'
  | 'PDF_ACTIVE_CONTENT'
  | 'MACROS'
  | 'UNREADABLE';

/** The file-type extensions each accepted kind may be detected as. */
const DETECTED: Readonly<Record<Exclude<FileKind, 'text'>, readonly string[]>> = {
  pdf: ['pdf'],
  jpeg: ['jpg'],
  png: ['png'],
  tiff: ['tif'],
  heic: ['heic'],
  video: ['mp4', 'mov', 'm4v'],
  ole: ['cfb'],
  ooxml: ['docx', 'xlsx'],
};

/** OOXML types file-type names for macro-enabled documents. */
const MACRO_OOXML = new Set([
  'docm',
  'dotm',
  'xlsm',
  'xltm',
  'xlam',
  'pptm',
  'potm',
  'ppsm',
  'ppam',
]);

/**
 * Markup a browser's sniffer would take for a page (the HTML tags of the WHATWG MIME sniffing
 * rules, followed by a space or `>`, and SVG, PHP), looked for in the first kilobyte. One-letter
 * tags (`<a>`, `<b>`, `<p>`) are left out: a PDF's hex strings look like them.
 */
const MARKUP =
  /<(?:!doctype\s+html|html|head|script|iframe|h1|div|font|table|style|title|body|br|svg|!--|\?php)[\s>/]/i;
/**
 * An XML declaration: markup in a text file. Not looked for in binary files, whose metadata
 * (XMP in PDFs and photos) and OOXML parts are XML.
 */
const XML_DECLARATION = /<\?xml[\s?]/i;
const SNIFF_BYTES = 1024;

/** PDF names of active content. */
const PDF_ACTIVE = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia)(?![A-Za-z0-9])/;

/** ZIP's end-of-central-directory signature, and how far from the end it can start. */
const EOCD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const EOCD_WINDOW = 65_535 + 22;

function hasZipDirectory(data: Buffer): boolean {
  return data.subarray(Math.max(0, data.length - EOCD_WINDOW)).includes(EOCD);
}

/** The PDF's text with `#xx` name escapes undone, so an escaped name reads as itself. */
function pdfNames(data: Buffer): string {
  return data
    .toString('latin1')
    .replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Names of the entries of a ZIP archive (nothing is inflated), or null when it is unreadable. */
function zipEntries(data: Buffer): string[] | null {
  const names: string[] = [];
  try {
    unzipSync(data, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
    return names;
  } catch {
    return null;
  }
}

function ooxmlMacros(data: Buffer): boolean | null {
  const names = zipEntries(data);
  if (names === null) return null;
  return names.some((name) => {
    const lower = name.toLowerCase();
    const base = lower.split('/').pop() ?? '';
    return (
      base === 'vbaproject.bin' ||
      base === 'vbadata.xml' ||
      [...MACRO_OOXML].some((ext) => base.endsWith(`.${ext}`))
    );
  });
}

function oleMacros(data: Buffer): boolean | null {
  try {
    const container = CFB.read(data, { type: 'buffer' });
    return container.FullPaths.some((path) =>
      path
        .split('/')
        .some((part) =>
          ['macros', '_vba_project_cur', 'vba', '_vba_project'].includes(part.toLowerCase()),
        ),
    );
  } catch {
    return null;
  }
}

/**
 * Whether a stored file is what its kind promises and nothing else; null when it is, else why
 * not. Reads the file (at most the upload limit, 10 MB by default). Text files are checked
 * while they stream (UTF-8 without NUL bytes) and here only for markup.
 */
export async function contentRefusal(path: string, kind: FileKind): Promise<ContentRefusal | null> {
  const data = await readFile(path);
  return refusalOf(data, kind);
}

/** {@link contentRefusal} of bytes in memory. */
export async function refusalOf(data: Buffer, kind: FileKind): Promise<ContentRefusal | null> {
  const head = data.subarray(0, SNIFF_BYTES).toString('latin1');
  if (kind === 'text')
    return MARKUP.test(head) || XML_DECLARATION.test(head) ? 'POLYGLOT_MARKUP' : null;
  const detected = await fileTypeFromBuffer(data);
  if (kind === 'ooxml' && detected && MACRO_OOXML.has(detected.ext)) return 'MACROS';
  if (!detected || !DETECTED[kind].includes(detected.ext)) return 'NOT_THE_TYPE';
  if (kind !== 'ooxml' && hasZipDirectory(data)) return 'POLYGLOT_ZIP';
  // An OOXML file is XML parts in a ZIP: markup in its first kilobyte is its own.
  if (kind !== 'ooxml' && MARKUP.test(head)) return 'POLYGLOT_MARKUP';
  if (kind === 'pdf' && PDF_ACTIVE.test(pdfNames(data))) return 'PDF_ACTIVE_CONTENT';
  if (kind === 'ooxml') {
    const macros = ooxmlMacros(data);
    if (macros === null) return 'UNREADABLE';
    if (macros) return 'MACROS';
  }
  if (kind === 'ole') {
    const macros = oleMacros(data);
    if (macros === null) return 'UNREADABLE';
    if (macros) return 'MACROS';
  }
  return null;
}

/** The 415 message of a refusal. */
export function refusalMessage(refusal: ContentRefusal, name: string, extension: string): string {
  switch (refusal) {
    case 'NOT_THE_TYPE':
      return `The content of ${name} is not a .${extension} file`;
    case 'POLYGLOT_ZIP':
      return `${name} also holds a ZIP archive; attach the file alone`;
    case 'POLYGLOT_MARKUP':
      return `${name} holds web page or script markup; attach a plain .${extension} file`;
    case 'PDF_ACTIVE_CONTENT':
      return `${name} holds scripts, launch actions or embedded files; attach a plain PDF (print it to PDF again)`;
    case 'MACROS':
      return `${name} holds macros; save it without macros (.${extension}) and attach it again`;
    case 'UNREADABLE':
      return `${name} cannot be read as a .${extension} file`;
  }
}
