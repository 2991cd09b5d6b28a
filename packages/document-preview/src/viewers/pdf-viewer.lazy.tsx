import { useEffect, useId, useRef, useState } from 'react';
import { useKitTranslation } from '@anp/core';
import { PREVIEW_NS } from '../i18n';
import { canvasSize } from '../model/zoom';
import * as S from '../document-preview.styles';
import { useViewerWidth, useZoom } from './use-viewer-zoom';
import { Loading, PageControls, Viewport, ZoomControls } from './viewer-controls.view';
import type { ViewerProps } from './viewer-props';
import {
  PdfFetchError,
  isCancelled,
  openPdf,
  type PdfHandle,
  type PdfPageSize,
} from './pdf-engine';

type Opened = { url: string; handle: PdfHandle } | { url: string; failed: true } | null;

/**
 * PDF (ordering.md §5) with pdf.js, loaded with this chunk only when a PDF is shown: one page at
 * a time on a canvas as wide as the zoom asks and as sharp as the screen, Previous / Next /
 * "Page 2 of 5", zoom, and the page's text for screen readers (and, on request, on screen: it
 * reflows on a phone and can be copied). The canvas itself is an image named after its page.
 */
export default function PdfViewer({ url, name, actions, onError, onLoaded }: ViewerProps) {
  const { t } = useKitTranslation(PREVIEW_NS);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [viewport, viewerWidth] = useViewerWidth();
  const [opened, setOpened] = useState<Opened>(null);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<{ page: number; size: PdfPageSize } | null>(null);
  const [rendered, setRendered] = useState<string | null>(null);
  const [text, setText] = useState<{ page: number; text: string } | null>(null);
  const [showText, setShowText] = useState(false);
  const textId = useId();

  // Open (or, after a new URL, reopen) the document; the page the user was on is kept.
  useEffect(() => {
    let current = true;
    let handle: PdfHandle | null = null;
    openPdf(url).then(
      (opened) => {
        handle = opened;
        if (!current) {
          opened.destroy();
          return;
        }
        setOpened({ url, handle: opened });
        setPage((p) => Math.min(p, opened.pageCount));
        onLoaded();
      },
      (error: unknown) => {
        if (!current) return;
        // A refused fetch is most likely an expired signature: the preview asks for a new URL.
        if (error instanceof PdfFetchError && onError()) return;
        setOpened({ url, failed: true });
      },
    );
    return () => {
      current = false;
      handle?.destroy();
    };
    // A new URL reopens; the callbacks' identity does not.
  }, [url]); // eslint-disable-line react-hooks/exhaustive-deps

  const handle = opened && 'handle' in opened && opened.url === url ? opened.handle : null;
  const count = handle?.pageCount ?? 0;

  // The page's size at 100 %, then its text.
  useEffect(() => {
    if (!handle) return undefined;
    let current = true;
    handle.pageSize(page).then(
      (s) => current && setSize({ page, size: s }),
      () => current && setOpened({ url, failed: true }),
    );
    handle.text(page).then(
      (s) => current && setText({ page, text: s }),
      () => current && setText({ page, text: '' }),
    );
    return () => {
      current = false;
    };
  }, [handle, page, url]);

  const pageSize = size && size.page === page ? size.size : null;
  const zoom = useZoom(pageSize?.width ?? 0, viewerWidth, 'fit');

  // Draw the page; a newer page or zoom cancels the drawing under way.
  useEffect(() => {
    const element = canvas.current;
    if (!handle || !pageSize || !element) return undefined;
    const dpr = element.ownerDocument.defaultView?.devicePixelRatio ?? 1;
    const target = canvasSize(pageSize.width * zoom.scale, pageSize.height * zoom.scale, dpr);
    element.width = target.width;
    element.height = target.height;
    element.style.width = `${target.cssWidth}px`;
    element.style.height = `${target.cssHeight}px`;
    const key = `${url}#${page}@${zoom.scale}`;
    const render = handle.render(page, element, zoom.scale, target.ratio);
    render.promise.then(
      () => setRendered(key),
      (error: unknown) => {
        if (!isCancelled(error)) setOpened({ url, failed: true });
      },
    );
    return () => render.cancel();
  }, [handle, pageSize, page, zoom.scale, url]);

  if (opened && 'failed' in opened && opened.url === url) {
    return (
      <>
        <S.Toolbar part="bar">
          <S.Actions>{actions}</S.Actions>
        </S.Toolbar>
        <S.Message $tone="danger" role="alert">
          <p>{t('pdf.failed')}</p>
        </S.Message>
      </>
    );
  }

  const pageText = text && text.page === page ? text.text : null;
  const drawn = rendered === `${url}#${page}@${zoom.scale}`;
  return (
    <>
      <S.Toolbar part="bar">
        {count > 1 && <PageControls page={page} count={count} onChange={setPage} />}
        <ZoomControls zoom={zoom} />
        <S.Actions>{actions}</S.Actions>
      </S.Toolbar>
      <Viewport name={name} measure={viewport} tall busy={!drawn}>
        {!handle && <Loading text={t('pdf.loading')} />}
        <S.Sheet hidden={!handle}>
          <canvas
            ref={canvas}
            role="img"
            aria-label={t('pageImage', { page, count: Math.max(count, 1), name })}
            data-page={page}
            data-drawn={drawn || undefined}
          />
        </S.Sheet>
      </Viewport>
      {handle && (
        <>
          <S.TextToggle
            type="button"
            aria-expanded={showText}
            aria-controls={textId}
            onClick={() => setShowText((s) => !s)}
          >
            {showText ? t('pdf.hideText') : t('pdf.showText')}
          </S.TextToggle>
          <S.PageText id={textId} $shown={showText} aria-label={t('pdf.textHeading', { page })}>
            {showText && <h3>{t('pdf.textHeading', { page })}</h3>}
            <p>{pageText === null ? '' : pageText || t('pdf.noText')}</p>
          </S.PageText>
        </>
      )}
      <S.Hidden role="status">{count > 1 ? t('pages.status', { page, count }) : ''}</S.Hidden>
    </>
  );
}
