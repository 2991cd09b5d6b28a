import { useState } from 'react';
import { useKitTranslation } from '@anp/core';
import { PREVIEW_NS } from '../i18n';
import * as S from '../document-preview.styles';
import { useViewerWidth, useZoom } from './use-viewer-zoom';
import { Viewport, ZoomControls } from './viewer-controls.view';
import type { ViewerProps } from './viewer-props';

/**
 * PNG and JPEG (ordering.md §5): the browser's own <img> with the document's title as its
 * alternative text, at 100 % or narrower to fit, and zoom.
 */
export function ImageViewer({ url, name, actions, onError, onLoaded }: ViewerProps) {
  const { t } = useKitTranslation(PREVIEW_NS);
  const [viewport, viewerWidth] = useViewerWidth();
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const zoom = useZoom(natural?.width ?? 0, viewerWidth, 'auto');

  if (failed) {
    return (
      <>
        <S.Toolbar part="bar">
          <S.Actions>{actions}</S.Actions>
        </S.Toolbar>
        <S.Message $tone="danger" role="alert">
          <p>{t('image.failed')}</p>
        </S.Message>
      </>
    );
  }
  return (
    <>
      <S.Toolbar part="bar">
        <ZoomControls zoom={zoom} />
        <S.Actions>{actions}</S.Actions>
      </S.Toolbar>
      <Viewport name={name} measure={viewport} busy={natural === null}>
        <S.Sheet>
          <img
            // A new URL (the old one expired) loads a new image.
            key={url}
            src={url}
            alt={name}
            decoding="async"
            style={
              natural
                ? {
                    width: `${Math.round(natural.width * zoom.scale)}px`,
                    height: `${Math.round(natural.height * zoom.scale)}px`,
                  }
                : { maxWidth: '100%' }
            }
            onLoad={(event) => {
              const image = event.currentTarget;
              setNatural({ width: image.naturalWidth, height: image.naturalHeight });
              onLoaded();
            }}
            onError={() => {
              if (!onError()) setFailed(true);
            }}
          />
        </S.Sheet>
      </Viewport>
    </>
  );
}
