import { SESSION_KEYS, type SessionKey } from './keys';
import { sessionStoreOf } from './store';

export { SESSION_KEYS, type SessionKey };

/** Reads a session key of the page (sessionStorage under the spec's name). */
export function readSession(key: SessionKey, win?: Window): string | null {
  const target = win ?? globalThis.window;
  return target ? sessionStoreOf(target).read(key) : null;
}

/**
 * Writes a session key and tells every element of the page (and the user's other tabs, for
 * the account and region choice). Several keys that change together go in one
 * `sessionStoreOf(window).write(...)`, so elements see them change at once.
 */
export function writeSession(key: SessionKey, value: string | null, win?: Window): void {
  const target = win ?? globalThis.window;
  if (target) sessionStoreOf(target).write({ values: { [key]: value } });
}

/**
 * Ends every trace of the session in the browser: session and local storage and every cookie the
 * page can see (shell-and-admin.md §8: on 401 sign out, clear cookies and storage).
 */
export function clearBrowserSession(win: Window = window): void {
  // The store first, so every element of the page hears that the account is gone.
  sessionStoreOf(win).clear();
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
