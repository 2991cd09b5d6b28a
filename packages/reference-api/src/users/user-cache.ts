/**
 * A few seconds of memory of the users' rows: every shell call starts by reading the signed-in
 * user, and this spares the database one query per request. Whoever changes a user (the profile,
 * user management) forgets the entry at once, so the next read is fresh.
 *
 * A read that began before a change must not put its older row back after the change forgot it
 * (a deactivation would otherwise show as Active for five seconds): a reader takes the user's
 * generation before it reads, and `set` keeps the row only if no `forget` came in between.
 */
import type { UserRow } from './queries';

const FRESH_MS = 5_000;
const MAX_ENTRIES = 1_000;

export class UserCache {
  private readonly recent = new Map<string, { row: UserRow; at: number }>();
  private readonly generations = new Map<string, number>();

  get(id: string): UserRow | undefined {
    const hit = this.recent.get(id);
    return hit && Date.now() - hit.at < FRESH_MS ? hit.row : undefined;
  }

  /** The user's generation now; hand it to `set` with the row read after this call. */
  generation(id: string): number {
    return this.generations.get(id) ?? 0;
  }

  set(id: string, row: UserRow, generation = this.generation(id)): void {
    if (generation !== this.generation(id)) return;
    if (this.recent.size > MAX_ENTRIES) this.recent.clear();
    this.recent.set(id, { row, at: Date.now() });
  }

  forget(id: string): void {
    this.recent.delete(id);
    // A cleared map restarts at 0, which no reader still holds a higher number than: safe.
    if (this.generations.size > MAX_ENTRIES) this.generations.clear();
    this.generations.set(id, this.generation(id) + 1);
  }
}
