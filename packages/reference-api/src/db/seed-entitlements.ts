/**
 * Writes the demo accounts' entitlements once per database (meta `entitlements_seed_version`),
 * also into one seeded before entitlements existed: pork accounts, two digital customers' accounts
 * in Mexico and Canada, none for the others (@anp/demo-data digital/entitlements.ts).
 */
import { ENTITLEMENTS_SEED_VERSION, entitlementTable, type EntitledAccount } from '@anp/demo-data';
import { insertRows, type Db } from './database';

/** Returns how many entitlements it wrote (0 when they were there). */
export async function seedEntitlements(db: Db, grantedAt = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const [done] = await tx.query<{ value: string }>(
      "SELECT value FROM meta WHERE key = 'entitlements_seed_version'",
    );
    if (done?.value === ENTITLEMENTS_SEED_VERSION) return 0;
    // The demo customer an account belongs to: its one non-internal linked user.
    const accounts = await tx.query<EntitledAccount>(
      `SELECT a.id, a.business_unit,
              (SELECT min(u.id) FROM user_accounts ua JOIN users u ON u.id = ua.user_id
                WHERE ua.account_id = a.id AND u.user_type <> 'Internal') AS owner
         FROM accounts a ORDER BY a.id`,
    );
    await tx.query("DELETE FROM account_entitlements WHERE granted_by = 'demo-data'");
    const table = entitlementTable(accounts, grantedAt.toISOString());
    if (table.rows.length > 0) await insertRows(tx, table.name, table.columns, table.rows);
    await tx.query(
      `INSERT INTO meta (key, value) VALUES ('entitlements_seed_version', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [ENTITLEMENTS_SEED_VERSION],
    );
    return table.rows.length;
  });
}
