import { useCallback, useState } from 'react';
import { useDebouncedValue } from '@anp/core/hooks';
import { useDocumentDownload, type DocumentDownload } from '@anp/document-preview/download';
import type { DocumentKind, DocumentSummary } from '@anp/core/services/documents';
import {
  SEARCH_DEBOUNCE_MS,
  pageSizeOf,
  parseDocType,
  parseDocumentId,
  parseSort,
  searchTermOf,
  type DocumentSort,
} from './model/listing';
import { useDocumentPages, type DocumentPages } from './use-documents-data';

export interface DocumentsOptions {
  /** A document type the list starts filtered by. */
  docType?: string | undefined;
  /** A search the list starts with. */
  searchTerm?: string | undefined;
  /** `newest` (default) or `title`. */
  sort?: string | undefined;
  pageSize?: number | undefined;
  /** A document to open in the preview (a `?doc=` link); following later changes. */
  openDocument?: string | null | undefined;
  /** The preview opened (with the document's id) or closed (null). */
  onOpenChange?: ((id: string | null) => void) | undefined;
}

/** The document in the preview: its id, and its summary when the list knows it. */
export interface OpenedDocument {
  id: string;
  document: DocumentSummary | null;
}

export interface DocumentsState {
  searchText: string;
  setSearchText(text: string): void;
  /** The search the list answers (debounced). */
  searchTerm: string;
  clearSearch(): void;
  docType: DocumentKind | '';
  setDocType(kind: DocumentKind | ''): void;
  sort: DocumentSort;
  setSort(sort: DocumentSort): void;
  pages: DocumentPages;
  opened: OpenedDocument | null;
  open(document: DocumentSummary): void;
  close(): void;
  downloads: DocumentDownload;
}

const isBlank = (term: string) => term === '';

/**
 * Behaviour of the documents list: the search echoed at once and sent after a 400 ms pause
 * (clearing applies at once), the type and the order, the paged listing, the document in the
 * preview (following the `openDocument` option, so a link opens it), and the downloads.
 */
export function useDocuments(options: DocumentsOptions): DocumentsState {
  const [searchText, setSearchText] = useState(options.searchTerm ?? '');
  // The box echoes every keystroke; the listing waits for a pause. Clearing it needs no wait.
  const searchTerm = useDebouncedValue(searchTermOf(searchText), SEARCH_DEBOUNCE_MS, isBlank);
  const [docType, setDocType] = useState<DocumentKind | ''>(() => parseDocType(options.docType));
  const [sort, setSort] = useState<DocumentSort>(() => parseSort(options.sort));
  const clearSearch = useCallback(() => setSearchText(''), []);

  const pages = useDocumentPages(
    { search: searchTerm, docType, sort },
    pageSizeOf(options.pageSize),
  );

  // The document to open follows the option (a new link), and the user's own choices.
  const [openId, setOpenId] = useState(() => parseDocumentId(options.openDocument));
  const [seenOption, setSeenOption] = useState(options.openDocument);
  if (options.openDocument !== seenOption) {
    setSeenOption(options.openDocument);
    setOpenId(parseDocumentId(options.openDocument));
  }
  // The summary of a document opened from the list, kept when a new filter drops it.
  const [openedFrom, setOpenedFrom] = useState<DocumentSummary | null>(null);

  const { onOpenChange } = options;
  const open = useCallback(
    (document: DocumentSummary) => {
      setOpenedFrom(document);
      setOpenId(document.id);
      onOpenChange?.(document.id);
    },
    [onOpenChange],
  );
  const close = useCallback(() => {
    setOpenId(null);
    onOpenChange?.(null);
  }, [onOpenChange]);

  const opened: OpenedDocument | null = openId
    ? {
        id: openId,
        document:
          (openedFrom?.id === openId ? openedFrom : null) ??
          pages.documents.find((d) => d.id === openId) ??
          null,
      }
    : null;

  return {
    searchText,
    setSearchText,
    searchTerm,
    clearSearch,
    docType,
    setDocType,
    sort,
    setSort,
    pages,
    opened,
    open,
    close,
    downloads: useDocumentDownload(),
  };
}
