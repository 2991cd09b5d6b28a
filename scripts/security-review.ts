/**
 * `npm run security:review`: a repeatable attack run against the whole stack of `npm start`,
 * started here on its own ports (5473/5474) with the in-memory demo data, through its public
 * origin as a browser's calls go. Real demo users sign in through the OpenID provider; then:
 *
 *  1. cross-account: one customer against every account-scoped route with other customers' ids;
 *  2. SQL injection: the corpus in string parameters of search, filter and lookup routes;
 *  3. XSS: payloads stored and reflected, the pages opened in headless Chromium;
 *  4. upload abuses on the support-case upload;
 *  5. concurrency: 24 submits of one cart at once, 20 cart additions at once;
 *  6. malformed requests, and the 5xx of the whole run.
 *
 * It prints the figures (the ones issue 12's closing note gives) and exits 1 when any attack
 * succeeded, anything was wrongly accepted, duplicated or lost, or any answer was a 5xx. 429s
 * are waited out and counted. Options: --origin <url> reviews a stack already running instead;
 * --port <n>; --sql-spread <n> (parameters per SQL string, default 2); --no-browser.
 */
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { inventory, ownText, signInActor, type Actor } from './security-review/actors';
import { concurrency } from './security-review/concurrency';
import { sqlCorpus, xssCorpus } from './security-review/corpus';
import { crossAccount } from './security-review/cross-account';
import { failing, figureSentence, figureTable, type Figure } from './security-review/figures';
import { Client, Tally } from './security-review/http';
import { malformed } from './security-review/malformed';
import { sqlInjection } from './security-review/sql-injection';
import { startStack } from './security-review/stack';
import { openDraft } from './security-review/support';
import { uploadAbuses } from './security-review/uploads';
import { xss, type XssResult } from './security-review/xss';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const port = Number(option('port') ?? 5473);
const spread = Number(option('sql-spread') ?? 2);
const withBrowser = !args.includes('--no-browser');
/** `--only xss,uploads`: run some phases (for working on one); the figures of the others are 0. */
const only = option('only')?.split(',');
const runs = (phase: string) => !only || only.includes(phase);
const screenshots = option('screenshots');
const REPO_ROOT = new URL('..', import.meta.url).pathname;
/** The size limit of a support-case file (the API's default, 10 MB). */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const given = option('origin');
console.log(
  given ? `Reviewing ${given}` : `Starting the stack of npm start on ${port}/${port + 1}…`,
);
const stack = given ? null : await startStack(port, REPO_ROOT);
const origin = given ?? stack?.origin ?? '';
const tally = new Tally();
const base = new Client(origin, tally, 'anonymous');
const say = (line: string) =>
  console.log(
    `[${seconds().padStart(5)}, ${String(tally.requests).padStart(4)} requests, ${tally.rateLimited} × 429] ${line}`,
  );

