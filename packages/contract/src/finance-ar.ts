/**
 * Accounts receivable of the order service (ordering.md §7 financeData, finance/filter,
 * finance/list, finance/details, invoiceboleto): the account's open items (invoices, credit and
 * debit memos, payments on account), their ageing, the statement files and Brazil's boletos.
 *
 * Every call acts for one account: the X-Account-Id header, else the user's selected account; an
 * account the user is not linked to answers 404 like a missing one. Amounts are in the market's
 * currency, signed: what the customer owes is positive, credits and payments are negative.
 * Dates are calendar dates (YYYY-MM-DD) in the market's time zone.
 */
import { Type, type Static } from 'typebox';
import { MemoDetail, MemoFacets } from './finance';

const isoDate = (description?: string) =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', ...(description ? { description } : {}) });

/** The kinds of open item. */
export const ArItemType = Type.Union([
  Type.Literal('invoice'),
  Type.Literal('creditMemo'),
  Type.Literal('debitMemo'),
  Type.Literal('payment'),
]);
export type ArItemType = Static<typeof ArItemType>;

/**
 * Ageing buckets by days past the due date at the statement date: `current` is not due yet (or
 * due today), then 1-30, 31-60, 61-90 and over 90 days past due.
 */
export const AgeingBucket = Type.Union([
  Type.Literal('current'),
  Type.Literal('days1to30'),
  Type.Literal('days31to60'),
  Type.Literal('days61to90'),
  Type.Literal('over90'),
]);
export type AgeingBucket = Static<typeof AgeingBucket>;

/** One amount per ageing bucket; their sum is the balance. */
export const AgeingAmounts = Type.Object({
  current: Type.Number(),
  days1to30: Type.Number(),
  days31to60: Type.Number(),
  days61to90: Type.Number(),
  over90: Type.Number(),
});
export type AgeingAmounts = Static<typeof AgeingAmounts>;

/** GET financeData: the AR summary of the account at `asOf`. */
export const FinanceData = Type.Object({
  accountId: Type.String(),
  currency: Type.String(),
  asOf: isoDate('The statement date: today in the market'),
  creditLimit: Type.Number(),
  /** creditLimit - openBalance, never below 0. */
  availableCredit: Type.Number(),
  /** The balance: the sum of every open item's open amount. */
  openBalance: Type.Number(),
  /** The part not due yet: the `current` bucket. */
  current: Type.Number(),
  /** Past due: openBalance - current (the four past-due buckets). */
  overdue: Type.Number(),
  buckets: AgeingAmounts,
  /** Open invoices and debit memos. */
  openInvoices: Type.Integer(),
  /** Open credit memos and payments on account. */
  openCredits: Type.Integer(),
  lastInvoiceDate: Type.Union([Type.String(), Type.Null()]),
});
export type FinanceData = Static<typeof FinanceData>;

/** One open item of the account (a row of finance/list). */
export const ArItem = Type.Object({
  documentNumber: Type.String(),
  itemType: ArItemType,
  documentDate: isoDate(),
  dueDate: isoDate(),
  currency: Type.String(),
  /** The document's amount, signed. */
  amount: Type.Number(),
  /** What is still open of it, signed (less than `amount` after a partial payment). */
  openAmount: Type.Number(),
  /** Days past the due date at `asOf`; 0 when not due yet. */
  daysPastDue: Type.Integer({ minimum: 0 }),
  bucket: AgeingBucket,
  /** The order behind the document, when there is one. */
  orderNumber: Type.Union([Type.String(), Type.Null()]),
  /** The invoice a memo or payment refers to, when it refers to one. */
  referenceDocument: Type.Union([Type.String(), Type.Null()]),
  customerPO: Type.Union([Type.String(), Type.Null()]),
  /** A boleto can be read with invoiceboleto (Brazilian invoices). */
  boletoAvailable: Type.Boolean(),
});
export type ArItem = Static<typeof ArItem>;

export const ArSort = Type.Union([
  Type.Literal('documentNumber'),
  Type.Literal('documentDate'),
  Type.Literal('dueDate'),
  Type.Literal('amount'),
  Type.Literal('openAmount'),
  Type.Literal('daysPastDue'),
]);
export type ArSort = Static<typeof ArSort>;

