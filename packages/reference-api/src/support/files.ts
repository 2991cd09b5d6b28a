/**
 * Files attached to support cases (ordering.md §2 screen 12 upload area, §3 Uploaded case
 * document): which types are accepted, how a file's content is checked against its extension,
 * and how an upload is streamed to disk without ever holding more than the size limit.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** A family of files whose content is checked the same way. */
export type FileKind =
  'pdf' | 'jpeg' | 'png' | 'tiff' | 'heic' | 'video' | 'ole' | 'ooxml' | 'text';

export interface AcceptedFileType {
  extension: string;
  mimeType: string;
  kind: FileKind;
}

/**
 * Every type a case accepts. Photos (including the HEIC of phone cameras: the people who report
 * a torn bag photograph it), short videos, PDFs, Office documents and plain text or CSV.
 */
export const ACCEPTED_FILE_TYPES: readonly AcceptedFileType[] = [
  { extension: 'pdf', mimeType: 'application/pdf', kind: 'pdf' },
  { extension: 'jpg', mimeType: 'image/jpeg', kind: 'jpeg' },
  { extension: 'jpeg', mimeType: 'image/jpeg', kind: 'jpeg' },
  { extension: 'png', mimeType: 'image/png', kind: 'png' },
  { extension: 'tif', mimeType: 'image/tiff', kind: 'tiff' },
  { extension: 'tiff', mimeType: 'image/tiff', kind: 'tiff' },
  { extension: 'heic', mimeType: 'image/heic', kind: 'heic' },
  { extension: 'mp4', mimeType: 'video/mp4', kind: 'video' },
  { extension: 'mov', mimeType: 'video/quicktime', kind: 'video' },
  { extension: 'doc', mimeType: 'application/msword', kind: 'ole' },
  {
    extension: 'docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    kind: 'ooxml',
  },
  { extension: 'xls', mimeType: 'application/vnd.ms-excel', kind: 'ole' },
  {
    extension: 'xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    kind: 'ooxml',
  },
  { extension: 'csv', mimeType: 'text/csv', kind: 'text' },
  { extension: 'txt', mimeType: 'text/plain', kind: 'text' },
];

export interface UploadLimits {
  /** Largest file in bytes. */
  maxFileBytes: number;
  /** Most files on one case. */
  maxFiles: number;
  /**
   * Most bytes one user's stored uploads of the last 24 hours may hold (the per-user quota;
   * over it: 429 CASE_UPLOAD_QUOTA). Files removed again no longer count.
   */
  userDailyBytes: number;
  accepted: readonly AcceptedFileType[];
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxFileBytes: 10 * 1024 * 1024,
  maxFiles: 10,
  userDailyBytes: 100 * 1024 * 1024,
  accepted: ACCEPTED_FILE_TYPES,
};

