/**
 * "Save as template" (issue 17), for the cart and `<anp-order-templates>`: the dialog (loaded
 * the first time it opens, so the cart's own chunk does not grow) and its strings' namespace.
 */
import { lazy } from 'react';

export { CART_TEMPLATES_NS } from './i18n';
export type { SaveTemplateDialogProps } from './save-template.dialog.lazy';

/** Loads the dialog's code ahead (on hover or focus of the button that opens it). */
export const preloadSaveTemplateDialog = () => import('./save-template.dialog.lazy');

/** The dialog; render it inside a Suspense boundary. */
export const SaveTemplateDialog = lazy(() =>
  preloadSaveTemplateDialog().then((m) => ({ default: m.SaveTemplateDialog })),
);
