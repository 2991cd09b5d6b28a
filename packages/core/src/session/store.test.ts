import { describe, expect, it, vi } from 'vitest';
import type { Account } from '@anp/contract';
import { createSessionStore, sessionStoreOf, type SessionChannel } from './store';
import { selectedAccountOf } from './selected-account';
import { clearBrowserSession, readSession, writeSession } from './storage';

// shell-and-admin.md §3 (session storage keys) and §4 (account switching): one store per page,
// over the tab's sessionStorage, which every element reads and the user's other tabs follow.

function account(id: string, overrides: Partial<Account> = {}): Account {
  return {
    id,
    sfid: `sf-${id}`,
    fullname: `Account ${id}`,
    shortname: id,
    customerName2: null,
    contactPerson: null,
    soldToCode: `S${id}`,
    fullSoldToCode: `00S${id}`,
    globalId: `G${id}`,
    region: 'us',
    businessUnit: 'Retail',
    salesOrg: 'US01',
    externalRefId: `X${id}`,
    sourceSystem: 'ERP',
    showTag: null,
    selected: false,
    isPrimary: false,
    accountNumber: id,
    accountExternalId: id,
    soldToExternalId: id,
    name: `Account ${id}`,
    address: '1 Main St',
    label: `Account ${id}`,
    ...overrides,
  };
}

/** Two tabs of one browser: what one posts, the other hears (as BroadcastChannel does). */
function channelPair(): [SessionChannel, SessionChannel] {
  const listeners: [((event: MessageEvent) => void)[], ((event: MessageEvent) => void)[]] = [
    [],
    [],
  ];
  const make = (mine: 0 | 1): SessionChannel => ({
    postMessage: (message) => {
      const other = listeners[mine === 0 ? 1 : 0];
      queueMicrotask(() => other.forEach((l) => l(new MessageEvent('message', { data: message }))));
    },
    addEventListener: (_type, listener) => listeners[mine].push(listener),
    close: () => undefined,
  });
  return [make(0), make(1)];
}

/** A second tab: its own sessionStorage, like another browser tab of the same origin. */
function fakeWindow(): Window {
  const data = new Map<string, string>();
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: () => null,
    length: 0,
  } as Storage;
  return { sessionStorage: storage } as unknown as Window;
}

