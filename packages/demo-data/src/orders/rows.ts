/** The orders, their lines and the memos as rows of the API's tables. */
import { dateOfDay } from '../days';
import type { DemoMarkets } from '../markets';
import { centsText, weightText, type Table } from '../tables';
import type { SeedMemo, SeedOrder } from './model';

const ORDER_COLUMNS = [
  'order_number',
  'account_id',
  'ship_to_id',
  'user_id',
  'type',
  'source',
  'status',
  'invoiced_no',
  'order_date',
  'requested_date',
  'requested_time',
  'ship_method',
  'po',
  'mode',
  'note',
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
  'idempotency_key',
  'created_at',
  'invoice_date',
] as const;

function orderRow(order: SeedOrder, markets: DemoMarkets): unknown[] {
  const spec = markets[order.account.region];
  return [
    order.orderNumber,
    order.account.id,
    order.shipToId,
    order.userId,
    order.type,
    order.source,
    order.status,
    order.invoicedNo,
    dateOfDay(order.orderDay),
    dateOfDay(order.requestedDay),
    order.requestedTime,
    order.shipMethod,
    order.po,
    'truck',
    order.note,
    order.paymentTerms,
    order.truckSize,
    order.plantId,
    spec.currency,
    centsText(order.netCents),
    centsText(order.vatCents),
    centsText(order.netCents + order.vatCents),
    weightText(order.weightScaled),
    spec.weightUnit,
    order.modifiableUntil,
    null,
    order.createdAt,
    order.invoiceDay === null ? null : dateOfDay(order.invoiceDay),
  ];
}

const LINE_COLUMNS = [
  'order_number',
  'line_no',
  'sku',
  'quantity',
  'pallets',
  'unit_price',
  'net_weight',
  'lot_number',
] as const;

function lineRows(order: SeedOrder): unknown[][] {
  return order.lines.map((line, i) => [
    order.orderNumber,
    i + 1,
    line.sku,
    `${line.quantity}.00`,
    line.pallets,
    centsText(line.unitPriceCents),
    weightText(line.netWeightScaled),
    line.lotNumber,
  ]);
}

const MEMO_COLUMNS = [
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
] as const;

function memoRow(memo: SeedMemo, markets: DemoMarkets): unknown[] {
  return [
    memo.memoNumber,
    memo.account.id,
    memo.memoType,
    memo.status,
    memo.order.invoicedNo,
    dateOfDay(memo.invoiceDay),
    dateOfDay(memo.memoDay),
    markets[memo.account.region].currency,
    centsText(memo.netCents),
    centsText(memo.vatCents),
    centsText(memo.netCents + memo.vatCents),
    memo.order.po,
    memo.order.orderNumber,
  ];
}

/** The orders, order lines and memos tables. */
export function orderTables(
  orders: readonly SeedOrder[],
  memos: readonly SeedMemo[],
  markets: DemoMarkets,
): Table[] {
  return [
    { name: 'orders', columns: ORDER_COLUMNS, rows: orders.map((o) => orderRow(o, markets)) },
    { name: 'order_lines', columns: LINE_COLUMNS, rows: orders.flatMap(lineRows) },
    { name: 'memos', columns: MEMO_COLUMNS, rows: memos.map((m) => memoRow(m, markets)) },
  ];
}
