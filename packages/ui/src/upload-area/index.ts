/**
 * The upload area of @anp/ui (ordering.md §2 screen 12), imported by path
 * (`@anp/ui/upload-area`) so react-dropzone travels with the features that use it instead of the
 * shared runtime chunk (docs/architecture.md).
 */
export { UploadArea, type UploadAreaProps } from './upload-area';
export {
  useUploadQueue,
  MAX_PARALLEL_UPLOADS,
  type RestoredUpload,
  type UploadItem,
  type UploadQueue,
  type UploadQueueOptions,
  type UploadStatus,
} from './use-upload-queue';
export {
  checkFiles,
  extensionOf,
  isAcceptedType,
  type AcceptedType,
  type CheckedFiles,
  type ListedFile,
  type RefusalReason,
  type UploadRules,
} from './model/check-files';
export { formatFileSize } from './model/file-size';
export { NS as UPLOAD_AREA_NAMESPACE } from './i18n';
