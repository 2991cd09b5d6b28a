import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import {
  useCartCount,
  useKitTranslation,
  useNotifications,
  usePortalLinks,
  useSelectedAccount,
  useSignOut,
} from '@anp/core';
import { SHELL_NS } from '../i18n';
import { displayName, initials } from '../model/profile';
import {
  useCurrentPage,
  useNarrow,
  useNavLabel,
  useShellNavigation,
} from '../left-nav/use-navigation';
import { Bone } from './header.styles';
import { HeaderView } from './header.view';

// Both load on demand, so the header's own code stays small: the selector once the header has a
// user, the drawer on the first press of the bell (or when the pointer or focus reaches it).
const loadDrawer = () => import('@anp/notification-drawer');
const AccountSelector = lazy(() =>
  import('@anp/account-selector').then((m) => ({ default: m.AccountSelector })),
);
const NotificationDrawer = lazy(() =>
  loadDrawer().then((m) => ({ default: m.NotificationDrawer })),
);

export interface HeaderProps {
  /** The page's pathname, to mark the current tab; the window's location otherwise. */
  currentPath?: string;
}

/**
 * The portal's global header (shell-and-admin.md §2 "Header", §6, §8, §9). Reads the user
 * context (and follows it after an account switch), the feature toggles, the cart count and the
 * notifications from the page's shared cache.
 * @example <KitRoot config={config}><Header currentPath={location.pathname} /></KitRoot>
 */
export function Header({ currentPath }: HeaderProps) {
  const { t } = useKitTranslation(SHELL_NS);
  const { context, items, cart, toggles, loading } = useShellNavigation();
  const page = useCurrentPage(currentPath);
  const narrow = useNarrow();
  const labelOf = useNavLabel();
  const { hrefOf, follow } = usePortalLinks();
  const signOut = useSignOut();
  const data = context.data;

  // shell-and-admin.md §8: a failed cart fetch only ends the loading state (no number, no error).
  // The badge counts the cart of the session's account, the one the cart element shows.
  const selected = useSelectedAccount();
  const cartCount = useCartCount(cart && data && selected.account ? selected.key : null);
  const bellOn = toggles.notificationDrawer !== false;
  const notifications = useNotifications({ enabled: bellOn && data !== undefined });
  // Active = neither read nor dismissed (shell-and-admin.md §4), counted from the shared list so
  // the bell follows the drawer's updates at once.
  const unread =
    notifications.data?.notifications.filter((n) => !n.read && !n.dismissed).length ?? 0;

  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const bellRef = useRef<HTMLButtonElement>(null);
  const onDrawerOpenChange = useCallback((open: boolean) => {
    setDrawerOpen(open);
    if (!open) bellRef.current?.focus();
  }, []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  const state = context.error && !data ? 'failed' : loading || !data ? 'loading' : 'ready';
  const user = data ? data.user : null;
  const selector = (variant: 'dropdown' | 'panel') => (
    <Suspense
      fallback={
        variant === 'dropdown' ? (
          <Bone $w="13rem" $h="2.25rem" aria-hidden="true" />
        ) : (
          t('header.accounts')
        )
      }
    >
      <AccountSelector variant={variant} onAccountChange={closeMenu} onRegionChange={closeMenu} />
    </Suspense>
  );

  return (
    <HeaderView
      state={state}
      onRetry={() => void context.mutate()}
      narrow={narrow}
      items={items}
      currentPage={page}
      labelOf={labelOf}
      hrefOf={hrefOf}
      onFollow={follow}
      cart={cart ? { count: cartCount.loaded ? cartCount.count : null } : null}
      bell={
        bellOn
          ? {
              count: unread,
              open: drawerOpen,
              onToggle: () => {
                setDrawerWanted(true);
                setDrawerOpen(!drawerOpen);
              },
              onWarm: () => void loadDrawer().catch(() => undefined),
            }
          : null
      }
      bellRef={bellRef}
      user={user ? { name: displayName(user), initials: initials(user) } : null}
      onLogout={() => void signOut()}
      menuOpen={menuOpen && narrow}
      onMenuOpenChange={setMenuOpen}
      accountSelector={state === 'ready' && !narrow ? selector('dropdown') : undefined}
      menuAccountSelector={state === 'ready' && narrow ? selector('panel') : undefined}
      drawer={
        drawerWanted && (
          <Suspense fallback={null}>
            <NotificationDrawer
              open={drawerOpen}
              onOpenChange={onDrawerOpenChange}
              showTrigger={false}
            />
          </Suspense>
        )
      }
    />
  );
}
