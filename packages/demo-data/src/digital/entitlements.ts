/**
 * The demo accounts' entitlements (shell-and-admin.md §7 Entitlements): every pork account has
 * research, the pork documents and the whole nutrition cloud; the first two accounts of the
 * Mexican and Canadian demo customers are digital customers with the nutrition cloud and some of
 * its tools; retailers and every other account have none.
 */
import type { Table } from '../tables';

/** Bumped whenever the seeded entitlements change. */
export const ENTITLEMENTS_SEED_VERSION = '1';

const NUTRITION_CLOUD_TOOLS = [
  'nutritioncloud',
  'nutrientanalysis',
  'supplierselection',
  'FeedOrdering',
  'millmanager',
  'agriness',
  'bidashboards',
  'producerprofitability',
] as const;

const PORK_TOOLS = [...NUTRITION_CLOUD_TOOLS, 'research', 'porkdocuments'] as const;

/** The nutrition-cloud tools of a digital customer's account. */
const DIGITAL_TOOLS = [
  'nutritioncloud',
  'nutrientanalysis',
  'FeedOrdering',
  'bidashboards',
] as const;

/** Owners whose first accounts are digital customers. */
const DIGITAL_OWNERS = ['u-customer-mx', 'u-customer-ca'];
const DIGITAL_ACCOUNTS_PER_OWNER = 2;

/** An account as the seed reads it: its business unit and the demo customer it belongs to. */
export interface EntitledAccount {
  id: string;
  business_unit: string;
  owner: string | null;
}

export const ENTITLEMENT_COLUMNS = ['account_id', 'tool', 'granted_at', 'granted_by'] as const;

/** The account_entitlements rows of `accounts` (in id order), granted at `grantedAt`. */
export function entitlementTable(accounts: readonly EntitledAccount[], grantedAt: string): Table {
  const rows: unknown[][] = [];
  const seen = new Map<string, number>();
  for (const account of [...accounts].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    let tools: readonly string[] = [];
    if (account.business_unit === 'pork') tools = PORK_TOOLS;
    else if (account.owner && DIGITAL_OWNERS.includes(account.owner)) {
      const n = seen.get(account.owner) ?? 0;
      seen.set(account.owner, n + 1);
      if (n < DIGITAL_ACCOUNTS_PER_OWNER) tools = DIGITAL_TOOLS;
    }
    for (const tool of tools) rows.push([account.id, tool, grantedAt, 'demo-data']);
  }
  return { name: 'account_entitlements', columns: ENTITLEMENT_COLUMNS, rows };
}
