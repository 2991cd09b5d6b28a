import { useCallback, useRef } from 'react';
import {
  toPortalError,
  useNotifications,
  useShellApi,
  type NotificationList,
  type NotificationUpdate,
  type PortalError,
} from '@anp/core';
import { applyUpdates, restoreUpdates, unreadCount } from './model/notifications';

export interface NotificationData {
  list: NotificationList | undefined;
  /** The last load failure (shell-and-admin.md §8: stored and shown, no toast). */
  loadError: PortalError | undefined;
  isLoading: boolean;
  /** Loads the list again (Retry). */
  reload: () => void;
  /**
   * Sends `updates` (one PATCH, or the bulk PATCH for several) after applying them to the shared
   * cache entry at once; a failure puts the entries back and rejects with the PortalError.
   */
  update: (updates: readonly NotificationUpdate[]) => Promise<void>;
}

/**
 * The drawer's data: the shared `useNotifications()` entry (the header's bell reads the same one,
 * so its count follows every change) and optimistic updates of it.
 */
export function useNotificationData(): NotificationData {
  const shell = useShellApi();
  const { data, error, isLoading, mutate } = useNotifications();
  // Updates in flight; the list is reloaded once the last one settles, so an answer to an earlier
  // reload cannot show an item that is still being changed in its old state.
  const inFlight = useRef(0);
  const changed = useRef(false);

  const update = useCallback(
    async (updates: readonly NotificationUpdate[]) => {
      if (updates.length === 0) return;
      const ids = updates.map((u) => u.notificationId);
      let previous: NotificationUpdate[] = [];
      await mutate(
        (current) => {
          previous = restoreUpdates(current, ids);
          return current && applyUpdates(current, updates);
        },
        { revalidate: false },
      );
      inFlight.current += 1;
      try {
        // The client publishes a failure for the global toast (shell-and-admin.md §8: "an update
        // failure also publishes an xhr error event with the error text").
        if (updates.length === 1 && updates[0]) await shell.updateNotification(updates[0]);
        else await shell.updateNotifications([...updates]);
        changed.current = true;
      } catch (failure) {
        await mutate((current) => current && applyUpdates(current, previous), {
          revalidate: false,
        });
        throw toPortalError(failure);
      } finally {
        inFlight.current -= 1;
        if (inFlight.current === 0 && changed.current) {
          changed.current = false;
          // shell-and-admin.md §4: an update reloads the list.
          void mutate();
        }
      }
    },
    [mutate, shell],
  );

  const reload = useCallback(() => void mutate(), [mutate]);

  return { list: data, loadError: error, isLoading, reload, update };
}

/**
 * The unread count for a bell: the number of items in the drawer's active list, from the shared
 * notifications entry. null until the first answer (or after a failed first load).
 * @example const count = useUnreadNotificationCount(); <NotificationBell count={count} ... />
 */
export function useUnreadNotificationCount(options: { enabled?: boolean } = {}): number | null {
  const { data } = useNotifications(options);
  return data ? unreadCount(data.notifications) : null;
}
