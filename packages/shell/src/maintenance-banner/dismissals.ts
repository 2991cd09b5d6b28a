/**
 * The maintenance windows the user closed, remembered in the browser's local storage (every tab
 * of the site, across reloads) until sign-out, which clears the storage (shell-and-admin.md §8).
 * A key names the window and its times (`dismissalKey` of @anp/rules): a window moved to other
 * times shows again.
 */
export const DISMISSED_KEY = 'anp.maintenanceBanner.dismissed';

/** At most this many keys are kept: the oldest go first. */
const LIMIT = 50;

export function readDismissed(win: Window | null | undefined): string[] {
  try {
    const raw = win?.localStorage.getItem(DISMISSED_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    // Storage refused (private mode, a sandboxed frame) or a value that is no list: none.
    return [];
  }
}

/** Adds a key and returns the new list (kept in memory when the storage refuses it). */
export function addDismissed(win: Window | null | undefined, key: string): string[] {
  const next = [...readDismissed(win).filter((k) => k !== key), key].slice(-LIMIT);
  try {
    win?.localStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
  } catch {
    // Not remembered beyond this page; the banner still closes.
  }
  return next;
}
