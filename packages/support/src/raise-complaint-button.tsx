import {
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import styled from 'styled-components';
import { toPortalError, useErrorMessage, useKitTranslation, type PortalError } from '@anp/core';
import { Button, token, type ButtonProps } from '@anp/ui';
import type { ComplaintModalProps } from '@anp/complaint-modal';
import { useReopenSavedComplaint } from '@anp/complaint-modal/saved';
import type { CustomerCase } from '@anp/core/services/support';
import { SUPPORT_NS } from './i18n';

type ModalComponent = ComponentType<ComplaintModalProps>;

// The complaint form (its fields, product search, uploads, date picker) is the heaviest part of
// support: it loads when the user first points at or focuses the button, so the page itself
// stays light and the form is usually there by the time it is clicked.
let modalModule: Promise<ModalComponent> | null = null;
function loadModal(): Promise<ModalComponent> {
  modalModule ??= import('@anp/complaint-modal').then((m) => m.ComplaintModal);
  // A failed load (a dropped connection) may be tried again with the next click.
  modalModule.catch(() => {
    modalModule = null;
  });
  return modalModule;
}

const Wrap = styled.div`
  display: grid;
  justify-items: inherit;
  gap: ${token('space-1')};
`;

const Failure = styled.p`
  margin: 0;
  color: ${token('color-danger')};
  font-size: ${token('font-size-sm')};
`;

export interface RaiseComplaintButtonProps extends Pick<ButtonProps, 'variant' | 'size'> {
  /** The button's text (default "Raise a complaint" in the page language). */
  label?: string;
  /** A case was submitted (the modal shows its success dialog meanwhile). */
  onSubmitted?: (submitted: CustomerCase) => void;
  /** The modal closed (cancelled, escaped, or after the success dialog). */
  onClose?: () => void;
}

/**
 * "Raise a complaint": opens the complaint modal of `@anp/complaint-modal` (ordering.md §2
 * screen 13, opened from the support bar or a dashboard button). The modal's code is fetched on
 * demand; the button is busy meanwhile and says so if it could not be fetched.
 */
export function RaiseComplaintButton(props: RaiseComplaintButtonProps) {
  const { label, onSubmitted, onClose, variant = 'primary', size = 'md' } = props;
  const { t } = useKitTranslation(SUPPORT_NS);
  const describe = useErrorMessage();
  const errorId = useId();
  const [Modal, setModal] = useState<ModalComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<PortalError | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const prefetch = useCallback(() => {
    void loadModal().catch(() => {});
  }, []);

  const start = useCallback(() => {
    setError(null);
    if (Modal) {
      setOpen(true);
      return;
    }
    setLoading(true);
    loadModal().then(
      (component) => {
        setLoading(false);
        setModal(() => component);
        setOpen(true);
      },
      (failure: unknown) => {
        setLoading(false);
        setError(toPortalError(failure));
      },
    );
  }, [Modal]);

  // A complaint the user was writing before a reload or a sign-in renewal opens again (one modal
  // however many of these buttons the page has).
  useReopenSavedComplaint(start);

  const close = useCallback(() => {
    setOpen(false);
    onClose?.();
  }, [onClose]);

  // Focus goes back where the user started (the modal may close after its success dialog), once
  // the modal has closed: while a modal <dialog> is open the page behind it is inert and refuses
  // focus, and the modal's own return goes to what had focus when it opened, which is nothing
  // when the button was busy loading the form.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      button.current?.focus();
    }
  }, [open]);

  return (
    <Wrap>
      <Button
        ref={button}
        variant={variant}
        size={size}
        loading={loading}
        aria-haspopup="dialog"
        aria-describedby={error ? errorId : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={start}
      >
        {label ?? t('raise')}
      </Button>
      {error && (
        <Failure id={errorId} role="alert">
          {t('raiseFailed', { reason: describe(error) })}
        </Failure>
      )}
      {Modal && (
        <Suspense fallback={null}>
          <Modal open={open} onClose={close} onSubmitted={onSubmitted} />
        </Suspense>
      )}
    </Wrap>
  );
}
