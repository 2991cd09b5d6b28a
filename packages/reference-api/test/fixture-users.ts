/**
 * Test-only: users and linkable accounts of the test databases, made the one way the seed makes
 * them (@anp/demo-data's userRows), with the fields no test looks at filled in.
 */
import { userRows, type UserRecord } from '@anp/demo-data';
import { insertRows, type Db } from '../src/db/database';

/** A test user; no test signs them in with a password, and the locale is their language's. */
export type FixtureUser = Omit<UserRecord, 'passwordHash' | 'locale'>;

/** Inserts users, every one with the same fields (see userRows). */
export async function insertUsers(db: Db, users: readonly FixtureUser[]): Promise<void> {
  const table = userRows(
    users.map((u) => ({
      passwordHash: 'x',
      locale: `${u.language}_${u.country.toUpperCase()}`,
      ...u,
    })),
  );
  await insertRows(db, table.name, table.columns, table.rows);
}

/** An account users may be linked to; what no test looks at is made up from its id. */
export interface FixtureAccount {
  id: string;
  name: string;
  soldToCode: string;
  region: string;
  businessUnit?: string;
  kind?: 'customer' | 'internal' | 'pork';
  address?: string;
}

/** Inserts accounts (customer accounts unless `kind` says otherwise) on the market's plant. */
export async function insertAccounts(db: Db, accounts: readonly FixtureAccount[]): Promise<void> {
  await insertRows(
    db,
    'accounts',
    [
      'id',
      'global_id',
      'fullname',
      'shortname',
      'sold_to_code',
      'full_sold_to_code',
      'region',
      'business_unit',
      'sales_org',
      'external_ref_id',
      'source_system',
      'address',
      'plant_id',
      'kind',
    ],
    accounts.map((a) => [
      a.id,
      `g-${a.id}`,
      a.name,
      a.name.slice(0, 8),
      a.soldToCode,
      'x',
      a.region,
      a.businessUnit ?? 'feed',
      `${a.region.toUpperCase()}10`,
      `e-${a.id}`,
      'SAP',
      a.address ?? 'addr',
      `p-${a.region}`,
      a.kind ?? 'customer',
    ]),
  );
}
