import { useKitTranslation } from '@anp/core';
import { Button } from '@anp/ui';
import { SearchField } from '@anp/ui/fields';
import { NS } from '../i18n';
import { SEARCH_MAX_LENGTH, STATUS_OPTIONS, TYPE_OPTIONS } from '../model/filters';
import { statusWord, typeWord } from '../value-labels';
import { CheckboxMenu } from './checkbox-menu';
import { DateRangeField } from './date-range-field';
import type { FilterBarBehaviour } from './use-filter-bar';
import * as S from './filter-bar.styles';

/**
 * The filters of the orders list (ordering.md §2 screen 5): search by order number or PO, status
 * and order type (several each), the order date range with presets, and Clear all.
 */
export function FilterBarView(bar: FilterBarBehaviour) {
  const { t } = useKitTranslation(NS);
  const { filters } = bar;
  return (
    <S.Filters
      part="bar"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(e) => e.preventDefault()}
    >
      <SearchField
        label={t('filters.search')}
        placeholder={t('filters.searchHint')}
        maxLength={SEARCH_MAX_LENGTH}
        clearLabel={t('filters.clearSearch')}
        value={bar.text}
        onValueChange={bar.setText}
      />
      <CheckboxMenu
        label={t('filters.status')}
        options={STATUS_OPTIONS}
        chosen={filters.statuses}
        optionLabel={(status) => statusWord(t, status)}
        onChange={bar.setStatuses}
      />
      <CheckboxMenu
        label={t('filters.type')}
        options={TYPE_OPTIONS}
        chosen={filters.types}
        optionLabel={(type) => typeWord(t, type)}
        onChange={bar.setTypes}
      />
      <DateRangeField value={filters.dates} onChange={bar.setDates} />
      <S.ClearAll>
        <Button variant="ghost" disabled={!bar.canClear} onClick={bar.clearAll}>
          {t('filters.clearAll')}
        </Button>
      </S.ClearAll>
    </S.Filters>
  );
}
