import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import {
  errorMessage,
  formatDisplayDate,
  handleLinkClick,
  requestNavigation,
  useKitContext,
  useKitTranslation,
  usePortalLinks,
  type Notification,
  type NotificationUpdate,
  type PortalError,
} from '@anp/core';
import { NS } from './i18n';
import {
  activeNotifications,
  clickUpdate,
  dismissUpdate,
  historyNotifications,
  isDismissed,
  isRead,
  markAllReadUpdates,
  clickTarget,
  priorityLook,
  titleOf,
  unreadCount,
  wordingOf,
  type Wording,
} from './model/notifications';
import { useNotificationData } from './use-notification-drawer-data';
import type {
  DrawerItem,
  DrawerLabels,
  ItemClick,
  NotificationDrawerViewProps,
} from './notification-drawer.view';

export interface UseNotificationDrawerOptions {
  open: boolean;
  /** Asks the owner of the open state to close the drawer. */
  close: () => void;
  onNotificationClick?: ((notification: Notification) => void) | undefined;
  showSettings: boolean;
}

export interface NotificationDrawerBehaviour {
  /** The bell's count: the items of the active list; null before the first answer. */
  unread: number | null;
  view: Omit<NotificationDrawerViewProps, 'open'>;
}

/**
 * The drawer's behaviour: the lists worded in the page language, the click, close and
 * mark-all rules (shell-and-admin.md §4), update failures kept for the view (§8), and navigation
 * to the documents and profile pages.
 */
export function useNotificationDrawer(
  options: UseNotificationDrawerOptions,
): NotificationDrawerBehaviour {
  const { open, close, onNotificationClick, showSettings } = options;
  const { lang, host } = useKitContext();
  const { t } = useKitTranslation(NS);
  const { t: tCore } = useKitTranslation('core');
  const data = useNotificationData();
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const [updateError, setUpdateError] = useState<PortalError | null>(null);
  const [markingAll, setMarkingAll] = useState(false);

  const { hrefOf: pathOf } = usePortalLinks();

  // A drawer opened long after the page loaded shows what is new since: reload on every open
  // once there is a list (the first load is under way otherwise).
  const { reload } = data;
  const hasList = useRef(false);
  useEffect(() => {
    hasList.current = data.list !== undefined;
  });
  useEffect(() => {
    if (open && hasList.current) reload();
  }, [open, reload]);

  const notifications = data.list?.notifications;
  const byId = useMemo(
    () => new Map((notifications ?? []).map((n) => [n.notificationId, n])),
    [notifications],
  );

  const run = useCallback(
    async (updates: readonly NotificationUpdate[]) => {
      const ids = updates.map((u) => u.notificationId);
      setUpdateError(null);
      setPending((current) => new Set([...current, ...ids]));
      try {
        await data.update(updates);
        return true;
      } catch (error) {
        setUpdateError(error as PortalError);
        return false;
      } finally {
        setPending((current) => new Set([...current].filter((id) => !ids.includes(id))));
      }
    },
    [data],
  );

  const onItemClick = useCallback(
    (id: string, click: ItemClick) => {
      const notification = byId.get(id);
      if (!notification) return;
      onNotificationClick?.(notification);
      const update = clickUpdate(notification);
      const page = clickTarget(notification);
      const target = page === null ? null : pathOf(page);
      if (target === null || click.modified) {
        // No page to go to, or the browser opens it in a new tab: only the update.
        if (update) void run([update]);
        return;
      }
      const go = () => {
        close();
        requestNavigation(host ?? window, target);
      };
      // The update is saved before leaving, so a full page load cannot cut it off.
      if (!update) go();
      else void run([update]).then((saved) => saved && go());
    },
    [byId, onNotificationClick, pathOf, run, close, host],
  );

  const onDismiss = useCallback(
    (id: string) => {
      const notification = byId.get(id);
      const update = notification ? dismissUpdate(notification) : null;
      if (update) void run([update]);
    },
    [byId, run],
  );

  const onMarkAllRead = useCallback(async () => {
    setMarkingAll(true);
    try {
      for (const batch of markAllReadUpdates(notifications ?? [])) {
        if (!(await run(batch))) break;
      }
    } finally {
      setMarkingAll(false);
    }
  }, [notifications, run]);

  const settingsHref = showSettings ? pathOf('profile') : null;
  const onSettingsClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (settingsHref === null) return;
      handleLinkClick(event, host ?? window, settingsHref);
      if (event.defaultPrevented) close();
    },
    [settingsHref, host, close],
  );

  const word = useCallback(
    (wording: Wording) => ('text' in wording ? wording.text : t(wording.key, wording.values ?? {})),
    [t],
  );

  const toItem = useCallback(
    (n: Notification): DrawerItem => {
      const look = priorityLook(n.priority);
      const page = clickTarget(n);
      return {
        id: n.notificationId,
        priority: look.icon,
        priorityLabel: t(look.labelKey),
        title: word(titleOf(n)),
        message: word(wordingOf(n, (iso) => formatDisplayDate(iso, lang))),
        date: formatDisplayDate(n.createdAt, lang),
        dateTime: n.createdAt,
        status: isDismissed(n) ? 'dismissed' : isRead(n) ? 'read' : 'active',
        href: page === null ? null : pathOf(page),
        pending: pending.has(n.notificationId),
      };
    },
    [t, word, lang, pathOf, pending],
  );

  const active = useMemo(
    () => activeNotifications(notifications ?? []).map(toItem),
    [notifications, toItem],
  );
  const history = useMemo(
    () => historyNotifications(notifications ?? []).map(toItem),
    [notifications, toItem],
  );

  const readable = (error: PortalError) =>
    errorMessage(error, (key, values) => tCore(key, values ?? {})) || tCore('errors.unknown');

  const labels: DrawerLabels = {
    title: t('title'),
    close: t('close'),
    settings: t('settings'),
    active: t('active'),
    history: t('history'),
    backToTop: t('backToTop'),
    markAllRead: t('markAllRead'),
    dismiss: t('dismiss'),
    hideError: t('hideError'),
    saving: t('saving'),
    loading: t('loading'),
    retry: t('retry'),
    emptyTitle: t('emptyTitle'),
    emptyBody: t('emptyBody'),
    read: t('read'),
    dismissed: t('dismissed'),
  };

  return {
    unread: notifications ? unreadCount(notifications) : null,
    view: {
      state: data.list ? 'ready' : data.loadError ? 'error' : 'loading',
      active,
      history,
      loadError: data.loadError ? `${t('loadFailed')} ${readable(data.loadError)}` : null,
      updateError: updateError ? `${t('updateFailed')} ${readable(updateError)}` : null,
      labels,
      settingsHref,
      markingAll,
      onClose: close,
      onItemClick,
      onDismiss,
      onMarkAllRead: () => void onMarkAllRead(),
      onRetry: reload,
      onHideUpdateError: () => setUpdateError(null),
      onSettingsClick,
    },
  };
}
