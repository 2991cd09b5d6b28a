/**
 * `npm run bench` part (issue 17): the time to check 500 quick order lines against the reference
 * API (POST cart/quickorder/check through the server's own request handling, no network), on the
 * test fixture's database (PGlite in memory) with a customer material number per fifth line and
 * an unknown reference per tenth. Target under 2 s. Prints figures; never fails on timing.
 */
import { insertRows } from '../packages/reference-api/src/db/database';
import { testServer } from '../packages/reference-api/test/test-server';
import { median } from './bench-support.ts';

const RUNS = Number(process.env.BENCH_ROUNDS ?? 7);
const ms = (value: number) => `${value.toFixed(1)} ms`;

const { app, db, tokenFor } = await testServer();
try {
  await insertRows(
    db,
    'customer_materials',
    ['account_id', 'material_number', 'sku'],
    [
      ['acc-u-a-0', 'RT-1001', '100001'],
      ['acc-u-a-0', 'RT-1004', '100004'],
    ],
  );
  const skus = ['100001', '100002', '100003', '100004', '100005'];
  const lines = Array.from({ length: 500 }, (_, i) => ({
    reference: i % 10 === 9 ? `UNKNOWN-${i}` : i % 5 === 0 ? 'rt-1004' : skus[i % skus.length]!,
    quantity: i % 7 === 0 ? 7 : 50,
  }));
  const headers = {
    authorization: `Bearer ${await tokenFor({ id: 'u-a' })}`,
    'x-account-id': 'acc-u-a-0',
  };
  const check = () =>
    app.inject({ method: 'POST', url: '/api/cart/quickorder/check', headers, payload: { lines } });
  const first = await check(); // warm-up (route compilation, first queries)
  if (first.statusCode !== 200)
    throw new Error(`check answered ${first.statusCode}: ${first.body}`);
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const res = await check();
    runs.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`check answered ${res.statusCode}`);
  }
  console.log(
    `quick order: cart/quickorder/check of 500 lines, median of ${RUNS} ${ms(median(runs))} (max ${ms(Math.max(...runs))}; target < 2 s)`,
  );
} finally {
  await app.close();
}
