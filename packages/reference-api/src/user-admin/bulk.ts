/**
 * The bulk upload's dry run (bulkusermanagement, shell-and-admin.md §2 "User management"): every
 * row of the file checked against the database read once (the users' e-mails, the accounts by
 * sold-to code), with its line number, column, code and message in the caller's language. Rows
 * that pass are kept, normalised, for apply.
 */
import { BULK_COLUMNS, type BulkColumn, type BulkRowError } from '@anp/contract';
import { GROUPS, associationProblems, wrongMarketMessage } from '@anp/rules';
import { marketOrNull } from '../markets';
import type { FileRow } from './files';
import type { Q } from './sql';
import { BUSINESS_UNITS, GROUP_OPTIONS, KEY_OPTIONS, ROLES } from './options';
import { TEXTS, fill, type Lang } from './texts';

export type BulkMode = 'create-only' | 'upsert';

/** A checked row, ready to save. */
export interface ReadyRow {
  line: number;
  /** The user it updates, or null to create one. */
  userId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  mobile: string | null;
  language: 'en' | 'es' | 'pt' | 'ko';
  country: string;
  userType: 'Internal' | 'External' | 'Customer';
  role: string | null;
  businessUnit: string | null;
  accounts: { accountId: string; isPrimary: boolean }[];
  groups: string[];
  permissions: string[];
}

/** A row left out of apply, for the result file. */
export interface SkippedRow {
  line: number;
  email: string;
  code: string;
  message: string;
}

export interface DryRun {
  rowCount: number;
  ready: ReadyRow[];
  skipped: SkippedRow[];
  errors: BulkRowError[];
  errorCount: number;
}

/** The most rows a file may hold. */
export const MAX_BULK_ROWS = 10_000;
/** The most errors a dry run lists (errorCount still counts every row). */
export const MAX_LISTED_ERRORS = 1_000;

export class BulkFileError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+()./ -]*$/;
const LANGS = new Set(['en', 'es', 'pt', 'ko']);
const USER_TYPES = new Set(['Internal', 'External', 'Customer']);
const REQUIRED: readonly BulkColumn[] = [
  'email',
  'firstName',
  'lastName',
  'language',
  'country',
  'userType',
];

/** Where each template column is in the file, from its first row (names case-insensitive). */
function columnsOf(header: readonly string[], lang: Lang): Record<BulkColumn, number> {
  const index = new Map(header.map((name, i) => [name.trim().toLowerCase(), i]));
  const missing = BULK_COLUMNS.filter((c) => !index.has(c.toLowerCase()));
  if (missing.length > 0)
    throw new BulkFileError(fill(TEXTS[lang].badHeader, { value: missing.join(', ') }));
  return Object.fromEntries(
    BULK_COLUMNS.map((c) => [c, index.get(c.toLowerCase()) ?? -1]),
  ) as Record<BulkColumn, number>;
}

const splitList = (cell: string) =>
  cell
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);

/** What the dry run reads from the database, once per file. */
export interface Lookups {
  /** Existing users by lower-cased e-mail. */
  users: Map<string, { id: string }>;
  /** Accounts by sold-to code (a code may repeat across markets). */
  accounts: Map<string, { id: string; region: string }[]>;
}

export async function loadLookups(db: Q): Promise<Lookups> {
  const [userRows, accountRows] = await Promise.all([
    db.query<{ id: string; email: string }>('SELECT id, lower(email) AS email FROM users'),
    db.query<{ id: string; sold_to_code: string; region: string }>(
      'SELECT id, sold_to_code, region FROM accounts ORDER BY id',
    ),
  ]);
  const accounts = new Map<string, { id: string; region: string }[]>();
  for (const a of accountRows) {
    const list = accounts.get(a.sold_to_code.toLowerCase()) ?? [];
    list.push({ id: a.id, region: a.region });
    accounts.set(a.sold_to_code.toLowerCase(), list);
  }
  return { users: new Map(userRows.map((u) => [u.email, { id: u.id }])), accounts };
}

