/**
 * Test-only helpers of the support-case tests: a server over the fixture with a private upload
 * directory, a colleague of user A on A's first account, and multipart bodies built by hand (so
 * a test controls the order of the parts and what the file really contains).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  docx: () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]),
  xls: () =>
    Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(60, 0),
    ]),
};
