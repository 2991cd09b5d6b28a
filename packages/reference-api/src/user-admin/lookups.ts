/**
 * The lookups of the add and edit steps: who has an e-mail address, and the account and ship-to
 * options an administrator picks from (searched and paged).
 */
import type { AccountOption, ShipToOption } from '@anp/contract';
import { containsPattern, fold, foldText, type Q } from './sql';

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
