/** Test-only: the orders fixture (issue 6): orders, lines and memos of both users. */
import { insertRows, type Db } from '../src/db/database';

/** An order of the orders fixture (issue 6); amounts and weights follow from the lines. */
interface FixtureOrder {
  number: string;
  account: string;
  status: 'Placed' | 'Scheduled' | 'Shipped' | 'Invoiced' | 'Cancelled';
  type?: string;
  orderDate: string;
  requestedDate: string;
  invoicedNo?: string;
  invoiceDate?: string;
  modifiableUntil?: string;
  po?: string | null;
  paymentTerms?: 'Cash' | 'Credit';
  shipMethod?: 'delivery' | 'pickup';
  /** sku, quantity, unit price, net weight per unit in the order's unit, lot number. */
  lines: [string, number, number, number, string | null][];
}

// prettier-ignore
export const FIXTURE_ORDERS: readonly FixtureOrder[] = [
  // User A, account acc-u-a-9 (us, plant p-us): every status, a return, memos.
  { number: '4000000001', account: 'acc-u-a-9', status: 'Invoiced', orderDate: '2026-09-01', requestedDate: '2026-09-04', invoicedNo: '9100000001', invoiceDate: '2026-09-05', po: 'PO-7001',
    lines: [['100001', 40, 20, 50, 'L260904A101'], ['100005', 4, 60, 125, 'L260904A102']] },
  { number: '4000000002', account: 'acc-u-a-9', status: 'Shipped', orderDate: '2026-11-10', requestedDate: '2026-11-13', po: 'po-7002', paymentTerms: 'Cash',
    lines: [['100002', 80, 22, 50, 'L261113A201']] },
  { number: '4000000003', account: 'acc-u-a-9', status: 'Placed', orderDate: '2026-11-18', requestedDate: '2026-11-27', modifiableUntil: '2026-11-24T21:00:00Z', po: 'PO-ABC-1',
    lines: [['100001', 20, 20, 50, null], ['100004', 100, 18, 50, null], ['100005', 2, 60, 125, null]] },
  { number: '4000000004', account: 'acc-u-a-9', status: 'Placed', orderDate: '2026-11-12', requestedDate: '2026-11-23', modifiableUntil: '2026-11-19T21:00:00Z',
    lines: [['100001', 10, 20, 50, null]] },
  { number: '4000000005', account: 'acc-u-a-9', status: 'Scheduled', orderDate: '2026-11-16', requestedDate: '2026-11-25',
    lines: [['100002', 40, 22, 50, null]] },
  { number: '4000000006', account: 'acc-u-a-9', status: 'Cancelled', orderDate: '2026-10-02', requestedDate: '2026-10-06',
    lines: [['100001', 5, 20, 50, null]] },
  { number: '4000000007', account: 'acc-u-a-9', status: 'Invoiced', type: 'credit memo request', orderDate: '2026-06-01', requestedDate: '2026-06-03', invoicedNo: '9100000007', invoiceDate: '2026-06-04', po: null,
    lines: [['100005', 1, 60, 125, null]] },
  // User B, account acc-u-b-7 (mx, plant p-mx): invoiced, a cancelled invoice, shipped, placed.
  { number: '4000000051', account: 'acc-u-b-7', status: 'Invoiced', orderDate: '2026-10-01', requestedDate: '2026-10-05', invoicedNo: '9100000051', invoiceDate: '2026-10-06', po: 'OC-5101',
    lines: [['200001', 20, 450, 40, 'L261005M101'], ['200002', 10, 300, 12, 'L261005M102']] },
  { number: '4000000052', account: 'acc-u-b-7', status: 'Cancelled', orderDate: '2026-08-03', requestedDate: '2026-08-06', invoicedNo: '9100000052', invoiceDate: '2026-08-07',
    lines: [['200001', 10, 440, 40, 'L260806M101']] },
  { number: '4000000053', account: 'acc-u-b-7', status: 'Shipped', orderDate: '2026-11-12', requestedDate: '2026-11-17',
    lines: [['200001', 30, 450, 40, 'L261117M101']] },
  { number: '4000000054', account: 'acc-u-b-7', status: 'Placed', orderDate: '2026-11-19', requestedDate: '2026-11-30', modifiableUntil: '2026-11-26T21:00:00Z',
    lines: [['200001', 25, 450, 40, null]] },
  // User B, account acc-u-b-6 (mx, S4: the new billing flow).
  { number: '4000000061', account: 'acc-u-b-6', status: 'Invoiced', orderDate: '2026-10-20', requestedDate: '2026-10-23', invoicedNo: '9100000061', invoiceDate: '2026-10-24', po: 'OC-6101',
    lines: [['200001', 12, 450, 40, 'L261023M101']] },
  // Paid late (finance-rules paidOn: 21 Nov, due 8 Nov): overdue on the fixture's day.
  { number: '4000000062', account: 'acc-u-b-6', status: 'Invoiced', orderDate: '2026-10-05', requestedDate: '2026-10-08', invoicedNo: '9100000068', invoiceDate: '2026-10-09',
    lines: [['200001', 10, 450, 40, 'L261008M101']] },
];

