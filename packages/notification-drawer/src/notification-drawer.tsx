import { useCallback, useState } from 'react';
import type { Notification } from '@anp/core';
import { NotificationBell } from './notification-drawer.bell.view';
import { NotificationDrawerView } from './notification-drawer.view';
import { useNotificationDrawer } from './use-notification-drawer';

export interface NotificationDrawerProps {
  /** Controlled open state; when absent the drawer keeps its own. */
  open?: boolean;
  /** Called when the drawer asks to open or close (close arrow, Escape, trigger). */
  onOpenChange?: (open: boolean) => void;
  /** Renders its own bell button with the unread count (the standalone element's default). */
  showTrigger?: boolean;
  /** Shows the settings cog linking to the profile page (default true). */
  showSettings?: boolean;
  /** Called with the notification when the user clicks an item (before it is marked read). */
  onNotificationClick?: (notification: Notification) => void;
}

/**
 * The notification drawer (shell-and-admin.md §2): the user's price-list notifications from the
 * page's shared notifications entry, marked read on click, dismissed with the close control, with
 * a History section. The header renders it with its own bell (`open` + `onOpenChange`);
 * `showTrigger` adds the drawer's own bell.
 * @example
 * const [open, setOpen] = useState(false);
 * <NotificationBell count={useUnreadNotificationCount()} expanded={open} onClick={() => setOpen(!open)} />
 * <NotificationDrawer open={open} onOpenChange={setOpen} />
 */
export function NotificationDrawer(props: NotificationDrawerProps) {
  const { open: controlled, onOpenChange, showTrigger = false, showSettings = true } = props;
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const setOpen = useCallback(
    (next: boolean) => {
      if (controlled === undefined) setOwn(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);
  const { unread, view } = useNotificationDrawer({
    open,
    close,
    onNotificationClick: props.onNotificationClick,
    showSettings,
  });
  return (
    <>
      {showTrigger && (
        <NotificationBell count={unread} expanded={open} onClick={() => setOpen(!open)} />
      )}
      <NotificationDrawerView open={open} {...view} />
    </>
  );
}
