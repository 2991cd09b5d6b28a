import { createElement, useCallback, useState } from 'react';
import { defineWidget, useKitContext, windowOf } from '@anp/core';
import type { Documents as DocumentsComponent } from './documents';
import { DOCUMENT_KINDS, DOCUMENT_SORTS } from './model/listing';

interface DocumentsElementProps {
  docType?: string;
  sort?: string;
  searchTerm?: string;
  pageSize?: number;
  headingLevel?: number;
  documentId?: string;
}

/**
 * The `?doc=` of the page's own address, read once: a market site's notification link
 * (`{base}/documents?doc=<id>`) opens that document without any script of the site.
 */
function useLinkedDocument(): string | null {
  const { root } = useKitContext();
  const [linked] = useState(() => {
    const win = windowOf(root);
    return new URLSearchParams(win?.location.search ?? '').get('doc');
  });
  return linked;
}

/** The element over the list: attributes, and the document the page's address names. */
const elementRoot = (Documents: typeof DocumentsComponent) =>
  function DocumentsElementRoot({ documentId, ...props }: DocumentsElementProps) {
    const linked = useLinkedDocument();
    // The attribute wins over the page's address; once the user closes the preview, the link's
    // document stays closed.
    const [fromLink, setFromLink] = useState(linked);
    const onOpenChange = useCallback((id: string | null) => {
      if (id === null) setFromLink(null);
    }, []);
    return createElement(Documents, {
      ...props,
      openDocument: documentId ?? fromLink,
      onOpenChange,
    });
  };

/** `<anp-documents>`: the documents list with search, thumbnails and the preview. */
export const documentsElement = defineWidget<DocumentsElementProps>({
  tag: 'anp-documents',
  // The list's code loads once the element is on the page (the preview's when first needed), so
  // the element itself costs a page almost nothing.
  load: () => import('./documents').then(({ Documents }) => elementRoot(Documents)),
  headingLevel: {
    default: 2,
    min: 2,
    max: 6,
    description: "Heading level of the documents' titles (2 to 6), to fit the page's outline.",
  },
  summary:
    "Documents of the selected account and its market (price lists, brochures, labels, certificates, videos): search, type filter, sort, thumbnails, Load more, a preview dialog (PDF, TIFF, PNG, JPEG, MP4) and Download. Opens the document named by the page's ?doc= parameter.",
  // The `part` names of its shadow DOM, for `::part()` styles (docs/decisions.md, issue 13).
  parts: [
    { name: 'bar', description: 'The search and filter bar.' },
    { name: 'field', description: 'A form field: its label, hint, control and error.' },
    { name: 'field-label', description: "A field's label." },
    { name: 'field-hint', description: "A field's hint (the sort while searching)." },
    { name: 'input', description: "A field's control box: text, number, search, select or date." },
    { name: 'grid', description: 'The grid of document cards.' },
    { name: 'card', description: 'A document card.' },
    { name: 'card-heading', description: "A card's title." },
    { name: 'thumbnail', description: "A card's preview image." },
    {
      name: 'badge',
      description:
        'A label; with its tone `primary` (the kind) or `info` (a document of the account).',
    },
    {
      name: 'button',
      description:
        'A button; with its weight `primary`, `secondary` or `ghost` (`::part(button primary)`).',
    },
    { name: 'primary', description: 'With `button` or `badge`: its weight or tone.' },
    { name: 'secondary', description: 'With `button`: its weight.' },
    { name: 'ghost', description: 'With `button`: its weight.' },
    { name: 'info', description: 'With `badge`: its tone (a document of the account).' },
    { name: 'empty-state', description: 'The message shown when there is nothing to list.' },
    { name: 'dialog', description: 'The preview dialog.' },
    { name: 'preview', description: 'The preview inside the dialog.' },
    { name: 'dialog-title', description: "A dialog's title." },
    { name: 'dialog-body', description: "A dialog's content." },
    { name: 'dialog-close', description: "A dialog's close button." },
    { name: 'icon-button', description: "The preview's page and zoom buttons." },
    { name: 'viewport', description: 'The scrolling area of the preview.' },
  ],
  props: {
    docType: {
      type: 'string',
      description:
        'A document type the list starts filtered by: pricelist, brochure, label, certificate or video (the user can change it).',
      values: DOCUMENT_KINDS,
    },
    sort: {
      type: 'string',
      description: 'The order the list starts in: newest (default) or title.',
      default: 'newest',
      values: DOCUMENT_SORTS,
    },
    searchTerm: {
      type: 'string',
      description: 'A search the list starts with (title or file name).',
    },
    pageSize: {
      type: 'number',
      description: 'Documents per page, 1 to 100.',
      default: '24',
    },
    documentId: {
      type: 'string',
      description:
        "A document to open in the preview at once (default: the page address's ?doc= parameter); changing it opens another.",
    },
  },
  cssProperties: [
    { name: '--anp-color-primary', description: 'Buttons, badges and links.' },
    { name: '--anp-color-surface', description: 'Background of the cards.' },
    { name: '--anp-color-danger', description: 'Failed loads and downloads.' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

documentsElement.register();
