/**
 * The users the demo administrator manages (shell-and-admin.md §2 "User management"): about 300
 * people across the 11 markets, of every status (Active, In Progress, Inactive) and type
 * (Customer, External, Internal), with roles, business units, last sign-in dates and links to
 * their market's accounts, so the list's search, filters, sort and paging have something to do.
 * Each has a creation entry in the history, and a status entry when it is not In Progress.
 */
import { GROUPS, marketOf, type Country } from '@anp/rules';
import type { Backend } from './backend';
import { dateOfDay, dayOf, timestampAt } from './days';
import { demoMarkets } from './markets';
import { personName, phoneNumber } from './names';
import { rngFor } from './rng';
import type { Table } from './tables';
import { userRows, type UserRecord } from './user-rows';

/** Raised when the managed users change, so a database seeded before gets them anew. */
export const MANAGED_USERS_SEED_VERSION = '1';

/** How many managed users each market has (300 in all). */
const PER_MARKET: Readonly<Record<Country, number>> = {
  us: 60,
  canada: 30,
  mx: 40,
  br: 30,
  kr: 20,
  gt: 20,
  pe: 20,
  cr: 20,
  hn: 20,
  ni: 20,
  co: 20,
};

/** An account the managed users may be linked to. */
export interface LinkableAccount {
  id: string;
  region: string;
  business_unit: string;
}

/** Who the history says made the demo changes: the demo administrator. */
const ADMIN = { id: 'u-admin', name: 'Alex Morgan' };

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/**
 * The rows of users, user_accounts and user_history for the managed users. `passwordHash` is the
 * one hash every managed user shares (the demo password).
 */
export function managedUserTables(
  backend: Backend,
  accounts: readonly LinkableAccount[],
  /** The seed's date (YYYY-MM-DD). */
  todayDate: string,
  passwordHash: string,
): Table[] {
  const today = dayOf(todayDate as Parameters<typeof dayOf>[0]);
  const rng = rngFor('managed-users');
  const markets = demoMarkets(backend);
  const byMarket = new Map<string, LinkableAccount[]>();
  for (const a of accounts) byMarket.set(a.region, [...(byMarket.get(a.region) ?? []), a]);
  const users: UserRecord[] = [];
  const links: unknown[][] = [];
  const history: unknown[][] = [];
  let n = 0;
  for (const [country, count] of Object.entries(PER_MARKET) as [Country, number][]) {
    const market = markets[country];
    const rules = marketOf(country);
    const pool = byMarket.get(country) ?? [];
    for (let i = 0; i < count; i += 1) {
      n += 1;
      const id = `u-managed-${String(n).padStart(3, '0')}`;
      const name = personName(rng, country);
      const status = rng.weighted([
        ['Active', 70],
        ['In Progress', 15],
        ['Inactive', 15],
      ] as const);
      const userType = rng.weighted([
        ['Customer', 50],
        ['External', 35],
        ['Internal', 15],
      ] as const);
      const internal = userType === 'Internal';
      const chosen = internal ? rng.sample(pool, rng.int(0, 2)) : rng.sample(pool, rng.int(1, 4));
      const businessUnit = chosen[0]?.business_unit ?? (internal ? 'sales' : 'feed');
      const role = internal
        ? rng.weighted([
            ['Employee', 5],
            ['sales', 4],
            ['marketing', 1],
          ] as const)
        : businessUnit === 'pork'
          ? 'pork'
          : rng.weighted([
              ['Retailer', 7],
              ['franchise', 2],
              [null, 1],
            ] as const);
      const admin = internal && rng.chance(0.15);
      const groups = [
        ...(internal ? [backend.internalGroup] : []),
        ...(rng.chance(0.9) ? [GROUPS.purchase] : []),
        ...(admin ? [GROUPS.userManagement] : []),
        ...(role === 'marketing' ? [GROUPS.marketing] : []),
      ];
      const permissions = admin
        ? rng.sample(['create_new_user', 'user_reporting'], rng.int(0, 2))
        : [];
      const local = country === 'kr' ? `user${n}` : `${ascii(name.first)}.${ascii(name.last)}${n}`;
      const email = `${local}@${internal ? 'cargill.example' : `farm-${country}.example`}`;
      const createdDay = today - rng.int(10, 700);
      const createdAt = timestampAt(dateOfDay(createdDay), rng.int(12, 22), rng.int(0, 59));
      const signedIn =
        status === 'Active'
          ? rng.chance(0.9)
            ? timestampAt(
                dateOfDay(today - rng.int(0, Math.min(120, today - createdDay))),
                rng.int(11, 23),
                rng.int(0, 59),
              )
            : null
          : status === 'Inactive' && rng.chance(0.7)
            ? timestampAt(dateOfDay(createdDay + rng.int(1, 9)), rng.int(11, 23), rng.int(0, 59))
            : null;
      const statusDay = Math.min(today, createdDay + rng.int(1, 10));
      const statusAt = timestampAt(dateOfDay(statusDay), rng.int(12, 22), rng.int(0, 59));
      users.push({
        id,
        email,
        passwordHash,
        firstName: name.first,
        lastName: name.last,
        locale: rules.defaultLocale,
        language: rules.defaultLanguage,
        country,
        userType,
        customerType: role,
        businessUnit,
        groups,
        roles: [],
        permissions,
        phone: phoneNumber(rng, market),
        mobile: rng.chance(0.5) ? phoneNumber(rng, market) : null,
        status,
        timeZone: market.timeZone,
        currency: market.currency,
        createdAt,
        updatedAt: status === 'In Progress' ? createdAt : statusAt,
        lastSignInAt: signedIn,
        version: status === 'In Progress' ? 1 : 2,
        shipToChoices: JSON.stringify(
          chosen.map((a) => ({ accountId: a.id, allShipTos: true, shipToIds: [] })),
        ),
      });
      chosen.forEach((a, index) => links.push([id, a.id, index === 0, false]));
      history.push([
        id,
        createdAt,
        ADMIN.id,
        ADMIN.name,
        'created',
        'editor',
        JSON.stringify([
          { field: 'email', before: null, after: email },
          { field: 'status', before: null, after: 'In Progress' },
        ]),
      ]);
      if (status !== 'In Progress') {
        history.push([
          id,
          statusAt,
          ADMIN.id,
          ADMIN.name,
          status === 'Active' ? 'activated' : 'deactivated',
          'editor',
          JSON.stringify([{ field: 'status', before: 'In Progress', after: status }]),
        ]);
      }
    }
  }
  return [
    userRows(users),
    {
      name: 'user_accounts',
      columns: ['user_id', 'account_id', 'is_primary', 'selected'],
      rows: links,
    },
    {
      name: 'user_history',
      columns: ['user_id', 'at', 'actor_id', 'actor_name', 'action', 'source', 'changes'],
      rows: history,
    },
  ];
}
