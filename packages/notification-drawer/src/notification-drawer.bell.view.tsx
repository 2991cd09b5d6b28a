import type { Ref } from 'react';
import styled from 'styled-components';
import { useKitTranslation } from '@anp/core';
import { CountBadge, focusRing, token } from '@anp/ui';
import { BellIcon } from './icons';
import { NS } from './i18n';
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

const Button = styled.button`
  position: relative;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${token('radius-md')};
  background: transparent;
  color: inherit;
  font-family: ${token('font-family')};
  cursor: pointer;
  &:hover {
    background: ${token('color-surface-alt')};
  }
  &[aria-expanded='true'] {
    background: ${token('color-primary-soft')};
    color: ${token('color-primary')};
  }
  ${focusRing}
`;

// Starts at the middle of the bell, so a wide "99+" grows away from it.
const BadgeSpot = styled.span`
  position: absolute;
  top: 0;
  left: calc(50% + 2px);
  pointer-events: none;
`;

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
    <Button
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
    </Button>
  );
}
