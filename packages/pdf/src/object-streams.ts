/**
 * Packs a finished PDF's small objects into compressed object streams, with a compressed
 * cross-reference stream instead of the classic table (ISO 32000-1, 7.5.7 and 7.5.8; PDF 1.5).
 * PDFKit writes every object, each structure element of a tagged document included, as plain
 * text with a 20-byte line of the cross-reference table: a 5,995-row export has 6,500 of them.
 * Streams (page content, fonts, metadata) stay as they are; the objects, their numbers and the
 * trailer's entries do not change, so readers see the same document.
 */
import { zlibSync } from 'fflate';

/** Objects per object stream (more compress better; readers parse a whole stream at a time). */
const PER_STREAM = 200;

const latin1 = (bytes: Uint8Array, start = 0, end = bytes.length): string => {
  let text = '';
  for (let i = start; i < end; i += 8192)
    text += String.fromCharCode(...bytes.subarray(i, Math.min(end, i + 8192)));
  return text;
};

const ascii = (text: string): Uint8Array => {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
};

const STREAM_END = '\nendstream\nendobj\n';
const OBJECT_END = '\nendobj\n';

/**
 * The same document with object streams and a cross-reference stream; the input unchanged if
 * it is not a file as PDFKit writes it (one revision, classic table, generation 0, unencrypted).
 */
export function packObjects(pdf: Uint8Array): Uint8Array {
  // The table and trailer: the file's last few kilobytes per thousand objects, all ASCII.
  const xrefAt = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(latin1(pdf, pdf.length - 64))?.[1]);
  if (!Number.isFinite(xrefAt) || xrefAt <= 0) return pdf;
  const tail = latin1(pdf, xrefAt);
  const table = /^xref\n0 (\d+)\n([\s\S]*?)trailer\n<<([\s\S]*?)>>\nstartxref/.exec(tail);
  if (!table || /\/Encrypt|\/Prev/.test(table[3]!)) return pdf;
  const size = Number(table[1]);
  const entries = table[2]!.trim().split('\n');
  if (entries.length !== size) return pdf;
  const offsets: { id: number; at: number }[] = [];
  entries.forEach((line, id) => {
    const [offset, gen, kind] = line.trim().split(' ');
    if (kind === 'n' && gen === '00000') offsets.push({ id, at: Number(offset) });
    else if (id !== 0) throw new Error(`object ${id}: generation ${gen} ${kind}`);
  });
  if (offsets.length !== size - 1) return pdf;
  const trailer = (key: string) => new RegExp(`/${key} ([^\\n]+)`).exec(table[3]!)?.[1];
  const root = trailer('Root');
  if (!root) return pdf;

  // Each object runs from its offset to the next one's (PDFKit writes them back to back).
  offsets.sort((a, b) => a.at - b.at);
  const header = pdf.subarray(0, offsets[0]!.at);
  const kept: { id: number; bytes: Uint8Array }[] = [];
  const packed: { id: number; body: string }[] = [];
  offsets.forEach(({ id, at }, i) => {
    const end = offsets[i + 1]?.at ?? xrefAt;
    const head = `${id} 0 obj\n`;
    if (latin1(pdf, at, at + head.length) !== head) throw new Error(`object ${id} not at ${at}`);
    const tailText = latin1(pdf, Math.max(at, end - STREAM_END.length), end);
    if (tailText.endsWith(STREAM_END)) kept.push({ id, bytes: pdf.subarray(at, end) });
    else if (tailText.endsWith(OBJECT_END))
      packed.push({ id, body: latin1(pdf, at + head.length, end - OBJECT_END.length) });
    else throw new Error(`object ${id}: no endobj`);
  });

  const parts: Uint8Array[] = [header];
  let length = header.length;
  const write = (bytes: Uint8Array) => {
    parts.push(bytes);
    length += bytes.length;
  };
  /** Cross-reference entries by object number: [type, field 2, field 3]. */
  const xref: [number, number, number][] = [[0, 0, 0xffff]];
  for (const { id, bytes } of kept) {
    xref[id] = [1, length, 0];
    write(bytes);
  }
  let next = size;
  for (let start = 0; start < packed.length; start += PER_STREAM) {
    const group = packed.slice(start, start + PER_STREAM);
    const stream = next++;
    let index = '';
    let bodies = '';
    group.forEach(({ id, body }, n) => {
      index += `${id} ${bodies.length} `;
      bodies += `${body}\n`;
      xref[id] = [2, stream, n];
    });
    const data = zlibSync(ascii(`${index}\n${bodies}`), { level: 9 });
    xref[stream] = [1, length, 0];
    write(
      ascii(
        `${stream} 0 obj\n<<\n/Type /ObjStm\n/N ${group.length}\n/First ${index.length + 1}\n/Filter /FlateDecode\n/Length ${data.length}\n>>\nstream\n`,
      ),
    );
    write(data);
    write(ascii(STREAM_END));
  }
  // The cross-reference stream: 1 byte type, 4 bytes offset or stream, 2 bytes generation or index.
  const xrefId = next;
  xref[xrefId] = [1, length, 0];
  const rows = new Uint8Array((xrefId + 1) * 7);
  for (let id = 0; id <= xrefId; id += 1) {
    const [type, a, b] = xref[id] ?? [0, 0, 0];
    const row = id * 7;
    rows[row] = type;
    rows[row + 1] = (a >>> 24) & 0xff;
    rows[row + 2] = (a >>> 16) & 0xff;
    rows[row + 3] = (a >>> 8) & 0xff;
    rows[row + 4] = a & 0xff;
    rows[row + 5] = (b >>> 8) & 0xff;
    rows[row + 6] = b & 0xff;
  }
  const data = zlibSync(rows, { level: 9 });
  const info = trailer('Info');
  const id = trailer('ID');
  const xrefAtNew = length;
  write(
    ascii(
      `${xrefId} 0 obj\n<<\n/Type /XRef\n/Size ${xrefId + 1}\n/W [1 4 2]\n/Root ${root}\n${info ? `/Info ${info}\n` : ''}${id ? `/ID ${id}\n` : ''}/Filter /FlateDecode\n/Length ${data.length}\n>>\nstream\n`,
    ),
  );
  write(data);
  write(ascii(`${STREAM_END}startxref\n${xrefAtNew}\n%%EOF\n`));

  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
