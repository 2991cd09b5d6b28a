/** Registers `<anp-support>` and `<anp-faq>` (their modules register on load). Safe to import twice. */
export { supportElement } from './support/support.element';
export { faqElement } from './faq/faq.element';

// The element typings (`npm run manifest`): each tag's element interface, HTMLElementTagNameMap
// and React's JSX.IntrinsicElements; importing this entry brings them to a TypeScript consumer.
export type * from './custom-elements';
