/** The entitlement tables (migration 015) and who is asking. */
import type { EntitlementTool } from '@anp/contract';
import type { Db } from '../db/database';

type Q = Pick<Db, 'query'>;

export interface EntitlementRow {
  tool: EntitlementTool;
  granted_at: Date | string;
  granted_by: string;
}

/** An account's tools, in tool order. */
export async function entitlementsOf(db: Q, accountId: string): Promise<EntitlementRow[]> {
  return db.query<EntitlementRow>(
    'SELECT tool, granted_at, granted_by FROM account_entitlements WHERE account_id = $1 ORDER BY tool',
    [accountId],
  );
}

export interface ViewerRow {
  user_type: string;
  roles: string[];
  groups: string[];
  language: string;
}

export async function viewerRow(db: Q, userId: string): Promise<ViewerRow | null> {
  const [row] = await db.query<ViewerRow>(
    'SELECT user_type, roles, groups, language FROM users WHERE id = $1',
    [userId],
  );
  return row ?? null;
}

export interface AccountFacts {
  id: string;
  sold_to_code: string;
  business_unit: string;
  region: string;
}

export async function accountFacts(db: Q, accountId: string): Promise<AccountFacts | null> {
  const [row] = await db.query<AccountFacts>(
    'SELECT id, sold_to_code, business_unit, region FROM accounts WHERE id = $1',
    [accountId],
  );
  return row ?? null;
}

/**
 * Replaces an account's tools with `tools`, keeping the grant of those it had, and records the
 * change; returns what was added and removed.
 */
export async function replaceEntitlements(
  db: Db,
  accountId: string,
  tools: readonly EntitlementTool[],
  actorId: string,
): Promise<{ added: string[]; removed: string[] }> {
  return db.transaction(async (tx) => {
    const before = (await entitlementsOf(tx, accountId)).map((r) => r.tool as string);
    const added = tools.filter((t) => !before.includes(t));
    const removed = before.filter((t) => !(tools as readonly string[]).includes(t));
    if (removed.length > 0)
      await tx.query('DELETE FROM account_entitlements WHERE account_id = $1 AND tool = ANY($2)', [
        accountId,
        removed,
      ]);
    for (const tool of added)
      await tx.query(
        'INSERT INTO account_entitlements (account_id, tool, granted_by) VALUES ($1, $2, $3)',
        [accountId, tool, actorId],
      );
    if (added.length > 0 || removed.length > 0)
      await tx.query(
        'INSERT INTO entitlement_history (account_id, actor_id, added, removed) VALUES ($1, $2, $3, $4)',
        [accountId, actorId, added, removed],
      );
    return { added, removed };
  });
}
