import { useKitTranslation, usePortalLinks } from '@anp/core';
import { SHELL_NS } from '../i18n';
import { useCurrentPage } from '../use-current-page';
import { useNavLabel } from '../use-nav-label';
import { useShellNavigation } from '../use-shell-data';
import { LeftNavStatus } from './left-nav.status.view';
import { LeftNavView } from './left-nav.view';

export interface LeftNavProps {
  /** `sidebar` (default): vertical list with expandable groups; `panels`: drill-down panels. */
  variant?: 'sidebar' | 'panels';
  /** The page's pathname, to mark the current item; the window's location otherwise. */
  currentPath?: string;
}

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
    return <LeftNavStatus state="failed" onRetry={() => void context.mutate()} />;
  }
  if (loading) return <LeftNavStatus state="loading" />;
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
