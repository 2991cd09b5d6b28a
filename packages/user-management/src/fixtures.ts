<<<<<<< HEAD
import type { Account, UserContext } from '@anp/contract';
import type { FakeRoutes } from '@anp/core/testing';
import type { BulkCheck, BulkJob, BulkRowError, CallerPermissions } from '@anp/core/services/users';

/** Test and story data: a US feed retailer's account and context. */
export const ACCOUNT: Account = {
  id: '001Dm00001',
  sfid: '001Dm00001',
  fullname: 'Prairie Feed & Supply',
  shortname: 'Prairie Feed & Supply',
  customerName2: null,
  contactPerson: null,
  soldToCode: '0010100012',
  fullSoldToCode: '0010100012US10',
  globalId: 'G200000001',
  region: 'us',
  businessUnit: 'feed',
  salesOrg: 'US10',
  externalRefId: '0010100012_US10_10_00',
  sourceSystem: 'SAP',
  showTag: null,
  selected: true,
  isPrimary: true,
  accountNumber: '0010100012',
  accountExternalId: '0010100012_US10_10_00',
  soldToExternalId: '0010100012US10',
  name: 'Prairie Feed & Supply',
  address: '',
  label: 'Prairie Feed & Supply (0010100012)',
};

export function contextWith(account: Account | null): UserContext {
  return {
    userType: 'External',
    oktaId: 'u-1',
    locale: 'en_US',
    businessUnit: account?.businessUnit ?? null,
    beta: false,
    tncAccepted: true,
    user: {
      id: 'u-1',
      userId: 'u-1',
      contactId: '003Dm1',
      contactSource: 'CRM',
      userType: 'External',
      customerType: 'Retailer',
      firstName: 'Dale',
      lastName: 'Jensen',
      email: 'dale@demo.test',
      phone: null,
      mobile: null,
      status: 'Active',
      language: 'en',
      locale: 'en_US',
      country: 'us',
      currency: 'USD',
      timeZone: 'America/Chicago',
      businessUnit: account?.businessUnit ?? null,
      groups: [],
      roles: [],
      permissions: [],
    },
    selectedAccount: account,
    regions: [{ fullname: 'United States', shortname: 'us', selected: true }],
    accountCount: account ? 1 : 0,
  };
}

export * from './user-editor/fixtures';

// ---------------------------------------------------------------------------------------------
// <anp-bulk-users>: a reference-API-shaped fake of users/permissions and users/bulk/*.

/** The admin demo persona's rights (admin@demo.test). */
export const ADMIN_PERMISSIONS: CallerPermissions = {
  groups: ['DXP_CAN_AccGrp_User_Management'],
  permissions: ['create_new_user', 'user_reporting'],
  canManageUsers: true,
  canCreateUsers: true,
  canReportUsers: true,
};

const bulkError = (
  line: number,
  column: string | null,
  code: string,
  message: string,
  value: string | null,
): BulkRowError => ({ line, column, code, message, value });

/**
 * The dry run's answer for a file: names choose the case. `*errors*`: 10 rows, 3 with errors
 * (unknown account, duplicate e-mail in the file, bad role, another market's primary; an existing
 * e-mail too when `mode` is create-only); `*many*`: 5,000 rows, 45 with errors (the table pages);
 * `*empty*`: no rows; any other name: 12 valid rows (8 to create, 4 to update).
 */
export function bulkCheckFor(fileName: string, mode: string | null = 'upsert'): BulkCheck {
  const base = { uploadId: `up-${fileName.replace(/[^A-Za-z0-9]/g, '')}`, fileName };
  if (/empty/i.test(fileName))
    return {
      ...base,
      rowCount: 0,
      validCount: 0,
      createCount: 0,
      updateCount: 0,
      errorCount: 0,
      errors: [],
    };
  if (/many/i.test(fileName)) {
    const errors = Array.from({ length: 45 }, (_, i) =>
      bulkError(
        100 * (i + 1),
        'accounts',
        'UNKNOWN_ACCOUNT',
        `No account has the sold-to code 99${String(i).padStart(6, '0')}.`,
        `99${String(i).padStart(6, '0')}`,
      ),
    );
    return {
      ...base,
      rowCount: 5000,
      validCount: 4955,
      createCount: 4100,
      updateCount: 855,
      errorCount: 45,
      errors,
    };
  }
  if (/errors/i.test(fileName)) {
    const errors = [
      bulkError(
        3,
        'accounts',
        'UNKNOWN_ACCOUNT',
        'No account has the sold-to code 0099999999.',
        '0099999999',
      ),
      bulkError(
        5,
        'email',
        'DUPLICATE_EMAIL',
        'This e-mail is also on line 2 of the file.',
        'ana.ruiz@demo.test',
      ),
      bulkError(
        5,
        'role',
        'BAD_ROLE',
        'Unknown role "Boss": use a role code of the market.',
        'Boss',
      ),
      bulkError(
        8,
        'accounts',
        'WRONG_MARKET',
        'The primary account 0020200044 belongs to the Mexico market: add this user in Mexico.',
        '0020200044',
      ),
    ];
    if (mode === 'create-only')
      errors.push(
        bulkError(
          9,
          'email',
          'EMAIL_EXISTS',
          'A user with this e-mail already exists.',
          'dale@demo.test',
        ),
      );
    const errorCount = new Set(errors.map((e) => e.line)).size;
    return {
      ...base,
      rowCount: 10,
      validCount: 10 - errorCount,
      createCount: mode === 'create-only' ? 10 - errorCount : 5,
      updateCount: mode === 'create-only' ? 0 : 10 - errorCount - 5,
      errorCount,
      errors,
    };
  }
  return {
    ...base,
    rowCount: 12,
    validCount: 12,
    createCount: mode === 'create-only' ? 12 : 8,
    updateCount: mode === 'create-only' ? 0 : 4,
    errorCount: 0,
    errors: [],
  };
}

