import { Suspense, lazy, type ReactNode } from 'react';
import { headingLevelOf, useErrorMessage, useKitContext, useKitTranslation } from '@anp/core';
import { Button } from '@anp/ui';
import { useDocumentDownload } from './download';
import { PREVIEW_NS } from './i18n';
import { CloseIcon, DownloadIcon } from './icons';
import { fileTypeLabel } from './model/file-kind';
import { formatFileSize } from './model/file-size';
import { useDocumentPreview } from './use-document-preview';
import { Loading, type ViewerProps } from './viewers/controls';
import { ImageViewer } from './viewers/image-viewer';
import { VideoViewer } from './viewers/video-viewer';
import * as S from './document-preview.styles';

// pdf.js and the TIFF decoder are chunks of their own, loaded only when such a file is shown.
const PdfViewer = lazy(() => import('./viewers/pdf-viewer.lazy'));
const TiffViewer = lazy(() => import('./viewers/tiff-viewer.lazy'));

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
  const { documentId, onClose } = props;
  const { t } = useKitTranslation(PREVIEW_NS);
  const { country } = useKitContext();
  const describe = useErrorMessage();
  const { state, retry, onViewerError, onViewerLoaded } = useDocumentPreview(documentId);
  const downloads = useDocumentDownload();
  const preview = state.status === 'ready' ? state.preview : null;
  const fileName = preview?.fileName ?? props.fileName ?? '';
  const name = props.title || fileName || documentId;
  const Heading = `h${headingLevelOf<HeadingLevel>(props.headingLevel, 2, 2, 6)}` as const;
  const busy = downloads.busy(documentId);
  const downloadError = downloads.error(documentId);

  const actions = (
    <>
      <Button
        variant="secondary"
        size="sm"
        loading={busy}
        aria-label={t('downloadNamed', { name: fileName || name })}
        onClick={() => void downloads.download({ id: documentId, fileName })}
      >
        <DownloadIcon />
        {t('download')}
      </Button>
      {onClose && (
        <S.IconButton type="button" aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </S.IconButton>
      )}
    </>
  );

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <>
        <S.Toolbar>
          <S.Actions>{actions}</S.Actions>
        </S.Toolbar>
        <Loading text={t('loading')} />
      </>
    );
  } else if (state.status === 'failed') {
    body = (
      <>
        <S.Toolbar>
          <S.Actions>{actions}</S.Actions>
        </S.Toolbar>
        <S.Message $tone="danger" role="alert">
          <p>
            {state.error.code === 'NOT_FOUND'
              ? t('gone')
              : t('failed', { reason: describe(state.error) })}
          </p>
          {state.error.code !== 'NOT_FOUND' && (
            <Button variant="secondary" size="sm" onClick={retry}>
              {t('retry')}
            </Button>
          )}
        </S.Message>
      </>
    );
  } else {
    const viewer: ViewerProps = {
      url: state.url,
      documentId,
      name,
      fileName,
      actions,
      onError: onViewerError,
      onLoaded: onViewerLoaded,
    };
    const loading = <Loading text={t('loading')} />;
    switch (state.kind) {
      case 'pdf':
        body = (
          <Suspense fallback={loading}>
            <PdfViewer {...viewer} />
          </Suspense>
        );
        break;
      case 'tiff':
        body = (
          <Suspense fallback={loading}>
            <TiffViewer {...viewer} />
          </Suspense>
        );
        break;
      case 'image':
        body = <ImageViewer {...viewer} />;
        break;
      case 'video':
        body = <VideoViewer {...viewer} />;
        break;
      default: {
        const type = fileTypeLabel(state.preview);
        body = (
          <S.Message>
            <strong>{t('unsupported.title')}</strong>
            <p>{type ? t('unsupported.named', { type }) : t('unsupported.unnamed')}</p>
            <S.Row>{actions}</S.Row>
          </S.Message>
        );
      }
    }
  }

  const type = preview ? fileTypeLabel(preview) : '';
  const size = preview ? formatFileSize(preview.sizeBytes, country) : '';
  return (
    <S.Root aria-label={t('region', { name })}>
      {!props.hideHeading && (
        <S.Head>
          <Heading>{name}</Heading>
          {preview && (type || size) && (
            <S.Muted>
              {type && size ? t('meta', { type, size }) : type || size}
              {fileName && fileName !== name ? ` · ${fileName}` : ''}
            </S.Muted>
          )}
        </S.Head>
      )}
      {body}
      {downloadError && <S.Alert role="alert">{describe(downloadError)}</S.Alert>}
      <S.Hidden role="status">
        {downloads.saved?.id === documentId
          ? t('downloaded', { name: downloads.saved.fileName })
          : ''}
      </S.Hidden>
    </S.Root>
  );
}
