/**
 * Test and story data: a US feed retailer's receivables (every ageing bucket, 30 open items of
 * every kind) and a Brazilian customer's invoice with its boleto, answered by a fake backend the
 * way the reference API answers finance/* (filtered, sorted and paged on the "server").
 */
import type {
  ArItem,
  ArItemDetail,
  ArList,
  ArSort,
  Boleto,
  FinanceData,
  FinanceFilter,
  InvoiceBoletos,
} from '@anp/core/services/finance';
import type { FakeRoutes } from '@anp/core/testing';

export const AS_OF = '2026-11-26';

export const SUMMARY: FinanceData = {
  accountId: '001Dm00001',
  currency: 'USD',
  asOf: AS_OF,
  creditLimit: 250_000,
  availableCredit: 151_765.5,
  openBalance: 98_234.5,
  current: 52_100,
  overdue: 46_134.5,
  buckets: {
    current: 52_100,
    days1to30: 21_430.25,
    days31to60: 12_004.25,
    days61to90: 7_500,
    over90: 5_200,
  },
  openInvoices: 26,
  openCredits: 4,
  lastInvoiceDate: '2026-11-20',
};

const TYPES: ArItem['itemType'][] = ['invoice', 'invoice', 'debitMemo', 'invoice', 'creditMemo'];
const DAYS_PAST = [0, 12, 45, 75, 120];

const day = (iso: string, delta: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + delta * 86_400_000).toISOString().slice(0, 10);

/** Thirty open items across the buckets: invoices, memos and a payment on account. */
export const ITEMS: ArItem[] = Array.from({ length: 30 }, (_, i) => {
  const itemType: ArItem['itemType'] = i === 29 ? 'payment' : (TYPES[i % 5] ?? 'invoice');
  const past = DAYS_PAST[i % 5] ?? 0;
  const due = past > 0 ? day(AS_OF, -past) : day(AS_OF, 10 + i);
  const credit = itemType === 'creditMemo' || itemType === 'payment';
  const amount = (credit ? -1 : 1) * (1_000 + i * 137.5);
  const bucket: ArItem['bucket'] =
    past === 0
      ? 'current'
      : past <= 30
        ? 'days1to30'
        : past <= 60
          ? 'days31to60'
          : past <= 90
            ? 'days61to90'
            : 'over90';
  return {
    documentNumber: `${credit ? (itemType === 'payment' ? 'PY' : 'CM') : itemType === 'debitMemo' ? 'DM' : 'INV'}-${String(90_100 + i)}`,
    itemType,
    documentDate: day(due, -30),
    dueDate: due,
    currency: 'USD',
    amount,
    openAmount: i % 7 === 3 ? amount / 2 : amount,
    daysPastDue: past,
    bucket,
    orderNumber: itemType === 'invoice' ? `45000${String(1_200 + i)}` : null,
    referenceDocument: credit ? 'INV-90100' : null,
    customerPO: itemType === 'invoice' ? `PO-${String(7_700 + i)}` : null,
    boletoAvailable: false,
  };
});

export const FILTER: FinanceFilter = {
  memoTypes: ['credit', 'debit'],
  statuses: ['Open', 'Invoiced'],
  years: [2026],
  itemTypes: ['invoice', 'creditMemo', 'debitMemo', 'payment'],
  buckets: ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'],
  documentDates: { from: '2026-06-28', to: '2026-12-25' },
  dueDates: { from: '2026-07-28', to: '2027-01-24' },
  sorts: ['documentNumber', 'documentDate', 'dueDate', 'amount', 'openAmount', 'daysPastDue'],
};

export function detailOf(item: ArItem): ArItemDetail {
  return {
    ...item,
    soldTo: '0010100012',
    soldToName: 'Prairie Feed & Supply',
    paymentTerms: 'Net 30',
    asOf: AS_OF,
    lines:
      item.itemType === 'invoice'
        ? [
            {
              lineNumber: 10,
              description: 'Layer 16% pellet <b>bulk</b>',
              productCode: '100234',
              quantity: 12,
              unit: 'TO',
              amount: item.amount * 0.75,
            },
            {
              lineNumber: 20,
              description: 'Freight',
              productCode: null,
              quantity: null,
              unit: null,
              amount: item.amount * 0.25,
            },
          ]
        : [
            {
              lineNumber: 10,
              description: 'Price adjustment',
              productCode: null,
              quantity: null,
              unit: null,
              amount: item.amount,
            },
          ],
    history: [
      { date: item.documentDate, event: 'issued', amount: item.amount, reference: null },
      ...(item.openAmount !== item.amount
        ? [
            {
              date: day(item.documentDate, 5),
              event: 'partialPayment' as const,
              amount: item.openAmount - item.amount,
              reference: 'PAY-1',
            },
          ]
        : []),
    ],
  };
}

const compare = (sort: ArSort) => (a: ArItem, b: ArItem) => {
  const x = a[sort];
  const y = b[sort];
  return typeof x === 'number' && typeof y === 'number'
    ? x - y
    : String(x).localeCompare(String(y));
};