/**
 * GET finance/list: the account's open items, filtered, sorted and paged. `from`/`to` bound the
 * date named by `dateField` (document date unless said). Ties keep the document number order.
 */
export const ArListQuery = Type.Object(
  {
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 25 }),
    itemType: Type.Optional(ArItemType),
    bucket: Type.Optional(AgeingBucket),
    dateField: Type.Optional(
      Type.Union([Type.Literal('documentDate'), Type.Literal('dueDate')], {
        default: 'documentDate',
      }),
    ),
    from: Type.Optional(isoDate()),
    to: Type.Optional(isoDate()),
    /** A document number, order number or customer PO, or the start of one. */
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    sort: Type.Optional(ArSort),
    direction: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  },
  { additionalProperties: false },
);
export type ArListQuery = Static<typeof ArListQuery>;

export const ArList = Type.Object({
  items: Type.Array(ArItem),
  /** Items the filter keeps, over every page. */
  totalCount: Type.Integer(),
  /** The open amount of the items the filter keeps, over every page. */
  totalOpenAmount: Type.Number(),
  currency: Type.String(),
  asOf: isoDate(),
  offset: Type.Integer(),
  limit: Type.Integer(),
  sort: ArSort,
  direction: Type.Union([Type.Literal('asc'), Type.Literal('desc')]),
});
export type ArList = Static<typeof ArList>;

/**
 * GET finance/filter: what the filters offer for the account. `memoTypes`, `statuses` and `years`
 * are the memo filters (GET finance/memos); the rest are the open items' (GET finance/list).
 */
export const ArFilterFacets = Type.Object({
  itemTypes: Type.Array(ArItemType),
  /** Always the five buckets, oldest last. */
  buckets: Type.Array(AgeingBucket),
  /** The oldest and newest document dates of the open items; null without open items. */
  documentDates: Type.Union([Type.Object({ from: isoDate(), to: isoDate() }), Type.Null()]),
  dueDates: Type.Union([Type.Object({ from: isoDate(), to: isoDate() }), Type.Null()]),
  sorts: Type.Array(ArSort),
});
export type ArFilterFacets = Static<typeof ArFilterFacets>;

export const FinanceFilter = Type.Evaluate(Type.Intersect([MemoFacets, ArFilterFacets]));
export type FinanceFilter = Static<typeof FinanceFilter>;

/** A line of an open item (products of an invoice, the reason of a memo). */
export const ArItemLine = Type.Object({
  lineNumber: Type.Integer(),
  description: Type.String(),
  productCode: Type.Union([Type.String(), Type.Null()]),
  quantity: Type.Union([Type.Number(), Type.Null()]),
  /** The quantity's unit code (e.g. TO, KG, BAG), null without a quantity. */
  unit: Type.Union([Type.String(), Type.Null()]),
  amount: Type.Number(),
});
export type ArItemLine = Static<typeof ArItemLine>;

export const ArHistoryEvent = Type.Union([
  Type.Literal('issued'),
  Type.Literal('boletoIssued'),
  Type.Literal('reminderSent'),
  Type.Literal('partialPayment'),
  Type.Literal('creditApplied'),
]);
export type ArHistoryEvent = Static<typeof ArHistoryEvent>;

export const ArHistoryEntry = Type.Object({
  date: isoDate(),
  event: ArHistoryEvent,
  /** The amount moved by the event (signed like the item), null when none moved. */
  amount: Type.Union([Type.Number(), Type.Null()]),
  /** The document of the event (a payment, a boleto), when there is one. */
  reference: Type.Union([Type.String(), Type.Null()]),
});
export type ArHistoryEntry = Static<typeof ArHistoryEntry>;

/** GET finance/details?documentNumber=: one open item with its lines and history (oldest first). */
export const ArItemDetail = Type.Evaluate(
  Type.Intersect([
    ArItem,
    Type.Object({
      soldTo: Type.String(),
      soldToName: Type.String(),
      paymentTerms: Type.String(),
      asOf: isoDate(),
      lines: Type.Array(ArItemLine),
      history: Type.Array(ArHistoryEntry),
    }),
  ]),
);
export type ArItemDetail = Static<typeof ArItemDetail>;

