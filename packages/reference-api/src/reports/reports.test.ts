// Reports (shell-and-admin.md §7 reports/embedconfig, reports/embedReports; issue 16): the list,
// the kit-native reports computed from the fixture's orders and open items, rights, isolation,
// and the external embed's token, page and data call.
import { EmbedConfig, EmbedData, FinanceData, ReportBody, type NativeReport } from '@anp/contract';
import { GROUPS } from '@anp/rules';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUsers } from '../../test/fixture-users';
import { testServer } from '../../test/test-server';
import { insertRows } from '../db/database';
import type { Api } from '../server';
import { createEmbedSigner, embedTokenSeconds, renewBeforeSeconds } from './embed';
import { deliveryDelayDays, monthsEnding } from './native';

let app: Api;
let tokenA: string;
let tokenB: string;
let tokenM: string;

const US = { 'x-account-id': 'acc-u-a-9' };
const MX = { 'x-account-id': 'acc-u-b-7' };

beforeAll(async () => {
  const server = await testServer();
  app = server.app;
  await insertUsers(server.db, [
    {
      id: 'u-m',
      email: 'm@test',
      firstName: 'Mia',
      lastName: 'Market',
      language: 'en',
      country: 'us',
      customerType: 'Retailer',
      tncAcceptedAt: null,
      userType: 'External',
      businessUnit: 'feed',
      groups: [GROUPS.marketing],
    },
  ]);
  await insertRows(
    server.db,
    'user_accounts',
    ['user_id', 'account_id', 'is_primary', 'selected'],
    [['u-m', 'acc-u-a-9', true, true]],
  );
  tokenA = await server.tokenFor({ id: 'u-a' });
  tokenB = await server.tokenFor({ id: 'u-b' });
  tokenM = await server.tokenFor({ id: 'u-m' });
});
afterAll(async () => {
  await app.close();
});

const get = (token: string, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });

