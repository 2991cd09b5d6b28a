import type { Db } from '../db/database';
import type { Account } from '@anp/contract';

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

export const ACCOUNT_COLUMNS = `a.id, a.global_id, a.fullname, a.shortname, a.customer_name2, a.contact_person,
  a.sold_to_code, a.full_sold_to_code, a.region, a.business_unit, a.sales_org, a.external_ref_id,
  a.source_system, a.show_tag, a.address, ua.selected, ua.is_primary`;

export function toAccount(row: AccountRow): Account {
  const tag = row.show_tag === 'New' || row.show_tag === 'Current' ? row.show_tag : null;
  return {
    id: row.id,
    sfid: row.id,
    fullname: row.fullname,
    shortname: row.shortname,
    customerName2: row.customer_name2,
    contactPerson: row.contact_person,
    soldToCode: row.sold_to_code,
    fullSoldToCode: row.full_sold_to_code,
    globalId: row.global_id,
    region: row.region,
    businessUnit: row.business_unit,
    salesOrg: row.sales_org,
    externalRefId: row.external_ref_id,
    sourceSystem: row.source_system,
    showTag: tag,
    selected: row.selected,
    isPrimary: row.is_primary,
    accountNumber: row.sold_to_code,
    accountExternalId: row.external_ref_id,
    soldToExternalId: row.full_sold_to_code,
    name: row.fullname,
    address: row.address,
    label: `${row.fullname} (${row.sold_to_code})`,
  };
}

/** One of the user's own accounts, or null when it is not linked to them (tenant isolation). */
export async function linkedAccount(
  db: Db,
  userId: string,
  accountId: string,
): Promise<Account | null> {
  const rows = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id
      WHERE ua.user_id = $1 AND ua.account_id = $2`,
    [userId, accountId],
  );
  return rows[0] ? toAccount(rows[0]) : null;
}
