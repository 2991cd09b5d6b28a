import { autoUpdate, computePosition, flip, offset, shift, size } from '@floating-ui/dom';
import type { Placement, VirtualElement } from '@floating-ui/dom';

export type { Placement, VirtualElement };

/** What an overlay is anchored to: an element, or a point or box (a right-click). */
export type Anchor = Element | VirtualElement;

export interface AnchorOptions {
  placement?: Placement;
  /** Gap between the anchor and the overlay, px. Default 4. */
  gap?: number;
}

/** Margin the overlay keeps from the viewport's edges, px. */
const MARGIN = 8;

/**
 * Keeps `floating` (a top-layer popover or dialog, `position: fixed`) next to `anchor`, with
 * Floating UI: below it, flipped above when there is more room there, shifted inside the viewport
 * and never taller than the room left; it follows scrolls (of shadow roots too), resizes and
 * layout changes of either. Returns the function that stops following.
 */
export function anchorTo(anchor: Anchor, floating: HTMLElement, options: AnchorOptions = {}) {
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
    });
  };
  return autoUpdate(anchor, floating, update);
}
