/**
 * `npm run bench -w @anp/reference-api`: starts the API in a child process (seeded demo data, in
 * memory), loads it from this process with 50 concurrent connections (autocannon), and prints
 * p50/p99 latency and requests per second for the paged account search of the 5,000-account
 * employee and for users/context. Figures only; the target is printed beside them.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);

async function serve() {
  const { migrate, openDatabase } = await import('../src/db/database');
  const { seedCore } = await import('../src/db/seed');
  const { buildServer } = await import('../src/server');
  const { testAuth } = await import('../test/auth');
  const db = await openDatabase();
  await migrate(db);
  const started = Date.now();
  await seedCore(db);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const { authenticate, tokenFor } = await testAuth();
  const app = await buildServer({ db, authenticate, rateLimitPerMinute: 0 });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const [employee] = await db.query<{ id: string }>(
    "SELECT id FROM users WHERE email = 'employee@demo.test'",
  );
  if (!employee) throw new Error('the employee demo user is missing');
  const token = await tokenFor({ id: employee.id, email: 'employee@demo.test' }, '1h');
  console.log(JSON.stringify({ address, token, seconds }));
}

async function load() {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1] ?? '', '--serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  const { address, token, seconds } = JSON.parse(line) as {
    address: string;
    token: string;
    seconds: string;
  };
  console.log(
    `server seeded in ${seconds} s; ${CONNECTIONS} connections, ${DURATION_S} s per scenario (target: p99 <= 30 ms)`,
  );
  const run = async (title: string, paths: string[]) => {
    const { latency, requests, non2xx } = await autocannon({
      url: address,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { authorization: `Bearer ${token}` },
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
    console.log(
      `${title.padEnd(46)} p50 ${String(latency.p50).padStart(4)} ms   p99 ${String(latency.p99).padStart(4)} ms   ${Math.round(requests.average).toString().padStart(6)} req/s   non-2xx ${non2xx}`,
    );
  };
  try {
    await run('users/accounts/paged (5,000 accounts, search)', [
      '/api/users/accounts/paged?limit=200&offset=0&searchTerm=farm',
      '/api/users/accounts/paged?limit=200&offset=200',
      '/api/users/accounts/paged?limit=20&offset=0&searchTerm=co',
      '/api/users/accounts/paged?limit=200&offset=0&region=mx',
    ]);
    await run('users/context', ['/api/users/context']);
  } finally {
    child.kill();
  }
}

if (process.argv.includes('--serve')) await serve();
else await load();
