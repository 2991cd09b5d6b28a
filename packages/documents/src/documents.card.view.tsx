import { Suspense, lazy, useId, useState } from 'react';
import {
  formatDisplayDate,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
  type PortalError,
} from '@anp/core';
import { Badge, Button, Spinner } from '@anp/ui';
import { fileTypeLabel, formatFileSize } from '@anp/document-preview/model';
import type { DocumentSummary } from '@anp/core/services/documents';
import { DOCUMENTS_NS } from './i18n';
import * as S from './documents.styles';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

// The progress bar loads with the first download (it shows only for files over 1 MB).
const DownloadProgress = lazy(() =>
  import('@anp/document-preview/progress').then((m) => ({ default: m.DownloadProgress })),
);

export interface DocumentCardProps {
  document: DocumentSummary;
  headingLevel: HeadingLevel;
  downloading: boolean;
  /** Bytes received of the file's size while it downloads. */
  downloadProgress?: { received: number; total: number | null } | null;
  downloadError: PortalError | null;
  onPreview(document: DocumentSummary): void;
  onDownload(document: DocumentSummary): void;
}

/**
 * One document of the list: its thumbnail, type (and "Your account" for an account's own price
 * list), title, file type, size and published date (DD-MMM-YYYY), Preview and Download (busy
 * but focusable while the file arrives, with its progress over 1 MB); a failed download says why
 * under the buttons.
 */
export function DocumentCard(props: DocumentCardProps) {
  const { document: doc, headingLevel, downloading, downloadError } = props;
  const { t } = useKitTranslation(DOCUMENTS_NS);
  const { lang, country } = useKitContext();
  const describe = useErrorMessage();
  const titleId = useId();
  const [thumbFailed, setThumbFailed] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const type = fileTypeLabel(doc);
  const facts = [type, formatFileSize(doc.sizeBytes, country)].filter(Boolean).join(' · ');
  const published = formatDisplayDate(doc.publishedAt, lang);

  return (
    <li>
      <S.Card part="card" aria-labelledby={titleId}>
        {/* A larger target for the mouse; keyboard and screen readers use the Preview button. */}
        <S.Thumb part="thumbnail" aria-hidden="true" onClick={() => props.onPreview(doc)}>
          {doc.thumbnailUrl && !thumbFailed ? (
            <img
              src={doc.thumbnailUrl}
              alt=""
              loading="lazy"
              decoding="async"
              // An expired signature (a list left open for long) shows the file type instead.
              onError={() => setThumbFailed(true)}
            />
          ) : (
            <S.TypeGlyph>{type || '?'}</S.TypeGlyph>
          )}
        </S.Thumb>
        <S.Body>
          <S.Badges>
            <Badge tone="primary">{t(`kind.${doc.docType}`)}</Badge>
            {doc.accountId && <Badge tone="info">{t('accountBadge')}</Badge>}
          </S.Badges>
          <Heading part="card-heading" id={titleId}>
            {doc.title}
          </Heading>
          <div>
            {facts && <S.Meta>{facts}</S.Meta>}
            {published && <S.Meta>{t('published', { date: published })}</S.Meta>}
          </div>
        </S.Body>
        <S.CardActions>
          <Button size="sm" onClick={() => props.onPreview(doc)}>
            {t('preview')}
            <S.Hidden> {doc.title}</S.Hidden>
          </Button>
          {/* Busy, not disabled: focus stays on the button while the file arrives. */}
          <Button
            size="sm"
            variant="secondary"
            aria-busy={downloading || undefined}
            onClick={() => props.onDownload(doc)}
          >
            {downloading && <Spinner size="sm" />}
            {t('download')}
            <S.Hidden> {doc.title}</S.Hidden>
          </Button>
        </S.CardActions>
        {downloading && props.downloadProgress && (
          <Suspense fallback={null}>
            <DownloadProgress
              name={doc.fileName || doc.title}
              received={props.downloadProgress.received}
              total={props.downloadProgress.total}
            />
          </Suspense>
        )}
        {downloadError && <S.CardAlert role="alert">{describe(downloadError)}</S.CardAlert>}
      </S.Card>
    </li>
  );
}
