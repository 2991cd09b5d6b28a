import styled from 'styled-components';
import { useKitTranslation, usePortalLinks } from '@anp/core';
import { Button, Spinner, token } from '@anp/ui';
import { SHELL_NS } from '../i18n';
import { LeftNavView } from './left-nav.view';
import { useCurrentPage, useNavLabel, useShellNavigation } from './use-navigation';

export interface LeftNavProps {
  /** `sidebar` (default): vertical list with expandable groups; `panels`: drill-down panels. */
  variant?: 'sidebar' | 'panels';
  /** The page's pathname, to mark the current item; the window's location otherwise. */
  currentPath?: string;
}

const Status = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${token('space-3')};
  padding: ${token('space-4')};
  font-family: ${token('font-family')};
  color: ${token('color-text')};
  p {
    margin: 0;
  }
`;

/**
 * The portal's left navigation (shell-and-admin.md §2 "Left navigation entries", §6 roles): the
 * entries the signed-in user may see, as a sidebar or as drill-down panels.
 * @example <LeftNav variant="sidebar" currentPath={location.pathname} />
 */
export function LeftNav({ variant = 'sidebar', currentPath }: LeftNavProps) {
  const { t } = useKitTranslation(SHELL_NS);
  const { context, items, loading } = useShellNavigation();
  const page = useCurrentPage(currentPath);
  const labelOf = useNavLabel();
  const { hrefOf, follow } = usePortalLinks();
  if (context.error && !context.data) {
    return (
      <Status>
        <p role="alert">{t('header.failed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void context.mutate()}>
          {t('header.retry')}
        </Button>
      </Status>
    );
  }
  if (loading) {
    return (
      <Status>
        <Spinner label={t('nav.loading')} />
      </Status>
    );
  }
  return (
    <LeftNavView
      items={items}
      variant={variant}
      currentPage={page}
      label={t('nav.sideLabel')}
      labelOf={labelOf}
      hrefOf={hrefOf}
      onFollow={follow}
    />
  );
}
