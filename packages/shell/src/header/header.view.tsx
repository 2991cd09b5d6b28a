import { Suspense, lazy, useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import { useKitTranslation } from '@anp/core';
import { Button, CountBadge, Spinner } from '@anp/ui';
import { SHELL_NS } from '../i18n';
import type { PortalNavItem } from '../model/navigation';
import { BellIcon, CartIcon, MenuIcon, Wordmark } from './icons';
import {
  AccountSlot,
  Bone,
  BoneRow,
  Failure,
  Hidden,
  IconButton,
  IconLink,
  LogoLink,
  MobileMenuBox,
  Root,
  Spacer,
  TabRow,
  TopRow,
} from './header.styles';

// Each layout loads its own parts: phones the panels on the first press of the hamburger, wide
// screens the tabs and the profile menu (fetched while the user context loads, so nothing jumps;
// the tabs' skeleton stays until they are there).
const MobileMenu = lazy(() =>
  import('./header.mobile-menu.view').then((m) => ({ default: m.MobileMenu })),
);
const loadProfileMenu = () => import('../profile-menu/profile-menu');
const ProfileMenu = lazy(() => loadProfileMenu().then((m) => ({ default: m.ProfileMenu })));
const loadNavTabs = () => import('./header.nav-tabs.view');
const NavTabs = lazy(() => loadNavTabs().then((m) => ({ default: m.NavTabs })));

export interface HeaderViewProps {
  /** `loading` shows the skeleton, `failed` the logo, a message and Retry. */
  state: 'loading' | 'failed' | 'ready';
  onRetry?: () => void;
  /** Phone layout: the hamburger menu instead of tabs, account selector and profile menu. */
  narrow: boolean;
  items: readonly PortalNavItem[];
  currentPage: string;
  labelOf: (item: PortalNavItem) => string;
  hrefOf: (page: string) => string;
  onFollow?: (event: MouseEvent, href: string) => void;
  /** The cart icon; null hides it. `count` null shows no number (loading, failed fetch). */
  cart: { count: number | null } | null;
  /** The bell; null hides it. */
  bell: { count: number; open: boolean; onToggle: () => void; onWarm?: () => void } | null;
  bellRef?: Ref<HTMLButtonElement>;
  user: { name: string; initials: string } | null;
  onLogout: () => void;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  /** The account selector of the bar (wide layout). */
  accountSelector?: ReactNode;
  /** The account selector of the hamburger menu (narrow layout). */
  menuAccountSelector?: ReactNode;
  /** The notification drawer, once it was opened. */
  drawer?: ReactNode;
  /** The maintenance-window banner, above the bar (always given: it is a live region). */
  notice?: ReactNode;
}

/** The tab row's skeleton, while the user context or the tabs' code loads. */
function TabBones() {
  return (
    <BoneRow aria-hidden="true">
      <Bone $w="5rem" />
      <Bone $w="6rem" />
      <Bone $w="4rem" />
      <Bone $w="5rem" />
      <Bone $w="4.5rem" />
    </BoneRow>
  );
}

function LoadingBar({ narrow }: { narrow: boolean }) {
  return (
    <>
      <Spacer />
      {!narrow && <Bone $w="13rem" $h="2.25rem" />}
      <Bone $w="2.25rem" $h="2.25rem" $round />
      <Bone $w="2.25rem" $h="2.25rem" $round />
      {!narrow && <Bone $w="8rem" $h="2.25rem" />}
    </>
  );
}

/**
 * The global header (shell-and-admin.md §2 "Header"), driven by props: logo, tabs with dropdowns,
 * account selector, cart and bell with their counts, profile menu; on phones a hamburger with the
 * navigation as drill-down panels, the account selector, support and logout.
 */
export function HeaderView({ bellRef, ...props }: HeaderViewProps) {
  const { t } = useKitTranslation(SHELL_NS);
  const menuId = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);
  const { narrow, state, cart, bell, menuOpen } = props;
  useEffect(() => {
    if (narrow) return;
    void loadNavTabs().catch(() => undefined);
    void loadProfileMenu().catch(() => undefined);
  }, [narrow]);
  const home = props.hrefOf('dashboard');
  const cartHref = props.hrefOf('cart');

  const follow = (event: MouseEvent, href: string) => {
    props.onMenuOpenChange(false);
    props.onFollow?.(event, href);
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    props.onMenuOpenChange(false);
    burgerRef.current?.focus();
  };
  const cartLabel =
    cart?.count == null
      ? t('header.cart')
      : cart.count === 1
        ? t('header.cartOne')
        : t('header.cartMany', { count: cart.count });
  const bellLabel = bell?.count
    ? t('header.unread', { count: bell.count })
    : t('header.notifications');

  return (
    <Root aria-busy={state === 'loading' || undefined} part="bar">
      {props.notice}
      <TopRow>
        {narrow && state === 'ready' && (
          <IconButton
            part="icon-button menu-button"
            ref={burgerRef}
            type="button"
            aria-label={t('header.menu')}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onClick={() => props.onMenuOpenChange(!menuOpen)}
          >
            <MenuIcon open={menuOpen} />
          </IconButton>
        )}
        <LogoLink
          part="logo"
          href={home}
          aria-label={t('header.home')}
          onClick={(e) => follow(e, home)}
        >
          <Wordmark />
        </LogoLink>
        {state === 'loading' && (
          <>
            <Hidden role="status">{t('header.loading')}</Hidden>
            <LoadingBar narrow={narrow} />
          </>
        )}
        {state === 'failed' && (
          <Failure>
            <p role="alert">{t('header.failed')}</p>
            <Button variant="secondary" size="sm" onClick={props.onRetry}>
              {t('header.retry')}
            </Button>
          </Failure>
        )}
        {state === 'ready' && (
          <>
            <Spacer />
            {!narrow && props.accountSelector && <AccountSlot>{props.accountSelector}</AccountSlot>}
            {cart && (
              <IconLink
                part="icon-button cart"
                href={cartHref}
                aria-label={cartLabel}
                onClick={(e) => follow(e, cartHref)}
              >
                <CartIcon />
                <CountBadge count={cart.count} label={cartLabel} />
              </IconLink>
            )}
            {bell && (
              <IconButton
                part="icon-button bell"
                ref={bellRef}
                type="button"
                aria-label={bellLabel}
                aria-haspopup="dialog"
                aria-expanded={bell.open}
                onClick={bell.onToggle}
                onPointerEnter={bell.onWarm}
                onFocus={bell.onWarm}
              >
                <BellIcon />
                <CountBadge count={bell.count} label={bellLabel} />
              </IconButton>
            )}
            {!narrow && props.user && (
              <Suspense fallback={<Bone $w="8rem" $h="2.25rem" />}>
                <ProfileMenu
                  name={props.user.name}
                  initials={props.user.initials}
                  profileHref={props.hrefOf('profile')}
                  onProfile={follow}
                  onLogout={props.onLogout}
                />
              </Suspense>
            )}
          </>
        )}
      </TopRow>
      {!narrow && state === 'loading' && (
        <TabRow aria-hidden="true">
          <TabBones />
        </TabRow>
      )}
      {!narrow && state === 'ready' && (
        <TabRow part="tabs">
          <Suspense fallback={<TabBones />}>
            <NavTabs
              items={props.items}
              currentPage={props.currentPage}
              label={t('nav.label')}
              labelOf={props.labelOf}
              hrefOf={props.hrefOf}
              onFollow={follow}
            />
          </Suspense>
        </TabRow>
      )}
      {narrow && state === 'ready' && menuOpen && (
        <MobileMenuBox part="menu" id={menuId} onKeyDown={onMenuKeyDown}>
          <Suspense fallback={<Spinner label={t('nav.loading')} />}>
            <MobileMenu
              items={props.items}
              currentPage={props.currentPage}
              labelOf={props.labelOf}
              hrefOf={props.hrefOf}
              onFollow={follow}
              accountSelector={props.menuAccountSelector}
              onLogout={props.onLogout}
            />
          </Suspense>
        </MobileMenuBox>
      )}
      {props.drawer}
    </Root>
  );
}
