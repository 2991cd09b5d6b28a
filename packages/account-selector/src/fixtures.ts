/**
 * Deterministic demo data for the account selector's stories and tests, shaped like the
 * reference API's demo data (packages/demo-data): a US retailer with 3 accounts, a Korean
 * customer with 45, an employee with 5,000 in nine regions, an admin without a selected account.
 * Not part of the element bundle: only stories and tests import it.
 */
import {
  GROUPS,
  type Account,
  type PagedAccounts,
  type Region,
  type UserContext,
  type UserProfile,
} from '@anp/core';
import type { FakeCall, FakeRoutes } from '@anp/core/testing';

const REGION_NAMES: Record<string, string> = {
  us: 'United States',
  canada: 'Canada',
  mx: 'México',
  br: 'Brasil',
  kr: 'Korea',
  cr: 'Costa Rica',
  hn: 'Honduras',
  ni: 'Nicaragua',
  pe: 'Perú',
  co: 'Colombia',
  gt: 'Guatemala',
};

const MARKET: Record<string, { prefix: string; salesOrg: string; lang: 'en' | 'es' | 'ko' }> = {
  us: { prefix: '10', salesOrg: 'US10', lang: 'en' },
  canada: { prefix: '11', salesOrg: 'CA10', lang: 'en' },
  mx: { prefix: '12', salesOrg: 'MX10', lang: 'es' },
  kr: { prefix: '14', salesOrg: 'KR10', lang: 'ko' },
  cr: { prefix: '15', salesOrg: 'CR10', lang: 'es' },
  hn: { prefix: '16', salesOrg: 'HN10', lang: 'es' },
  ni: { prefix: '17', salesOrg: 'NI10', lang: 'es' },
  pe: { prefix: '18', salesOrg: 'PE10', lang: 'es' },
  co: { prefix: '19', salesOrg: 'CO10', lang: 'es' },
  gt: { prefix: '20', salesOrg: 'GT10', lang: 'es' },
};

// prettier-ignore
const WORDS = {
  enPlace: ['Prairie', 'Cedar Creek', 'Hillside', 'Red River', 'Big Sky', 'Clearwater', 'Oak Grove', 'Pine Ridge', 'Twin Lakes', 'Heartland', 'Golden Plains', 'Stony Point'],
  enSurname: ['Anderson', 'Miller', 'Schmidt', 'Olson', 'Larson', 'Hansen', 'Jensen', 'Meyer', 'Carlson', 'Friesen', 'Yoder', 'Vogel'],
  enKind: ['Feed & Supply', 'Farm Store', 'Co-op', 'Livestock Supply', 'Grain & Feed', 'Ag Center'],
  esPlace: ['San Miguel', 'El Carmen', 'Los Altos', 'Valle Verde', 'La Esperanza', 'Santa Rosa', 'El Progreso', 'Las Palmas', 'San Isidro', 'La Unión'],
  esKind: ['Agropecuaria', 'Forrajes', 'Granja', 'Agroveterinaria', 'Distribuidora Pecuaria', 'Alimentos Balanceados'],
  esPerson: ['José García', 'María López', 'Luis Hernández', 'Ana Martínez', 'Carlos Pérez', 'Rosa Quispe', 'Jorge Cifuentes', 'Lucía Ramírez'],
  enPerson: ['Dale Jensen', 'Amanda Olson', 'Cody Miller', 'Heather Larson', 'Travis Meyer', 'Brooke Hansen'],
  koPlace: ['이천', '홍성', '김해', '논산', '횡성', '정읍', '안성', '제주'],
  koKind: ['축산', '농장', '목장', '양돈', '한우', '사료', '낙농', '양계'],
  koStyle: ['{c}{t}', '(주){c}{t}', '{c}{t} 영농조합법인', '{c}{t}농협', '(유){c}{t}'],
  koName2: ['본점', '제1농장', '제2농장', '지점', '작목반', '사료부', '직영점', '물류센터'],
  koPerson: ['김민준', '이서연', '박도윤', '최지우', '정현우', '강은지', '조성민', '윤하은'],
} as const;

/** A small deterministic generator (LCG): the same data on every run. */
function generator(seed: number) {
  // Scramble the seed (consecutive seeds would otherwise start alike) and skip a few steps.
  let state = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  for (let i = 0; i < 4; i += 1) next();
  return {
    next,
    pick<T>(list: readonly T[]): T {
      return list[Math.floor(next() * list.length)] as T;
    },
  };
}

