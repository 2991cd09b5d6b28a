import type { PortalError } from '@anp/core';
import type { PreviewUrl } from '@anp/core/services/documents';
import { useDocumentDownload } from './download';
import {
  useDocumentPreviewData,
  type DocumentPreviewData,
  type PreviewState,
} from './use-document-preview-data';

export type { PreviewState };

export interface DocumentPreviewOptions {
  /** The file's name until the server's is known (the download's name). */
  fileName?: string | undefined;
  /** The document's title, if the caller knows it. */
  title?: string | undefined;
}

/** What the preview's view renders from. */
export interface DocumentPreviewBehaviour extends DocumentPreviewData {
  /** The preview URL's facts once they arrived (file name, type, size). */
  preview: PreviewUrl | null;
  /** The file's name: the server's, else the caller's, else ''. */
  fileName: string;
  /** What the document is called: its title, else its file name, else its id. */
  name: string;
  /** Downloads the file under its name. */
  download(): void;
  /** The download is on its way. */
  downloading: boolean;
  /** Bytes received of the file's size while it downloads. */
  downloadProgress: { received: number; total: number | null } | null;
  /** Why the last download failed, until it is tried again. */
  downloadError: PortalError | null;
  /** The name of the file just saved, for the polite announcement; null when none. */
  savedName: string | null;
}

/**
 * The behaviour of the document preview (ordering.md §2 screen 11): the preview URL and the
 * viewers' reports (`useDocumentPreviewData`), the names the document goes by, and its download
 * with the blob errors of §8 kept beside the button.
 */
export function useDocumentPreview(
  documentId: string,
  options: DocumentPreviewOptions = {},
): DocumentPreviewBehaviour {
  const data = useDocumentPreviewData(documentId);
  const downloads = useDocumentDownload();
  const preview = data.state.status === 'ready' ? data.state.preview : null;
  const fileName = preview?.fileName ?? options.fileName ?? '';
  return {
    ...data,
    preview,
    fileName,
    name: options.title || fileName || documentId,
    download: () => void downloads.download({ id: documentId, fileName }),
    downloading: downloads.busy(documentId),
    downloadProgress: downloads.progress(documentId),
    downloadError: downloads.error(documentId),
    savedName: downloads.saved?.id === documentId ? downloads.saved.fileName : null,
  };
}
