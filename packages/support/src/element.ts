/** Registers `<anp-support>` and `<anp-faq>` (their modules register on load). Safe to import twice. */
export { supportElement } from './support/support.element';
export { faqElement } from './faq/faq.element';
