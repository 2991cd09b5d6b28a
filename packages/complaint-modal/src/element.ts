/** Registers `<anp-complaint-modal>` (its module registers on load). Safe to import twice. */
export { complaintModalElement, OPEN_COMPLAINT_EVENT } from './complaint-modal.element';

// The element typings (`npm run manifest`): each tag's element interface, HTMLElementTagNameMap
// and React's JSX.IntrinsicElements; importing this entry brings them to a TypeScript consumer.
export type * from './custom-elements';
