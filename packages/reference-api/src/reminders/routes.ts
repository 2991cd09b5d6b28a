/**
 * The reminder service (shell-and-admin.md §7: reminder get, add, delete). Reminders are the
 * user's own: another user's reminder answers exactly like a missing one, and a reminder on an
 * order needs an order of the user's accounts (else 404, as the order detail answers). A refused
 * reminder answers 422 REMINDER_104 with the server's own message in the page's language
 * (ordering.md §8: the kit passes it through).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ErrorBody,
  Reminder,
  ReminderAdd,
  ReminderList,
  ReminderParams,
  ReminderQuery,
  errorResponses,
} from '@anp/contract';
import { firstDue, isTimeZone, type ReminderSchedule } from '@anp/rules';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import { orderingUser } from '../accounts/caller';
import { orderRow } from '../orders/queries';
import { deliverDueReminders } from './deliver';
import {
  deleteReminder,
  insertReminder,
  isVisibleTemplate,
  pendingCount,
  userReminders,
} from './queries';
import { REFUSAL_TEXTS } from './texts';
import { toReminder } from './views';

const bad = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION', `body.${field} ${message}`, `body.${field}`);

/** The fields each kind needs and the ones it must not carry. */
function checkShape(body: ReminderAdd): void {
  const needs: Record<ReminderAdd['kind'], (keyof ReminderAdd)[]> = {
    once: ['date'],
    beforeRequested: ['orderNumber', 'daysBefore'],
    every: ['date', 'everyDays'],
  };
  const refuses: Record<ReminderAdd['kind'], (keyof ReminderAdd)[]> = {
    once: ['daysBefore', 'everyDays'],
    beforeRequested: ['date', 'everyDays'],
    every: ['daysBefore'],
  };
  for (const field of needs[body.kind])
    if (body[field] === undefined) throw bad(field, `is required for a ${body.kind} reminder`);
  for (const field of refuses[body.kind])
    if (body[field] !== undefined) throw bad(field, `is not allowed for a ${body.kind} reminder`);
  if (!isTimeZone(body.timeZone)) throw bad('timeZone', 'must be an IANA time zone');
}

export const reminderRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (
  fastify,
  { db, now },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/reminder',
    {
      schema: {
        tags: ['reminders'],
        summary: "The user's reminders: the next due first, then the ones already sent",
        querystring: ReminderQuery,
        response: { 200: ReminderList, ...errorResponses },
      },
    },
    async (request) => {
      await deliverDueReminders(db, request.user.id, now());
      return { reminders: (await userReminders(db, request.user.id)).map(toReminder) };
    },
  );

  app.post(
    '/reminder',
    {
      schema: {
        tags: ['reminders'],
        summary:
          'Adds a reminder: once at a date and time, N days before an order’s requested date, or every N days; REMINDER_104 when refused',
        querystring: ReminderQuery,
        body: ReminderAdd,
        response: { 201: Reminder, ...errorResponses, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const body = request.body;
      checkShape(body);
      const userId = request.user.id;
      let requestedDate: string | null = null;
      if (body.orderNumber !== undefined) {
        const order = await orderRow(db, userId, body.orderNumber);
        if (!order)
          throw new HttpError(404, 'NOT_FOUND', 'No such order for this user', 'body.orderNumber');
        requestedDate = order.requested_date;
      }
      if (body.templateId !== undefined) {
        if (body.kind !== 'every') throw bad('templateId', 'is allowed on an every reminder only');
        if (!(await isVisibleTemplate(db, userId, body.templateId)))
          throw new HttpError(
            404,
            'NOT_FOUND',
            'No such template for this user',
            'body.templateId',
          );
      }
      const schedule: ReminderSchedule = {
        kind: body.kind,
        date: body.date ?? null,
        time: body.time,
        daysBefore: body.daysBefore ?? null,
        everyDays: body.everyDays ?? null,
        timeZone: body.timeZone,
      };
      const at = now();
      const saved = await db.transaction(async (tx) => {
        const due = firstDue(schedule, {
          now: at,
          requestedDate,
          pendingCount: await pendingCount(tx, userId),
        });
        if ('refusal' in due) {
          const lang = request.query.lang ?? (await orderingUser(tx, userId)).language;
          throw new HttpError(422, 'REMINDER_104', REFUSAL_TEXTS[due.refusal][lang]);
        }
        const note = body.note?.trim() || null;
        return insertReminder(tx, {
          id: `rem_${randomUUID()}`,
          userId,
          kind: body.kind,
          orderNumber: body.orderNumber ?? null,
          note,
          // A "days before" reminder is dated by its order; a recurring one keeps its first day.
          date: schedule.date,
          time: body.time,
          daysBefore: schedule.daysBefore,
          everyDays: schedule.everyDays,
          timeZone: body.timeZone,
          nextDueAt: due.dueAt,
          createdAt: at,
          templateId: body.templateId ?? null,
        });
      });
      return reply.status(201).send(toReminder(saved));
    },
  );

  app.delete(
    '/reminder/:reminderId',
    {
      schema: {
        tags: ['reminders'],
        summary: 'Deletes one of the user’s reminders (its notifications stay)',
        params: ReminderParams,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!(await deleteReminder(db, request.user.id, request.params.reminderId)))
        throw new HttpError(404, 'NOT_FOUND', 'No such reminder', 'params.reminderId');
      return reply.status(204).send(null);
    },
  );
};
