import { Suspense, lazy, type ReactNode } from 'react';
import { useErrorMessage, useKitContext, useKitTranslation } from '@anp/core';
import { Button, Spinner } from '@anp/ui';
import { PREVIEW_NS } from './i18n';
import { CloseIcon, DownloadIcon } from './icons';
import { fileTypeLabel } from './model/file-kind';
import { formatFileSize } from './model/file-size';
import type { DocumentPreviewBehaviour } from './use-document-preview';
import { Loading } from './viewers/viewer-controls.view';
import type { ViewerProps } from './viewers/viewer-props';
import { ImageViewer } from './viewers/image-viewer';
import { VideoViewer } from './viewers/video-viewer';
import * as S from './document-preview.styles';

// pdf.js and the TIFF decoder are chunks of their own, loaded only when such a file is shown.
const PdfViewer = lazy(() => import('./viewers/pdf-viewer.lazy'));
const TiffViewer = lazy(() => import('./viewers/tiff-viewer.lazy'));
// The progress bar loads with the first download (it shows only for files over 1 MB).
const DownloadProgress = lazy(() =>
  import('./viewers/progress.view').then((m) => ({ default: m.DownloadProgress })),
);

export interface DocumentPreviewViewProps {
  behaviour: DocumentPreviewBehaviour;
  documentId: string;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  /** Leaves the title out (a dialog around the preview already shows it). */
  hideHeading: boolean;
  /** Shows a Close button that calls it. */
  onClose?: (() => void) | undefined;
}

/**
 * The preview from its behaviour: the title and the file's facts, Download (and Close), and the
 * viewer of the file's kind, or loading, a failure with Try again, or "cannot be previewed".
 */
export function DocumentPreviewView(props: DocumentPreviewViewProps) {
  const { behaviour: b, documentId, onClose } = props;
  const { t } = useKitTranslation(PREVIEW_NS);
  const { country } = useKitContext();
  const describe = useErrorMessage();
  const { state, preview, fileName, name } = b;
  const Heading = `h${props.headingLevel}` as const;

  const actions = (
    <>
      {/* Busy but never disabled while the file downloads: a disabled button drops focus to the
          page behind a dialog, where Escape no longer closes it (QA, issue 14). A second press
          waits for the first (useDocumentDownload). */}
      <Button
        variant="secondary"
        size="sm"
        aria-busy={b.downloading || undefined}
        aria-label={t('downloadNamed', { name: fileName || name })}
        onClick={b.download}
      >
        {b.downloading ? <Spinner size="sm" /> : <DownloadIcon />}
        {t('download')}
      </Button>
      {onClose && (
        <S.IconButton part="icon-button" type="button" aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </S.IconButton>
      )}
    </>
  );

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <>
        <S.Toolbar part="bar">
          <S.Actions>{actions}</S.Actions>
        </S.Toolbar>
        <Loading text={t('loading')} />
      </>
    );
  } else if (state.status === 'failed') {
    body = (
      <>
        <S.Toolbar part="bar">
          <S.Actions>{actions}</S.Actions>
        </S.Toolbar>
        <S.Message $tone="danger" role="alert">
          <p>
            {state.error.code === 'NOT_FOUND'
              ? t('gone')
              : t('failed', { reason: describe(state.error) })}
          </p>
          {state.error.code !== 'NOT_FOUND' && (
            <Button variant="secondary" size="sm" onClick={b.retry}>
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
      onError: b.onViewerError,
      onLoaded: b.onViewerLoaded,
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
    <S.Root part="preview" aria-label={t('region', { name })}>
      {!props.hideHeading && (
        <S.Head>
          <Heading part="heading">{name}</Heading>
          {preview && (type || size) && (
            <S.Muted>
              {type && size ? t('meta', { type, size }) : type || size}
              {fileName && fileName !== name ? ` · ${fileName}` : ''}
            </S.Muted>
          )}
        </S.Head>
      )}
      {body}
      {b.downloadProgress && (
        <Suspense fallback={null}>
          <DownloadProgress
            name={fileName || name}
            received={b.downloadProgress.received}
            total={b.downloadProgress.total}
          />
        </Suspense>
      )}
      {b.downloadError && <S.Alert role="alert">{describe(b.downloadError)}</S.Alert>}
      <S.Hidden role="status">{b.savedName ? t('downloaded', { name: b.savedName }) : ''}</S.Hidden>
    </S.Root>
  );
}
