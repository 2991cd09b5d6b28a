/**
 * Sold-to accounts, their ship-tos and the links to the demo users. Each demo customer has
 * accounts no other customer sees; the employee sees 5,000 accounts in nine regions, including
 * the customers' accounts of those regions (internal staff act for customers, ordering.md §1);
 * about 900 more accounts belong to nobody yet (for user management to assign).
 */
import type { Country } from '@anp/rules';
import { MARKET_CODES, type DemoMarkets } from './markets';
import { address, businessName, fullName, koreanSecondName, personName } from './names';
import { rngFor, type Rng } from './rng';
import type { DemoUserId } from './users';

export interface ShipTo {
  id: string;
  accountId: string;
  name: string;
  address: string;
  code: string;
}

export interface Account {
  id: string;
  globalId: string;
  fullname: string;
  shortname: string;
  customerName2: string | null;
  contactPerson: string | null;
  soldToCode: string;
  fullSoldToCode: string;
  region: Country;
  businessUnit: string;
  salesOrg: string;
  externalRefId: string;
  sourceSystem: string;
  showTag: 'New' | 'Current' | null;
  address: string;
  plantId: string;
  paymentTerms: 'Cash' | 'Credit';
  shipTos: ShipTo[];
  /** Relative order volume of the account. */
  activity: number;
  /** The demo customer (or admin) the account belongs to, if any. */
  owner: DemoUserId | null;
  /** Whether the employee sees it. */
  employee: boolean;
}

export interface AccountLink {
  userId: DemoUserId;
  accountId: string;
  isPrimary: boolean;
  selected: boolean;
}

interface Block {
  market: Country;
  count: number;
  owner: DemoUserId | null;
  employee: boolean;
  businessUnit?: string;
}

/** Accounts of the demo users, in the order they are generated (first = primary). */
const OWNED_BLOCKS: readonly Block[] = [
  { owner: 'u-retailer-us', market: 'us', count: 3, employee: true },
  { owner: 'u-customer-ca', market: 'canada', count: 7, employee: true },
  { owner: 'u-customer-mx', market: 'mx', count: 6, employee: true },
  { owner: 'u-customer-br', market: 'br', count: 5, employee: false },
  { owner: 'u-customer-kr', market: 'kr', count: 45, employee: false },
  { owner: 'u-customer-gt', market: 'gt', count: 4, employee: true },
  { owner: 'u-customer-pe', market: 'pe', count: 4, employee: true },
  { owner: 'u-customer-cr', market: 'cr', count: 3, employee: true },
  { owner: 'u-customer-hn', market: 'hn', count: 4, employee: true },
  { owner: 'u-customer-ni', market: 'ni', count: 3, employee: true },
  { owner: 'u-customer-co', market: 'co', count: 4, employee: true },
  { owner: 'u-pork-us', market: 'us', count: 4, employee: true, businessUnit: 'pork' },
  { owner: 'u-marketing', market: 'us', count: 2, employee: true },
  { owner: 'u-admin', market: 'us', count: 3, employee: true },
  { owner: 'u-admin', market: 'canada', count: 1, employee: true },
  { owner: 'u-admin', market: 'mx', count: 1, employee: true },
  { owner: 'u-admin', market: 'co', count: 1, employee: true },
];

/** Users who act for another user's first sold-to (order templates shared between them). */
const COLLEAGUES: readonly { user: DemoUserId; of: DemoUserId }[] = [
  { user: 'u-buyer-us', of: 'u-retailer-us' },
];

