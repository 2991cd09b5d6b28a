/**
 * @anp/pdf: the kit's PDF writer on PDFKit (title block, wrapped text, tables with repeated
 * heads, totals, page numbers; embedded subset Noto Sans and Noto Sans KR; tagged), used by the
 * reference API for its documents and by the kit for exports. `@anp/pdf/node` reads the fonts
 * from the package in Node; a browser passes the font bytes it loaded.
 */
export * from './pdf';