function shaped<T extends TSchema>(schema: T, body: unknown): unknown {
  const check = Compile(schema);
  expect([...check.Errors(body)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  return body;
}

async function report(id: string, headers = US, token = tokenA): Promise<NativeReport> {
  const res = await get(token, `/api/reports/embedReports?reportId=${id}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  const body = shaped(ReportBody, res.json()) as NativeReport;
  expect(body.kind).toBe('native');
  expect(body.series.every((s) => s.values.length === body.categories.length)).toBe(true);
  return body;
}

const valueOf = (r: NativeReport, key: string, series = 0) =>
  r.series[series]?.values[r.categories.findIndex((c) => c.key === key)];
const sum = (values: readonly number[] = []) => values.reduce((a, v) => a + v, 0);

describe('given the report list (reports/embedconfig)', () => {
  it('lists the five kit-native reports and the external one, in the caller’s language', async () => {
    const res = await get(tokenA, '/api/reports/embedconfig', US);
    const body = shaped(EmbedConfig, res.json()) as EmbedConfig;
    expect(body.accountId).toBe('acc-u-a-9');
    expect(body.reports.map((r) => `${r.kind}:${r.id}`)).toEqual([
      'native:tonsPerMonth',
      'native:spendByCategory',
      'native:openOrdersByStatus',
      'native:onTimeDelivery',
      'native:accountAgeing',
      'embed:accountOverview',
    ]);
    expect(body.reports[0]?.title).toBe('Tons ordered per month');
    const es = (
      await get(tokenA, '/api/reports/embedconfig', { ...US, 'x-language': 'es' })
    ).json();
    expect((es as EmbedConfig).reports[0]?.title).toBe('Toneladas pedidas por mes');
  });

  it('refuses marketing users (403), another tenant’s account (404) and unknown input (400)', async () => {
    expect((await get(tokenM, '/api/reports/embedconfig', US)).statusCode).toBe(403);
    expect((await get(tokenB, '/api/reports/embedconfig', US)).statusCode).toBe(404);
    expect(
      (await get(tokenB, '/api/reports/embedReports?reportId=tonsPerMonth', US)).statusCode,
    ).toBe(404);
    expect((await get(tokenA, '/api/reports/embedReports?reportId=nope')).statusCode).toBe(404);
    expect(
      (await get(tokenA, '/api/reports/embedReports?reportId=tonsPerMonth&x=1')).statusCode,
    ).toBe(400);
    expect((await get(tokenA, '/api/reports/embedReports?reportId=a%20b')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/reports/embedconfig' })).statusCode).toBe(
      401,
    );
  });
});

describe('given the kit-native reports (reports/embedReports)', () => {
  it('sums tons per month over two years from the orders, in short tons in the US', async () => {
    const r = await report('tonsPerMonth');
    expect(r).toMatchObject({
      chart: 'bar',
      measure: 'weight',
      weightUnit: 'shortTon',
      categoryType: 'month',
    });
    expect(r.categories).toHaveLength(24);
    expect(r.categories[0]?.key).toBe('2024-12');
    expect(r.categories[23]?.key).toBe('2026-11');
    // 4000000001 (Sep): 40 × 50 + 4 × 125 lb; November: 4000, 6250, 500 and 2000 lb; the
    // cancelled order and the credit memo request do not count.
    expect(valueOf(r, '2026-09')).toBe(1.25);
    expect(valueOf(r, '2026-11')).toBe(6.38);
    expect(sum(r.series[0]?.values)).toBe(7.63);
  });

  it('writes metric tons outside the US and isolates accounts', async () => {
    const r = await report('tonsPerMonth', MX, tokenB);
    expect(r.weightUnit).toBe('metricTon');
    // acc-u-b-7: 20 × 40 + 10 × 12 kg (Oct), 30 × 40 (Nov shipped), 25 × 40 (Nov placed).
    expect(valueOf(r, '2026-10')).toBe(0.92);
    expect(valueOf(r, '2026-11')).toBe(2.2);
  });

  it('counts open orders by status, with the statuses’ names in the caller’s language', async () => {
    const r = await report('openOrdersByStatus');
    expect(r.categories.map((c) => c.label)).toEqual(['Received', 'Scheduled', 'Shipped']);
    expect(r.series[0]?.values).toEqual([2, 1, 1]);
    const pt = await report('openOrdersByStatus', { ...US, 'x-language': 'pt' });
    expect(pt.categories.map((c) => c.label)).toEqual(['Recebido', 'Programado', 'Enviado']);
  });

  it('adds up spend by product category over twelve months', async () => {
    const r = await report('spendByCategory');
    expect(r).toMatchObject({ chart: 'bar-horizontal', measure: 'money', currency: 'USD' });
    // Lines of 4000000001-5: 1040 + 1760 + 2320 + 200 + 880.
    expect(sum(r.series[0]?.values)).toBeCloseTo(6200, 2);
    const values = r.series[0]?.values ?? [];
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('splits delivered orders into on time and late by month', async () => {
    const r = await report('onTimeDelivery');
    expect(r).toMatchObject({ chart: 'bar', stacked: true, measure: 'count' });
    expect(r.series.map((s) => s.key)).toEqual(['onTime', 'late']);
    const total = (key: string) => (valueOf(r, key, 0) ?? 0) + (valueOf(r, key, 1) ?? 0);
    expect(total('2026-09')).toBe(1);
    expect(total('2026-11')).toBe(1);
    expect(sum(r.series.flatMap((s) => s.values))).toBe(2);
  });

  it('shows the ageing of the account’s open items, the same as financeData', async () => {
    const r = await report('accountAgeing');
    const finance = (await get(tokenA, '/api/financeData', US)).json() as FinanceData;
    shaped(FinanceData, finance);
    expect(r.categories.map((c) => c.key)).toEqual([
      'current',
      'days1to30',
      'days31to60',
      'days61to90',
      'over90',
    ]);
    expect(r.series[0]?.values).toEqual([
      finance.buckets.current,
      finance.buckets.days1to30,
      finance.buckets.days31to60,
      finance.buckets.days61to90,
      finance.buckets.over90,
    ]);
  });
});

describe('given the external embed', () => {
  it('hands out a frame address and a token that opens the embed’s figures', async () => {
    const res = await get(tokenA, '/api/reports/embedReports?reportId=accountOverview', US);
    const embed = shaped(ReportBody, res.json()) as Extract<ReportBody, { kind: 'embed' }>;
    expect(embed.embedUrl).toBe('http://localhost/api/reports/embed/page');
    expect(embed.origin).toBe('http://localhost');
    // The fixture's clock plus ten minutes.
    expect(embed.expiresAt).toBe('2026-11-20T16:10:00.000Z');
    expect(embed.renewBefore).toBe(60);
    const data = await app.inject({
      method: 'GET',
      url: '/api/reports/embed/data',
      headers: { authorization: `Embed ${embed.token}` },
    });
    expect(data.statusCode, data.body).toBe(200);
    const body = shaped(EmbedData, data.json()) as EmbedData;
    expect(body.accountName).toMatch(/\(.+\)$/);
    expect(body.rows.map((r) => r.label)).toEqual([
      'Orders, last 12 months',
      'Tons, last 12 months',
      'Last order',
    ]);
  });

  it('refuses a missing, altered or foreign token', async () => {
    const res = await get(tokenA, '/api/reports/embedReports?reportId=accountOverview', US);
    const { token } = res.json() as { token: string };
    const altered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}A`;
    for (const authorization of [
      undefined,
      `Embed ${altered}`,
      `Bearer ${tokenA}`,
      'Embed a.b.c',
    ]) {
      const r = await app.inject({
        method: 'GET',
        url: '/api/reports/embed/data',
        headers: authorization ? { authorization } : {},
      });
      expect(r.statusCode, authorization).toBe(401);
    }
  });

  it('serves the page to be framed: its own CSP, no X-Frame-Options, no inline code unhashed', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/reports/embed/page' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-frame-options']).toBeUndefined();
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self' https://localhost:5173");
    expect(csp).toMatch(/script-src 'sha256-[^']+'/);
    expect(csp).toContain("default-src 'none'");
    expect(page.body).toContain("postMessage({ type: 'anp-embed-ready' }");
  });
});

