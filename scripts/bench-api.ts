/**
 * `npm run bench` part: the reference API's figures on the whole demo data, in this process, on
 * the database the tests use (PGlite in memory), and the data table's window arithmetic:
 * - seeding the core demo data (`seedCore`): target well under 30 s;
 * - paging the orders and memos of the employee's biggest account (`orders/ordersandmemos`,
 *   through the server's own request handling, no network): target under 200 ms a page;
 * - finding the visible window of 100,000 rows of mixed heights 1,000 times (`visibleRange` of
 *   @anp/ui's data table): target under 200 ms for the 1,000.
 * These were timed assertions in the tests (issue 14: no timed tests); the tests keep what they
 * prove besides time. Prints figures; never fails on timing.
 */
import { migrate, openDatabase } from '../packages/reference-api/src/db/database';
import { seedCore } from '../packages/reference-api/src/db/seed';
import { buildServer } from '../packages/reference-api/src/server';
import { testAuth } from '../packages/reference-api/test/auth';
import { createLayout, visibleRange } from '../packages/ui/src/data-table/virtual';
import { median } from './bench-support.ts';

const RUNS = Number(process.env.BENCH_ROUNDS ?? 7);
// The same days as the tests that prove the data (seed.test.ts, journeys.test.ts).
const TODAY = new Date('2026-11-16T00:00:00Z');
const NOW = new Date('2026-11-16T15:00:00Z');
const ms = (value: number) => `${value.toFixed(1)} ms`;

// 1. The data table's window over 100,000 rows (pure arithmetic, no DOM).
{
  const large = createLayout(
    100_000,
    48,
    Array.from({ length: 50 }, (_, i) => ({ index: i * 1999, height: 150 })),
  );
  for (let i = 0; i < 1000; i += 1) visibleRange(large, i * 4000, 600, 6); // warm-up
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    for (let i = 0; i < 1000; i += 1) visibleRange(large, i * 4000, 600, 6);
    runs.push(performance.now() - started);
  }
  console.log(
    `data table window: 1,000 visibleRange look-ups over 100,000 rows, median ${ms(median(runs))} (max ${ms(Math.max(...runs))}; target < 200 ms)`,
  );
}

// 2. Seeding the core demo data.
const db = await openDatabase();
try {
  await migrate(db);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const summary = await seedCore(db, { today: TODAY });
  const seeded = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  // The CPU time says how much of the wall time was this process's work on a shared machine.
  console.log(
    `seedCore (PGlite in memory): ${(seeded / 1000).toFixed(1)} s, CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (target well under 30 s) for ${summary.accounts} accounts, ${summary.orders} orders, ${summary.orderLines} order lines, ${summary.memos} memos`,
  );

  // 3. The orders list of the employee's biggest account.
  const auth = await testAuth();
  const app = await buildServer({
    db,
    authenticate: auth.authenticate,
    rateLimitPerMinute: 0,
    now: () => NOW,
  });
  try {
    await app.ready();
    const [biggest] = await db.query<{ account_id: string; n: number }>(
      `SELECT account_id, count(*)::int AS n FROM (
         SELECT account_id FROM orders UNION ALL SELECT account_id FROM memos) x
        WHERE account_id IN (SELECT account_id FROM user_accounts WHERE user_id = 'u-employee')
        GROUP BY account_id ORDER BY n DESC LIMIT 1`,
    );
    const token = await auth.tokenFor({ id: 'u-employee' });
    const headers = {
      authorization: `Bearer ${token}`,
      'x-account-id': biggest?.account_id ?? '',
    };
    console.log(
      `orders/ordersandmemos of the employee's biggest account (${biggest?.n ?? 0} orders and memos), median of ${RUNS} (target < 200 ms a page):`,
    );
    for (const query of [
      'limit=50',
      'limit=50&offset=200',
      'limit=100&sort=amount',
      'limit=50&status=Invoiced,Open&from=2025-01-01&to=2026-06-30',
      'limit=50&search=4000',
      'limit=50&kind=memo&sort=orderNumber&direction=asc',
    ]) {
      const runs: number[] = [];
      for (let i = 0; i <= RUNS; i += 1) {
        const begun = performance.now();
        const res = await app.inject({
          method: 'GET',
          url: `/api/orders/ordersandmemos?${query}`,
          headers,
        });
        if (res.statusCode !== 200) throw new Error(`${query} answered ${res.statusCode}`);
        if (i > 0) runs.push(performance.now() - begun); // the first run warms the query up
      }
      console.log(
        `  ${query.padEnd(60)} median ${ms(median(runs)).padStart(9)}  max ${ms(Math.max(...runs)).padStart(9)}`,
      );
    }
  } finally {
    await app.close();
  }
} finally {
  await db.close();
}
process.exit(0);
