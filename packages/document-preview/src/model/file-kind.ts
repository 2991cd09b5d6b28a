/**
 * Which viewer a document gets (ordering.md §5: "Document preview accepts pdf, jpg, jpeg, png,
 * tif, tiff, mp4"). Pure: decided from what the server says about the file.
 */

/** The viewers of the preview; `none` is a file type the preview does not open. */
export type PreviewKind = 'pdf' | 'tiff' | 'image' | 'video' | 'none';

const BY_EXTENSION: Record<string, PreviewKind> = {
  pdf: 'pdf',
  tif: 'tiff',
  tiff: 'tiff',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  mp4: 'video',
};

const BY_MIME: Record<string, PreviewKind> = {
  'application/pdf': 'pdf',
  'image/tiff': 'tiff',
  'image/png': 'image',
  'image/jpeg': 'image',
  'video/mp4': 'video',
};

/** The extension of a file name, lower case, without the dot ('' when there is none). */
export function extensionOf(fileName: string | null | undefined): string {
  const name = (fileName ?? '').trim().split(/[\\/]/).pop() ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export interface FileFacts {
  /** The server's file type (`pdf`, `jpeg`, `tiff`, ...). */
  fileType?: string | null;
  mimeType?: string | null;
  fileName?: string | null;
}

/**
 * The viewer for a file: by its file type first, then its MIME type, then its name's extension
 * (the server's type is the most deliberate of the three; a name can say anything). Only the
 * seven types of the spec are opened; anything else (an `image/gif`, a `.docx`) gets `none`.
 */
export function previewKindOf(facts: FileFacts): PreviewKind {
  const type = (facts.fileType ?? '').trim().toLowerCase().replace(/^\./, '');
  const mime = (facts.mimeType ?? '').trim().toLowerCase().split(';')[0] ?? '';
  return (
    BY_EXTENSION[type] ??
    (type ? undefined : BY_MIME[mime]) ??
    (type || mime ? undefined : BY_EXTENSION[extensionOf(facts.fileName)]) ??
    'none'
  );
}

/** The label of a file type for people: `PDF`, `JPEG`, `TIFF`, `MP4`; '' when unknown. */
export function fileTypeLabel(facts: FileFacts): string {
  const type = (facts.fileType ?? '').trim().replace(/^\./, '') || extensionOf(facts.fileName);
  const upper = type.toUpperCase();
  if (upper === 'JPG') return 'JPEG';
  if (upper === 'TIF') return 'TIFF';
  return /^[A-Z0-9]{1,8}$/.test(upper) ? upper : '';
}