let exitCode: number;
try {
  const signInAll = (emails: string[]) => Promise.all(emails.map((e) => signInActor(base, e)));
  const [attacker, gt, kr, employee, ...victimActors] = await signInAll([
    'retailer.us@demo.test',
    'customer.gt@demo.test',
    'customer.kr@demo.test',
    'employee@demo.test',
    'customer.ca@demo.test',
    'customer.mx@demo.test',
    'customer.br@demo.test',
  ]);
  if (!attacker || !gt || !kr || !employee) throw new Error('sign-in failed');
  say(`Signed in ${4 + victimActors.length} demo users through /oidc (authorization code + PKCE)`);
  const attackerText = await ownText(attacker);
  const victims = await Promise.all(victimActors.map((v) => inventory(v, attackerText)));
  say(`Victims: ${victims.map((v) => `${v.email} (${v.markers.length} ids)`).join(', ')}`);

  const phase = async <T>(
    name: string,
    title: string,
    run: () => Promise<T>,
    none: T,
  ): Promise<T> => {
    if (!runs(name)) return none;
    say(title);
    return run();
  };
  const conc = await phase(
    'concurrency',
    'Concurrency: 24 submits of one cart, 20 additions to one cart, all at once…',
    () => concurrency(gt, attacker),
    { submits: 0, ordersPlaced: 0, duplicates: 0, additions: 0, accepted: 0, lost: 0, notes: [] },
  );
  const cross = await phase(
    'cross-account',
    'Cross-account attempts…',
    () =>
      crossAccount({ ...attacker, token: attacker.client.token ?? '' }, victims, {
        headerAccounts: 1,
      }),
    { attempts: 0, successes: 0, details: [], acceptedHeaders: 0 },
  );
  const foreignDraft = await openDraft(attacker.client);
  const uploads = await phase(
    'uploads',
    'Upload abuses…',
    () =>
      uploadAbuses(gt.client, {
        foreignDraftId: foreignDraft,
        maxFileBytes: MAX_FILE_BYTES,
        tally,
      }),
    { abuses: 0, wronglyAccepted: 0, details: [], statuses: {}, notes: [] },
  );
  const sql = await phase(
    'sql',
    'SQL injection…',
    () => sqlInjection(sqlCorpus(), [attacker, kr, employee] as Actor[], victims, { spread }),
    { strings: 0, requests: 0, effects: 0, details: [], wildcards: [] },
  );
  const bad = await phase(
    'malformed',
    'Malformed requests…',
    () => malformed(attacker, foreignDraft),
    {
      sent: 0,
      unexpected: [],
      forwardedTried: 0,
      forwardedHonoured: [],
    },
  );
  let x: XssResult | null = null;
  const executable = withBrowser && runs('xss') ? await findChromium() : null;
  if (executable) {
    say('XSS: storing payloads, then opening the pages in headless Chromium…');
    x = await xss(attacker, xssCorpus(), {
      origin,
      chromium: executable,
      args: CHROMIUM_ARGS,
      password: 'demo',
      ...(screenshots ? { screenshots } : {}),
    });
  } else if (runs('xss'))
    say(
      withBrowser ? 'XSS skipped: no Chromium (set CHROMIUM_PATH)' : 'XSS skipped (--no-browser)',
    );

  const figures: Figure[] = [
    {
      tried: 'cross-account attempts',
      count: cross.attempts,
      failed: 'successes',
      failures: cross.successes,
      note: `${victims.length} victims`,
    },
    {
      tried: 'SQL-injection strings',
      count: sql.strings,
      failed: 'effects',
      failures: sql.effects,
      note: `${sql.requests} requests`,
    },
    ...(x
      ? [
          {
            tried: 'stored and reflected XSS payloads',
            count: x.payloads,
            failed: 'executed',
            failures: x.executed.length,
            note: `${x.stored} stored, ${x.shown} shown, ${x.reflected} reflected, ${x.pages} pages`,
          },
          {
            tried: 'XSS payloads',
            count: x.payloads,
            failed: 'injected as markup',
            failures: x.injected.length,
          },
          {
            tried: 'pages opened',
            count: x.pages,
            failed: 'CSP violations',
            failures: x.cspViolations.length,
          },
        ]
      : []),
    {
      tried: 'upload abuses',
      count: uploads.abuses,
      failed: 'wrongly accepted',
      failures: uploads.wronglyAccepted,
    },
    {
      tried: 'concurrent submits',
      count: conc.submits,
      failed: 'duplicate orders',
      failures: conc.duplicates,
      note: `${conc.ordersPlaced} placed`,
    },
    {
      tried: 'concurrent cart additions',
      count: conc.additions,
      failed: 'lost',
      failures: conc.lost,
      note: `${conc.accepted} accepted`,
    },
    {
      tried: 'forged X-Forwarded-Host requests',
      count: bad.forwardedTried,
      failed: 'honoured',
      failures: bad.forwardedHonoured.length,
    },
    {
      tried: 'malformed requests',
      count: tally.malformed,
      failed: '5xx (whole run)',
      failures: tally.fiveXx.length,
      note: `${tally.requests} requests in all`,
    },
    {
      tried: 'rate-limited answers (429)',
      count: tally.rateLimited,
      failed: 'given up',
      failures: 0,
      note: 'waited out and sent again',
    },
  ];

  const section = (title: string, lines: string[]) => {
    if (lines.length === 0) return;
    console.log(`\n${title}:`);
    for (const line of lines.slice(0, 40)) console.log(`  - ${line}`);
    if (lines.length > 40) console.log(`  … and ${lines.length - 40} more`);
  };
  section('Cross-account successes', cross.details);
  section('SQL-injection effects', sql.details);
  section('LIKE wildcards taken as patterns (not injection)', sql.wildcards);
  section('XSS executions', x?.executed ?? []);
  section('XSS markup injected', x?.injected ?? []);
  section('CSP violations', x?.cspViolations ?? []);
  section('XSS notes', x?.notes ?? []);
  section('Uploads wrongly accepted', uploads.details);
  section('Upload notes', [
    `answers by status: ${JSON.stringify(uploads.statuses)}`,
    ...uploads.notes,
  ]);
  section('Concurrency notes', conc.notes);
  section('Malformed requests answered below 400', bad.unexpected);
  section('Forwarded headers honoured', bad.forwardedHonoured);
  section(
    '5xx answers',
    tally.fiveXx.map((f) => `${f.method} ${f.path}: ${f.status} ${f.body}`),
  );
  console.log(
    `\nSecurity review of ${origin}, ${seconds()}, ${tally.requests} requests (${cross.acceptedHeaders} 2xx to another customer's account header served the caller's own data):\n`,
  );
  console.log(figureTable(figures));
  console.log(`\n${figureSentence(figures)}.`);
  const bad0 = failing(figures);
  console.log(
    bad0.length
      ? `\nFAILED: ${bad0.map((f) => `${f.failures} ${f.failed} (${f.tried})`).join(', ')}`
      : '\nPASSED',
  );
  exitCode = bad0.length ? 1 : 0;
} catch (error) {
  console.error(`The review could not run: ${(error as Error).stack ?? error}`);
  exitCode = 2;
} finally {
  await stack?.stop();
}
process.exit(exitCode);
