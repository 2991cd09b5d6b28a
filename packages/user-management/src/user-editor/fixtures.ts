import type { FakeCall, FakeRoutes } from '@anp/core/testing';
import type {
  AccountOption,
  CallerPermissions,
  ManagedUser,
  SaveWarning,
  ShipToOption,
  UserChange,
  UserConfigurations,
  UserDraft,
} from '@anp/core/services/users';
import { BUSINESS_UNITS, LANGUAGES, USER_TYPES } from '../fixtures/configurations';
import { pageOf } from '../fixtures/paging';
import { ADMIN_PERMISSIONS } from '../fixtures/permissions';

/** Test and story data of `<anp-user-editor>`: the labelled choices of the steps. */
export const EDITOR_CONFIGURATIONS: UserConfigurations = {
  userTypes: USER_TYPES,
  roles: [
    { code: 'Retailer', label: 'Retailer', userTypes: ['External', 'Customer'] },
    { code: 'Employee', label: 'Employee', userTypes: ['Internal'] },
    { code: 'sales', label: 'Sales', userTypes: ['Internal'] },
  ],
  businessUnits: BUSINESS_UNITS,
  languages: [...LANGUAGES, { code: 'ko', label: '한국어' }],
  markets: [
    { code: 'us', label: 'United States', language: 'en' },
    { code: 'mx', label: 'Mexico', language: 'es' },
    { code: 'br', label: 'Brazil', language: 'pt' },
  ],
  permissionGroups: [
    {
      code: 'DXP_CAN_AccGrp_Purchase_Products',
      label: 'Purchase products',
      description: 'See the cart and place orders.',
      perAccount: false,
    },
    {
      code: 'DXP_CAN_AccGrp_User_Management',
      label: 'User management',
      description: 'Add, edit and deactivate users.',
      perAccount: false,
    },
  ],
  permissionKeys: [
    {
      code: 'create_new_user',
      label: 'Create users',
      description: 'Add new users.',
      perAccount: false,
    },
    {
      code: 'user_reporting',
      label: 'User reports',
      description: 'Export the users list.',
      perAccount: false,
    },
    {
      code: 'view_invoices',
      label: 'View invoices',
      description: 'See the account’s invoices.',
      perAccount: true,
    },
  ],
};

const account = (n: number, over: Partial<AccountOption> = {}): AccountOption => ({
  accountId: `001US${String(n).padStart(5, '0')}`,
  soldToCode: `00101${String(n).padStart(5, '0')}`,
  name: `Prairie Feed ${n}`,
  country: 'us',
  businessUnit: 'feed',
  kind: 'customer',
  shipToCount: 3,
  ...over,
});

/** 24 accounts: 21 US customers, one Mexican, one internal and one pork. */
export const EDITOR_ACCOUNTS: AccountOption[] = [
  account(1, { name: 'Prairie Feed & Supply' }),
  account(2, { name: 'Hillside Co-op' }),
  account(3, {
    accountId: '001MX00001',
    soldToCode: '0020200001',
    name: 'Forrajes del Norte',
    country: 'mx',
  }),
  account(4, { name: 'Cargill Animal Nutrition US', kind: 'internal', shipToCount: 1 }),
  account(5, { name: 'Iowa Pork Producers', kind: 'pork', businessUnit: 'pork' }),
  ...Array.from({ length: 19 }, (_, i) => account(10 + i)),
];

export const shipTosOf = (accountId: string): ShipToOption[] =>
  Array.from({ length: 12 }, (_, i) => ({
    id: `${accountId}-S${i + 1}`,
    code: `00600${String(i + 1).padStart(5, '0')}`,
    name: `Barn ${i + 1}`,
    address: `${100 + i} County Road ${i + 1}, Ames IA`,
  }));

/** An active US retailer with one account, as GET users/{id} answers. */
export const EDITED_USER: ManagedUser = {
  id: 'u-100',
  firstName: 'Dale',
  lastName: 'Jensen',
  email: 'dale@demo.test',
  phone: '+1 515 555 0100',
  mobile: null,
  language: 'en',
  locale: 'en_US',
  country: 'us',
  userType: 'External',
  role: 'Retailer',
  businessUnit: 'feed',
  status: 'Active',
  groups: ['DXP_CAN_AccGrp_Purchase_Products'],
  permissions: [],
  accounts: [
    {
      accountId: EDITOR_ACCOUNTS[0]!.accountId,
      soldToCode: EDITOR_ACCOUNTS[0]!.soldToCode,
      name: EDITOR_ACCOUNTS[0]!.name,
      country: 'us',
      businessUnit: 'feed',
      kind: 'customer',
      isPrimary: true,
    },
  ],
  shipTos: [{ accountId: EDITOR_ACCOUNTS[0]!.accountId, allShipTos: true, shipToIds: [] }],
  accountPermissions: [],
  createdAt: '2026-03-02T15:04:00Z',
  updatedAt: '2026-10-12T09:30:00Z',
  lastSignInAt: '2026-11-20T13:00:00Z',
  version: 3,
};

