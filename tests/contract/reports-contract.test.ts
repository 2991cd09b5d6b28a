import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, resolveConfig } from '@anp/core';
import { createReportsApi, type ReportsApi } from '@anp/core/services/reports';
import type { Api } from '@anp/reference-api';
import { testServer } from '@anp/reference-api/testing';

/**
 * The kit's own reports calls (useReportsApi's) against the reference API through Fastify's
 * inject: every call reaches its route with the page's account and language, and gets the shape
 * its type promises.
 */
let app: Api;
let reports: ReportsApi;
let accountId = 'acc-u-a-9';
let lang: 'en' | 'es' = 'en';

beforeAll(async () => {
  const server = await testServer();
  app = server.app;
  const token = await server.tokenFor({ id: 'u-a' });
  const api = createApiClient({
    config: resolveConfig({}, {}),
    getAccessToken: async () => token,
    getContext: () => ({ lang, region: 'us', accountId }),
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://kit.test');
      const res = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: url.pathname + url.search,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
      });
      return new Response(new Uint8Array(res.rawPayload), {
        status: res.statusCode,
        headers: res.headers as Record<string, string>,
      });
    },
  });
  reports = createReportsApi(api);
});
afterAll(async () => {
  await app.close();
});

describe('the reports calls', () => {
  it('list the account’s reports in the page’s language', async () => {
    lang = 'es';
    const list = await reports.list();
    lang = 'en';
    expect(list.accountId).toBe('acc-u-a-9');
    expect(list.reports.map((r) => r.id)).toContain('tonsPerMonth');
    expect(list.reports[0]?.title).toBe('Toneladas pedidas por mes');
  });

  it('read a kit-native report and an embed with its token', async () => {
    const tons = await reports.report('tonsPerMonth');
    expect(tons.kind).toBe('native');
    if (tons.kind === 'native') expect(tons.categories).toHaveLength(24);
    const embed = await reports.report('accountOverview');
    expect(embed.kind).toBe('embed');
    if (embed.kind === 'embed') expect(embed.token).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('act for the page’s account: another tenant’s answers 404', async () => {
    accountId = 'acc-u-b-7';
    await expect(reports.report('tonsPerMonth', { publishErrors: false })).rejects.toMatchObject({
      status: 404,
    });
    accountId = 'acc-u-a-9';
  });
});
