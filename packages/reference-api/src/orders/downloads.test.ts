import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPdf } from '@anp/demo-data/inspect';
import { pdfTexts } from '../../test/pdf-text';
import { testServer } from '../../test/test-server';
import type { Api } from '../server';
import { downloadLimitFromEnv } from '../http-files';

let app: Api;
let tokenA: string;
let tokenB: string;
let tokenEmployee: string;
let tokenAdmin: string;

beforeAll(async () => {
  const server = await testServer();
  app = server.app;
  tokenA = await server.tokenFor({ id: 'u-a' });
  tokenB = await server.tokenFor({ id: 'u-b' });
  await server.db.query(
    `INSERT INTO users (id, email, first_name, last_name, locale, language, country, user_type,
            customer_type, business_unit, groups, password_hash)
     VALUES ('u-emp', 'emp@test', 'Erin', 'Employee', 'en_US', 'en', 'us', 'Internal', 'Employee',
             'feed', ARRAY['DXP_Internal_Users'], 'x'),
            ('u-adm', 'adm@test', 'Ada', 'Admin', 'en_US', 'en', 'us', 'Internal', 'Employee',
             'feed', ARRAY['DXP_Internal_Users', 'DXP_CAN_AccGrp_User_Management'], 'x')`,
  );
  await server.db.query(
    `INSERT INTO user_accounts (user_id, account_id) VALUES ('u-emp', 'acc-u-a-9'), ('u-adm', 'acc-u-a-9')`,
  );
  tokenEmployee = await server.tokenFor({ id: 'u-emp' });
  tokenAdmin = await server.tokenFor({ id: 'u-adm' });
});
afterAll(async () => {
  await app.close();
});

const get = (token: string, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });

/** Downloads a PDF, checks its structure and returns its text. */
async function pdf(token: string, url: string, headers: Record<string, string> = {}) {
  const res = await get(token, url, headers);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  checkPdf(res.rawPayload);
  const texts = await pdfTexts(res.rawPayload);
  return { res, texts, all: texts.join('\n') };
}