/** Checks every row of a file (the header first); nothing is saved. */
export function dryRun(
  rows: readonly FileRow[],
  lookups: Lookups,
  mode: BulkMode,
  lang: Lang,
): DryRun {
  const t = TEXTS[lang];
  const [header, ...data] = rows;
  if (!header || data.length === 0) throw new BulkFileError(t.emptyFile);
  if (data.length > MAX_BULK_ROWS)
    throw new BulkFileError(fill(t.tooManyRows, { value: MAX_BULK_ROWS }));
  const at = columnsOf(header.cells, lang);
  const firstLineOf = new Map<string, number>();
  const errors: BulkRowError[] = [];
  const ready: ReadyRow[] = [];
  const skipped: SkippedRow[] = [];
  let errorCount = 0;

  for (const row of data) {
    const cell = (c: BulkColumn) => row.cells[at[c]]?.trim() ?? '';
    const rowErrors: BulkRowError[] = [];
    const fail = (column: BulkColumn | null, code: string, message: string, value: string | null) =>
      rowErrors.push({ line: row.line, column, code, message, value });

    for (const c of REQUIRED) if (cell(c) === '') fail(c, 'REQUIRED', t.required, null);
    const email = cell('email');
    const key = email.toLowerCase();
    const existing = lookups.users.get(key);
    if (email !== '') {
      if (!EMAIL.test(email) || email.length > 254) fail('email', 'INVALID', t.invalid, email);
      else if (firstLineOf.has(key))
        fail(
          'email',
          'DUPLICATE_EMAIL',
          fill(t.duplicateEmail, { value: firstLineOf.get(key) ?? 0 }),
          email,
        );
      else if (existing && mode === 'create-only')
        fail('email', 'EMAIL_EXISTS', t.emailExists, email);
      if (!firstLineOf.has(key)) firstLineOf.set(key, row.line);
    }
    for (const c of ['firstName', 'lastName'] as const)
      if (cell(c).length > 80) fail(c, 'INVALID', t.invalid, cell(c));
    for (const c of ['phone', 'mobile'] as const)
      if (cell(c).length > 40 || !PHONE.test(cell(c))) fail(c, 'INVALID', t.invalid, cell(c));
    const language = cell('language').toLowerCase();
    if (language !== '' && !LANGS.has(language))
      fail('language', 'INVALID', t.invalid, cell('language'));
    const country = cell('country').toLowerCase();
    if (country !== '' && !marketOrNull(country))
      fail('country', 'INVALID', t.invalid, cell('country'));
    const userType = cell('userType');
    const typeOk = USER_TYPES.has(userType);
    if (userType !== '' && !typeOk) fail('userType', 'INVALID', t.invalid, userType);
    const role = cell('role');
    if (role !== '') {
      const spec = ROLES.find((r) => r.code.toLowerCase() === role.toLowerCase());
      if (!spec || (typeOk && !spec.userTypes.includes(userType as 'Internal')))
        fail('role', 'BAD_ROLE', fill(t.badRole, { value: role }), role);
    }
    const unit = cell('businessUnit').toLowerCase();
    if (unit !== '' && !BUSINESS_UNITS.some((b) => b.code === unit))
      fail(
        'businessUnit',
        'BAD_BUSINESS_UNIT',
        fill(t.badBusinessUnit, { value: cell('businessUnit') }),
        cell('businessUnit'),
      );

    const groups: string[] = [];
    const keys: string[] = [];
    for (const code of splitList(cell('permissions'))) {
      const group = GROUP_OPTIONS.find((g) => g.code.toLowerCase() === code.toLowerCase());
      const k = KEY_OPTIONS.find((o) => o.code.toLowerCase() === code.toLowerCase());
      if (group) groups.push(group.code);
      else if (k) keys.push(k.code);
      else fail('permissions', 'BAD_PERMISSION', fill(t.badPermission, { value: code }), code);
    }

    // Accounts: sold-to codes, the first one primary; the account of the row's market when a
    // code exists in several.
    const accounts: { accountId: string; isPrimary: boolean }[] = [];
    const markets: Record<string, string> = {};
    const codeOf = new Map<string, string>();
    splitList(cell('accounts')).forEach((code, index) => {
      const found = lookups.accounts.get(code.toLowerCase());
      if (!found) {
        fail('accounts', 'UNKNOWN_ACCOUNT', fill(t.unknownAccount, { account: code }), code);
        return;
      }
      const account = found.find((a) => a.region === country) ?? found[0]!;
      accounts.push({ accountId: account.id, isPrimary: index === 0 });
      markets[account.id] = account.region;
      codeOf.set(account.id, code);
    });
    if (accounts.length > 0 && !accounts.some((a) => a.isPrimary)) accounts[0]!.isPrimary = true;
    if (
      !rowErrors.some((e) => e.column === 'accounts') &&
      country !== '' &&
      marketOrNull(country)
    ) {
      for (const problem of associationProblems({
        accounts,
        userMarket: country,
        accountMarkets: markets,
        isAdmin: groups.includes(GROUPS.userManagement),
      })) {
        const value =
          'accountId' in problem
            ? (codeOf.get(problem.accountId) ?? null)
            : cell('accounts') || null;
        const message =
          problem.code === 'WRONG_MARKET'
            ? wrongMarketMessage(problem.market, lang)
            : problem.code === 'DUPLICATE_ASSOCIATION'
              ? fill(t.duplicateAssociation, { account: value ?? '' })
              : problem.code === 'MIN_SELECTION'
                ? t.minSelection
                : problem.code === 'PRIMARY_REQUIRED'
                  ? t.primaryRequired
                  : fill(t.unknownAccount, { account: value ?? '' });
        fail('accounts', problem.code, message, value);
      }
    }

    if (rowErrors.length > 0) {
      errorCount += 1;
      for (const e of rowErrors) if (errors.length < MAX_LISTED_ERRORS) errors.push(e);
      skipped.push({
        line: row.line,
        email,
        code: rowErrors[0]!.code,
        message: rowErrors.map((e) => `${e.column ?? ''}: ${e.message}`).join(' '),
      });
      continue;
    }
    ready.push({
      line: row.line,
      userId: existing?.id ?? null,
      email,
      firstName: cell('firstName'),
      lastName: cell('lastName'),
      phone: cell('phone') || null,
      mobile: cell('mobile') || null,
      language: language as ReadyRow['language'],
      country,
      userType: userType as ReadyRow['userType'],
      role: ROLES.find((r) => r.code.toLowerCase() === role.toLowerCase())?.code ?? null,
      businessUnit: unit || null,
      accounts,
      groups,
      permissions: keys,
    });
  }
  return { rowCount: data.length, ready, skipped, errors, errorCount };
}

/** The template's example row: a customer of the United States with two sold-tos. */
export const TEMPLATE_EXAMPLE: Record<BulkColumn, string> = {
  email: 'jordan.lee@example.com',
  firstName: 'Jordan',
  lastName: 'Lee',
  phone: '+1 515-555-0100',
  mobile: '',
  language: 'en',
  country: 'us',
  userType: 'External',
  role: 'Retailer',
  businessUnit: 'feed',
  accounts: '1000001;1000002',
  permissions: 'DXP_CAN_AccGrp_Purchase_Products',
};
