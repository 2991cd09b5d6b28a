/**
 * User management (shell-and-admin.md §2 "User management", §3 User profile, Account link and
 * User-management state, §5, §6, §7 Account service, §8): the users list, one user's record, the
 * add and edit steps' lookups (e-mail check, paged accounts and ship-tos, configurations), saving,
 * activation, the bulk status change, the bulk upload (template, dry run, apply, result file) and
 * each user's change history. Every route needs the user-management group
 * (DXP_CAN_AccGrp_User_Management); creating needs `create_new_user` and exporting needs
 * `user_reporting` (§6).
 *
 * Error codes the routes send (ErrorBody.code): FORBIDDEN (403), EMAIL_EXISTS (409, field
 * body.email: the spec's emailExistError), DUPLICATE_ASSOCIATION and MIN_SELECTION (422, the
 * association errors), WRONG_MARKET (422: a primary account of another market; the message, in
 * the caller's language, names the market to go to), PRIMARY_REQUIRED (422), VERSION_CONFLICT
 * (409: someone saved the user since it was read), USER_INACTIVE (401 on every call of a
 * deactivated user, and at sign-in), BULK_UPLOAD_EXPIRED (404), VALIDATION (400).
 */
import { Type, type Static, type TSchema } from 'typebox';
import { Language } from './users';

export * from './user-admin-bulk';
export * from './user-admin-history';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const closed = { additionalProperties: false } as const;

export const UserStatus = Type.Union([
  Type.Literal('Active'),
  Type.Literal('In Progress'),
  Type.Literal('Inactive'),
]);
export type UserStatus = Static<typeof UserStatus>;

export const UserType = Type.Union([
  Type.Literal('Internal'),
  Type.Literal('External'),
  Type.Literal('Customer'),
]);
export type UserType = Static<typeof UserType>;

/** What kind of account a link is (§3 associated accounts: Cargill, customer and Pork accounts). */
export const AccountKind = Type.Union([
  Type.Literal('customer'),
  Type.Literal('internal'),
  Type.Literal('pork'),
]);
export type AccountKind = Static<typeof AccountKind>;

const Id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' });
const Country = Type.String({ pattern: '^[a-z]{2,10}$' });
const Code = Type.String({ minLength: 1, maxLength: 64 });

// ---------------------------------------------------------------------------------------------
// The users list (GET users/list, GET users/list/export)

export const UserSort = Type.Union([
  Type.Literal('name'),
  Type.Literal('email'),
  Type.Literal('userType'),
  Type.Literal('role'),
  Type.Literal('status'),
  Type.Literal('lastSignIn'),
]);
export type UserSort = Static<typeof UserSort>;

const listFilters = {
  /** Matches first name, last name, full name or e-mail, case- and accent-insensitively. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(UserStatus),
  userType: Type.Optional(UserType),
  /** A role code of `configurations.roles`. */
  role: Type.Optional(Code),
  /** A market (region) code: us, canada, mx, ... */
  region: Type.Optional(Country),
  businessUnit: Type.Optional(Code),
  /** Users linked to this account. */
  accountId: Type.Optional(Id),
  sort: Type.Optional(UserSort),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
};

export const UserListQuery = Type.Object(
  {
    ...listFilters,
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 25 }),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  },
  closed,
);
export type UserListQuery = Static<typeof UserListQuery>;

/** The filtered list as a file (CSV or XLSX), in the caller's language; needs `user_reporting`. */
export const UserExportQuery = Type.Object(
  {
    ...listFilters,
    format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]),
    lang: Type.Optional(Language),
  },
  closed,
);
export type UserExportQuery = Static<typeof UserExportQuery>;

export const AccountRef = Type.Object({
  accountId: Type.String(),
  soldToCode: Type.String(),
  name: Type.String(),
});
export type AccountRef = Static<typeof AccountRef>;

/** One row of the users list. */
export const UserSummary = Type.Object({
  id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  userType: UserType,
  /** A role code of `configurations.roles` (the profile's customer type), or null. */
  role: Nullable(Type.String()),
  status: UserStatus,
  country: Type.String(),
  language: Type.String(),
  businessUnit: Nullable(Type.String()),
  primaryAccount: Nullable(AccountRef),
  accountCount: Type.Integer(),
  /** ISO date-time of the last sign-in; null when the user never signed in. */
  lastSignInAt: Nullable(Type.String()),
});
export type UserSummary = Static<typeof UserSummary>;

export const UserListPage = Type.Object({
  users: Type.Array(UserSummary),
  totalCount: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
});
export type UserListPage = Static<typeof UserListPage>;

