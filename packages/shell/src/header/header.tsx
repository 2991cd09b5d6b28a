import { Suspense, lazy, useEffect, useState } from 'react';
import { useKitTranslation, usePortalLinks } from '@anp/core';
import { SHELL_NS } from '../i18n';
import { useCurrentPage } from '../use-current-page';
import { useNarrow } from '../use-narrow';
import { useNavLabel } from '../use-nav-label';
import { Bone } from './header.styles';
import { HeaderView } from './header.view';
import { loadDrawer, useHeader } from './use-header';
import { useHeaderData } from './use-header-data';
import { MaintenanceBannerView } from '../maintenance-banner/maintenance-banner.view';
import { useMaintenanceBanner } from '../maintenance-banner/use-maintenance-banner';

// Both load on demand, so the header's own code stays small: the selector once the header has a
// user, the drawer on the first press of the bell (or when the pointer or focus reaches it).
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
 * The portal's global header (shell-and-admin.md §2 "Header", §6, §8, §9): its data
 * (`useHeaderData`) and behaviour (`useHeader`) given to `HeaderView`, with the account selector
 * and the notification drawer of their own packages, loaded on demand.
 * @example <KitRoot config={config}><Header currentPath={location.pathname} /></KitRoot>
 */
/** How long a ready header waits for the maintenance windows before it shows without them. */
const BANNER_WAIT_MS = 400;

/** True once `active` has held for `ms` (reset when it stops holding). */
function useElapsed(active: boolean, ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return active && elapsed;
}

export function Header({ currentPath }: HeaderProps) {
  const { t } = useKitTranslation(SHELL_NS);
  const data = useHeaderData();
  const page = useCurrentPage(currentPath);
  const narrow = useNarrow();
  const labelOf = useNavLabel();
  const { hrefOf, follow } = usePortalLinks();
  const { bellRef, ...header } = useHeader(narrow);
  const banner = useMaintenanceBanner();
  // The header shows its skeleton until the maintenance windows answered too (they are read
  // beside the user context): a notice then arrives with the bar instead of pushing it down.
  // It waits for them BANNER_WAIT_MS at most: a slow banner service never holds the header.
  const waited = useElapsed(data.state === 'ready' && !banner.settled, BANNER_WAIT_MS);
  const state = data.state === 'ready' && !banner.settled && !waited ? 'loading' : data.state;
  const ready = state === 'ready';

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
      <AccountSelector
        variant={variant}
        onAccountChange={header.closeMenu}
        onRegionChange={header.closeMenu}
      />
    </Suspense>
  );

  return (
    <HeaderView
      state={state}
      onRetry={data.retry}
      narrow={narrow}
      items={data.items}
      currentPage={page}
      labelOf={labelOf}
      hrefOf={hrefOf}
      onFollow={follow}
      cart={data.cart}
      bell={
        data.bell && {
          count: data.bell.count,
          open: header.drawerOpen,
          onToggle: header.toggleDrawer,
          onWarm: header.warmDrawer,
        }
      }
      bellRef={bellRef}
      user={data.user}
      onLogout={header.onLogout}
      menuOpen={header.menuOpen}
      onMenuOpenChange={header.setMenuOpen}
      accountSelector={ready && !narrow ? selector('dropdown') : undefined}
      menuAccountSelector={ready && narrow ? selector('panel') : undefined}
      notice={
        <MaintenanceBannerView notices={ready ? banner.notices : []} onDismiss={banner.dismiss} />
      }
      drawer={
        header.drawerWanted && (
          <Suspense fallback={null}>
            <NotificationDrawer
              open={header.drawerOpen}
              onOpenChange={header.onDrawerOpenChange}
              showTrigger={false}
            />
          </Suspense>
        )
      }
    />
  );
}
