import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { formatDisplayDate } from '@anp/rules';
import type { Db } from '../db/database';
import { errorResponses } from '@anp/contract';
import type { OrderDetail } from '@anp/contract';
import { EmailOutbox, EmailSent, SendAltEmail, SendEmail } from '@anp/contract';
import { HttpError } from '../http-error';
import { orderDetail } from './orders';
import { orderingUser, type Lang, type OrderingUser } from './ordering-data';

export type EmailKind = 'confirmation' | 'alt-confirmation';

interface Texts {
  subject: (order: string) => string;
  greeting: (name: string) => string;
  altGreeting: string;
  intro: string;
  altIntro: (sender: string) => string;
  orderNumber: string;
  orderDate: string;
  account: string;
  shipMethod: string;
  delivery: string;
  pickup: string;
  shipFrom: string;
  requestedDate: string;
  requestedTime: string;
  po: string;
  note: string;
  paymentTerms: string;
  products: string;
  net: string;
  vat: string;
  total: string;
  weight: string;
  closing: string;
}

const TEXTS: Readonly<Record<Lang, Texts>> = {
  en: {
    subject: (order) => `Order confirmation ${order}`,
    greeting: (name) => `Hello ${name},`,
    altGreeting: 'Hello,',
    intro: 'Thank you for your order. Here is a summary of what we received.',
    altIntro: (sender) => `${sender} asked us to send you the confirmation of this order.`,
    orderNumber: 'Order number',
    orderDate: 'Order date',
    account: 'Account',
    shipMethod: 'Ship method',
    delivery: 'Delivery',
    pickup: 'Pickup',
    shipFrom: 'Ships from',
    requestedDate: 'Requested date',
    requestedTime: 'Pickup time',
    po: 'Purchase order',
    note: 'Delivery instructions',
    paymentTerms: 'Payment terms',
    products: 'Products',
    net: 'Net amount',
    vat: 'VAT',
    total: 'Total',
    weight: 'Total weight',
    closing: 'You can follow this order on the Orders page of the portal.',
  },
  es: {
    subject: (order) => `Confirmación del pedido ${order}`,
    greeting: (name) => `Hola, ${name}:`,
    altGreeting: 'Hola:',
    intro: 'Gracias por su pedido. Este es el resumen de lo que recibimos.',
    altIntro: (sender) => `${sender} nos pidió enviarle la confirmación de este pedido.`,
    orderNumber: 'Número de pedido',
    orderDate: 'Fecha del pedido',
    account: 'Cuenta',
    shipMethod: 'Método de envío',
    delivery: 'Entrega',
    pickup: 'Recolección',
    shipFrom: 'Sale de',
    requestedDate: 'Fecha solicitada',
    requestedTime: 'Hora de recolección',
    po: 'Orden de compra',
    note: 'Instrucciones de entrega',
    paymentTerms: 'Condiciones de pago',
    products: 'Productos',
    net: 'Importe neto',
    vat: 'IVA',
    total: 'Total',
    weight: 'Peso total',
    closing: 'Puede seguir este pedido en la página Pedidos del portal.',
  },
  pt: {
    subject: (order) => `Confirmação do pedido ${order}`,
    greeting: (name) => `Olá, ${name},`,
    altGreeting: 'Olá,',
    intro: 'Obrigado pelo seu pedido. Este é o resumo do que recebemos.',
    altIntro: (sender) => `${sender} pediu que enviássemos a você a confirmação deste pedido.`,
    orderNumber: 'Número do pedido',
    orderDate: 'Data do pedido',
    account: 'Conta',
    shipMethod: 'Forma de envio',
    delivery: 'Entrega',
    pickup: 'Retirada',
    shipFrom: 'Sai de',
    requestedDate: 'Data solicitada',
    requestedTime: 'Horário de retirada',
    po: 'Pedido de compra',
    note: 'Instruções de entrega',
    paymentTerms: 'Condições de pagamento',
    products: 'Produtos',
    net: 'Valor líquido',
    vat: 'Impostos',
    total: 'Total',
    weight: 'Peso total',
    closing: 'Você pode acompanhar este pedido na página Pedidos do portal.',
  },
};

