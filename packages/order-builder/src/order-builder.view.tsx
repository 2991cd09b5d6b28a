import {
  Suspense,
  lazy,
  useEffect,
  useId,
  useRef,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  formatNumber,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
  type PortalError,
} from '@anp/core';
import { Button, EmptyState, Spinner } from '@anp/ui';
import type { Product } from '@anp/cart/api/cart-api';
import { NS } from './i18n';
import { CartIcon, ClearIcon, SearchIcon } from './icons';
import { BUILDER_VIEWS, type BuilderView } from './model/views';
import type { ProductListProps } from './rows/product-list.lazy';
import type {
  AddAvailability,
  ListState,
  OrderBuilderState,
  RecentInfo,
} from './use-order-builder';
import * as S from './order-builder.styles';

/** Heading level of the product titles. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

// The rows, with the quantity rules and their words, are a chunk of their own (the element's
// first chunk stays within its budget); it is asked for on mount, beside the first products.
let listModule: Promise<{ default: ComponentType<ProductListProps> }> | null = null;
const loadProductList = () => (listModule ??= import('./rows/product-list.lazy'));
const ProductList = lazy(loadProductList);

export interface OrderBuilderViewProps {
  state: OrderBuilderState;
  headingLevel: HeadingLevel;
  /** The cart page; null hides the link (nothing can be added). */
  cartHref: string | null;
  onCartLink(event: MouseEvent<HTMLAnchorElement>): void;
}

/**
 * The order builder (ordering.md §2 screen 1): views as tabs, the search and category of the
 * full list with its count and Load more, the add-to-cart notice, the products, and one polite
 * live region for what was added.
 */
