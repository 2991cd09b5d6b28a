import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EmailOutbox, EmailSent, SendAltEmail, SendEmail, errorResponses } from '@anp/contract';
import { orderingUser } from '../accounts/caller';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import { orderDetail } from '../orders/detail';
import { recordEmail, userEmails, type EmailKind } from './queries';
import { confirmationMessage } from './views';

/** The order confirmation e-mails (ordering.md §2 screen 4, §7 utility calls) and their outbox. */
export const emailRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (
  fastify,
  { db, now },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const send = async (userId: string, orderNumber: string, to: string | null, kind: EmailKind) => {
    const user = await orderingUser(db, userId);
    const order = await orderDetail(db, userId, orderNumber);
    if (!order)
      throw new HttpError(404, 'NOT_FOUND', 'No such order for this user', 'body.orderNumber');
    const address = to ?? user.email;
    const message = confirmationMessage(order, user, kind);
    const messageId = await recordEmail(db, {
      userId,
      kind,
      to: address,
      ...message,
      orderNumber: order.orderNumber,
      now: now(),
    });
    return { sent: true, messageId, to: address };
  };

  app.post(
    '/utility/sendConfirmationAltEmail',
    {
      schema: {
        tags: ['utility'],
        summary: "Sends an order's confirmation to another address (recorded in the outbox)",
        body: SendAltEmail,
        response: { 200: EmailSent, ...errorResponses },
      },
    },
    async (request) =>
      send(
        request.user.id,
        request.body.orderNumber,
        request.body.email.trim(),
        'alt-confirmation',
      ),
  );

  app.post(
    '/utility/sendEmail',
    {
      schema: {
        tags: ['utility'],
        summary: "Sends an order's confirmation again to the user's own address",
        body: SendEmail,
        response: { 200: EmailSent, ...errorResponses },
      },
    },
    async (request) => send(request.user.id, request.body.orderNumber, null, 'confirmation'),
  );

  app.get(
    '/utility/emails',
    {
      schema: {
        tags: ['utility'],
        summary:
          'What the API "sent" for the signed-in user (it has no mail server), newest first, at most 100',
        response: { 200: EmailOutbox, ...errorResponses },
      },
    },
    async (request) => {
      const rows = await userEmails(db, request.user.id);
      return {
        emails: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          to: r.to_address,
          subject: r.subject,
          body: r.body,
          orderNumber: r.order_number,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      };
    },
  );
};
