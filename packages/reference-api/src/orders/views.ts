/** An order as the contract's OrderDetail (ordering.md §2 screen 6). */
import { orderMilestones } from './milestones';
import type { OrderDetail } from '@anp/contract';
import type { OrderLineRow, OrderRow } from './queries';
import { isInternalUser, isModifiable, orderDocuments } from './rules';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** The contract's OrderDetail of a row and its lines. */
export function toOrderDetail(
  o: OrderRow,
  lines: readonly OrderLineRow[],
  memoNumbers: string[],
  now: Date,
): OrderDetail {
  return {
    orderNumber: o.order_number,
    type: o.type,
    source: o.source,
    status: o.status,
    invoicedNo: o.invoiced_no,
    orderDate: o.order_date,
    requestedDate: o.requested_date,
    requestedTime: o.requested_time,
    shipMethod: o.ship_method,
    po: o.po,
    mode: o.mode,
    note: o.note,
    paymentTerms: o.payment_terms,
    truckSize: o.truck_size,
    currency: o.currency,
    netAmount: o.net_amount,
    vat: o.vat,
    grossAmount: o.gross_amount,
    totalWeight: o.total_weight,
    weightUnit: o.weight_unit,
    modifiableUntil: iso(o.modifiable_until),
    account: {
      id: o.account_id,
      name: o.fullname,
      soldToCode: o.sold_to_code,
      address: o.address,
      country: o.region,
    },
    productOrders: lines.map((l) => ({
      lineNo: l.line_no,
      sku: l.sku,
      title: l.title,
      formCode: l.form_code,
      packageType: l.package_type,
      quantity: l.quantity,
      pallets: l.pallets,
      unitPrice: l.unit_price,
      amount: Math.round(l.quantity * l.unit_price * 100) / 100,
      netWeight: l.net_weight,
      unitOfMeasure: o.weight_unit,
      lotNumber: l.lot_number,
    })),
    shippingDetails: {
      shipFromName: o.plant_name,
      shipFromCode: o.plant_code,
      shipToName: o.ship_to_name,
      shipToAddress: o.ship_to_address,
    },
    documents: orderDocuments({
      status: o.status,
      invoicedNo: o.invoiced_no,
      market: o.region,
      internal: isInternalUser(o.user_groups),
    }),
    modifiable: isModifiable(o, now),
    cancelledInvoice: o.status === 'Cancelled' && o.invoiced_no !== null,
    invoiceDate: o.invoice_date,
    memoNumbers,
    milestones: orderMilestones(o),
  };
}
