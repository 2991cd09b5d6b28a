import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { SavedComplaint } from './model';
import { removeSavedComplaint, writeSavedComplaint } from './saved-complaint';

/** Wait after the last change before the complaint is written to session storage. */
export const KEEP_DEBOUNCE_MS = 300;

/** What is kept of the open complaint: the record without its account and time. */
export type KeptContent = Omit<SavedComplaint, 'accountId' | 'savedAt'>;

export interface ComplaintKeeping {
  /** The user is done with it (submitted, cancelled): the record goes, nothing more is kept. */
  clear(): void;
  /** A new complaint starts (Raise another complaint): what is typed is kept again. */
  resume(): void;
  /** Whether the tab keeps this complaint now (its draft must then outlive the modal). */
  kept(): boolean;
}

/**
 * Keeps what the user typed in the complaint form in the tab's session storage (issue 12): 300 ms
 * after the last change, at once when the page is hidden or unloaded (`pagehide`, which a sign-in
 * redirect and a reload both fire) and when the modal is removed. `content` null means nothing
 * worth keeping (an untouched form): the record is removed. Nothing is written while `active` is
 * false (the form is loading or being restored, or the success dialog shows).
 */
export function useComplaintKeeping(options: {
  win: Window;
  account: string;
  active: boolean;
  content: KeptContent | null;
}): ComplaintKeeping {
  const { win, account, active, content } = options;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopped = useRef(false);
  const written = useRef(false);
  const latest = useRef({ win, account, content });
  useLayoutEffect(() => {
    latest.current = { win, account, content };
  });

  const write = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    if (stopped.current) return;
    const { win: w, account: a, content: c } = latest.current;
    if (c) writeSavedComplaint(w, { ...c, accountId: a, savedAt: Date.now() });
    else removeSavedComplaint(w, a);
    written.current = c !== null;
  }, []);

  /** Writes now what is waiting for its debounce. */
  const flush = useCallback(() => {
    if (timer.current !== null) write();
  }, [write]);

  useEffect(() => {
    if (!active || stopped.current) return;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(write, KEEP_DEBOUNCE_MS);
  }, [active, content, write]);

  useEffect(() => {
    win.addEventListener('pagehide', flush);
    return () => {
      win.removeEventListener('pagehide', flush);
      // Removed from the page (another route): what was typed is kept for the next opening.
      flush();
    };
  }, [win, flush]);

  return {
    clear: useCallback(() => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
      stopped.current = true;
      written.current = false;
      removeSavedComplaint(latest.current.win, latest.current.account);
    }, []),
    resume: useCallback(() => {
      stopped.current = false;
    }, []),
    kept: useCallback(() => written.current, []),
  };
}
