/**
 * An inter-process lock on an embedded (PGlite) data directory. PGlite is one process's private
 * database: a second process opening the same files would corrupt them. The lock is a file beside
 * the directory (`<dataDir>.lock`), created with O_EXCL and holding the owner's pid, host and start
 * time. A lock whose process is gone (or whose pid now names a different, younger process) is stale
 * and is taken over. See docs/decisions.md, "Issue 12: data safety".
 */
import {
  closeSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';

export interface LockHolder {
  pid: number;
  host: string;
  /** When the holding process started (ISO 8601). */
  processStartedAt: string;
  /** When it took the lock (ISO 8601). */
  lockedAt: string;
}

/** Thrown when another live process (or this one) already holds the data directory. */
export class DataDirInUseError extends Error {
  readonly code = 'ANP_DATA_DIR_IN_USE';
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.host === hostname() ? '' : ` on ${holder.host}`;
    super(
      `The database in ${dataDir} is in use by process ${holder.pid}${where} ` +
        `(started ${holder.processStartedAt}). Stop it first, or set ANP_DATA_DIR to another folder.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): void;
}

/** Lock files this process holds (a second open in the same process is refused too). */
const held = new Set<string>();

const PROCESS_STARTED_AT = new Date(Date.now() - process.uptime() * 1000);

export function lockPathOf(dataDir: string): string {
  return `${resolve(dataDir)}.lock`;
}

/** On Linux, when the process `pid` started (from /proc), else undefined. */
function linuxStartTime(pid: number): Date | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses): state is field 3,
    // starttime (clock ticks since boot, USER_HZ = 100 on Linux) is field 22.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    const bootLine = readFileSync('/proc/stat', 'utf8')
      .split('\n')
      .find((line) => line.startsWith('btime '));
    const boot = Number(bootLine?.slice(6));
    if (!Number.isFinite(ticks) || !Number.isFinite(boot)) return undefined;
    return new Date(boot * 1000 + ticks * 10);
  } catch {
    return undefined;
  }
}

/** Whether the holder of a lock file is a live process (its own lock counts only if held here). */
export function holderIsAlive(holder: LockHolder, lockPath: string): boolean {
  if (holder.host !== hostname()) return true; // cannot tell: assume it is alive
  if (holder.pid === process.pid) return held.has(lockPath);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false; // ESRCH: gone
  }
  // The pid is taken. If the process behind it started well after the holder did, the pid was
  // reused (after a reboot or a container restart): the lock is stale.
  const started = linuxStartTime(holder.pid);
  const recorded = Date.parse(holder.processStartedAt);
  if (started && Number.isFinite(recorded)) return started.getTime() - recorded < 5_000;
  return true;
}

function readHolder(lockPath: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return undefined;
    return {
      pid: parsed.pid,
      host: parsed.host,
      processStartedAt: String(parsed.processStartedAt ?? 'unknown'),
      lockedAt: String(parsed.lockedAt ?? 'unknown'),
    };
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function tryCreate(lockPath: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(holder));
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Removes a stale lock file, under a short-lived guard file so two processes taking over the same
 * stale lock cannot remove each other's fresh one. Returns false when another process is busy.
 */
function removeStale(lockPath: string, stale: LockHolder | undefined): boolean {
  const guard = `${lockPath}.takeover`;
  let fd: number;
  try {
    fd = openSync(guard, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // A guard left by a process that died during the few microseconds it exists.
    if (ageMs(guard) > 10_000) unlinkSync(guard);
    return false;
  }
  closeSync(fd);
  try {
    const now = readHolder(lockPath);
    if (JSON.stringify(now) === JSON.stringify(stale)) {
      const aside = `${lockPath}.stale-${process.pid}`;
      renameSync(lockPath, aside);
      unlinkSync(aside);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  } finally {
    unlinkSync(guard);
  }
  return true;
}

/**
 * Locks `dataDir` for this process, taking over a stale lock. Throws `DataDirInUseError` at once
 * (no waiting) when a live process holds it.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const lockPath = lockPathOf(dataDir);
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    processStartedAt: PROCESS_STARTED_AT.toISOString(),
    lockedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (held.has(lockPath)) throw new DataDirInUseError(resolve(dataDir), holder);
    if (tryCreate(lockPath, holder)) {
      held.add(lockPath);
      let released = false;
      return {
        path: lockPath,
        release() {
          if (released) return;
          released = true;
          held.delete(lockPath);
          const now = readHolder(lockPath);
          if (now?.pid === holder.pid && now.lockedAt === holder.lockedAt) {
            try {
              unlinkSync(lockPath);
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
            }
          }
        },
      };
    }
    const current = readHolder(lockPath);
    // An unreadable lock younger than a second is being written right now: look again.
    if (current && holderIsAlive(current, lockPath)) {
      throw new DataDirInUseError(resolve(dataDir), current);
    }
    if (!current && ageMs(lockPath) < 1_000) {
      await sleep(20);
      continue;
    }
    if (!removeStale(lockPath, current)) {
      await sleep(20);
    }
  }
  throw new Error(`Could not lock ${resolve(dataDir)}: its lock file ${lockPath} keeps changing.`);
}