// ---------------------------------------------------------------------------------------------
// One user (GET users/{id}, POST users, PUT users/{id})

/** An account the user is linked to (§3 Account link: sfid, accountExternalID, isPrimary). */
/** What the user-management screens show of an account. */
const accountFacts = {
  accountId: Type.String(),
  soldToCode: Type.String(),
  name: Type.String(),
  country: Type.String(),
  businessUnit: Nullable(Type.String()),
  kind: AccountKind,
};

export const AccountLink = Type.Object({ ...accountFacts, isPrimary: Type.Boolean() });
export type AccountLink = Static<typeof AccountLink>;

/** The ship-tos of one linked sold-to the user may order for: all of them, or the ones listed. */
export const ShipToChoice = Type.Object(
  {
    accountId: Id,
    allShipTos: Type.Boolean(),
    shipToIds: Type.Array(Id, { maxItems: 1000 }),
  },
  closed,
);
export type ShipToChoice = Static<typeof ShipToChoice>;

/** Permission keys granted on one linked account only (where `perAccount` allows it). */
export const AccountPermissions = Type.Object(
  { accountId: Id, permissions: Type.Array(Code, { maxItems: 50 }) },
  closed,
);
export type AccountPermissions = Static<typeof AccountPermissions>;

export const ManagedUser = Type.Object({
  id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  language: Type.String(),
  locale: Type.String(),
  /** The user's market: us, canada, mx, ... */
  country: Type.String(),
  userType: UserType,
  role: Nullable(Type.String()),
  businessUnit: Nullable(Type.String()),
  status: UserStatus,
  /** Permission groups (identity-provider groups), e.g. DXP_CAN_AccGrp_Purchase_Products. */
  groups: Type.Array(Type.String()),
  /** Named permission keys, e.g. create_new_user, user_reporting. */
  permissions: Type.Array(Type.String()),
  accounts: Type.Array(AccountLink),
  shipTos: Type.Array(ShipToChoice),
  accountPermissions: Type.Array(AccountPermissions),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  lastSignInAt: Nullable(Type.String()),
  /** Increases on every save; a PUT must send the version it read (VERSION_CONFLICT otherwise). */
  version: Type.Integer(),
});
export type ManagedUser = Static<typeof ManagedUser>;

const Name = Type.String({ minLength: 1, maxLength: 80 });
const Phone = Nullable(Type.String({ maxLength: 40, pattern: '^[0-9+()./ -]*$' }));

/** The body of POST users (a new user, saved In Progress) and PUT users/{id}. */
export const UserDraft = Type.Object(
  {
    firstName: Name,
    lastName: Name,
    email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
    phone: Phone,
    mobile: Phone,
    language: Language,
    country: Country,
    userType: UserType,
    role: Nullable(Code),
    businessUnit: Nullable(Code),
    groups: Type.Array(Code, { maxItems: 20 }),
    permissions: Type.Array(Code, { maxItems: 20 }),
    accounts: Type.Array(Type.Object({ accountId: Id, isPrimary: Type.Boolean() }, closed), {
      maxItems: 500,
    }),
    shipTos: Type.Array(ShipToChoice, { maxItems: 500 }),
    accountPermissions: Type.Array(AccountPermissions, { maxItems: 500 }),
    /** PUT only: the version the editor read. */
    version: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  closed,
);
export type UserDraft = Static<typeof UserDraft>;

/** A warning the server attached to a save, kept and shown (§5: "a warning code ... is kept"). */
export const SaveWarning = Type.Object({ code: Type.String(), message: Type.String() });
export type SaveWarning = Static<typeof SaveWarning>;

export const SavedUser = Type.Object({ user: ManagedUser, warning: Nullable(SaveWarning) });
export type SavedUser = Static<typeof SavedUser>;

/** POST users/bulk/{status}: activate or deactivate several users at once. */
export const BulkStatusChange = Type.Object(
  { userIds: Type.Array(Id, { minItems: 1, maxItems: 500 }) },
  closed,
);
export type BulkStatusChange = Static<typeof BulkStatusChange>;

export const BulkStatusResult = Type.Object({
  updated: Type.Array(Type.String()),
  refused: Type.Array(
    Type.Object({ userId: Type.String(), code: Type.String(), message: Type.String() }),
  ),
});
export type BulkStatusResult = Static<typeof BulkStatusResult>;

// ---------------------------------------------------------------------------------------------
// Lookups of the add and edit steps

/** GET users/verifyEmailId/{email}: whether the address is well formed and already used. */
export const EmailCheck = Type.Object({
  email: Type.String(),
  valid: Type.Boolean(),
  exists: Type.Boolean(),
});
export type EmailCheck = Static<typeof EmailCheck>;

/** GET users/info/{emailId}: who has the address, so the editor can link to that user. */
export const EmailOwner = Type.Object({
  exists: Type.Boolean(),
  user: Nullable(
    Type.Object({
      id: Type.String(),
      firstName: Type.String(),
      lastName: Type.String(),
      status: UserStatus,
      country: Type.String(),
    }),
  ),
});
export type EmailOwner = Static<typeof EmailOwner>;

/** §3: the account and ship-to pickers page with offset, result count and search text. */
const pickerPaging = {
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 20 }),
  searchText: Type.Optional(Type.String({ maxLength: 100 })),
};

