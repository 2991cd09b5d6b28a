/** Account rows as the contract's Account and Region (shell-and-admin.md §3). */
import type { Account, Region } from '@anp/contract';
import { marketName } from '../markets';
import type { AccountRow } from './queries';

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

/** The regions of a user's accounts, by code; the selected account's region is selected. */
export function regionsOf(accounts: readonly Account[]): Region[] {
  const byRegion = new Map<string, boolean>();
  for (const a of accounts) byRegion.set(a.region, (byRegion.get(a.region) ?? false) || a.selected);
  return [...byRegion.keys()].sort().map((shortname) => ({
    shortname,
    fullname: marketName(shortname),
    selected: byRegion.get(shortname) ?? false,
  }));
}
