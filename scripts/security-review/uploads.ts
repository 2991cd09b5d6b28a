/**
 * Upload abuses on the support-case upload (POST /api/users/account/customerCase/{id}/documents):
 * content that is not what its extension says, polyglots, macro-enabled Office files, EICAR,
 * empty and oversize files, file names with bidi controls or path parts, oversize or too many
 * multipart fields and files, and other people's or submitted cases.
 *
 * Each abuse says what a correct server does: refuse it (any 4xx), or accept it only with a
 * cleaned name, or accept it only when it is then served as a harmless attachment. Anything
 * else is a wrong accept.
 */
import http2 from 'node:http2';
import { randomBytes } from 'node:crypto';
import { zipSync, strToU8 } from 'fflate';
import type { Client, Reply, Tally } from './http';
import { openDraft } from './support';

export interface FilePart {
  name: string;
  type: string;
  content: Buffer;
  /** The multipart field name (default `file`). */
  field?: string;
}

/** A multipart/form-data body: the text fields in order, then the files. */
export function multipartBody(
  fields: Record<string, string>,
  files: FilePart | FilePart[],
  options: { boundary?: string; unterminated?: boolean } = {},
): { body: Buffer; contentType: string } {
  const boundary = options.boundary ?? `----anpReview${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  for (const file of Array.isArray(files) ? files : [files]) {
    // The name is sent as the browser would: quotes and line breaks percent-encoded.
    const name = file.name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  if (!options.unterminated) parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

// --- Files -------------------------------------------------------------------------------------

/** A small, well-formed one-page PDF (objects, xref table, trailer). */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const HTML = '<!doctype html><html><body><script>alert(document.domain)</script></body></html>\n';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
  Buffer.from([0xff, 0xd9]),
]);
const EXE = Buffer.concat([
  Buffer.from('MZ\x90\0\x03\0\0\0', 'latin1'),
  Buffer.alloc(120),
  Buffer.from('This program cannot be run in DOS mode.'),
]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(56)]);
// The standard anti-virus test string, assembled so this source file is not itself flagged.
const EICAR = Buffer.from(
  ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*'].join(''),
);
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

const CONTENT_TYPES = (main: string, macro = false) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${macro ? '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>' : ''}<Override PartName="/${main}" ContentType="${macro ? (main.startsWith('word') ? 'application/vnd.ms-word.document.macroEnabled.main+xml' : 'application/vnd.ms-excel.sheet.macroEnabled.main+xml') : main.startsWith('word') ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'}"/></Types>`;

/** An OOXML package (docx or xlsx), with a VBA project when `macro`. */
function officeZip(kind: 'word' | 'excel', macro: boolean): Buffer {
  const main = kind === 'word' ? 'word/document.xml' : 'xl/workbook.xml';
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(CONTENT_TYPES(main, macro)),
    '_rels/.rels': strToU8(
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${main}"/></Relationships>`,
    ),
    [main]: strToU8(
      kind === 'word'
        ? '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Claim</w:t></w:r></w:p></w:body></w:document>'
        : '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
    ),
  };
  if (macro)
    files[kind === 'word' ? 'word/vbaProject.bin' : 'xl/vbaProject.bin'] = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.from('Attribute VB_Name = "ThisDocument"\nSub AutoOpen()\nShell "calc"\nEnd Sub'),
    ]);
  return Buffer.from(zipSync(files));
}

/** A plain ZIP whose first entry's name puts `%PDF-` within its first kilobyte. */
const zipWithPdfMarker = () =>
  Buffer.from(zipSync({ '%PDF-1.4.txt': strToU8('not a pdf'), 'payload.html': strToU8(HTML) }));

const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

// --- Abuses ------------------------------------------------------------------------------------

type Expect = 'refuse' | 'clean-name' | 'safe-download';

interface Abuse {
  label: string;
  expect: Expect;
  /** docName and the file; fileType follows docName's extension unless given. */
  docName: string;
  content: Buffer;
  mime?: string;
  fileType?: string;
  /** Changes the request: extra fields, other parts, another case. */
  shape?:
    | 'two-files'
    | 'other-field'
    | 'huge-field'
    | 'many-fields'
    | 'no-metadata'
    | 'json'
    | 'unterminated'
    | 'case-mismatch';
  caseId?: 'foreign' | 'submitted';
}

const ext = (name: string) => {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
};

