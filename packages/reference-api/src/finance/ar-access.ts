/**
 * Who may read an account's receivables: its linked users, internal users included (they act for
 * the accounts they are linked to), in the language of the request. Decision: marketing users
 * (DXP_CAN_AccGrp_Marketing, sent to the marketing site, shell-and-admin.md §6) are refused with
 * 403 even where linked: money owed is not theirs to see.
 */
import type { FastifyRequest } from 'fastify';
import { isMarketingUser } from '@anp/rules';
import {
  labelLanguage,
  orderingAccount,
  orderingUser,
  type Lang,
  type OrderingUser,
} from '../accounts/caller';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import { arBook, type ArBook } from './ar';

export async function arAccess(
  db: Db,
  request: FastifyRequest,
  now: Date,
): Promise<{ user: OrderingUser; book: ArBook; lang: Lang }> {
  const user = await orderingUser(db, request.user.id);
  if (isMarketingUser(user.groups))
    throw new HttpError(403, 'FORBIDDEN', "Marketing users do not see accounts' receivables");
  const header = request.headers['x-account-id'];
  const account = await orderingAccount(
    db,
    user.id,
    typeof header === 'string' ? header : undefined,
  );
  const book = await arBook(db, account, now);
  return { user, book, lang: labelLanguage(user, request.headers['x-language']) };
}
