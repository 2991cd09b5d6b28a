/**
 * The orders list (ordering.md §2 screen 5, §7 orders/ordersandmemos and orders): an account's
 * orders and memos together, filtered, sorted and paged.
 */
import type { OrderList, OrderListRow, OrderStatus, OrdersQuery } from '@anp/contract';
import { orderingAccount, type OrderingAccount } from '../accounts/caller';
import type { Db } from '../db/database';
import { memoInvoiceNumber } from '../finance/views';
import { listFilter } from './filters';
import { listRows, userGroups, type ListRow } from './list-queries';
import { isInternalUser, isModifiable, orderDocuments } from './rules';

type Q = Pick<Db, 'query'>;

export interface ListOptions {
  userId: string;
  accountHeader: string | undefined;
  query: OrdersQuery;
  /** ordersandmemos (true) or orders (false). */
  withMemos: boolean;
  now: Date;
}

export async function listOrders(db: Q, options: ListOptions): Promise<OrderList> {
  const account = await orderingAccount(db, options.userId, options.accountHeader);
  const filter = listFilter(account.id, options.query, options.withMemos);
  const { rows, totalCount } = await listRows(db, filter);
  const internal = isInternalUser(await userGroups(db, options.userId));
  return {
    rows: rows.map((row) => toListRow(row, account, internal, options.now)),
    totalCount,
    offset: filter.offset,
    limit: filter.limit,
  };
}

function toListRow(
  row: ListRow,
  account: OrderingAccount,
  internal: boolean,
  now: Date,
): OrderListRow {
  const common = {
    kind: row.kind,
    orderNumber: row.number,
    type: row.type,
    status: row.status,
    orderDate: row.date,
    requestedDate: row.requested_date,
    po: row.po,
    shipMethod: row.ship_method,
    currency: row.currency,
    netAmount: row.net_amount,
    vat: row.vat,
    grossAmount: row.gross_amount,
    totalWeight: row.total_weight,
    weightUnit: row.weight_unit,
    lineCount: row.line_count,
    accountId: account.id,
    soldToCode: account.soldToCode,
    accountName: account.fullname,
  };
  if (row.kind === 'memo') {
    return {
      ...common,
      invoicedNo: memoInvoiceNumber(row.number, row.status),
      modifiable: false,
      modifiableUntil: null,
      cancelledInvoice: row.status === 'Cancelled',
      originalOrderNumber: row.original_order,
      documents: { invoice: false, packlist: false, coa: false, invoiceProForma: false },
    };
  }
  const status = row.status as OrderStatus;
  return {
    ...common,
    invoicedNo: row.invoiced_no,
    modifiable: isModifiable({ status, modifiable_until: row.modifiable_until }, now),
    modifiableUntil:
      row.modifiable_until === null ? null : new Date(row.modifiable_until).toISOString(),
    cancelledInvoice: status === 'Cancelled' && row.invoiced_no !== null,
    originalOrderNumber: null,
    documents: orderDocuments({
      status,
      invoicedNo: row.invoiced_no,
      market: account.region,
      internal,
    }),
  };
}
