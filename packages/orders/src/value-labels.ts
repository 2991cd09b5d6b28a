import type { TFunction } from 'i18next';
import { wordKey } from './model/value-key';

/**
 * The server's values in the user's language (statuses, order types and ship methods), for the
 * filters, the table and the exports. A value the kit does not know (a new status of the order
 * system) shows as sent.
 */
export const statusWord = (t: TFunction, status: string): string =>
  t(`status.${wordKey(status)}`, { defaultValue: status });

/**
 * A row's status as the list and its exports show it: an order whose invoice was issued and then
 * cancelled reads "Invoice cancelled" (Mexico's Cancelled badge on cancelled invoices, ordering.md
 * §1), which says more than "Cancelled" and fits one badge.
 */
export const statusText = (
  t: TFunction,
  row: { kind: string; status: string; cancelledInvoice: boolean },
): string => {
  if (row.kind === 'order' && row.cancelledInvoice) return t('invoiceCancelled');
  // A memo's status in the memo's own words, as its tile says it ("Cancelada", not "Cancelado").
  if (row.kind === 'memo')
    return t(`memoStatus.${wordKey(row.status)}`, { defaultValue: statusWord(t, row.status) });
  return statusWord(t, row.status);
};

export const typeWord = (t: TFunction, type: string): string =>
  t(`type.${wordKey(type)}`, { defaultValue: type });

export const shipMethodWord = (t: TFunction, method: string | null): string =>
  method ? t(`shipMethod.${wordKey(method)}`, { defaultValue: method }) : '';
