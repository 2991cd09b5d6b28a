import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { getActiveElement } from '../dom';

/**
 * A `<dialog>` shown with `showModal()` while it is mounted: it sits in the browser's top layer
 * (above every z-index of the page, never clipped or shrunk by a transformed or `overflow:
 * hidden` ancestor, in a shadow root too), and the page behind it is inert (no clicks, no focus,
 * hidden from screen readers) until it closes.
 *
 * Closing stays the caller's decision, as before: Escape and other close requests (`cancel`) are
 * cancelled and reported through `onCancel`, so an unsaved-changes question can still run; a
 * dialog the browser closed anyway (a second close request without user activation is not
 * cancellable) is shown again while its caller keeps it. `close()` runs before React removes the
 * element, so focus can then go back to the opener (an inert opener cannot take focus).
 * Answers what had focus just before the dialog showed.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  onCancel: () => void,
): RefObject<Element | null> {
  const onCancelRef = useRef(onCancel);
  useLayoutEffect(() => {
    onCancelRef.current = onCancel;
  });
  const keep = useRef(true);
  // What had focus just before the dialog was shown: `showModal()` focuses the first control
  // itself, and the caller may want another one (its own initial focus).
  const focusedBefore = useRef<Element | null>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    keep.current = true;
    focusedBefore.current = getActiveElement(dialog.ownerDocument);
    // Browsers without modal dialogs (and jsdom) get an open dialog in place, still fixed over
    // the page by its styles, with the kit's own focus trap.
    const modal = typeof dialog.showModal === 'function';
    // A dialog nested in another (a confirmation inside a form) mounts first: the closed dialogs
    // around it are shown before it, so the top layer stacks them in order.
    for (const each of [...closedDialogsAround(dialog), dialog]) {
      if (each.open) continue;
      if (modal) each.showModal();
      else each.setAttribute('open', '');
    }
    return () => {
      keep.current = false;
      if (modal && dialog.open) dialog.close();
    };
  }, [ref]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const cancel = (event: Event) => {
      // Only the dialog's own close request: a nested dialog's bubbles from a shadow root only
      // as a composed event, and `cancel` is not composed.
      if (event.target !== dialog) return;
      event.preventDefault();
      onCancelRef.current();
    };
    const close = () => {
      if (keep.current && dialog.isConnected && !dialog.open) dialog.showModal?.();
    };
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', close);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', close);
    };
  }, [ref]);
  return focusedBefore;
}

/** The closed `<dialog>` elements around `dialog` (across shadow roots), outermost first. */
function closedDialogsAround(dialog: HTMLDialogElement): HTMLDialogElement[] {
  const around: HTMLDialogElement[] = [];
  let node: Node | null = dialog.parentNode;
  while (node) {
    if (node instanceof HTMLDialogElement && !node.open) around.unshift(node);
    node = node instanceof ShadowRoot ? node.host : node.parentNode;
  }
  return around;
}
