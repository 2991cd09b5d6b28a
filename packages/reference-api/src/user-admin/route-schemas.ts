/** The path parameters and OpenAPI tag the user-management routes share. */
import { Type } from 'typebox';
import type { Db } from '../db/database';
import type { UserCache } from '../users/user-cache';

export const closed = { additionalProperties: false } as const;
export const tags = ['user management'];

export const IdParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._:-]+$' }) },
  closed,
);
export const EmailParams = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }) },
  closed,
);
export const StatusParams = Type.Object(
  { status: Type.Union([Type.Literal('activate'), Type.Literal('deactivate')]) },
  closed,
);

export interface UserAdminOptions {
  db: Db;
  users: UserCache;
}
