import { useId, useMemo } from 'react';
import {
  formatDisplayDate,
  formatMoney,
  formatNumber,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
} from '@anp/core';
import { addDays, localToday } from '@anp/rules/calendar';
import type { ArItem, ArList, ArSort, FinanceFilter } from '@anp/core/services/finance';
import { Button } from '@anp/ui';
import { DataTable, type Column, type SortState } from '@anp/ui/data-table';
import { DateRangePicker } from '@anp/ui/date-range-picker';
import { SearchField, Select } from '@anp/ui/fields';
import { ACCOUNT_BALANCE_NS } from './i18n';
import { BUCKETS } from './model/ageing';
import {
  ITEM_TYPES,
  SORTS,
  activeFilterCount,
  pageCount,
  withFilters,
  DEFAULT_STATE,
  type DateField,
  type ItemsState,
  PAGE_SIZE,
} from './model/list-state';
import type { Read } from './use-account-balance-data';
import * as S from './account-balance.styles';

export interface ItemsViewProps {
  state: ItemsState;
  onStateChange(state: ItemsState): void;
  list: Read<ArList>;
  filter: FinanceFilter | undefined;
  onOpen(item: ArItem): void;
  headingLevel: number;
}

const rowKey = (item: ArItem) => item.documentNumber;

/**
 * The open items (ordering.md §7 finance/list): the filters finance/filter offers, the table
 * sorted by the server, a page at a time with Previous and Next, each item's details (and a
 * Brazilian invoice's boleto) in a panel.
 */