/**
 * The bulk upload's routes over a fake backend: permissions, template, the dry run (by file
 * name, see bulkCheckFor), apply and a job that moves a third of its rows each time it is asked.
 * `steps` sets how many polls the job takes.
 */
/** Jobs the fake backend answers for (ids job-1 to job-20). */
const MAX_FAKE_JOBS = 20;

export function bulkUsersRoutes(options: { steps?: number } = {}): FakeRoutes {
  const steps = options.steps ?? 3;
  const checks = new Map<string, BulkCheck>();
  const jobs = new Map<string, { job: BulkJob; check: BulkCheck }>();
  return {
    'GET users/permissions': () => ADMIN_PERMISSIONS,
    'GET users/bulk/template': (call) =>
      `email,firstName,lastName (${call.query.get('format') ?? 'csv'})`,
    'POST users/bulk/validate': (call) => {
      const form = call.body as FormData;
      const file = form.get('file');
      const name = file instanceof File ? file.name : 'users.csv';
      if (/header/i.test(name))
        return {
          status: 400,
          body: {
            code: 'VALIDATION',
            message: 'The first row is not the template\u2019s: the column "email" is missing.',
          },
        };
      const mode = form.get('mode');
      const check = bulkCheckFor(name, typeof mode === 'string' ? mode : null);
      checks.set(check.uploadId, check);
      return check;
    },
    'POST users/bulk/apply': (call) => {
      const { uploadId } = call.body as { uploadId: string };
      const check = checks.get(uploadId);
      if (!check)
        return {
          status: 404,
          body: { code: 'BULK_UPLOAD_EXPIRED', message: 'The checked file is no longer kept.' },
        };
      const job: BulkJob = {
        jobId: `job-${jobs.size + 1}`,
        status: 'running',
        total: check.validCount,
        processed: 0,
        created: 0,
        updated: 0,
        refused: 0,
        message: null,
      };
      jobs.set(job.jobId, { job, check });
      return job;
    },
    // The fake backend knows routes by their exact path: the first jobs' ids are listed.
    ...Object.fromEntries(
      Array.from({ length: MAX_FAKE_JOBS }, (_, i) => `job-${i + 1}`).flatMap((id) => [
        [
          `GET users/bulk/jobs/${id}`,
          () => {
            const entry = jobs.get(id);
            if (!entry) return { status: 404, body: { code: 'NOT_FOUND', message: 'No job' } };
            const { job, check } = entry;
            const processed = Math.min(job.total, job.processed + Math.ceil(job.total / steps));
            const done = processed >= job.total;
            // One valid row is refused when saved (someone took its e-mail meanwhile).
            const refused = done && job.total > 1 ? 1 : 0;
            const updated = done ? Math.min(check.updateCount, job.total - refused) : 0;
            entry.job = {
              ...job,
              processed,
              status: done ? 'done' : 'running',
              created: done ? job.total - refused - updated : 0,
              updated,
              refused,
            };
            return entry.job;
          },
        ],
        [`GET users/bulk/jobs/${id}/result`, () => `email,outcome (${id})`],
      ]),
    ),
  };
}
=======
/** Test and story data of the package's elements, shaped by @anp/contract's user-admin routes. */
export { ADMIN_PERMISSIONS } from './fixtures/permissions';
>>>>>>> 0499ba6fffc426963c3e61b3b1dfccc387579005
export * from './user-list/fixtures';
export * from './user-editor/fixtures';
export * from './bulk-users/fixtures';
