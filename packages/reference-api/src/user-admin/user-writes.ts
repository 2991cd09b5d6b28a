/**
 * How user management writes a user's row: one list of profile columns and values for the
 * editor's save (POST and PUT users) and the bulk upload's apply, for new users and existing ones.
 */
import type { UserDraft } from '@anp/contract';
import { localeOf } from '@anp/rules';
import { insertRows } from '../db/database';
import { MARKETS } from '../markets';
import type { Q } from './sql';

/** What a save writes besides the id, e-mail, password and status (texts already trimmed). */
export type ProfileWrite = Pick<
  UserDraft,
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'mobile'
  | 'language'
  | 'country'
  | 'userType'
  | 'role'
  | 'businessUnit'
  | 'groups'
  | 'permissions'
  | 'shipTos'
  | 'accountPermissions'
>;

/** A user to create: In Progress until an administrator activates them. */
export interface NewUser extends ProfileWrite {
  id: string;
  email: string;
  passwordHash: string;
}

const PROFILE_COLUMNS = [
  'first_name',
  'last_name',
  'phone',
  'mobile',
  'language',
  'locale',
  'country',
  'user_type',
  'customer_type',
  'business_unit',
  'groups',
  'permissions',
  'ship_to_choices',
  'account_permissions',
  'time_zone',
  'currency',
] as const;
const JSON_COLUMNS = new Set<string>(['ship_to_choices', 'account_permissions']);

/** The values of PROFILE_COLUMNS, in order: the locale, time zone and currency follow the market. */
function profileValues(p: ProfileWrite): unknown[] {
  const market = MARKETS[p.country as keyof typeof MARKETS];
  return [
    p.firstName,
    p.lastName,
    p.phone,
    p.mobile,
    p.language,
    localeOf(p.country, p.language),
    p.country,
    p.userType,
    p.role,
    p.businessUnit,
    p.groups,
    p.permissions,
    JSON.stringify(p.shipTos),
    JSON.stringify(p.accountPermissions),
    market.timeZone,
    market.currency,
  ];
}

/** Inserts new users (In Progress), in chunks. */
export async function insertUsers(db: Q, users: readonly NewUser[]): Promise<void> {
  await insertRows(
    db,
    'users',
    ['id', 'email', 'password_hash', ...PROFILE_COLUMNS, 'status'],
    users.map((u) => [u.id, u.email, u.passwordHash, ...profileValues(u), 'In Progress']),
  );
}

/** Rewrites an existing user's profile (and e-mail when given) and bumps their version. */
export async function updateUser(
  db: Q,
  id: string,
  profile: ProfileWrite,
  email?: string,
): Promise<void> {
  const columns: string[] = [...(email === undefined ? [] : ['email']), ...PROFILE_COLUMNS];
  const values = [...(email === undefined ? [] : [email]), ...profileValues(profile)];
  const sets = columns.map((c, i) => `${c} = $${i + 2}${JSON_COLUMNS.has(c) ? '::jsonb' : ''}`);
  await db.query(
    `UPDATE users SET ${sets.join(', ')}, updated_at = now(), version = version + 1 WHERE id = $1`,
    [id, ...values],
  );
}