describe('given the session store of a page', () => {
  it('reads the spec keys from sessionStorage, also when a page script wrote them', () => {
    sessionStorage.setItem('soldToId', 'a1');
    sessionStorage.setItem('selectedAccountRegion', 'us');
    const store = createSessionStore(window, null);
    expect(store.read('soldToId')).toBe('a1');
    expect(store.get().values.selectedAccountRegion).toBe('us');
    expect(store.get().values.bzUnit).toBeNull();
  });

  it('tells every subscriber once per change, and hands the same state while nothing changes', () => {
    const store = createSessionStore(window, null);
    const first = store.get();
    expect(store.get()).toBe(first);
    const heard = vi.fn();
    store.subscribe(heard);
    store.write({ values: { soldToId: 'a2', selectedAccountRegion: 'mx', accToggled: 'true' } });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.get()).not.toBe(first);
    expect(sessionStorage.getItem('soldToId')).toBe('a2');
    // The same values again change nothing.
    store.write({ values: { soldToId: 'a2' } });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('keeps the chosen account details only for the account the session names', () => {
    const store = createSessionStore(window, null);
    store.write({ values: { soldToId: 'a3' }, account: account('a3') });
    expect(store.get().account?.fullname).toBe('Account a3');
    store.write({ values: { soldToId: 'a4' } });
    expect(store.get().account).toBeNull();
  });

  it('stops telling a listener that unsubscribed', () => {
    const store = createSessionStore(window, null);
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    stop();
    store.write({ values: { soldToId: 'a5' } });
    expect(heard).not.toHaveBeenCalled();
  });

  it('is one store per window, which readSession and writeSession use', () => {
    expect(sessionStoreOf(window)).toBe(sessionStoreOf(window));
    const heard = vi.fn();
    const stop = sessionStoreOf(window).subscribe(heard);
    writeSession('bzUnit', 'Pork');
    expect(readSession('bzUnit')).toBe('Pork');
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it('forgets everything on sign-out, and says so', () => {
    const store = sessionStoreOf(window);
    store.write({ values: { soldToId: 'a6', accToggled: 'true' }, account: account('a6') });
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    clearBrowserSession(window);
    expect(store.get().values.soldToId).toBeNull();
    expect(store.get().account).toBeNull();
    expect(heard).toHaveBeenCalled();
    stop();
  });

  it('forgets the choice another user made in this tab when a new user signs in', () => {
    const store = createSessionStore(window, null);
    store.identify('user-1');
    store.write({ values: { soldToId: 'a7', accToggled: 'true' }, account: account('a7') });
    store.identify('user-1');
    expect(store.read('soldToId')).toBe('a7');
    store.identify('user-2');
    expect(store.read('soldToId')).toBeNull();
    expect(store.read('accToggled')).toBeNull();
    expect(store.get().account).toBeNull();
  });
});

describe('given two tabs of the same user', () => {
  it('a switch in one tab reaches the other, details and all', async () => {
    const [one, two] = channelPair();
    const first = createSessionStore(fakeWindow(), one);
    const second = createSessionStore(fakeWindow(), two);
    first.identify('user-1');
    second.identify('user-1');
    const heard = vi.fn();
    second.subscribe(heard);
    // The tab sync arrives after start; a switch is a user's action, later still.
    await vi.waitFor(() => {
      first.write({
        values: { soldToId: 'b1', selectedAccountRegion: 'br', accToggled: 'true' },
        account: account('b1', { region: 'br' }),
      });
      expect(second.read('soldToId')).toBe('b1');
    });
    expect(second.read('selectedAccountRegion')).toBe('br');
    expect(second.get().account?.id).toBe('b1');
    expect(heard).toHaveBeenCalled();
  });

  it('a tab that only changed the locale tells nobody', async () => {
    const [one, two] = channelPair();
    const first = createSessionStore(fakeWindow(), one);
    const second = createSessionStore(fakeWindow(), two);
    await vi.waitFor(() => {
      first.write({ values: { soldToId: 'c1' } });
      expect(second.read('soldToId')).toBe('c1');
    });
    first.write({ values: { userLocale: 'pt_BR' } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(second.read('userLocale')).toBeNull();
  });

  it('a tab opened afresh takes the choice an open tab holds, once it knows its user', async () => {
    const [one, two] = channelPair();
    const open = createSessionStore(fakeWindow(), one);
    open.identify('user-1');
    open.write({
      values: { soldToId: 'd1', selectedAccountRegion: 'kr', accToggled: 'true' },
      account: account('d1', { region: 'kr' }),
    });
    const fresh = createSessionStore(fakeWindow(), two);
    // Both tab syncs load after start; the fresh tab asks once it knows whose session it is.
    await new Promise((resolve) => setTimeout(resolve, 20));
    fresh.identify('user-1');
    await vi.waitFor(() => expect(fresh.read('soldToId')).toBe('d1'));
    expect(fresh.get().account?.region).toBe('kr');
  });

  it("another user's tab is not followed", async () => {
    const [one, two] = channelPair();
    const first = createSessionStore(fakeWindow(), one);
    const second = createSessionStore(fakeWindow(), two);
    first.identify('user-1');
    second.identify('user-2');
    await new Promise((resolve) => setTimeout(resolve, 20));
    first.write({ values: { soldToId: 'e1', accToggled: 'true' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(second.read('soldToId')).toBeNull();
  });
});

describe('given the selected account as widgets read it', () => {
  const contextAccount = account('ctx');
  const state = (values: Record<string, string | null>, stored: Account | null = null) => ({
    values: {
      selectedAccountRegion: null,
      bzUnit: null,
      salesOrg: null,
      userLocale: null,
      userType: null,
      soldToId: null,
      accToggled: null,
      regionToggled: null,
      ...values,
    },
    account: stored,
  });

  it.each([
    // [session values, stored details, context account, expected id, key, details id]
    [{}, null, contextAccount, null, 'selected', 'ctx'],
    [{ soldToId: 'ctx' }, null, contextAccount, 'ctx', 'ctx', 'ctx'],
    [{ soldToId: 'a1', accToggled: 'true' }, account('a1'), contextAccount, 'a1', 'a1', 'a1'],
    // A switch the server was not told of: the context still names its own account.
    [{ soldToId: 'a1', accToggled: 'true' }, null, contextAccount, 'a1', 'a1', null],
    // A region switch: no account at all.
    [
      { regionToggled: 'true', selectedAccountRegion: 'mx' },
      null,
      contextAccount,
      null,
      'selected',
      null,
    ],
    [{}, null, null, null, 'selected', null],
  ] as const)(
    'session %j with details %j: id %j, key %j, details of %j',
    (values, stored, context, id, key, details) => {
      const selected = selectedAccountOf(state(values, stored), { selectedAccount: context });
      expect(selected.id).toBe(id);
      expect(selected.key).toBe(key);
      expect(selected.account?.id ?? null).toBe(details);
    },
  );

  it('says when a region, not an account, is chosen', () => {
    const selected = selectedAccountOf(
      state({ regionToggled: 'true', selectedAccountRegion: 'mx' }),
      { selectedAccount: contextAccount },
    );
    expect(selected.regionChosen).toBe(true);
    expect(selected.region).toBe('mx');
  });
});
