import { Type, type Static } from 'typebox';

export const FeatureToggleList = Type.Object({
  toggles: Type.Record(Type.String(), Type.Boolean()),
});
export type FeatureToggleList = Static<typeof FeatureToggleList>;

export const MarketConfig = Type.Object({
  country: Type.String(),
  lang: Type.String(),
  config: Type.Record(Type.String(), Type.Unknown()),
});
export type MarketConfig = Static<typeof MarketConfig>;

/** POST utility/sendConfirmationAltEmail: the order confirmation to another address. */
export const SendAltEmail = Type.Object(
  {
    orderNumber: Type.String({ minLength: 1, maxLength: 20 }),
    email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
  },
  { additionalProperties: false },
);
export type SendAltEmail = Static<typeof SendAltEmail>;

/** POST utility/sendEmail: the order confirmation again, to the user's own address. */
export const SendEmail = Type.Object(
  { orderNumber: Type.String({ minLength: 1, maxLength: 20 }) },
  { additionalProperties: false },
);
export type SendEmail = Static<typeof SendEmail>;

export const EmailSent = Type.Object({
  sent: Type.Boolean(),
  messageId: Type.String(),
  to: Type.String(),
});
export type EmailSent = Static<typeof EmailSent>;

/**
 * GET utility/emails: what the reference API "sent" for the signed-in user (it has no mail
 * server; the outbox table keeps every message), newest first.
 */
export const EmailOutbox = Type.Object({
  emails: Type.Array(
    Type.Object({
      id: Type.String(),
      kind: Type.Union([Type.Literal('confirmation'), Type.Literal('alt-confirmation')]),
      to: Type.String(),
      subject: Type.String(),
      body: Type.String(),
      orderNumber: Type.Union([Type.String(), Type.Null()]),
      createdAt: Type.String({ format: 'date-time' }),
    }),
  ),
});
export type EmailOutbox = Static<typeof EmailOutbox>;
