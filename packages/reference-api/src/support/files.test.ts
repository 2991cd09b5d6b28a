import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ACCEPTED_FILE_TYPES,
  Utf8Check,
  contentMatches,
  extensionOf,
  storeUpload,
  type FileKind,
} from './files';
import { createJpeg, createTiff } from '@anp/demo-data/files';
import { SAMPLE_FILES } from '../../test/support-server';

const bytes = (...values: number[]) => Buffer.from(values);
const ftyp = (brand: string) =>
  Buffer.concat([bytes(0, 0, 0, 0x18), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(12)]);
const tiny = { width: 4, height: 4, draw: () => [10, 20, 30] as [number, number, number] };

describe('given the start of a file and the kind its extension promises', () => {
  it.each<[string, FileKind, Buffer, boolean]>([
    ['a PDF', 'pdf', SAMPLE_FILES.pdf(), true],
    [
      'a PDF after a few junk bytes',
      'pdf',
      Buffer.concat([bytes(0xef, 0xbb, 0xbf), SAMPLE_FILES.pdf()]),
      true,
    ],
    ['an executable as PDF', 'pdf', SAMPLE_FILES.exe(), false],
    ['a PNG', 'png', SAMPLE_FILES.png(), true],
    ['a PDF as PNG', 'png', SAMPLE_FILES.pdf(), false],
    ['a JPEG', 'jpeg', createJpeg(tiny), true],
    ['a PNG as JPEG', 'jpeg', SAMPLE_FILES.png(), false],
    ['a TIFF', 'tiff', createTiff(tiny), true],
    ['a big-endian TIFF', 'tiff', bytes(0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8), true],
    ['an iPhone HEIC photo', 'heic', ftyp('heic'), true],
    ['an MP4 as HEIC', 'heic', ftyp('isom'), false],
    ['an MP4 video', 'video', ftyp('isom'), true],
    ['a QuickTime movie', 'video', ftyp('qt  '), true],
    [
      'an old QuickTime movie without ftyp',
      'video',
      Buffer.concat([bytes(0, 0, 0, 8), Buffer.from('moov')]),
      true,
    ],
    ['a HEIC photo as video', 'video', ftyp('mif1'), false],
    ['a legacy Office file', 'ole', SAMPLE_FILES.xls(), true],
    ['a zip-based Office file', 'ooxml', SAMPLE_FILES.docx(), true],
    ['an executable as Office file', 'ooxml', SAMPLE_FILES.exe(), false],
    ['an empty start', 'png', Buffer.alloc(0), false],
  ])('judges %s (%s) as %s', (_label, kind, head, expected) => {
    expect(contentMatches(kind, head)).toBe(expected);
  });

  it('has a content rule for every accepted type, with its MIME type', () => {
    for (const type of ACCEPTED_FILE_TYPES) {
      expect(type.extension).toMatch(/^[a-z0-9]+$/);
      expect(type.mimeType).toMatch(/^[a-z]+\/[a-z0-9.+-]+$/);
    }
  });
});

describe('given text arriving in chunks', () => {
  it.each<[string, Buffer[], boolean]>([
    ['plain ASCII', [Buffer.from('lot,bags\n'), Buffer.from('A1,3\n')], true],
    ['accents split across chunks', [Buffer.from([0x63, 0xc3]), Buffer.from([0xa9, 0x0a])], true],
    ['a Latin-1 accent', [Buffer.from([0x63, 0xe9, 0x0a])], false],
    ['a NUL byte', [Buffer.from('a\u0000b')], false],
    ['a sequence cut at the end', [Buffer.from([0x61, 0xe2, 0x82])], false],
  ])('tells whether %s is UTF-8 text', (_label, chunks, expected) => {
    const check = new Utf8Check();
    for (const chunk of chunks) check.push(chunk);
    expect(check.done()).toBe(expected);
  });
});

describe('given file names', () => {
  it.each([
    ['ticket.PDF', 'pdf'],
    ['photo.final.jpeg', 'jpeg'],
    ['README', ''],
    ['.hidden', ''],
    ['dir/evil.exe', 'exe'],
  ])('takes the extension of %s as "%s"', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });
});

describe('given an upload streamed to disk', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'anp-store-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes it under a generated owner-only name with its size, hash and first bytes', async () => {
    const content = SAMPLE_FILES.pdf();
    const result = await storeUpload(Readable.from([content]), dir, 1_000_000);
    if (!result.ok) throw new Error('refused');
    expect(readdirSync(dir)).toEqual([result.file.storageKey]);
    expect(statSync(join(dir, result.file.storageKey)).mode & 0o777).toBe(0o600);
    expect(result.file.sizeBytes).toBe(content.length);
    expect(result.file.head.subarray(0, 5).toString()).toBe('%PDF-');
    expect(result.file.isText).toBe(false);
  });

  it('stops reading as soon as the file is over the limit and leaves nothing', async () => {
    let pulled = 0;
    // 100 chunks of 1 KB, pulled one by one: a 100 KB upload against a 5 KB limit.
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < 100; i += 1) {
          pulled += 1;
          yield Buffer.alloc(1024, 0x61);
        }
      })(),
    );
    const result = await storeUpload(source, dir, 5 * 1024);
    expect(result).toEqual({ ok: false, reason: 'size' });
    expect(pulled).toBeLessThanOrEqual(8);
    expect(readdirSync(dir)).toEqual([]);
  });
});