// prettier-ignore
export const FIXTURE_MEMOS: readonly (readonly [number: string, account: string, type: 'credit' | 'debit', status: 'Open' | 'Invoiced' | 'Cancelled', order: string, date: string, net: number])[] = [
  ['8100000001', 'acc-u-a-9', 'credit', 'Invoiced', '4000000001', '2026-09-20', 104],
  ['8200000001', 'acc-u-a-9', 'debit', 'Open', '4000000001', '2026-11-15', 52],
  ['8100000002', 'acc-u-a-9', 'credit', 'Cancelled', '4000000007', '2026-07-01', 30],
  ['8100000051', 'acc-u-b-7', 'credit', 'Invoiced', '4000000051', '2026-10-20', 900],
  ['8100000052', 'acc-u-b-7', 'credit', 'Cancelled', '4000000051', '2026-10-25', 450],
  ['8100000061', 'acc-u-b-6', 'credit', 'Invoiced', '4000000061', '2026-11-02', 540],
];

const cents = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

/** Orders and memos of the orders list, documents, modification and finance (issue 6). */
export async function ordersFixture(db: Db): Promise<void> {
  const orderRows: unknown[][] = [];
  const lineRows: unknown[][] = [];
  for (const o of FIXTURE_ORDERS) {
    const mx = o.account.startsWith('acc-u-b');
    const net = o.lines.reduce((sum, [, q, price]) => sum + q * price, 0);
    const vat = mx ? Math.round(net * 16) / 100 : 0;
    const weight = o.lines.reduce((sum, [, q, , w]) => sum + q * w, 0);
    orderRows.push([
      o.number,
      o.account,
      mx ? 'u-b' : 'u-a',
      o.type ?? 'sales order',
      'portal',
      o.status,
      o.invoicedNo ?? null,
      o.invoiceDate ?? null,
      o.orderDate,
      o.requestedDate,
      o.shipMethod ?? 'delivery',
      o.po ?? null,
      'truck',
      o.paymentTerms ?? 'Credit',
      mx ? '10.00 MT' : '6.00 Tons',
      mx ? 'p-mx' : 'p-us',
      mx ? 'MXN' : 'USD',
      cents(net),
      cents(vat),
      cents(net + vat),
      weight.toFixed(4),
      mx ? 'kg' : 'lb',
      o.modifiableUntil ?? null,
    ]);
    o.lines.forEach(([sku, q, price, w, lot], i) => {
      const pallets = sku === '100004' ? q / 50 : 0;
      lineRows.push([o.number, i + 1, sku, q, pallets, cents(price), (q * w).toFixed(4), lot]);
    });
  }
  await insertRows(
    db,
    'orders',
    [
      'order_number',
      'account_id',
      'user_id',
      'type',
      'source',
      'status',
      'invoiced_no',
      'invoice_date',
      'order_date',
      'requested_date',
      'ship_method',
      'po',
      'mode',
      'payment_terms',
      'truck_size',
      'plant_id',
      'currency',
      'net_amount',
      'vat',
      'gross_amount',
      'total_weight',
      'weight_unit',
      'modifiable_until',
    ],
    orderRows,
  );
  await insertRows(
    db,
    'order_lines',
    [
      'order_number',
      'line_no',
      'sku',
      'quantity',
      'pallets',
      'unit_price',
      'net_weight',
      'lot_number',
    ],
    lineRows,
  );
  await insertRows(
    db,
    'memos',
    [
      'memo_number',
      'account_id',
      'memo_type',
      'status',
      'original_invoice_number',
      'original_invoice_date',
      'memo_date',
      'currency',
      'net_amount',
      'vat',
      'gross_amount',
      'customer_po',
      'order_number',
    ],
    FIXTURE_MEMOS.map(([number, account, type, status, orderNumber, date, net]) => {
      const order = FIXTURE_ORDERS.find((o) => o.number === orderNumber);
      const mx = account.startsWith('acc-u-b');
      const vat = mx ? Math.round(net * 16) / 100 : 0;
      return [
        number,
        account,
        type,
        status,
        order?.invoicedNo ?? null,
        order?.invoiceDate ?? null,
        date,
        mx ? 'MXN' : 'USD',
        cents(net),
        cents(vat),
        cents(net + vat),
        order?.po ?? null,
        orderNumber,
      ];
    }),
  );
}
