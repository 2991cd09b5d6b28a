import { useRef, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { token } from '@anp/ui';
import { popoverMode, popoverReset, usePopover } from '@anp/ui/top-layer';

/** The dropdown: a popover in the top layer (the z-index counts only without one). */
const Popover = styled.div`
  ${popoverReset}
  z-index: ${token('z-modal')};
  width: min(28rem, calc(100vw - 2rem));
  max-height: calc(100vh - 6rem);
  overflow-y: auto;
  padding: ${token('space-3')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  box-shadow: ${token('shadow-lg')};
`;

/**
 * The open dropdown: a light-dismiss popover in the top layer, kept under the button's end edge
 * by Floating UI, whole and on top whatever transforms, clips or stacks the header around it.
 */
export function DropdownPopover(props: {
  id: string;
  label: string;
  popoverRef: RefObject<HTMLDivElement | null> | undefined;
  triggerRef: RefObject<HTMLButtonElement | null> | undefined;
  onDismiss(): void;
  children: ReactNode;
}) {
  const ownRef = useRef<HTMLDivElement | null>(null);
  const popoverRef = props.popoverRef ?? ownRef;
  const trigger = () => props.triggerRef?.current ?? null;
  usePopover(popoverRef, {
    open: true,
    anchor: trigger,
    source: trigger,
    placement: 'bottom-end',
    onDismiss: props.onDismiss,
  });
  return (
    <Popover
      part="popover"
      id={props.id}
      ref={popoverRef}
      popover={popoverMode('auto')}
      role="dialog"
      aria-label={props.label}
    >
      {props.children}
    </Popover>
  );
}
