import { useEffect, useId, useRef, useState } from 'react';
import { useKitTranslation } from '@anp/core';
import { useDebouncedValue } from '@anp/core/hooks';
import { Button } from '@anp/ui';
import { NS } from '../i18n';
import { ClearIcon, SearchIcon } from '@anp/ui/line-icons';
import {
  EMPTY_FILTERS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  STATUS_OPTIONS,
  TYPE_OPTIONS,
  activeFilterCount,
  normalizeSearch,
  type OrderFilters,
} from '../model/filters';
import { statusWord, typeWord } from '../words';
import { CheckboxMenu } from './checkbox-menu';
import { DateRangeField } from './date-range';
import * as S from '../orders.styles';

export interface FilterBarProps {
  filters: OrderFilters;
  onChange(filters: OrderFilters): void;
}

const isBlank = (term: string) => term === '';

/**
 * The filters of the orders list (ordering.md §2 screen 5): search by order number or PO (sent
 * 400 ms after the last key; clearing applies at once, Escape clears), status and order type
 * (several each), the order date range with presets, and Clear all.
 */
export function FilterBar({ filters, onChange }: FilterBarProps) {
  const { t } = useKitTranslation(NS);
  const id = useId();
  const [text, setText] = useState(filters.search);
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  });

  // A search set from outside (Clear all, Back, a new attribute) shows in the box: adjusted
  // while rendering, as React recommends for state that follows a prop.
  const [shownSearch, setShownSearch] = useState(filters.search);
  if (shownSearch !== filters.search) {
    setShownSearch(filters.search);
    if (normalizeSearch(text) !== filters.search) setText(filters.search);
  }

  // The search applies after a pause in typing; clearing it applies at once.
  const search = useDebouncedValue(normalizeSearch(text), SEARCH_DEBOUNCE_MS, isBlank);
  useEffect(() => {
    if (search !== latest.current.search) onChange({ ...latest.current, search });
  }, [search, onChange]);

  const clearSearch = () => {
    setText('');
    if (filters.search) onChange({ ...filters, search: '' });
  };

  return (
    <S.Filters role="search" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
      <S.Field>
        <label htmlFor={`${id}-search`}>{t('filters.search')}</label>
        <S.SearchBox>
          <SearchIcon />
          <input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t('filters.searchHint')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && text !== '') {
                event.preventDefault();
                clearSearch();
              }
            }}
          />
          {text !== '' && (
            <S.IconButton type="button" aria-label={t('filters.clearSearch')} onClick={clearSearch}>
              <ClearIcon />
            </S.IconButton>
          )}
        </S.SearchBox>
      </S.Field>
      <CheckboxMenu
        label={t('filters.status')}
        options={STATUS_OPTIONS}
        chosen={filters.statuses}
        optionLabel={(status) => statusWord(t, status)}
        onChange={(statuses) => onChange({ ...filters, statuses })}
      />
      <CheckboxMenu
        label={t('filters.type')}
        options={TYPE_OPTIONS}
        chosen={filters.types}
        optionLabel={(type) => typeWord(t, type)}
        onChange={(types) => onChange({ ...filters, types })}
      />
      <DateRangeField value={filters.dates} onChange={(dates) => onChange({ ...filters, dates })} />
      <S.ClearAll>
        <Button
          variant="ghost"
          disabled={activeFilterCount(filters) === 0 && text === ''}
          onClick={() => {
            setText('');
            onChange(EMPTY_FILTERS);
          }}
        >
          {t('filters.clearAll')}
        </Button>
      </S.ClearAll>
    </S.Filters>
  );
}
