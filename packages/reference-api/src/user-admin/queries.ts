/**
 * The SQL of user management: the filtered and sorted users list, one user's record with their
 * accounts, the account and ship-to options, saving, the status changes and the history.
 */
import type {
  AccountLink,
  AccountOption,
  ManagedUser,
  ShipToOption,
  UserChange,
  UserListQuery,
  UserSummary,
} from '@anp/contract';
import type { Db } from '../db/database';

export type Q = Pick<Db, 'query'>;

/** Lower case without accents, in SQL: the list's search is case- and accent-insensitive. */
const fold = (sql: string) =>
  `translate(lower(${sql}), 'áàâãäåéèêëíìîïóòôõöúùûüçñ', 'aaaaaaeeeeiiiiooooouuuucn')`;

/** The same folding in JavaScript, for the search text. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
}

/** A LIKE pattern that matches `text` anywhere (its own % and _ taken literally). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const iso = (v: Date | string | null | undefined): string | null =>
  v === null || v === undefined ? null : new Date(v).toISOString();

type Filters = Omit<UserListQuery, 'limit' | 'offset'>;

/** The WHERE clause and parameters of the list's filters. */
function listWhere(filters: Filters): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const search = foldText(filters.search ?? '');
  if (search) {
    const p = add(containsPattern(search));
    conditions.push(
      `(${fold("u.first_name || ' ' || u.last_name")} LIKE ${p} OR ${fold("u.last_name || ' ' || u.first_name")} LIKE ${p} OR ${fold('u.email')} LIKE ${p})`,
    );
  }
  if (filters.status) conditions.push(`u.status = ${add(filters.status)}`);
  if (filters.userType) conditions.push(`u.user_type = ${add(filters.userType)}`);
  if (filters.role) conditions.push(`u.customer_type = ${add(filters.role)}`);
  if (filters.region) conditions.push(`u.country = ${add(filters.region)}`);
  if (filters.businessUnit) conditions.push(`u.business_unit = ${add(filters.businessUnit)}`);
  if (filters.accountId)
    conditions.push(
      `EXISTS (SELECT 1 FROM user_accounts f WHERE f.user_id = u.id AND f.account_id = ${add(filters.accountId)})`,
    );
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

const SORTS: Record<NonNullable<Filters['sort']>, string> = {
  name: 'lower(u.last_name) {dir}, lower(u.first_name) {dir}',
  email: 'lower(u.email) {dir}',
  userType: 'u.user_type {dir}, lower(u.last_name) ASC',
  role: 'u.customer_type {dir} NULLS LAST, lower(u.last_name) ASC',
  status: 'u.status {dir}, lower(u.last_name) ASC',
  lastSignIn: 'u.last_sign_in_at {dir} NULLS LAST',
};

interface SummaryRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  user_type: string;
  customer_type: string | null;
  status: string;
  country: string;
  language: string;
  business_unit: string | null;
  last_sign_in_at: Date | string | null;
  account_count: number;
  primary_id: string | null;
  primary_code: string | null;
  primary_name: string | null;
  total: number;
}

const toSummary = (r: SummaryRow): UserSummary => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  userType: r.user_type as UserSummary['userType'],
  role: r.customer_type,
  status: r.status as UserSummary['status'],
  country: r.country,
  language: r.language,
  businessUnit: r.business_unit,
  primaryAccount:
    r.primary_id === null
      ? null
      : { accountId: r.primary_id, soldToCode: r.primary_code ?? '', name: r.primary_name ?? '' },
  accountCount: Number(r.account_count),
  lastSignInAt: iso(r.last_sign_in_at),
});

