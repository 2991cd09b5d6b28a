/**
 * Bench of the bulk user upload (issue 15): a file of 5,000 rows validated by the reference API
 * (POST users/bulk/validate, the dry run), as CSV and as XLSX, then applied (the job saving
 * every valid row), and the medians of the users list and the account options. The database holds the fixture plus 6,000 accounts and the 300 managed
 * users, about the size of the demo data's. Target: the dry run of 5,000 rows under 10 s.
 * Prints the figures; `npm run bench` runs it.
 */
import { seedManagedUsers } from '../packages/reference-api/src/db/seed';
import { tableFile } from '../packages/reference-api/src/user-admin/files';
import { BULK_COLUMNS } from '../packages/contract/src/user-admin';
import {
  insertAccounts,
  multipartBody,
  userAdminTestServer,
} from '../packages/reference-api/test/index';

const ROWS = 5_000;
const TARGET_MS = 10_000;

const server = await userAdminTestServer();
const { db, app } = server;
const accounts = Array.from({ length: 6_000 }, (_, i) => ({
  id: `acc-bench-${i}`,
  name: `Bench Farm ${i}`,
  soldToCode: String(7_000_000_000 + i),
  region: i % 3 === 0 ? 'mx' : 'us',
}));
await insertAccounts(db, accounts);
await seedManagedUsers(db);
const token = await server.tokenFor({ id: 'u-admin' });

// Every 50th row has a mistake (unknown account, bad role or another market's primary).
const usCodes = accounts.filter((a) => a.region === 'us').map((a) => a.soldToCode);
const rows = Array.from({ length: ROWS }, (_, i) => {
  const us = (k: number) => usCodes[(i * 2 + k) % usCodes.length] ?? '';
  const mistake = i % 50 === 49 ? i % 3 : -1;
  return [
    `bench.user${i}@example.com`,
    'Bench',
    `User ${i}`,
    '+1 515-555-0100',
    '',
    'en',
    'us',
    'Customer',
    mistake === 1 ? 'Astronaut' : 'Retailer',
    'feed',
    mistake === 0 ? '9999999999' : mistake === 2 ? `7000000000;${us(0)}` : `${us(0)};${us(1)}`,
    'DXP_CAN_AccGrp_Purchase_Products',
  ];
});
const table = [[...BULK_COLUMNS], ...rows];

async function validate(file: Buffer, name: string) {
  const { payload, headers } = multipartBody([{ name: 'file', filename: name, value: file }]);
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/bulk/validate?lang=en',
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload,
  });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return { ms, check: res.json<{ uploadId: string; validCount: number; errorCount: number }>() };
}

/** Median of 7 runs of a GET, in ms. */
async function medianOf(url: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 7; run += 1) {
    const started = performance.now();
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[3] ?? 0;
}
const listMs = await medianOf('/api/users/list?search=a&sort=lastSignIn&order=desc&offset=25');
const accountsMs = await medianOf('/api/users/account/list/paged?searchText=farm&offset=100');

const csv = await tableFile('csv', 'Users', table);
const xlsx = await tableFile('xlsx', 'Users', table);
const fromCsv = await validate(csv, 'users.csv');
const fromXlsx = await validate(xlsx, 'users.xlsx');

const applyStarted = performance.now();
const started = await app.inject({
  method: 'POST',
  url: '/api/users/bulk/apply',
  headers: { authorization: `Bearer ${token}` },
  payload: { uploadId: fromCsv.check.uploadId },
});
const { jobId } = started.json<{ jobId: string }>();
let job: { status: string; created: number; refused: number };
do {
  await new Promise((resolve) => setTimeout(resolve, 50));
  job = (
    await app.inject({
      method: 'GET',
      url: `/api/users/bulk/jobs/${jobId}`,
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
} while (job.status === 'running');
const applyMs = performance.now() - applyStarted;

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`Bulk user upload, ${ROWS} rows (target: the dry run under ${s(TARGET_MS)}):`);
console.log(
  `  dry run CSV:  ${s(fromCsv.ms)} (${csv.length} bytes; ${fromCsv.check.validCount} valid, ${fromCsv.check.errorCount} with errors)${fromCsv.ms > TARGET_MS ? '  OVER TARGET' : ''}`,
);
console.log(
  `  dry run XLSX: ${s(fromXlsx.ms)} (${xlsx.length} bytes; ${fromXlsx.check.validCount} valid, ${fromXlsx.check.errorCount} with errors)${fromXlsx.ms > TARGET_MS ? '  OVER TARGET' : ''}`,
);
console.log(
  `  apply (job):  ${s(applyMs)} (${job.status}: ${job.created} created, ${job.refused} refused)`,
);
console.log(
  `  users/list (search, sort, page 2) median ${listMs.toFixed(1)} ms; users/account/list/paged (search, offset 100) median ${accountsMs.toFixed(1)} ms`,
);
await app.close();
await db.close();
