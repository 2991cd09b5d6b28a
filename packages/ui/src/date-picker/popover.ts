import { useLayoutEffect, type RefObject } from 'react';
import { anchorTo } from '../top-layer/anchored';

/**
 * The calendars' place next to their field, shared by the date picker and the date-range picker
 * (closing on a press or focus elsewhere is the field's part: dismiss.ts).
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
