import { headingLevelOf } from '@anp/core';
import { DocumentsView } from './documents.view';
import type { HeadingLevel } from './documents.card.view';
import { useDocuments } from './use-documents';

export interface DocumentsProps {
  /** A document type the list starts filtered by: pricelist, brochure, label, certificate, video. */
  docType?: string;
  /** A search the list starts with. */
  searchTerm?: string;
  /** The order: `newest` (default) or `title`. */
  sort?: string;
  /** Documents per page, 1 to 100 (default 24). */
  pageSize?: number;
  /** Level of the documents' title headings, 2 to 6 (default 2). */
  headingLevel?: number;
  /** A document to open in the preview (`?doc=<id>` of a link); later changes open another. */
  openDocument?: string | null;
  /** Called when the preview opens (with the document's id) or closes (null). */
  onOpenChange?: (id: string | null) => void;
}

/**
 * The documents of the selected account and its market (ordering.md §2 route `documents`):
 * price lists, brochures, labels, certificates and videos as cards with thumbnails, searched
 * through search/documents, filtered by type, sorted, paged with Load more, each previewed in a
 * dialog (`@anp/document-preview`) or downloaded.
 * @example
 * <KitRoot config={config}><Documents docType="pricelist" onOpenChange={(id) => …} /></KitRoot>
 */
export function Documents(props: DocumentsProps) {
  const state = useDocuments({
    docType: props.docType,
    searchTerm: props.searchTerm,
    sort: props.sort,
    pageSize: props.pageSize,
    openDocument: props.openDocument,
    onOpenChange: props.onOpenChange,
  });
  return (
    <DocumentsView
      state={state}
      headingLevel={headingLevelOf<HeadingLevel>(props.headingLevel, 2, 2, 6)}
    />
  );
}