/** The pickers' answers: the page's place, the total, how many came back and the search. */
const pickerPage = {
  offset: Type.Integer(),
  totalCount: Type.Integer(),
  resultCount: Type.Integer(),
  searchText: Type.String(),
};

/** An account an administrator can link (users/account/list/paged). */
export const AccountOption = Type.Object({ ...accountFacts, shipToCount: Type.Integer() });
export type AccountOption = Static<typeof AccountOption>;

/** §3: the sold-to and ship-to lists page with offset, total count, result count, search text. */
export const AccountOptionsQuery = Type.Object(
  {
    ...pickerPaging,
    kind: Type.Optional(AccountKind),
    country: Type.Optional(Country),
  },
  closed,
);
export type AccountOptionsQuery = Static<typeof AccountOptionsQuery>;

export const AccountOptionsPage = Type.Object({
  accounts: Type.Array(AccountOption),
  ...pickerPage,
});
export type AccountOptionsPage = Static<typeof AccountOptionsPage>;

export const ShipToOptionsQuery = Type.Object(
  {
    accountId: Id,
    ...pickerPaging,
  },
  closed,
);
export type ShipToOptionsQuery = Static<typeof ShipToOptionsQuery>;

export const ShipToOption = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  address: Type.String(),
});
export type ShipToOption = Static<typeof ShipToOption>;

export const ShipToOptionsPage = Type.Object({
  accountId: Type.String(),
  shipTos: Type.Array(ShipToOption),
  ...pickerPage,
});
export type ShipToOptionsPage = Static<typeof ShipToOptionsPage>;

export const RoleOption = Type.Object({
  code: Type.String(),
  label: Type.String(),
  /** The user types the role applies to. */
  userTypes: Type.Array(UserType),
});

export const PermissionOption = Type.Object({
  code: Type.String(),
  label: Type.String(),
  description: Type.String(),
  /** Keys only: whether it may be granted on one account rather than on the whole user. */
  perAccount: Type.Boolean(),
});
export type PermissionOption = Static<typeof PermissionOption>;

/** GET users/configurations?lang: the choices of the add and edit steps, labelled. */
export const UserConfigurations = Type.Object({
  userTypes: Type.Array(Type.Object({ code: UserType, label: Type.String() })),
  roles: Type.Array(RoleOption),
  businessUnits: Type.Array(Type.Object({ code: Type.String(), label: Type.String() })),
  languages: Type.Array(Type.Object({ code: Language, label: Type.String() })),
  markets: Type.Array(
    Type.Object({ code: Type.String(), label: Type.String(), language: Language }),
  ),
  permissionGroups: Type.Array(PermissionOption),
  permissionKeys: Type.Array(PermissionOption),
});
export type UserConfigurations = Static<typeof UserConfigurations>;

export const LangQuery = Type.Object({ lang: Type.Optional(Language) }, closed);

/** GET users/permissions: what the caller may do in user management. */
export const CallerPermissions = Type.Object({
  groups: Type.Array(Type.String()),
  permissions: Type.Array(Type.String()),
  canManageUsers: Type.Boolean(),
  canCreateUsers: Type.Boolean(),
  canReportUsers: Type.Boolean(),
});
export type CallerPermissions = Static<typeof CallerPermissions>;

/** GET users/userdetails: the caller's own accounts and permissions (the profile, read-only). */
export const OwnUserDetails = Type.Object({
  userType: UserType,
  role: Nullable(Type.String()),
  status: UserStatus,
  groups: Type.Array(PermissionOption),
  permissions: Type.Array(PermissionOption),
  accounts: Type.Array(AccountLink),
});
export type OwnUserDetails = Static<typeof OwnUserDetails>;
