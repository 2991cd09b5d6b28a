import type { Ref } from 'react';
import { useKitTranslation } from '@anp/core';
import { CountBadge } from '@anp/ui';
import { BellIcon } from './icons';
import { NS } from './i18n';
import { BadgeSpot, BellButton } from './notification-drawer.bell.styles';
import { Hidden } from './notification-drawer.styles';

export interface NotificationBellProps {
  /** Unread notifications; above 99 the badge reads 99+, zero or null shows no badge. */
  count: number | null | undefined;
  /** Whether the drawer it opens is open (aria-expanded). */
  expanded: boolean;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}

/**
 * The bell button with the unread count (shell-and-admin.md §2 header, §9 badge cap). The header
 * reuses it to open the drawer: `<NotificationBell count={useUnreadNotificationCount()} ... />`.
 */
export function NotificationBell({
  count,
  expanded,
  onClick,
  ref,
  className,
}: NotificationBellProps) {
  const { t } = useKitTranslation(NS);
  const unread = typeof count === 'number' && count > 0 ? Math.floor(count) : 0;
  return (
    <BellButton
      part="icon-button bell"
      ref={ref}
      type="button"
      className={className}
      aria-expanded={expanded}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      <BellIcon />
      <Hidden>{t('bell')}</Hidden>
      <BadgeSpot>
        <CountBadge count={unread} label={t('unread', { count: unread })} />
      </BadgeSpot>
    </BellButton>
  );
}
