/**
 * Who calls a support route for which account, and in which language its labels are: the
 * account is X-Account-Id when it is one of the user's (another answers like a missing one, so
 * ids of other tenants cannot be probed), else their selected, primary or first account.
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isLanguage, type Language as UiLang } from '@anp/rules';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import { isMarketCode, type MarketCode } from '../markets';
import { supportAccountRow, supportUserRow } from './account-queries';

type Q = Pick<Db, 'query'>;

/** Headers the support calls may carry: the selected account and the label language. */
export const supportHeaders = Type.Object({
  'x-account-id': Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  'x-language': Type.Optional(Type.String({ maxLength: 35 })),
});

export interface SupportUser {
  id: string;
  language: UiLang;
  country: string;
}

export interface SupportAccount {
  id: string;
  market: MarketCode;
  plantId: string;
}

const asLang = (value: unknown): UiLang | null => {
  const code = typeof value === 'string' ? value.trim().slice(0, 2).toLowerCase() : '';
  return isLanguage(code) ? code : null;
};

export async function supportUser(q: Q, userId: string): Promise<SupportUser> {
  const row = await supportUserRow(q, userId);
  // A valid token for a user the database no longer has: the session is over.
  if (!row) throw new HttpError(401, 'UNAUTHORIZED', 'Unauthorized');
  return { id: row.id, language: asLang(row.language) ?? 'en', country: row.country };
}

/**
 * The language of server-made labels: an explicit `lang` query, else the X-Language header the
 * kit sends on cart-service calls, else Accept-Language when `acceptLanguage` is set (the cart
 * service sets it to the page language), else the user's own preference. The account service's
 * calls get no language header from the kit, and a browser's own Accept-Language says nothing of
 * the page's language, so those fall back to the user's preference.
 */
export function supportLanguage(
  request: FastifyRequest,
  user: SupportUser,
  options: { query?: string | undefined; acceptLanguage?: boolean } = {},
): UiLang {
  return (
    asLang(options.query) ??
    asLang(request.headers['x-language']) ??
    (options.acceptLanguage ? asLang(request.headers['accept-language']) : null) ??
    user.language
  );
}

const accountNotFound = () =>
  new HttpError(404, 'NOT_FOUND', 'No such account for this user', 'headers.x-account-id');

/** The account a support call is for; null for a user without accounts. */
export async function findSupportAccount(
  q: Q,
  userId: string,
  header: string | undefined,
): Promise<SupportAccount | null> {
  const row = await supportAccountRow(q, userId, header);
  if (!row) {
    if (header) throw accountNotFound();
    return null;
  }
  if (!isMarketCode(row.region)) throw accountNotFound();
  return { id: row.id, market: row.region, plantId: row.plant_id };
}

/** Like {@link findSupportAccount}, for calls that need an account (400 NO_ACCOUNT without). */
export async function supportAccount(
  q: Q,
  userId: string,
  header: string | undefined,
): Promise<SupportAccount> {
  const account = await findSupportAccount(q, userId, header);
  if (!account)
    throw new HttpError(
      400,
      'NO_ACCOUNT',
      'Select an account first: support cases belong to the selected account or the one in X-Account-Id',
      'headers.x-account-id',
    );
  return account;
}

/** The market of a call: the account's, else the user's home market (US when unknown). */
export function marketOf(account: SupportAccount | null, user: SupportUser): MarketCode {
  if (account) return account.market;
  return isMarketCode(user.country) ? user.country : 'us';
}
