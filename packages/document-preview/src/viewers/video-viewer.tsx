import { useRef, useState } from 'react';
import { useKitTranslation } from '@anp/core';
import { PREVIEW_NS } from '../i18n';
import * as S from '../document-preview.styles';
import type { ViewerProps } from './viewer-props';

/**
 * MP4 (ordering.md §5): the browser's own <video controls>, named after the file. The demo
 * videos have no caption track, which the viewer says (docs/decisions.md). When the signed URL
 * expires while the video plays (a long pause), a new one is asked for and playback resumes
 * where it was.
 */
export function VideoViewer({ url, name, fileName, actions, onError, onLoaded }: ViewerProps) {
  const { t } = useKitTranslation(PREVIEW_NS);
  const video = useRef<HTMLVideoElement>(null);
  const resume = useRef<{ at: number; playing: boolean } | null>(null);
  const [failed, setFailed] = useState(false);

  return (
    <>
      <S.Toolbar part="bar">
        <S.Muted>{fileName}</S.Muted>
        <S.Actions>{actions}</S.Actions>
      </S.Toolbar>
      {failed ? (
        <S.Message $tone="danger" role="alert">
          <p>{t('video.failed')}</p>
        </S.Message>
      ) : (
        <S.Video
          ref={video}
          src={url}
          controls
          playsInline
          preload="metadata"
          aria-label={t('video.label', { name: fileName || name })}
          onLoadedMetadata={(event) => {
            const element = event.currentTarget;
            const at = resume.current;
            resume.current = null;
            if (at) {
              element.currentTime = at.at;
              if (at.playing) void element.play().catch(() => {});
            }
            onLoaded();
          }}
          onError={(event) => {
            const element = event.currentTarget;
            resume.current = { at: element.currentTime || 0, playing: !element.paused };
            if (!onError()) setFailed(true);
          }}
        />
      )}
      <S.Muted>{t('video.noCaptions')}</S.Muted>
    </>
  );
}
