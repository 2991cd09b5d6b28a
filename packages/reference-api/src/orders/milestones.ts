/**
 * The days an order reached each step (issue 17's delivery timeline). A real back end reads them
 * from the ERP's order events; the reference API has no plant system behind it, so it derives
 * them from the dates it stores, the same way every time (recorded in docs/decisions.md):
 * - scheduled: the day after the order was placed, never after the requested date;
 * - shipped: the requested date (a delivery leaves that morning, a pickup is collected that day),
 *   or the invoice date when the invoice came first;
 * - invoiced: the invoice date;
 * - cancelled: the day after the last step reached (the order date when nothing came after);
 * - the planned ship date: the requested date once the plant has scheduled the order.
 */
import type { OrderDetail, OrderMilestones } from '@anp/contract';

export interface MilestoneInput {
  status: OrderDetail['status'];
  order_date: string;
  requested_date: string;
  invoice_date: string | null;
  invoiced_no: string | null;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const earlier = (a: string, b: string) => (a <= b ? a : b);

export function orderMilestones(order: MilestoneInput): OrderMilestones {
  const { status, order_date: placed, requested_date: requested } = order;
  const invoiced = order.invoice_date;
  const cancelledAfterInvoice = status === 'Cancelled' && order.invoiced_no !== null;
  const reachedSchedule =
    status === 'Scheduled' ||
    status === 'Shipped' ||
    status === 'Invoiced' ||
    cancelledAfterInvoice;
  const reachedShipping = status === 'Shipped' || status === 'Invoiced' || cancelledAfterInvoice;
  const scheduled = reachedSchedule ? earlier(nextDay(placed), requested) : null;
  const shipped = reachedShipping
    ? invoiced !== null
      ? earlier(requested, invoiced)
      : requested
    : null;
  const invoiceDay = status === 'Invoiced' || cancelledAfterInvoice ? invoiced : null;
  const last = invoiceDay ?? shipped ?? scheduled ?? placed;
  return {
    placed,
    scheduled: scheduled !== null && scheduled < placed ? placed : scheduled,
    shipped,
    invoiced: invoiceDay,
    cancelled: status === 'Cancelled' ? (last === placed ? placed : nextDay(last)) : null,
    plannedShipDate: reachedSchedule ? requested : null,
  };
}
