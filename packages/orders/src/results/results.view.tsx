import { Suspense, lazy } from 'react';
import { formatNumber, useErrorMessage, useKitContext, useKitTranslation } from '@anp/core';
import { Button, EmptyState, Spinner } from '@anp/ui';
import { DataTable } from '@anp/ui/data-table';
import { DownloadIcon } from '@anp/ui/line-icons';
import { NS } from '../i18n';
import { ORDER_FILTER_RANGE } from '../model/limits';
import type { HeadingLevel } from '../orders.view';
import type { OrdersList } from '../use-orders-data';
import { TABLE_NS } from './i18n';
import { RowChild } from './row-child';
import { useResultColumns } from './results.columns';
import { FailurePanel, FileTaskProgress, NoticePanel } from './results.notices.view';
import { rowKey, type ResultsBehaviour } from './use-results';
import * as S from './results.styles';

// Order again's summary (issue 17) loads with its first use, not with the list.
const ReorderSummaryDialog = lazy(async () => {
  const reorder = await import('@anp/cart/reorder');
  const dialog = await reorder.preloadReorderDialog();
  return { default: dialog.ReorderSummaryDialog };
});

export interface ResultsViewProps {
  results: ResultsBehaviour;
  list: OrdersList;
  headingLevel: HeadingLevel;
}

/**
 * The results of the orders list: the count and the toolbar (documents.zip of the selection,
 * the export), the progress of either, the notices of the row actions, and the table with its
 * child rows and context menus; or the empty and failure states.
 */
export function ResultsView({ results, list, headingLevel }: ResultsViewProps) {
  const { t } = useKitTranslation(NS);
  const { t: tt } = useKitTranslation(TABLE_NS);
  const reason = useErrorMessage();
  const { country } = useKitContext();
  const { rows, total } = list;
  const columns = useResultColumns(rows);
  const { task, selectedRows } = results;
  const number = (n: number) => formatNumber(n, country, 0);
  const childHeading = Math.min(headingLevel + 1, 6) as 3 | 4 | 5 | 6;

  if (list.error && rows.length === 0) {
    return <FailurePanel text={t('failed', { reason: reason(list.error) })} onRetry={list.retry} />;
  }

  const empty = results.filtered ? (
    <EmptyState
      headingLevel={headingLevel}
      title={t('noMatch')}
      description={t('noMatchHint')}
      action={
        <Button variant="secondary" onClick={results.clearFilters}>
          {t('clearFilters')}
        </Button>
      }
    />
  ) : (
    <EmptyState headingLevel={headingLevel} title={t('noOrders')} description={t('noOrdersHint')} />
  );

  return (
    <>
      <S.Toolbar part="toolbar">
        <S.Count role="status">
          {list.loading ? (
            <>
              <Spinner size="sm" />
              {t('loading')}
            </>
          ) : total !== null ? (
            t('showing', { shown: number(rows.length), total: number(total) })
          ) : null}
        </S.Count>
        <S.Actions>
          <Button
            variant="secondary"
            disabled={selectedRows.length === 0 || task !== null}
            onClick={() => void results.zipDocuments(selectedRows)}
          >
            <DownloadIcon />
            {t('zip.button', { count: number(selectedRows.length) })}
          </Button>
          <S.Group role="group" aria-label={t('export.label')}>
            <Button
              variant="secondary"
              disabled={!total || task !== null}
              onClick={() => void results.exportList('pdf')}
            >
              {t('export.pdf')}
            </Button>
            <Button
              variant="secondary"
              disabled={!total || task !== null}
              onClick={() => void results.exportList('xlsx')}
            >
              {t('export.xlsx')}
            </Button>
          </S.Group>
        </S.Actions>
      </S.Toolbar>

      {task && <FileTaskProgress task={task} onCancel={results.cancelTask} />}
      {results.notice && <NoticePanel notice={results.notice} onDismiss={results.dismissNotice} />}
      {results.reorderSummary && (
        <Suspense fallback={null}>
          <ReorderSummaryDialog
            summary={results.reorderSummary}
            country={country}
            onClose={results.closeReorderSummary}
          />
        </Suspense>
      )}
      {results.capped > 0 && (
        <S.Panel $tone="warning" role="status">
          <p>
            {t('selection.capped', {
              cap: number(ORDER_FILTER_RANGE),
              count: number(results.capped),
            })}
          </p>
        </S.Panel>
      )}

      <DataTable
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        label={t('tableLabel')}
        sort={results.sort}
        onSortChange={results.onSortChange}
        emptyLabel={empty}
        loading={list.loading || list.loadingMore || list.stale}
        rowCount={total ?? rows.length}
        renderChild={(row) => (
          <RowChild
            kind={row.kind === 'memo' ? 'memo' : 'order'}
            number={row.orderNumber}
            headingLevel={childHeading}
          />
        )}
        expanded={results.expanded}
        onExpandedChange={results.setExpanded}
        selected={results.selected}
        onSelectedChange={results.onSelectedChange}
        rowActions={results.actionsOf}
        onEndReached={list.loadMore}
        onRowActivate={results.activate}
      />
      {list.error && rows.length > 0 && (
        <FailurePanel
          text={tt('failedMore', { reason: reason(list.error) })}
          onRetry={list.retry}
        />
      )}
    </>
  );
}
