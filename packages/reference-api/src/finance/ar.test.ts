// The accounts-receivable calls (ordering.md §7 financeData, finance/filter, finance/list,
// finance/details, invoiceboleto; issue 16): rights, isolation, filters, sort, paging, every
// ageing bucket, the statement files and Brazil's boletos.
import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import {
  ArItemDetail,
  ArList,
  FinanceData,
  FinanceFilter,
  InvoiceBoletos,
  type AgeingBucket,
  type ArItem,
} from '@anp/contract';
import {
  AGEING_BUCKETS,
  barcodeOfDigitableLine,
  formatDigitableLine,
  isValidDigitableLine,
} from '@anp/rules/finance';
import { GROUPS } from '@anp/rules';
import ExcelJS from 'exceljs';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../test/pdf-text';
import { addBrazilianAccount } from '../../test/fixture-finance';
import { insertUsers } from '../../test/fixture-users';
import { testServer } from '../../test/test-server';
import { insertRows } from '../db/database';
import type { Api } from '../server';

let app: Api;
let tokenA: string;
let tokenB: string;
let tokenM: string;

const US = { 'x-account-id': 'acc-u-a-9' };
const BR = { 'x-account-id': 'acc-br-1' };

beforeAll(async () => {
  const server = await testServer();
  app = server.app;
  await addBrazilianAccount(server.db, 'u-b');
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

const list = async (query = '', token = tokenA, headers = US): Promise<ArList> => {
  const res = await get(token, `/api/finance/list${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return shaped(ArList, res.json()) as ArList;
};
const everything = async (headers = US, token = tokenA) =>
  (await list('?limit=200', token, headers)).items;

const cents = (v: number) => Math.round(v * 100);

describe('given the AR summary (financeData)', () => {
  it('ages the balance into all five buckets that add up to it', async () => {
    const res = await get(tokenA, '/api/financeData', US);
    const data = shaped(FinanceData, res.json()) as FinanceData;
    // The fixture's clock: 2026-11-20 in Chicago.
    expect(data).toMatchObject({ accountId: 'acc-u-a-9', currency: 'USD', asOf: '2026-11-20' });
    for (const bucket of AGEING_BUCKETS) expect(data.buckets[bucket]).not.toBe(0);
    const sum = AGEING_BUCKETS.reduce((s, b) => s + cents(data.buckets[b]), 0);
    expect(sum).toBe(cents(data.openBalance));
    expect(cents(data.current)).toBe(cents(data.buckets.current));
    expect(cents(data.overdue)).toBe(cents(data.openBalance) - cents(data.current));
    expect(cents(data.availableCredit)).toBe(
      Math.max(0, cents(data.creditLimit) - cents(data.openBalance)),
    );
    const items = await everything();
    expect(cents(items.reduce((s, i) => s + i.openAmount, 0))).toBe(cents(data.openBalance));
    expect(data.openInvoices + data.openCredits).toBe(items.length);
  });

  it('gives every bucket its items, each aged by its due date', async () => {
    const items = await everything();
    for (const bucket of AGEING_BUCKETS) {
      const page = await list(`?bucket=${bucket}&limit=200`);
      expect(page.totalCount, bucket).toBeGreaterThan(0);
      expect(page.items.every((i) => i.bucket === bucket)).toBe(true);
    }
    const expected = (i: ArItem): AgeingBucket =>
      i.daysPastDue === 0
        ? 'current'
        : i.daysPastDue <= 30
          ? 'days1to30'
          : i.daysPastDue <= 60
            ? 'days31to60'
            : i.daysPastDue <= 90
              ? 'days61to90'
              : 'over90';
    for (const i of items) expect(i.bucket).toBe(expected(i));
  });
});

describe('given the open items (finance/list)', () => {
  it.each([
    ['documentNumber', (i: ArItem) => i.documentNumber],
    ['documentDate', (i: ArItem) => i.documentDate],
    ['dueDate', (i: ArItem) => i.dueDate],
    ['amount', (i: ArItem) => i.amount],
    ['openAmount', (i: ArItem) => i.openAmount],
    ['daysPastDue', (i: ArItem) => i.daysPastDue],
  ] as const)('sorts by %s both ways, ties by document number', async (sort, key) => {
    for (const direction of ['asc', 'desc'] as const) {
      const page = await list(`?sort=${sort}&direction=${direction}&limit=200`);
      expect(page).toMatchObject({ sort, direction });
      const keys: (string | number)[] = page.items.map((i) => key(i));
      const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(keys).toEqual(direction === 'asc' ? sorted : sorted.reverse());
    }
  });

  it('pages: the pages together are the whole list, with its count and open total', async () => {
    const all = await everything();
    const pages: ArItem[] = [];
    for (let offset = 0; offset < all.length; offset += 4) {
      const page = await list(`?limit=4&offset=${offset}`);
      expect(page.totalCount).toBe(all.length);
      expect(page.items.length).toBeLessThanOrEqual(4);
      pages.push(...page.items);
    }
    expect(pages).toEqual(all);
    const beyond = await list(`?offset=${all.length + 10}`);
    expect(beyond).toMatchObject({ items: [], totalCount: all.length });
    expect(cents(beyond.totalOpenAmount)).toBe(cents(all.reduce((s, i) => s + i.openAmount, 0)));
  });

  it('filters by type, bucket, either date and a search, and counts what it keeps', async () => {
    const all = await everything();
    for (const type of ['invoice', 'creditMemo', 'debitMemo', 'payment'] as const) {
      const page = await list(`?itemType=${type}&limit=200`);
      expect(page.items).toEqual(
        all
          .filter((i) => i.itemType === type)
          .sort((a, b) =>
            a.dueDate < b.dueDate
              ? -1
              : a.dueDate > b.dueDate
                ? 1
                : a.documentNumber < b.documentNumber
                  ? -1
                  : 1,
          ),
      );
    }
    const byDoc = await list('?from=2026-09-01&to=2026-10-15&limit=200');
    expect(byDoc.items.length).toBeGreaterThan(0);
    expect(
      byDoc.items.every((i) => i.documentDate >= '2026-09-01' && i.documentDate <= '2026-10-15'),
    ).toBe(true);
    expect(byDoc.totalCount).toBe(
      all.filter((i) => i.documentDate >= '2026-09-01' && i.documentDate <= '2026-10-15').length,
    );
    const byDue = await list('?dateField=dueDate&from=2026-11-20&limit=200');
    expect(byDue.items.every((i) => i.dueDate >= '2026-11-20' && i.bucket === 'current')).toBe(
      true,
    );
    const one = all[0];
    const found = await list(`?search=${one?.documentNumber ?? ''}`);
    expect(found.items.map((i) => i.documentNumber)).toEqual([one?.documentNumber]);
    const pair = await list('?itemType=invoice&bucket=over90&limit=200');
    expect(pair.items.every((i) => i.itemType === 'invoice' && i.bucket === 'over90')).toBe(true);
    expect(pair.totalCount).toBeGreaterThan(0);
  });

  it.each([
    ['?bucket=old', 'querystring.bucket'],
    ['?itemType=cheque', 'querystring.itemType'],
    ['?sort=customer', 'querystring.sort'],
    ['?limit=500', 'querystring.limit'],
    ['?from=2026-02-30', 'query.from'],
    ['?from=2026-10-01&to=2026-09-01', 'query.from'],
    ['?color=red', 'querystring'],
  ])('refuses %s with 400', async (query, field) => {
    const res = await get(tokenA, `/api/finance/list${query}`, US);
    expect(res.statusCode).toBe(400);
    expect(String(res.json().field ?? '')).toContain(field);
  });

  it('offers the filters: item types, the five buckets, the date ranges and the sorts', async () => {
    const res = await get(tokenA, '/api/finance/filter', US);
    const filter = shaped(FinanceFilter, res.json()) as FinanceFilter;
    const all = await everything();
    expect(filter.itemTypes).toEqual(['invoice', 'debitMemo', 'creditMemo', 'payment']);
    expect(filter.buckets).toEqual([...AGEING_BUCKETS]);
    expect(filter.documentDates?.from).toBe(all.map((i) => i.documentDate).sort()[0]);
    expect(filter.dueDates?.to).toBe(
      all
        .map((i) => i.dueDate)
        .sort()
        .at(-1),
    );
    expect(filter.sorts).toContain('daysPastDue');
  });
});

describe('given an open item (finance/details?documentNumber=)', () => {
  it("bills an invoice's order lines and tells its history", async () => {
    const invoices = (await list('?itemType=invoice&limit=200')).items;
    const billed = invoices.find((i) => i.orderNumber);
    expect(billed).toBeDefined();
    const res = await get(
      tokenA,
      `/api/finance/details?documentNumber=${billed?.documentNumber ?? ''}`,
      US,
    );
    const detail = shaped(ArItemDetail, res.json()) as ArItemDetail;
    expect(detail).toMatchObject({ ...billed, soldTo: expect.any(String), asOf: '2026-11-20' });
    expect(cents(detail.lines.reduce((s, l) => s + l.amount, 0))).toBe(cents(detail.amount));
    expect(detail.history[0]).toMatchObject({ event: 'issued', date: detail.documentDate });
    const old = invoices.find((i) => i.daysPastDue > 40);
    const aged = (
      await get(tokenA, `/api/finance/details?documentNumber=${old?.documentNumber ?? ''}`, US)
    ).json() as ArItemDetail;
    expect(aged.history.map((h) => h.event)).toContain('reminderSent');
  });

  it('names memo and payment lines in the caller language', async () => {
    const credit = (await list('?itemType=payment', tokenB, { 'x-account-id': 'acc-u-b-6' }))
      .items[0];
    const res = await get(
      tokenB,
      `/api/finance/details?documentNumber=${credit?.documentNumber ?? ''}`,
      { 'x-account-id': 'acc-u-b-6' },
    );
    expect((res.json() as ArItemDetail).lines[0]?.description).toBe(
      'Pago a cuenta, aún no aplicado',
    );
  });

  it('wants exactly one of memoNumber and documentNumber', async () => {
    for (const query of ['', '?memoNumber=8100000001&documentNumber=9500000001']) {
      const res = await get(tokenA, `/api/finance/details${query}`, US);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('given the rights and the accounts of others', () => {
  const AR_URLS = [
    '/api/financeData',
    '/api/finance/list',
    '/api/finance/filter',
    '/api/finance/statement?from=2026-01-01&to=2026-11-20&format=pdf',
    '/api/invoiceboleto?invoiceNumber=9500000001',
  ];

  it('refuses marketing users with 403, even on an account they are linked to', async () => {
    for (const url of AR_URLS) {
      const res = await get(tokenM, url, US);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it("answers another user's account exactly like a missing one", async () => {
    for (const url of AR_URLS) {
      const foreign = await get(tokenA, url, BR);
      const missing = await get(tokenA, url, { 'x-account-id': 'acc-nope' });
      expect(foreign.statusCode, url).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
    }
  });

  it("does not show one account's item on another account", async () => {
    const item = (await everything(BR, tokenB))[0];
    const res = await get(
      tokenB,
      `/api/finance/details?documentNumber=${item?.documentNumber ?? ''}`,
      { 'x-account-id': 'acc-u-b-6' },
    );
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Granja');
  });
});

describe('given the statement (finance/statement)', () => {
  const inPeriod = (items: ArItem[]) =>
    items.filter((i) => i.documentDate >= '2026-06-01' && i.documentDate <= '2026-11-20');

  it('writes a PDF with the items of the period, in the caller language', async () => {
    const res = await get(
      tokenB,
      '/api/finance/statement?from=2026-06-01&to=2026-11-20&format=pdf',
      { 'x-account-id': 'acc-u-b-6' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('statement-');
    const pdf = await readPdf(res.rawPayload);
    const text = pdf.pages.join('\n');
    expect(pdf.title).toBe('Estado de cuenta');
    const items = inPeriod(await everything({ 'x-account-id': 'acc-u-b-6' }, tokenB));
    expect(items.length).toBeGreaterThan(3);
    for (const i of items) expect(text).toContain(i.documentNumber);
    expect(text).toContain('Más de 90 días');
  });

  it('writes an XLSX workbook with every item as numbers and dates', async () => {
    const res = await get(
      tokenA,
      '/api/finance/statement?from=2026-06-01&to=2026-11-20&format=xlsx',
      US,
    );
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const items = inPeriod(await everything());
    for (const i of items) {
      const row = rows.find((r) => r[0] === i.documentNumber);
      expect(row?.[7]).toBe(i.amount);
      expect(row?.[8]).toBe(i.openAmount);
      expect((row?.[3] as Date).toISOString().slice(0, 10)).toBe(i.dueDate);
    }
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Open items', 'Ageing']);
  });

  it.each([
    ['?from=2025-01-01&to=2026-11-20&format=pdf', 'query.to'],
    ['?from=2026-11-20&to=2026-01-01&format=xlsx', 'query.from'],
    ['?from=2026-01-01&to=2026-02-01&format=csv', 'querystring.format'],
    ['?from=2026-01-01&format=pdf', 'querystring'],
  ])('refuses %s with 400', async (query, field) => {
    const res = await get(tokenA, `/api/finance/statement${query}`, US);
    expect(res.statusCode).toBe(400);
    expect(String(res.json().field ?? '')).toContain(field);
  });
});

describe('given the boletos of a Brazilian invoice (invoiceboleto)', () => {
  it('answers verified digitable lines and barcodes for every open invoice', async () => {
    const invoices = (await everything(BR, tokenB)).filter((i) => i.itemType === 'invoice');
    expect(invoices.length).toBeGreaterThan(3);
    expect(invoices.every((i) => i.boletoAvailable)).toBe(true);
    const statuses = new Set<string>();
    for (const invoice of invoices) {
      const res = await get(
        tokenB,
        `/api/invoiceboleto?invoiceNumber=${invoice.documentNumber}`,
        BR,
      );
      const { boletos } = shaped(InvoiceBoletos, res.json()) as InvoiceBoletos;
      const live = boletos.filter((b) => b.status === 'open' || b.status === 'overdue');
      expect(cents(live.reduce((s, b) => s + b.amount, 0))).toBe(cents(invoice.openAmount));
      for (const b of boletos) {
        statuses.add(b.status);
        expect(['001', '237']).toContain(b.bankCode);
        expect(isValidDigitableLine(b.digitableLine)).toBe(true);
        expect(barcodeOfDigitableLine(b.digitableLine)).toBe(b.barcode);
        expect(isValidBoleto(b.digitableLine)).toBe(true);
        const info = getBoletoInfo(b.digitableLine, {
          referenceDate: new Date(Date.UTC(2026, 10, 20)),
        });
        expect(info?.amount).toBe(cents(b.amount));
        expect(info?.expirationDate?.toISOString().slice(0, 10)).toBe(b.dueDate);
        expect(b.payer.name).toBe('Granja Boa Vista');
        expect(b.beneficiary.taxId).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
      }
    }
    expect([...statuses].sort()).toEqual(['cancelled', 'open', 'overdue', 'paid']);
  });

  it('writes the boleto PDF with its digitable line and barcode number', async () => {
    const invoice = (await everything(BR, tokenB)).find((i) => i.itemType === 'invoice');
    const { boletos } = (
      await get(tokenB, `/api/invoiceboleto?invoiceNumber=${invoice?.documentNumber ?? ''}`, BR)
    ).json() as InvoiceBoletos;
    const boleto = boletos.at(-1);
    const res = await get(
      tokenB,
      `/api/invoiceboleto/download?invoiceNumber=${invoice?.documentNumber ?? ''}&boletoId=${boleto?.boletoId ?? ''}`,
      { ...BR, 'x-language': 'pt' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await readPdf(res.rawPayload);
    const text = pdf.pages.join('\n');
    expect(text).toContain(formatDigitableLine(boleto?.digitableLine ?? ''));
    expect(text).toContain(boleto?.barcode);
    expect(text).toContain('Linha digitável');
  });

  it('has no boleto outside Brazil, for a memo, or for a boleto of another invoice', async () => {
    const us = (await everything()).find((i) => i.itemType === 'invoice');
    expect(us?.boletoAvailable).toBe(false);
    expect(
      (await get(tokenA, `/api/invoiceboleto?invoiceNumber=${us?.documentNumber ?? ''}`, US))
        .statusCode,
    ).toBe(404);
    const br = await everything(BR, tokenB);
    const memo = br.find((i) => i.itemType !== 'invoice');
    expect(
      (await get(tokenB, `/api/invoiceboleto?invoiceNumber=${memo?.documentNumber ?? ''}`, BR))
        .statusCode,
    ).toBe(404);
    const [first, second] = br.filter((i) => i.itemType === 'invoice');
    const { boletos } = (
      await get(tokenB, `/api/invoiceboleto?invoiceNumber=${first?.documentNumber ?? ''}`, BR)
    ).json() as InvoiceBoletos;
    const res = await get(
      tokenB,
      `/api/invoiceboleto/download?invoiceNumber=${second?.documentNumber ?? ''}&boletoId=${boletos[0]?.boletoId ?? ''}`,
      BR,
    );
    expect(res.statusCode).toBe(404);
  });
});
