/**
 * Order modification (ordering.md §2 screen 8, §4, §7 updateModifiedOrder, modifiedOrderList,
 * deleteModifiedOrderDraft): a Placed order can be changed until its cut-off through a draft of
 * the user's changes, saved, listed, deleted, or applied to the order (./apply.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DeleteModifiedDraft,
  DeletedDraft,
  ErrorBody,
  ModifiedOrderList,
  ModifyResult,
  UpdateModifiedOrder,
  errorResponses,
  type ModifiedOrderDraft,
} from '@anp/contract';
import type { Db } from '../../db/database';
import { HttpError } from '../../http-error';
import { calendarDate } from '../filters';
import { orderLines, orderRow } from '../queries';
import { isModifiable } from '../rules';
import { applyChanges } from './apply';
import { deleteDraft, draftRow, saveDraft, userDrafts } from './queries';
import { changesOf, toDraft } from './views';

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
          'Saves the modification draft of a Placed order (apply: false) or applies it (apply: true): quantities (0 removes a line), requested date, PO, note. A body that names no change while no draft is saved saves nothing and answers the order as a draft to start from. 409 CUTOFF_PASSED after the cut-off, 409 NOT_MODIFIABLE once not Placed',
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
          // Opening the modify page names no change: with no draft saved yet it starts from the
          // order and saves nothing, so a look at the page leaves no draft (and the order detail
          // no "saved changes" claim) behind.
          const namesChange =
            body.lines !== undefined ||
            body.requestedDate !== undefined ||
            body.po !== undefined ||
            body.note !== undefined;
          if (!saved && !namesChange)
            return { applied: false, draft: toDraft(order, lines, changes, at) };
          await saveDraft(tx, {
            orderNumber: order.order_number,
            userId: request.user.id,
            lines: [...changes.lines].map(([sku, quantity]) => ({ sku, quantity })),
            requestedDate: changes.requestedDate,
            po: changes.po,
            note: changes.note,
            updatedAt: at.toISOString(),
          });
          return { applied: false, draft: toDraft(order, lines, changes, at) };
        }
        await applyChanges(tx, order, lines, changes, body.lines ?? [], at);
        await deleteDraft(tx, order.order_number, request.user.id);
        return { applied: true, draft: null };
      });
    },
  );

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
      const rows = await userDrafts(db, request.user.id);
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
      if (!(await deleteDraft(db, request.body.orderNumber, request.user.id)))
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
