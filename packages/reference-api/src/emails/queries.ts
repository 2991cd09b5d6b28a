/**
 * The e-mail outbox: the reference API sends no mail; every message it would send is a row here
 * that the user can read back.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';

type Q = Pick<Db, 'query'>;

export type EmailKind = 'confirmation' | 'alt-confirmation';

/** Records a message in the outbox (the reference API's stand-in for sending it). */
export async function recordEmail(
  db: Q,
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

export interface EmailRow {
  id: string;
  kind: EmailKind;
  to_address: string;
  subject: string;
  body: string;
  order_number: string | null;
  created_at: Date | string;
}

/** The user's own messages, newest first, at most 100. */
export function userEmails(db: Q, userId: string): Promise<EmailRow[]> {
  return db.query<EmailRow>(
    `SELECT id, kind, to_address, subject, body, order_number, created_at FROM email_outbox
      WHERE user_id = $1 ORDER BY seq DESC LIMIT 100`,
    [userId],
  );
}
