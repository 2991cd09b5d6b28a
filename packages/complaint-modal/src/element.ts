/** Registers `<anp-complaint-modal>` (its module registers on load). Safe to import twice. */
export { complaintModalElement, OPEN_COMPLAINT_EVENT } from './complaint-modal.element';
