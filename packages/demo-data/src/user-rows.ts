/**
 * The one way to make rows of the users table, for the demo users, the managed users and the
 * reference API's test fixtures: fields by name, each written to its column.
 */
import type { Table } from './tables';

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
