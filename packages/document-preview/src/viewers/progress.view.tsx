import { useKitContext, useKitTranslation } from '@anp/core';
import { PREVIEW_NS } from '../i18n';
import { formatFileSize } from '../model/file-size';
import { announcedStep, percentOf, showsProgress } from '../model/progress';
import * as S from '../document-preview.styles';
import { Progress } from './progress.styles';

/**
 * How much of a file has arrived (issue 14), for files over 1 MB: a progress bar and "2.4 MB of
 * 9.8 MB (24%)" on screen, and a polite live region that says it at each quarter (each megabyte
 * when the size is unknown) rather than at every chunk. Nothing for smaller files.
 */
export function FileProgress({
  received,
  total,
  label,
}: {
  received: number;
  total: number | null;
  /** What is on its way: "Downloading Price list.pdf", "Loading the preview". */
  label: string;
}) {
  const { t } = useKitTranslation(PREVIEW_NS);
  const { country } = useKitContext();
  if (!showsProgress(received, total)) return null;
  const percent = percentOf(received, total);
  const size = (bytes: number) => formatFileSize(bytes, country);
  const text =
    total === null || percent === null
      ? t('progress.unknown', { received: size(received) })
      : t('progress.of', { received: size(received), total: size(total), percent });
  const step = announcedStep(received, total);
  const spoken =
    total === null || percent === null
      ? t('progress.unknown', { received: size(step * 1024 * 1024) })
      : t('progress.percent', { percent: step });
  return (
    <Progress part="progress">
      <span>{label}</span>
      <progress
        aria-label={label}
        max={total ?? undefined}
        value={total === null ? undefined : Math.min(received, total)}
      />
      <span aria-hidden="true">{text}</span>
      <S.Hidden role="status" aria-live="polite">
        {`${label}: ${spoken}`}
      </S.Hidden>
    </Progress>
  );
}

/** The progress of downloading the file `name` ("Downloading Price list.pdf"). */
export function DownloadProgress({
  name,
  received,
  total,
}: {
  name: string;
  received: number;
  total: number | null;
}) {
  const { t } = useKitTranslation(PREVIEW_NS);
  return (
    <FileProgress received={received} total={total} label={t('progress.downloading', { name })} />
  );
}