/** The employee's 5,000 accounts per region (demo customers' accounts included). */
export const EMPLOYEE_ACCOUNTS: Readonly<Partial<Record<Country, number>>> = {
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

/** Accounts nobody is linked to yet. */
const UNLINKED_ACCOUNTS: Readonly<Partial<Record<Country, number>>> = {
  us: 150,
  canada: 50,
  mx: 70,
  br: 295,
  kr: 255,
  cr: 20,
  hn: 15,
  ni: 15,
  pe: 20,
  co: 20,
  gt: 15,
};

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const SITE_NAMES: Readonly<Record<string, readonly string[]>> = {
  en: ['North Yard', 'Barn 2', 'Feedlot', 'Warehouse', 'Farm 3', 'Finisher Site', 'Dairy Barn'],
  es: ['Granja 2', 'Bodega', 'Corrales', 'Sitio Norte', 'Sucursal Centro', 'Establo 2'],
  pt: ['Granja 2', 'Armazém', 'Unidade Norte', 'Filial Centro', 'Aviário 3'],
  ko: ['제2농장', '창고', '북부농장', '물류센터', '제3축사'],
};

function businessUnitFor(rng: Rng, market: Country): string {
  if (market === 'us') {
    return rng.weighted([
      ['feed', 87],
      ['pork', 6],
      ['sales', 4],
      ['franchise', 3],
    ]);
  }
  if (market === 'canada') {
    return rng.weighted([
      ['feed', 93],
      ['sales', 4],
      ['franchise', 3],
    ]);
  }
  return 'feed';
}

function sourceSystemFor(rng: Rng, market: Country): string {
  const roll = rng.next();
  if (market === 'mx') return roll < 0.2 ? 'tca-mx' : 'SAP';
  const jde: Partial<Record<Country, number>> = { canada: 0.15, co: 0.1, pe: 0.1, us: 0.03 };
  return roll < (jde[market] ?? 0) ? 'JDE' : 'SAP';
}

/**
 * Generates every account in a fixed order, with the user links. `newFlowSourceSystem` is the
 * backend's source system of the new billing flow (two of the Canadian customer's accounts).
 */
export function generateAccounts(
  markets: DemoMarkets,
  newFlowSourceSystem: string,
): { accounts: Account[]; links: AccountLink[] } {
  const rng = rngFor('accounts');
  const accounts: Account[] = [];
  const links: AccountLink[] = [];
  const soldToCounter = new Map<Country, number>();
  const shipToCounter = new Map<Country, number>();

  const makeAccount = (block: Block, indexInBlock: number): Account => {
    const spec = markets[block.market];
    const index = accounts.length;
    const n = soldToCounter.get(block.market) ?? 0;
    soldToCounter.set(block.market, n + 1);
    const soldToCode = `00${spec.soldToPrefix}${String(100_000 + n * 11 + rng.int(0, 10)).padStart(6, '0')}`;
    const id = `001Dm0000${index.toString(36).toUpperCase().padStart(4, '0')}${rng.chars(ALNUM, 5)}`;
    const businessUnit =
      block.businessUnit ?? (block.owner ? 'feed' : businessUnitFor(rng, block.market));
    const name = businessName(rng, spec, businessUnit === 'pork' ? 'pork' : 'feed');
    const contact = personName(rng, block.market);
    const isKorea = block.market === 'kr';
    const city = rng.pick(spec.cities).city;
    const customerName2 = isKorea
      ? koreanSecondName(rng)
      : rng.chance(0.1)
        ? spec.masterLang === 'en'
          ? 'Accounts Payable'
          : spec.masterLang === 'pt'
            ? `Filial ${city}`
            : `Sucursal ${city}`
        : null;
    const contactPerson = isKorea || rng.chance(0.35) ? fullName(contact, block.market) : null;

    let sourceSystem = sourceSystemFor(rng, block.market);
    let showTag: Account['showTag'] = rng.weighted<Account['showTag']>([
      ['New', 10],
      ['Current', 20],
      [null, 70],
    ]);
    if (block.owner) {
      sourceSystem = 'SAP';
      if (block.owner === 'u-customer-mx' && (indexInBlock === 1 || indexInBlock === 4)) {
        sourceSystem = 'tca-mx';
      }
      if (block.owner === 'u-customer-ca' && indexInBlock === 5) sourceSystem = 'JDE';
      // Billed by the new billing system (S4): the memo tile's new-flow layout (ordering.md §2
      // screen 7) on two of the Canadian customer's accounts.
      if (block.owner === 'u-customer-ca' && (indexInBlock === 1 || indexInBlock === 2)) {
        sourceSystem = newFlowSourceSystem;
      }
      if (!isKorea) {
        showTag = indexInBlock === 0 ? 'Current' : indexInBlock === block.count - 1 ? 'New' : null;
      }
    }
    const accountAddress = address(rng, spec);
    const plantIndex = rng.int(0, spec.plants.length - 1);

    const shipToCount =
      block.owner && indexInBlock === 0
        ? 3
        : rng.weighted([
            [1, 50],
            [2, 30],
            [3, 20],
          ]);
    const shipTos: ShipTo[] = [];
    for (let s = 0; s < shipToCount; s += 1) {
      let code = soldToCode;
      if (s > 0) {
        const k = shipToCounter.get(block.market) ?? 0;
        shipToCounter.set(block.market, k + 1);
        code = `00${spec.soldToPrefix}9${String(k).padStart(5, '0')}`;
      }
      const site = rng.pick(SITE_NAMES[spec.masterLang] ?? SITE_NAMES.en ?? []);
      shipTos.push({
        id: `st-${code}`,
        accountId: id,
        name: s === 0 ? name.shortname : `${name.shortname} - ${site}`,
        address: s === 0 ? accountAddress : address(rng, spec),
        code,
      });
    }

    return {
      id,
      globalId: `G${200_000_000 + index * 13 + rng.int(0, 12)}`,
      fullname: name.fullname,
      shortname: name.shortname,
      customerName2,
      contactPerson,
      soldToCode,
      fullSoldToCode: `${soldToCode}${spec.salesOrg}`,
      region: block.market,
      businessUnit,
      salesOrg: spec.salesOrg,
      externalRefId: `${soldToCode}_${spec.salesOrg}_10_00`,
      sourceSystem,
      showTag,
      address: accountAddress,
      plantId: spec.plants[plantIndex]?.id ?? '',
      paymentTerms: rng.chance(0.8) ? 'Credit' : 'Cash',
      shipTos,
      activity: rng.weighted([
        [0.3, 30],
        [1, 40],
        [2.5, 20],
        [6, 10],
      ]),
      owner: block.owner,
      employee: block.employee,
    };
  };

  const primaryTaken = new Set<DemoUserId>();
  for (const block of OWNED_BLOCKS) {
    for (let i = 0; i < block.count; i += 1) {
      const account = makeAccount(block, i);
      accounts.push(account);
      const owner = block.owner as DemoUserId;
      const primary = !primaryTaken.has(owner);
      primaryTaken.add(owner);
      // shell-and-admin.md §5: admins may have no selected account.
      links.push({
        userId: owner,
        accountId: account.id,
        isPrimary: primary,
        selected: primary && owner !== 'u-admin',
      });
    }
  }

  let employeePrimary: string | null = null;
  for (const market of MARKET_CODES) {
    const total = EMPLOYEE_ACCOUNTS[market] ?? 0;
    const owned = accounts.filter((a) => a.region === market && a.employee).length;
    const block: Block = { market, count: total - owned, owner: null, employee: true };
    for (let i = 0; i < block.count; i += 1) {
      const account = makeAccount(block, i);
      accounts.push(account);
      employeePrimary ??= account.id;
    }
  }
  for (const market of MARKET_CODES) {
    const block: Block = {
      market,
      count: UNLINKED_ACCOUNTS[market] ?? 0,
      owner: null,
      employee: false,
    };
    for (let i = 0; i < block.count; i += 1) accounts.push(makeAccount(block, i));
  }

  for (const account of accounts) {
    if (!account.employee) continue;
    const primary = account.id === employeePrimary;
    links.push({
      userId: 'u-employee',
      accountId: account.id,
      isPrimary: primary,
      selected: primary,
    });
  }
  // Colleagues (issue 17): a second user of another user's first sold-to, linked after every
  // other link so nothing generated before moves.
  for (const { user, of } of COLLEAGUES) {
    const first = links.find((l) => l.userId === of && l.isPrimary);
    if (first)
      links.push({ userId: user, accountId: first.accountId, isPrimary: true, selected: true });
  }
  return { accounts, links };
}
