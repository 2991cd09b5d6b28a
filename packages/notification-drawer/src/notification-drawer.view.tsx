import { lazy, Suspense, useEffect, type MouseEvent } from 'react';
import type { DrawerItem, DrawerLabels, ItemClick } from './notification-drawer.item.view';

export type { DrawerItem, DrawerLabels, ItemClick } from './notification-drawer.item.view';

export interface NotificationDrawerViewProps {
  open: boolean;
  state: 'loading' | 'error' | 'ready';
  active: readonly DrawerItem[];
  history: readonly DrawerItem[];
  /** Readable text of a load failure; with `state` ready it is a refresh failure over the list. */
  loadError: string | null;
  /** Readable text of the last update failure (shell-and-admin.md §8). */
  updateError: string | null;
  labels: DrawerLabels;
  /** The profile page for the settings cog; null hides it. */
  settingsHref: string | null;
  markingAll?: boolean;
  onClose: () => void;
  onItemClick: (id: string, click: ItemClick) => void;
  onDismiss: (id: string) => void;
  onMarkAllRead: () => void;
  onRetry: () => void;
  onHideUpdateError: () => void;
  onSettingsClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

const loadPanel = () => import('./notification-drawer.panel.lazy');
const DrawerPanel = lazy(() => loadPanel().then((m) => ({ default: m.DrawerPanel })));

/**
 * The notification drawer as a pure view (shell-and-admin.md §2): a panel sliding in from the
 * right with a title, an optional settings cog, a close arrow, the active list, a History section
 * and Back To Top once scrolled. A modal dialog: focus moves in on open, stays inside, Escape and
 * the arrow close it, and focus returns to what opened it.
 */
export function NotificationDrawerView({ open, ...rest }: NotificationDrawerViewProps) {
  // The panel's code loads once the page is idle, so opening the drawer does not wait for it.
  useEffect(() => {
    void loadPanel();
  }, []);
  return open ? (
    <Suspense fallback={null}>
      <DrawerPanel {...rest} />
    </Suspense>
  ) : null;
}
