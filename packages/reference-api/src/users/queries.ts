/** The users table: the signed-in user's own row only. */
import type { Db } from '../db/database';

type Q = Pick<Db, 'query'>;

export interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  locale: string;
  language: string;
  country: string;
  user_type: string;
  customer_type: string | null;
  business_unit: string | null;
  groups: string[];
  roles: string[];
  permissions: string[];
  phone: string | null;
  mobile: string | null;
  status: string;
  time_zone: string;
  currency: string;
  beta: boolean;
  tnc_accepted_at: Date | string | null;
}

export async function userRow(db: Q, id: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return row ?? null;
}

/** Records that the user accepted the terms (the first acceptance stays); null: no such user. */
export async function acceptTerms(
  db: Q,
  id: string,
): Promise<{ tnc_accepted_at: Date | string; language: string } | null> {
  const [row] = await db.query<{ tnc_accepted_at: Date | string; language: string }>(
    'UPDATE users SET tnc_accepted_at = coalesce(tnc_accepted_at, now()) WHERE id = $1 RETURNING tnc_accepted_at, language',
    [id],
  );
  return row ?? null;
}

/**
 * Sets the profile's language and, when it changed, records it in the user's history (the
 * user is the actor, the profile the source).
 */
export async function setLanguage(db: Q, id: string, language: string): Promise<void> {
  await db.query(
    `WITH before AS (SELECT id, language, first_name, last_name FROM users WHERE id = $1),
          changed AS (
            UPDATE users u SET language = $2, updated_at = now(), version = u.version + 1
              FROM before b WHERE u.id = b.id AND b.language <> $2
            RETURNING b.language AS old_language, b.first_name, b.last_name
          )
     INSERT INTO user_history (user_id, actor_id, actor_name, action, source, changes)
     SELECT $1, $1, first_name || ' ' || last_name, 'language', 'profile',
            jsonb_build_array(jsonb_build_object('field', 'language', 'before', old_language, 'after', $2::text))
       FROM changed`,
    [id, language],
  );
}

/** What the ordering calls need of the signed-in user. */
export interface OrderingUserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  locale: string;
  language: string;
  groups: string[];
  business_unit: string | null;
}

export async function orderingUserRow(db: Q, id: string): Promise<OrderingUserRow | null> {
  const [row] = await db.query<OrderingUserRow>(
    'SELECT id, email, first_name, last_name, locale, language, groups, business_unit FROM users WHERE id = $1',
    [id],
  );
  return row ?? null;
}
