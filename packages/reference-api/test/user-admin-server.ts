/**
 * Test-only: the fixture plus the people of user management: an administrator with both keys
 * (u-admin), a helper in the group without keys (u-helper), an employee without the group
 * (u-emp), managed users of every status, type and a few markets, and a pork and an internal
 * account with ship-tos. Users are refused when not Active, as on the real server.
 */
import { GROUPS } from '@anp/rules';
import { insertRows } from '../src/db/database';
import { INTERNAL_GROUP } from '../src/users/groups';
import { insertAccounts, insertUsers, type FixtureUser } from './fixture-users';
import { testServer } from './test-server';

/** A managed user: in the purchase group, in the feed unit, without keys. */
function managed(
  id: string,
  email: string,
  firstName: string,
  lastName: string,
  country: string,
  language: string,
  userType: string,
  customerType: string | null,
  status: NonNullable<FixtureUser['status']>,
  lastSignInAt: string | null,
): FixtureUser {
  return {
    ...staff(id, email, firstName, lastName, country, language, [GROUPS.purchase], []),
    userType,
    customerType,
    status,
    lastSignInAt,
  };
}

/** An internal employee in the feed unit, Active, never signed in. */
function staff(
  id: string,
  email: string,
  firstName: string,
  lastName: string,
  country: string,
  language: string,
  groups: string[],
  permissions: string[],
): FixtureUser {
  return {
    id,
    email,
    firstName,
    lastName,
    language,
    country,
    userType: 'Internal',
    customerType: 'Employee',
    businessUnit: 'feed',
    groups,
    permissions,
    status: 'Active',
    lastSignInAt: null,
  };
}

/** The managed users of every status, type and a few markets. */
export const MANAGED_FIXTURE: readonly FixtureUser[] = [
  managed(
    'u-m1',
    'jose.nunez@example.com',
    'José',
    'Núñez',
    'mx',
    'es',
    'Customer',
    'Retailer',
    'Active',
    '2026-11-10T12:00:00Z',
  ),
  managed(
    'u-m2',
    'paula.souza@example.com',
    'Paula',
    'Souza',
    'br',
    'pt',
    'External',
    'franchise',
    'In Progress',
    null,
  ),
  managed(
    'u-m3',
    'ivan.ortiz@example.com',
    'Iván',
    'Ortiz',
    'us',
    'en',
    'External',
    'Retailer',
    'Inactive',
    '2026-01-05T08:00:00Z',
  ),
  managed(
    'u-m4',
    'mia.brown@example.com',
    'Mia',
    'Brown',
    'us',
    'en',
    'Internal',
    'sales',
    'Active',
    '2026-11-19T09:30:00Z',
  ),
  managed(
    'u-m5',
    'tom.baker@example.com',
    'Tom',
    'Baker',
    'us',
    'en',
    'Customer',
    null,
    'Active',
    null,
  ),
];

export async function userAdminTestServer() {
  const server = await testServer({ checkUserStatus: true });
  const { db } = server;
  await insertUsers(db, [
    staff(
      'u-admin',
      'admin@example.com',
      'Alex',
      'Morgan',
      'us',
      'en',
      [GROUPS.userManagement, GROUPS.purchase],
      ['create_new_user', 'user_reporting'],
    ),
    staff('u-helper', 'helper@example.com', 'Hele', 'Per', 'mx', 'es', [GROUPS.userManagement], []),
    staff(
      'u-emp',
      'emp@example.com',
      'Sam',
      'Keller',
      'us',
      'en',
      [GROUPS.purchase, INTERNAL_GROUP],
      [],
    ),
    ...MANAGED_FIXTURE,
  ]);
  await insertAccounts(db, [
    {
      id: 'acc-pork-1',
      name: 'Hog Hollow Farms',
      soldToCode: '3000000001',
      region: 'us',
      businessUnit: 'pork',
      kind: 'pork',
      address: '1 Hog Rd',
    },
    {
      id: 'acc-int-1',
      name: 'Cargill Sales Office Ames',
      soldToCode: '9000000001',
      region: 'us',
      businessUnit: 'sales',
      kind: 'internal',
      address: '2 Main',
    },
  ]);
  await insertRows(
    db,
    'ship_tos',
    ['id', 'account_id', 'name', 'address', 'code'],
    [
      ['st-pork-1', 'acc-pork-1', 'North Barn', '10 North Rd, Ames', '3100000001'],
      ['st-pork-2', 'acc-pork-1', 'South Barn', '20 South Rd, Ames', '3100000002'],
      ['st-pork-3', 'acc-pork-1', 'Feed Mill', '30 Mill Rd, Boone', '3100000003'],
    ],
  );
  await insertRows(
    db,
    'user_accounts',
    ['user_id', 'account_id', 'is_primary'],
    [
      ['u-m1', 'acc-u-b-1', true],
      ['u-m1', 'acc-u-b-2', false],
      ['u-m1', 'acc-u-b-3', false],
      ['u-m4', 'acc-int-1', true],
      ['u-m5', 'acc-u-a-5', true],
    ],
  );
  return server;
}