export const EDITED_USER_HISTORY: UserChange[] = [
  {
    id: 'h-2',
    at: '2026-10-12T09:30:00Z',
    actor: { id: 'u-admin', name: 'Avery Admin' },
    action: 'updated',
    source: 'editor',
    changes: [{ field: 'phone', before: null, after: '+1 515 555 0100' }],
  },
  {
    id: 'h-1',
    at: '2026-03-02T15:04:00Z',
    actor: { id: 'u-admin', name: 'Avery Admin' },
    action: 'created',
    source: 'editor',
    changes: [],
  },
];

/** The state of the fake server an editor test or story talks to. */
export interface EditorWorld {
  users: Map<string, ManagedUser>;
  history: Map<string, UserChange[]>;
  permissions: CallerPermissions | { status: number; body: unknown };
  /** A warning every save answers with. */
  warning: SaveWarning | null;
  /** Answers every save with this failure instead. */
  failSave: { status: number; body: unknown } | null;
  /** The language of the server's messages (the caller's). */
  wrongMarketMessage(market: string): string;
}

export function editorWorld(over: Partial<EditorWorld> = {}): EditorWorld {
  return {
    users: new Map([[EDITED_USER.id, structuredClone(EDITED_USER)]]),
    history: new Map([[EDITED_USER.id, [...EDITED_USER_HISTORY]]]),
    permissions: ADMIN_PERMISSIONS,
    warning: null,
    failSave: null,
    wrongMarketMessage: (market) => `The primary account belongs to the ${market} market.`,
    ...over,
  };
}

function userOf(world: EditorWorld, draft: UserDraft, id: string, old?: ManagedUser): ManagedUser {
  const now = new Date('2026-11-26T10:00:00Z').toISOString();
  return {
    id,
    firstName: draft.firstName,
    lastName: draft.lastName,
    email: draft.email,
    phone: draft.phone,
    mobile: draft.mobile,
    language: draft.language,
    locale: `${draft.language}_US`,
    country: draft.country,
    userType: draft.userType,
    role: draft.role,
    businessUnit: draft.businessUnit,
    status: old?.status ?? 'In Progress',
    groups: draft.groups,
    permissions: draft.permissions,
    accounts: draft.accounts
      .map((a) => {
        const known = EDITOR_ACCOUNTS.find((o) => o.accountId === a.accountId)!;
        return { ...known, isPrimary: a.isPrimary };
      })
      .map(({ shipToCount: _count, ...rest }) => rest),
    shipTos: draft.shipTos,
    accountPermissions: draft.accountPermissions,
    createdAt: old?.createdAt ?? now,
    updatedAt: now,
    lastSignInAt: old?.lastSignInAt ?? null,
    version: (old?.version ?? 0) + 1,
  };
}

/**
 * The user-management routes the editor calls, over `world` (shaped by the contract):
 * permissions, configurations, users/{id}, the e-mail checks, the paged accounts and ship-tos,
 * POST/PUT with the version check, activate, deactivate and history; `overrides` win.
 */
