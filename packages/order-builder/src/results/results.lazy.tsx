import type { ReactNode } from 'react';
import { useErrorMessage, useKitTranslation, type PortalError } from '@anp/core';
import { Button, EmptyState, Spinner } from '@anp/ui';
import type { Product } from '@anp/core/services/cart';
import type { HeadingLevel } from '../order-builder.view';
import type { ListState, OrderBuilderState, RecentInfo } from '../use-order-builder';
import { FIELDS_NAMESPACE } from '@anp/ui/fields';
import { Status } from '../order-builder.styles';
import { ROW_NS } from './i18n';
import { ProductRow } from './product-row.view';
import { SearchTools } from './search-tools.view';
import { useRowActions } from './use-row-actions';
import * as S from './results.styles';

/** The namespaces the results speak, loaded in the page language before they render. */
export const NAMESPACES: readonly string[] = [ROW_NS, 'cartRules', FIELDS_NAMESPACE];

export interface ResultsProps {
  state: OrderBuilderState;
  headingLevel: HeadingLevel;
  canAdd: boolean;
}

/**
 * The panel of the view on screen: the full list's search tools, the products (with their order
 * entry), Load more, and the loading, empty and failure states. Loaded on demand (its own chunk,
 * with the form fields, the quantity rules and their words): the builder asks for it on mount,
 * while the first products are fetched.
 */
export default function Results(props: ResultsProps) {
  return (
    <>
      {props.state.view === 'all' && <SearchTools state={props.state} />}
      <ProductList {...props} />
    </>
  );
}

function ProductList({ state, headingLevel, canAdd }: ResultsProps) {
  const { t } = useKitTranslation(ROW_NS);
  const { toggleFavourite, add } = useRowActions(state.store);
  const { view } = state;
  const rows = (products: readonly (Product & Partial<RecentInfo>)[], stale = false) => (
    <S.List $stale={stale} aria-busy={stale || undefined}>
      {products.map((product) => (
        <ProductRow
          key={product.sku}
          view={view}
          product={product}
          state={state.row(view, product)}
          canAdd={canAdd}
          headingLevel={headingLevel}
          onEntry={state.setEntry}
          onFavourite={toggleFavourite}
          onAdd={add}
        />
      ))}
    </S.List>
  );
  const browseAll = (
    <Button variant="secondary" onClick={() => state.setView('all')}>
      {t('browseAll')}
    </Button>
  );

  if (view === 'favourites') {
    return (
      <ShortList
        list={state.favourites}
        empty={
          <EmptyState
            headingLevel={headingLevel}
            title={t('noFavourites')}
            description={t('noFavouritesHint')}
            action={browseAll}
          />
        }
        rows={rows}
      />
    );
  }
  if (view === 'recent') {
    return (
      <ShortList
        list={state.recent}
        empty={
          <EmptyState
            headingLevel={headingLevel}
            title={t('noRecent')}
            description={t('noRecentHint')}
            action={browseAll}
          />
        }
        rows={rows}
      />
    );
  }

  const { pages, searchTerm, category } = state;
  if (pages.error && pages.products.length === 0) {
    return <ListFailed error={pages.error} onRetry={pages.retry} />;
  }
  if (pages.loading && !pages.stale) return <Loading />;
  if (pages.total === 0) {
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={
          searchTerm
            ? t('noMatch', { term: searchTerm })
            : category
              ? t('noProductsInCategory')
              : t('noProducts')
        }
        description={searchTerm ? t('noMatchHint') : undefined}
        action={
          searchTerm || category ? (
            <S.More>
              {searchTerm && (
                <Button variant="secondary" onClick={state.clearSearch}>
                  {t('clearSearch')}
                </Button>
              )}
              {category && (
                <Button variant="ghost" onClick={() => state.setCategory('')}>
                  {t('showAllCategories')}
                </Button>
              )}
            </S.More>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      {rows(pages.products, pages.stale)}
      {pages.error && <ListFailed error={pages.error} onRetry={pages.retry} />}
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

type Rows = (products: readonly (Product & Partial<RecentInfo>)[]) => ReactNode;

function ShortList({ list, empty, rows }: { list: ListState; empty: ReactNode; rows: Rows }) {
  if (list.error) return <ListFailed error={list.error} onRetry={list.retry} />;
  if (list.loading || !list.products) return <Loading />;
  return <>{list.products.length === 0 ? empty : rows(list.products)}</>;
}

function ListFailed(props: { error: PortalError; onRetry(): void }) {
  const { t } = useKitTranslation(ROW_NS);
  const reason = useErrorMessage();
  return (
    <S.Problem role="alert">
      <p>{t('listFailed', { reason: reason(props.error) })}</p>
      <Button size="sm" variant="secondary" onClick={props.onRetry}>
        {t('retry')}
      </Button>
    </S.Problem>
  );
}

function Loading() {
  const { t } = useKitTranslation(ROW_NS);
  return (
    <Status>
      <Spinner size="sm" label={t('loading')} />
      <span aria-hidden="true">{t('loading')}</span>
    </Status>
  );
}
