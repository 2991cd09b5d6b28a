/**
 * The preview's pure rules (no React, no DOM): which viewer a file gets, file sizes, zoom and
 * canvas sizes, pages, signed URLs, and the TIFF decoder. `@anp/document-preview/model`.
 */
export * from './file-kind';
export * from './file-size';
export * from './preview-url';
export * from './zoom';
export * from './pages';
export * from './tiff';
