import { useEffect, useRef } from 'react';
import { useKitTranslation } from '@anp/core';
import { SHELL_NS } from '../i18n';
import type { MaintenanceNotice } from './use-maintenance-banner';
import {
  Band,
  Dismiss,
  Icon,
  Notice,
  Nowrap,
  Range,
  Region,
  Text,
  Title,
} from './maintenance-banner.styles';

export interface MaintenanceBannerViewProps {
  /** The windows to show, earliest first; none leaves an empty (invisible) live region. */
  notices: readonly MaintenanceNotice[];
  onDismiss: (key: string) => void;
  /**
   * Where focus goes when the last notice was dismissed; by default the first link or button
   * after the banner (the header's menu button or logo).
   */
  onEmptied?: () => void;
}

function WarningIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M10 2 19 18H1L10 2Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M10 8v4.5M10 15v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The maintenance-window notices at the top of the header (issue 16): what (scheduled or in
 * progress), when (the range in the viewer's zone, with the zone's name), the window's own text,
 * and a Dismiss button each. A polite live region announces a notice when it appears; after a
 * dismissal focus moves to the next notice's button, or to `onEmptied`.
 */
export function MaintenanceBannerView({
  notices,
  onDismiss,
  onEmptied,
}: MaintenanceBannerViewProps) {
  const { t } = useKitTranslation(SHELL_NS);
  const regionRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    const buttons = regionRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else if (onEmptied) onEmptied();
    else regionRef.current?.parentElement?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [notices, onEmptied]);

  return (
    <Region ref={regionRef} aria-live="polite" part="maintenance-banner">
      {notices.map((notice, index) => (
        <Band key={notice.key} part="maintenance-notice">
          <Notice>
            <Icon>
              <WarningIcon />
            </Icon>
            <Text>
              <Title>
                {notice.status === 'ongoing' ? t('maintenance.ongoing') : t('maintenance.upcoming')}
              </Title>{' '}
              <Range>
                <Nowrap>{notice.range.from}</Nowrap> – <Nowrap>{notice.range.to}</Nowrap>
              </Range>
              {notice.message ? <>. {notice.message}</> : null}
            </Text>
            <Dismiss
              type="button"
              part="dismiss"
              aria-label={t('maintenance.dismiss', { range: notice.range.text })}
              onClick={() => {
                pendingFocus.current = index;
                onDismiss(notice.key);
              }}
            >
              <CrossIcon />
            </Dismiss>
          </Notice>
        </Band>
      ))}
    </Region>
  );
}
