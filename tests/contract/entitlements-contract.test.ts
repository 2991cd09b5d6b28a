import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUPS, createApiClient, resolveConfig } from '@anp/core';
import { createEntitlementsApi, type EntitlementsApi } from '@anp/core/services/entitlements';
import type { Api } from '@anp/reference-api';
import { insertAccounts, insertUsers, testServer } from '@anp/reference-api/testing';

/**
 * The kit's own entitlement calls (useEntitlementsApi's) against the reference API through
 * Fastify's inject: every call reaches its route with the page's account and language and gets
 * the shape its type promises; the server's refusals reach the kit as their statuses.
 */
let app: Api;
let asPork: EntitlementsApi;
let asAdmin: EntitlementsApi;
let asRetailer: EntitlementsApi;
let lang: 'en' | 'es' = 'en';

beforeAll(async () => {
  const server = await testServer();
  app = server.app;
  const base = {
    userType: 'External',
    groups: [GROUPS.purchase],
    roles: [] as string[],
    tncAcceptedAt: null,
  };
  await insertUsers(server.db, [
    {
      ...base,
      id: 'u-pork',
      email: 'pork@test',
      firstName: 'P',
      lastName: 'Pork',
      language: 'en',
      country: 'us',
      customerType: 'pork',
      businessUnit: 'pork',
      roles: ['PORK'],
    },
    {
      ...base,
      id: 'u-boss',
      email: 'boss@test',
      firstName: 'B',
      lastName: 'Boss',
      language: 'en',
      country: 'us',
      userType: 'Internal',
      customerType: 'Employee',
      businessUnit: 'feed',
      groups: [GROUPS.userManagement],
    },
  ]);
  await insertAccounts(server.db, [
    {
      id: 'acc-pork',
      name: 'Hog Farms',
      soldToCode: '3000000001',
      region: 'us',
      businessUnit: 'pork',
      kind: 'pork',
    },
  ]);
  await server.db.query(
    "INSERT INTO user_accounts (user_id, account_id, is_primary, selected) VALUES ('u-pork', 'acc-pork', true, true)",
  );
  const client = async (id: string, accountId: string) => {
    const token = await server.tokenFor({ id });
    return createEntitlementsApi(
      createApiClient({
        config: resolveConfig({}, {}),
        getAccessToken: async () => token,
        getContext: () => ({ lang, region: 'us', accountId }),
        fetch: async (input, init) => {
          const url = new URL(String(input), 'http://kit.test');
          const res = await app.inject({
            method: (init?.method ?? 'GET') as 'GET',
            url: url.pathname + url.search,
            headers: Object.fromEntries(new Headers(init?.headers).entries()),
            ...(init?.body ? { payload: String(init.body) } : {}),
          });
          return new Response(new Uint8Array(res.rawPayload), {
            status: res.statusCode,
            headers: res.headers as Record<string, string>,
          });
        },
      }),
    );
  };
  asPork = await client('u-pork', 'acc-pork');
  asAdmin = await client('u-boss', 'acc-pork');
  asRetailer = await client('u-a', 'acc-u-a-9');
});
afterAll(async () => {
  await app.close();
});

describe('the entitlement calls', () => {
  it('an administrator updates an account; its users read it in full and simplified', async () => {
    const updated = await asAdmin.update({
      customerID: 'acc-pork',
      tools: ['research', 'porkdocuments'],
    });
    expect(updated.entitlements.map((e) => e.tool)).toEqual(['porkdocuments', 'research']);
    expect((await asPork.customerEntitlements()).customerID).toBe('acc-pork');
    expect(await asPork.simplified('acc-pork')).toEqual({
      customerID: 'acc-pork',
      tools: ['porkdocuments', 'research'],
    });
    expect((await asPork.customer('acc-pork')).entitlements[0]?.grantedBy).toBe('u-boss');
  });

  it('read a page in the page’s language for the page’s account', async () => {
    lang = 'es';
    const page = await asPork.page('research/sows');
    lang = 'en';
    expect(page.title).toBe('Ensayos en cerdas');
    expect(page.trials.length).toBeGreaterThan(0);
  });

  it('carry the server’s refusals: a retailer’s page 403, a customer’s update 403', async () => {
    await expect(asRetailer.page('porkdocuments', { publishErrors: false })).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      asPork.update({ customerID: 'acc-pork', tools: [] }, { publishErrors: false }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
