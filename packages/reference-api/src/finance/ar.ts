/**
 * The account's open items (ordering.md §7 financeData, finance/list, finance/filter,
 * finance/details): the demo AR documents of @anp/demo-data, made for the account and today in its
 * market (not stored; docs/decisions.md "Issue 16: fin-api"), aged with @anp/rules/finance, and
 * filtered, sorted and paged here.
 */
import type {
  ArFilterFacets,
  ArItem,
  ArItemDetail,
  ArListQuery,
  ArSort,
  FinanceData,
} from '@anp/contract';
import { arDocuments, type ArDocument } from '@anp/demo-data';
import { currencyDigits } from '@anp/rules';
import { AGEING_BUCKETS, ageingBucketOf, arTotals, daysPastDue } from '@anp/rules/finance';
import type { OrderingAccount } from '../accounts/caller';
import type { Db } from '../db/database';
import { MARKETS } from '../markets';
import { localClock } from '../plants/lead-times';
import { creditLimitOf, termDays } from './rules';
import type { FinanceTexts } from './texts';

type Q = Pick<Db, 'query'>;

/** The market whose invoices are paid with boletos. */
export const BOLETO_MARKET = 'br';

/** Decision: an invoice of a Cash account is due 10 days after it, not on the day. */
export const MIN_DUE_DAYS = 10;

/** A typical invoice in US dollars, for an account without invoiced orders. */
const TYPICAL_INVOICE_USD = 2_500;

/** Order types whose invoice is a credit: not billed again as a receivable. */
const CREDIT_ORDER_TYPES = [
  'consignment return order',
  'domestic return order',
  'credit memo request',
];

export interface ArBook {
  account: OrderingAccount;
  /** Today in the account's market: the statement date. */
  asOf: string;
  currency: string;
  documents: ArDocument[];
  items: ArItem[];
}

/** The account's open items on today's date in its market. */
export async function arBook(db: Q, account: OrderingAccount, now: Date): Promise<ArBook> {
  const market = MARKETS[account.region];
  const asOf = localClock(now, market.timeZone).date;
  const orders = await db.query<{
    order_number: string;
    gross_amount: number;
    po: string | null;
  }>(
    `SELECT order_number, gross_amount::float8 AS gross_amount, NULLIF(po, '') AS po
       FROM orders
      WHERE account_id = $1 AND status = 'Invoiced' AND NOT (type = ANY($2::text[]))
      ORDER BY order_number`,
    [account.id, CREDIT_ORDER_TYPES],
  );
  const documents = arDocuments({
    accountId: account.id,
    today: asOf,
    dueDays: Math.max(MIN_DUE_DAYS, termDays(account.paymentTerms)),
    orders: orders.map((o) => ({
      orderNumber: o.order_number,
      grossAmount: o.gross_amount,
      customerPO: o.po,
    })),
    typicalAmount: TYPICAL_INVOICE_USD * market.fxPerUsd,
    digits: currencyDigits(account.region),
  });
  const boletos = account.region === BOLETO_MARKET;
  const items = documents.map((d): ArItem => ({
    documentNumber: d.documentNumber,
    itemType: d.itemType,
    documentDate: d.documentDate,
    dueDate: d.dueDate,
    currency: market.currency,
    amount: d.amount,
    openAmount: d.openAmount,
    daysPastDue: daysPastDue(d.dueDate, asOf),
    bucket: ageingBucketOf(d.dueDate, asOf),
    orderNumber: d.orderNumber,
    referenceDocument: d.referenceDocument,
    customerPO: d.customerPO,
    boletoAvailable: boletos && d.itemType === 'invoice',
  }));
  return { account, asOf, currency: market.currency, documents, items };
}

/** financeData: the AR summary. */
export function arSummary(book: ArBook): FinanceData {
  const { account, asOf, items } = book;
  const creditLimit = creditLimitOf(account.id, account.region, account.paymentTerms);
  const totals = arTotals(items, asOf, creditLimit);
  const invoices = items.filter((i) => i.itemType === 'invoice' || i.itemType === 'debitMemo');
  const lastInvoiceDate = invoices.reduce<string | null>(
    (latest, i) => (latest && latest >= i.documentDate ? latest : i.documentDate),
    null,
  );
  return {
    accountId: account.id,
    currency: book.currency,
    asOf,
    creditLimit,
    availableCredit: totals.availableCredit,
    openBalance: totals.openBalance,
    current: totals.current,
    overdue: totals.overdue,
    buckets: totals.buckets,
    openInvoices: invoices.length,
    openCredits: items.length - invoices.length,
    lastInvoiceDate,
  };
}

export const AR_SORTS: readonly ArSort[] = [
  'dueDate',
  'documentDate',
  'documentNumber',
  'amount',
  'openAmount',
  'daysPastDue',
];

const ITEM_TYPE_ORDER = ['invoice', 'debitMemo', 'creditMemo', 'payment'] as const;