function abuses(maxFileBytes: number): Abuse[] {
  const pdf = minimalPdf();
  const text = Buffer.from('Lot L261015A101: 6 torn bags\n');
  return [
    // Content that is not what the name says.
    {
      label: 'HTML named .pdf',
      expect: 'refuse',
      docName: 'claim.pdf',
      content: Buffer.from(HTML),
    },
    {
      label: '%PDF- prefix on HTML',
      expect: 'refuse',
      docName: 'claim.pdf',
      content: Buffer.from(`%PDF-1.7\n${HTML}`),
    },
    {
      label: 'HTML, then %PDF- after 300 bytes',
      expect: 'refuse',
      docName: 'claim.pdf',
      content: Buffer.from(`${HTML.padEnd(300, ' ')}%PDF-1.4\n`),
    },
    {
      label: 'PDF+ZIP polyglot',
      expect: 'refuse',
      docName: 'claim.pdf',
      content: Buffer.concat([pdf, Buffer.from(zipSync({ 'x.html': strToU8(HTML) }))]),
    },
    {
      label: 'PDF+HTML polyglot',
      expect: 'refuse',
      docName: 'claim.pdf',
      content: Buffer.concat([pdf, Buffer.from(HTML)]),
    },
    {
      label: 'ZIP with %PDF- in its first kilobyte',
      expect: 'refuse',
      docName: 'claim.pdf',
      content: zipWithPdfMarker(),
    },
    { label: 'PNG named .jpg', expect: 'refuse', docName: 'photo.jpg', content: PNG },
    { label: 'JPEG named .png', expect: 'refuse', docName: 'photo.png', content: JPEG },
    { label: 'PDF named .docx', expect: 'refuse', docName: 'claim.docx', content: pdf },
    {
      label: 'plain ZIP named .docx',
      expect: 'refuse',
      docName: 'claim.docx',
      content: Buffer.from(zipSync({ 'a.txt': strToU8('a') })),
    },
    {
      label: 'Windows executable named .pdf',
      expect: 'refuse',
      docName: 'claim.pdf',
      content: EXE,
    },
    {
      label: 'Windows executable named .txt',
      expect: 'refuse',
      docName: 'notes.txt',
      content: EXE,
    },
    { label: 'ELF binary named .jpg', expect: 'refuse', docName: 'photo.jpg', content: ELF },
    {
      label: 'SVG with script named .png',
      expect: 'refuse',
      docName: 'photo.png',
      content: Buffer.from(SVG),
    },
    {
      label: 'HTML named .PDF (upper case)',
      expect: 'refuse',
      docName: 'CLAIM.PDF',
      content: Buffer.from(HTML),
    },
    {
      label: "fileType that is not the name's",
      expect: 'refuse',
      docName: 'notes.pdf',
      content: pdf,
      fileType: 'txt',
    },
    // Types that are never accepted.
    { label: '.svg file', expect: 'refuse', docName: 'label.svg', content: Buffer.from(SVG) },
    { label: '.html file', expect: 'refuse', docName: 'claim.html', content: Buffer.from(HTML) },
    { label: '.exe file', expect: 'refuse', docName: 'setup.exe', content: EXE },
    { label: '.js file', expect: 'refuse', docName: 'app.js', content: Buffer.from('alert(1)') },
    {
      label: 'double extension .pdf.exe',
      expect: 'refuse',
      docName: 'invoice.pdf.exe',
      content: EXE,
    },
    {
      label: 'double extension .jpg.html',
      expect: 'refuse',
      docName: 'photo.jpg.html',
      content: Buffer.from(HTML),
    },
    { label: 'no extension', expect: 'refuse', docName: 'README', content: text },
    { label: 'trailing dot', expect: 'refuse', docName: 'claim.pdf.', content: pdf },
    // Macro-enabled Office.
    { label: '.docm', expect: 'refuse', docName: 'claim.docm', content: officeZip('word', true) },
    { label: '.xlsm', expect: 'refuse', docName: 'lots.xlsm', content: officeZip('excel', true) },
    {
      label: '.docx with vbaProject.bin',
      expect: 'refuse',
      docName: 'claim.docx',
      content: officeZip('word', true),
    },
    {
      label: '.xlsx with vbaProject.bin',
      expect: 'refuse',
      docName: 'lots.xlsx',
      content: officeZip('excel', true),
    },
    // Malware test text, empty and oversize files.
    {
      label: 'EICAR test text as .txt',
      expect: 'safe-download',
      docName: 'eicar.txt',
      content: EICAR,
    },
    { label: 'EICAR test text as .pdf', expect: 'refuse', docName: 'eicar.pdf', content: EICAR },
    {
      label: 'HTML as .txt',
      expect: 'safe-download',
      docName: 'page.txt',
      content: Buffer.from(HTML),
    },
    { label: 'zero bytes .pdf', expect: 'refuse', docName: 'empty.pdf', content: Buffer.alloc(0) },
    { label: 'zero bytes .txt', expect: 'refuse', docName: 'empty.txt', content: Buffer.alloc(0) },
    {
      label: 'one byte over the size limit',
      expect: 'refuse',
      docName: 'big.txt',
      content: Buffer.alloc(maxFileBytes + 1, 0x61),
    },
    // Names.
    {
      label: 'bidi override in the name',
      expect: 'clean-name',
      docName: 'invoice\u202Efdp.txt',
      content: text,
    },
    {
      label: 'bidi isolate in the name',
      expect: 'clean-name',
      docName: 'report\u2067txt.exe\u2069.txt',
      content: text,
    },
    {
      label: 'path traversal in the name',
      expect: 'clean-name',
      docName: '../../../../etc/cron.d/anp.txt',
      content: text,
    },
    {
      label: 'Windows path in the name',
      expect: 'clean-name',
      docName: '..\\..\\Windows\\win.ini.txt',
      content: text,
    },
    { label: 'NUL in the name', expect: 'refuse', docName: 'claim.txt\u0000.exe', content: text },
    {
      label: 'line break in the name',
      expect: 'clean-name',
      docName: 'claim\r\nContent-Type: text/html.txt',
      content: text,
    },
    {
      label: 'name of 300 characters',
      expect: 'clean-name',
      docName: `${'a'.repeat(296)}.txt`,
      content: text,
    },
    // The form itself.
    {
      label: 'two files in one upload',
      expect: 'refuse',
      docName: 'a.txt',
      content: text,
      shape: 'two-files',
    },
    {
      label: 'the file under another field',
      expect: 'refuse',
      docName: 'a.txt',
      content: text,
      shape: 'other-field',
    },
    {
      label: 'a 100 KB field',
      expect: 'refuse',
      docName: 'a.txt',
      content: text,
      shape: 'huge-field',
    },
    {
      label: '40 extra fields',
      expect: 'refuse',
      docName: 'a.txt',
      content: text,
      shape: 'many-fields',
    },
    {
      label: 'no metadata fields',
      expect: 'refuse',
      docName: 'a.txt',
      content: text,
      shape: 'no-metadata',
    },
    {
      label: 'JSON instead of a form',
      expect: 'refuse',
      docName: 'a.txt',
      content: text,
      shape: 'json',
    },
    {
      label: 'a form without its closing boundary',
      expect: 'refuse',
      docName: 'a.txt',
      content: text,
      shape: 'unterminated',
    },
    {
      label: "caseId field of another user's draft",
      expect: 'refuse',
      docName: 'a.txt',
      content: text,
      shape: 'case-mismatch',
    },
    {
      label: "another user's draft",
      expect: 'refuse',
      docName: 'a.txt',
      content: text,
      caseId: 'foreign',
    },
    {
      label: 'a submitted case',
      expect: 'refuse',
      docName: 'a.txt',
      content: text,
      caseId: 'submitted',
    },
  ];
}

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  txt: 'text/plain',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface UploadResult {
  abuses: number;
  wronglyAccepted: number;
  details: string[];
  /** Answers by status, for the report. */
  statuses: Record<string, number>;
  notes: string[];
}

