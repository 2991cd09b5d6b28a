/** A modification draft as the modify page shows it (ordering.md §2 screen 8). */
import type { ModifiedOrderDraft } from '@anp/contract';
import type { OrderLineRow, OrderRow } from '../queries';
import type { DraftRow } from './queries';

/** What a draft changes; null or a missing SKU: unchanged. */
export interface Changes {
  lines: Map<string, number>;
  requestedDate: string | null;
  po: string | null;
  note: string | null;
}

export const changesOf = (row: DraftRow | null): Changes => ({
  lines: new Map((row?.lines ?? []).map((l) => [l.sku, l.quantity])),
  requestedDate: row?.requested_date ?? null,
  po: row?.po ?? null,
  note: row?.note ?? null,
});

/** The draft as the modify page shows it: every line of the order with its changed quantity. */
export function toDraft(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  changes: Changes,
  updatedAt: Date | string,
): ModifiedOrderDraft {
  return {
    orderNumber: order.order_number,
    lines: lines.map((l) => ({
      sku: l.sku,
      title: l.title,
      quantity: changes.lines.get(l.sku) ?? l.quantity,
      originalQuantity: l.quantity,
      minQuantity: l.min_quantity,
      increment: l.increment,
      perPalletCount: l.per_pallet_count,
      isPallet: l.is_pallet,
      unitOfMeasure: order.weight_unit,
    })),
    requestedDate: changes.requestedDate ?? order.requested_date,
    po: changes.po ?? order.po ?? '',
    note: changes.note ?? order.note ?? '',
    modifiableUntil:
      order.modifiable_until === null ? null : new Date(order.modifiable_until).toISOString(),
    updatedAt: new Date(updatedAt).toISOString(),
  };
}
