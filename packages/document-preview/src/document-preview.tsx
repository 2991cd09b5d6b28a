import { headingLevelOf } from '@anp/core';
import { DocumentPreviewView } from './document-preview.view';
import { useDocumentPreview } from './use-document-preview';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface DocumentPreviewProps {
  /** The document to show (its id in the document service). */
  documentId: string;
  /** The file's name, for the download while the preview loads (the server's name wins). */
  fileName?: string;
  /** The document's title: the heading, and the name of the image or page for screen readers. */
  title?: string;
  /** Shows a Close button that calls it (the caller owns where the preview lives). */
  onClose?: () => void;
  /** Level of the title's heading, 2 to 6 (default 2). */
  headingLevel?: number;
  /** Leaves the title out (a dialog around the preview already shows it). */
  hideHeading?: boolean;
}

/**
 * The document preview (ordering.md §2 screen 11, §5): asks for the document's signed preview
 * URL and shows it by its type: PDF with pdf.js (pages, zoom, the text for screen readers), TIFF
 * decoded to a canvas, PNG and JPEG as images, MP4 as a video, and for anything else a clear
 * message with the download. Download saves the file under its name; the blob errors of §8 are
 * shown beside the button.
 * @example
 * <KitRoot config={config}><DocumentPreview documentId="doc-us-0001" onClose={close} /></KitRoot>
 */
export function DocumentPreview(props: DocumentPreviewProps) {
  const behaviour = useDocumentPreview(props.documentId, {
    fileName: props.fileName,
    title: props.title,
  });
  return (
    <DocumentPreviewView
      behaviour={behaviour}
      documentId={props.documentId}
      headingLevel={headingLevelOf<HeadingLevel>(props.headingLevel, 2, 2, 6)}
      hideHeading={props.hideHeading === true}
      onClose={props.onClose}
    />
  );
}