describe('given an invoiced order of a US customer', () => {
  it('downloads the invoice: lines, prices, tax, totals, parties, terms, number and date', async () => {
    const { res, texts, all } = await pdf(
      tokenA,
      '/api/4000000001/download?type=invoice&source=portal',
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="invoice-4000000001.pdf"',
    );
    expect(texts).toContain('Invoice 9100000001');
    for (const text of [
      'Invoice number',
      '9100000001',
      '05-Sep-2026',
      '05-Oct-2026',
      '4000000001',
      'PO-7001',
      'Credit, net 30 days',
      '100001',
      'Layer 16% Crumble 50 lb',
      '40 bags',
      '20.00',
      '800.00',
      '100005',
      '240.00',
      'Net amount',
      'VAT (0%)',
      '1,040.00',
      'Plant US (US01)',
    ])
      expect(texts, text).toContain(text);
    expect(all).toMatch(/Sold to/);
    expect(all).toMatch(/Farm Supply u-a 9/);
    expect(all).not.toMatch(/PRO FORMA/);
  });

  it('downloads the packing list with quantities, pallets, weights and lot numbers', async () => {
    const { res, texts } = await pdf(tokenA, '/api/4000000001/download?type=packlist');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="packlist-4000000001.pdf"',
    );
    for (const text of [
      'Packing list for order 4000000001',
      'L260904A101',
      'L260904A102',
      '2,000.00',
      '500.00',
      '2,500.00',
      '00',
      'Gross weight',
      'Lot number',
    ])
      expect(texts, text).toContain(text);
  });

  it('downloads the certificate of analysis: per line its lot and analysis values, within spec', async () => {
    const { texts, res } = await pdf(tokenA, '/api/4000000001/download?type=coa');
    expect(res.headers['content-disposition']).toBe('attachment; filename="coa-4000000001.pdf"');
    expect(texts).toContain('Certificate of analysis for order 4000000001');
    expect(texts).toContain('Layer 16% Crumble 50 lb (100001)');
    expect(texts.filter((t) => t === 'Crude protein')).toHaveLength(2);
    expect(texts.filter((t) => t === 'Yes')).toHaveLength(10);
    expect(texts.some((t) => t.startsWith('Lot L260904A102,'))).toBe(true);
    // Deterministic: the same order gives the same bytes.
    const again = await get(tokenA, '/api/4000000001/download?type=coa');
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('answers the same documents under the aliases invoice, packlist, coa and document/download', async () => {
    for (const type of ['invoice', 'packlist', 'coa'] as const) {
      const main = await get(tokenA, `/api/4000000001/download?type=${type}`);
      const alias = await get(tokenA, `/api/${type}?orderNumber=4000000001`);
      const generic = await get(
        tokenA,
        `/api/document/download?orderNumber=4000000001&type=${type}&source=erp`,
      );
      expect(alias.statusCode).toBe(200);
      expect(alias.rawPayload.equals(main.rawPayload)).toBe(true);
      expect(generic.rawPayload.equals(main.rawPayload)).toBe(true);
      expect(alias.headers['content-disposition']).toBe(main.headers['content-disposition']);
    }
  });
});

describe('given an order that is not invoiced yet', () => {
  it('gives a customer outside Mexico a pro-forma invoice, clearly marked', async () => {
    const { texts, all } = await pdf(tokenA, '/api/4000000002/download?type=invoice');
    expect(texts).toContain('Pro forma invoice for order 4000000002');
    expect(all).toMatch(/PRO FORMA · Farm Supply u-a 9/);
    expect(all).toMatch(/this is not a tax invoice/);
    expect(texts).not.toContain('Invoice number');
    expect(texts).toContain('Cash');
  });

  it('refuses the invoice in Mexico with a 401 that is not "Unauthorized"', async () => {
    const res = await get(tokenB, '/api/4000000053/download?type=invoice');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'NOT_AUTHORIZED',
      message: 'The invoice of this order is available once it is invoiced',
    });
    expect((await get(tokenB, '/api/4000000053/download?type=packlist')).statusCode).toBe(200);
  });

  it('refuses it to internal users, not to user-management admins', async () => {
    const employee = await get(tokenEmployee, '/api/4000000002/download?type=invoice');
    expect(employee.statusCode).toBe(401);
    expect(employee.json().message).not.toBe('Unauthorized');
    expect((await get(tokenEmployee, '/api/4000000001/download?type=invoice')).statusCode).toBe(
      200,
    );
    const admin = await pdf(tokenAdmin, '/api/4000000002/download?type=invoice');
    expect(admin.texts).toContain('Pro forma invoice for order 4000000002');
  });

  it.each([
    ['4000000003', 'packlist', 'The packing list is available once the order has shipped'],
    ['4000000003', 'coa', 'The certificate of analysis is available once the order has shipped'],
    ['4000000006', 'invoice', 'This order was cancelled before it was invoiced'],
  ])('refuses %s %s with 401: %s', async (order, type, message) => {
    const res = await get(tokenA, `/api/${order}/download?type=${type}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'NOT_AUTHORIZED', message });
  });
});

describe('given the Mexican customer (Spanish) and the request language', () => {
  it('writes the invoice in the user language, or in X-Language', async () => {
    const es = await pdf(tokenB, '/api/4000000051/download?type=invoice');
    expect(es.texts).toContain('Factura 9100000051');
    expect(es.texts).toContain('06-Oct-2026');
    expect(es.texts).toContain('IVA (16%)');
    const en = await pdf(tokenB, '/api/4000000051/download?type=invoice', { 'x-language': 'en' });
    expect(en.texts).toContain('Invoice 9100000051');
    const pt = await pdf(tokenB, '/api/4000000051/download?type=invoice', { 'x-language': 'pt' });
    expect(pt.texts).toContain('Fatura 9100000051');
    expect(pt.texts).toContain('Número da fatura');
  });

  it('marks a cancelled invoice as cancelled', async () => {
    const { all } = await pdf(tokenB, '/api/4000000052/download?type=invoice');
    expect(all).toMatch(/CANCELADA/);
    expect(all).toMatch(/Esta factura fue cancelada/);
  });

  it('downloads a memo by its number (type=memo)', async () => {
    const { res, texts } = await pdf(tokenB, '/api/8100000051/download?type=memo');
    expect(res.headers['content-disposition']).toBe('attachment; filename="memo-8100000051.pdf"');
    for (const text of [
      'Nota de crédito 8100000051',
      'NC-8100000051',
      '9100000051 (06-Oct-2026)',
      '900.00',
    ])
      expect(texts, text).toContain(text);
    const alias = await get(tokenB, '/api/document/download?orderNumber=8100000051&type=memo');
    expect(alias.rawPayload.equals(res.rawPayload)).toBe(true);
  });
});

describe('given a document that does not exist for the user', () => {
  it.each([
    ['/api/4999999999/download?type=invoice'],
    ['/api/4000000051/download?type=invoice'],
    ['/api/8100000051/download?type=memo'],
    ['/api/4000000001/download?type=memo'],
    ['/api/8100000001/download?type=invoice'],
    ['/api/invoice?orderNumber=4000000051'],
    ['/api/document/download?orderNumber=8100000051&type=memo'],
  ])('answers %s with 404 like a missing order', async (url) => {
    const res = await get(tokenA, url);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect(res.body).not.toMatch(/acc-u-b|9100000051/);
  });

  it.each([
    ['/api/4000000001/download?type=label'],
    ['/api/4000000001/download'],
    ['/api/4000000001/download?type=invoice&source=fax'],
    ['/api/document/download?orderNumber=4000000001'],
  ])('answers %s with 400', async (url) => {
    expect((await get(tokenA, url)).statusCode).toBe(400);
  });
});

describe('given a configured download size limit', () => {
  it('answers ERRDD001 (413) over the limit and the file under it', async () => {
    const small = await testServer({ downloadLimitBytes: 1500 });
    try {
      const token = await small.tokenFor({ id: 'u-a' });
      const res = await small.app.inject({
        method: 'GET',
        url: '/api/4000000001/download?type=invoice',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'ERRDD001' });
    } finally {
      await small.app.close();
    }
  });

  it.each([
    ['1234', 1234],
    [' 5000000 ', 5000000],
    ['0', null],
    ['-1', null],
    ['1e6', null],
    ['', null],
    [undefined, null],
  ])('reads ANP_DOWNLOAD_LIMIT_BYTES=%j as %j', (raw, expected) => {
    expect(downloadLimitFromEnv(raw === undefined ? {} : { ANP_DOWNLOAD_LIMIT_BYTES: raw })).toBe(
      expected,
    );
  });
});
