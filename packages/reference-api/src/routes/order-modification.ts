/**
 * Order modification (ordering.md §2 screen 8, §4, §7 updateModifiedOrder, modifiedOrderList,
 * deleteModifiedOrderDraft): a Placed order can be changed until its cut-off through a draft of
 * the user's changes, saved, listed, deleted, or applied to the order.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  convertWeight,
  dateProblem,
  deliveryInstructionError,
  lineNetWeight,
  quantityError,
  ruleFor,
} from '@anp/rules/cart';
import type { Db } from '../db/database';
import { addDays, timestampAt } from '@anp/rules/calendar';
import { centsText } from '../db/values';
import { MARKETS, type MarketCode } from '../markets';
import { ErrorBody, errorResponses } from '@anp/contract';
import {
  DeleteModifiedDraft,
  DeletedDraft,
  ModifiedOrderList,
  ModifyResult,
  UpdateModifiedOrder,
  type ModifiedOrderDraft,
} from '@anp/contract';
import { HttpError } from '../http-error';
import { NOTE_MAX_LENGTH } from './cart-view';
import { loadLeadTimes, plantRow } from './lead-times';
import { calendarDate } from './order-list';
import { isModifiable } from './order-rules';
import { orderLines, orderRow, type OrderLineRow, type OrderRow } from './orders';

type Q = Pick<Db, 'query'>;

/** What a draft changes; null or a missing SKU: unchanged. */
interface Changes {
  lines: Map<string, number>;
  requestedDate: string | null;
  po: string | null;
  note: string | null;
}

interface DraftRow {
  order_number: string;
  lines: { sku: string; quantity: number }[];
  requested_date: string | null;
  po: string | null;
  note: string | null;
  updated_at: Date | string;
}

async function draftRow(q: Q, orderNumber: string, userId: string): Promise<DraftRow | null> {
  const [row] = await q.query<DraftRow>(
    `SELECT order_number, lines, requested_date::text AS requested_date, po, note, updated_at
       FROM modified_order_drafts WHERE order_number = $1 AND user_id = $2`,
    [orderNumber, userId],
  );
  return row ?? null;
}

const changesOf = (row: DraftRow | null): Changes => ({
  lines: new Map((row?.lines ?? []).map((l) => [l.sku, l.quantity])),
  requestedDate: row?.requested_date ?? null,
  po: row?.po ?? null,
  note: row?.note ?? null,
});

