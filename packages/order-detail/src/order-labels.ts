import type { TFunction } from 'i18next';

/** The order types of ordering.md §3 with words of their own; others show as the server sends. */
const TYPE_KEYS: Readonly<Record<string, string>> = {
  'sales order': 'salesOrder',
  'consignment order': 'consignmentOrder',
  'consignment return order': 'consignmentReturn',
  'domestic return order': 'domesticReturn',
  'debit memo request': 'debitMemoRequest',
  'credit memo request': 'creditMemoRequest',
  invoice: 'invoice',
  memo: 'memo',
};

const STATUSES = ['Placed', 'Scheduled', 'Shipped', 'Invoiced', 'Cancelled'];

/** An order type in the page language (`t` of the `orderDetail` namespace). */
export function typeText(type: string, t: TFunction): string {
  const key = TYPE_KEYS[type.trim().toLowerCase()];
  return key ? t(`types.${key}`) : type;
}

/** An order status (ordering.md §4) in the page language; an unknown one as the server sends. */
export function statusText(status: string, t: TFunction): string {
  return STATUSES.includes(status) ? t(`status.${status}`) : status;
}
