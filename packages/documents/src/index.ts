/**
 * @anp/documents: the documents list of the portal (search, thumbnails, preview, download) as a
 * React component, and the typed calls of the document service
 * (`@anp/documents/api/documents-api`). `@anp/documents/element` registers `<anp-documents>`.
 */
export * from '@anp/core/services/documents';
export { Documents, type DocumentsProps } from './documents';
export { DocumentsView, type DocumentsViewProps } from './documents.view';
export { DocumentCard, type DocumentCardProps, type HeadingLevel } from './documents.card.view';
export {
  useDocuments,
  type DocumentsOptions,
  type DocumentsState,
  type OpenedDocument,
} from './use-documents';
export { useDocumentPages, useDocumentsAccount, type DocumentPages } from './use-documents-data';
export { DOCUMENTS_NS } from './i18n';
export {
  DOCUMENT_KINDS,
  DOCUMENT_SORTS,
  PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
  MAX_SEARCH_LENGTH,
  isSearching,
  listingKey,
  pageSizeOf,
  parseDocType,
  parseDocumentId,
  parseSort,
  requestOf,
  searchTermOf,
  type DocumentFilter,
  type DocumentRequest,
  type DocumentSort,
} from './model/listing';
