import type { Account } from '@anp/contract';
import { SESSION_KEYS, type SessionKey } from './keys';

/**
 * The session store of a page (shell-and-admin.md §3, "Session storage keys"): the selected
 * region and account, business unit, sales org, locale, user type and the toggle flags, kept in
 * the tab's sessionStorage under the spec's names, plus the chosen account's details ("the session
 * holds the selected region and account (shortname, globalId, salesOrg)").
 *
 * sessionStorage stays the truth (a page's own script, a test or an older kit may write it); the
 * store is how a change reaches every element of the page at once and the other tabs of the
 * same user, which follow a switch made in one of them.
 */

/** The spec's keys and their values; null where unset. */
export type SessionValues = Readonly<Record<SessionKey, string | null>>;

export interface SessionState {
  values: SessionValues;
  /** The details of the account `soldToId` names, when the session holds them. */
  account: Account | null;
}

/** A change: keys to set (a string) or remove (null), and optionally the account's details. */
export interface SessionChange {
  values?: Partial<Record<SessionKey, string | null>>;
  /** The chosen account's details; null forgets them; absent leaves them. */
  account?: Account | null;
}

export interface SessionStore {
  /** The current state; the same object until something changes (for useSyncExternalStore). */
  get(): SessionState;
  read(key: SessionKey): string | null;
  /** Applies a change, tells every subscriber of the page and the same user's other tabs. */
  write(change: SessionChange): void;
  subscribe(listener: () => void): () => void;
  /**
   * Names the signed-in user (the context's oktaId). Tabs follow each other only for the same
   * user; a tab whose storage holds another user's choice forgets it.
   */
  identify(userId: string | null): void;
  /** Forgets everything (sign-out) and tells the other tabs nothing. */
  clear(): void;
}

/** Where the account's details are kept beside the spec's keys. */
export const SESSION_ACCOUNT_KEY = 'anp.selectedAccount';
const SESSION_USER_KEY = 'anp.sessionUser';
const CHANNEL = 'anp-session';

const KEYS = Object.keys(SESSION_KEYS) as SessionKey[];
/** What a switch changes; what another tab's switch carries over. */
export const CHOICE_KEYS: readonly SessionKey[] = [
  'soldToId',
  'selectedAccountRegion',
  'salesOrg',
  'bzUnit',
  'accToggled',
  'regionToggled',
];

/** A BroadcastChannel-like pipe to the other tabs (tests pass their own). */
export interface SessionChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** What the tab sync (loaded after start) needs of a store. */
export interface SessionStoreLink {
  /** Applies a change that came from another tab: no broadcast back. */
  apply(change: SessionChange): void;
  /** The signed-in user of this tab's session, when known. */
  user(): string | null;
  state(): SessionState;
}

/** The tab sync of a store: it tells the other tabs of a change and asks them on start. */
export interface TabSync {
  changed(change: SessionChange): void;
  /** This tab now knows its user: asks the others for the choice they hold. */
  identified(): void;
}

function storageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage ?? null;
  } catch {
    // Storage access throws in some privacy modes and sandboxed iframes: work without it.
    return null;
  }
}

function parseAccount(text: string | null): Account | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return value !== null && typeof value === 'object' && typeof (value as Account).id === 'string'
      ? (value as Account)
      : null;
  } catch {
    return null;
  }
}

function defaultChannel(win: Window): SessionChannel | null {
  const Channel = (win as Window & { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
  if (typeof Channel !== 'function') return null;
  try {
    return new Channel(CHANNEL);
  } catch {
    return null;
  }
}

/** Creates the store of a window; pages use `sessionStoreOf(window)`. */
export function createSessionStore(
  win: Window,
  channel: SessionChannel | null = defaultChannel(win),
): SessionStore {
  const listeners = new Set<() => void>();
  let state: SessionState | null = null;
  // The stored text of each key, the details' too: a state changes only when a text does.
  let texts = '';

  const getItem = (name: string) => storageOf(win)?.getItem(name) ?? null;
  const setItem = (name: string, value: string | null) => {
    try {
      const s = storageOf(win);
      if (value === null) s?.removeItem(name);
      else s?.setItem(name, value);
    } catch {
      // A full or refused storage: the page goes on without the session keys, as it always has.
    }
  };

  function read(): SessionState {
    const names = [...KEYS.map((key) => SESSION_KEYS[key]), SESSION_ACCOUNT_KEY];
    const values = names.map(getItem);
    const current = JSON.stringify(values);
    if (state && current === texts) return state;
    texts = current;
    const entries = Object.fromEntries(KEYS.map((key, i) => [key, values[i] ?? null]));
    const stored = parseAccount(values[KEYS.length] ?? null);
    state = {
      values: entries as SessionValues,
      account: stored && stored.id === entries.soldToId ? stored : null,
    };
    return state;
  }

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  function apply(change: SessionChange): void {
    for (const [key, value] of Object.entries(change.values ?? {}) as [
      SessionKey,
      string | null,
    ][]) {
      if (KEYS.includes(key)) setItem(SESSION_KEYS[key], value ?? null);
    }
    if (change.account !== undefined) {
      setItem(SESSION_ACCOUNT_KEY, change.account === null ? null : JSON.stringify(change.account));
    }
    const before = state;
    if (read() !== before) notify();
  }

  const user = () => getItem(SESSION_USER_KEY);
  let tabs: TabSync | null = null;
  if (channel) {
    // The other tabs are told of a change by a module loaded after start: no element waits for
    // it, and a switch is always a user's action, well after it arrived.
    const link: SessionStoreLink = { apply, user, state: read };
    void import('./tab-sync.lazy')
      .then((m) => {
        tabs = m.syncTabs(channel, link);
      })
      .catch(() => undefined);
  }

  return {
    get: () => read(),
    read: (key) => read().values[key],
    write(change) {
      apply(change);
      tabs?.changed(change);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    identify(userId) {
      const previous = user();
      if (previous === userId) return;
      setItem(SESSION_USER_KEY, userId);
      // Another user's choice in this tab is not this user's (a tab signed in anew).
      if (previous !== null && userId !== null) {
        apply({
          values: Object.fromEntries(CHOICE_KEYS.map((key) => [key, null])),
          account: null,
        });
      }
      if (userId !== null) tabs?.identified();
    },
    clear() {
      for (const key of KEYS) setItem(SESSION_KEYS[key], null);
      setItem(SESSION_ACCOUNT_KEY, null);
      setItem(SESSION_USER_KEY, null);
      const before = state;
      if (read() !== before) notify();
    },
  };
}

const stores = new WeakMap<Window, SessionStore>();

/** The session store of a window, created once per page and shared by all its elements. */
export function sessionStoreOf(win: Window = window): SessionStore {
  let store = stores.get(win);
  if (!store) {
    store = createSessionStore(win);
    stores.set(win, store);
  }
  return store;
}
