import { useLayoutEffect, useRef, useState } from 'react';
import { useErrorMessage, useKitTranslation } from '@anp/core';
import { Button } from '@anp/ui';
import { PREVIEW_NS } from '../i18n';
import { TiffError } from '../model/tiff';
import * as S from '../document-preview.styles';
import { FileProgress } from './progress.view';
import { useTiffFile } from './use-tiff-file';
import { useViewerWidth, useZoom } from './use-viewer-zoom';
import { Loading, PageControls, Viewport, ZoomControls } from './viewer-controls.view';
import type { ViewerProps } from './viewer-props';

/**
 * TIF and TIFF (ordering.md §5), which browsers cannot show: the file's bytes come through the
 * kit's API client (documents/download, the user's token, with progress over 1 MB), utif2 in a
 * worker (tiff-decoder.ts) turns each page into pixels on a canvas, with page navigation for
 * multi-page scans (buttons, the page field, PageUp / PageDown in the view) and zoom. A TIFF the
 * decoder cannot draw is said so, with the download.
 */
export default function TiffViewer({ documentId, name, actions, onLoaded }: ViewerProps) {
  const { t } = useKitTranslation(PREVIEW_NS);
  const describe = useErrorMessage();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [viewport, viewerWidth] = useViewerWidth();
  const [page, setPage] = useState(1);
  const { state, count, image, retry } = useTiffFile(documentId, page, onLoaded);

  const decoded = image && !(image instanceof TiffError) ? image : null;
  const zoom = useZoom(decoded?.width ?? 0, viewerWidth, 'auto');

  // The canvas holds the page at its own pixels; the zoom scales it on screen.
  useLayoutEffect(() => {
    const element = canvas.current;
    if (!decoded || !element) return;
    element.width = decoded.width;
    element.height = decoded.height;
    const context = element.getContext('2d');
    context?.putImageData(new ImageData(decoded.rgba, decoded.width, decoded.height), 0, 0);
  }, [decoded]);

  if (state.status === 'loading') {
    return (
      <>
        <S.Toolbar part="bar">
          <S.Actions>{actions}</S.Actions>
        </S.Toolbar>
        <Loading text={t('tiff.loading')} />
        {state.progress && (
          <FileProgress
            received={state.progress.received}
            total={state.progress.total}
            label={t('progress.loading')}
          />
        )}
      </>
    );
  }
  if (state.status === 'failed') {
    return (
      <>
        <S.Toolbar part="bar">
          <S.Actions>{actions}</S.Actions>
        </S.Toolbar>
        <S.Message $tone="danger" role="alert">
          <p>{t('failed', { reason: describe(state.error) })}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            {t('retry')}
          </Button>
        </S.Message>
      </>
    );
  }
  const problem =
    state.status === 'unreadable' ? state.problem : image instanceof TiffError ? image : null;
  return (
    <>
      <S.Toolbar part="bar">
        {count > 1 && <PageControls page={page} count={count} onChange={setPage} />}
        {decoded && <ZoomControls zoom={zoom} />}
        <S.Actions>{actions}</S.Actions>
      </S.Toolbar>
      {problem ? (
        <S.Message role="alert">
          <p>{t(`tiff.problem.${problem.problem}`, { detail: problem.detail })}</p>
          <p>{t('tiff.hint')}</p>
        </S.Message>
      ) : (
        <Viewport
          name={name}
          measure={viewport}
          busy={!decoded}
          pages={{ page, count, onChange: setPage }}
        >
          <S.Sheet>
            <canvas
              ref={canvas}
              role="img"
              aria-label={t('pageImage', { page, count: Math.max(count, 1), name })}
              data-page={page}
              style={
                decoded
                  ? {
                      width: `${Math.round(decoded.width * zoom.scale)}px`,
                      height: `${Math.round(decoded.height * zoom.scale)}px`,
                    }
                  : undefined
              }
            />
          </S.Sheet>
        </Viewport>
      )}
      <S.Hidden role="status">{count > 1 ? t('pages.status', { page, count }) : ''}</S.Hidden>
    </>
  );
}
