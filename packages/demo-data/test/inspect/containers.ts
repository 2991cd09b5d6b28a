/** Container readers: MP4 (ISO BMFF) boxes and the classic-xref PDF check. */
import { inflateSync } from 'node:zlib';

export interface Mp4Box {
  type: string;
  offset: number;
  size: number;
  children: Mp4Box[];
}

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts', 'dinf', 'udta']);

/** Parses ISO BMFF boxes (recursing into the usual containers and into stsd entries). */
export function mp4Boxes(file: Buffer, start = 0, end = file.length): Mp4Box[] {
  const boxes: Mp4Box[] = [];
  let at = start;
  while (at < end) {
    let size = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      size = Number(file.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end)
      throw new Error(`box ${type} at ${at} overruns its parent`);
    let children: Mp4Box[] = [];
    if (CONTAINERS.has(type)) children = mp4Boxes(file, at + header, at + size);
    else if (type === 'stsd')
      children = mp4Boxes(file, at + header + 8, at + size); // full box + entry count
    else if (type === 'avc1') children = mp4Boxes(file, at + header + 78, at + size); // VisualSampleEntry fields
    boxes.push({ type, offset: at, size, children });
    at += size;
  }
  return boxes;
}

/** Depth-first search for a box type. */
export function findBox(boxes: Mp4Box[], type: string): Mp4Box | undefined {
  for (const box of boxes) {
    if (box.type === type) return box;
    const inner = findBox(box.children, type);
    if (inner) return inner;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// PDF

export interface PdfCheck {
  /** Object number to byte offset, from the xref table. */
  offsets: Map<number, number>;
  /** The /Size of the trailer. */
  size: number;
  /** Streams in file order, inflated where /FlateDecode (fonts and content alike). */
  streams: string[];
  /** The /Count of the page tree. */
  pageCount: number;
}

/**
 * Checks a classic-xref PDF: header, `%%EOF`, `startxref` pointing at `xref`, every in-use entry
 * pointing at `N 0 obj`, every stream's /Length matching its data. Throws on the first problem.
 */
export function checkPdf(file: Buffer): PdfCheck {
  const text = file.toString('latin1');
  if (!text.startsWith('%PDF-1.')) throw new Error('missing %PDF header');
  if (!/%%EOF\s*$/.test(text)) throw new Error('missing %%EOF');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  const xrefAt = Number(startxref?.[1] ?? -1);
  if (text.slice(xrefAt, xrefAt + 4) !== 'xref')
    throw new Error('startxref does not point at xref');
  const header = /^xref\s+(\d+) (\d+)\s+/.exec(text.slice(xrefAt));
  const first = Number(header?.[1] ?? 0);
  const count = Number(header?.[2] ?? 0);
  const entriesAt = xrefAt + (header?.[0].length ?? 0);
  const offsets = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    const entry = text.slice(entriesAt + i * 20, entriesAt + (i + 1) * 20);
    const match = /^(\d{10}) (\d{5}) ([nf])(?: \n| \r|\r\n)$/.exec(entry);
    if (!match) throw new Error(`bad xref entry ${i}: ${JSON.stringify(entry)}`);
    if (match[3] !== 'n') continue;
    const offset = Number(match[1]);
    const n = first + i;
    if (!text.startsWith(`${n} 0 obj`, offset))
      throw new Error(`xref entry ${n} does not point at "${n} 0 obj"`);
    offsets.set(n, offset);
  }
  const size = Number(/trailer\s*<<[^]*?\/Size (\d+)/.exec(text.slice(xrefAt))?.[1] ?? -1);
  const streams: string[] = [];
  const streamRe = /<<([^<>]*?)>>\s*stream\r?\n/g;
  for (let m = streamRe.exec(text); m; m = streamRe.exec(text)) {
    const dict = m[1] ?? '';
    const start = m.index + m[0].length;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? -1);
    if (!/^\r?\nendstream/.test(text.slice(start + length, start + length + 12))) {
      throw new Error(`stream at ${start} does not end after /Length ${length}`);
    }
    const data = file.subarray(start, start + length);
    streams.push(
      (/\/Filter\s*\/FlateDecode/.test(dict) ? inflateSync(data) : data).toString('latin1'),
    );
  }
  const pageCount = Number(/\/Type \/Pages\s[^]*?\/Count (\d+)/.exec(text)?.[1] ?? 0);
  return { offsets, size, streams, pageCount };
}
