import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';
import {
  CustomerEntitlements,
  DigitalPage,
  SimplifiedEntitlements,
  type DigitalPagePath,
} from '@anp/contract';
import { GROUPS } from '@anp/rules';
import { testServer } from '../../test/test-server';
import { insertAccounts, insertUsers } from '../../test/fixture-users';
import { insertRows, type Db } from '../db/database';
import { seedEntitlements } from '../db/seed-entitlements';
import type { Api } from '../server';

let app: Api;
let db: Db;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const server = await testServer();
  app = server.app;
  db = server.db;
  const base = {
    userType: 'External',
    groups: [GROUPS.purchase],
    roles: [] as string[],
    tncAcceptedAt: null,
  };
  await insertUsers(db, [
    {
      ...base,
      id: 'u-pork',
      email: 'pork@test',
      firstName: 'Pia',
      lastName: 'Pork',
      language: 'en',
      country: 'us',
      customerType: 'pork',
      businessUnit: 'pork',
      roles: ['PORK'],
    },
    {
      ...base,
      id: 'u-nopork',
      email: 'np@test',
      firstName: 'Nils',
      lastName: 'Norole',
      language: 'en',
      country: 'us',
      customerType: 'pork',
      businessUnit: 'pork',
      roles: [],
    },
    {
      ...base,
      id: 'u-mx',
      email: 'mx@test',
      firstName: 'Mara',
      lastName: 'Digital',
      language: 'es',
      country: 'mx',
      customerType: 'Retailer',
      businessUnit: 'feed',
    },
    {
      ...base,
      id: 'u-staff',
      email: 'staff@test',
      firstName: 'Sid',
      lastName: 'Staff',
      language: 'en',
      country: 'us',
      userType: 'Internal',
      customerType: 'Employee',
      businessUnit: 'feed',
    },
    {
      ...base,
      id: 'u-admin',
      email: 'admin@test',
      firstName: 'Ada',
      lastName: 'Admin',
      language: 'en',
      country: 'us',
      userType: 'Internal',
      customerType: 'Employee',
      businessUnit: 'feed',
      groups: [GROUPS.userManagement],
    },
    {
      ...base,
      id: 'u-custadmin',
      email: 'ca@test',
      firstName: 'Cy',
      lastName: 'Custadmin',
      language: 'en',
      country: 'us',
      customerType: 'Retailer',
      businessUnit: 'feed',
      groups: [GROUPS.userManagement],
    },
  ]);
  await insertAccounts(db, [
    {
      id: 'acc-pork-1',
      name: 'Hog Farms 1',
      soldToCode: '3000000001',
      region: 'us',
      businessUnit: 'pork',
      kind: 'pork',
    },
    {
      id: 'acc-pork-2',
      name: 'Hog Farms 2',
      soldToCode: '3000000002',
      region: 'us',
      businessUnit: 'pork',
      kind: 'pork',
    },
    {
      id: 'acc-mx-1',
      name: 'Granja Digital',
      soldToCode: '4000000001',
      region: 'mx',
      businessUnit: 'feed',
    },
    {
      id: 'acc-mx-2',
      name: 'Granja Dos',
      soldToCode: '4000000002',
      region: 'mx',
      businessUnit: 'feed',
    },
  ]);
  await insertRows(
    db,
    'user_accounts',
    ['user_id', 'account_id', 'is_primary', 'selected'],
    [
      ['u-pork', 'acc-pork-1', true, true],
      ['u-nopork', 'acc-pork-2', true, true],
      ['u-mx', 'acc-mx-1', true, true],
      ['u-mx', 'acc-mx-2', false, false],
      ['u-staff', 'acc-pork-1', true, true],
      ['u-staff', 'acc-u-a-0', false, false],
    ],
  );
  // The demo rule seeds pork accounts; a digital customer's tools are set by hand here.
  await seedEntitlements(db, new Date('2026-11-01T00:00:00Z'));
  await insertRows(
    db,
    'account_entitlements',
    ['account_id', 'tool', 'granted_by'],
    [
      ['acc-mx-1', 'nutritioncloud', 'test'],
      ['acc-mx-1', 'nutrientanalysis', 'test'],
    ],
  );
  for (const id of ['u-a', 'u-pork', 'u-nopork', 'u-mx', 'u-staff', 'u-admin', 'u-custadmin'])
    tokens[id] = await server.tokenFor({ id });
});
afterAll(async () => {
  await app.close();
});

