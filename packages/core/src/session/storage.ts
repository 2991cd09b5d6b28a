/** The session storage keys of shell-and-admin.md §3, shared by every element of a page. */
export const SESSION_KEYS = {
  selectedAccountRegion: 'selectedAccountRegion',
  bzUnit: 'bzUnit',
  salesOrg: 'salesOrg',
  userLocale: 'userLocale',
  userType: 'userType',
  soldToId: 'soldToId',
  accToggled: 'accToggled',
  regionToggled: 'regionToggled',
} as const;

export type SessionKey = keyof typeof SESSION_KEYS;

function storage(win?: Window): Storage | null {
  try {
    return (win ?? globalThis.window)?.sessionStorage ?? null;
  } catch {
    // Storage access throws in some privacy modes and sandboxed iframes: work without it.
    return null;
  }
}

export function readSession(key: SessionKey, win?: Window): string | null {
  return storage(win)?.getItem(SESSION_KEYS[key]) ?? null;
}

export function writeSession(key: SessionKey, value: string | null, win?: Window): void {
  const s = storage(win);
  if (!s) return;
  if (value === null) s.removeItem(SESSION_KEYS[key]);
  else s.setItem(SESSION_KEYS[key], value);
}

/**
 * Ends every trace of the session in the browser: session and local storage and every cookie the
 * page can see (shell-and-admin.md §8: on 401 sign out, clear cookies and storage).
 */
export function clearBrowserSession(win: Window = window): void {
  try {
    win.sessionStorage.clear();
    win.localStorage.clear();
  } catch {
    // Storage unavailable: nothing to clear.
  }
  const doc = win.document;
  for (const cookie of doc.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name) continue;
    const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    doc.cookie = expired;
    doc.cookie = `${expired}; domain=${win.location.hostname}`;
  }
}
