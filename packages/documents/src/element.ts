/** Registers `<anp-documents>` (its module registers on load). Safe to import twice. */
export { documentsElement } from './documents.element';