const PAYMENT_TERMS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: { Cash: 'Cash', Credit: 'Credit' },
  es: { Cash: 'Contado', Credit: 'Crédito' },
  pt: { Cash: 'À vista', Credit: 'A prazo' },
};

const money = (value: number, currency: string) => `${value.toFixed(2)} ${currency}`;

/**
 * The confirmation of an order as a plain-text message in the user's language: the order's
 * number, date, account, shipping, every line and the totals. Server text stays text.
 */
export function confirmationMessage(
  order: OrderDetail,
  user: Pick<OrderingUser, 'firstName' | 'lastName' | 'language'>,
  kind: EmailKind,
): { subject: string; body: string } {
  const t = TEXTS[user.language];
  const lang = user.language;
  const date = (iso: string) => formatDisplayDate(iso, lang) || iso;
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const lines = [
    kind === 'confirmation' ? t.greeting(user.firstName) : t.altGreeting,
    '',
    kind === 'confirmation' ? t.intro : t.altIntro(fullName),
    '',
    `${t.orderNumber}: ${order.orderNumber}`,
    `${t.orderDate}: ${date(order.orderDate)}`,
    `${t.account}: ${order.account.name} (${order.account.soldToCode})`,
    `${t.shipMethod}: ${order.shipMethod === 'pickup' ? t.pickup : t.delivery}`,
    `${t.shipFrom}: ${order.shippingDetails.shipFromName} (${order.shippingDetails.shipFromCode})`,
    `${t.requestedDate}: ${date(order.requestedDate)}`,
    ...(order.requestedTime ? [`${t.requestedTime}: ${order.requestedTime}`] : []),
    ...(order.po ? [`${t.po}: ${order.po}`] : []),
    ...(order.note ? [`${t.note}: ${order.note}`] : []),
    `${t.paymentTerms}: ${PAYMENT_TERMS[lang][order.paymentTerms] ?? order.paymentTerms}`,
    '',
    `${t.products}:`,
    ...order.productOrders.map(
      (l) =>
        `${l.lineNo}. ${l.title} (${l.sku}): ${l.quantity} x ${money(l.unitPrice, order.currency)} = ${money(l.amount, order.currency)}`,
    ),
    '',
    `${t.net}: ${money(order.netAmount, order.currency)}`,
    `${t.vat}: ${money(order.vat, order.currency)}`,
    `${t.total}: ${money(order.grossAmount, order.currency)}`,
    `${t.weight}: ${order.totalWeight} ${order.weightUnit}`,
    '',
    t.closing,
  ];
  return { subject: t.subject(order.orderNumber), body: `${lines.join('\n')}\n` };
}

/** Records a message in the outbox (the reference API's stand-in for sending it). */
export async function recordEmail(
  db: Pick<Db, 'query'>,
  message: {
    userId: string;
    kind: EmailKind;
    to: string;
    subject: string;
    body: string;
    orderNumber: string | null;
    now: Date;
  },
): Promise<string> {
  const id = `mail-${randomUUID()}`;
  await db.query(
    `INSERT INTO email_outbox (id, user_id, kind, to_address, subject, body, order_number, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      id,
      message.userId,
      message.kind,
      message.to,
      message.subject,
      message.body,
      message.orderNumber,
      message.now.toISOString(),
    ],
  );
  return id;
}

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
      const rows = await db.query<{
        id: string;
        kind: EmailKind;
        to_address: string;
        subject: string;
        body: string;
        order_number: string | null;
        created_at: Date | string;
      }>(
        `SELECT id, kind, to_address, subject, body, order_number, created_at FROM email_outbox
          WHERE user_id = $1 ORDER BY seq DESC LIMIT 100`,
        [request.user.id],
      );
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
