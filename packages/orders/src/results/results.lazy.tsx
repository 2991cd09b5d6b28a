import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import {
  formatDisplayDate,
  formatNumber,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
  usePortalLinks,
} from '@anp/core';
import { Badge, Button, EmptyState, Spinner } from '@anp/ui';
import { DATA_TABLE_NAMESPACE, DataTable, type Column, type SortState } from '@anp/ui/data-table';
import type { OrderListRow } from '@anp/core/services/orders';
import { NS } from '../i18n';
import { DownloadIcon } from '@anp/ui/line-icons';
import { formatAmount, formatRowWeight } from '../model/amounts';
import {
  EMPTY_FILTERS,
  activeFilterCount,
  listStateKey,
  type ListState,
  type OrderSort,
} from '../model/filters';
import { ORDER_FILTER_RANGE, selectAll } from '../model/limits';
import { detailPage, statusTone } from '../model/rows';
import type { HeadingLevel } from '../orders.view';
import type { OrdersList } from '../use-orders-list';
import { shipMethodWord, statusText, typeWord } from '../words';
import { MEMO_TILE_NS, MemoTile } from '@anp/memo-tile';
import { OrderLines } from './child-rows';
import { TABLE_NS } from './i18n';
import type { Notice } from './notice';
import { useRowActions } from './use-row-actions';
import { useWork, type Work } from './use-work';
import * as S from './results.styles';

/** The namespaces the results speak, loaded in the page language before they render. */
export const NAMESPACES: readonly string[] = [TABLE_NS, DATA_TABLE_NAMESPACE, MEMO_TILE_NS];

export interface ResultsProps {
  state: ListState;
  onStateChange(state: ListState): void;
  list: OrdersList;
  headingLevel: HeadingLevel;
}

/** Orders and memos can share a number: the kind makes the key unique. */
const rowKey = (row: OrderListRow) => `${row.kind}:${row.orderNumber}`;

/**
 * The results of the orders list: the count and the toolbar (documents.zip of the selection,
 * the export), the progress of either, the notices of the row actions, and the table with its
 * child rows and context menus; or the empty and failure states. Loaded on demand.
 */
