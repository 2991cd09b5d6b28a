/**
 * The users list's SQL: its filters, sorts and one page of summaries (or every row, for the
 * export).
 */
import type { UserListQuery, UserSummary } from '@anp/contract';
import { containsPattern, fold, foldText, iso, type Q } from './sql';

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
