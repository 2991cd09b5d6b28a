/**
 * @anp/complaint-modal: the support and complaint form of the portal (ordering.md §2 screen 13)
 * as a React component, its rules, and the kit's typed support calls.
 * `@anp/complaint-modal/element` registers `<anp-complaint-modal>`.
 */
export { ComplaintModal, type ComplaintModalProps } from './complaint-modal';
export { COMPLAINT_NS } from './i18n';
export { COMPLAINT_KEYS } from './use-complaint-data';
export * from './model';
export * from '@anp/core/services/support';
