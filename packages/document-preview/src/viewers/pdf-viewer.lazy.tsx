import { useEffect, useId, useRef, useState } from 'react';
import { useKitTranslation } from '@anp/core';
import { PREVIEW_NS } from '../i18n';
import { firstMatchFrom, foldQuery, matchesInPage, stepMatch, type TextMatch } from '../model/find';
import { canvasSize } from '../model/zoom';
import * as S from '../document-preview.styles';
import * as P from './pdf-viewer.styles';
import { useViewerWidth, useZoom } from './use-viewer-zoom';
import { FindControls } from './pdf-find.view';
import { FileProgress } from './progress.view';
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
 * a time on a canvas as wide as the zoom asks and as sharp as the screen, with pdf.js's text
 * layer over it (the text can be selected and copied where it is printed), Find across the
 * document, Previous / Next / "Page 2 of 5" (PageUp / PageDown in the view), zoom, progress of
 * the file over 1 MB, and the page's text for screen readers (and, on request, on screen: it
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
  const layerRef = useRef<HTMLDivElement>(null);
  const [progress, setProgress] = useState<{
    url: string;
    received: number;
    total: number | null;
  } | null>(null);
  const [layer, setLayer] = useState<{ key: string; divs: HTMLElement[]; strs: string[] } | null>(
    null,
  );
  const [find, setFind] = useState<{
    query: string;
    matches: TextMatch[] | null;
    current: number;
  }>({ query: '', matches: null, current: -1 });

  // Open (or, after a new URL, reopen) the document; the page the user was on is kept.
  useEffect(() => {
    let current = true;
    let handle: PdfHandle | null = null;
    openPdf(url, (received, total) => current && setProgress({ url, received, total })).then(
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

  // The text layer over the drawn page, at the same zoom.
  const drawnKey = `${url}#${page}@${zoom.scale}`;
  const drawnNow = rendered === drawnKey;
  useEffect(() => {
    const container = layerRef.current;
    if (!handle || !drawnNow || !container) return undefined;
    const task = handle.textLayer(page, container, zoom.scale);
    task.promise.then(
      (divs) =>
        setLayer({
          key: drawnKey,
          divs,
          strs: divs.map((div) => div.textContent ?? ''),
        }),
      // No text layer (cancelled, or a page pdf.js cannot lay out): the drawing still shows.
      () => undefined,
    );
    return () => task.cancel();
  }, [handle, drawnNow, drawnKey, page, zoom.scale]);

  // The matches of Find on the page shown; the current one outlined and scrolled into view.
  const shownLayer = layer?.key === drawnKey ? layer : null;
  const currentMatch = find.matches?.[find.current] ?? null;
  useEffect(() => {
    if (!shownLayer) return;
    const needle = foldQuery(find.query);
    const onPage = needle ? matchesInPage(page, shownLayer.strs, needle) : [];
    const doc = layerRef.current?.ownerDocument;
    if (!doc) return;
    shownLayer.divs.forEach((div, item) => {
      const text = shownLayer.strs[item] ?? '';
      const here = onPage.filter((m) => m.item === item);
      if (here.length === 0) {
        if (div.childElementCount > 0) div.textContent = text;
        return;
      }
      const parts: (Node | string)[] = [];
      let at = 0;
      for (const m of here) {
        parts.push(text.slice(at, m.start));
        const mark = doc.createElement('span');
        const selected =
          currentMatch?.page === page &&
          currentMatch.item === item &&
          currentMatch.start === m.start;
        mark.className = selected ? 'highlight selected' : 'highlight';
        mark.textContent = text.slice(m.start, m.start + needle.length);
        parts.push(mark);
        at = m.start + needle.length;
      }
      parts.push(text.slice(at));
      div.replaceChildren(...parts);
    });
    const selected = layerRef.current?.querySelector('.highlight.selected');
    // jsdom has no scrollIntoView.
    if (selected && 'scrollIntoView' in selected)
      selected.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [shownLayer, find.query, currentMatch, page]);

  const [searching, setSearching] = useState(false);
  const runFind = (query: string) => {
    if (!handle || !foldQuery(query)) {
      setFind({ query: '', matches: null, current: -1 });
      return;
    }
    setSearching(true);
    const pages = Array.from({ length: handle.pageCount }, (_, i) => i + 1);
    Promise.all(pages.map((p) => handle.items(p).then((items) => matchesInPage(p, items, query))))
      .then((perPage) => {
        const matches = perPage.flat();
        const current = firstMatchFrom(matches, page);
        setFind({ query, matches, current });
        const target = matches[current];
        if (target) setPage(target.page);
      })
      .catch(() => setFind({ query, matches: [], current: -1 }))
      .finally(() => setSearching(false));
  };
  const stepFind = (forwards: boolean) => {
    const count = find.matches?.length ?? 0;
    const current = stepMatch(find.current, count, forwards);
    setFind((f) => ({ ...f, current }));
    const target = find.matches?.[current];
    if (target) setPage(target.page);
  };

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
  const drawn = drawnNow;
  return (
    <>
      <S.Toolbar part="bar">
        {count > 1 && <PageControls page={page} count={count} onChange={setPage} />}
        <ZoomControls zoom={zoom} />
        {handle && (
          <FindControls
            onFind={runFind}
            onStep={stepFind}
            searching={searching}
            result={find.matches ? { current: find.current, count: find.matches.length } : null}
          />
        )}
        <S.Actions>{actions}</S.Actions>
      </S.Toolbar>
      <Viewport
        name={name}
        measure={viewport}
        tall
        busy={!drawn}
        pages={{ page, count, onChange: setPage }}
      >
        {!handle && <Loading text={t('pdf.loading')} />}
        {!handle && progress?.url === url && (
          <FileProgress
            received={progress.received}
            total={progress.total}
            label={t('progress.loading')}
          />
        )}
        <S.Sheet hidden={!handle}>
          <canvas
            ref={canvas}
            role="img"
            aria-label={t('pageImage', { page, count: Math.max(count, 1), name })}
            data-page={page}
            data-drawn={drawn || undefined}
          />
          {/* The printed text, selectable where it is drawn; screen readers get the page's text below. */}
          <P.TextLayer
            ref={layerRef}
            part="text-layer"
            aria-hidden="true"
            data-ready={shownLayer ? true : undefined}
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
