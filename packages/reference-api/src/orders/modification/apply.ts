/**
 * Applying a modification to an order: each changed quantity obeys the product's rules, a new
 * requested date the plant's, the note the delivery-instruction rule; amounts, VAT and weights
 * are recomputed and the cut-off follows the new date.
 */
import {
  convertWeight,
  dateProblem,
  deliveryInstructionError,
  lineNetWeight,
  orderedPallets,
  quantityError,
  ruleFor,
} from '@anp/rules/cart';
import { addDays, timestampAt } from '@anp/rules/calendar';
import { NOTE_MAX_LENGTH } from '../../cart/model';
import type { Db } from '../../db/database';
import { centsText } from '../../db/values';
import { HttpError } from '../../http-error';
import { marketOrNull } from '../../markets';
import { loadLeadTimes } from '../../plants/lead-times';
import { plantRow } from '../../plants/queries';
import type { OrderLineRow, OrderRow } from '../queries';
import { deleteOrderLine, updateOrder, updateOrderLine } from './queries';
import type { Changes } from './views';

type Q = Pick<Db, 'query'>;

/** The pallets a line fills: the rule the cart, the review and the placed order share. */
function palletsOf(line: OrderLineRow, quantity: number): number {
  return orderedPallets({
    quantity,
    perPalletCount: line.per_pallet_count,
    isPallet: line.is_pallet,
    isPalletAndNonPalletAllowed: line.is_pallet_and_non_pallet_allowed,
  });
}

/** A line's net weight in the order's unit (4 decimals) for a quantity. */
function lineWeight(order: OrderRow, line: OrderLineRow, quantity: number): number {
  const own = lineNetWeight(
    {
      quantity,
      netWeightPerUnit: line.net_weight_per_unit,
      unitOfMeasure: line.unit_of_measure,
      containerCode: line.container_code,
      perPalletCount: line.per_pallet_count,
      packageType: line.package_type,
    },
    order.region,
  );
  const unit = order.weight_unit;
  if (unit !== 'lb' && unit !== 'kg' && unit !== 'quintal') return own;
  return Math.round(convertWeight(own, line.unit_of_measure, unit) * 10_000) / 10_000;
}

/** Checks the changes with the product and plant rules and writes them to the order. */
export async function applyChanges(
  tx: Q,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  changes: Changes,
  bodyLines: readonly { sku: string }[],
  at: Date,
): Promise<void> {
  const fieldOf = (sku: string, part: string) => {
    const index = bodyLines.findIndex((l) => l.sku === sku);
    return index >= 0 ? `body.lines.${index}.${part}` : 'body.lines';
  };
  const next = lines.map((line) => ({
    line,
    quantity: changes.lines.get(line.sku) ?? line.quantity,
  }));
  const kept = next.filter((n) => n.quantity > 0);
  if (kept.length === 0)
    throw new HttpError(
      400,
      'VALIDATION',
      'At least one line must stay on the order; to cancel it, contact customer service',
      'body.lines',
    );
  for (const { line, quantity } of kept) {
    if (quantity === line.quantity) continue;
    const problem = quantityError(quantity, {
      minQuantity: line.min_quantity,
      increment: line.increment,
      perPalletCount: line.per_pallet_count,
      isPallet: line.is_pallet,
      isPalletAndNonPalletAllowed: line.is_pallet_and_non_pallet_allowed,
    });
    if (problem)
      throw new HttpError(
        400,
        'QUANTITY_RULE',
        `${problem}: ${quantity} of ${line.title} (${line.sku}) breaks its rules (minimum ${line.min_quantity}, steps of ${line.is_pallet ? `${line.per_pallet_count} per pallet` : line.increment})`,
        fieldOf(line.sku, 'quantity'),
      );
  }

  const requestedDate = changes.requestedDate ?? order.requested_date;
  if (requestedDate !== order.requested_date) {
    const plant = await plantRow(tx, order.plant_id);
    if (!plant) throw new HttpError(404, 'NOT_FOUND', 'The order has no plant', 'body.orderNumber');
    // Only the dates count here; the names are not shown.
    const leadTimes = await loadLeadTimes(tx, plant, at, 'en');
    const rule = ruleFor(order.ship_method === 'pickup' ? 'pickup' : 'delivery', leadTimes);
    const problem = dateProblem(requestedDate, rule, leadTimes.today, leadTimes.daySpan);
    if (problem)
      throw new HttpError(
        400,
        'DATE_PROBLEM',
        `${problem}: ${plant.name} cannot ship on ${requestedDate}`,
        'body.requestedDate',
      );
  }
  const note = changes.note ?? order.note ?? '';
  if (deliveryInstructionError(note, NOTE_MAX_LENGTH))
    throw new HttpError(
      400,
      'VALIDATION',
      `Delivery instructions must be at most ${NOTE_MAX_LENGTH} characters of plain text`,
      'body.note',
    );

  let netCents = 0;
  let weight = 0;
  for (const { line, quantity } of next) {
    if (quantity <= 0) {
      await deleteOrderLine(tx, order.order_number, line.sku);
      continue;
    }
    const lineCents = Math.round(quantity * Math.round(line.unit_price * 100));
    netCents += lineCents;
    const w = quantity === line.quantity ? line.net_weight : lineWeight(order, line, quantity);
    weight += Math.round(w * 10_000);
    if (quantity !== line.quantity)
      await updateOrderLine(tx, order.order_number, line.sku, {
        quantity,
        pallets: palletsOf(line, quantity),
        netWeight: w.toFixed(4),
      });
  }
  const market = marketOrNull(order.region);
  const vatCents = Math.round((netCents * (market?.vatBasisPoints ?? 0)) / 10_000);
  // Decision (as at submit): changes are accepted until 15:00 UTC the day before the date.
  const modifiableUntil =
    requestedDate === order.requested_date
      ? order.modifiable_until
      : timestampAt(addDays(requestedDate, -1), 15);
  await updateOrder(tx, order.order_number, {
    requestedDate,
    po: (changes.po ?? order.po ?? '') || null,
    note: note || null,
    netAmount: centsText(netCents),
    vat: centsText(vatCents),
    grossAmount: centsText(netCents + vatCents),
    totalWeight: (weight / 10_000).toFixed(4),
    modifiableUntil: modifiableUntil === null ? null : new Date(modifiableUntil).toISOString(),
  });
}
