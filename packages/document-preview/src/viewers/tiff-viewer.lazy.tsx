import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { toPortalError, useErrorMessage, useKitTranslation, type PortalError } from '@anp/core';
import { Button } from '@anp/ui';
import { useDocumentsApi } from '@anp/core/services/documents';
import { PREVIEW_NS } from '../i18n';
import {
  TiffError,
  decodeTiffPage,
  readTiff,
  tiffPageProblem,
  type TiffFile,
  type TiffImage,
} from '../model/tiff';
import * as S from '../document-preview.styles';
import {
  Loading,
  PageControls,
  Viewport,
  ZoomControls,
  useViewerWidth,
  useZoom,
  type ViewerProps,
} from './controls';

const LOADING = { status: 'loading' } as const;

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; error: PortalError }
  | { status: 'ready'; bytes: Uint8Array; file: TiffFile }
  | { status: 'unreadable'; problem: TiffError };

/**
 * TIF and TIFF (ordering.md §5), which browsers cannot show: the file's bytes come through the
 * kit's API client (documents/download, the user's token), the kit's own decoder (model/tiff.ts,
 * loaded with this chunk) turns each page into pixels on a canvas, with page navigation for
 * multi-page scans and zoom. A TIFF the decoder cannot draw is said so, with the download.
 */
export default function TiffViewer({ documentId, name, actions, onLoaded }: ViewerProps) {
  const { t } = useKitTranslation(PREVIEW_NS);
  const describe = useErrorMessage();
  const api = useDocumentsApi();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [viewport, viewerWidth] = useViewerWidth();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded } | null>(null);
  const [page, setPage] = useState(1);
  const key = `${documentId}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    api
      .download(documentId, { signal: controller.signal, publishErrors: false })
      .then((result) => result.blob.arrayBuffer())
      .then((buffer) => {
        if (controller.signal.aborted) return;
        const bytes = new Uint8Array(buffer);
        try {
          setLoaded({ key, value: { status: 'ready', bytes, file: readTiff(bytes) } });
          onLoaded();
        } catch (error) {
          if (!(error instanceof TiffError)) throw error;
          setLoaded({ key, value: { status: 'unreadable', problem: error } });
        }
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ key, value: { status: 'failed', error: toPortalError(failure) } });
      });
    return () => controller.abort();
    // The callback's identity does not reload the file.
  }, [api, documentId, key]); // eslint-disable-line react-hooks/exhaustive-deps

  const state: Loaded = loaded?.key === key ? loaded.value : LOADING;
  const count = state.status === 'ready' ? state.file.pages.length : 0;

  // Pages are decoded when shown; a page that cannot be drawn says why, the others still show.
  const image = useMemo((): TiffImage | TiffError | null => {
    const ready = loaded?.key === key && loaded.value.status === 'ready' ? loaded.value : null;
    const current = ready?.file.pages[page - 1];
    if (!ready || !current) return null;
    const problem = tiffPageProblem(current);
    if (problem) return problem;
    try {
      return decodeTiffPage(ready.bytes, ready.file, page - 1);
    } catch (error) {
      if (error instanceof TiffError) return error;
      throw error;
    }
  }, [loaded, key, page]);

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
        <S.Toolbar>
          <S.Actions>{actions}</S.Actions>
        </S.Toolbar>
        <Loading text={t('tiff.loading')} />
      </>
    );
  }
  if (state.status === 'failed') {
    return (
      <>
        <S.Toolbar>
          <S.Actions>{actions}</S.Actions>
        </S.Toolbar>
        <S.Message $tone="danger" role="alert">
          <p>{t('failed', { reason: describe(state.error) })}</p>
          <Button variant="secondary" size="sm" onClick={() => setAttempt((a) => a + 1)}>
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
      <S.Toolbar>
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
        <Viewport name={name} measure={viewport}>
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
