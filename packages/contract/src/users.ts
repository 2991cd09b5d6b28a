import { Type, type Static } from 'typebox';
import { Account, Region, UserProfile } from './common';

export const UserContext = Type.Object({
  userType: Type.String(),
  oktaId: Type.String(),
  locale: Type.String(),
  businessUnit: Type.Union([Type.String(), Type.Null()]),
  beta: Type.Boolean(),
  tncAccepted: Type.Boolean(),
  user: UserProfile,
  selectedAccount: Type.Union([Account, Type.Null()]),
  regions: Type.Array(Region),
  accountCount: Type.Integer(),
});
export type UserContext = Static<typeof UserContext>;

export const SimplifiedContext = Type.Object({
  userType: Type.String(),
  oktaId: Type.String(),
  locale: Type.String(),
  groups: Type.Array(Type.String()),
});
export type SimplifiedContext = Static<typeof SimplifiedContext>;

export const AccountList = Type.Object({ accounts: Type.Array(Account) });
export type AccountList = Static<typeof AccountList>;

export const PagedAccountsQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: 500, default: 200 }),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
    searchTerm: Type.Optional(Type.String({ maxLength: 100 })),
    region: Type.Optional(Type.String({ pattern: '^[a-z]{2,10}$' })),
  },
  { additionalProperties: false },
);
export type PagedAccountsQuery = Static<typeof PagedAccountsQuery>;

export const PagedAccounts = Type.Object({
  accounts: Type.Array(Account),
  totalCount: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
  regions: Type.Array(Region),
});
export type PagedAccounts = Static<typeof PagedAccounts>;

export const SelectedAccount = Type.Object({ selectedAccount: Account });
export type SelectedAccount = Static<typeof SelectedAccount>;

export const Terms = Type.Object({
  accepted: Type.Boolean(),
  acceptedAt: Type.Union([Type.String(), Type.Null()]),
  tandC: Type.String(),
  language: Type.String(),
});
export type Terms = Static<typeof Terms>;

export const Language = Type.Union([
  Type.Literal('en'),
  Type.Literal('es'),
  Type.Literal('pt'),
  Type.Literal('ko'),
]);

export const UpdateMe = Type.Object({ language: Language }, { additionalProperties: false });
export type UpdateMe = Static<typeof UpdateMe>;

export const LogoutResult = Type.Object({ loggedOut: Type.Boolean() });
export type LogoutResult = Static<typeof LogoutResult>;