/** The open items' part of finance/filter. */
export function arFacets(book: ArBook): ArFilterFacets {
  const { items } = book;
  const types = new Set(items.map((i) => i.itemType));
  const range = (dates: string[]) =>
    dates.length === 0
      ? null
      : {
          from: dates.reduce((a, b) => (a < b ? a : b)),
          to: dates.reduce((a, b) => (a > b ? a : b)),
        };
  return {
    itemTypes: ITEM_TYPE_ORDER.filter((t) => types.has(t)),
    buckets: [...AGEING_BUCKETS],
    documentDates: range(items.map((i) => i.documentDate)),
    dueDates: range(items.map((i) => i.dueDate)),
    sorts: [...AR_SORTS],
  };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function compareBy(sort: ArSort): (a: ArItem, b: ArItem) => number {
  switch (sort) {
    case 'documentNumber':
      return (a, b) => compareText(a.documentNumber, b.documentNumber);
    case 'documentDate':
      return (a, b) => compareText(a.documentDate, b.documentDate);
    case 'dueDate':
      return (a, b) => compareText(a.dueDate, b.dueDate);
    case 'amount':
      return (a, b) => a.amount - b.amount;
    case 'openAmount':
      return (a, b) => a.openAmount - b.openAmount;
    case 'daysPastDue':
      return (a, b) => a.daysPastDue - b.daysPastDue;
  }
}

export interface ArSelection {
  items: ArItem[];
  totalCount: number;
  totalOpenAmount: number;
  sort: ArSort;
  direction: 'asc' | 'desc';
}

/**
 * The items a finance/list query keeps, sorted (ties by document number, ascending) and paged.
 * `from`/`to` must be calendar dates already checked by the caller.
 */
export function selectItems(
  items: readonly ArItem[],
  query: ArListQuery,
  digits: number,
): ArSelection {
  const field = query.dateField ?? 'documentDate';
  const search = query.search?.trim().toLowerCase();
  const kept = items.filter(
    (i) =>
      (!query.itemType || i.itemType === query.itemType) &&
      (!query.bucket || i.bucket === query.bucket) &&
      (!query.from || i[field] >= query.from) &&
      (!query.to || i[field] <= query.to) &&
      (!search ||
        [i.documentNumber, i.orderNumber, i.customerPO, i.referenceDocument].some((v) =>
          v?.toLowerCase().startsWith(search),
        )),
  );
  const sort = query.sort ?? 'dueDate';
  const direction = query.direction ?? 'asc';
  const by = compareBy(sort);
  const sign = direction === 'asc' ? 1 : -1;
  const sorted = [...kept].sort(
    (a, b) => sign * by(a, b) || compareText(a.documentNumber, b.documentNumber),
  );
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 25;
  const scale = 10 ** digits;
  const open = kept.reduce((sum, i) => sum + Math.round(i.openAmount * scale), 0);
  return {
    items: sorted.slice(offset, offset + limit),
    totalCount: kept.length,
    totalOpenAmount: open / scale,
    sort,
    direction,
  };
}

/** One open item with its lines and history, or null when the account has no such open item. */
export async function arDetail(
  db: Q,
  book: ArBook,
  documentNumber: string,
  t: FinanceTexts,
  extraHistory: ArItemDetail['history'] = [],
): Promise<ArItemDetail | null> {
  const item = book.items.find((i) => i.documentNumber === documentNumber);
  const document = book.documents.find((d) => d.documentNumber === documentNumber);
  if (!item || !document) return null;
  const lines = await itemLines(db, item, t);
  const history = [...document.history, ...extraHistory].sort((a, b) =>
    compareText(a.date, b.date),
  );
  return {
    ...item,
    soldTo: book.account.soldToCode,
    soldToName: book.account.fullname,
    paymentTerms: book.account.paymentTerms,
    asOf: book.asOf,
    lines,
    history,
  };
}

/**
 * The lines of an item: an invoice bills its order's lines (the net amount of each, and the tax
 * as a last line); a memo or payment has one line naming what it is.
 */
async function itemLines(db: Q, item: ArItem, t: FinanceTexts): Promise<ArItemDetail['lines']> {
  if (item.itemType === 'invoice' && item.orderNumber) {
    const rows = await db.query<{
      line_no: number;
      sku: string;
      title: string;
      quantity: number;
      package_type: string;
      amount: number;
    }>(
      `SELECT l.line_no, l.sku, p.title, l.quantity::float8 AS quantity, p.package_type,
              (l.quantity * l.unit_price)::float8 AS amount
         FROM order_lines l JOIN products p ON p.sku = l.sku
        WHERE l.order_number = $1 ORDER BY l.line_no`,
      [item.orderNumber],
    );
    if (rows.length > 0) {
      const lines: ArItemDetail['lines'] = rows.map((r) => ({
        lineNumber: r.line_no,
        description: r.title,
        productCode: r.sku,
        quantity: r.quantity,
        unit: r.package_type,
        amount: Math.round(r.amount * 100) / 100,
      }));
      const net = lines.reduce((sum, l) => sum + Math.round(l.amount * 100), 0);
      const tax = Math.round(item.amount * 100) - net;
      if (tax !== 0)
        lines.push({
          lineNumber: (rows.at(-1)?.line_no ?? 0) + 1,
          description: t.lineOf.tax,
          productCode: null,
          quantity: null,
          unit: null,
          amount: tax / 100,
        });
      return lines;
    }
  }
  const description = t.lineOf[item.itemType];
  return [
    {
      lineNumber: 1,
      description,
      productCode: null,
      quantity: null,
      unit: null,
      amount: item.amount,
    },
  ];
}
