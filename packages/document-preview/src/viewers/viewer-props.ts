import type { ReactNode } from 'react';

/** What every viewer receives from the preview. */
export interface ViewerProps {
  /** The signed URL of the file (absolute). */
  url: string;
  documentId: string;
  /** The document's title: the image's alternative text, the page images' names. */
  name: string;
  fileName: string;
  /** Download and Close, placed at the end of the viewer's toolbar. */
  actions: ReactNode;
  /**
   * The file could not be read with the URL. Returns true when a new URL is on its way (the
   * viewer then waits for it), false when the failure is to be shown.
   */
  onError(): boolean;
  onLoaded(): void;
}
