import { Suspense, lazy, useEffect } from 'react';
import { formatNumber, useErrorMessage, useKitContext, useKitTranslation } from '@anp/core';
import { Button, EmptyState, Spinner } from '@anp/ui';
import { DocumentCard, type HeadingLevel } from './documents.card.view';
import { DOCUMENTS_NS } from './i18n';
import { DocumentsToolbar } from './documents.toolbar.view';
import type { DocumentsState } from './use-documents';
import * as S from './documents.styles';

// The dialog and the preview's code arrive when first needed; they are asked for once the list
// is on screen, so the first Preview opens without a wait.
const loadDialog = () => import('./documents.preview-dialog.lazy');
const PreviewDialog = lazy(loadDialog);

export interface DocumentsViewProps {
  state: DocumentsState;
  headingLevel: HeadingLevel;
}

/**
 * The documents list (ordering.md §2 route `documents`): search, type and order, the count, the
 * cards with Preview and Download, Load more, the loading, empty and failure states, and the
 * preview dialog.
 */
export function DocumentsView({ state, headingLevel }: DocumentsViewProps) {
  const { t } = useKitTranslation(DOCUMENTS_NS);
  const { country } = useKitContext();
  const describe = useErrorMessage();
  const { pages, downloads } = state;
  const searching = state.searchTerm !== '';

  useEffect(() => {
    if (pages.documents.length > 0) void loadDialog().catch(() => {});
  }, [pages.documents.length]);

  let content;
  if (pages.error && pages.documents.length === 0) {
    content = (
      <S.Failure role="alert">
        <p>{t('failed', { reason: describe(pages.error) })}</p>
        <Button variant="secondary" size="sm" onClick={pages.retry}>
          {t('retry')}
        </Button>
      </S.Failure>
    );
  } else if (pages.loading && !pages.stale) {
    content = (
      <S.Status>
        <Spinner size="sm" label={t('loading')} />
        <span aria-hidden="true">{t('loading')}</span>
      </S.Status>
    );
  } else if (pages.total === 0) {
    content = (
      <EmptyState
        headingLevel={headingLevel}
        title={
          searching
            ? t('empty.noMatch', { term: state.searchTerm })
            : state.docType
              ? t('empty.noneOfType', { kinds: t(`kinds.${state.docType}`) })
              : t('empty.none')
        }
        description={
          searching ? t('empty.noMatchHint') : state.docType ? undefined : t('empty.noneHint')
        }
        action={
          searching || state.docType ? (
            <S.More>
              {searching && (
                <Button variant="secondary" onClick={state.clearSearch}>
                  {t('clearSearch')}
                </Button>
              )}
              {state.docType && (
                <Button variant="ghost" onClick={() => state.setDocType('')}>
                  {t('empty.showAllTypes')}
                </Button>
              )}
            </S.More>
          ) : undefined
        }
      />
    );
  } else {
    content = (
      <>
        <S.Grid part="grid" $stale={pages.stale} aria-busy={pages.stale || undefined}>
          {pages.documents.map((doc) => (
            <DocumentCard
              key={doc.id}
              document={doc}
              headingLevel={headingLevel}
              downloading={downloads.busy(doc.id)}
              downloadProgress={downloads.progress(doc.id)}
              downloadError={downloads.error(doc.id)}
              onPreview={state.open}
              onDownload={(d) => void downloads.download({ id: d.id, fileName: d.fileName })}
            />
          ))}
        </S.Grid>
        {pages.error && (
          <S.Failure role="alert">
            <p>{t('failed', { reason: describe(pages.error) })}</p>
            <Button variant="secondary" size="sm" onClick={pages.retry}>
              {t('retry')}
            </Button>
          </S.Failure>
        )}
        {pages.hasMore && !pages.error && (
          <S.More>
            <Button variant="secondary" loading={pages.loadingMore} onClick={pages.loadMore}>
              {t('loadMore')}
            </Button>
          </S.More>
        )}
      </>
    );
  }

  return (
    <S.Root>
      <DocumentsToolbar state={state} />
      <S.Status role="status">
        {pages.loading && pages.stale ? (
          <>
            <Spinner size="sm" />
            {t('loading')}
          </>
        ) : pages.total !== null && pages.total > 0 ? (
          searching ? (
            t('showingMatches', {
              shown: formatNumber(pages.documents.length, country, 0),
              total: formatNumber(pages.total, country, 0),
              term: state.searchTerm,
            })
          ) : (
            t('showing', {
              shown: formatNumber(pages.documents.length, country, 0),
              total: formatNumber(pages.total, country, 0),
            })
          )
        ) : null}
      </S.Status>
      {content}
      <S.Hidden role="status">
        {downloads.saved ? t('downloaded', { name: downloads.saved.fileName }) : ''}
      </S.Hidden>
      {state.opened && (
        <Suspense
          fallback={
            <S.Status>
              <Spinner size="sm" label={t('loading')} />
            </S.Status>
          }
        >
          <PreviewDialog opened={state.opened} onClose={state.close} />
        </Suspense>
      )}
    </S.Root>
  );
}
