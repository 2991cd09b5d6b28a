/**
 * Memos for the memo tile's stories and tests, shaped like the reference API's finance/details
 * (@anp/contract, finance.ts). Not part of the element bundle: only stories
 * and tests import it.
 */
import type { FakeRoutes } from '@anp/core/testing';
import type { MemoDetail } from '@anp/core/services/orders';

/**
 * A memo with every field; `overrides` win. As the API sends them, `orderMemoValue` is signed
 * (negative for credits) and the net, VAT and gross breakdown are the document's own amounts.
 */
export function makeMemo(
  overrides: Partial<MemoDetail> & Pick<MemoDetail, 'memoNumber'>,
): MemoDetail {
  return {
    invoicedNo: null,
    memoType: 'credit',
    status: 'Open',
    country: 'us',
    newFlow: false,
    currencyUsed: 'USD',
    soldTo: '0010100012',
    soldToName: 'Prairie Feed & Supply',
    shipTo: '0020100012',
    shipToName: 'Prairie Feed & Supply – Yard 2',
    shipFrom: 'US01',
    originalInvoice: '9100450321',
    originalInvoiceNumber: '9100450321',
    originalInvoiceDate: '2026-10-02',
    orderType: 'sales order',
    orderNumber: '4000141207',
    orderStatus: 'Invoiced',
    orderDate: '2026-09-28',
    orderValue: 4875.5,
    orderMemoValue: -312.4,
    memoDate: '2026-10-19',
    invoiceDate: null,
    netAmount: 312.4,
    vat: 0,
    grossAmount: 312.4,
    customerPO: 'PO-88213',
    ...overrides,
  };
}

/** A US credit memo: the default layout. */
export const US_CREDIT = makeMemo({ memoNumber: '7100023456' });

/** A US debit memo (a price correction billed after the invoice). */
export const US_DEBIT = makeMemo({
  memoNumber: '7200004412',
  memoType: 'debit',
  status: 'Invoiced',
  invoicedNo: '9100451002',
  orderMemoValue: 128.75,
  netAmount: 128.75,
  grossAmount: 128.75,
  customerPO: null,
});

/** A Mexican credit memo with its CFDI, cancelled: fiscal layout with the Cancelled badge. */
export const MX_CANCELLED = makeMemo({
  memoNumber: '7100031877',
  country: 'mx',
  currencyUsed: 'MXN',
  status: 'Cancelled',
  invoicedNo: 'CFDI-A-20931',
  soldTo: '0030200019',
  soldToName: 'Forrajes del Bajío S.A. de C.V.',
  shipToName: 'Forrajes del Bajío – Celaya',
  shipFrom: 'MX02',
  originalInvoice: '9100452210',
  originalInvoiceNumber: '9100452210',
  originalInvoiceDate: '2026-09-14',
  orderNumber: '4000140051',
  orderValue: 186_420,
  orderMemoValue: -14_848,
  netAmount: 12_800,
  vat: 2_048,
  grossAmount: 14_848,
  memoDate: '2026-10-03',
  customerPO: 'OC-5521',
});

/** A Mexican credit memo still open. */
export const MX_OPEN = makeMemo({
  ...MX_CANCELLED,
  memoNumber: '7100031990',
  status: 'Open',
  invoicedNo: 'CFDI-A-21007',
  memoDate: '2026-10-22',
});

/** A Korean debit memo: whole won, sold-to with its name, order and memo value. */
export const KR_DEBIT = makeMemo({
  memoNumber: '7200005120',
  memoType: 'debit',
  country: 'kr',
  currencyUsed: 'KRW',
  soldTo: '0050300007',
  soldToName: '한빛 축산',
  shipToName: null,
  originalInvoice: '9100453377',
  originalInvoiceNumber: '9100453377',
  originalInvoiceDate: '2026-08-30',
  orderNumber: '4000139876',
  orderValue: 12_480_000,
  orderMemoValue: 356_400,
  netAmount: 324_000,
  vat: 32_400,
  grossAmount: 356_400,
  memoDate: '2026-09-12',
  customerPO: null,
});

/** A Brazilian credit memo billed through the new flow: the fiscal layout outside Mexico. */
export const NEW_FLOW_CREDIT = makeMemo({
  memoNumber: '7100040002',
  country: 'br',
  currencyUsed: 'BRL',
  newFlow: true,
  status: 'Cancelled',
  invoicedNo: 'NF-e 000.183.442',
  soldTo: '0060400003',
  soldToName: 'Granja Santa Helena Ltda.',
  originalInvoice: '9100454001',
  originalInvoiceNumber: '9100454001',
  originalInvoiceDate: '2026-10-05',
  orderNumber: '4000142001',
  orderValue: 58_310.2,
  orderMemoValue: -2_204.5,
  netAmount: 1_950,
  vat: 254.5,
  grossAmount: 2_204.5,
  memoDate: '2026-10-21',
});

export const ALL_MEMOS: readonly MemoDetail[] = [
  US_CREDIT,
  US_DEBIT,
  MX_CANCELLED,
  MX_OPEN,
  KR_DEBIT,
  NEW_FLOW_CREDIT,
];

/** The bytes of a minimal PDF, as the download answers it. */
export const PDF_TEXT = '%PDF-1.4\n% demo memo\n%%EOF\n';

/**
 * finance/details and the memo download over the given memos; unknown numbers answer 404 as the
 * reference API does.
 */
export function memoRoutes(memos: readonly MemoDetail[] = ALL_MEMOS): FakeRoutes {
  return {
    'GET finance/details': (call) => {
      const memo = memos.find((m) => m.memoNumber === call.query.get('memoNumber'));
      return memo ?? { status: 404, body: { code: 'NOT_FOUND', message: 'No such memo' } };
    },
    ...Object.fromEntries(memos.map((memo) => [`GET ${memo.memoNumber}/download`, () => PDF_TEXT])),
  };
}
