/**
 * A few seconds of memory of the users' rows: every shell call starts by reading the signed-in
 * user, and this spares the database one query per request. Whoever changes a user (the profile,
 * user management) forgets the entry at once, so the next read is fresh.
 */
import type { UserRow } from './queries';

const FRESH_MS = 5_000;

export class UserCache {
  private readonly recent = new Map<string, { row: UserRow; at: number }>();

  get(id: string): UserRow | undefined {
    const hit = this.recent.get(id);
    return hit && Date.now() - hit.at < FRESH_MS ? hit.row : undefined;
  }

  set(id: string, row: UserRow): void {
    if (this.recent.size > 1_000) this.recent.clear();
    this.recent.set(id, { row, at: Date.now() });
  }

  forget(id: string): void {
    this.recent.delete(id);
  }
}