/** finance/list over `items` as the server does it: filters, sort (ties by number), paging. */
export function listOf(items: readonly ArItem[], query: URLSearchParams): ArList {
  const sort = (query.get('sort') as ArSort | null) ?? 'dueDate';
  const direction = query.get('direction') === 'desc' ? 'desc' : 'asc';
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 25);
  const field = query.get('dateField') === 'dueDate' ? 'dueDate' : 'documentDate';
  const search = query.get('search')?.toLowerCase();
  const kept = items
    .filter((i) => !query.get('itemType') || i.itemType === query.get('itemType'))
    .filter((i) => !query.get('bucket') || i.bucket === query.get('bucket'))
    .filter((i) => !query.get('from') || i[field] >= (query.get('from') ?? ''))
    .filter((i) => !query.get('to') || i[field] <= (query.get('to') ?? ''))
    .filter(
      (i) =>
        !search ||
        [i.documentNumber, i.orderNumber, i.customerPO].some((v) =>
          v?.toLowerCase().startsWith(search),
        ),
    )
    .sort(
      (a, b) =>
        (direction === 'asc' ? 1 : -1) * compare(sort)(a, b) ||
        a.documentNumber.localeCompare(b.documentNumber),
    );
  return {
    items: kept.slice(offset, offset + limit),
    totalCount: kept.length,
    totalOpenAmount: kept.reduce((sum, i) => sum + i.openAmount, 0),
    currency: items[0]?.currency ?? 'USD',
    asOf: AS_OF,
    offset,
    limit,
    sort,
    direction,
  };
}

/**
 * A Brazilian customer's open invoice and its boleto (Banco do Brasil, BRL): line and barcode
 * built with @anp/rules/finance, so their check digits verify.
 */
export const BR_INVOICE: ArItem = {
  documentNumber: 'NF-000451',
  itemType: 'invoice',
  documentDate: '2026-11-10',
  dueDate: '2026-12-10',
  currency: 'BRL',
  amount: 18_450.9,
  openAmount: 18_450.9,
  daysPastDue: 0,
  bucket: 'current',
  orderNumber: '4500099001',
  referenceDocument: null,
  customerPO: null,
  boletoAvailable: true,
};

export const BOLETO: Boleto = {
  boletoId: '00031285000000451',
  invoiceNumber: 'NF-000451',
  installment: 1,
  installments: 1,
  bankCode: '001',
  bankName: 'Banco do Brasil',
  issueDate: '2026-11-10',
  dueDate: '2026-12-10',
  amount: 18_450.9,
  currency: 'BRL',
  status: 'open',
  paidOn: null,
  digitableLine: '00190000090312850000000000451179116560001845090',
  barcode: '00191165600018450900000003128500000000045117',
  payer: {
    name: 'Granja Boa Vista Ltda',
    taxId: '12.345.678/0001-95',
    address: 'Rod. BR-153, km 12, Goiânia - GO',
  },
  beneficiary: {
    name: 'AN Nutrição Animal Ltda',
    taxId: '98.765.432/0001-10',
    address: 'Av. Paulista, 1000, São Paulo - SP',
    agency: '1234-5',
    accountNumber: '98765-4',
  },
};

export const BR_SUMMARY: FinanceData = {
  ...SUMMARY,
  accountId: '001Dm00009',
  currency: 'BRL',
  creditLimit: 100_000,
  availableCredit: 81_549.1,
  openBalance: 18_450.9,
  current: 18_450.9,
  overdue: 0,
  buckets: { current: 18_450.9, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 },
  openInvoices: 1,
  openCredits: 0,
};

export interface BalanceScene {
  summary?: FinanceData;
  items?: readonly ArItem[];
  boletos?: InvoiceBoletos;
}

/** The reads of the widget over a fake backend (the US retailer unless said). */
export function accountBalanceRoutes(scene: BalanceScene = {}): FakeRoutes {
  const items = scene.items ?? ITEMS;
  return {
    'GET financeData': () => scene.summary ?? SUMMARY,
    'GET finance/filter': () => FILTER,
    'GET finance/list': ({ query }) => listOf(items, query),
    'GET finance/details': ({ query }) => {
      const item = items.find((i) => i.documentNumber === query.get('documentNumber'));
      return item ? detailOf(item) : { status: 404, body: { code: 'NOT_FOUND', message: 'No' } };
    },
    'GET invoiceboleto': ({ query }) =>
      scene.boletos && scene.boletos.invoiceNumber === query.get('invoiceNumber')
        ? scene.boletos
        : { status: 404, body: { code: 'NOT_FOUND', message: 'No boleto' } },
    'GET finance/statement': () => ({ statement: true }),
    'GET invoiceboleto/download': () => ({ boleto: true }),
  };
}

/** The Brazilian customer: one open invoice with its boleto. */
export function brazilRoutes(): FakeRoutes {
  return accountBalanceRoutes({
    summary: BR_SUMMARY,
    items: [BR_INVOICE],
    boletos: { invoiceNumber: BR_INVOICE.documentNumber, boletos: [BOLETO] },
  });
}
