import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { anchorTo, type Anchor, type AnchorOptions } from './anchored';

export interface PopoverOptions extends AnchorOptions {
  /** Whether it shows. */
  open: boolean;
  /** What it is placed next to; none: where its styles put it. */
  anchor?: (() => Anchor | null) | undefined;
  /** The control that opened it: a press on it does not light-dismiss the popover. */
  source?: (() => HTMLElement | null) | undefined;
  /** The browser closed it (light dismiss: a press outside, Escape not handled inside). */
  onDismiss?: (() => void) | undefined;
}

type ShowOptions = { source?: HTMLElement };

/**
 * The `popover` attribute to render: the mode where the browser has popovers, else none (the
 * surface then stays `position: fixed` with its z-index, as before; jsdom has no popovers).
 */
export function popoverMode(mode: 'auto' | 'manual'): 'auto' | 'manual' | undefined {
  return typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype
    ? mode
    : undefined;
}

/**
 * An element with the `popover` attribute, shown with `showPopover()` while `open`: it sits in
 * the top layer (above every z-index, not clipped or shrunk by a transformed or `overflow:
 * hidden` ancestor, shadow roots included) and, with `anchor`, is kept next to it by Floating UI.
 * `popover="auto"` closes on a press outside or Escape (reported through `onDismiss`);
 * `popover="manual"` only when its caller says so.
 */
export function usePopover(ref: RefObject<HTMLElement | null>, options: PopoverOptions): void {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const { open, placement, gap } = options;

  useLayoutEffect(() => {
    const element = ref.current;
    if (!open || !element) return undefined;
    const popover = element.hasAttribute('popover') && typeof element.showPopover === 'function';
    if (popover && !element.matches(':popover-open')) {
      const source = latest.current.source?.() ?? undefined;
      // `source` ties the popover to its opener (a press on the opener toggles it rather than
      // light-dismissing and reopening it); browsers before it take no argument.
      (element.showPopover as (options?: ShowOptions) => void)(source ? { source } : undefined);
    }
    const anchor = latest.current.anchor?.() ?? null;
    const stop = anchor ? anchorTo(anchor, element, { placement, gap }) : undefined;
    return () => {
      stop?.();
      if (popover && element.matches(':popover-open')) element.hidePopover();
    };
  }, [ref, open, placement, gap]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const onToggle = (event: Event) => {
      const { newState } = event as ToggleEvent;
      if (newState === 'closed' && latest.current.open) latest.current.onDismiss?.();
    };
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, [ref]);
}
