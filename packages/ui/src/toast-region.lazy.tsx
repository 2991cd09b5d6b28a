import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
} from 'react';
import styled, { keyframes } from 'styled-components';
import { token } from './tokens';
import { CloseIcon, iconButton } from './icons';
import type { Toast, ToastTone } from './toast-queue';
import { popoverMode, usePopover } from './top-layer/popover';

export type { Toast, ToastTone } from './toast-queue';

export interface ToastRegionProps {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
  /** Accessible name of each toast's dismiss button, e.g. "Dismiss". */
  dismissLabel: string;
  /** Accessible name of the region, e.g. "Notifications". */
  regionLabel: string;
  /**
   * Each toast dismisses itself after this many ms (default 8000; 0 = never). The countdown
   * pauses while the pointer is over the region or focus is inside it, and starts again after.
   */
  autoDismissMs?: number;
}

const DEFAULT_AUTO_DISMISS_MS = 8000;

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(0.5rem); }
`;

/**
 * A manual popover in the top layer (above the page's stacking and outside any transformed or
 * clipping ancestor; only the kit shows and hides it), along the viewport's bottom edge. The
 * z-index only counts where a browser has no popovers.
 */
const Region = styled.section`
  position: fixed;
  z-index: ${token('z-toast')};
  inset: auto ${token('space-4')} ${token('space-4')} ${token('space-4')};
  width: auto;
  height: auto;
  overflow: visible;
  border: 0;
  background: transparent;
  color: inherit;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${token('space-2')};
  margin: 0;
  padding: 0;
  /* Clicks pass through the empty part of the region to the page below. */
  pointer-events: none;
`;

const ACCENTS: Record<ToastTone, string> = {
  error: token('color-danger'),
  info: token('color-info'),
  success: token('color-success'),
};

const Card = styled.div<{ $tone: ToastTone }>`
  box-sizing: border-box;
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${token('space-3')};
  width: 100%;
  max-width: 24rem;
  padding: ${token('space-3')} ${token('space-3')} ${token('space-3')} ${token('space-4')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-sm')};
  line-height: ${token('line-height')};
  border: 1px solid ${token('color-border')};
  border-left-width: 4px;
  border-radius: ${token('radius-md')};
  border-left-color: ${(p) => ACCENTS[p.$tone]};
  box-shadow: ${token('shadow-md')};

  @media (prefers-reduced-motion: no-preference) {
    animation: ${slideIn} ${token('duration-normal')} ${token('easing')};
  }
`;

const Icon = styled.svg<{ $tone: ToastTone }>`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin-top: 0.0625rem;
  color: ${(p) => ACCENTS[p.$tone]};
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${token('font-weight-semibold')};
`;

const Message = styled.p`
  margin: 0;
`;

const DismissButton = styled.button`
  flex: none;
  width: 2rem;
  height: 2rem;
  margin: -${token('space-1')} 0;
  border-radius: ${token('radius-sm')};
  ${iconButton}
`;

// Small inline icons (no icon library): a tone is never told by colour alone.
const ICON_PATHS: Record<ToastTone, string> = {
  error: 'M10 2a8 8 0 100 16 8 8 0 000-16zm-1 4h2v5H9V6zm0 7h2v2H9v-2z',
  info: 'M10 2a8 8 0 100 16 8 8 0 000-16zm-1 7h2v6H9V9zm0-4h2v2H9V5z',
  success:
    'M10 2a8 8 0 100 16 8 8 0 000-16zm-1.2 11.6L5 9.8l1.4-1.4 2.4 2.4 4.8-4.8L15 7.4l-6.2 6.2z',
};

interface ToastItemProps {
  toast: Toast;
  dismissLabel: string;
  autoDismissMs: number;
  paused: boolean;
  onDismiss: (id: string) => void;
  onDismissClick: (event: MouseEvent<HTMLButtonElement>, id: string) => void;
}

function ToastItem({
  toast,
  dismissLabel,
  autoDismissMs,
  paused,
  onDismiss,
  onDismissClick,
}: ToastItemProps) {
  const { id, tone } = toast;
  // The latest onDismiss, without restarting the countdown when the parent passes a new function.
  const expire = useEffectEvent(() => onDismiss(id));
  useEffect(() => {
    if (paused || autoDismissMs <= 0) return undefined;
    const timer = setTimeout(() => expire(), autoDismissMs);
    return () => clearTimeout(timer);
  }, [id, paused, autoDismissMs]);

  return (
    <Card
      $tone={tone}
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      part={`toast ${tone}`}
    >
      <Icon
        $tone={tone}
        viewBox="0 0 20 20"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        <path fillRule="evenodd" d={ICON_PATHS[tone]} />
      </Icon>
      <Text>
        {toast.title && <Title>{toast.title}</Title>}
        <Message>{toast.message}</Message>
      </Text>
      <DismissButton
        type="button"
        aria-label={dismissLabel}
        data-anp-toast-dismiss=""
        onClick={(event) => onDismissClick(event, id)}
      >
        <CloseIcon size={16} />
      </DismissButton>
    </Card>
  );
}

/**
 * The toasts of a page, in a labelled, fixed-position region (bottom right). Errors are
 * `role="alert"`, other tones `role="status"`. Renders nothing when there are no toasts.
 */
export function ToastRegion(props: ToastRegionProps) {
  const { toasts, onDismiss, dismissLabel, regionLabel } = props;
  const autoDismissMs = props.autoDismissMs ?? DEFAULT_AUTO_DISMISS_MS;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  usePopover(regionRef, { open: toasts.length > 0 });
  // Once the last toast is gone no leave event will come: start the next toast unpaused.
  if (toasts.length === 0 && (hovered || focused)) {
    setHovered(false);
    setFocused(false);
  }

  const onDismissClick = useCallback(
    (event: MouseEvent<HTMLButtonElement>, id: string) => {
      // Keep keyboard users in the region: focus moves to a neighbouring toast's button.
      const region = event.currentTarget.closest('section');
      if (region) {
        const buttons = Array.from(
          region.querySelectorAll<HTMLButtonElement>('[data-anp-toast-dismiss]'),
        );
        const index = buttons.indexOf(event.currentTarget);
        (buttons[index + 1] ?? buttons[index - 1])?.focus();
      }
      onDismiss(id);
    },
    [onDismiss],
  );

  if (toasts.length === 0) return null;
  const paused = hovered || focused;
  return (
    <Region
      ref={regionRef}
      popover={popoverMode('manual')}
      role="region"
      aria-label={regionLabel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
      }}
    >
      {toasts.map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          dismissLabel={dismissLabel}
          autoDismissMs={autoDismissMs}
          paused={paused}
          onDismiss={onDismiss}
          onDismissClick={onDismissClick}
        />
      ))}
    </Region>
  );
}