export function userEditorRoutes(
  world: EditorWorld = editorWorld(),
  overrides: FakeRoutes = {},
): FakeRoutes {
  const handle = (key: string) => {
    const [method, path = ''] = key.split(' ');
    const parts = path.split('/').map(decodeURIComponent);
    if (method === 'GET' && path === 'users/permissions') return () => world.permissions;
    if (method === 'GET' && path === 'users/configurations') return () => EDITOR_CONFIGURATIONS;
    if (method === 'GET' && path === 'users/account/list/paged')
      return (call: FakeCall) => {
        const search = (call.query.get('searchText') ?? '').toLowerCase();
        const kind = call.query.get('kind');
        const country = call.query.get('country');
        const found = EDITOR_ACCOUNTS.filter(
          (a) =>
            (!kind || a.kind === kind) &&
            (!country || a.country === country) &&
            (a.name.toLowerCase().includes(search) || a.soldToCode.includes(search)),
        );
        const p = pageOf(found, call.query, 20);
        return {
          accounts: p.slice,
          offset: p.offset,
          totalCount: p.total,
          resultCount: p.slice.length,
          searchText: search,
        };
      };
    if (method === 'GET' && path === 'users/account/soldToShipTo/list/paged')
      return (call: FakeCall) => {
        const id = call.query.get('accountId') ?? '';
        const search = (call.query.get('searchText') ?? '').toLowerCase();
        const found = shipTosOf(id).filter((s) => s.name.toLowerCase().includes(search));
        const p = pageOf(found, call.query, 20);
        return {
          accountId: id,
          shipTos: p.slice,
          offset: p.offset,
          totalCount: p.total,
          resultCount: p.slice.length,
          searchText: search,
        };
      };
    if (method === 'GET' && parts[1] === 'verifyEmailId')
      return () => {
        const email = parts[2] ?? '';
        const exists = [...world.users.values()].some((u) => u.email === email.toLowerCase());
        return { email, valid: true, exists };
      };
    if (method === 'GET' && parts[1] === 'info')
      return () => {
        const owner = [...world.users.values()].find((u) => u.email === parts[2]?.toLowerCase());
        return {
          exists: Boolean(owner),
          user: owner
            ? {
                id: owner.id,
                firstName: owner.firstName,
                lastName: owner.lastName,
                status: owner.status,
                country: owner.country,
              }
            : null,
        };
      };
    if (method === 'POST' && path === 'users')
      return (call: FakeCall) => {
        if (world.failSave) return world.failSave;
        const draft = call.body as UserDraft;
        const primary = draft.accounts.find((a) => a.isPrimary);
        const market = EDITOR_ACCOUNTS.find((a) => a.accountId === primary?.accountId)?.country;
        if (market && market !== draft.country)
          return {
            status: 422,
            body: { code: 'WRONG_MARKET', message: world.wrongMarketMessage(market) },
          };
        if ([...world.users.values()].some((u) => u.email === draft.email.toLowerCase()))
          return {
            status: 409,
            body: { code: 'EMAIL_EXISTS', message: 'exists', field: 'body.email' },
          };
        const id = `u-${world.users.size + 200}`;
        const user = userOf(world, draft, id);
        world.users.set(id, user);
        world.history.set(id, [
          {
            id: `h-${id}`,
            at: user.createdAt,
            actor: { id: 'u-admin', name: 'Avery Admin' },
            action: 'created',
            source: 'editor',
            changes: [],
          },
        ]);
        return { user, warning: world.warning };
      };
    if (parts[0] === 'users' && parts.length === 2 && (method === 'GET' || method === 'PUT')) {
      const id = parts[1] ?? '';
      return (call: FakeCall) => {
        const old = world.users.get(id);
        if (!old) return { status: 404, body: { code: 'NOT_FOUND', message: 'No such user' } };
        if (method === 'GET') return old;
        if (world.failSave) return world.failSave;
        const draft = call.body as UserDraft;
        if (draft.version !== old.version)
          return { status: 409, body: { code: 'VERSION_CONFLICT', message: 'conflict' } };
        const user = userOf(world, draft, id, old);
        world.users.set(id, user);
        world.history.get(id)?.unshift({
          id: `h-${id}-${user.version}`,
          at: user.updatedAt,
          actor: { id: 'u-admin', name: 'Avery Admin' },
          action: 'updated',
          source: 'editor',
          changes: [{ field: 'lastName', before: old.lastName, after: user.lastName }],
        });
        return { user, warning: world.warning };
      };
    }
    if (method === 'POST' && parts[0] === 'users' && parts.length === 3) {
      const [, id = '', action] = parts;
      if (action !== 'activate' && action !== 'deactivate') return undefined;
      return () => {
        const old = world.users.get(id);
        if (!old) return { status: 404, body: { code: 'NOT_FOUND', message: 'No such user' } };
        const user: ManagedUser = {
          ...old,
          status: action === 'activate' ? 'Active' : 'Inactive',
          version: old.version + 1,
        };
        world.users.set(id, user);
        world.history.get(id)?.unshift({
          id: `h-${id}-${user.version}`,
          at: '2026-11-26T10:05:00Z',
          actor: { id: 'u-admin', name: 'Avery Admin' },
          action: action === 'activate' ? 'activated' : 'deactivated',
          source: 'editor',
          changes: [{ field: 'status', before: old.status, after: user.status }],
        });
        return user;
      };
    }
    if (method === 'GET' && parts[0] === 'users' && parts[2] === 'history')
      return (call: FakeCall) => {
        const entries = world.history.get(parts[1] ?? '') ?? [];
        const p = pageOf(entries, call.query, 20);
        return { entries: p.slice, totalCount: p.total, offset: p.offset };
      };
    return undefined;
  };
  // The routes hold ids and e-mails in their paths: a proxy answers any `METHOD path` it knows.
  return new Proxy({} as FakeRoutes, {
    get: (_target, key) => (typeof key === 'string' ? (overrides[key] ?? handle(key)) : undefined),
  });
}
