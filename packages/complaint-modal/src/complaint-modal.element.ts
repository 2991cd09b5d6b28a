import { Suspense, createElement, lazy, useEffect, useState, type ReactNode } from 'react';
import { defineWidget, useKitContext, useKitTranslation, windowOf } from '@anp/core';
import { Button, Spinner } from '@anp/ui';
import { COMPLAINT_NS } from './i18n';
import { useReopenSavedComplaint } from './saved-complaint';
import type { CustomerCase } from '@anp/core/services/support';

// The form (its sections, rules, date picker and upload area) loads when the modal first opens,
// or when the pointer or focus reaches the button, so the element costs a page almost nothing:
// its first view is the button (docs/decisions.md, "Issue 13: lighter first views").
const loadModal = () => import('./complaint-modal');
const ComplaintModal = lazy(() => loadModal().then((m) => ({ default: m.ComplaintModal })));

/** The window event a page dispatches to open the complaint modal (a dashboard button). */
export const OPEN_COMPLAINT_EVENT = 'anp:open-complaint';

// With several elements on a page, the window event opens one modal: the first to hear it.
const handled = new WeakSet<Event>();

interface ComplaintElementProps {
  open?: boolean;
  label?: string;
  noTrigger?: boolean;
  onSubmitted?: (detail: { caseId: string; caseNumber: string | null }) => void;
  onClosed?: (detail: Record<string, never>) => void;
}

function Loading() {
  const { t } = useKitTranslation('core');
  return createElement(Spinner, { label: t('common.loading'), size: 'sm' });
}

function ComplaintElementRoot(props: ComplaintElementProps): ReactNode {
  const { t } = useKitTranslation(COMPLAINT_NS);
  const { host, root } = useKitContext();
  const { onSubmitted, onClosed } = props;
  const [open, setOpen] = useState(props.open === true);
  // The `open` attribute opens the modal and removing it closes it (state adjusted while
  // rendering when the attribute changes; the button and the window event open it too).
  const [attributeOpen, setAttributeOpen] = useState(props.open === true);
  if ((props.open === true) !== attributeOpen) {
    setAttributeOpen(props.open === true);
    setOpen(props.open === true);
  }
  // The lazy form mounts (and so loads) only once the modal first opens; it stays mounted after,
  // as a closed modal renders nothing.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  // A complaint the user was writing before a reload or a sign-in renewal opens again.
  useReopenSavedComplaint(() => setOpen(true));

  useEffect(() => {
    const win = windowOf(root);
    const onOpen = (event: Event) => {
      if (handled.has(event)) return;
      handled.add(event);
      setOpen(true);
    };
    win.addEventListener(OPEN_COMPLAINT_EVENT, onOpen);
    return () => win.removeEventListener(OPEN_COMPLAINT_EVENT, onOpen);
  }, [root]);

  const close = () => {
    setOpen(false);
    // The element says it is closed, as a <dialog> does: the attribute follows the modal.
    if (host?.hasAttribute('open')) host.removeAttribute('open');
    onClosed?.({});
  };

  return createElement(
    'div',
    null,
    props.noTrigger
      ? null
      : createElement(
          Button,
          {
            variant: 'primary',
            part: 'trigger',
            'aria-haspopup': 'dialog',
            onClick: () => setOpen(true),
            onPointerEnter: () => void loadModal(),
            onFocus: () => void loadModal(),
          },
          props.label || t('trigger'),
        ),
    opened
      ? createElement(
          Suspense,
          { fallback: open ? createElement(Loading) : null },
          createElement(ComplaintModal, {
            open,
            onClose: close,
            onSubmitted: (submitted: CustomerCase) =>
              onSubmitted?.({ caseId: submitted.id, caseNumber: submitted.caseNumber }),
          }),
        )
      : null,
  );
}

/** `<anp-complaint-modal>`: the complaint form in a modal dialog, with its own button. */
export const complaintModalElement = defineWidget<ComplaintElementProps>({
  tag: 'anp-complaint-modal',
  component: ComplaintElementRoot,
  summary:
    'Complaint form in a modal dialog: a draft case opens with it; plant, category, the order, products with quantities and lot numbers, details and attachments; Cancel discards the draft, Submit sends the case and shows its number.',
  // The `part` names of its shadow DOM, for `::part()` styles (docs/decisions.md, issue 13).
  parts: [
    { name: 'button', description: 'A button; the opening button is `button primary trigger`.' },
    { name: 'trigger', description: 'The button that opens the form.' },
    { name: 'primary', description: 'With `button`: its weight.' },
    { name: 'secondary', description: 'With `button`: its weight.' },
    { name: 'ghost', description: "With `button`: its weight (a file's Remove)." },
    { name: 'dialog', description: 'The surface of a dialog.' },
    { name: 'dialog-title', description: "A dialog's title." },
    { name: 'dialog-body', description: "A dialog's content." },
    { name: 'dialog-footer', description: "A dialog's action bar." },
    { name: 'dialog-close', description: "A dialog's close button." },
    { name: 'section', description: 'A section of the form.' },
    { name: 'section-heading', description: "A section's heading." },
    { name: 'field', description: 'A form field: its label, hint, control and error.' },
    { name: 'field-label', description: "A field's label." },
    { name: 'field-hint', description: "A field's hint under its label." },
    { name: 'field-error', description: "A field's error message." },
    { name: 'input', description: "A field's control box: text, number, search, select or date." },
    { name: 'checkbox', description: 'A check box.' },
    { name: 'chip', description: 'A chosen product.' },
    { name: 'upload-area', description: 'The attachments area.' },
    { name: 'dropzone', description: 'The box files are dropped on.' },
    { name: 'file', description: 'An attached file.' },
  ],
  props: {
    open: {
      type: 'boolean',
      description:
        'Opens the modal without the button being pressed; removed by the element when the modal closes.',
    },
    label: {
      type: 'string',
      description: 'Text of the button that opens the modal.',
      default: 'Raise a complaint',
    },
    noTrigger: {
      type: 'boolean',
      description:
        'No button of its own: the page opens the modal with the open attribute or the anp:open-complaint window event.',
    },
  },
  events: {
    onSubmitted: {
      name: 'anp-complaint-submitted',
      description: 'A complaint was submitted; detail { caseId, caseNumber }.',
      detail: '{ caseId: string; caseNumber: string | null }',
    },
    onClosed: {
      name: 'anp-complaint-closed',
      description:
        'The modal closed (Cancel, Escape or the close button, the draft discarded; or after the success dialog).',
      detail: 'Record<string, never>',
    },
  },
  cssProperties: [
    { name: '--anp-color-primary', description: 'The button, links and the primary action.' },
    { name: '--anp-color-surface', description: 'Background of the dialog.' },
    { name: '--anp-color-danger', description: 'Required marks and field errors.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

complaintModalElement.register();
