/** What the support routes read of the caller and of the account a call is for. */
import type { Db } from '../db/database';

type Q = Pick<Db, 'query'>;

export async function supportUserRow(
  q: Q,
  userId: string,
): Promise<{ id: string; language: string; country: string } | null> {
  const [row] = await q.query<{ id: string; language: string; country: string }>(
    'SELECT id, language, country FROM users WHERE id = $1',
    [userId],
  );
  return row ?? null;
}

/**
 * The account of a support call: the one in the header when it is linked to the user, else the
 * user's selected, else primary, else first account; null when there is none.
 */
export async function supportAccountRow(
  q: Q,
  userId: string,
  header: string | undefined,
): Promise<{ id: string; region: string; plant_id: string } | null> {
  const rows = header
    ? await q.query<{ id: string; region: string; plant_id: string }>(
        `SELECT a.id, a.region, a.plant_id FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id
          WHERE ua.user_id = $1 AND ua.account_id = $2`,
        [userId, header],
      )
    : await q.query<{ id: string; region: string; plant_id: string }>(
        `SELECT a.id, a.region, a.plant_id FROM user_accounts ua JOIN accounts a ON a.id = ua.account_id
          WHERE ua.user_id = $1 ORDER BY ua.selected DESC, ua.is_primary DESC, a.id LIMIT 1`,
        [userId],
      );
  return rows[0] ?? null;
}