export default function Results({ state, onStateChange, list, headingLevel }: ResultsProps) {
  const { t } = useKitTranslation(NS);
  const { t: tt } = useKitTranslation(TABLE_NS);
  const reason = useErrorMessage();
  const { country } = useKitContext();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [capped, setCapped] = useState(0);
  const { actionsOf, open } = useRowActions(setNotice);
  const { work, exportList, zipDocuments, cancel } = useWork(state, setNotice);
  const columns = useColumns();

  // A selection and open rows belong to one result: other filters or another sort start afresh.
  const resultKey = listStateKey(state);
  const seen = useRef(resultKey);
  useEffect(() => {
    if (seen.current === resultKey) return;
    seen.current = resultKey;
    setSelected(new Set());
    setExpanded(new Set());
    setCapped(0);
  }, [resultKey]);

  const { rows, total } = list;
  const number = (n: number) => formatNumber(n, country, 0);
  const selectedRows = useMemo(() => rows.filter((r) => selected.has(rowKey(r))), [rows, selected]);

  const onSelectedChange = useCallback(
    (keys: ReadonlySet<string>) => {
      // ordering.md §9 order filter range: at most 5,995 rows are taken in one go.
      if (keys.size <= ORDER_FILTER_RANGE) {
        setSelected(keys);
        setCapped(0);
        return;
      }
      const { keys: kept, leftOut } = selectAll(
        rows.map(rowKey).filter((k) => keys.has(k)),
        new Set(),
      );
      setSelected(kept);
      setCapped(leftOut);
    },
    [rows],
  );

  const sort: SortState = { columnId: state.sort.field, direction: state.sort.direction };
  const onSortChange = useCallback(
    (next: SortState) =>
      onStateChange({
        ...state,
        sort: { field: next.columnId as OrderSort['field'], direction: next.direction },
      }),
    [onStateChange, state],
  );

  const childHeading = Math.min(headingLevel + 1, 6) as 3 | 4 | 5 | 6;
  const filtered = activeFilterCount(state.filters) > 0;
  const empty = filtered ? (
    <EmptyState
      headingLevel={headingLevel}
      title={t('noMatch')}
      description={t('noMatchHint')}
      action={
        <Button
          variant="secondary"
          onClick={() => onStateChange({ ...state, filters: EMPTY_FILTERS })}
        >
          {t('clearFilters')}
        </Button>
      }
    />
  ) : (
    <EmptyState headingLevel={headingLevel} title={t('noOrders')} description={t('noOrdersHint')} />
  );

  if (list.error && rows.length === 0) {
    return <Failure text={t('failed', { reason: reason(list.error) })} onRetry={list.retry} />;
  }

  return (
    <>
      <S.Toolbar>
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
            disabled={selectedRows.length === 0 || work !== null}
            onClick={() => void zipDocuments(selectedRows)}
          >
            <DownloadIcon />
            {t('zip.button', { count: number(selectedRows.length) })}
          </Button>
          <S.Group role="group" aria-label={t('export.label')}>
            <Button
              variant="secondary"
              disabled={!total || work !== null}
              onClick={() => void exportList('pdf')}
            >
              {t('export.pdf')}
            </Button>
            <Button
              variant="secondary"
              disabled={!total || work !== null}
              onClick={() => void exportList('xlsx')}
            >
              {t('export.xlsx')}
            </Button>
          </S.Group>
        </S.Actions>
      </S.Toolbar>

      {work && <WorkProgress work={work} onCancel={cancel} />}
      {notice && <NoticePanel notice={notice} onDismiss={() => setNotice(null)} />}
      {capped > 0 && (
        <S.Panel $tone="warning" role="status">
          <p>{t('selection.capped', { cap: number(ORDER_FILTER_RANGE), count: number(capped) })}</p>
        </S.Panel>
      )}

      <DataTable
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        label={t('tableLabel')}
        sort={sort}
        onSortChange={onSortChange}
        emptyLabel={empty}
        loading={list.loading || list.loadingMore || list.stale}
        rowCount={total ?? rows.length}
        renderChild={(row) =>
          row.kind === 'memo' ? (
            <MemoTile memoNumber={row.orderNumber} headingLevel={childHeading} expanded />
          ) : (
            <OrderLines orderNumber={row.orderNumber} />
          )
        }
        expanded={expanded}
        onExpandedChange={setExpanded}
        selected={selected}
        onSelectedChange={onSelectedChange}
        rowActions={actionsOf}
        onEndReached={list.loadMore}
        onRowActivate={(row) => {
          if (row.kind === 'order') open(row);
          else {
            const key = rowKey(row);
            setExpanded((keys) => {
              const next = new Set(keys);
              if (next.has(key)) next.delete(key);
              else next.add(key);
              return next;
            });
          }
        }}
      />
      {list.error && rows.length > 0 && (
        <Failure text={tt('failedMore', { reason: reason(list.error) })} onRetry={list.retry} />
      )}
    </>
  );
}

