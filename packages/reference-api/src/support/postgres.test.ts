import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBin, startPostgres } from '../db/postgres-server';
import { migrate, openDatabase, type Db } from '../db/database';
import { seedCore } from '../db/seed';
import { seedSupportCases } from '../db/seed-support';
import { buildServer, type Api } from '../server';
import { testAuth } from '../../test/auth';
import { SAMPLE_FILES, multipartBody, uploadParts } from '../../test/support-server';
import type {
  CaseConfigurations,
  CaseOptions,
  CaseProductList,
  CustomerCase,
  CustomerCaseList,
  PlantList,
} from '@anp/contract';

// Runs against Debian's PostgreSQL when it is installed (.ci/run installs it, so CI always runs
// it); skipped only on a machine without the package, like db/postgres.test.ts.
const bin = findPostgresBin();
const TODAY = new Date('2026-11-20T12:00:00Z');

describe('given the support routes on a real PostgreSQL server', () => {
  let server: Awaited<ReturnType<typeof startPostgres>> | undefined;
  let db: Db | undefined;
  let app: Api | undefined;
  let uploadDir = '';
  let token = '';
  beforeAll(async () => {
    if (!bin) return;
    server = await startPostgres(bin);
    db = await openDatabase({ url: server.url });
    await migrate(db);
    await seedCore(db, { today: TODAY });
    uploadDir = mkdtempSync(join(tmpdir(), 'anp-support-pg-'));
    await seedSupportCases(db, uploadDir, { now: TODAY });
    const auth = await testAuth();
    app = await buildServer({
      db,
      authenticate: auth.authenticate,
      rateLimitPerMinute: 0,
      now: () => TODAY,
      uploadDir,
    });
    token = await auth.tokenFor({ id: 'u-retailer-us' });
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await server?.stop();
    if (uploadDir) rmSync(uploadDir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    app!.inject({
      method,
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it.skipIf(!bin)(
    'reads the form data, opens a draft, uploads, submits once for concurrent submits, and discards',
    async () => {
      const config = (
        await call('GET', 'customerCase/configurations?lang=es')
      ).json<CaseConfigurations>();
      expect(config.categories).toHaveLength(5);
      const plants = (await call('GET', 'users/plants')).json<PlantList>().plants;
      expect(plants.length).toBeGreaterThan(0);
      const products = (
        await call('GET', 'cart/caseAvailableProducts?limit=5')
      ).json<CaseProductList>().products;
      expect(products[0]?.totalQuantity).toBeGreaterThan(0);
      const options = (await call('GET', 'cart/caseOptions')).json<CaseOptions>();
      const delivered = options.recentOrders.find((o) => o.deliveryDate);
      expect(delivered).toBeDefined();

      const seeded = (await call('GET', 'users/account/customerCase')).json<CustomerCaseList>();
      expect(seeded.totalCount).toBe(4);

      const draft = (
        await call('POST', 'users/account/customerCase', {
          caseStatus: 'Draft',
          caseType: 'Complaint',
        })
      ).json<CustomerCase>();
      const body = multipartBody(uploadParts(draft.id, 'ticket.pdf', SAMPLE_FILES.pdf()));
      const uploaded = await app!.inject({
        method: 'POST',
        url: `/api/users/account/customerCase/${draft.id}/documents`,
        headers: { authorization: `Bearer ${token}`, ...body.headers },
        payload: body.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const product = products[0]!;
      const payload = {
        id: draft.id,
        caseType: 'Complaint',
        caseStatus: 'New',
        plant: plants[0]!.id,
        plantName: plants[0]!.name,
        category: 'quality',
        subCategory: 'foreign-material',
        subject: 'Plastic pieces in the feed',
        orderQuestionCB: true,
        orderNumber: delivered!.orderNumber,
        deliveryDate: delivered!.deliveryDate!.replace(/-/g, ''),
        caseComment: 'Found pieces of plastic twine in three bags.',
        userId: 'u-retailer-us',
        caseDocs: [uploaded.json<{ id: string }>().id],
        products: [
          {
            productId: product.sku,
            productName: product.title,
            affectedBag: product.acceptedBag ? 3 : 0,
            qty: 3,
            unitOfMeasure: product.acceptedBag ? 'bag' : 'each',
            lotNumber: ['L261101A1'],
          },
        ],
        phoneNumber: '+1 555 010 2030',
      };
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => call('POST', 'users/account/customerCase', payload)),
      );
      expect(
        answers.map((r) => r.statusCode),
        answers[0]?.body,
      ).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((r) => r.json<CustomerCase>().caseNumber)).size).toBe(1);
      expect((await call('GET', 'users/account/customerCase')).json().totalCount).toBe(5);

      const other = (
        await call('POST', 'users/account/customerCase', {
          caseStatus: 'Draft',
          caseType: 'Complaint',
        })
      ).json<CustomerCase>();
      const before = readdirSync(uploadDir).length;
      const second = multipartBody(uploadParts(other.id, 'photo.png', SAMPLE_FILES.png()));
      await app!.inject({
        method: 'POST',
        url: `/api/users/account/customerCase/${other.id}/documents`,
        headers: { authorization: `Bearer ${token}`, ...second.headers },
        payload: second.payload,
      });
      expect(readdirSync(uploadDir)).toHaveLength(before + 1);
      expect((await call('DELETE', `users/account/customerCase/${other.id}`)).statusCode).toBe(204);
      expect(readdirSync(uploadDir)).toHaveLength(before);
    },
    120_000,
  );
});