/** A large body over HTTP/2 through the portal's proxy (the stack once answered 502). */
async function http2Upload(
  origin: string,
  path: string,
  token: string,
  body: Buffer,
  contentType: string,
): Promise<number> {
  // Room for the whole body in this client's session: Node's 10 MB default made the client
  // reset its own stream (ENHANCE_YOUR_CALM) before it read the server's answer.
  const session = http2.connect(origin, { rejectUnauthorized: false, maxSessionMemory: 128 });
  try {
    return await new Promise<number>((resolve, reject) => {
      const stream = session.request({
        ':method': 'POST',
        ':path': path,
        authorization: `Bearer ${token}`,
        'content-type': contentType,
        'content-length': String(body.length),
      });
      let status = 0;
      stream.on('response', (headers) => {
        status = Number(headers[':status']);
      });
      stream.on('data', () => undefined);
      stream.on('end', () => resolve(status));
      stream.on('error', (error) => (status ? resolve(status) : reject(error)));
      // A stream reset before any answer: refused, but without the 413 a client can show.
      stream.on('close', () =>
        status ? resolve(status) : reject(new Error(`reset, code ${stream.rstCode}`)),
      );
      stream.end(body);
    });
  } finally {
    session.close();
  }
}

export async function uploadAbuses(
  client: Client & { token?: string },
  options: { foreignDraftId: string | null; maxFileBytes: number; tally: Tally },
): Promise<UploadResult> {
  const result: UploadResult = {
    abuses: 0,
    wronglyAccepted: 0,
    details: [],
    statuses: {},
    notes: [],
  };
  const cases = (await client.send('/api/users/account/customerCase?limit=20')).json<{
    cases: { id: string; status: string }[];
  }>();
  const submitted = cases?.cases.find((c) => c.status !== 'Draft')?.id ?? null;
  let draft = await openDraft(client);
  let onDraft = 0;
  if (!draft) throw new Error(`${client.name} cannot open a draft case`);

  const upload = async (
    caseId: string,
    form: { body: Buffer; contentType: string },
    malformed = false,
  ) =>
    client.send(`/api/users/account/customerCase/${encodeURIComponent(caseId)}/documents`, {
      method: 'POST',
      headers: { 'content-type': form.contentType },
      body: form.body,
      malformed,
      timeoutMs: 60_000,
    });
  const metadata = (caseId: string, docName: string, fileType: string) => ({
    caseId,
    docName,
    docType: 'AnhComplaintsDoc',
    fileType,
    langCode: 'en',
    type: 'CustomerCase',
  });

  // First, files that must be accepted: a refusal of everything would prove nothing.
  for (const [name, content] of [
    ['lots.txt', Buffer.from('L261015A101\n')],
    ['claim.pdf', minimalPdf()],
  ] as const) {
    const reply = await upload(
      draft,
      multipartBody(metadata(draft, name, ext(name)), {
        name,
        type: MIME[ext(name)] ?? 'application/octet-stream',
        content,
      }),
    );
    if (reply.status !== 201)
      throw new Error(
        `a plain ${name} upload was refused (${reply.status} ${reply.text.slice(0, 200)}): the upload route is broken`,
      );
    onDraft += 1;
  }

  const judge = async (abuse: Abuse, reply: Reply) => {
    result.abuses += 1;
    const key = String(reply.status);
    result.statuses[key] = (result.statuses[key] ?? 0) + 1;
    if (reply.status < 200 || reply.status >= 300) return;
    onDraft += 1;
    const doc = reply.json<{ id: string; docName: string; caseId?: string }>();
    let wrong: string | null = null;
    if (abuse.expect === 'refuse') wrong = `accepted (${reply.status})`;
    else if (abuse.expect === 'clean-name') {
      const name = doc?.docName ?? '';
      // Cleaned, not refused (issue 12): no bidi or control characters, no path parts, at most
      // 255 characters.
      if (
        BIDI.test(name) ||
        // eslint-disable-next-line no-control-regex -- control characters are what is checked
        /[\u0000-\u001f\u007f]/.test(name) ||
        /[\\/]/.test(name) ||
        name.split(/[\\/]/).includes('..') ||
        name.length > 255
      )
        wrong = `accepted with the name kept: ${JSON.stringify(name)}`;
    } else if (abuse.expect === 'safe-download' && doc) {
      const download = await client.send(
        `/api/users/account/customerCase/${encodeURIComponent(draft ?? '')}/documents/${encodeURIComponent(doc.id)}/download`,
      );
      const type = String(download.headers['content-type'] ?? '');
      const disposition = String(download.headers['content-disposition'] ?? '');
      if (
        !disposition.startsWith('attachment') ||
        download.headers['x-content-type-options'] !== 'nosniff' ||
        /html|svg|xml|javascript/i.test(type)
      )
        wrong = `served as ${type}, ${disposition || 'inline'}`;
    }
    if (wrong) {
      result.wronglyAccepted += 1;
      result.details.push(`${abuse.label}: ${wrong}`);
    }
  };

  for (const abuse of abuses(options.maxFileBytes)) {
    if (onDraft >= 8) {
      draft = (await openDraft(client)) ?? draft;
      onDraft = 0;
    }
    const caseId =
      abuse.caseId === 'foreign'
        ? options.foreignDraftId
        : abuse.caseId === 'submitted'
          ? submitted
          : draft;
    if (!caseId) continue;
    const fileType = abuse.fileType ?? ext(abuse.docName);
    const meta = metadata(caseId, abuse.docName, fileType);
    const file: FilePart = {
      name: abuse.docName,
      type: abuse.mime ?? MIME[ext(abuse.docName)] ?? 'application/octet-stream',
      content: abuse.content,
    };
    let form: { body: Buffer; contentType: string };
    let malformed = false;
    switch (abuse.shape) {
      case 'two-files':
        form = multipartBody(meta, [file, { ...file, name: 'b.txt' }]);
        break;
      case 'other-field':
        form = multipartBody(meta, { ...file, field: 'upload' });
        break;
      case 'huge-field':
        form = multipartBody({ ...meta, docName: `${'a'.repeat(100_000)}.txt` }, file);
        malformed = true;
        break;
      case 'many-fields':
        form = multipartBody(
          {
            ...meta,
            ...Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`extra${i}`, 'x'])),
          },
          file,
        );
        malformed = true;
        break;
      case 'no-metadata':
        form = multipartBody({}, file);
        break;
      case 'json':
        form = {
          body: Buffer.from(JSON.stringify({ ...meta, file: 'aGVsbG8=' })),
          contentType: 'application/json',
        };
        malformed = true;
        break;
      case 'unterminated':
        form = multipartBody(meta, file, { unterminated: true });
        malformed = true;
        break;
      case 'case-mismatch':
        form = multipartBody({ ...meta, caseId: options.foreignDraftId ?? 'another-case' }, file);
        break;
      default:
        form = multipartBody(meta, file);
    }
    await judge(abuse, await upload(caseId, form, malformed));
  }

  // Too many files: a fresh draft filled to its limit, then one more.
  const full = await openDraft(client);
  if (full) {
    let accepted = 0;
    for (let i = 0; i < 12 && accepted <= 10; i += 1) {
      const name = `lot-${i}.txt`;
      const reply = await upload(
        full,
        multipartBody(metadata(full, name, 'txt'), {
          name,
          type: 'text/plain',
          content: Buffer.from(`lot ${i}\n`),
        }),
      );
      if (reply.status === 201) accepted += 1;
      else break;
    }
    const reply = await upload(
      full,
      multipartBody(metadata(full, 'one-more.txt', 'txt'), {
        name: 'one-more.txt',
        type: 'text/plain',
        content: Buffer.from('x\n'),
      }),
    );
    onDraft = 0;
    await judge(
      {
        label: `file ${accepted + 1} on one case`,
        expect: 'refuse',
        docName: 'one-more.txt',
        content: Buffer.alloc(0),
      },
      reply,
    );
  }

  // 50 MB over HTTP/2 through the proxy: a 413, not a 5xx.
  if (client.token && draft) {
    const big = multipartBody(metadata(draft, 'huge.txt', 'txt'), {
      name: 'huge.txt',
      type: 'text/plain',
      content: Buffer.alloc(50 * 1024 * 1024, 0x61),
    });
    let status: number;
    try {
      status = await http2Upload(
        client.origin,
        `/api/users/account/customerCase/${draft}/documents`,
        client.token,
        big.body,
        big.contentType,
      );
    } catch (error) {
      status = 0;
      result.notes.push(
        `50 MB over HTTP/2: no answer, the stream was reset (${(error as Error).message})`,
      );
    }
    options.tally.requests += 1;
    if (status >= 500)
      options.tally.fiveXx.push({
        method: 'POST (HTTP/2)',
        path: '/api/users/account/customerCase/{draft}/documents (50 MB)',
        status,
        body: '',
      });
    await judge(
      {
        label: '50 MB over HTTP/2',
        expect: 'refuse',
        docName: 'huge.txt',
        content: Buffer.alloc(0),
      },
      { status, headers: {}, body: Buffer.alloc(0), text: '', ms: 0, json: () => null },
    );
  }
  return result;
}
