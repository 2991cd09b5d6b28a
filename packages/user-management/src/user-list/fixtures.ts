import type { FakeCall, FakeRoutes } from '@anp/core/testing';
import type {
  AccountOption,
  CallerPermissions,
  UserConfigurations,
  UserStatus,
  UserSummary,
  UserType,
} from '@anp/core/services/users';
import { BUSINESS_UNITS, LANGUAGES, USER_TYPES } from '../fixtures/configurations';
import { fold, pageOf } from '../fixtures/paging';
import { ADMIN_PERMISSIONS } from '../fixtures/permissions';

/** Test and story data of the users list: an administrator's configurations. */
export const LIST_CONFIGURATIONS: UserConfigurations = {
  userTypes: USER_TYPES,
  roles: [
    { code: 'Employee', label: 'Employee', userTypes: ['Internal'] },
    { code: 'Retailer', label: 'Retailer', userTypes: ['External', 'Customer'] },
    { code: 'Sales', label: 'Sales', userTypes: ['External'] },
    { code: 'Pork', label: 'Pork producer', userTypes: ['Customer'] },
  ],
  businessUnits: [...BUSINESS_UNITS, { code: 'sales', label: 'Sales' }],
  languages: LANGUAGES,
  markets: [
    { code: 'us', label: 'United States', language: 'en' },
    { code: 'canada', label: 'Canada', language: 'en' },
    { code: 'mx', label: 'México', language: 'es' },
    { code: 'br', label: 'Brasil', language: 'pt' },
  ],
  permissionGroups: [],
  permissionKeys: [],
};

/** An administrator without create_new_user and user_reporting. */
export const MANAGER_PERMISSIONS: CallerPermissions = {
  ...ADMIN_PERMISSIONS,
  permissions: [],
  canCreateUsers: false,
  canReportUsers: false,
};

export const LIST_ACCOUNTS: AccountOption[] = [
  ['001DmUS000001', '0010100012', 'Prairie Feed & Supply', 'us'],
  ['001DmUS000002', '0010100019', 'Jensen Farm Store', 'us'],
  ['001DmUS000003', '0010100031', 'Red River Grain & Feed', 'us'],
  ['001DmMX000001', '0012100044', 'Granja San Isidro', 'mx'],
  ['001DmBR000001', '0013100051', 'Agropecuária Boa Vista', 'br'],
].map(([accountId = '', soldToCode = '', name = '', country = '']) => ({
  accountId,
  soldToCode,
  name,
  country,
  businessUnit: 'feed',
  kind: 'customer' as const,
  shipToCount: 2,
}));

const FIRST = [
  'Ana',
  'Dale',
  'Heather',
  'José',
  'Lucía',
  'Marcos',
  'Brooke',
  'Cody',
  'Rosa',
  'Tiago',
];
const LAST = [
  'López',
  'Jensen',
  'Larson',
  'García',
  'Ramírez',
  'Souza',
  'Hansen',
  'Miller',
  'Quispe',
];
const MARKETS = ['us', 'us', 'mx', 'br', 'canada'];
const STATUSES: UserStatus[] = ['Active', 'Active', 'Active', 'In Progress', 'Inactive'];
const TYPES: UserType[] = ['Customer', 'External', 'Internal'];
const ROLES: Record<UserType, string> = {
  Customer: 'Retailer',
  External: 'Sales',
  Internal: 'Employee',
};

/** `count` users across markets, statuses and types, sign-ins a day apart (some never). */
export function listUsers(count = 60): UserSummary[] {
  return Array.from({ length: count }, (_, i) => {
    const firstName = FIRST[i % FIRST.length] ?? 'Ana';
    const lastName = LAST[(i * 7) % LAST.length] ?? 'López';
    const country = MARKETS[i % MARKETS.length] ?? 'us';
    const userType = TYPES[i % TYPES.length] ?? 'Customer';
    const accounts = LIST_ACCOUNTS.filter((a) => a.country === country);
    const primary =
      userType === 'Internal' && i % 2 === 0 ? null : (accounts[i % accounts.length] ?? null);
    const day = String(1 + (i % 28)).padStart(2, '0');
    return {
      id: `u-${String(i + 1).padStart(3, '0')}`,
      firstName,
      lastName,
      email: `${firstName}.${lastName}.${i + 1}@demo.test`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
      userType,
      role: ROLES[userType],
      status: STATUSES[(i + Math.floor(i / 10)) % STATUSES.length] ?? 'Active',
      country,
      language: country === 'mx' ? 'es' : country === 'br' ? 'pt' : 'en',
      businessUnit: 'feed',
      primaryAccount: primary
        ? { accountId: primary.accountId, soldToCode: primary.soldToCode, name: primary.name }
        : null,
      accountCount: primary ? 1 + (i % 4) : 0,
      lastSignInAt: i % 6 === 5 ? null : `2026-10-${day}T14:30:00Z`,
    };
  });
}

