import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useKitTranslation } from '@anp/core';
import { token } from '@anp/ui';
import { SHELL_NS } from '../i18n';
import { findItem, type PortalNavItem } from '../model/navigation';
import { LeftNavView } from '../left-nav/left-nav.view';
import { EntryButton, EntryLink } from '../left-nav/left-nav.styles';

export interface MobileMenuProps {
  items: readonly PortalNavItem[];
  currentPage: string;
  labelOf: (item: PortalNavItem) => string;
  hrefOf: (page: string) => string;
  onFollow: (event: MouseEvent, href: string) => void;
  accountSelector?: ReactNode;
  onLogout: () => void;
}

const Section = styled.div`
  padding: ${token('space-3')} ${token('space-4')};
  border-bottom: 1px solid ${token('color-border')};
`;

const Footer = styled.ul`
  margin: 0;
  padding: ${token('space-2')} 0;
  list-style: none;
  border-top: 1px solid ${token('color-border')};
`;

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
      top={props.accountSelector && <Section>{props.accountSelector}</Section>}
      bottom={
        <Footer>
          {/* Support is one of the entries for every user today; otherwise it is added here. */}
          {!findItem(props.items, 'support') && (
            <li>
              <EntryLink href={supportHref} onClick={(e) => props.onFollow(e, supportHref)}>
                {t('nav.support')}
              </EntryLink>
            </li>
          )}
          <li>
            <EntryButton type="button" onClick={props.onLogout}>
              {t('profile.logout')}
            </EntryButton>
          </li>
        </Footer>
      }
    />
  );
}
