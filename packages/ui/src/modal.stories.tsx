import type { Story } from '@ladle/react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { StyleSheetManager } from 'styled-components';
import { Modal, type ModalProps } from './modal';
import { Button } from './button';

export default { title: 'UI/Modal' };

type DemoProps = Partial<Omit<ModalProps, 'open' | 'onClose'>> & { startOpen?: boolean };

/** An opener button and its modal; the modal starts open unless `startOpen` is false. */
function Demo({ startOpen = true, children, ...props }: DemoProps) {
  const [open, setOpen] = useState(startOpen);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Modal
        open={open}
        onClose={close}
        title="Cancel order 4711?"
        closeLabel="Close"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Keep order
            </Button>
            <Button variant="danger" onClick={close}>
              Cancel order
            </Button>
          </>
        }
        {...props}
      >
        {children ?? <p>The plant stops preparing the order. This cannot be undone.</p>}
      </Modal>
    </>
  );
}

export const Closed: Story = () => <Demo startOpen={false} />;

export const Open: Story = () => <Demo />;

export const WithDescription: Story = () => (
  <Demo description="Delivery was planned for 05-Mar-2026." />
);

export const Small: Story = () => <Demo size="sm" />;

export const LargeWithLongContent: Story = () => (
  <Demo size="lg" title="Terms of sale">
    {Array.from({ length: 20 }, (_, i) => (
      <p key={i}>
        Section {i + 1}. Prices are confirmed when the order is accepted by the plant. Feed is
        delivered to the ship-to address of the selected account.
      </p>
    ))}
  </Demo>
);

function InitialFocusDemo() {
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  return (
    <Demo title="Why are you cancelling?" initialFocusRef={reasonRef}>
      <label style={{ display: 'grid', gap: '0.25rem' }}>
        Reason
        <textarea ref={reasonRef} rows={3} />
      </label>
    </Demo>
  );
}

/** Focus starts in the reason field instead of the close button. */
export const WithInitialFocus: Story = () => <InitialFocusDemo />;

function ShadowHost({ children }: { children: ReactNode }) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const ref = useCallback((node: HTMLDivElement | null) => {
    if (node) setRoot(node.shadowRoot ?? node.attachShadow({ mode: 'open' }));
  }, []);
  // Ladle patches CSSStyleSheet.insertRule to copy styles into its own head, which would take
  // them out of the shadow root; text style tags avoid that.
  return (
    <div ref={ref}>
      {root &&
        createPortal(
          <StyleSheetManager target={root} disableCSSOMInjection>
            {children}
          </StyleSheetManager>,
          root,
        )}
    </div>
  );
}

/** As inside a custom element: the dialog, its styles and its focus handling stay in the shadow root. */
export const InsideAShadowRoot: Story = () => (
  <ShadowHost>
    <Demo startOpen={false} />
  </ShadowHost>
);