function sortValue(user: UserSummary, field: string): string {
  if (field === 'name') return fold(`${user.firstName} ${user.lastName}`);
  if (field === 'lastSignIn') return user.lastSignInAt ?? '';
  const value = user[field as keyof UserSummary];
  return typeof value === 'string' ? fold(value) : '';
}

/** The users list as the contract describes it: search, filters, sort, offset and limit. */
export function filterUsers(users: readonly UserSummary[], query: URLSearchParams) {
  const search = fold(query.get('search') ?? '');
  const accountId = query.get('accountId');
  const equal = (name: string, value: string | null) => {
    const wanted = query.get(name);
    return !wanted || wanted === value;
  };
  const found = users.filter(
    (u) =>
      (!search || fold(`${u.firstName} ${u.lastName} ${u.email}`).includes(search)) &&
      equal('status', u.status) &&
      equal('userType', u.userType) &&
      equal('role', u.role) &&
      equal('region', u.country) &&
      equal('businessUnit', u.businessUnit) &&
      (!accountId || u.primaryAccount?.accountId === accountId),
  );
  const field = query.get('sort') ?? 'name';
  const sign = query.get('order') === 'desc' ? -1 : 1;
  found.sort((a, b) => sign * sortValue(a, field).localeCompare(sortValue(b, field)));
  return found;
}

export interface UserListScene {
  users?: UserSummary[];
  permissions?: CallerPermissions;
  /** Ids the bulk status change refuses (the caller's own, say). */
  refuse?: string[];
}

/** The routes of the users list over a fake backend; the users change with bulk activation. */
export function userListRoutes(scene: UserListScene = {}): FakeRoutes {
  let users = scene.users ?? listUsers();
  const refuse = new Set(scene.refuse ?? []);
  const bulk = (status: UserStatus) => (call: FakeCall) => {
    const ids = (call.body as { userIds: string[] }).userIds;
    const updated = ids.filter((id) => !refuse.has(id));
    users = users.map((u) => (updated.includes(u.id) ? { ...u, status } : u));
    return {
      updated,
      refused: ids
        .filter((id) => refuse.has(id))
        .map((userId) => ({
          userId,
          code: 'SELF',
          message: 'You cannot change your own status.',
        })),
    };
  };
  return {
    'GET users/permissions': () => scene.permissions ?? ADMIN_PERMISSIONS,
    'GET users/configurations': () => LIST_CONFIGURATIONS,
    'GET users/list': ({ query }) => {
      const { slice, total, offset, limit } = pageOf(filterUsers(users, query), query, 25);
      return { users: slice, totalCount: total, offset, limit };
    },
    'GET users/list/export': ({ query }) => {
      const found = filterUsers(users, query);
      return `email\n${found.map((u) => u.email).join('\n')}\n`;
    },
    'GET users/account/list/paged': ({ query }) => {
      const text = fold(query.get('searchText') ?? '');
      const found = LIST_ACCOUNTS.filter(
        (a) => !text || fold(`${a.name} ${a.soldToCode}`).includes(text),
      );
      const { slice, offset, total } = pageOf(found, query, 20);
      return {
        accounts: slice,
        offset,
        totalCount: total,
        resultCount: slice.length,
        searchText: query.get('searchText') ?? '',
      };
    },
    'POST users/bulk/activate': bulk('Active'),
    'POST users/bulk/deactivate': bulk('Inactive'),
  };
}

/** A caller without the user-management group: every route answers 403 FORBIDDEN. */
export function forbiddenRoutes(): FakeRoutes {
  const forbidden = () => ({
    status: 403,
    body: { code: 'FORBIDDEN', message: 'You may not manage users.' },
  });
  return {
    'GET users/permissions': forbidden,
    'GET users/configurations': forbidden,
    'GET users/list': forbidden,
  };
}