/**
 * GET finance/details: exactly one of `memoNumber` (a memo's tile data, MemoDetail; the memo tile
 * keeps this call) or `documentNumber` (an open item, ArItemDetail).
 */
export const FinanceDetailsQuery = Type.Object(
  {
    memoNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
    documentNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  },
  { additionalProperties: false },
);
export type FinanceDetailsQuery = Static<typeof FinanceDetailsQuery>;

export const FinanceDetails = Type.Union([MemoDetail, ArItemDetail]);
export type FinanceDetails = Static<typeof FinanceDetails>;

export const StatementFormat = Type.Union([Type.Literal('pdf'), Type.Literal('xlsx')]);
export type StatementFormat = Static<typeof StatementFormat>;

/**
 * GET finance/statement?from=&to=&format=: the account statement as a file (PDF or XLSX), in the
 * X-Language header's language (else the user's) and the market's formats: the open items with a
 * document date in the period, their totals and the ageing at `asOf`. At most 366 days.
 */
export const StatementQuery = Type.Object(
  {
    from: isoDate(),
    to: isoDate(),
    format: StatementFormat,
  },
  { additionalProperties: false },
);
export type StatementQuery = Static<typeof StatementQuery>;

export const BoletoStatus = Type.Union([
  Type.Literal('open'),
  Type.Literal('paid'),
  Type.Literal('overdue'),
  Type.Literal('cancelled'),
]);
export type BoletoStatus = Static<typeof BoletoStatus>;

export const BoletoParty = Type.Object({
  name: Type.String(),
  /** CNPJ or CPF, formatted (e.g. 12.345.678/0001-95). */
  taxId: Type.String(),
  address: Type.String(),
});
export type BoletoParty = Static<typeof BoletoParty>;

/** One boleto (bank payment slip) of an invoice: one per instalment, and replaced ones cancelled. */
export const Boleto = Type.Object({
  /** The bank's "nosso número" of the boleto. */
  boletoId: Type.String(),
  invoiceNumber: Type.String(),
  installment: Type.Integer({ minimum: 1 }),
  installments: Type.Integer({ minimum: 1 }),
  /** FEBRABAN bank code, e.g. 001 (Banco do Brasil) or 237 (Bradesco). */
  bankCode: Type.String({ pattern: '^\\d{3}$' }),
  bankName: Type.String(),
  issueDate: isoDate(),
  dueDate: isoDate(),
  amount: Type.Number(),
  currency: Type.Literal('BRL'),
  status: BoletoStatus,
  paidOn: Type.Union([isoDate(), Type.Null()]),
  /** Linha digitável: 47 digits, no separators (the kit shows them in their groups). */
  digitableLine: Type.String({ pattern: '^\\d{47}$' }),
  /** The barcode's 44 digits (drawn as ITF, interleaved 2 of 5). */
  barcode: Type.String({ pattern: '^\\d{44}$' }),
  payer: BoletoParty,
  beneficiary: Type.Evaluate(
    Type.Intersect([
      BoletoParty,
      Type.Object({ agency: Type.String(), accountNumber: Type.String() }),
    ]),
  ),
});
export type Boleto = Static<typeof Boleto>;

/** GET invoiceboleto?invoiceNumber=: the boletos of an invoice of the account (404 without). */
export const InvoiceBoletoQuery = Type.Object(
  {
    invoiceNumber: Type.String({ minLength: 1, maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type InvoiceBoletoQuery = Static<typeof InvoiceBoletoQuery>;

export const InvoiceBoletos = Type.Object({
  invoiceNumber: Type.String(),
  boletos: Type.Array(Boleto),
});
export type InvoiceBoletos = Static<typeof InvoiceBoletos>;

/** GET invoiceboleto/download?invoiceNumber=&boletoId=: the boleto as a PDF (barcode drawn). */
export const BoletoDownloadQuery = Type.Object(
  {
    invoiceNumber: Type.String({ minLength: 1, maxLength: 20 }),
    boletoId: Type.String({ minLength: 1, maxLength: 30 }),
  },
  { additionalProperties: false },
);
export type BoletoDownloadQuery = Static<typeof BoletoDownloadQuery>;
