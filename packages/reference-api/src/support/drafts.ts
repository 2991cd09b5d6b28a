/** Drafts are discarded as new ones are opened: no sweeper needed. */
import type { Db } from '../db/database';
import { deleteCases, staleDraftIds } from './queries';

/** Drafts older than this are discarded whenever a new draft is opened. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A user keeps at most this many drafts; opening another discards the oldest. */
export const MAX_DRAFTS_PER_USER = 20;

/** Removes drafts older than a day, and the oldest of the user's beyond the cap; returns file keys. */
export async function pruneDrafts(
  q: Pick<Db, 'query'>,
  userId: string,
  now: Date,
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - DRAFT_MAX_AGE_MS).toISOString();
  const ids = await staleDraftIds(q, userId, cutoff, MAX_DRAFTS_PER_USER - 1);
  if (ids.length === 0) return [];
  return deleteCases(q, ids);
}
