/**
 * Test-only helpers of the support-case tests: a server over the fixture with a private upload
 * directory, a colleague of user A on A's first account, and multipart bodies built by hand (so
 * a test controls the order of the parts and what the file really contains).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import CFB from 'cfb';
import { strToU8, zipSync } from 'fflate';
import { createPdf, createPng } from '@anp/demo-data/files';
import { insertRows, type Db } from '../src/db/database';
import type { SupportLimits } from '../src/support/routes';
import { buildServer, type Api } from '../src/server';
import { testAuth } from './auth';
import { fixtureDb } from './fixture-db';
import { FIXTURE_NOW } from './test-server';

export interface SupportTestServer {
  app: Api;
  db: Db;
  uploadDir: string;
  tokenFor: Awaited<ReturnType<typeof testAuth>>['tokenFor'];
  /** The file names in the upload directory (what is on disk). */
  filesOnDisk(): string[];
  /** Removes every case and every stored file. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The fixture (user A in the US with 12 accounts, user B in Mexico) plus user C, a colleague of
 * A linked to A's first account only; the fixture's fixed clock.
 */
export async function supportTestServer(
  options: { limits?: Partial<SupportLimits>; now?: () => Date } = {},
): Promise<SupportTestServer> {
  const db = await fixtureDb();
  await insertRows(
    db,
    'users',
    [
      'id',
      'email',
      'first_name',
      'last_name',
      'locale',
      'language',
      'country',
      'user_type',
      'groups',
      'password_hash',
    ],
    [['u-c', 'c@test', 'Carla', 'Gamma', 'en_US', 'en', 'us', 'External', [], 'x']],
  );
  await insertRows(
    db,
    'user_accounts',
    ['user_id', 'account_id', 'is_primary', 'selected'],
    [['u-c', 'acc-u-a-0', true, true]],
  );
  const uploadDir = mkdtempSync(join(tmpdir(), 'anp-support-test-'));
  const { authenticate, tokenFor } = await testAuth();
  const app = await buildServer({
    db,
    authenticate,
    rateLimitPerMinute: 0,
    now: options.now ?? (() => new Date(FIXTURE_NOW)),
    uploadDir,
    ...(options.limits ? { supportLimits: options.limits } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    uploadDir,
    tokenFor,
    filesOnDisk: () => readdirSync(uploadDir).sort(),
    async reset() {
      await db.query('DELETE FROM customer_cases');
      for (const name of readdirSync(uploadDir)) rmSync(join(uploadDir, name), { force: true });
    },
    async close() {
      await app.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

export interface Part {
  name: string;
  value: string | Buffer;
  /** Makes the part a file. */
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body with its Content-Type header. */
export function multipartBody(parts: readonly Part[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----anp-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.filename !== undefined)
      head.push(`Content-Type: ${part.contentType ?? 'application/octet-stream'}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The six metadata fields of a case upload, then the file, as the kit sends them. */
export function uploadParts(
  caseId: string,
  docName: string,
  content: Buffer,
  overrides: Partial<Record<string, string>> = {},
): Part[] {
  const extension = docName.includes('.') ? (docName.split('.').pop() ?? '') : '';
  const metadata: Record<string, string> = {
    caseId,
    docName,
    docType: 'AnhComplaintsDoc',
    fileType: extension.toLowerCase(),
    langCode: 'en',
    type: 'CustomerCase',
    ...overrides,
  };
  return [
    ...Object.entries(metadata).map(([name, value]) => ({ name, value })),
    { name: 'file', value: content, filename: docName },
  ];
}

/** Small real files of each kind the tests upload. */
export const SAMPLE_FILES = {
  pdf: () => createPdf({ title: 'Delivery ticket', lines: ['Lot L261005M101, 20 bags'] }),
  png: () => createPng({ width: 4, height: 4, draw: (x, y) => [x * 60, y * 60, 90] }),
  jpeg: () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  /** A Windows executable's start ("MZ", then the DOS stub). */
  exe: () =>
    Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 0)]),
  csv: () => Buffer.from('lot,bags\nL261005M101,3\nL261005M102,1\n'),
  mp4: () =>
    Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom', 'latin1'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isommp41', 'latin1'),
    ]),
  /** A real (minimal) Word document: the parts a reader needs, deflated. */
  docx: () => officeZip(DOCX_MAIN),
  /** A real (minimal) OLE compound file holding a Workbook stream. */
  xls: () => oleFile({ Workbook: Buffer.alloc(600, 0x09) }),
};

const DOCX_MAIN =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const DOCM_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';

/** An OOXML word-processing package with the given main content type and extra parts. */
export function officeZip(mainType: string, extra: Record<string, Buffer> = {}): Buffer {
  const types = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${mainType}"/></Types>`;
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
  const doc = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Six bags torn</w:t></w:r></w:p></w:body></w:document>`;
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(types),
      '_rels/.rels': strToU8(rels),
      'word/document.xml': strToU8(doc),
      ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, new Uint8Array(v)])),
    }),
  );
}

/** An OLE compound file (doc, xls) with the given streams (paths like `Macros/VBA/dir`). */
export function oleFile(streams: Record<string, Buffer>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [path, content] of Object.entries(streams))
    CFB.utils.cfb_add(container, `/${path}`, content);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/**
 * Files that must never be attached, each under a name whose extension is accepted: polyglots,
 * active PDFs, macro-enabled Office files, markup in disguise, types lying about themselves.
 */
export const ABUSIVE_FILES: Record<string, { name: string; content: () => Buffer }> = {
  'PDF with a ZIP appended': {
    name: 'ticket.pdf',
    content: () => Buffer.concat([SAMPLE_FILES.pdf(), officeZip(DOCX_MAIN)]),
  },
  'JPEG with a ZIP appended': {
    name: 'photo.jpg',
    content: () => Buffer.concat([SAMPLE_FILES.jpeg(), officeZip(DOCX_MAIN)]),
  },
  'PNG with a ZIP appended': {
    name: 'photo.png',
    content: () => Buffer.concat([SAMPLE_FILES.png(), officeZip(DOCX_MAIN)]),
  },
  'PDF header then an HTML page': {
    name: 'ticket.pdf',
    content: () =>
      Buffer.from('%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n'),
  },
  'HTML page with %PDF- in its first kilobyte': {
    name: 'ticket.pdf',
    content: () => Buffer.from('<html><!-- %PDF-1.4 --><script>alert(1)</script></html>'),
  },
  'JPEG that is an HTML page after its marker': {
    name: 'photo.jpg',
    content: () => Buffer.concat([SAMPLE_FILES.jpeg(), Buffer.from('<script>alert(1)</script>')]),
  },
  'PNG with an SVG script inside': {
    name: 'photo.png',
    content: () =>
      Buffer.concat([SAMPLE_FILES.png(), Buffer.from('<svg onload="alert(1)"></svg>')]),
  },
  'PDF with JavaScript': {
    name: 'ticket.pdf',
    content: () =>
      Buffer.from(
        '%PDF-1.4\n1 0 obj <</Type/Catalog/OpenAction 2 0 R>> endobj\n2 0 obj <</S/JavaScript/JS(app.alert(1))>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
      ),
  },
  'PDF with escaped /J#61vaScript': {
    name: 'ticket.pdf',
    content: () =>
      Buffer.from(
        '%PDF-1.4\n1 0 obj <</Type/Catalog/OpenAction<</S/J#61vaScript/J#53(app.alert(1))>>>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
      ),
  },
  'PDF with a launch action': {
    name: 'ticket.pdf',
    content: () =>
      Buffer.from(
        '%PDF-1.4\n1 0 obj <</Type/Catalog/OpenAction<</S/Launch/F(cmd.exe)>>>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
      ),
  },
  'PDF with an embedded file': {
    name: 'ticket.pdf',
    content: () =>
      Buffer.from(
        '%PDF-1.4\n1 0 obj <</Type/Catalog/Names<</EmbeddedFiles 2 0 R>>>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
      ),
  },
  'PDF after a few bytes of junk': {
    name: 'ticket.pdf',
    content: () => Buffer.concat([Buffer.from('MZ\x90\x00junk'), SAMPLE_FILES.pdf()]),
  },
  'macro-enabled Word document named .docx': {
    name: 'report.docx',
    content: () =>
      officeZip(DOCM_MAIN, { 'word/vbaProject.bin': oleFile({ VBA: Buffer.from('x') }) }),
  },
  'Word document holding vbaProject.bin': {
    name: 'report.docx',
    content: () => officeZip(DOCX_MAIN, { 'word/vbaProject.bin': Buffer.from('vba') }),
  },
  'Word document embedding a macro-enabled workbook': {
    name: 'report.docx',
    content: () => officeZip(DOCX_MAIN, { 'word/embeddings/sheet.xlsm': Buffer.from('xlsm') }),
  },
  'old Word document with macros': {
    name: 'report.doc',
    content: () =>
      oleFile({ WordDocument: Buffer.alloc(600, 1), 'Macros/VBA/dir': Buffer.from('vba') }),
  },
  'old Excel sheet with a VBA project': {
    name: 'weights.xls',
    content: () =>
      oleFile({ Workbook: Buffer.alloc(600, 1), '_VBA_PROJECT_CUR/VBA/dir': Buffer.from('vba') }),
  },
  'docm under its own name': { name: 'report.docm', content: () => officeZip(DOCM_MAIN) },
  'xlsm under its own name': { name: 'weights.xlsm', content: () => officeZip(DOCM_MAIN) },
  'pptm under its own name': { name: 'slides.pptm', content: () => officeZip(DOCM_MAIN) },
  'Windows executable named .pdf': { name: 'ticket.pdf', content: () => SAMPLE_FILES.exe() },
  'Windows executable named .jpg': { name: 'photo.jpg', content: () => SAMPLE_FILES.exe() },
  'ZIP archive named .docx': {
    name: 'report.docx',
    content: () => Buffer.from(zipSync({ 'payload.exe': new Uint8Array(SAMPLE_FILES.exe()) })),
  },
  'PDF named .png': { name: 'photo.png', content: () => SAMPLE_FILES.pdf() },
  'HTML page named .txt': {
    name: 'notes.txt',
    content: () => Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'),
  },
  'SVG image named .csv': {
    name: 'lots.csv',
    content: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  },
  'XML named .txt': {
    name: 'notes.txt',
    content: () =>
      Buffer.from(
        '<?xml version="1.0"?><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>',
      ),
  },
  'bidi override hiding .exe': {
    name: 'invoice\u202Efdp.exe',
    content: () => SAMPLE_FILES.exe(),
  },
  'trailing dot hiding .exe': { name: 'ticket.exe.', content: () => SAMPLE_FILES.exe() },
  'path to an .exe': { name: '../../ticket.pdf/../evil.exe', content: () => SAMPLE_FILES.exe() },
  'zero-width joiner in the extension': {
    name: 'ticket.p\u200Ddf',
    content: () => SAMPLE_FILES.exe(),
  },
  'HEIC brand on a video': {
    name: 'photo.heic',
    content: () => SAMPLE_FILES.mp4(),
  },
};
