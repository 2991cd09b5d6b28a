/**
 * Who calls for which account: the signed-in user as the ordering, product, order, finance and
 * document calls need them, and the account a call acts on (X-Account-Id, else the selected
 * one). An account the user is not linked to answers like a missing one, so ids of other tenants
 * cannot be probed.
 */
import { isLanguage, type Language } from '@anp/rules';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import { isMarketCode, type MarketCode } from '../markets';
import { orderingUserRow } from '../users/queries';
import { isLinked, orderingAccountRow, selectedAccountId } from './queries';

type Q = Pick<Db, 'query'>;

export type Lang = Language;

export interface OrderingUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: string;
  language: Lang;
  groups: string[];
  businessUnit: string | null;
}

export interface OrderingAccount {
  id: string;
  fullname: string;
  soldToCode: string;
  address: string;
  region: MarketCode;
  businessUnit: string;
  sourceSystem: string;
  plantId: string;
  paymentTerms: 'Cash' | 'Credit';
}

/** The account header every cart call may carry (ordering.md §7). */
export const ACCOUNT_HEADER = {
  'x-account-id': { type: 'string', minLength: 1, maxLength: 64 },
} as const;

const asLang = (value: string | undefined | null): Lang | null =>
  typeof value === 'string' && isLanguage(value) ? value : null;

/** The language of server-made labels: the X-Language header, else the user's preference. */
export function labelLanguage(user: OrderingUser, header: unknown): Lang {
  return (
    asLang(typeof header === 'string' ? header.slice(0, 2).toLowerCase() : null) ?? user.language
  );
}

export async function orderingUser(db: Q, userId: string): Promise<OrderingUser> {
  const row = await orderingUserRow(db, userId);
  // A valid token for a user the database no longer has: the session is over.
  if (!row) throw new HttpError(401, 'UNAUTHORIZED', 'Unauthorized');
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    locale: row.locale,
    language: asLang(row.language) ?? 'en',
    groups: row.groups,
    businessUnit: row.business_unit,
  };
}

const noSuchAccount = () =>
  new HttpError(404, 'NOT_FOUND', 'No such account for this user', 'headers.x-account-id');

/**
 * The account a cart call is for: the X-Account-Id header (ARCHITECTURE §5: cart calls carry it),
 * else the user's selected account, else null.
 */
export async function cartAccountId(
  db: Q,
  userId: string,
  header: string | undefined,
): Promise<string | null> {
  if (header) {
    if (!(await isLinked(db, userId, header))) throw noSuchAccount();
    return header;
  }
  return selectedAccountId(db, userId);
}

/** Like {@link cartAccountId}, with the account's ordering fields; null without an account. */
export async function findOrderingAccount(
  db: Q,
  userId: string,
  header: string | undefined,
): Promise<OrderingAccount | null> {
  const id = await cartAccountId(db, userId, header);
  if (!id) return null;
  const row = await orderingAccountRow(db, id);
  if (!row || !isMarketCode(row.region)) throw noSuchAccount();
  return {
    id: row.id,
    fullname: row.fullname,
    soldToCode: row.sold_to_code,
    address: row.address,
    region: row.region,
    businessUnit: row.business_unit,
    sourceSystem: row.source_system,
    plantId: row.plant_id,
    paymentTerms: row.payment_terms === 'Cash' ? 'Cash' : 'Credit',
  };
}

/** The account of a call that cannot work without one (400 NO_ACCOUNT when none is selected). */
export async function orderingAccount(
  db: Q,
  userId: string,
  header: string | undefined,
): Promise<OrderingAccount> {
  const account = await findOrderingAccount(db, userId, header);
  if (!account)
    throw new HttpError(
      400,
      'NO_ACCOUNT',
      'Select an account first: this call works on the selected account or the one in X-Account-Id',
      'headers.x-account-id',
    );
  return account;
}
