import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { focusRing, token } from './tokens';
import { getActiveElement } from './dom';
import { CloseIcon, iconButton } from './icons';
import { dialogReset } from './top-layer/styles';
import { useModalDialog } from './top-layer/modal-dialog';
import { containsComposed, tabbablesIn, trapTab } from './top-layer/tabbable';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, a click on the backdrop and the close button. */
  onClose: () => void;
  /**
   * `false`: a dialog only its own actions end (no close button; Escape and the backdrop do
   * nothing), e.g. "Your session has ended". Default true.
   */
  dismissible?: boolean;
  /** The dialog's heading and accessible name. */
  title: string;
  /** A short text under the title; becomes the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom (Cancel / Confirm). */
  footer?: ReactNode;
  /** Accessible name of the close button, e.g. "Close" in the page language. */
  closeLabel: string;
  /** Element to focus when the dialog opens; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Element focus goes back to when the dialog closes; by default whatever had focus when it
   * opened. For a dialog its opener asks for after a wait (a button disabled while it loads has
   * lost focus to the page by then).
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  size?: ModalSize;
  /**
   * Where the dialog is portalled to. Default: rendered in place, which keeps it inside the
   * widget's shadow root (never `document.body`, where the shadow root's styles do not apply).
   * Widgets pass `usePortalContainer()` of @anp/core.
   */
  container?: Element | null;
}

const WIDTHS: Record<ModalSize, string> = { sm: '25rem', md: '35rem', lg: '50rem' };

const fadeIn = keyframes`
  from { opacity: 0; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(0.5rem) scale(0.98); }
`;

/**
 * The `<dialog>` itself, shown modal in the top layer: it covers the viewport (a press on it
 * outside the surface is a press on the backdrop) and centres the surface. `z-index` only counts
 * where a browser has no modal dialogs.
 */
const Backdrop = styled.dialog`
  ${dialogReset}
  position: fixed;
  inset: 0;
  z-index: ${token('z-modal')};
  width: 100%;
  height: 100%;
  align-items: center;
  justify-content: center;
  padding: ${token('space-4')};
  overscroll-behavior: contain;
  outline: none;
  &[open] {
    display: flex;
  }
  &::backdrop {
    background: ${token('color-backdrop')};
  }
  /* Without the top layer, the dialog paints the backdrop itself. */
  &:not(:modal) {
    background: ${token('color-backdrop')};
  }

  @media (prefers-reduced-motion: no-preference) {
    &,
    &::backdrop {
      animation: ${fadeIn} ${token('duration-normal')} ${token('easing')};
    }
  }
`;

const Dialog = styled.div<{ $size: ModalSize }>`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${(p) => WIDTHS[p.$size]};
  max-height: calc(100dvh - 2 * ${token('space-4')});
  background: ${token('color-surface')};
  color: ${token('color-text')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-md')};
  line-height: ${token('line-height')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  box-shadow: ${token('shadow-lg')};
  outline: none;

  @media (prefers-reduced-motion: no-preference) {
    animation: ${rise} ${token('duration-normal')} ${token('easing')};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${token('space-3')};
  padding: ${token('space-5')} ${token('space-5')} ${token('space-3')};
`;

const Titles = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${token('font-size-xl')};
  font-weight: ${token('font-weight-semibold')};
  line-height: 1.3;
`;

const Description = styled.p`
  margin: ${token('space-1')} 0 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

const CloseButton = styled.button`
  flex: none;
  width: 2.25rem;
  height: 2.25rem;
  margin: -${token('space-1')} -${token('space-2')} 0 0;
  border-radius: ${token('radius-md')};
  ${iconButton}
`;

const Body = styled.div`
  flex: 1 1 auto;
  overflow: auto;
  padding: 0 ${token('space-5')} ${token('space-5')};
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
    box-shadow: none;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${token('space-2')};
  padding: ${token('space-4')} ${token('space-5')};
  border-top: 1px solid ${token('color-border')};
  background: ${token('color-surface-alt')};
  border-radius: 0 0 ${token('radius-lg')} ${token('radius-lg')};
`;

/** Keeps the page behind still while a dialog rendered into the document is open. */
function useBodyScrollLock(dialogRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const dialog = dialogRef.current;
    const root = dialog?.getRootNode();
    // Only for a dialog in the document itself; inside a shadow root the page is the host's.
    if (!dialog || root !== dialog.ownerDocument) return undefined;
    const { body } = dialog.ownerDocument;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [dialogRef]);
}

/**
 * Whether the body overflows. A scrolling body becomes a tab stop, so keyboard users can
 * scroll long content that holds no control (WCAG 2.1.1).
 */
function useOverflows(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}

