import type { Db } from '../db/database';
import type { Account, Region } from '@anp/contract';
import { userAccounts } from './queries';
import { regionsOf, toAccount } from './views';

interface Entry {
  accounts: Account[];
  /** Each account already as JSON: a page of 200 is then joined, not serialized again. */
  json: string[];
  /** Position of each account, to find its JSON from a match. */
  index: Map<Account, number>;
  /** Lower-case text each account is searched by (name, sold-to, second name, contact). */
  search: string[];
  regions: Region[];
  selected: Account | null;
  /** Recent searches (region + term) and their matches: typing repeats prefixes and pages. */
  matches: Map<string, Account[]>;
  loadedAt: number;
}

const MAX_CACHED_SEARCHES = 64;

/**
 * A read model of each user's linked accounts, kept in memory: the account selector pages and
 * searches them on every keystroke (the employee has 5,000), which an embedded single-threaded
 * database cannot answer fast enough per request. Entries are refreshed after `ttlMs` and
 * dropped when the user's links or selection change here; with several API processes on one
 * PostgreSQL the TTL bounds how stale another process's view can be.
 */
export class AccountDirectory {
  readonly #entries = new Map<string, Entry>();
  readonly #loading = new Map<string, Promise<Entry>>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 60_000,
    private readonly maxUsers = 500,
  ) {}

  async #load(userId: string): Promise<Entry> {
    const accounts = (await userAccounts(this.db, userId)).map(toAccount);
    const entry: Entry = {
      accounts,
      json: accounts.map((a) => JSON.stringify(a)),
      index: new Map(accounts.map((a, i) => [a, i])),
      search: accounts.map((a) =>
        [a.fullname, a.soldToCode, a.customerName2 ?? '', a.contactPerson ?? '']
          .join('\u0000')
          .toLowerCase(),
      ),
      regions: regionsOf(accounts),
      selected: accounts.find((a) => a.selected) ?? null,
      matches: new Map(),
      loadedAt: Date.now(),
    };
    if (this.#entries.size >= this.maxUsers) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(userId, entry);
    return entry;
  }

  async #entry(userId: string): Promise<Entry> {
    const cached = this.#entries.get(userId);
    if (cached && Date.now() - cached.loadedAt < this.ttlMs) return cached;
    let pending = this.#loading.get(userId);
    if (!pending) {
      pending = this.#load(userId).finally(() => this.#loading.delete(userId));
      this.#loading.set(userId, pending);
    }
    return pending;
  }

  /** All of a user's accounts, ordered by name. */
  async accounts(userId: string): Promise<Account[]> {
    return (await this.#entry(userId)).accounts;
  }

  /** A page of the user's accounts matching a search term and region. */
  async page(
    userId: string,
    query: {
      limit: number;
      offset: number;
      searchTerm?: string | undefined;
      region?: string | undefined;
    },
  ): Promise<{ accounts: Account[]; totalCount: number }> {
    const entry = await this.#entry(userId);
    const term = query.searchTerm?.trim().toLowerCase() ?? '';
    const key = `${query.region ?? ''}\u0000${term}`;
    let matches = entry.matches.get(key);
    if (!matches) {
      const found: Account[] = [];
      entry.accounts.forEach((account, i) => {
        if (query.region && account.region !== query.region) return;
        if (term && !entry.search[i]?.includes(term)) return;
        found.push(account);
      });
      if (entry.matches.size >= MAX_CACHED_SEARCHES) {
        const oldest = entry.matches.keys().next().value;
        if (oldest !== undefined) entry.matches.delete(oldest);
      }
      entry.matches.set(key, found);
      matches = found;
    }
    return {
      accounts: matches.slice(query.offset, query.offset + query.limit),
      totalCount: matches.length,
    };
  }

  /**
   * The page response as JSON text, built from the accounts' stored JSON (the account selector's
   * pages of 200 are the API's largest and most frequent answers).
   */
  async pageJson(
    userId: string,
    query: {
      limit: number;
      offset: number;
      searchTerm?: string | undefined;
      region?: string | undefined;
    },
  ): Promise<string> {
    const { accounts, totalCount } = await this.page(userId, query);
    const entry = await this.#entry(userId);
    const items = accounts.map((a) => entry.json[entry.index.get(a) ?? -1] ?? JSON.stringify(a));
    return `{"accounts":[${items.join(',')}],"totalCount":${totalCount},"offset":${query.offset},"limit":${query.limit},"regions":${JSON.stringify(entry.regions)}}`;
  }

  /** The regions of the user's accounts; the selected account's region is selected. */
  async regions(userId: string): Promise<Region[]> {
    return (await this.#entry(userId)).regions;
  }

  async selected(userId: string): Promise<Account | null> {
    return (await this.#entry(userId)).selected;
  }

  /** Forgets a user's entry after their links or selection changed. */
  invalidate(userId: string): void {
    this.#entries.delete(userId);
  }
}
