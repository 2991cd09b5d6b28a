/**
 * Applying a dry run: a job that saves the checked rows in chunks (one transaction each), counts
 * its progress in the jobs table as it goes, and keeps each row's outcome for the result file.
 * A row whose e-mail was taken since the dry run is refused, not saved twice.
 */
import { randomUUID } from 'node:crypto';
import type { BulkJob } from '@anp/contract';
import { DEMO_PASSWORD } from '@anp/demo-data';
import { demoPasswordHash } from '../db/backend-facts';
import { insertRows, type Db } from '../db/database';
import type { Admin } from './caller';
import type { ReadyRow, SkippedRow } from './bulk';
import {
  linksOf,
  managedRow,
  recordHistory,
  replaceLinks,
  toManaged,
  type HistoryEntry,
} from './queries';
import type { Q } from './sql';
import { insertUsers, updateUser } from './user-writes';
import { changesOf } from './save';
import { TEXTS, fill, type Lang } from './texts';

export interface Outcome {
  line: number;
  email: string;
  outcome: 'created' | 'updated' | 'refused' | 'skipped';
  userId: string | null;
  message: string | null;
}

const CHUNK = 250;

/**
 * Every user a bulk upload creates gets the same hash of the demo password (computed once: one
 * scrypt per user would make 5,000 rows take minutes); a real identity provider invites them.
 */
let bulkHash: Promise<string> | undefined;
const sharedHash = () => (bulkHash ??= demoPasswordHash('bulk-upload', DEMO_PASSWORD));

interface JobRow {
  id: string;
  owner_id: string;
  status: string;
  total: number;
  processed: number;
  created: number;
  updated: number;
  refused: number;
  message: string | null;
  outcomes: Outcome[] | string;
}

export const toJob = (r: JobRow): BulkJob => ({
  jobId: r.id,
  status: r.status as BulkJob['status'],
  total: r.total,
  processed: r.processed,
  created: r.created,
  updated: r.updated,
  refused: r.refused,
  message: r.message,
});

export async function jobRow(
  db: Q,
  id: string,
  ownerId: string,
): Promise<(JobRow & { outcomes: Outcome[] }) | null> {
  const [row] = await db.query<JobRow>(
    'SELECT * FROM user_bulk_jobs WHERE id = $1 AND owner_id = $2',
    [id, ownerId],
  );
  if (!row) return null;
  return {
    ...row,
    outcomes:
      typeof row.outcomes === 'string' ? (JSON.parse(row.outcomes) as Outcome[]) : row.outcomes,
  };
}

