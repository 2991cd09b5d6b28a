import type { MouseEvent, ReactNode } from 'react';
import { useKitTranslation } from '@anp/core';
import { SHELL_NS } from '../i18n';
import { findItem, type PortalNavItem } from '../model/navigation';
import { LeftNavView } from '../left-nav/left-nav.view';
import { EntryButton, EntryLink } from '../left-nav/left-nav.styles';
import { MenuEnd, MenuSection } from './header.mobile-menu.styles';

export interface MobileMenuProps {
  items: readonly PortalNavItem[];
  currentPage: string;
  labelOf: (item: PortalNavItem) => string;
  hrefOf: (page: string) => string;
  onFollow: (event: MouseEvent, href: string) => void;
  accountSelector?: ReactNode;
  onLogout: () => void;
}

/**
 * The content of the header's hamburger menu (shell-and-admin.md §2 "Header", mobile): the
 * navigation as drill-down panels, with the account selector above and support and logout below.
 * Loaded on the first open, so the header's start-up code carries no panels.
 */
export function MobileMenu(props: MobileMenuProps) {
  const { t } = useKitTranslation(SHELL_NS);
  const supportHref = props.hrefOf('support');
  return (
    <LeftNavView
      variant="panels"
      items={props.items}
      currentPage={props.currentPage}
      label={t('nav.label')}
      labelOf={props.labelOf}
      hrefOf={props.hrefOf}
      onFollow={props.onFollow}
      top={props.accountSelector && <MenuSection>{props.accountSelector}</MenuSection>}
      bottom={
        <MenuEnd>
          {/* Support is one of the entries for every user today; otherwise it is added here. */}
          {!findItem(props.items, 'support') && (
            <li>
              <EntryLink
                part="nav-link"
                href={supportHref}
                onClick={(e) => props.onFollow(e, supportHref)}
              >
                {t('nav.support')}
              </EntryLink>
            </li>
          )}
          <li>
            <EntryButton part="nav-link logout" type="button" onClick={props.onLogout}>
              {t('profile.logout')}
            </EntryButton>
          </li>
        </MenuEnd>
      }
    />
  );
}
