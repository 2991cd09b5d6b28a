/**
 * `npm run bench` part: how much 40 concurrent wrong sign-ins slow an unrelated API call (issue 12).
 * The API runs in a child process over the test fixture with a route that checks a password the
 * way the sign-in page does: `before` with the old `scryptSync` check (same parameters), `after`
 * with the sign-in service itself (`attemptSignIn`: asynchronous scrypt and the failure count).
 * Each round fires 40 wrong sign-ins for 40 different addresses (each one is hashed; the same
 * address would soon be refused unhashed by its delay), then, 5 ms later, GET users/context of a
 * signed-in user, and times that call. Prints figures; never fails on timing.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

const SIGN_INS = 40;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
type Mode = 'before' | 'after';

async function serve(mode: Mode) {
  const { scryptSync, timingSafeEqual } = await import('node:crypto');
  const { buildServer } = await import('../packages/reference-api/src/server');
  const { attemptSignIn } = await import('../packages/reference-api/src/auth/sign-in');
  const { hashPassword } = await import('../packages/reference-api/src/auth/password');
  const { fixtureDb } = await import('../packages/reference-api/test/fixture-db');
  const { testAuth } = await import('../packages/reference-api/test/auth');
  const db = await fixtureDb();
  const { authenticate, tokenFor } = await testAuth();
  const app = await buildServer({ db, authenticate, rateLimitPerMinute: 0 });
  const dummy = await hashPassword('not-a-real-password');
  /** The check of the old sign-in page: scryptSync on the event loop. */
  const verifySync = (password: string, stored: string) => {
    const [, saltHex = '', hashHex = ''] = stored.split('$');
    const expected = Buffer.from(hashHex, 'hex');
    const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length);
    return timingSafeEqual(actual, expected);
  };
  app.post<{ Body: { email: string; password: string } }>(
    '/bench/sign-in',
    { config: { public: true } },
    async (request) => {
      const { email, password } = request.body;
      if (mode === 'before') {
        const [user] = await db.query<{ password_hash: string }>(
          'SELECT password_hash FROM users WHERE lower(email) = lower($1)',
          [email],
        );
        return { ok: verifySync(password, user?.password_hash ?? dummy) };
      }
      return { ok: (await attemptSignIn(db, email, password)).kind === 'signedIn' };
    },
  );
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(JSON.stringify({ address, token: await tokenFor({ id: 'u-a' }, '1h') }));
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

async function measure(mode: Mode) {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1] ?? '', mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
    const { address, token } = JSON.parse(line) as { address: string; token: string };
    const unrelated = async () => {
      const started = performance.now();
      const reply = await fetch(`${address}/api/users/context`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await reply.arrayBuffer();
      if (!reply.ok) throw new Error(`users/context answered ${reply.status}`);
      return performance.now() - started;
    };
    let round = 0;
    const signIn = (i: number) =>
      fetch(`${address}/bench/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `guess-${round}-${i}@example.com`, password: 'wrong' }),
      }).then((reply) => reply.arrayBuffer());
    for (let i = 0; i < 5; i += 1) await unrelated(); // warm-up
    const idle: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) idle.push(await unrelated());
    const busy: number[] = [];
    const whole: number[] = [];
    for (round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const storm = Promise.all(Array.from({ length: SIGN_INS }, (_, i) => signIn(i)));
      await new Promise((resolve) => setTimeout(resolve, 5));
      busy.push(await unrelated());
      await storm;
      whole.push(performance.now() - started);
    }
    console.log(
      `${mode.padEnd(7)} users/context alone: median ${ms(median(idle))}   during ${SIGN_INS} wrong sign-ins: median ${ms(median(busy))}, max ${ms(Math.max(...busy))}   (the ${SIGN_INS} sign-ins took ${ms(median(whole))})`,
    );
  } finally {
    child.kill();
  }
}

const serveMode = process.argv[2];
if (serveMode === 'before' || serveMode === 'after') await serve(serveMode);
else {
  console.log(
    `sign-in: latency of an unrelated call (users/context) during ${SIGN_INS} concurrent wrong sign-ins, ${ROUNDS} rounds (target: not delayed by the hashing)`,
  );
  await measure('before');
  await measure('after');
}