/** An account with every field of the API's shape; `overrides` win. */
export function makeAccount(overrides: Partial<Account> & { id: string }): Account {
  const fullname = overrides.fullname ?? 'Prairie Feed & Supply';
  const soldToCode = overrides.soldToCode ?? '0010100000';
  const salesOrg = overrides.salesOrg ?? 'US10';
  return {
    sfid: overrides.id,
    fullname,
    shortname: fullname,
    customerName2: null,
    contactPerson: null,
    soldToCode,
    fullSoldToCode: `${soldToCode}${salesOrg}`,
    globalId: `G2${overrides.id.replace(/\D/g, '').padStart(8, '0')}`,
    region: 'us',
    businessUnit: 'feed',
    salesOrg,
    externalRefId: `${soldToCode}_${salesOrg}_10_00`,
    sourceSystem: 'SAP',
    showTag: null,
    selected: false,
    isPrimary: false,
    accountNumber: soldToCode,
    accountExternalId: `${soldToCode}_${salesOrg}_10_00`,
    soldToExternalId: `${soldToCode}${salesOrg}`,
    name: fullname,
    address: '',
    label: `${fullname} (${soldToCode})`,
    ...overrides,
  };
}

function generatedAccount(region: string, n: number, seed: number): Account {
  const rng = generator(seed * 100_003 + n);
  const market = MARKET[region] ?? MARKET.us!;
  const soldToCode = `00${market.prefix}${String(100_000 + n * 11).padStart(6, '0')}`;
  let fullname: string;
  let customerName2: string | null = null;
  let contactPerson: string | null = null;
  if (market.lang === 'ko') {
    fullname = rng
      .pick(WORDS.koStyle)
      .replace('{c}', rng.pick(WORDS.koPlace))
      .replace('{t}', rng.pick(WORDS.koKind));
    customerName2 = rng.pick(WORDS.koName2);
    // Now and then a part is missing: the Korean label leaves it out cleanly.
    contactPerson = n % 15 === 14 ? null : rng.pick(WORDS.koPerson);
  } else if (market.lang === 'es') {
    fullname = `${rng.pick(WORDS.esKind)} ${rng.pick(WORDS.esPlace)}`;
    if (rng.next() < 0.35) contactPerson = rng.pick(WORDS.esPerson);
  } else {
    fullname =
      rng.next() < 0.5
        ? `${rng.pick(WORDS.enPlace)} ${rng.pick(WORDS.enKind)}`
        : `${rng.pick(WORDS.enSurname)} ${rng.pick(WORDS.enKind)}`;
    if (rng.next() < 0.1) customerName2 = 'Accounts Payable';
    if (rng.next() < 0.35) contactPerson = rng.pick(WORDS.enPerson);
  }
  const roll = rng.next();
  const unitRoll = rng.next();
  return makeAccount({
    id: `001Dm${region.toUpperCase().slice(0, 2)}${String(n).padStart(6, '0')}`,
    fullname,
    shortname: fullname.replace(/^\([주유]\)/, ''),
    customerName2,
    contactPerson,
    soldToCode,
    region,
    salesOrg: market.salesOrg,
    businessUnit:
      region === 'us' && unitRoll < 0.06
        ? 'pork'
        : region === 'us' && unitRoll < 0.1
          ? 'sales'
          : 'feed',
    showTag: roll < 0.1 ? 'New' : roll < 0.3 ? 'Current' : null,
  });
}

/** `count` generated accounts of one region, the same on every call. */
export function generateAccounts(region: string, count: number, seed = 1): Account[] {
  return Array.from({ length: count }, (_, n) => generatedAccount(region, n, seed));
}

/** The US retailer's 3 accounts (plain list). */
export const US_RETAILER_ACCOUNTS: Account[] = [
  makeAccount({
    id: '001Dm00001',
    fullname: 'Prairie Feed & Supply',
    soldToCode: '0010100012',
    showTag: 'Current',
    isPrimary: true,
    selected: true,
  }),
  makeAccount({ id: '001Dm00002', fullname: 'Jensen Farm Store', soldToCode: '0010100019' }),
  makeAccount({
    id: '001Dm00003',
    fullname: 'Red River Grain & Feed',
    soldToCode: '0010100031',
    businessUnit: 'pork',
    showTag: 'New',
  }),
];

/** The Korean customer's 45 accounts (flyout, pages of 20). */
export const KOREAN_ACCOUNTS: Account[] = generateAccounts('kr', 45, 2).map((a, i) =>
  i === 0 ? { ...a, selected: true, isPrimary: true } : a,
);

/** The employee's 5,000 accounts in nine regions, as the reference API's seed splits them. */
export const EMPLOYEE_REGION_COUNTS: Readonly<Record<string, number>> = {
  us: 1800,
  canada: 600,
  mx: 800,
  gt: 350,
  cr: 300,
  hn: 250,
  ni: 200,
  pe: 350,
  co: 350,
};

let employeeAccounts: Account[] | null = null;
/** Built on first use (5,000 objects): only the stories and tests that need them pay for it. */
export function employeeAccountList(): Account[] {
  employeeAccounts ??= Object.entries(EMPLOYEE_REGION_COUNTS)
    .flatMap(([region, count]) => generateAccounts(region, count, 3))
    .map((a, i) => (i === 0 ? { ...a, selected: true, isPrimary: true } : a));
  return employeeAccounts;
}

