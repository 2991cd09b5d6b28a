/**
 * `@anp/complaint-modal/saved`: the complaint a user was writing, kept in the tab's session
 * storage across a reload or a sign-in renewal (issue 12), and the hook with which a page's
 * "Raise a complaint" control opens the modal again on its own. Light on purpose: the controls
 * import it at start, the form itself stays lazy.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useKitWindow, useSelectedAccount, useUserContext } from '@anp/core';
import {
  belongsTo,
  parseSavedComplaint,
  savedComplaintKey,
  serializeSavedComplaint,
  type SavedComplaint,
} from './model/saved';

function storageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage ?? null;
  } catch {
    // Storage access throws in some privacy modes and sandboxed iframes: nothing is kept then.
    return null;
  }
}

/** The complaint kept for an account in this tab, if well formed (its user is not checked). */
export function readSavedComplaint(
  win: Window,
  accountKey: string,
  now = Date.now(),
): SavedComplaint | null {
  try {
    const text = storageOf(win)?.getItem(savedComplaintKey(accountKey)) ?? null;
    return parseSavedComplaint(text, accountKey, now);
  } catch {
    return null;
  }
}

/** Keeps a complaint; a full or refused storage keeps nothing (the form still works). */
export function writeSavedComplaint(win: Window, saved: SavedComplaint): void {
  try {
    storageOf(win)?.setItem(savedComplaintKey(saved.accountId), serializeSavedComplaint(saved));
  } catch {
    // Nothing more to do: what is typed stays on screen.
  }
}

export function removeSavedComplaint(win: Window, accountKey: string): void {
  try {
    storageOf(win)?.removeItem(savedComplaintKey(accountKey));
  } catch {
    // A storage that cannot be read holds nothing to remove.
  }
}

/** The kept complaint a control of each page already reopened. */
const reopened = new WeakMap<Window, string>();

/** Whether this control is the first to reopen this kept complaint on this page. */
function claimReopen(win: Window, id: string): boolean {
  if (reopened.get(win) === id) return false;
  reopened.set(win, id);
  return true;
}

/**
 * Opens the complaint modal on its own when this tab keeps a complaint the signed-in user was
 * writing for the selected account (the page was reloaded, or the user signed in again): `open`
 * is called once per kept complaint and page, by the first control that asks, so a page with
 * several "Raise a complaint" buttons opens one modal. Another user's complaint is removed. The
 * user context is read only when a complaint is kept.
 */
export function useReopenSavedComplaint(open: () => void, enabled = true): void {
  const win = useKitWindow();
  const account = useSelectedAccount().key;
  const saved = useMemo(
    () => (enabled ? readSavedComplaint(win, account) : null),
    [enabled, win, account],
  );
  const { data: context } = useUserContext({ enabled: saved !== null });
  const userId = context?.user.userId;
  const latest = useRef(open);
  useLayoutEffect(() => {
    latest.current = open;
  });

  useEffect(() => {
    if (!saved || !userId) return;
    if (!belongsTo(saved, userId)) {
      removeSavedComplaint(win, account);
      return;
    }
    if (claimReopen(win, `${account}@${saved.savedAt}`)) latest.current();
  }, [saved, userId, win, account]);
}
