import { formatDisplayDate, useKitContext, useKitTranslation } from '@anp/core';
import { Button, Spinner } from '@anp/ui';
import { DIGITAL_TOOLS_NS } from './i18n';
import type { DigitalToolsState } from './use-digital-tools';
import * as S from './digital-tools.styles';

export interface DocumentsViewProps {
  state: Pick<
    DigitalToolsState,
    'documents' | 'documentsErrorText' | 'downloads' | 'retryDocuments'
  >;
  headingLevel: 2 | 3 | 4 | 5;
}

/** The page's documents from the document service: loading, failed, empty, or the list. */
export function DocumentsView({ state, headingLevel }: DocumentsViewProps) {
  const { t } = useKitTranslation(DIGITAL_TOOLS_NS);
  const { lang } = useKitContext();
  const { documents, downloads } = state;
  return (
    <S.Section aria-labelledby="anp-digital-documents">
      <S.SectionHeading as={`h${headingLevel}`} id="anp-digital-documents">
        {t('documents')}
      </S.SectionHeading>
      {state.documentsErrorText !== null ? (
        <div role="alert">
          <S.Message>{t('documentsFailed', { reason: state.documentsErrorText })}</S.Message>
          <Button variant="secondary" size="sm" onClick={state.retryDocuments}>
            {t('retry')}
          </Button>
        </div>
      ) : documents === null ? (
        <Spinner label={t('documentsLoading')} />
      ) : documents.length === 0 ? (
        <S.Message>{t('documentsEmpty')}</S.Message>
      ) : (
        <S.DocumentList>
          {documents.map((doc) => {
            const busy = downloads.busy(doc.id);
            const failed = downloads.error(doc.id);
            return (
              <S.DocumentItem key={doc.id}>
                <S.DocumentText>
                  <S.Title>{doc.title}</S.Title>
                  <S.Muted>
                    {t(`docType.${doc.docType}`)} · {doc.fileType.toUpperCase()} ·{' '}
                    {t('published', { date: formatDisplayDate(doc.publishedAt, lang) })}
                  </S.Muted>
                  {failed && <S.Muted role="alert">{failed.message}</S.Muted>}
                </S.DocumentText>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('download', { title: doc.title })}
                  aria-busy={busy || undefined}
                  disabled={busy}
                  onClick={() => void downloads.download({ id: doc.id, fileName: doc.fileName })}
                >
                  {busy ? t('downloading') : t('downloadShort')}
                </Button>
              </S.DocumentItem>
            );
          })}
        </S.DocumentList>
      )}
      <S.Muted role="status">
        {downloads.saved ? t('downloaded', { fileName: downloads.saved.fileName }) : ''}
      </S.Muted>
    </S.Section>
  );
}
