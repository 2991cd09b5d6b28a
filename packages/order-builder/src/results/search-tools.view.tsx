import { formatNumber, useKitContext, useKitTranslation } from '@anp/core';
import { Spinner } from '@anp/ui';
import { SearchField, Select } from '@anp/ui/fields';
import type { OrderBuilderState } from '../use-order-builder';
import { Status } from '../order-builder.styles';
import { ROW_NS } from './i18n';
import { Toolbar } from './results.styles';

export type SearchToolsState = Pick<
  OrderBuilderState,
  'searchText' | 'setSearchText' | 'category' | 'setCategory' | 'categories' | 'pages'
>;

/**
 * The full list's search, category and count (ordering.md §2 screen 1). The field reports every
 * key; the behaviour sends the search after a pause and clears at once. The count is a status
 * line of its own, so the search and the category stay side by side.
 */
export function SearchTools({ state }: { state: SearchToolsState }) {
  const { t } = useKitTranslation(ROW_NS);
  const { country } = useKitContext();
  const { pages, categories, category } = state;
  const categoryName = categories?.find((c) => c.id === category)?.name ?? category;
  const allCount = categories?.reduce((sum, c) => sum + c.count, 0) ?? null;

  return (
    <>
      <Toolbar part="bar">
        <SearchField
          label={t('search')}
          placeholder={t('searchHint')}
          clearLabel={t('clearSearch')}
          value={state.searchText}
          onValueChange={state.setSearchText}
        />
        <Select
          label={t('category')}
          placeholder={
            allCount === null
              ? t('allCategories')
              : t('categoryOption', {
                  name: t('allCategories'),
                  count: formatNumber(allCount, country, 0),
                })
          }
          options={(categories ?? []).map((c) => ({
            value: c.id,
            label: t('categoryOption', { name: c.name, count: formatNumber(c.count, country, 0) }),
          }))}
          value={category}
          onValueChange={state.setCategory}
        >
          {/* A category given as an attribute that the list does not know (yet). */}
          {category && !categories?.some((c) => c.id === category) && (
            <option value={category}>{categoryName}</option>
          )}
        </Select>
      </Toolbar>
      <Status role="status">
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
      </Status>
    </>
  );
}
