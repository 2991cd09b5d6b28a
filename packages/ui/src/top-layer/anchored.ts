import type * as FloatingUi from '@floating-ui/dom';
import type { Placement, VirtualElement } from '@floating-ui/dom';

export type { Placement, VirtualElement };

/** What an overlay is anchored to: an element, or a point or box (a right-click). */
export type Anchor = Element | VirtualElement;

export interface AnchorOptions {
  placement?: Placement | undefined;
  /** Gap between the anchor and the overlay, px. Default 4. */
  gap?: number | undefined;
}

/** Margin the overlay keeps from the viewport's edges, px. */
const MARGIN = 8;

/**
 * Floating UI (about 6.5 KB gzip) loads with the first overlay that opens, not with every element
 * that has one: an element's start stays light, and the runtime chunk never holds it.
 */
let floatingUi: Promise<typeof FloatingUi> | null = null;
const loadFloatingUi = () => (floatingUi ??= import('@floating-ui/dom'));

/**
 * Keeps `floating` (a top-layer popover or dialog, `position: fixed`) next to `anchor`, with
 * Floating UI: below it, flipped above when there is more room there, shifted inside the viewport
 * and never taller than the room left; it follows scrolls (of shadow roots too), resizes and
 * layout changes of either. It stays transparent until first placed. Returns the function that
 * stops following.
 */
export function anchorTo(anchor: Anchor, floating: HTMLElement, options: AnchorOptions = {}) {
  let stopped = false;
  let stop: (() => void) | undefined;
  // Transparent rather than hidden: focus may move into it at once (a menu's first item).
  floating.style.opacity = '0';
  void loadFloatingUi().then(({ autoUpdate, computePosition, flip, offset, shift, size }) => {
    if (stopped) return;
    const update = () => {
      void computePosition(anchor, floating, {
        strategy: 'fixed',
        placement: options.placement ?? 'bottom-start',
        middleware: [
          offset(options.gap ?? 4),
          flip({ padding: MARGIN }),
          shift({ padding: MARGIN }),
          size({
            padding: MARGIN,
            apply({ availableHeight }) {
              floating.style.maxHeight = `${Math.max(0, Math.floor(availableHeight))}px`;
            },
          }),
        ],
      }).then(({ x, y }) => {
        floating.style.left = `${x}px`;
        floating.style.top = `${y}px`;
        floating.style.opacity = '';
      });
    };
    stop = autoUpdate(anchor, floating, update);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
