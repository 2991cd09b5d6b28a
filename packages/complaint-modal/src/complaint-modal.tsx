import { Suspense, useId } from 'react';
import { useNamespaces } from '@anp/core';
import { DATE_PICKER_NAMESPACE } from '@anp/ui/date-picker';
import { FIELDS_NAMESPACE } from '@anp/ui/fields';
import { UPLOAD_AREA_NAMESPACE } from '@anp/ui/upload-area';
import type { CustomerCase } from '@anp/core/services/support';
import { COMPLAINT_NS } from './i18n';
import { ComplaintModalView } from './complaint-modal.view';
import { useComplaint, type ComplaintPreset } from './use-complaint';

export interface ComplaintModalProps {
  open: boolean;
  /** After Cancel (the draft discarded), Escape, or closing the success dialog. */
  onClose: () => void;
  onSubmitted?: (submitted: CustomerCase) => void;
}

/** Namespaces the modal speaks, loaded in one step before it renders. */
const NAMESPACES = [COMPLAINT_NS, FIELDS_NAMESPACE, DATE_PICKER_NAMESPACE, UPLOAD_AREA_NAMESPACE];

/** The dialog: its strings loaded, the behaviour (data, draft, form, submit) over the view. */
function ComplaintDialog(props: ComplaintModalProps & { preset?: ComplaintPreset | undefined }) {
  useNamespaces(NAMESPACES);
  const baseId = useId().replace(/:/g, '');
  const c = useComplaint({
    baseId,
    onClose: props.onClose,
    onSubmitted: props.onSubmitted,
    preset: props.preset,
  });
  return <ComplaintModalView c={c} baseId={baseId} />;
}

/**
 * The complaint form of ordering.md §2 screen 13 in a modal dialog: a draft case is created when
 * it opens (§4), the fields of the Complaint case payload (§3) with their rules (§5), Cancel
 * discards the draft, Submit posts the case and shows the success dialog. Needs a KitRoot.
 */
export function ComplaintModal(props: ComplaintModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ComplaintDialog {...props} />
    </Suspense>
  );
}

/** The modal starting from a preset state (stories and visual checks only). */
export function ComplaintModalPreset(props: ComplaintModalProps & { preset: ComplaintPreset }) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ComplaintDialog {...props} />
    </Suspense>
  );
}
