/**
 * Who the provider signs in: the `users` row an account is read from and the claims its tokens
 * carry (standard OpenID ones and the kit's own).
 */
import type { Db } from '../db/database';

/** Columns of `users` the claims come from. */
export interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  locale: string;
  country: string;
  user_type: string;
  customer_type: string | null;
  business_unit: string | null;
  groups: string[] | null;
  status: string;
}

const USER_COLUMNS =
  'id, email, first_name, last_name, locale, country, user_type, customer_type, business_unit, groups, status';

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return row;
}

export const fullName = (user: UserRow) =>
  `${user.first_name} ${user.last_name}`.trim() || user.email;

/** The claims of a user: standard OpenID ones plus the kit's own (shell-and-admin.md §6: groups, user type). */
export function userClaims(user: UserRow): Record<string, unknown> {
  return {
    sub: user.id,
    email: user.email,
    email_verified: true,
    name: fullName(user),
    preferred_username: user.email,
    given_name: user.first_name,
    family_name: user.last_name,
    // The portal's own locale format (en_US, es_MX): the kit and the API both read it as stored.
    locale: user.locale,
    groups: user.groups ?? [],
    userType: user.user_type,
    customerType: user.customer_type,
    businessUnit: user.business_unit,
    country: user.country,
  };
}