/** One page of the users list (or every row, for the export, when `page` is null). */
export async function listUsers(
  db: Q,
  filters: Filters,
  page: { limit: number; offset: number } | null,
): Promise<{ users: UserSummary[]; totalCount: number }> {
  const { where, params } = listWhere(filters);
  const dir = filters.order === 'desc' ? 'DESC' : 'ASC';
  const order = SORTS[filters.sort ?? 'name'].replaceAll('{dir}', dir);
  const paging = page ? `LIMIT ${page.limit} OFFSET ${page.offset}` : 'LIMIT 100000';
  // The page is chosen first; only its rows get their primary account and count of accounts.
  const rows = await db.query<SummaryRow>(
    `SELECT u.*,
            (SELECT count(*) FROM user_accounts c WHERE c.user_id = u.id)::int AS account_count,
            p.id AS primary_id, p.sold_to_code AS primary_code, p.fullname AS primary_name
       FROM (
         SELECT u.id, u.first_name, u.last_name, u.email, u.user_type, u.customer_type, u.status,
                u.country, u.language, u.business_unit, u.last_sign_in_at,
                count(*) OVER ()::int AS total,
                row_number() OVER (ORDER BY ${order}, u.id ${dir}) AS n
           FROM users u
           ${where}
          ORDER BY ${order}, u.id ${dir}
          ${paging}
       ) u
       LEFT JOIN LATERAL (
         SELECT a.id, a.sold_to_code, a.fullname FROM user_accounts pa
           JOIN accounts a ON a.id = pa.account_id
          WHERE pa.user_id = u.id AND pa.is_primary ORDER BY a.id LIMIT 1
       ) p ON true
      ORDER BY u.n`,
    params,
  );
  let totalCount = rows[0]?.total ?? 0;
  if (rows.length === 0 && page && page.offset > 0) {
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users u ${where}`,
      params,
    );
    totalCount = count?.n ?? 0;
  }
  return { users: rows.map(toSummary), totalCount: Number(totalCount) };
}

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

const json = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

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

/** Who has an address (any case), or null. */
export async function userByEmail(
  db: Q,
  email: string,
): Promise<{
  id: string;
  first_name: string;
  last_name: string;
  status: string;
  country: string;
} | null> {
  const [row] = await db.query<{
    id: string;
    first_name: string;
    last_name: string;
    status: string;
    country: string;
  }>(
    'SELECT id, first_name, last_name, status, country FROM users WHERE lower(email) = lower($1) ORDER BY id LIMIT 1',
    [email.trim()],
  );
  return row ?? null;
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

/** The accounts an administrator may link: customer, internal and pork accounts of any market. */
export async function accountOptions(
  db: Q,
  query: { offset: number; limit: number; searchText?: string; kind?: string; country?: string },
): Promise<{ accounts: AccountOption[]; totalCount: number }> {
  const params: unknown[] = [];
  const conditions: string[] = [];
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const search = foldText(query.searchText ?? '');
  if (search) {
    const p = add(containsPattern(search));
    conditions.push(`(${fold('a.fullname')} LIKE ${p} OR lower(a.sold_to_code) LIKE ${p})`);
  }
  if (query.kind) conditions.push(`a.kind = ${add(query.kind)}`);
  if (query.country) conditions.push(`a.region = ${add(query.country)}`);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const rows = await db.query<{
    id: string;
    sold_to_code: string;
    fullname: string;
    region: string;
    business_unit: string | null;
    kind: string;
    ship_to_count: number;
    total: number;
  }>(
    `SELECT a.*, (SELECT count(*) FROM ship_tos s WHERE s.account_id = a.id)::int AS ship_to_count
       FROM (
         SELECT a.id, a.sold_to_code, a.fullname, a.region, a.business_unit, a.kind,
                count(*) OVER ()::int AS total
           FROM accounts a ${where}
          ORDER BY lower(a.fullname), a.id
          LIMIT ${query.limit} OFFSET ${query.offset}
       ) a
      ORDER BY lower(a.fullname), a.id`,
    params,
  );
  let totalCount = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.offset > 0) {
    const [n] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM accounts a ${where}`,
      params,
    );
    totalCount = n?.n ?? 0;
  }
  return {
    totalCount: Number(totalCount),
    accounts: rows.map((r) => ({
      accountId: r.id,
      soldToCode: r.sold_to_code,
      name: r.fullname,
      country: r.region,
      businessUnit: r.business_unit,
      kind: r.kind as AccountOption['kind'],
      shipToCount: Number(r.ship_to_count),
    })),
  };
}

export async function shipToOptions(
  db: Q,
  query: { accountId: string; offset: number; limit: number; searchText?: string },
): Promise<{ shipTos: ShipToOption[]; totalCount: number }> {
  const params: unknown[] = [query.accountId];
  let where = 'WHERE s.account_id = $1';
  const search = foldText(query.searchText ?? '');
  if (search) {
    params.push(containsPattern(search));
    where += ` AND (${fold('s.name')} LIKE $2 OR lower(s.code) LIKE $2 OR ${fold('s.address')} LIKE $2)`;
  }
  const rows = await db.query<{
    id: string;
    code: string;
    name: string;
    address: string;
    total: number;
  }>(
    `SELECT s.id, s.code, s.name, s.address, count(*) OVER ()::int AS total
       FROM ship_tos s ${where} ORDER BY s.code, s.id LIMIT ${query.limit} OFFSET ${query.offset}`,
    params,
  );
  let totalCount = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.offset > 0) {
    const [n] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ship_tos s ${where}`,
      params,
    );
    totalCount = n?.n ?? 0;
  }
  return {
    totalCount: Number(totalCount),
    shipTos: rows.map((r) => ({ id: r.id, code: r.code, name: r.name, address: r.address })),
  };
}

/**
 * Ends every session of a user at the provider: sessions, grants, tokens and codes go, so a
 * refresh fails and the next call with an access token is refused.
 */
export async function revokeAllGrants(db: Q, userId: string): Promise<void> {
  await db.query('DELETE FROM oidc_store WHERE account_id = $1', [userId]);
}
