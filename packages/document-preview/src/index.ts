/**
 * @anp/document-preview: the document preview as a React component (PDF, TIFF, PNG, JPEG, MP4),
 * and the document download with the kit's blob errors.
 * `@anp/document-preview/element` registers `<anp-document-preview>`.
 */
export { DocumentPreview, type DocumentPreviewProps, type HeadingLevel } from './document-preview';
export {
  useDocumentDownload,
  downloadName,
  REVOKE_AFTER_MS,
  type DocumentDownload,
  type DownloadTarget,
} from './download';
export { DocumentPreviewView, type DocumentPreviewViewProps } from './document-preview.view';
export {
  useDocumentPreview,
  type DocumentPreviewBehaviour,
  type DocumentPreviewOptions,
  type PreviewState,
} from './use-document-preview';
export { useDocumentPreviewData, type DocumentPreviewData } from './use-document-preview-data';
export { PREVIEW_NS } from './i18n';
export {
  previewKindOf,
  fileTypeLabel,
  extensionOf,
  type FileFacts,
  type PreviewKind,
} from './model/file-kind';
export { formatFileSize } from './model/file-size';
export { isExpiring, resolvePreviewUrl, EXPIRY_MARGIN_MS } from './model/preview-url';
export {
  ZOOM_STEPS,
  MIN_ZOOM,
  MAX_ZOOM,
  scaleOf,
  zoomIn,
  zoomOut,
  zoomPercent,
  canvasSize,
  type ZoomMode,
  type CanvasSize,
} from './model/zoom';
export { clampPage, parsePageInput, pageMoves } from './model/pages';
export {
  readTiff,
  tiffPageProblem,
  TIFF_COMPRESSIONS,
  TiffError,
  MAX_PIXELS,
  type TiffFile,
  type TiffPage,
  type TiffImage,
  type TiffProblem,
} from './model/tiff';
