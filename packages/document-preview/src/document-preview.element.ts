import { createElement } from 'react';
import { defineWidget } from '@anp/core';

interface DocumentPreviewElementProps {
  documentId?: string;
  fileName?: string;
  title?: string;
  headingLevel?: number;
}

/** `<anp-document-preview>`: one document's preview and download as a custom element. */
export const documentPreviewElement = defineWidget<DocumentPreviewElementProps>({
  tag: 'anp-document-preview',
  // The preview's code loads once the element is on the page (and pdf.js or the TIFF decoder
  // only when such a file is shown), so the element itself costs a page almost nothing.
  load: () =>
    import('./document-preview').then(
      ({ DocumentPreview }) =>
        ({ documentId, fileName, title, headingLevel }: DocumentPreviewElementProps) => {
          const id = documentId?.trim();
          // Without a document there is nothing to ask for: the element stays empty, as a CMS
          // page setting the attribute later expects.
          if (!id) return null;
          return createElement(DocumentPreview, {
            documentId: id,
            ...(fileName ? { fileName } : {}),
            ...(title ? { title } : {}),
            ...(headingLevel !== undefined ? { headingLevel } : {}),
          });
        },
    ),
  headingLevel: {
    default: 2,
    min: 2,
    max: 6,
    description: "Level of the title's heading (2 to 6), to fit the page's outline.",
  },
  summary:
    'Document preview: PDF (pages, zoom, selectable text, find, text for screen readers), TIFF scans (fax, LZW, Deflate, JPEG; page by page), PNG, JPEG and MP4 from a signed preview URL, with Download and its progress; other file types get a clear message and the download.',
  // The `part` names of its shadow DOM, for `::part()` styles (docs/decisions.md, issue 13).
  parts: [
    { name: 'preview', description: 'The whole preview.' },
    { name: 'heading', description: "The document's name." },
    { name: 'bar', description: "The viewer's toolbar." },
    { name: 'icon-button', description: 'A page or zoom button, and the close button.' },
    { name: 'viewport', description: 'The scrolling area showing the document.' },
    {
      name: 'button',
      description:
        'A button (download, try again); with its weight `secondary` (`::part(button secondary)`).',
    },
    { name: 'secondary', description: 'With `button`: its weight.' },
  ],
  props: {
    documentId: {
      type: 'string',
      description:
        'The document to show (required): its id in the document service. Changing it shows another document.',
    },
    fileName: {
      type: 'string',
      description: "The file's name, used for the download until the server's is known.",
    },
    title: {
      type: 'string',
      description:
        "The document's title: the heading, and the name screen readers hear for the image or page (default: the file name).",
    },
  },
  cssProperties: [
    { name: '--anp-color-primary', description: 'Buttons and links.' },
    { name: '--anp-color-surface-sunken', description: 'Background behind the page.' },
    { name: '--anp-color-danger', description: 'Failures (the download, the file).' },
    { name: '--anp-font-family', description: 'Font family of the kit.' },
  ],
});

documentPreviewElement.register();
