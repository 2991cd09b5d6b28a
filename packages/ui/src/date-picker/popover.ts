import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { getActiveElement } from '../dom';

/**
 * What the date picker and the date-range picker share around their calendars: the popover's
 * place next to its field, and closing when the user presses or moves focus elsewhere.
 */

/**
 * Keeps the popover next to the field: below it, or above when there is more room there, and
 * inside the viewport on narrow screens. It is `position: fixed` in the portal container (so no
 * scrolling or clipping ancestor of the field cuts it off), so it follows scrolls and resizes.
 * `layoutKey` changes when the popover may have changed size (another month shown).
 */
export function usePlacement(
  triggerRef: RefObject<HTMLElement | null>,
  dialogRef: RefObject<HTMLElement | null>,
  layoutKey: string,
) {
  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    const dialog = dialogRef.current;
    const view = dialog?.ownerDocument.defaultView;
    if (!trigger || !dialog || !view) return undefined;
    const margin = 8;
    const gap = 4;
    const place = () => {
      const field = trigger.getBoundingClientRect();
      const width = dialog.offsetWidth;
      const height = dialog.offsetHeight;
      const left = Math.max(margin, Math.min(field.left, view.innerWidth - width - margin));
      const below = view.innerHeight - field.bottom - gap - margin;
      const above = field.top - gap - margin;
      const top =
        below >= height || below >= above
          ? field.bottom + gap
          : Math.max(margin, field.top - gap - height);
      dialog.style.left = `${left}px`;
      dialog.style.top = `${top}px`;
    };
    place();
    const root = trigger.getRootNode();
    view.addEventListener('resize', place);
    // Scroll events do not bubble, and do not leave a shadow root: listen in capture on both.
    view.addEventListener('scroll', place, true);
    if (root !== dialog.ownerDocument) root.addEventListener('scroll', place, true);
    return () => {
      view.removeEventListener('resize', place);
      view.removeEventListener('scroll', place, true);
      root.removeEventListener('scroll', place, true);
    };
  }, [triggerRef, dialogRef, layoutKey]);
}

/**
 * While `open`, calls `close` on a press outside the popover and its field, and when focus moves
 * out of them (a screen reader's cursor, a click on another control). The page's document sees
 * presses anywhere; the composed path sees through shadow roots. After a press that lands on
 * nothing focusable, focus goes back to the field rather than to the page.
 */
export function useDismissOnOutside(
  open: boolean,
  triggerRef: RefObject<HTMLElement | null>,
  dialogRef: RefObject<HTMLElement | null>,
  close: () => void,
) {
  useEffect(() => {
    const trigger = triggerRef.current;
    if (!open || !trigger) return undefined;
    const doc = trigger.ownerDocument;
    const inside = (event: Event) => {
      const path = event.composedPath();
      return [dialogRef.current, triggerRef.current].some((n) => n !== null && path.includes(n));
    };
    const onPointerDown = (event: Event) => {
      if (inside(event)) return;
      const dialog = dialogRef.current;
      const focusWasInside = dialog !== null && dialog.contains(getActiveElement(dialog));
      close();
      if (focusWasInside) {
        setTimeout(() => {
          const field = triggerRef.current;
          const active = field ? getActiveElement(field) : null;
          if (active === null || active === doc.body) field?.focus();
        }, 0);
      }
    };
    const onFocusIn = (event: Event) => {
      if (!inside(event)) close();
    };
    doc.addEventListener('pointerdown', onPointerDown, true);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      doc.removeEventListener('pointerdown', onPointerDown, true);
      doc.removeEventListener('focusin', onFocusIn);
    };
  }, [open, triggerRef, dialogRef, close]);
}