export function OrderBuilderView({
  state,
  headingLevel,
  cartHref,
  onCartLink,
}: OrderBuilderViewProps) {
  const { t } = useKitTranslation(NS);
  const id = useId();
  const { view } = state;
  const canAdd = state.availability.state === 'enabled';

  useEffect(() => void loadProductList(), []);

  const listProps = {
    view,
    canAdd,
    headingLevel,
    rowState: state.row,
    onEntry: state.setEntry,
    onFavourite: state.toggleFavourite,
    onAdd: state.add,
  } satisfies Omit<ProductListProps, 'products'>;
  const rows = (products: readonly (Product & Partial<RecentInfo>)[], stale = false) => (
    <Suspense fallback={<Loading />}>
      <ProductList {...listProps} products={products} stale={stale} />
    </Suspense>
  );

  return (
    <S.Root>
      <S.Top>
        <ViewTabs id={id} view={view} onChange={state.setView} />
        {cartHref && (
          <S.CartLink href={cartHref} onClick={onCartLink}>
            <CartIcon />
            {state.cartCount === null
              ? t('viewCartPlain')
              : t('viewCart', { count: state.cartCount })}
          </S.CartLink>
        )}
      </S.Top>

      <AvailabilityNotice availability={state.availability} onRetry={state.retryAvailability} />

      <S.Panel role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${view}`}>
        {view === 'all' && <AllProducts state={state} headingLevel={headingLevel} rows={rows} />}
        {view === 'favourites' && (
          <ShortList
            list={state.favourites}
            emptyTitle={t('noFavourites')}
            emptyHint={t('noFavouritesHint')}
            headingLevel={headingLevel}
            onBrowse={() => state.setView('all')}
            rows={rows}
          />
        )}
        {view === 'recent' && (
          <ShortList
            list={state.recent}
            emptyTitle={t('noRecent')}
            emptyHint={t('noRecentHint')}
            headingLevel={headingLevel}
            onBrowse={() => state.setView('all')}
            rows={rows}
          />
        )}
      </S.Panel>

      <S.Hidden role="status" aria-live="polite">
        {state.announcement}
      </S.Hidden>
    </S.Root>
  );
}

type Rows = (products: readonly (Product & Partial<RecentInfo>)[], stale?: boolean) => ReactNode;

/** A tablist with arrow keys, Home and End (automatic activation: the list is one call away). */
function ViewTabs(props: { id: string; view: BuilderView; onChange(view: BuilderView): void }) {
  const { t } = useKitTranslation(NS);
  const refs = useRef<Partial<Record<BuilderView, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = BUILDER_VIEWS.indexOf(props.view);
    const last = BUILDER_VIEWS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % BUILDER_VIEWS.length
        : event.key === 'ArrowLeft'
          ? (at + last) % BUILDER_VIEWS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const view = BUILDER_VIEWS[next] ?? 'all';
    props.onChange(view);
    refs.current[view]?.focus();
  };
  return (
    <S.TabList role="tablist" aria-label={t('views')} onKeyDown={onKeyDown}>
      {BUILDER_VIEWS.map((v) => (
        <S.Tab
          key={v}
          ref={(el) => {
            refs.current[v] = el;
          }}
          type="button"
          role="tab"
          id={`${props.id}-tab-${v}`}
          aria-selected={v === props.view}
          aria-controls={`${props.id}-panel`}
          tabIndex={v === props.view ? 0 : -1}
          $selected={v === props.view}
          onClick={() => props.onChange(v)}
        >
          {t(`view.${v}`)}
        </S.Tab>
      ))}
    </S.TabList>
  );
}

function AvailabilityNotice(props: { availability: AddAvailability; onRetry(): void }) {
  const { t } = useKitTranslation(NS);
  const reason = useErrorMessage();
  const { availability } = props;
  if (availability.state === 'disabled') {
    return (
      <S.Notice>
        <p>{t(`addDisabled.${availability.reason}`)}</p>
      </S.Notice>
    );
  }
  if (availability.state === 'failed') {
    return (
      <S.Notice>
        <p>{t('addDisabled.unknown', { reason: reason(availability.error) })}</p>
        <Button size="sm" variant="secondary" onClick={props.onRetry}>
          {t('retry')}
        </Button>
      </S.Notice>
    );
  }
  return null;
}

function ListFailed(props: { error: PortalError; onRetry(): void }) {
  const { t } = useKitTranslation(NS);
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
  const { t } = useKitTranslation(NS);
  return (
    <S.Status>
      <Spinner size="sm" label={t('loading')} />
      <span aria-hidden="true">{t('loading')}</span>
    </S.Status>
  );
}

function AllProducts(props: { state: OrderBuilderState; headingLevel: HeadingLevel; rows: Rows }) {
  const { state, headingLevel, rows } = props;
  const { t } = useKitTranslation(NS);
  const { country } = useKitContext();
  const id = useId();
  const { pages, categories, searchTerm, category } = state;
  const categoryName = categories?.find((c) => c.id === category)?.name ?? category;
  const allCount = categories?.reduce((sum, c) => sum + c.count, 0) ?? null;

  let body: ReactNode;
  if (pages.error && pages.products.length === 0) {
    body = <ListFailed error={pages.error} onRetry={pages.retry} />;
  } else if (pages.loading && !pages.stale) {
    body = <Loading />;
  } else if (pages.total === 0) {
    body = (
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
  } else {
    body = (
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

  return (
    <>
      <S.Toolbar>
        <S.Field>
          <label htmlFor={`${id}-search`}>{t('search')}</label>
          <S.SearchBox>
            <SearchIcon />
            <input
              id={`${id}-search`}
              type="search"
              autoComplete="off"
              spellCheck={false}
              value={state.searchText}
              placeholder={t('searchHint')}
              onChange={(event) => state.setSearchText(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && state.searchText !== '') {
                  event.preventDefault();
                  state.clearSearch();
                }
              }}
            />
            {state.searchText !== '' && (
              <S.ClearButton
                type="button"
                aria-label={t('clearSearch')}
                onClick={state.clearSearch}
              >
                <ClearIcon />
              </S.ClearButton>
            )}
          </S.SearchBox>
        </S.Field>
        <S.Field>
          <label htmlFor={`${id}-category`}>{t('category')}</label>
          <S.Select
            id={`${id}-category`}
            value={category}
            onChange={(event) => state.setCategory(event.currentTarget.value)}
          >
            <option value="">
              {allCount === null
                ? t('allCategories')
                : t('categoryOption', {
                    name: t('allCategories'),
                    count: formatNumber(allCount, country, 0),
                  })}
            </option>
            {categories?.map((c) => (
              <option key={c.id} value={c.id}>
                {t('categoryOption', { name: c.name, count: formatNumber(c.count, country, 0) })}
              </option>
            ))}
            {/* A category given as an attribute that the list does not know (yet). */}
            {category && !categories?.some((c) => c.id === category) && (
              <option value={category}>{categoryName}</option>
            )}
          </S.Select>
        </S.Field>
      </S.Toolbar>
      <S.Status role="status">
        {pages.loading && pages.stale ? (
          <>
            <Spinner size="sm" />
            {t('loading')}
          </>
        ) : pages.total !== null && pages.total > 0 ? (
          t('showing', {
            shown: formatNumber(pages.products.length, country, 0),
            total: formatNumber(pages.total, country, 0),
          })
        ) : null}
      </S.Status>
      {body}
    </>
  );
}

function ShortList(props: {
  list: ListState;
  emptyTitle: string;
  emptyHint: string;
  headingLevel: HeadingLevel;
  onBrowse(): void;
  rows: Rows;
}) {
  const { t } = useKitTranslation(NS);
  const { list } = props;
  if (list.error) return <ListFailed error={list.error} onRetry={list.retry} />;
  if (list.loading || !list.products) return <Loading />;
  if (list.products.length === 0) {
    return (
      <EmptyState
        headingLevel={props.headingLevel}
        title={props.emptyTitle}
        description={props.emptyHint}
        action={
          <Button variant="secondary" onClick={props.onBrowse}>
            {t('browseAll')}
          </Button>
        }
      />
    );
  }
  return <>{props.rows(list.products)}</>;
}
