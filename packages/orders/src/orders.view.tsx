import { Suspense, useCallback } from 'react';
import { useKitContext, useKitTranslation } from '@anp/core';
import { EmptyState, Spinner } from '@anp/ui';
import type { FilterBarProps } from './filters/use-filter-bar';
import { NS } from './i18n';
import { onDemand, useOnDemand } from './load-on-demand';
import type { ListState, OrderFilters } from './model/filters';
import type { ResultsProps } from './results/use-results';
import type { OrdersList } from './use-orders-data';
import * as S from './orders.styles';

/** Heading level of the list's own headings (empty states). */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

// The element's first chunk holds the list's state and its paging, so the first page is asked
// for at once. The filter bar (the kit's form fields) and the results (the table with its rows,
// child rows and row actions, the toolbar with the export and documents.zip, the empty and
// failure states) are chunks of their own, asked for on mount beside that page.
const filterBar = onDemand<FilterBarProps>(() => import('./filters/filter-bar.lazy'));
const results = onDemand<ResultsProps>(() => import('./results/results.lazy'));

export interface OrdersViewProps {
  state: ListState;
  onStateChange(state: ListState): void;
  /** A change of the filters only (stable, see `useOrders`); else made from `onStateChange`. */
  onFiltersChange?(filters: OrderFilters): void;
  list: OrdersList;
  headingLevel: HeadingLevel;
}

/** The orders list: the filters, then the results (or why there are none). */
export function OrdersView(props: OrdersViewProps) {
  const { state, onStateChange, list, headingLevel } = props;
  const { t } = useKitTranslation(NS);
  const { lang } = useKitContext();
  const filtersReady = useOnDemand(filterBar, lang);
  const resultsReady = useOnDemand(results, lang);
  const fromState = useCallback(
    (filters: OrderFilters) => onStateChange({ ...state, filters }),
    [onStateChange, state],
  );
  const onFiltersChange = props.onFiltersChange ?? fromState;

  return (
    <S.Root>
      {filtersReady && (
        <Suspense fallback={null}>
          <filterBar.Component filters={state.filters} onChange={onFiltersChange} />
        </Suspense>
      )}
      {list.noAccount ? (
        <EmptyState
          headingLevel={headingLevel}
          title={t('noAccount')}
          description={t('noAccountHint')}
        />
      ) : resultsReady ? (
        <Suspense fallback={<Loading />}>
          <results.Component
            state={state}
            onStateChange={onStateChange}
            list={list}
            headingLevel={headingLevel}
          />
        </Suspense>
      ) : (
        <Loading />
      )}
    </S.Root>
  );
}

function Loading() {
  const { t } = useKitTranslation(NS);
  return (
    <S.Status>
      <Spinner size="sm" label={t('loading')} />
      <span aria-hidden="true">{t('loading')}</span>
    </S.Status>
  );
}