const call = (
  user: string,
  method: 'GET' | 'POST',
  url: string,
  extra: { headers?: Record<string, string>; payload?: unknown } = {},
) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${tokens[user]}`, ...extra.headers },
    ...(extra.payload ? { payload: extra.payload as object } : {}),
  });

function shaped<T extends TSchema>(schema: T, body: unknown): unknown {
  const check = Compile(schema);
  expect([...check.Errors(body)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  return body;
}

const page = (user: string, path: DigitalPagePath, headers: Record<string, string> = {}) =>
  call(user, 'GET', `/api/entitlements/page?path=${encodeURIComponent(path)}`, { headers });

describe('customerEntitlements (shell-and-admin.md §7)', () => {
  it('lists a pork account’s seeded tools: research, pork documents, the nutrition cloud', async () => {
    const res = await call('u-pork', 'GET', '/api/entitlements/customerEntitlements');
    expect(res.statusCode).toBe(200);
    const body = shaped(CustomerEntitlements, res.json()) as CustomerEntitlements;
    expect(body.customerID).toBe('acc-pork-1');
    expect(body.businessUnit).toBe('pork');
    expect(body.entitlements.map((e) => e.tool)).toEqual(
      expect.arrayContaining(['research', 'porkdocuments', 'nutritioncloud', 'bidashboards']),
    );
    expect(body.entitlements).toHaveLength(10);
    expect(body.entitlements[0]).toMatchObject({
      grantedBy: 'demo-data',
      grantedAt: '2026-11-01T00:00:00.000Z',
    });
  });

  it('gives a retailer’s account nothing', async () => {
    const res = await call('u-a', 'GET', '/api/entitlements/customerEntitlements');
    expect(res.json()).toMatchObject({ customerID: 'acc-u-a-0', entitlements: [] });
  });

  it('answers for the account an internal user acts for (X-Account-Id), never another tenant’s', async () => {
    const acting = await call('u-staff', 'GET', '/api/entitlements/customerEntitlements', {
      headers: { 'x-account-id': 'acc-pork-1' },
    });
    expect(acting.json().entitlements).toHaveLength(10);
    const other = await call('u-a', 'GET', '/api/entitlements/customerEntitlements', {
      headers: { 'x-account-id': 'acc-pork-1' },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('customer/{customerID}', () => {
  it('answers the tools only with isSimplified=true', async () => {
    const res = await call('u-mx', 'GET', '/api/entitlements/customer/acc-mx-1?isSimplified=true');
    expect(res.statusCode).toBe(200);
    expect(shaped(SimplifiedEntitlements, res.json())).toEqual({
      customerID: 'acc-mx-1',
      tools: ['nutrientanalysis', 'nutritioncloud'],
    });
  });

  it('answers the full record without it', async () => {
    const res = await call('u-mx', 'GET', '/api/entitlements/customer/acc-mx-2');
    expect(shaped(CustomerEntitlements, res.json())).toMatchObject({
      customerID: 'acc-mx-2',
      entitlements: [],
    });
  });

  it('hides an account the caller is not linked to like a missing one; an internal administrator reads any', async () => {
    expect((await call('u-a', 'GET', '/api/entitlements/customer/acc-mx-1')).statusCode).toBe(404);
    expect(
      (await call('u-custadmin', 'GET', '/api/entitlements/customer/acc-mx-1')).statusCode,
    ).toBe(404);
    expect((await call('u-admin', 'GET', '/api/entitlements/customer/acc-mx-1')).statusCode).toBe(
      200,
    );
    expect((await call('u-admin', 'GET', '/api/entitlements/customer/nope')).statusCode).toBe(404);
  });
});

describe('update', () => {
  it('refuses everyone but internal administrators (403), a customer’s own administrator too', async () => {
    for (const user of ['u-a', 'u-mx', 'u-staff', 'u-custadmin']) {
      const res = await call(user, 'POST', '/api/entitlements/update', {
        payload: { customerID: 'acc-mx-1', tools: ['nutritioncloud'] },
      });
      expect(res.statusCode, user).toBe(403);
    }
  });

  it('replaces the set, keeps the grants it had, records the change, and the pages follow', async () => {
    expect((await page('u-mx', 'nutritioncloud/FeedOrdering')).statusCode).toBe(403);
    const res = await call('u-admin', 'POST', '/api/entitlements/update', {
      payload: { customerID: 'acc-mx-1', tools: ['nutritioncloud', 'FeedOrdering'] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as CustomerEntitlements;
    expect(body.entitlements.map((e) => [e.tool, e.grantedBy])).toEqual([
      ['FeedOrdering', 'u-admin'],
      ['nutritioncloud', 'test'],
    ]);
    const history = await db.query<{ added: string[]; removed: string[] }>(
      'SELECT added, removed FROM entitlement_history WHERE account_id = $1',
      ['acc-mx-1'],
    );
    expect(history).toEqual([{ added: ['FeedOrdering'], removed: ['nutrientanalysis'] }]);
    expect((await page('u-mx', 'nutritioncloud/FeedOrdering')).statusCode).toBe(200);
    expect((await page('u-mx', 'nutritioncloud/nutrientanalysis')).statusCode).toBe(403);
  });

  it('rejects unknown tools, extra fields and unknown accounts', async () => {
    const bad = await call('u-admin', 'POST', '/api/entitlements/update', {
      payload: { customerID: 'acc-mx-1', tools: ['everything'] },
    });
    expect(bad.statusCode).toBe(400);
    const extra = await call('u-admin', 'POST', '/api/entitlements/update', {
      payload: { customerID: 'acc-mx-1', tools: [], admin: true },
    });
    expect(extra.statusCode).toBe(400);
    const missing = await call('u-admin', 'POST', '/api/entitlements/update', {
      payload: { customerID: 'nope', tools: [] },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the digital pages (shell-and-admin.md §2)', () => {
  it('gives the pork user research/sows with the sow trials in pounds, newest first', async () => {
    const res = await page('u-pork', 'research/sows');
    expect(res.statusCode).toBe(200);
    const body = shaped(DigitalPage, res.json()) as DigitalPage;
    expect(body.title).toBe('Sow trials');
    expect(body.trials.map((t) => t.id)).toEqual(['tr-sows-fibre', 'tr-sows-energy']);
    expect(body.trials[1]).toMatchObject({
      unit: 'lb',
      results: [
        { treatment: 'Standard energy', value: 2.91 },
        { treatment: 'Low energy', value: 2.84 },
        { treatment: 'High energy', value: 3.04 },
      ],
    });
    expect(body.links.map((l) => l.path)).toContain('research/finishing');
  });

  it('gives porkdocuments the words its documents are found with in the market', async () => {
    const body = (await page('u-pork', 'porkdocuments')).json() as DigitalPage;
    expect(body).toMatchObject({ documentQuery: 'Swine', launchUrl: null, trials: [] });
  });

  it('refuses a retailer every pork page and the nutrition cloud (403 ENTITLEMENT)', async () => {
    for (const path of ['porkdocuments', 'research', 'research/sows', 'nutritioncloud'] as const) {
      const res = await page('u-a', path);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().code).toBe('ENTITLEMENT');
    }
  });

  it('refuses a pork account’s user without the PORK role, lets an internal user acting for it in', async () => {
    expect((await page('u-nopork', 'research')).statusCode).toBe(403);
    expect(
      (await page('u-staff', 'research/all', { 'x-account-id': 'acc-pork-1' })).statusCode,
    ).toBe(200);
    expect(
      (await page('u-staff', 'research/all', { 'x-account-id': 'acc-u-a-0' })).statusCode,
    ).toBe(403);
  });

  it('answers in the user’s language, and offers only the tools the account holds', async () => {
    const res = await page('u-mx', 'nutritioncloud');
    const body = res.json() as DigitalPage;
    expect(body.description).toMatch(/^Sus herramientas/);
    expect(body.launchUrl).toMatch(/^https:\/\//);
    expect(body.links.map((l) => l.path)).toEqual(['nutritioncloud/FeedOrdering']);
    const pt = (
      await page('u-pork', 'research/nursery', { 'x-language': 'pt' })
    ).json() as DigitalPage;
    expect(pt.trials[0]).toMatchObject({ measure: 'Ganho médio diário', unit: 'lb/day' });
  });

  it('rejects a path that is not a digital page', async () => {
    const res = await call('u-pork', 'GET', '/api/entitlements/page?path=research%2Fboars');
    expect(res.statusCode).toBe(400);
  });
});
