/**
 * @anp/pdf: a small PDF 1.4 writer with no dependencies (title block, wrapped text, tables with
 * repeated heads, totals, page numbers), used by the reference API for its documents and by the
 * kit for exports.
 */
export * from './pdf';