describe('given the embed tokens', () => {
  it('expire, and verify only with the key that signed them', () => {
    const signer = createEmbedSigner();
    const claims = { accountId: 'a', userId: 'u', reportId: 'r', lang: 'en' as const, exp: 1000 };
    const token = signer.sign(claims);
    expect(signer.verify(token, 999)).toEqual(claims);
    expect(signer.verify(token, 1000)).toBeNull();
    expect(createEmbedSigner().verify(token, 999)).toBeNull();
  });

  it.each([
    [undefined, 600],
    ['120', 120],
    ['10', 600],
    ['abc', 600],
    ['90000', 600],
  ])('lasts ANP_REPORTS_EMBED_TOKEN_SECONDS=%s → %i s', (value, seconds) => {
    expect(
      embedTokenSeconds(value === undefined ? {} : { ANP_REPORTS_EMBED_TOKEN_SECONDS: value }),
    ).toBe(seconds);
  });

  it('is renewed a fifth of its life ahead, at most a minute', () => {
    expect(renewBeforeSeconds(600)).toBe(60);
    expect(renewBeforeSeconds(120)).toBe(24);
  });
});

describe('given the report rules', () => {
  it('counts months back across a year end', () => {
    expect(monthsEnding('2026-02-14', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('delivers most orders on time, the same way every time', () => {
    const numbers = Array.from({ length: 1000 }, (_v, i) => String(4_000_000_000 + i));
    const delays = numbers.map(deliveryDelayDays);
    expect(delays.every((d) => d >= -1 && d <= 3)).toBe(true);
    const onTime = delays.filter((d) => d <= 0).length;
    expect(onTime).toBeGreaterThan(600);
    expect(onTime).toBeLessThan(800);
    expect(numbers.map(deliveryDelayDays)).toEqual(delays);
  });
});
