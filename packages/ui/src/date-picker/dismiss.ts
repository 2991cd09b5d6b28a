import { useEffect, type RefObject } from 'react';
import { getActiveElement } from '../dom';

/**
 * Closing a picker's calendar when the user presses or moves focus elsewhere, shared by the date
 * picker and the date-range picker. It belongs to the field, which loads at once: a calendar still
 * loading closes too, so it does not open after the user has moved on.
 */

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
