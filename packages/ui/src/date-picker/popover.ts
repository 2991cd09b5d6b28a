import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { getActiveElement } from '../dom';
import { anchorTo } from '../top-layer/anchored';

/**
 * What the date picker and the date-range picker share around their calendars: the popover's
 * place next to its field, and closing when the user presses or moves focus elsewhere.
 */

/**
 * Keeps the calendar next to the field (Floating UI): below it, or above when there is more room
 * there, and inside the viewport on narrow screens. The calendar is a modal `<dialog>` in the top
 * layer, so no scrolling, clipping or transformed ancestor of the field cuts it off or shrinks it;
 * it follows scrolls (shadow roots included), resizes and changes of its own size.
 */
export function usePlacement(
  triggerRef: RefObject<HTMLElement | null>,
  dialogRef: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    const dialog = dialogRef.current;
    if (!trigger || !dialog) return undefined;
    return anchorTo(trigger, dialog, { placement: 'bottom-start' });
  }, [triggerRef, dialogRef]);
}

/** Whether a press landed outside the box of `element` (on a modal dialog's backdrop). */
function outsideBox(event: Event, element: Element): boolean {
  if (!('clientX' in event)) return false;
  const { clientX: x, clientY: y } = event as PointerEvent;
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return false;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
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
      const dialog = dialogRef.current;
      // The page behind a modal calendar is inert: a press beside it lands on the dialog itself.
      if (dialog !== null && path[0] === dialog && outsideBox(event, dialog)) return false;
      return [dialog, triggerRef.current].some((n) => n !== null && path.includes(n));
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
