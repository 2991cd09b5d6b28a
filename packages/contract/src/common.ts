import { Type, type Static } from 'typebox';

/** Every error the API sends: a machine code, a readable message, and the field when one is to blame. */
export const ErrorBody = Type.Object(
  {
    code: Type.String({
      description: 'Machine code: VALIDATION, NOT_FOUND, UNAUTHORIZED, CART001, ...',
    }),
    message: Type.String(),
    field: Type.Optional(
      Type.String({ description: 'The request field at fault, e.g. body.quantity' }),
    ),
  },
  { $id: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;

export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  429: ErrorBody,
} as const;

export const Region = Type.Object({
  fullname: Type.String(),
  shortname: Type.String(),
  selected: Type.Boolean(),
});
export type Region = Static<typeof Region>;

/** shell-and-admin.md §3 Account, plus the order-side fields of ordering.md §3. */
export const Account = Type.Object({
  id: Type.String(),
  sfid: Type.String(),
  fullname: Type.String(),
  shortname: Type.String(),
  customerName2: Type.Union([Type.String(), Type.Null()]),
  contactPerson: Type.Union([Type.String(), Type.Null()]),
  soldToCode: Type.String(),
  fullSoldToCode: Type.String(),
  globalId: Type.String(),
  region: Type.String(),
  businessUnit: Type.String(),
  salesOrg: Type.String(),
  externalRefId: Type.String(),
  sourceSystem: Type.String(),
  showTag: Type.Union([Type.Literal('New'), Type.Literal('Current'), Type.Null()]),
  selected: Type.Boolean(),
  isPrimary: Type.Boolean(),
  accountNumber: Type.String(),
  accountExternalId: Type.String(),
  soldToExternalId: Type.String(),
  name: Type.String(),
  address: Type.String(),
  label: Type.String(),
});
export type Account = Static<typeof Account>;

export const UserProfile = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  contactId: Type.String(),
  contactSource: Type.String(),
  userType: Type.String(),
  customerType: Type.Union([Type.String(), Type.Null()]),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  mobile: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  language: Type.String(),
  locale: Type.String(),
  country: Type.String(),
  currency: Type.String(),
  timeZone: Type.String(),
  businessUnit: Type.Union([Type.String(), Type.Null()]),
  groups: Type.Array(Type.String()),
  roles: Type.Array(Type.String()),
  permissions: Type.Array(Type.String()),
});
export type UserProfile = Static<typeof UserProfile>;

export const Notification = Type.Object({
  notificationId: Type.String(),
  messageTitle: Type.String(),
  messageLabel: Type.String(),
  priority: Type.Union([
    Type.Literal('error'),
    Type.Literal('warning'),
    Type.Literal('chat'),
    Type.Literal('success'),
  ]),
  messageCode: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  messageData: Type.Record(Type.String(), Type.Unknown()),
  read: Type.Boolean(),
  dismissed: Type.Boolean(),
  isRead: Type.Integer({ minimum: 0, maximum: 1 }),
  isDismissed: Type.Integer({ minimum: 0, maximum: 1 }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Notification = Static<typeof Notification>;
