import { useId, useState, type ReactNode } from 'react';
import { useKitTranslation } from '@anp/core';
import { Spinner } from '@anp/ui';
import { PREVIEW_NS } from '../i18n';
import { FitWidthIcon, NextIcon, PreviousIcon, ZoomInIcon, ZoomOutIcon } from '../icons';
import { clampPage, pageMoves, parsePageInput } from '../model/pages';
import { MAX_ZOOM, MIN_ZOOM, zoomPercent } from '../model/zoom';
import type { Zoom } from './use-viewer-zoom';
import * as S from '../document-preview.styles';

/** Previous, "Page [2] of 5" (a number the user can type) and Next. */
export function PageControls(props: { page: number; count: number; onChange(page: number): void }) {
  const { t } = useKitTranslation(PREVIEW_NS);
  const id = useId();
  const { page, count, onChange } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const moves = pageMoves(page, count);
  const apply = () => {
    if (draft === null) return;
    const next = parsePageInput(draft, count);
    setDraft(null);
    if (next !== null && next !== page) onChange(next);
  };
  return (
    <S.Group role="group" aria-label={t('pages.navigation')}>
      <S.IconButton
        part="icon-button"
        type="button"
        aria-label={t('pages.previous')}
        disabled={!moves.previous}
        onClick={() => onChange(clampPage(page - 1, count))}
      >
        <PreviousIcon />
      </S.IconButton>
      <S.PageField>
        <label htmlFor={`${id}-page`}>{t('pages.page')}</label>
        <input
          id={`${id}-page`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={`${id}-of`}
          value={draft ?? String(page)}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onFocus={(event) => event.currentTarget.select()}
          onBlur={apply}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            } else if (event.key === 'Escape' && draft !== null) {
              // The field's own Escape: a dialog around the preview stays open.
              event.preventDefault();
              event.stopPropagation();
              setDraft(null);
            }
          }}
        />
        <span id={`${id}-of`}>{t('pages.of', { count })}</span>
      </S.PageField>
      <S.IconButton
        part="icon-button"
        type="button"
        aria-label={t('pages.next')}
        disabled={!moves.next}
        onClick={() => onChange(clampPage(page + 1, count))}
      >
        <NextIcon />
      </S.IconButton>
    </S.Group>
  );
}

/** Zoom out, the percentage, Zoom in and Fit to width. */
export function ZoomControls({ zoom }: { zoom: Zoom }) {
  const { t } = useKitTranslation(PREVIEW_NS);
  const percent = zoomPercent(zoom.scale);
  return (
    <S.Group role="group" aria-label={t('zoom.controls')}>
      <S.IconButton
        part="icon-button"
        type="button"
        aria-label={t('zoom.out')}
        disabled={zoom.scale <= MIN_ZOOM + 0.001}
        onClick={zoom.zoomOut}
      >
        <ZoomOutIcon />
      </S.IconButton>
      <S.Percent aria-label={t('zoom.level', { value: percent })}>
        {t('zoom.percent', { value: percent })}
      </S.Percent>
      <S.IconButton
        part="icon-button"
        type="button"
        aria-label={t('zoom.in')}
        disabled={zoom.scale >= MAX_ZOOM - 0.001}
        onClick={zoom.zoomIn}
      >
        <ZoomInIcon />
      </S.IconButton>
      <S.IconButton
        part="icon-button"
        type="button"
        aria-label={t('zoom.fit')}
        aria-pressed={zoom.mode === 'fit'}
        onClick={zoom.fit}
      >
        <FitWidthIcon />
      </S.IconButton>
    </S.Group>
  );
}

/** The pages a viewport moves through with the keyboard. */
export interface ViewportPages {
  page: number;
  count: number;
  onChange(page: number): void;
}

/**
 * The page a key asks for in a viewport scrolled to `edge`, or null to let the key scroll:
 * PageDown / PageUp turn the page once the view cannot scroll further that way, Ctrl+Home and
 * Ctrl+End go to the first and last page.
 */
export function pageForKey(
  key: string,
  ctrl: boolean,
  edge: { top: boolean; bottom: boolean },
  { page, count }: Pick<ViewportPages, 'page' | 'count'>,
): number | null {
  if (count < 2) return null;
  if (key === 'PageDown' && edge.bottom && page < count) return page + 1;
  if (key === 'PageUp' && edge.top && page > 1) return page - 1;
  if (ctrl && key === 'Home' && page > 1) return 1;
  if (ctrl && key === 'End' && page < count) return count;
  return null;
}

/**
 * The viewport: a scrolling, focusable region named after the document, so keyboard users can
 * scroll a zoomed page with the arrow keys and, in a document of several pages, turn the page
 * with PageDown / PageUp (at the end of the page's scroll) and Ctrl+Home / Ctrl+End.
 */
export function Viewport({
  name,
  measure,
  tall = false,
  busy = false,
  pages,
  children,
}: {
  name: string;
  /** Receives the viewport element (from {@link useViewerWidth}). */
  measure: (element: HTMLDivElement | null) => void;
  tall?: boolean;
  busy?: boolean;
  /** The document's pages, for the keys that turn them. */
  pages?: ViewportPages | undefined;
  children: ReactNode;
}) {
  const { t } = useKitTranslation(PREVIEW_NS);
  const several = pages !== undefined && pages.count > 1;
  return (
    <S.Viewport
      part="viewport"
      ref={measure}
      role="region"
      aria-label={t('viewer', { name })}
      aria-busy={busy || undefined}
      aria-keyshortcuts={several ? 'PageDown PageUp Control+Home Control+End' : undefined}
      tabIndex={0}
      $tall={tall}
      onKeyDown={(event) => {
        if (!pages || event.altKey || event.metaKey || event.shiftKey) return;
        const view = event.currentTarget;
        const edge = {
          top: view.scrollTop <= 0,
          bottom: view.scrollTop + view.clientHeight >= view.scrollHeight - 1,
        };
        const next = pageForKey(event.key, event.ctrlKey, edge, pages);
        if (next === null) return;
        event.preventDefault();
        pages.onChange(next);
        // The next page starts at its top, the previous one at its end.
        view.scrollTop = next > pages.page ? 0 : view.scrollHeight;
      }}
    >
      <S.Stage>{children}</S.Stage>
    </S.Viewport>
  );
}

/** A spinner with its words on screen (the spinner's own label is for screen readers). */
export function Loading({ text }: { text: string }) {
  return (
    <S.Status>
      <Spinner size="sm" label={text} />
      <span aria-hidden="true">{text}</span>
    </S.Status>
  );
}
