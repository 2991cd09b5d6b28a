/** What the user-management route plugins share: their options and their schemas' common parts. */
import type { Db } from '../db/database';
import type { UserCache } from '../users/user-cache';

export interface UserAdminOptions {
  db: Db;
  users: UserCache;
}

/** The OpenAPI tag of every user-management route. */
export const tags = ['user management'];

/** Closed objects: unknown properties are refused. */
export const closed = { additionalProperties: false } as const;
