import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, resolveConfig } from '@anp/core';
import { createFinanceApi, type FinanceApi } from '@anp/core/services/finance';
import { isValidDigitableLine } from '@anp/rules/finance';
import type { Api } from '@anp/reference-api';
import {
  BRAZIL_ACCOUNT,
  addBrazilianAccount,
  readPdf,
  testServer,
} from '@anp/reference-api/testing';

/**
 * The kit's own finance calls (useFinanceApi's) against the reference API through Fastify's
 * inject: every call reaches its route with the page's account and language, and gets the shape
 * its type promises; the files arrive as named blobs.
 */
let app: Api;
let finance: FinanceApi;
let accountId = 'acc-u-a-9';
let lang: 'en' | 'pt' = 'en';

beforeAll(async () => {
  const server = await testServer();
  app = server.app;
  await addBrazilianAccount(server.db, 'u-a');
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
  finance = createFinanceApi(api);
});
afterAll(async () => {
  await app.close();
});

describe("given the kit's finance API client and the reference API", () => {
  it('reads the summary, the filters, a page of open items and one item', async () => {
    accountId = 'acc-u-a-9';
    const summary = await finance.summary();
    expect(summary).toMatchObject({ accountId: 'acc-u-a-9', currency: 'USD', asOf: '2026-11-20' });
    const filter = await finance.filter();
    expect(filter.buckets).toEqual(['current', 'days1to30', 'days31to60', 'days61to90', 'over90']);
    const page = await finance.list({
      bucket: 'over90',
      sort: 'daysPastDue',
      direction: 'desc',
      limit: 2,
    });
    expect(page.items).toHaveLength(2);
    expect(page.items[0]?.daysPastDue).toBeGreaterThanOrEqual(page.items[1]?.daysPastDue ?? 0);
    expect(page.totalOpenAmount).toBeCloseTo(summary.buckets.over90, 2);
    const first = page.items[0];
    const detail = await finance.details(first?.documentNumber ?? '');
    expect(detail).toMatchObject({ documentNumber: first?.documentNumber, bucket: 'over90' });
    expect(detail.lines.length).toBeGreaterThan(0);
  });

  it('downloads the statement as PDF and XLSX', async () => {
    accountId = 'acc-u-a-9';
    const pdf = await finance.statement({ from: '2026-06-01', to: '2026-11-20', format: 'pdf' });
    expect(pdf.filename).toMatch(/^statement-.*\.pdf$/);
    expect(pdf.contentType).toBe('application/pdf');
    expect((await readPdf(new Uint8Array(await pdf.blob.arrayBuffer()))).title).toBe(
      'Account statement',
    );
    const xlsx = await finance.statement({ from: '2026-06-01', to: '2026-11-20', format: 'xlsx' });
    expect(xlsx.filename).toMatch(/\.xlsx$/);
    expect(new Uint8Array(await xlsx.blob.arrayBuffer()).slice(0, 2)).toEqual(
      new Uint8Array([0x50, 0x4b]),
    );
  });

  it("reads a Brazilian invoice's boletos and downloads one in the page's language", async () => {
    accountId = BRAZIL_ACCOUNT;
    lang = 'pt';
    const invoice = (await finance.list({ itemType: 'invoice', limit: 1 })).items[0];
    expect(invoice?.boletoAvailable).toBe(true);
    const { boletos } = await finance.boletos(invoice?.documentNumber ?? '');
    const boleto = boletos.at(-1);
    expect(isValidDigitableLine(boleto?.digitableLine ?? '')).toBe(true);
    const file = await finance.boletoPdf(invoice?.documentNumber ?? '', boleto?.boletoId ?? '');
    expect(file.filename).toMatch(/^boleto-.*\.pdf$/);
    const reading = await readPdf(new Uint8Array(await file.blob.arrayBuffer()));
    expect(reading.title).toBe(`Boleto da fatura ${invoice?.documentNumber ?? ''}`);
    lang = 'en';
  });

  it('maps a missing boleto to the 404 of the error catalogue', async () => {
    accountId = 'acc-u-a-9';
    await expect(finance.boletos('9999999999', { publishErrors: false })).rejects.toMatchObject({
      status: 404,
    });
  });
});
