/**
 * Order again (issue 17) for the order detail and the orders list: the call (`useOrderAgain`),
 * the summary's view and its dialog (loaded the first time it opens), and the strings'
 * namespace. The classification itself is `planReorder()` of `@anp/rules/cart`, run by the server.
 */
import { lazy } from 'react';

export { REORDER_NS } from './i18n';
export { replicateOrder, useOrderAgain, type OrderAgainDeps } from './use-order-again';
export { ReorderSummaryView } from './reorder-summary.view';
export type { ReorderSummaryDialogProps } from './reorder-summary.dialog.lazy';

/** Loads the dialog's code ahead (on hover or focus of the button that opens it). */
export const preloadReorderDialog = () => import('./reorder-summary.dialog.lazy');

/** The summary in a modal dialog; render it inside a Suspense boundary. */
export const ReorderSummaryDialog = lazy(() =>
  preloadReorderDialog().then((m) => ({ default: m.ReorderSummaryDialog })),
);
