import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Db } from './database';
import { seedCore } from './seed';
import { seedSupportCases } from './seed-support';
import { buildServer, type Api } from '../server';
import { testAuth } from '../../test/auth';
import type { CustomerCase, CustomerCaseList } from '@anp/contract';

const TODAY = new Date('2026-11-20T12:00:00Z');
let db: Db;
let app: Api;
let uploadDir: string;
let tokenFor: Awaited<ReturnType<typeof testAuth>>['tokenFor'];
let created: number;

beforeAll(async () => {
  db = await openDatabase();
  await migrate(db);
  await seedCore(db, { today: TODAY });
  uploadDir = mkdtempSync(join(tmpdir(), 'anp-support-seed-'));
  created = await seedSupportCases(db, uploadDir, { now: TODAY });
  const auth = await testAuth();
  tokenFor = auth.tokenFor;
  app = await buildServer({
    db,
    authenticate: auth.authenticate,
    rateLimitPerMinute: 0,
    now: () => TODAY,
    uploadDir,
  });
  await app.ready();
}, 180_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

async function casesOf(userId: string): Promise<CustomerCase[]> {
  const token = await tokenFor({ id: userId });
  const res = await app.inject({
    url: '/api/users/account/customerCase?limit=100',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CustomerCaseList>().cases;
}

describe('given the demo data with its support cases', () => {
  it.each([
    ['u-retailer-us', 4, 'Packaging'],
    ['u-customer-mx', 3, 'Calidad del producto'],
    ['u-customer-ca', 2, 'Packaging'],
    ['u-customer-br', 2, 'Entrega e retirada'],
    ['u-customer-kr', 1, '배송 및 직접 수령'],
  ])(
    'shows %s their %i submitted cases, newest first, in their language',
    async (user, count, label) => {
      const cases = await casesOf(user);
      expect(cases).toHaveLength(count);
      expect(cases[0]?.categoryLabel).toBe(label);
      const submitted = cases.map((c) => c.submittedAt ?? '');
      expect([...submitted].sort().reverse()).toEqual(submitted);
      for (const c of cases) {
        expect(c.caseNumber).toMatch(/^CS-\d{6}$/);
        expect(c.status).not.toBe('Draft');
        expect(c.products.length).toBeGreaterThan(0);
        expect(c.documents.length).toBeGreaterThanOrEqual(1);
        if (c.orderQuestionCB) {
          expect(c.orderNumber).toMatch(/^\d+$/);
          expect(c.deliveryDate! <= '20261120').toBe(true);
        }
      }
    },
  );

  it('covers every status a listed case can have', async () => {
    const statuses = new Set(
      [...(await casesOf('u-retailer-us')), ...(await casesOf('u-customer-mx'))].map(
        (c) => c.status,
      ),
    );
    expect([...statuses].sort()).toEqual(['Closed', 'In progress', 'New', 'Resolved']);
    expect(created).toBe(12);
  });

  it('serves each seeded file as it was recorded', async () => {
    const token = await tokenFor({ id: 'u-customer-mx' });
    const cases = await casesOf('u-customer-mx');
    const docs = cases.flatMap((c) => c.documents);
    expect(docs.map((d) => d.mimeType).sort()).toEqual([
      'application/pdf',
      'application/pdf',
      'image/png',
      'text/csv',
    ]);
    for (const doc of docs) {
      const res = await app.inject({
        url: `/api/users/account/customerCase/${doc.caseId}/documents/${doc.id}/download`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBe(doc.sizeBytes);
      const [row] = await db.query<{ sha256: string }>(
        'SELECT sha256 FROM case_documents WHERE id = $1',
        [doc.id],
      );
      expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(row?.sha256);
      if (doc.mimeType === 'application/pdf')
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it("keeps each demo tenant's cases to itself", async () => {
    const retailerCase = (await casesOf('u-retailer-us'))[0]!;
    const token = await tokenFor({ id: 'u-customer-mx' });
    const res = await app.inject({
      url: `/api/users/account/customerCase/${retailerCase.id}/documents`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(404);
    const mine = await casesOf('u-customer-mx');
    expect(mine.every((c) => c.userId === 'u-customer-mx')).toBe(true);
  });

  it('seeds once, and writes back a seeded file missing from disk', async () => {
    const files = readdirSync(uploadDir).sort();
    rmSync(join(uploadDir, files[0]!));
    expect(await seedSupportCases(db, uploadDir, { now: TODAY })).toBe(0);
    expect(readdirSync(uploadDir).sort()).toEqual(files);
    const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM customer_cases');
    expect(count?.n).toBe(12);
  });
});