/** The draft as the modify page shows it: every line of the order with its changed quantity. */
function toDraft(
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

/** The pallets a line fills, as the seed and the cart record them on order lines. */
function palletsOf(line: OrderLineRow, quantity: number): number {
  if (line.is_pallet) return Math.floor(quantity / line.per_pallet_count);
  if (line.is_pallet_and_non_pallet_allowed) return Math.floor(quantity / line.per_pallet_count);
  return 0;
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

export const orderModificationRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (
  fastify,
  { db, now },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/updateModifiedOrder',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Saves the modification draft of a Placed order (apply: false) or applies it (apply: true): quantities (0 removes a line), requested date, PO, note. 409 CUTOFF_PASSED after the cut-off, 409 NOT_MODIFIABLE once not Placed',
        body: UpdateModifiedOrder,
        response: { 200: ModifyResult, 409: ErrorBody, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      const at = now();
      const requestedDate = calendarDate(body.requestedDate, 'body.requestedDate');
      return db.transaction(async (tx) => {
        const order = await orderRow(tx, request.user.id, body.orderNumber, { lock: true });
        if (!order)
          throw new HttpError(404, 'NOT_FOUND', 'No such order for this user', 'body.orderNumber');
        if (order.status !== 'Placed' || order.modifiable_until === null)
          throw new HttpError(
            409,
            'NOT_MODIFIABLE',
            `Order ${order.order_number} is ${order.status} and can no longer be modified`,
            'body.orderNumber',
          );
        if (!isModifiable(order, at))
          throw new HttpError(
            409,
            'CUTOFF_PASSED',
            `Changes to order ${order.order_number} were accepted until ${new Date(order.modifiable_until).toISOString()}`,
            'body.orderNumber',
          );
        const lines = await orderLines(tx, order.order_number);
        const bySku = new Map(lines.map((l) => [l.sku, l]));
        const seen = new Set<string>();
        (body.lines ?? []).forEach((line, i) => {
          if (!bySku.has(line.sku))
            throw new HttpError(
              400,
              'UNKNOWN_PRODUCT',
              `Product ${line.sku} is not on order ${order.order_number}`,
              `body.lines.${i}.sku`,
            );
          if (seen.has(line.sku))
            throw new HttpError(
              400,
              'VALIDATION',
              `Product ${line.sku} is named twice`,
              `body.lines.${i}.sku`,
            );
          seen.add(line.sku);
        });

        // The body changes what it names; the rest of the saved draft stays.
        const saved = await draftRow(tx, order.order_number, request.user.id);
        const changes = changesOf(saved);
        for (const line of body.lines ?? []) changes.lines.set(line.sku, line.quantity);
        if (requestedDate) changes.requestedDate = requestedDate;
        if (body.po !== undefined) changes.po = body.po.trim();
        if (body.note !== undefined) changes.note = body.note;

        if (!body.apply) {
          await tx.query(
            `INSERT INTO modified_order_drafts (order_number, user_id, lines, requested_date, po,
                    note, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (order_number, user_id) DO UPDATE SET lines = EXCLUDED.lines,
               requested_date = EXCLUDED.requested_date, po = EXCLUDED.po, note = EXCLUDED.note,
               updated_at = EXCLUDED.updated_at`,
            [
              order.order_number,
              request.user.id,
              JSON.stringify([...changes.lines].map(([sku, quantity]) => ({ sku, quantity }))),
              changes.requestedDate,
              changes.po,
              changes.note,
              at.toISOString(),
            ],
          );
          return { applied: false, draft: toDraft(order, lines, changes, at) };
        }
        await applyChanges(tx, order, lines, changes, body.lines ?? [], at);
        await tx.query(
          'DELETE FROM modified_order_drafts WHERE order_number = $1 AND user_id = $2',
          [order.order_number, request.user.id],
        );
        return { applied: true, draft: null };
      });
    },
  );

  /** Checks the changes with the product and plant rules and writes them to the order. */
  async function applyChanges(
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
      if (!plant)
        throw new HttpError(404, 'NOT_FOUND', 'The order has no plant', 'body.orderNumber');
      const leadTimes = await loadLeadTimes(tx, plant, at);
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
        await tx.query('DELETE FROM order_lines WHERE order_number = $1 AND sku = $2', [
          order.order_number,
          line.sku,
        ]);
        continue;
      }
      const lineCents = Math.round(quantity * Math.round(line.unit_price * 100));
      netCents += lineCents;
      const w = quantity === line.quantity ? line.net_weight : lineWeight(order, line, quantity);
      weight += Math.round(w * 10_000);
      if (quantity !== line.quantity)
        await tx.query(
          `UPDATE order_lines SET quantity = $3, pallets = $4, net_weight = $5
            WHERE order_number = $1 AND sku = $2`,
          [order.order_number, line.sku, quantity, palletsOf(line, quantity), w.toFixed(4)],
        );
    }
    const market = Object.hasOwn(MARKETS, order.region)
      ? MARKETS[order.region as MarketCode]
      : null;
    const vatCents = Math.round((netCents * (market?.vatBasisPoints ?? 0)) / 10_000);
    // Decision (as at submit): changes are accepted until 15:00 UTC the day before the date.
    const modifiableUntil =
      requestedDate === order.requested_date
        ? order.modifiable_until
        : timestampAt(addDays(requestedDate, -1), 15);
    await tx.query(
      `UPDATE orders SET requested_date = $2, po = $3, note = $4, net_amount = $5, vat = $6,
              gross_amount = $7, total_weight = $8, modifiable_until = $9
        WHERE order_number = $1`,
      [
        order.order_number,
        requestedDate,
        (changes.po ?? order.po ?? '') || null,
        note || null,
        centsText(netCents),
        centsText(vatCents),
        centsText(netCents + vatCents),
        (weight / 10_000).toFixed(4),
        modifiableUntil === null ? null : new Date(modifiableUntil).toISOString(),
      ],
    );
  }

  app.get(
    '/modifiedOrderList',
    {
      schema: {
        tags: ['orders'],
        summary: "The user's order modification drafts, newest first",
        response: { 200: ModifiedOrderList, ...errorResponses },
      },
    },
    async (request) => {
      const rows = await db.query<DraftRow>(
        `SELECT d.order_number, d.lines, d.requested_date::text AS requested_date, d.po, d.note,
                d.updated_at
           FROM modified_order_drafts d
           JOIN orders o ON o.order_number = d.order_number
           JOIN user_accounts ua ON ua.account_id = o.account_id AND ua.user_id = d.user_id
          WHERE d.user_id = $1 ORDER BY d.updated_at DESC, d.order_number DESC LIMIT 200`,
        [request.user.id],
      );
      const drafts: ModifiedOrderDraft[] = [];
      for (const row of rows) {
        const order = await orderRow(db, request.user.id, row.order_number);
        if (!order) continue;
        drafts.push(
          toDraft(order, await orderLines(db, order.order_number), changesOf(row), row.updated_at),
        );
      }
      return { drafts };
    },
  );

  app.post(
    '/deleteModifiedOrderDraft',
    {
      schema: {
        tags: ['orders'],
        summary: "Deletes the user's modification draft of an order",
        body: DeleteModifiedDraft,
        response: { 200: DeletedDraft, ...errorResponses },
      },
    },
    async (request) => {
      const deleted = await db.query(
        'DELETE FROM modified_order_drafts WHERE order_number = $1 AND user_id = $2 RETURNING order_number',
        [request.body.orderNumber, request.user.id],
      );
      if (deleted.length === 0)
        throw new HttpError(
          404,
          'NOT_FOUND',
          'No modification draft of this order for this user',
          'body.orderNumber',
        );
      return { deleted: true };
    },
  );
};