export function ItemsView({
  state,
  onStateChange,
  list,
  filter,
  onOpen,
  headingLevel,
}: ItemsViewProps) {
  const { t } = useKitTranslation(ACCOUNT_BALANCE_NS);
  const { country, lang } = useKitContext();
  const describe = useErrorMessage();
  const headingId = useId();
  const money = (value: number) => formatMoney(value, country);
  const date = (iso: string) => formatDisplayDate(iso, lang);
  const types = filter?.itemTypes ?? ITEM_TYPES;
  const buckets = filter?.buckets ?? BUCKETS;
  const sortable = new Set<string>(filter?.sorts ?? SORTS);
  const { filters } = state;
  const data = list.data;
  const pages = pageCount(data?.totalCount ?? 0, PAGE_SIZE);
  const today = localToday();
  const bounds =
    filters.dateField === 'dueDate' ? (filter?.dueDates ?? null) : (filter?.documentDates ?? null);

  const hasBoletos = data?.items.some((item) => item.boletoAvailable) ?? false;
  const columns = useMemo<Column<ArItem>[]>(
    () => [
      {
        id: 'documentNumber',
        header: t('items.columns.documentNumber'),
        sortable: sortable.has('documentNumber'),
        width: 'minmax(8rem, 1fr)',
        cell: (item) => (
          <S.LinkButton
            type="button"
            onClick={() => onOpen(item)}
            aria-label={t('items.open', { number: item.documentNumber })}
          >
            {item.documentNumber}
          </S.LinkButton>
        ),
      },
      {
        id: 'itemType',
        header: t('items.columns.itemType'),
        width: 'minmax(7rem, 1fr)',
        hideBelow: 700,
        cell: (item) => t(`items.types.${item.itemType}`),
      },
      {
        id: 'documentDate',
        header: t('items.columns.documentDate'),
        sortable: sortable.has('documentDate'),
        width: '8.5rem',
        hideBelow: 900,
        cell: (item) => date(item.documentDate),
      },
      {
        id: 'dueDate',
        header: t('items.columns.dueDate'),
        sortable: sortable.has('dueDate'),
        width: '8.5rem',
        cell: (item) => date(item.dueDate),
      },
      {
        id: 'amount',
        header: t('items.columns.amount'),
        sortable: sortable.has('amount'),
        align: 'end',
        width: 'minmax(8rem, 1fr)',
        hideBelow: 1000,
        cell: (item) => money(item.amount),
      },
      {
        id: 'openAmount',
        header: t('items.columns.openAmount'),
        sortable: sortable.has('openAmount'),
        align: 'end',
        width: 'minmax(8rem, 1fr)',
        cell: (item) => money(item.openAmount),
      },
      {
        id: 'daysPastDue',
        header: t('items.columns.daysPastDue'),
        sortable: sortable.has('daysPastDue'),
        align: 'end',
        width: '7rem',
        hideBelow: 600,
        cell: (item) => formatNumber(item.daysPastDue, country, 0),
      },
      {
        id: 'bucket',
        header: t('items.columns.bucket'),
        width: '8rem',
        hideBelow: 800,
        cell: (item) => t(`ageing.buckets.${item.bucket}`),
      },
      // Brazil: a column of Boleto buttons, when the page has an invoice with one.
      ...(hasBoletos
        ? [
            {
              id: 'boleto',
              header: t('items.boleto'),
              width: '7rem',
              cell: (item: ArItem) =>
                item.boletoAvailable ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onOpen(item)}
                    aria-label={t('items.boletoOf', { number: item.documentNumber })}
                  >
                    {t('items.boleto')}
                  </Button>
                ) : null,
            },
          ]
        : []),
    ],
    // `t`, the formats and the callbacks change with the language and the list only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, country, lang, onOpen, filter, hasBoletos],
  );

  const sort: SortState = { columnId: state.sort, direction: state.direction };
  const onSort = (next: SortState) =>
    onStateChange({ ...state, sort: next.columnId as ArSort, direction: next.direction, page: 1 });
  const change = (patch: Partial<ItemsState['filters']>) =>
    onStateChange(withFilters(state, patch));
  const filtered = activeFilterCount(filters) > 0;

  return (
    <S.Part aria-labelledby={headingId}>
      <S.SubHeading as={`h${Math.min(headingLevel + 1, 6)}` as 'h3'} id={headingId}>
        {t('items.heading')}
      </S.SubHeading>
      <S.Filters role="group" aria-label={t('filters.label')}>
        <Select
          label={t('filters.type')}
          placeholder={t('filters.allTypes')}
          value={filters.itemType ?? ''}
          options={types.map((type) => ({ value: type, label: t(`items.types.${type}`) }))}
          onValueChange={(value) =>
            change({
              itemType: (types as readonly string[]).includes(value)
                ? (value as ArItem['itemType'])
                : null,
            })
          }
        />
        <Select
          label={t('filters.bucket')}
          placeholder={t('filters.allBuckets')}
          value={filters.bucket ?? ''}
          options={buckets.map((b) => ({ value: b, label: t(`ageing.buckets.${b}`) }))}
          onValueChange={(value) =>
            change({
              bucket: (buckets as readonly string[]).includes(value)
                ? (value as ArItem['bucket'])
                : null,
            })
          }
        />
        <Select
          label={t('filters.dateField')}
          value={filters.dateField}
          options={[
            { value: 'documentDate', label: t('filters.documentDate') },
            { value: 'dueDate', label: t('filters.dueDate') },
          ]}
          onValueChange={(value) => change({ dateField: value as DateField })}
        />
        <DateRangePicker
          label={t('filters.dates')}
          value={filters.dates}
          onChange={(dates) => change({ dates })}
          min={bounds?.from ?? addDays(today, -730)}
          max={bounds?.to ?? addDays(today, 365)}
          clearable
        />
        <SearchField
          label={t('filters.search')}
          defaultValue={filters.search}
          key={filters.search === '' ? 'empty' : 'search'}
          onSearch={(search) => change({ search })}
          onClear={() => change({ search: '' })}
        />
      </S.Filters>
      <S.Muted role="status">
        {data
          ? t('items.count', { count: data.totalCount, amount: money(data.totalOpenAmount) })
          : ''}
      </S.Muted>
      {filtered && (
        <S.Row>
          <Button variant="secondary" size="sm" onClick={() => onStateChange(DEFAULT_STATE)}>
            {t('filters.clear')}
          </Button>
        </S.Row>
      )}
      {list.error && !data ? (
        <S.Alert role="alert">
          <S.Message>{t('items.failed', { reason: describe(list.error) })}</S.Message>
          <Button variant="secondary" size="sm" onClick={list.retry}>
            {t('retry')}
          </Button>
        </S.Alert>
      ) : (
        <>
          <DataTable
            label={t('items.tableLabel')}
            rows={data?.items ?? []}
            rowKey={rowKey}
            columns={columns}
            sort={sort}
            onSortChange={onSort}
            loading={list.loading}
            emptyLabel={filtered ? t('items.emptyFiltered') : t('items.empty')}
            onRowActivate={onOpen}
          />
          {data && data.totalCount > PAGE_SIZE && (
            <S.Paging aria-label={t('paging.label')}>
              <Button
                variant="secondary"
                size="sm"
                disabled={state.page <= 1}
                onClick={() => onStateChange({ ...state, page: state.page - 1 })}
              >
                {t('paging.previous')}
              </Button>
              <span aria-live="polite">{t('paging.status', { page: state.page, pages })}</span>
              <Button
                variant="secondary"
                size="sm"
                disabled={state.page >= pages}
                onClick={() => onStateChange({ ...state, page: state.page + 1 })}
              >
                {t('paging.next')}
              </Button>
            </S.Paging>
          )}
        </>
      )}
    </S.Part>
  );
}
