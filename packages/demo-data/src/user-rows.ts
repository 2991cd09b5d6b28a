/**
 * The one way to make rows of the users table, for the demo users, the managed users and the
 * reference API's test fixtures: fields by name, each written to its column. The demo users'
 * table is here too.
 */
import { marketOf } from '@anp/rules';
import type { Backend } from './backend';
import { dateOfDay, timestampAt, type Day } from './days';
import type { DemoMarkets } from './markets';
import { phoneNumber } from './names';
import { rngFor } from './rng';
import type { Table } from './tables';
import { DEMO_PASSWORD, DEMO_USER_SPECS } from './users';

/** A users-table row by name; a field left out keeps the column's default. */
export interface UserRecord {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  locale: string;
  language: string;
  country: string;
  userType?: string;
  /** The role. */
  customerType?: string | null;
  businessUnit?: string | null;
  groups?: readonly string[];
  roles?: readonly string[];
  permissions?: readonly string[];
  phone?: string | null;
  mobile?: string | null;
  status?: 'Active' | 'In Progress' | 'Inactive';
  timeZone?: string;
  currency?: string;
  createdAt?: string;
  updatedAt?: string;
  lastSignInAt?: string | null;
  version?: number;
  /** JSON text of the ship-to choices. */
  shipToChoices?: string;
  beta?: boolean;
  tncAcceptedAt?: string | null;
}

const COLUMN_OF: Readonly<Record<keyof UserRecord, string>> = {
  id: 'id',
  email: 'email',
  passwordHash: 'password_hash',
  firstName: 'first_name',
  lastName: 'last_name',
  locale: 'locale',
  language: 'language',
  country: 'country',
  userType: 'user_type',
  customerType: 'customer_type',
  businessUnit: 'business_unit',
  groups: 'groups',
  roles: 'roles',
  permissions: 'permissions',
  phone: 'phone',
  mobile: 'mobile',
  status: 'status',
  timeZone: 'time_zone',
  currency: 'currency',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  lastSignInAt: 'last_sign_in_at',
  version: 'version',
  shipToChoices: 'ship_to_choices',
  beta: 'beta',
  tncAcceptedAt: 'tnc_accepted_at',
};

/**
 * The users table of `records`. Its columns are the fields the first record has; every record
 * must have the same fields (a field left out of one would write null over the default).
 */
export function userRows(records: readonly UserRecord[]): Table {
  const fields = (Object.keys(COLUMN_OF) as (keyof UserRecord)[]).filter(
    (field) => records[0]?.[field] !== undefined,
  );
  const rows = records.map((record) => {
    const missing = (Object.keys(COLUMN_OF) as (keyof UserRecord)[]).filter(
      (field) => (record[field] !== undefined) !== fields.includes(field),
    );
    if (missing.length > 0)
      throw new Error(
        `user ${record.id}: fields differ from the first row's: ${missing.join(', ')}`,
      );
    return fields.map((field) => record[field]);
  });
  return { name: 'users', columns: fields.map((field) => COLUMN_OF[field]), rows };
}

/** The users table: every demo user with the demo password, their phones and terms acceptance. */
export function usersTable(backend: Backend, markets: DemoMarkets, today: Day): Table {
  const rng = rngFor('users');
  const rows = DEMO_USER_SPECS.map((spec, index) => {
    const market = markets[spec.country];
    const rules = marketOf(spec.country);
    const northAmerican = spec.country === 'us' || spec.country === 'canada';
    // North American numbers use the fictional 555-01xx range.
    const phone = northAmerican
      ? `+1 515-555-01${String(10 + index).padStart(2, '0')}`
      : phoneNumber(rng, market);
    const mobile = rng.chance(0.7)
      ? northAmerican
        ? `+1 319-555-01${String(40 + index).padStart(2, '0')}`
        : phoneNumber(rng, market)
      : null;
    const tnc = spec.tncAccepted
      ? timestampAt(
          dateOfDay(today - rng.int(20, 400)),
          rng.int(12, 22),
          rng.int(0, 59),
          rng.int(0, 59),
        )
      : null;
    return {
      id: spec.id,
      email: spec.email,
      passwordHash: backend.passwordHash(spec.id, DEMO_PASSWORD),
      firstName: spec.firstName,
      lastName: spec.lastName,
      locale: rules.defaultLocale,
      language: rules.defaultLanguage,
      country: spec.country,
      userType: spec.userType,
      customerType: spec.customerType,
      businessUnit: spec.businessUnit,
      groups: [...(spec.internal ? [backend.internalGroup] : []), ...spec.groups],
      roles: [...spec.roles],
      permissions: [...spec.permissions],
      phone,
      mobile,
      status: 'Active',
      timeZone: market.timeZone,
      currency: market.currency,
      beta: spec.beta,
      tncAcceptedAt: tnc,
    } satisfies UserRecord;
  });
  return userRows(rows);
}