/** The table's columns, in the user's language and the market's formats. */
function useColumns(): Column<OrderListRow>[] {
  const { t } = useKitTranslation(NS);
  const { country, lang } = useKitContext();
  const { hrefOf, follow } = usePortalLinks();
  return useMemo(() => {
    const date = (iso: string | null) => (iso ? formatDisplayDate(iso, lang) : '');
    return [
      {
        id: 'orderNumber',
        header: t('columns.orderNumber'),
        sortable: true,
        width: 'minmax(7.5rem, 1fr)',
        cell: (row) => {
          const href = hrefOf(detailPage(row.orderNumber));
          return (
            <S.Stack>
              {row.kind === 'memo' ? (
                <S.Cell>{row.orderNumber}</S.Cell>
              ) : (
                <S.NumberLink href={href} onClick={(event: MouseEvent) => follow(event, href)}>
                  {row.orderNumber}
                </S.NumberLink>
              )}
              <S.PhoneOnly>{date(row.orderDate)}</S.PhoneOnly>
            </S.Stack>
          );
        },
      },
      {
        id: 'type',
        header: t('columns.type'),
        sortable: true,
        width: 'minmax(8.5rem, 1.2fr)',
        hideBelow: 900,
        cell: (row) => <S.Cell>{typeWord(t, row.type)}</S.Cell>,
      },
      {
        id: 'status',
        header: t('columns.status'),
        sortable: true,
        width: 'minmax(6.5rem, 1fr)',
        cell: (row) => (
          <S.Stack>
            <Badge tone={statusTone(row.status)}>{statusText(t, row)}</Badge>
            <S.PhoneOnly>{formatAmount(row.grossAmount, country)}</S.PhoneOnly>
          </S.Stack>
        ),
      },
      {
        id: 'orderDate',
        header: t('columns.orderDate'),
        sortable: true,
        width: '7.75rem',
        hideBelow: S.PHONE,
        cell: (row) => <S.Cell>{date(row.orderDate)}</S.Cell>,
      },
      {
        id: 'requestedDate',
        header: t('columns.requestedDate'),
        sortable: true,
        width: '7.75rem',
        hideBelow: 1200,
        cell: (row) => <S.Cell>{date(row.requestedDate)}</S.Cell>,
      },
      {
        id: 'po',
        header: t('columns.po'),
        sortable: true,
        width: 'minmax(7rem, 1fr)',
        hideBelow: 760,
        cell: (row) => <S.Cell>{row.po ?? ''}</S.Cell>,
      },
      {
        id: 'shipMethod',
        header: t('columns.shipMethod'),
        width: '6rem',
        hideBelow: 1440,
        cell: (row) => <S.Cell>{shipMethodWord(t, row.shipMethod)}</S.Cell>,
      },
      {
        id: 'amount',
        header: t('columns.amount'),
        sortable: true,
        align: 'end',
        width: 'minmax(6.5rem, 1fr)',
        hideBelow: S.PHONE,
        cell: (row) => <S.Cell>{formatAmount(row.grossAmount, country)}</S.Cell>,
      },
      {
        id: 'weight',
        header: t('columns.weight'),
        align: 'end',
        width: 'minmax(7.5rem, 1fr)',
        hideBelow: 1100,
        cell: (row) => <S.Cell>{formatRowWeight(row, country)}</S.Cell>,
      },
    ];
  }, [t, country, lang, hrefOf, follow]);
}

function WorkProgress({ work, onCancel }: { work: Work; onCancel(): void }) {
  const { t } = useKitTranslation(NS);
  const { t: tt } = useKitTranslation(TABLE_NS);
  const { country } = useKitContext();
  const number = (n: number) => formatNumber(n, country, 0);
  const text =
    work.phase === 'building'
      ? tt(work.kind === 'zip' ? 'zip.building' : 'export.building', { file: work.file })
      : tt(work.kind === 'zip' ? 'zip.fetching' : 'export.fetching', {
          done: number(work.done),
          total: number(work.total),
        });
  return (
    <S.Panel $tone="info">
      <S.PanelRow>
        <p role="status">{text}</p>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </S.PanelRow>
      <S.Progress
        aria-label={text}
        max={work.total || 1}
        value={work.phase === 'building' ? work.total || 1 : work.done}
      />
    </S.Panel>
  );
}

function NoticePanel({ notice, onDismiss }: { notice: Notice; onDismiss(): void }) {
  const { t } = useKitTranslation(NS);
  const { hrefOf, follow } = usePortalLinks();
  const href = notice.link ? hrefOf(notice.link.page) : null;
  return (
    <S.Panel $tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
      <S.PanelRow>
        {notice.busy && <Spinner size="sm" />}
        <p>{notice.text}</p>
        {notice.link && href && (
          <a href={href} onClick={(event) => follow(event, href)}>
            {notice.link.label}
          </a>
        )}
        {!notice.busy && (
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            {t('dismiss')}
          </Button>
        )}
      </S.PanelRow>
      {notice.details && notice.details.length > 0 && (
        <ul>
          {notice.details.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
    </S.Panel>
  );
}

function Failure({ text, onRetry }: { text: string; onRetry(): void }) {
  const { t } = useKitTranslation(NS);
  return (
    <S.Panel $tone="danger" role="alert">
      <S.PanelRow>
        <p>{text}</p>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      </S.PanelRow>
    </S.Panel>
  );
}
