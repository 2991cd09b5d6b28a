import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { loadNamespace, useKitContext, useKitTranslation, type Language } from '@anp/core';
import { EmptyState, Spinner } from '@anp/ui';
import { FilterBar } from './filters/filter-bar';
import { NS } from './i18n';
import type { ListState, OrderFilters } from './model/filters';
import type { ResultsProps } from './results/results.lazy';
import type { OrdersList } from './use-orders-list';
import * as S from './orders.styles';

/** Heading level of the list's own headings (empty states). */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

type ResultsModule = { default: ComponentType<ResultsProps>; NAMESPACES: readonly string[] };

// The results (the table with its rows, child rows and row actions, the toolbar with the export
// and documents.zip, and the empty and failure states) are a chunk of their own, asked for on
// mount beside the first page of orders, with their strings in the page language: a part that
// suspended for its strings would be replayed by React without suspending again.
const resultModules = new Map<Language, Promise<ResultsModule>>();
function loadResults(lang: Language): Promise<ResultsModule> {
  let loading = resultModules.get(lang);
  if (!loading) {
    loading = import('./results/results.lazy').then(async (module) => {
      // A failed language load is left to the parts, which ask for it again.
      await Promise.all(module.NAMESPACES.map((ns) => loadNamespace(ns, lang))).catch(() => {});
      return module;
    });
    resultModules.set(lang, loading);
  }
  return loading;
}
const Results = lazy(() => import('./results/results.lazy'));

export interface OrdersViewProps {
  state: ListState;
  onStateChange(state: ListState): void;
  list: OrdersList;
  headingLevel: HeadingLevel;
}

/** The orders list: the filters, then the results (or why there are none). */
export function OrdersView({ state, onStateChange, list, headingLevel }: OrdersViewProps) {
  const { t } = useKitTranslation(NS);
  const { lang } = useKitContext();
  const [readyIn, setReadyIn] = useState<Language | null>(null);
  useEffect(() => {
    let current = true;
    void loadResults(lang).then(() => current && setReadyIn(lang));
    return () => {
      current = false;
    };
  }, [lang]);

  // Stable, so the search box's pending pause is not restarted by every change elsewhere.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });
  const setFilters = useCallback(
    (filters: OrderFilters) => onStateChange({ ...latest.current, filters }),
    [onStateChange],
  );

  return (
    <S.Root>
      <FilterBar filters={state.filters} onChange={setFilters} />
      {list.noAccount ? (
        <EmptyState
          headingLevel={headingLevel}
          title={t('noAccount')}
          description={t('noAccountHint')}
        />
      ) : readyIn === lang ? (
        <Suspense fallback={<Loading />}>
          <Results
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