/** Saves one chunk of rows in one transaction; returns their outcomes. */
async function applyChunk(
  db: Db,
  admin: Admin,
  rows: readonly ReadyRow[],
  lang: Lang,
): Promise<Outcome[]> {
  const t = TEXTS[lang];
  const hash = await sharedHash();
  return db.transaction(async (tx) => {
    const outcomes: Outcome[] = [];
    const taken = new Map(
      (
        await tx.query<{ id: string; email: string }>(
          'SELECT id, lower(email) AS email FROM users WHERE lower(email) = ANY($1::text[])',
          [rows.map((r) => r.email.toLowerCase())],
        )
      ).map((u) => [u.email, u.id]),
    );
    const creates: (ReadyRow & { newId: string })[] = [];
    const updates: ReadyRow[] = [];
    for (const row of rows) {
      const owner = taken.get(row.email.toLowerCase());
      if (row.userId === null && owner !== undefined) {
        outcomes.push({
          line: row.line,
          email: row.email,
          outcome: 'refused',
          userId: owner,
          message: t.emailExists,
        });
      } else if (row.userId !== null && owner !== row.userId) {
        outcomes.push({
          line: row.line,
          email: row.email,
          outcome: 'refused',
          userId: row.userId,
          message: t.notFound,
        });
      } else if (row.userId === null) creates.push({ ...row, newId: `u-${randomUUID()}` });
      else updates.push(row);
    }
    const history: HistoryEntry[] = [];
    if (creates.length > 0) {
      await insertUsers(
        tx,
        creates.map((r) => ({
          ...r,
          id: r.newId,
          passwordHash: hash,
          shipTos: r.accounts.map((a) => ({
            accountId: a.accountId,
            allShipTos: true,
            shipToIds: [],
          })),
          accountPermissions: [],
        })),
      );
      const links = creates.flatMap((r) =>
        r.accounts.map((a) => [r.newId, a.accountId, a.isPrimary]),
      );
      if (links.length > 0)
        await insertRows(tx, 'user_accounts', ['user_id', 'account_id', 'is_primary'], links);
      const after = await linksOf(
        tx,
        creates.map((r) => r.newId),
      );
      for (const r of creates) {
        const row = await managedRow(tx, r.newId);
        if (row)
          history.push({
            userId: r.newId,
            actorId: admin.id,
            actorName: admin.name,
            action: 'created',
            source: 'bulk-upload',
            changes: changesOf(null, toManaged(row, after.get(r.newId) ?? [])),
          });
        outcomes.push({
          line: r.line,
          email: r.email,
          outcome: 'created',
          userId: r.newId,
          message: null,
        });
      }
    }
    if (updates.length > 0) {
      const beforeLinks = await linksOf(
        tx,
        updates.map((r) => r.userId ?? ''),
      );
      for (const r of updates) {
        const id = r.userId ?? '';
        const beforeRow = await managedRow(tx, id, true);
        if (!beforeRow) continue;
        const before = toManaged(beforeRow, beforeLinks.get(id) ?? []);
        // Ship-tos and per-account keys of the accounts that stay linked are kept.
        const linked = new Set(r.accounts.map((a) => a.accountId));
        const shipTos = r.accounts.map(
          (a) =>
            before.shipTos.find((s) => s.accountId === a.accountId) ?? {
              accountId: a.accountId,
              allShipTos: true,
              shipToIds: [],
            },
        );
        await updateUser(tx, id, {
          ...r,
          shipTos,
          accountPermissions: before.accountPermissions.filter((p) => linked.has(p.accountId)),
        });
        await replaceLinks(tx, id, r.accounts);
        const afterRow = await managedRow(tx, id);
        const after = afterRow
          ? toManaged(afterRow, (await linksOf(tx, [id])).get(id) ?? [])
          : before;
        const changes = changesOf(before, after);
        if (changes.length > 0)
          history.push({
            userId: id,
            actorId: admin.id,
            actorName: admin.name,
            action: 'updated',
            source: 'bulk-upload',
            changes,
          });
        outcomes.push({
          line: r.line,
          email: r.email,
          outcome: 'updated',
          userId: id,
          message: null,
        });
      }
    }
    await recordHistory(tx, history);
    return outcomes;
  });
}

/** Starts the job of an upload; answers at once with its first state. */
export async function startJob(
  db: Db,
  admin: Admin,
  upload: { id: string; rows: ReadyRow[]; skipped: SkippedRow[] },
  onUsersChanged: (ids: string[]) => void,
): Promise<{ job: BulkJob; done: Promise<void> }> {
  const id = randomUUID();
  const total = upload.rows.length;
  await db.query(
    `INSERT INTO user_bulk_jobs (id, owner_id, upload_id, status, total) VALUES ($1, $2, $3, 'running', $4)`,
    [id, admin.id, upload.id, total],
  );
  const t = TEXTS[admin.lang];
  const done = (async () => {
    const outcomes: Outcome[] = upload.skipped.map((s) => ({
      line: s.line,
      email: s.email,
      outcome: 'skipped' as const,
      userId: null,
      message: s.message,
    }));
    const counts = { processed: 0, created: 0, updated: 0, refused: 0 };
    try {
      for (let start = 0; start < total; start += CHUNK) {
        const chunk = await applyChunk(
          db,
          admin,
          upload.rows.slice(start, start + CHUNK),
          admin.lang,
        );
        outcomes.push(...chunk);
        counts.processed += chunk.length;
        for (const o of chunk) if (o.outcome !== 'skipped') counts[o.outcome] += 1;
        onUsersChanged(chunk.flatMap((o) => (o.userId ? [o.userId] : [])));
        await db.query(
          'UPDATE user_bulk_jobs SET processed = $2, created = $3, updated = $4, refused = $5 WHERE id = $1',
          [id, counts.processed, counts.created, counts.updated, counts.refused],
        );
      }
      outcomes.sort((a, b) => a.line - b.line);
      await db.query(
        `UPDATE user_bulk_jobs SET status = 'done', outcomes = $2::jsonb WHERE id = $1`,
        [id, JSON.stringify(outcomes)],
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .query(
          `UPDATE user_bulk_jobs SET status = 'failed', message = $2, outcomes = $3::jsonb WHERE id = $1`,
          [id, fill(t.jobFailed, { reason }), JSON.stringify(outcomes)],
        )
        .catch(() => undefined);
    }
  })();
  return {
    job: {
      jobId: id,
      status: 'running',
      total,
      processed: 0,
      created: 0,
      updated: 0,
      refused: 0,
      message: null,
    },
    done,
  };
}