/** The admin's 6 accounts in 4 regions, none selected (shell-and-admin.md §5). */
export const ADMIN_ACCOUNTS: Account[] = [
  ...generateAccounts('us', 3, 4),
  ...generateAccounts('canada', 1, 5),
  ...generateAccounts('mx', 1, 6),
  ...generateAccounts('co', 1, 7),
];

/** The regions of a set of accounts, in code order; the selected account's region is selected. */
export function regionsOf(accounts: readonly Account[]): Region[] {
  const selected = new Map<string, boolean>();
  for (const a of accounts) selected.set(a.region, (selected.get(a.region) ?? false) || a.selected);
  return [...selected.keys()].sort().map((shortname) => ({
    shortname,
    fullname: REGION_NAMES[shortname] ?? shortname,
    selected: selected.get(shortname) ?? false,
  }));
}

export type Persona = 'retailer' | 'korea' | 'employee' | 'admin' | 'noPurchase';

const PROFILES: Record<Persona, Partial<UserProfile>> = {
  retailer: { firstName: 'Dale', lastName: 'Jensen', country: 'us', groups: [GROUPS.purchase] },
  korea: { firstName: '민준', lastName: '김', country: 'kr', locale: 'ko_KR', groups: [] },
  employee: {
    firstName: 'Sam',
    lastName: 'Keller',
    userType: 'Internal',
    customerType: 'Employee',
    groups: ['DXP_Internal_Users', GROUPS.purchase],
  },
  admin: {
    firstName: 'Alex',
    lastName: 'Morgan',
    userType: 'Internal',
    customerType: 'Employee',
    groups: ['DXP_Internal_Users', GROUPS.userManagement, GROUPS.purchase],
    permissions: ['create_new_user', 'user_reporting'],
  },
  noPurchase: { firstName: 'Rafael', lastName: 'Bortolini', country: 'br', groups: [] },
};

/** GET users/context for a persona over its accounts. */
export function userContextFor(persona: Persona, accounts: readonly Account[]): UserContext {
  const selected = accounts.find((a) => a.selected) ?? null;
  const profile: UserProfile = {
    id: `u-${persona}`,
    userId: `u-${persona}`,
    contactId: `003Dm-${persona}`,
    contactSource: 'CRM',
    userType: 'External',
    customerType: 'Retailer',
    firstName: 'Dale',
    lastName: 'Jensen',
    email: `${persona}@demo.test`,
    phone: null,
    mobile: null,
    status: 'Active',
    language: 'en',
    locale: 'en_US',
    country: 'us',
    currency: 'USD',
    timeZone: 'America/Chicago',
    businessUnit: 'feed',
    groups: [],
    roles: [],
    permissions: [],
    ...PROFILES[persona],
  };
  return {
    userType: profile.userType,
    oktaId: profile.id,
    locale: profile.locale,
    businessUnit: selected?.businessUnit ?? profile.businessUnit,
    beta: false,
    tncAccepted: true,
    user: profile,
    selectedAccount: selected,
    regions: regionsOf(accounts),
    accountCount: accounts.length,
  };
}

/** GET users/accounts/paged over `accounts`, as the reference API answers it. */
export function pageOf(accounts: readonly Account[], query: URLSearchParams): PagedAccounts {
  const limit = Number(query.get('limit') ?? 200);
  const offset = Number(query.get('offset') ?? 0);
  const region = query.get('region');
  const term = (query.get('searchTerm') ?? '').trim().toLowerCase();
  const matches = accounts.filter(
    (a) =>
      (!region || a.region === region) &&
      (!term ||
        [a.fullname, a.soldToCode, a.customerName2 ?? '', a.contactPerson ?? '']
          .join('\u0000')
          .toLowerCase()
          .includes(term)),
  );
  return {
    accounts: matches.slice(offset, offset + limit),
    totalCount: matches.length,
    offset,
    limit,
    regions: regionsOf(accounts),
  };
}

/**
 * Fake-backend routes for a persona: the context, the paged listing and the account-changed
 * call, which moves the selection like the reference API does.
 */
export function selectorRoutes(persona: Persona, accounts: readonly Account[]): FakeRoutes {
  let current = [...accounts];
  return {
    'GET users/context': () => userContextFor(persona, current),
    'GET users/accounts/paged': (call: FakeCall) => pageOf(current, call.query),
    'POST users/account/selected': (call: FakeCall) => {
      const id = call.headers.get('X-Account-Id');
      const account = current.find((a) => a.id === id);
      if (!account) return { status: 404, body: { code: 'NOT_FOUND', message: 'No such account' } };
      current = current.map((a) => ({ ...a, selected: a.id === id }));
      return { selectedAccount: { ...account, selected: true } };
    },
  };
}
