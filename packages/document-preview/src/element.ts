/** Registers `<anp-document-preview>` (its module registers on load). Safe to import twice. */
export { documentPreviewElement } from './document-preview.element';
