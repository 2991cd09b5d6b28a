import { Type, type Static } from 'typebox';

/** A credit or debit memo's status. */
export const MemoStatus = Type.Union([
  Type.Literal('Open'),
  Type.Literal('Cancelled'),
  Type.Literal('Invoiced'),
]);
export type MemoStatus = Static<typeof MemoStatus>;

/**
 * ordering.md §3 "Memo or credit tile data": everything a memo tile shows in any of its three
 * layouts (Mexico and the new flow, Korea, the default).
 */
export const MemoDetail = Type.Object({
  memoNumber: Type.String(),
  /** The memo's own invoice number (fiscal document), once issued. */
  invoicedNo: Type.Union([Type.String(), Type.Null()]),
  memoType: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
  status: MemoStatus,
  /** Market of the account (decides the layout with `newFlow`). */
  country: Type.String(),
  /** Billed through the new billing flow (accounts on the S4 source system). */
  newFlow: Type.Boolean(),
  currencyUsed: Type.String(),
  soldTo: Type.String({ description: 'Sold-to code' }),
  soldToName: Type.String(),
  shipTo: Type.Union([Type.String(), Type.Null()]),
  shipToName: Type.Union([Type.String(), Type.Null()]),
  shipFrom: Type.Union([Type.String(), Type.Null()]),
  originalInvoice: Type.Union([Type.String(), Type.Null()]),
  originalInvoiceNumber: Type.Union([Type.String(), Type.Null()]),
  originalInvoiceDate: Type.Union([Type.String(), Type.Null()]),
  orderType: Type.Union([Type.String(), Type.Null()]),
  orderNumber: Type.Union([Type.String(), Type.Null()]),
  orderStatus: Type.Union([Type.String(), Type.Null()]),
  orderDate: Type.Union([Type.String(), Type.Null()]),
  /** Gross value of the original order. */
  orderValue: Type.Union([Type.Number(), Type.Null()]),
  /** The memo's gross value, signed: negative for credits. */
  orderMemoValue: Type.Number(),
  memoDate: Type.String(),
  invoiceDate: Type.Union([Type.String(), Type.Null()]),
  netAmount: Type.Number(),
  vat: Type.Number(),
  grossAmount: Type.Number(),
  customerPO: Type.Union([Type.String(), Type.Null()]),
});
export type MemoDetail = Static<typeof MemoDetail>;

export const MemoNumberQuery = Type.Object(
  {
    memoNumber: Type.String({ minLength: 1, maxLength: 20 }),
  },
  { additionalProperties: false },
);

/** GET finance/memos: the account's memos (credit and debit), newest first (was finance/list). */
export const MemoListQuery = Type.Object(
  {
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
    memoType: Type.Optional(Type.Union([Type.Literal('credit'), Type.Literal('debit')])),
    status: Type.Optional(MemoStatus),
    from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  },
  { additionalProperties: false },
);
export type MemoListQuery = Static<typeof MemoListQuery>;

export const MemoList = Type.Object({
  memos: Type.Array(MemoDetail),
  totalCount: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
});
export type MemoList = Static<typeof MemoList>;

/** The memo part of GET finance/filter (the whole answer is FinanceFilter, finance-ar.ts). */
export const MemoFacets = Type.Object({
  memoTypes: Type.Array(Type.Union([Type.Literal('credit'), Type.Literal('debit')])),
  statuses: Type.Array(MemoStatus),
  /** Years that have memos, newest first. */
  years: Type.Array(Type.Integer()),
});
export type MemoFacets = Static<typeof MemoFacets>;
