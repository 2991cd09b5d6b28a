/** One order with its lines and memos, as the detail page, the e-mails and the cart need it. */
import type { OrderDetail } from '@anp/contract';
import type { Db } from '../db/database';
import { memoNumbersOf, orderLines, orderRow } from './queries';
import { toOrderDetail } from './views';

type Q = Pick<Db, 'query'>;

/**
 * One order of an account the user is linked to, or null: another tenant's order reads exactly
 * like a missing one. `now` decides whether it can still be modified.
 */
export async function orderDetail(
  db: Q,
  userId: string,
  orderNumber: string,
  now: Date = new Date(),
): Promise<OrderDetail | null> {
  const o = await orderRow(db, userId, orderNumber);
  if (!o) return null;
  const lines = await orderLines(db, o.order_number);
  return toOrderDetail(o, lines, await memoNumbersOf(db, o.order_number), now);
}
