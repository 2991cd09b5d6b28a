/**
 * The SQL of one managed user: their record with their accounts, the checks and writes of saving,
 * the status changes' grant revocation and the history.
 */
import type { AccountLink, ManagedUser, UserChange } from '@anp/contract';
import { iso, json, type Q } from './sql';

/** The users table row as user management reads it. */
export interface ManagedRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  mobile: string | null;
  language: string;
  locale: string;
  country: string;
  user_type: string;
  customer_type: string | null;
  business_unit: string | null;
  status: string;
  groups: string[];
  permissions: string[];
  ship_to_choices: ManagedUser['shipTos'] | string;
  account_permissions: ManagedUser['accountPermissions'] | string;
  created_at: Date | string;
  updated_at: Date | string;
  last_sign_in_at: Date | string | null;
  version: number;
}

interface LinkRow {
  user_id: string;
  account_id: string;
  sold_to_code: string;
  fullname: string;
  region: string;
  business_unit: string | null;
  kind: string;
  is_primary: boolean;
}

/** The accounts linked to each of the users, primary first. */
export async function linksOf(
  db: Q,
  userIds: readonly string[],
): Promise<Map<string, AccountLink[]>> {
  const rows = await db.query<LinkRow>(
    `SELECT ua.user_id, ua.account_id, a.sold_to_code, a.fullname, a.region, a.business_unit,
            a.kind, ua.is_primary
       FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id
      WHERE ua.user_id = ANY($1::text[])
      ORDER BY ua.user_id, ua.is_primary DESC, a.fullname, a.id`,
    [[...userIds]],
  );
  const byUser = new Map<string, AccountLink[]>();
  for (const r of rows) {
    const list = byUser.get(r.user_id) ?? [];
    list.push({
      accountId: r.account_id,
      soldToCode: r.sold_to_code,
      name: r.fullname,
      country: r.region,
      businessUnit: r.business_unit,
      kind: r.kind as AccountLink['kind'],
      isPrimary: r.is_primary,
    });
    byUser.set(r.user_id, list);
  }
  return byUser;
}

export function toManaged(row: ManagedRow, accounts: AccountLink[]): ManagedUser {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    language: row.language,
    locale: row.locale,
    country: row.country,
    userType: row.user_type as ManagedUser['userType'],
    role: row.customer_type,
    businessUnit: row.business_unit,
    status: row.status as ManagedUser['status'],
    groups: row.groups,
    permissions: row.permissions,
    accounts,
    shipTos: json(row.ship_to_choices),
    accountPermissions: json(row.account_permissions),
    createdAt: iso(row.created_at) ?? '',
    updatedAt: iso(row.updated_at) ?? '',
    lastSignInAt: iso(row.last_sign_in_at),
    version: Number(row.version),
  };
}

const MANAGED_COLUMNS = `id, email, first_name, last_name, phone, mobile, language, locale, country,
  user_type, customer_type, business_unit, status, groups, permissions, ship_to_choices,
  account_permissions, created_at, updated_at, last_sign_in_at, version`;

export async function managedRow(db: Q, id: string, lock = false): Promise<ManagedRow | null> {
  const [row] = await db.query<ManagedRow>(
    `SELECT ${MANAGED_COLUMNS} FROM users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row ?? null;
}

export async function managedUser(db: Q, id: string): Promise<ManagedUser | null> {
  const row = await managedRow(db, id);
  if (!row) return null;
  return toManaged(row, (await linksOf(db, [id])).get(id) ?? []);
}
/** Markets of the known accounts among `ids`. */
export async function accountMarkets(
  db: Q,
  ids: readonly string[],
): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const rows = await db.query<{ id: string; region: string }>(
    'SELECT id, region FROM accounts WHERE id = ANY($1::text[])',
    [[...new Set(ids)]],
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.region]));
}

/** The ship-tos among `ids` that belong to `accountId`. */
export async function shipTosOf(
  db: Q,
  accountId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM ship_tos WHERE account_id = $1 AND id = ANY($2::text[])',
    [accountId, [...ids]],
  );
  return new Set(rows.map((r) => r.id));
}

/** Replaces a user's account links, keeping the `selected` mark of links that stay. */
export async function replaceLinks(
  db: Q,
  userId: string,
  accounts: readonly { accountId: string; isPrimary: boolean }[],
): Promise<void> {
  const ids = accounts.map((a) => a.accountId);
  await db.query(
    'DELETE FROM user_accounts WHERE user_id = $1 AND NOT (account_id = ANY($2::text[]))',
    [userId, ids],
  );
  for (const a of accounts)
    await db.query(
      `INSERT INTO user_accounts (user_id, account_id, is_primary) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, account_id) DO UPDATE SET is_primary = EXCLUDED.is_primary`,
      [userId, a.accountId, a.isPrimary],
    );
}

export interface HistoryEntry {
  userId: string;
  actorId: string;
  actorName: string;
  action: UserChange['action'];
  source: UserChange['source'];
  changes: UserChange['changes'];
}

export async function recordHistory(db: Q, entries: readonly HistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const params: unknown[] = [];
  const values = entries.map((e) => {
    params.push(e.userId, e.actorId, e.actorName, e.action, e.source, JSON.stringify(e.changes));
    const n = params.length;
    return `($${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n}::jsonb)`;
  });
  await db.query(
    `INSERT INTO user_history (user_id, actor_id, actor_name, action, source, changes) VALUES ${values.join(', ')}`,
    params,
  );
}

export async function historyPage(
  db: Q,
  userId: string,
  offset: number,
  limit: number,
): Promise<{ entries: UserChange[]; totalCount: number }> {
  const rows = await db.query<{
    id: string | number;
    at: Date | string;
    actor_id: string;
    actor_name: string;
    action: string;
    source: string;
    changes: UserChange['changes'] | string;
    total: number;
  }>(
    `SELECT id, at, actor_id, actor_name, action, source, changes, count(*) OVER ()::int AS total
       FROM user_history WHERE user_id = $1 ORDER BY at DESC, id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  let totalCount = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const [n] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM user_history WHERE user_id = $1',
      [userId],
    );
    totalCount = n?.n ?? 0;
  }
  return {
    totalCount: Number(totalCount),
    entries: rows.map((r) => ({
      id: String(r.id),
      at: iso(r.at) ?? '',
      actor: { id: r.actor_id, name: r.actor_name },
      action: r.action as UserChange['action'],
      source: r.source as UserChange['source'],
      changes: json(r.changes),
    })),
  };
}
/**
 * Ends every session of a user at the provider: sessions, grants, tokens and codes go, so a
 * refresh fails and the next call with an access token is refused.
 */
export async function revokeAllGrants(db: Q, userId: string): Promise<void> {
  await db.query('DELETE FROM oidc_store WHERE account_id = $1', [userId]);
}
