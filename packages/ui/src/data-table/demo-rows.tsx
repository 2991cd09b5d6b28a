/**
 * Generated orders for the table's stories and its benchmark (scripts/bench-table.ts): not part
 * of the public API. Deterministic, so screenshots and timings compare run to run.
 */
import { Badge, type BadgeTone } from '../badge';
import type { Column } from './data-table';

export interface DemoOrder {
  orderNumber: string;
  kind: 'Order' | 'Credit memo';
  status: 'Open' | 'Shipped' | 'Invoiced' | 'Cancelled';
  orderDate: string;
  po: string;
  shipMethod: 'Delivery' | 'Pickup';
  amount: number;
  weightLb: number;
}

const STATUSES: DemoOrder['status'][] = ['Open', 'Shipped', 'Invoiced', 'Invoiced', 'Cancelled'];
const TONES: Record<DemoOrder['status'], BadgeTone> = {
  Open: 'info',
  Shipped: 'primary',
  Invoiced: 'success',
  Cancelled: 'danger',
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `count` orders, newest first. */
export function demoOrders(count: number): DemoOrder[] {
  const out: DemoOrder[] = new Array(count);
  for (let i = 0; i < count; i += 1) {
    const day = (i * 7) % 28;
    const month = 11 - (Math.floor(i / 40) % 12);
    out[i] = {
      orderNumber: String(4_500_000 + count - i),
      kind: i % 17 === 5 ? 'Credit memo' : 'Order',
      status: STATUSES[(i * 3) % STATUSES.length] ?? 'Open',
      orderDate: `${String(day + 1).padStart(2, '0')}-${MONTHS[month] ?? 'Jan'}-2026`,
      po: i % 4 === 0 ? '' : `PO-${(i * 7919) % 100_000}`,
      shipMethod: i % 3 === 0 ? 'Pickup' : 'Delivery',
      amount: Math.round(((i * 7_331) % 480_000) + 1_250) / 100 + 500,
      weightLb: ((i * 997) % 40_000) + 2_000,
    };
  }
  return out;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const pounds = new Intl.NumberFormat('en-US');

export const demoColumns: Column<DemoOrder>[] = [
  {
    id: 'orderNumber',
    header: 'Order number',
    cell: (o) => o.orderNumber,
    sortable: true,
    width: 'minmax(5rem, 1fr)',
  },
  { id: 'kind', header: 'Type', cell: (o) => o.kind, width: '8rem', hideBelow: 900 },
  {
    id: 'status',
    header: 'Status',
    cell: (o) => <Badge tone={TONES[o.status]}>{o.status}</Badge>,
    sortable: true,
    width: 'minmax(5rem, 8rem)',
  },
  {
    id: 'orderDate',
    header: 'Order date',
    cell: (o) => o.orderDate,
    sortable: true,
    width: '8rem',
    hideBelow: 600,
  },
  { id: 'po', header: 'PO', cell: (o) => o.po || '—', width: 'minmax(7rem, 1fr)', hideBelow: 1100 },
  { id: 'ship', header: 'Ship method', cell: (o) => o.shipMethod, width: '8rem', hideBelow: 1100 },
  {
    id: 'amount',
    header: 'Amount',
    cell: (o) => money.format(o.amount),
    sortable: true,
    align: 'end',
    width: 'minmax(5.5rem, 8rem)',
  },
  {
    id: 'weight',
    header: 'Weight (lb)',
    cell: (o) => pounds.format(o.weightLb),
    align: 'end',
    width: '7rem',
    hideBelow: 768,
  },
];

export const demoOrderKey = (o: DemoOrder) => o.orderNumber;
