import { useEffect, useState, type ComponentType } from 'react';
import type { ModalProps } from './modal';

type ModalComponent = ComponentType<ModalProps>;

let loaded: ModalComponent | null = null;
let loading: Promise<ModalComponent> | null = null;

/**
 * Loads the modal's code (the dialog, its styles, the Tab trap). A caller may start it early,
 * e.g. on pointer or focus of the button that opens a dialog.
 */
export function loadModal(): Promise<ModalComponent> {
  loading ??= import('./modal').then((m) => (loaded = m.Modal));
  return loading;
}

/**
 * The modal, loaded the first time it opens: a widget whose dialogs wait for the user (a
 * confirmation, an e-mail form) does not carry the dialog's code in its first view. Same props
 * as `Modal`. While the code arrives (once per page), nothing shows; focus stays on the opener,
 * where the dialog finds it to return it on close. A load that fails is tried again on the next
 * open.
 */
export function ModalOnDemand(props: ModalProps) {
  const [Modal, setModal] = useState<ModalComponent | null>(() => loaded);
  useEffect(() => {
    if (Modal || !props.open) return;
    let current = true;
    loadModal().then(
      (component) => current && setModal(() => component),
      () => {
        loading = null;
      },
    );
    return () => {
      current = false;
    };
  }, [Modal, props.open]);
  return Modal ? <Modal {...props} /> : null;
}
