/**
 * Each user's change history (GET users/{id}/history; issue 15: "every change (who, when, what
 * changed) is recorded and shown as a history on the user's page").
 */
import { Type, type Static, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const closed = { additionalProperties: false } as const;

export const UserChangeAction = Type.Union([
  Type.Literal('created'),
  Type.Literal('updated'),
  Type.Literal('activated'),
  Type.Literal('deactivated'),
  Type.Literal('language'),
]);
export type UserChangeAction = Static<typeof UserChangeAction>;

export const UserChange = Type.Object({
  id: Type.String(),
  at: Type.String(),
  actor: Type.Object({ id: Type.String(), name: Type.String() }),
  action: UserChangeAction,
  /** How the change was made: the editor, the bulk status change, a bulk upload, the profile. */
  source: Type.Union([
    Type.Literal('editor'),
    Type.Literal('bulk-status'),
    Type.Literal('bulk-upload'),
    Type.Literal('profile'),
  ]),
  /** Field by field; `field` is a ManagedUser key ("accounts", "permissions", ...). */
  changes: Type.Array(
    Type.Object({
      field: Type.String(),
      before: Nullable(Type.String()),
      after: Nullable(Type.String()),
    }),
  ),
});
export type UserChange = Static<typeof UserChange>;

export const UserHistoryQuery = Type.Object(
  {
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  },
  closed,
);
export type UserHistoryQuery = Static<typeof UserHistoryQuery>;

export const UserHistory = Type.Object({
  entries: Type.Array(UserChange),
  totalCount: Type.Integer(),
  offset: Type.Integer(),
});
export type UserHistory = Static<typeof UserHistory>;
