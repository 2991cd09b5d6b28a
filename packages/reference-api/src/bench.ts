/**
 * `npm run bench -w @anp/reference-api`: loads the server with 50 concurrent connections
 * (autocannon) and prints p50/p99 latency and requests per second for the paged account search of
 * the 5,000-account employee and for users/context. Figures only; targets live in the README.
 */
import autocannon from 'autocannon';
import { migrate, openDatabase } from './db/database';
import { seedCore } from './seed/core';
import { buildServer } from './server';
import { testAuth } from './test-support';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);

const db = await openDatabase();
await migrate(db);
const started = Date.now();
await seedCore(db);
console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const { authenticate, tokenFor } = await testAuth();
const app = await buildServer({ db, authenticate, rateLimitPerMinute: 0 });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const [employee] = await db.query<{ id: string }>(
  "SELECT id FROM users WHERE email = 'employee@demo.test'",
);
if (!employee) throw new Error('the employee demo user is missing');
const token = await tokenFor({ id: employee.id, email: 'employee@demo.test' }, '1h');

async function run(title: string, paths: string[]) {
  const result = await autocannon({
    url: address,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { authorization: `Bearer ${token}` },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  const { latency, requests, non2xx } = result;
  console.log(
    `${title.padEnd(44)} p50 ${String(latency.p50).padStart(4)} ms   p99 ${String(latency.p99).padStart(4)} ms   ${Math.round(requests.average).toString().padStart(6)} req/s   non-2xx ${non2xx}`,
  );
}

console.log(`${CONNECTIONS} connections, ${DURATION_S} s each (target: p99 <= 30 ms)`);
await run('users/accounts/paged (5,000 accounts, search)', [
  '/api/users/accounts/paged?limit=200&offset=0&searchTerm=farm',
  '/api/users/accounts/paged?limit=200&offset=200',
  '/api/users/accounts/paged?limit=20&offset=0&searchTerm=co',
  '/api/users/accounts/paged?limit=200&offset=0&region=mx',
]);
await run('users/context', ['/api/users/context']);
await app.close();
await db.close();
