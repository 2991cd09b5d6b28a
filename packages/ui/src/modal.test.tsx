import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Modal, type ModalProps } from './modal';
import { Button } from './button';
import { getActiveElement } from './dom';

/** A page with an opener button and a modal with a field and two actions. */
function Harness(props: Partial<ModalProps> & { focusField?: boolean }) {
  const { focusField, ...modalProps } = props;
  const [open, setOpen] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cancel order
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Cancel this order?"
        description="The plant stops preparing it."
        closeLabel="Close"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep order
            </Button>
            <Button variant="danger">Cancel order now</Button>
          </>
        }
        {...(focusField ? { initialFocusRef: fieldRef } : {})}
        {...modalProps}
      >
        <label>
          Reason <input ref={fieldRef} />
        </label>
      </Modal>
    </>
  );
}

async function openModal(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  const result = render(<Harness {...props} />);
  await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
  return { user, dialog, ...result };
}

afterEach(() => {
  document.body.style.overflow = '';
  vi.unstubAllGlobals();
});

describe('given a closed Modal', () => {
  it('shows no dialog', async () => {
    render(
      <>
        <button type="button">Open</button>
        <Modal open={false} onClose={() => {}} title="Hidden" closeLabel="Close">
          Body
        </Modal>
      </>,
    );
    await screen.findByRole('button', { name: 'Open' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Body')).toBeNull();
  });
});

describe('given an open Modal', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    const { dialog } = await openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading', { name: 'Cancel this order?' })).toBeTruthy();
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('The plant stops preparing it.');
  });

  it('moves focus to the first control inside', async () => {
    const { dialog } = await openModal();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' })),
    );
  });

  it('moves focus to the element the caller chose', async () => {
    const { dialog } = await openModal({ focusField: true });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Reason' })),
    );
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, dialog } = await openModal();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    const keep = within(dialog).getByRole('button', { name: 'Keep order' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel order now' });
    await waitFor(() => expect(document.activeElement).toBe(close));

    const seen: (Element | null)[] = [];
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      seen.push(document.activeElement);
    }
    expect(seen).toEqual([reason, keep, confirm, close]);

    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel order' }));
  });

  it('gives focus on close to the element the caller named, when focus was lost before it opened', async () => {
    // Continue to review: its button is disabled while it saves, then the dialog asks a question.
    function Waiting() {
      const [busy, setBusy] = useState(false);
      const [open, setOpen] = useState(false);
      const continueRef = useRef<HTMLButtonElement>(null);
      return (
        <>
          <Button
            ref={continueRef}
            loading={busy}
            onClick={() => {
              setBusy(true);
              setTimeout(() => {
                setBusy(false);
                setOpen(true);
              }, 0);
            }}
          >
            Continue
          </Button>
          <Modal
            open={open}
            onClose={() => setOpen(false)}
            title="Accept the fee?"
            closeLabel="Back"
            returnFocusRef={continueRef}
          />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Waiting />);
    const button = await screen.findByRole('button', { name: 'Continue' });
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Accept the fee?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('keeps focus in the dialog when the focused control is replaced', async () => {
    // A preview's Download button while its file loads, then the viewer's own.
    function Loading() {
      const [ready, setReady] = useState(false);
      return (
        <Modal open onClose={() => {}} title="Invoice" closeLabel="Close">
          {ready ? (
            <p>The viewer</p>
          ) : (
            <button type="button" onClick={() => setReady(true)}>
              Download
            </button>
          )}
        </Modal>
      );
    }
    const user = userEvent.setup();
    render(<Loading />);
    const dialog = await screen.findByRole('dialog', { name: 'Invoice' });
    const download = within(dialog).getByRole('button', { name: 'Download' });
    download.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
  });

  it('stays open when a control inside used Escape itself', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <Modal open onClose={onClose} title="Pick a product" closeLabel="Close">
        <input
          aria-label="Product"
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.preventDefault();
          }}
        />
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pick a product' });
    within(dialog).getByRole('textbox', { name: 'Product' }).focus();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with its close button', async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel order' }));
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByText('The plant stops preparing it.'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    const backdrop = dialog; // the <dialog> covers the viewport around its surface
    await user.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not close when a press starts inside and ends on the backdrop', async () => {
    const { user, dialog } = await openModal();
    const backdrop = dialog; // the <dialog> covers the viewport around its surface
    await user.pointer([
      { keys: '[MouseLeft>]', target: within(dialog).getByText('The plant stops preparing it.') },
      { keys: '[/MouseLeft]', target: backdrop },
    ]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('keeps the page behind it from scrolling until it closes', async () => {
    document.body.style.overflow = 'auto';
    const { user } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.overflow).toBe('auto');
  });

  it('closes only the innermost of two stacked dialogs on Escape', async () => {
    const onOuterClose = vi.fn();
    const onInnerClose = vi.fn();
    const user = userEvent.setup();
    render(
      <Modal open onClose={onOuterClose} title="Outer" closeLabel="Close outer">
        <Modal open onClose={onInnerClose} title="Inner" closeLabel="Close inner">
          <p>Inner content</p>
        </Modal>
      </Modal>,
    );
    const inner = await screen.findByRole('dialog', { name: 'Inner' });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(inner).getByRole('button', { name: 'Close inner' }),
      ),
    );
    await user.keyboard('{Escape}');
    expect(onInnerClose).toHaveBeenCalledTimes(1);
    expect(onOuterClose).not.toHaveBeenCalled();
  });

  it('renders into the container it is given', async () => {
    const container = document.createElement('div');
    container.setAttribute('data-testid', 'portal');
    document.body.append(container);
    render(
      <Modal open onClose={() => {}} title="Portalled" closeLabel="Close" container={container}>
        <p>Inside the portal</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Portalled' });
    expect(container.contains(dialog)).toBe(true);
    container.remove();
  });

  it('keeps Tab on the close button when it is the only control', async () => {
    const user = userEvent.setup();
    render(
      <Modal open onClose={() => {}} title="Notice" closeLabel="Close">
        <p>Read only</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    await user.tab();
    expect(document.activeElement).toBe(close);
  });

  it('lets keyboard users reach long content that scrolls', async () => {
    class ImmediateResizeObserver {
      constructor(private readonly callback: () => void) {}
      observe() {
        this.callback();
      }
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', ImmediateResizeObserver);
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(2000);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    const user = userEvent.setup();
    render(
      <Modal open onClose={() => {}} title="Terms of sale" closeLabel="Close">
        <p>Long terms…</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Terms of sale' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' })),
    );
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Long terms…');
  });

  it('has no axe violations', async () => {
    const { container } = await openModal();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('given an open Modal inside a shadow root', () => {
  function renderInShadowRoot() {
    const host = document.createElement('anp-test-widget');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const user = userEvent.setup();
    const result = render(<Harness />, { container: mount });
    return { host, shadow, mount, user, ...result };
  }

  it('traps focus, closes on Escape and returns focus, all inside the shadow root', async () => {
    const { host, shadow, mount, user } = renderInShadowRoot();
    const view = within(mount);
    await user.click(await view.findByRole('button', { name: 'Cancel order' }));
    const dialog = await view.findByRole('dialog', { name: 'Cancel this order?' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel order now' });

    // The page only sees the custom element focused; the shadow root knows the control.
    await waitFor(() => expect(shadow.activeElement).toBe(close));
    expect(document.activeElement).toBe(host);
    expect(getActiveElement(document)).toBe(close);

    await user.tab({ shift: true });
    expect(shadow.activeElement).toBe(confirm);
    await user.tab();
    expect(shadow.activeElement).toBe(close);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(shadow.activeElement).toBe(view.getByRole('button', { name: 'Cancel order' }));
    host.remove();
  });

  it('leaves the page scroll alone (the page belongs to the host)', async () => {
    const { host, mount, user } = renderInShadowRoot();
    await user.click(await within(mount).findByRole('button', { name: 'Cancel order' }));
    await within(mount).findByRole('dialog');
    expect(document.body.style.overflow).toBe('');
    host.remove();
  });
});