function ModalDialog(props: Omit<ModalProps, 'open'>) {
  const { title, description, children, footer, closeLabel, initialFocusRef, returnFocusRef } =
    props;
  const dismissible = props.dismissible !== false;
  const onClose = () => {
    if (dismissible) props.onClose();
  };
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyScrolls = useOverflows(bodyRef);
  const pressedOnBackdrop = useRef(false);
  // Whatever had focus before the dialog rendered (looked up across shadow roots from the
  // document down), so focus can go back there when it closes.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : getActiveElement(document),
  );

  useBodyScrollLock(dialogRef);
  // Shown modal in the top layer (the page behind inert); Escape asks `onClose`.
  const focusedBefore = useModalDialog(dialogRef, onClose);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const returnTo = returnFocusRef?.current ?? opener;
    // Focus already inside before the dialog showed (an autoFocus field, a nested dialog that
    // opened with it) stays; the control `showModal()` chose itself gives way to ours.
    const active = focusedBefore.current;
    if (!containsComposed(dialog, active) || active === dialog) {
      (initialFocusRef?.current ?? tabbablesIn(dialog)[0] ?? dialog).focus();
    }
    return () => {
      // The layout cleanup of useModalDialog (declared earlier) runs first and closes the
      // dialog, so the opener is no longer inert and takes focus.
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
  }, [initialFocusRef, returnFocusRef, opener, focusedBefore]);

  useFocusKeptOnRemoval(dialogRef);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' && event.key !== 'Tab') return;
    // A control that used the key itself (a combobox closing its list) keeps the dialog open.
    if (event.defaultPrevented) return;
    // Keys belong to the innermost dialog: an outer one must not close or move focus too.
    event.stopPropagation();
    if (event.key === 'Escape') {
      // Handled here rather than by the browser's close request, whose `cancel` may not be
      // cancellable twice in a row: the caller decides (an unsaved-changes question).
      event.preventDefault();
      onClose();
      return;
    }
    // The page behind is inert; Tab still wraps inside instead of leaving for the browser's own
    // controls, through nested shadow roots and one stop per radio group.
    trapTab(event, event.currentTarget);
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    // Only a press that started and ended on the backdrop closes: selecting text inside the
    // dialog and releasing outside it does not.
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  return (
    <Backdrop
      ref={dialogRef}
      data-anp-modal-backdrop=""
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
    >
      <Dialog part="dialog" $size={props.size ?? 'md'}>
        <Header>
          <Titles>
            <Title id={titleId} part="dialog-title">
              {title}
            </Title>
            {description && <Description id={descriptionId}>{description}</Description>}
          </Titles>
          {dismissible && (
            <CloseButton
              part="dialog-close"
              type="button"
              aria-label={closeLabel}
              onClick={onClose}
            >
              <CloseIcon />
            </CloseButton>
          )}
        </Header>
        {children !== undefined && children !== null && (
          <Body part="dialog-body" ref={bodyRef} {...(bodyScrolls ? { tabIndex: 0 } : {})}>
            {children}
          </Body>
        )}
        {footer !== undefined && footer !== null && <Footer part="dialog-footer">{footer}</Footer>}
      </Dialog>
    </Backdrop>
  );
}

/**
 * Content that changes under focus (a preview's loading state giving way to its viewer) must not
 * drop focus to the page: when the focused control inside the dialog is removed or disabled, the
 * dialog itself takes focus, and its Tab trap goes on from its first control.
 */
function useFocusKeptOnRemoval(dialogRef: RefObject<HTMLDialogElement | null>) {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || typeof MutationObserver === 'undefined') return undefined;
    let focused: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.composedPath()[0];
      focused = target instanceof Element ? target : null;
    };
    const observer = new MutationObserver(() => {
      // A control removed, or disabled while it had focus (a button that turns busy): the
      // browser drops focus to the page behind, where Escape no longer reaches the dialog.
      if (!focused || (focused.isConnected && !focused.matches(':disabled'))) return;
      focused = null;
      const doc = dialog.ownerDocument;
      const active = getActiveElement(doc);
      if (active === null || active === doc.body) dialog.focus();
    });
    dialog.addEventListener('focusin', onFocusIn);
    observer.observe(dialog, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    return () => {
      observer.disconnect();
      dialog.removeEventListener('focusin', onFocusIn);
    };
  }, [dialogRef]);
}

/**
 * A modal dialog, a native `<dialog>` shown with `showModal()`: in the top layer (whole and on top
 * under any transformed, clipping or stacking ancestor of a CMS page), the page behind inert.
 * Focus moves in when it opens and is kept inside (Tab and Shift+Tab wrap), Escape, the close
 * button and a click on the backdrop call `onClose`, and focus returns to the element that opened
 * it. Works inside shadow roots (its styles and `::backdrop` come from the shadow root).
 */
export function Modal({ open, container, ...rest }: ModalProps) {
  if (!open) return null;
  const dialog = <ModalDialog {...rest} />;
  return container ? createPortal(dialog, container) : dialog;
}
