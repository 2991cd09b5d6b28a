/**
 * A shutdown that lets running requests finish, within a time limit, and then closes the database
 * cleanly (which releases the embedded data directory's lock).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database';

export interface CloseOptions {
  /**
   * How long running requests may take to finish once the server stops accepting new ones; then
   * their connections are cut. Default 10 000 ms.
   */
  timeoutMs?: number;
  /** How long the database then has to close cleanly. Default 5 000 ms. */
  databaseTimeoutMs?: number;
}

export interface CloseReport {
  /** True when requests were still running at the time limit and their connections were cut. */
  forced: boolean;
  /**
   * False when the database had not closed within its limit (a request cut in the middle of a
   * transaction holds it): its lock then stays until this process exits, and goes stale.
   */
  databaseClosed: boolean;
}

const within = <T>(promise: Promise<T>, ms: number): Promise<boolean> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(false), ms);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

/**
 * Stops `app` accepting connections (requests on kept-alive ones get 503), waits up to `timeoutMs`
 * for the running requests, cuts whatever connections are left, then closes `db`.
 */
export async function closeGracefully(
  // The server's own type parameters do not matter here: only close() and the Node server are used.
  app: Pick<FastifyInstance, 'close' | 'server'>,
  db: Pick<Db, 'close'>,
  { timeoutMs = 10_000, databaseTimeoutMs = 5_000 }: CloseOptions = {},
): Promise<CloseReport> {
  const appClosed = app.close();
  // A request that finishes during close leaves its kept-alive connection open (a proxy's
  // connections are), and the server would wait for it until the limit: close those as they idle.
  const idle = setInterval(() => app.server.closeIdleConnections(), 50);
  let forced = false;
  try {
    if (!(await within(appClosed, timeoutMs))) {
      forced = true;
      app.server.closeAllConnections();
      await appClosed;
    }
  } finally {
    clearInterval(idle);
  }
  const databaseClosed = await within(db.close(), databaseTimeoutMs);
  return { forced, databaseClosed };
}
