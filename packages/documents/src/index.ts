/**
 * @anp/documents: the documents list of the portal (search, thumbnails), and the typed calls of
 * the document service (`@anp/documents/api/documents-api`).
 */
export * from './api/documents-api';