/** Characters a file name never keeps: bidi controls, invisible marks, C0 and C1 controls. */
const UNSEEN =
  // eslint-disable-next-line no-control-regex -- the point is to find control characters
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * A file name as the case keeps it (issue 12): without bidi overrides and isolates (U+202A-E,
 * U+2066-9), direction marks (U+200E/F, U+061C), zero-width and control characters; the last
 * part of a path only (no `../`, `/` or `\`); no leading dots, no trailing dots or spaces (which
 * Windows drops, changing the extension); whitespace runs as one space; at most 255 characters
 * with the extension kept. So `invoice\u202Efdp.exe` is `invoicefdp.exe`, an .exe, and refused.
 * Empty when nothing is left.
 */
export function cleanFileName(name: string): string {
  const visible = name.normalize('NFC').replace(UNSEEN, '');
  const last = visible.split(/[\\/]/).pop() ?? '';
  const cleaned = last
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  if (cleaned.length <= 255) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 11 ? cleaned.slice(dot) : '';
  return `${cleaned.slice(0, 255 - extension.length).trimEnd()}${extension}`;
}

/** The extension of a file name in lower case, without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function acceptedType(
  limits: Pick<UploadLimits, 'accepted'>,
  extension: string,
): AcceptedFileType | null {
  return limits.accepted.find((t) => t.extension === extension.toLowerCase()) ?? null;
}

/** How many bytes of the start of a file {@link contentMatches} looks at. */
export const HEAD_BYTES = 1024;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0): boolean =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);

const ascii = (head: Uint8Array, from: number, to: number): string =>
  Buffer.from(head.subarray(from, to)).toString('latin1');

/** The major brand of an ISO base media file (mp4, mov, heic), or null without an ftyp box. */
function ftypBrand(head: Uint8Array): string | null {
  return head.length >= 12 && ascii(head, 4, 8) === 'ftyp' ? ascii(head, 8, 12) : null;
}

/** HEIF still-image brands: such a file is a photo, not a video. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
/** Top-level atoms an old QuickTime movie (without ftyp) starts with. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/**
 * Whether the start of a file is what its kind promises (magic numbers). Text is checked over
 * the whole file while it streams ({@link Utf8Check}), so only its start is looked at here.
 */
export function contentMatches(kind: FileKind, head: Uint8Array): boolean {
  switch (kind) {
    case 'pdf':
      // A PDF's header may follow a few bytes of junk; readers look within the first kilobyte.
      return ascii(head, 0, Math.min(head.length, HEAD_BYTES)).includes('%PDF-');
    case 'jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'tiff':
      return (
        startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])
      );
    case 'heic': {
      const brand = ftypBrand(head);
      return brand !== null && HEIF_BRANDS.has(brand);
    }
    case 'video': {
      const brand = ftypBrand(head);
      if (brand !== null) return !HEIF_BRANDS.has(brand);
      return head.length >= 8 && QUICKTIME_ATOMS.has(ascii(head, 4, 8));
    }
    case 'ole':
      return startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'ooxml':
      return startsWith(head, [0x50, 0x4b, 0x03, 0x04]);
    case 'text':
      return true;
  }
}

/**
 * Streaming check that a file is UTF-8 text: valid sequences only, and no NUL byte (which no
 * text or CSV file holds and every binary does).
 */
export class Utf8Check {
  readonly #decoder = new TextDecoder('utf-8', { fatal: true });
  #ok = true;

  push(chunk: Uint8Array): void {
    if (!this.#ok) return;
    if (chunk.includes(0)) {
      this.#ok = false;
      return;
    }
    try {
      this.#decoder.decode(chunk, { stream: true });
    } catch {
      this.#ok = false;
    }
  }

  /** Whether everything pushed was text (ends the check). */
  done(): boolean {
    if (!this.#ok) return false;
    try {
      this.#decoder.decode();
      return true;
    } catch {
      return false;
    }
  }
}

export interface StoredUpload {
  /** The generated file name under the upload directory. */
  storageKey: string;
  sizeBytes: number;
  sha256: string;
  /** The first {@link HEAD_BYTES} bytes, for the content check. */
  head: Buffer;
  /** Whether the whole file is UTF-8 text without NUL bytes. */
  isText: boolean;
}

export type StoreResult = { ok: true; file: StoredUpload } | { ok: false; reason: 'size' };

/**
 * Streams a file into the upload directory under a generated name (never the uploader's), owner
 * read/write only, hashing it on the way. Stops as soon as it is over `maxBytes`: the partial
 * file is removed and nothing more is written, so an oversize upload never fills the disk.
 * The file is written as `<key>.part` and renamed when complete.
 */
export async function storeUpload(
  source: Readable,
  dir: string,
  maxBytes: number,
): Promise<StoreResult> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const storageKey = randomUUID();
  const partPath = join(dir, `${storageKey}.part`);
  const out = createWriteStream(partPath, { flags: 'wx', mode: 0o600 });
  const opened = new Promise<void>((resolve, reject) => {
    out.once('open', () => resolve());
    out.once('error', reject);
  });
  const hash = createHash('sha256');
  const text = new Utf8Check();
  const headParts: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  let tooLarge = false;
  try {
    await opened;
    for await (const raw of source) {
      const chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw as Uint8Array);
      size += chunk.length;
      if (size > maxBytes) {
        tooLarge = true;
        break;
      }
      hash.update(chunk);
      text.push(chunk);
      if (headLength < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headLength);
        headParts.push(part);
        headLength += part.length;
      }
      if (!out.write(chunk))
        await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
  } catch (error) {
    out.destroy();
    await rm(partPath, { force: true });
    throw error;
  }
  await new Promise<void>((resolve, reject) => {
    out.once('error', reject);
    out.end(() => resolve());
  });
  if (tooLarge) {
    // The rest of the request is left unread; busboy's own fileSize limit discards it.
    source.resume();
    await rm(partPath, { force: true });
    return { ok: false, reason: 'size' };
  }
  const finalPath = join(dir, storageKey);
  await rename(partPath, finalPath);
  await chmod(finalPath, 0o600);
  return {
    ok: true,
    file: {
      storageKey,
      sizeBytes: size,
      sha256: hash.digest('hex'),
      head: Buffer.concat(headParts),
      isText: text.done(),
    },
  };
}

/** Removes stored files; a file already gone is not an error. */
export async function removeStoredFiles(dir: string, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys
      // Keys are generated UUIDs; anything else never names a path.
      .filter((key) => /^[0-9a-f-]{36}$/.test(key))
      .map((key) => rm(join(dir, key), { force: true })),
  );
}

/** The path of a stored file (keys are generated UUIDs; anything else is refused). */
export function storedPath(dir: string, key: string): string | null {
  return /^[0-9a-f-]{36}$/.test(key) ? join(dir, key) : null;
}
