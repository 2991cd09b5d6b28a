/**
 * The accounts table and each user's links to accounts: tenant isolation starts here, since a
 * user reads only the accounts linked to them.
 */
import type { Db } from '../db/database';

type Q = Pick<Db, 'query'>;

export interface AccountRow {
  id: string;
  global_id: string;
  fullname: string;
  shortname: string;
  customer_name2: string | null;
  contact_person: string | null;
  sold_to_code: string;
  full_sold_to_code: string;
  region: string;
  business_unit: string;
  sales_org: string;
  external_ref_id: string;
  source_system: string;
  show_tag: string | null;
  address: string;
  selected: boolean;
  is_primary: boolean;
}

const ACCOUNT_COLUMNS = `a.id, a.global_id, a.fullname, a.shortname, a.customer_name2, a.contact_person,
  a.sold_to_code, a.full_sold_to_code, a.region, a.business_unit, a.sales_org, a.external_ref_id,
  a.source_system, a.show_tag, a.address, ua.selected, ua.is_primary`;

/** All of a user's accounts with their link flags, ordered by name. */
export function userAccounts(db: Q, userId: string): Promise<AccountRow[]> {
  return db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id
      WHERE ua.user_id = $1 ORDER BY a.fullname, a.id`,
    [userId],
  );
}

/** One of the user's own accounts, or null when it is not linked to them. */
export async function linkedAccountRow(
  db: Q,
  userId: string,
  accountId: string,
): Promise<AccountRow | null> {
  const [row] = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id
      WHERE ua.user_id = $1 AND ua.account_id = $2`,
    [userId, accountId],
  );
  return row ?? null;
}

/** Marks the user's selected account (and unmarks the others). */
export async function selectAccount(db: Q, userId: string, accountId: string): Promise<void> {
  await db.query('UPDATE user_accounts SET selected = (account_id = $2) WHERE user_id = $1', [
    userId,
    accountId,
  ]);
}

/** Whether the account is linked to the user. */
export async function isLinked(db: Q, userId: string, accountId: string): Promise<boolean> {
  const rows = await db.query<{ account_id: string }>(
    'SELECT account_id FROM user_accounts WHERE user_id = $1 AND account_id = $2',
    [userId, accountId],
  );
  return rows.length > 0;
}

/** The user's selected account's id, or null. */
export async function selectedAccountId(db: Q, userId: string): Promise<string | null> {
  const rows = await db.query<{ account_id: string }>(
    'SELECT account_id FROM user_accounts WHERE user_id = $1 AND selected',
    [userId],
  );
  return rows[0]?.account_id ?? null;
}

/** What an ordering call needs of an account. */
export interface OrderingAccountRow {
  id: string;
  fullname: string;
  sold_to_code: string;
  address: string;
  region: string;
  business_unit: string;
  source_system: string;
  plant_id: string;
  payment_terms: string;
}

export async function orderingAccountRow(db: Q, id: string): Promise<OrderingAccountRow | null> {
  const [row] = await db.query<OrderingAccountRow>(
    `SELECT id, fullname, sold_to_code, address, region, business_unit, source_system, plant_id,
            payment_terms FROM accounts WHERE id = $1`,
    [id],
  );
  return row ?? null;
}
