import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@anp/core/hooks';
import {
  EMPTY_FILTERS,
  SEARCH_DEBOUNCE_MS,
  activeFilterCount,
  normalizeSearch,
  type DateRange,
  type OrderFilters,
  type StatusOption,
  type TypeOption,
} from '../model/filters';

export interface FilterBarProps {
  filters: OrderFilters;
  onChange(filters: OrderFilters): void;
}

export interface FilterBarBehaviour {
  filters: OrderFilters;
  /** The search box's text as typed (the filter gets it after a pause). */
  text: string;
  setText(text: string): void;
  setStatuses(statuses: StatusOption[]): void;
  setTypes(types: TypeOption[]): void;
  setDates(dates: DateRange | null): void;
  /** Clears every filter and the search box. */
  clearAll(): void;
  /** Something is there to clear. */
  canClear: boolean;
}

const isBlank = (term: string) => term === '';

/**
 * The filter bar's behaviour (ordering.md §2 screen 5): the search applies 400 ms after the last
 * key and clearing it at once; a search set from outside (Clear all, Back, a new attribute) shows
 * in the box; every other filter applies as it changes.
 */
export function useFilterBar({ filters, onChange }: FilterBarProps): FilterBarBehaviour {
  const [text, setText] = useState(filters.search);
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  });

  // Adjusted while rendering, as React recommends for state that follows a prop.
  const [shownSearch, setShownSearch] = useState(filters.search);
  if (shownSearch !== filters.search) {
    setShownSearch(filters.search);
    if (normalizeSearch(text) !== filters.search) setText(filters.search);
  }

  const search = useDebouncedValue(normalizeSearch(text), SEARCH_DEBOUNCE_MS, isBlank);
  useEffect(() => {
    if (search !== latest.current.search) onChange({ ...latest.current, search });
  }, [search, onChange]);

  return {
    filters,
    text,
    setText,
    setStatuses: (statuses) => onChange({ ...filters, statuses }),
    setTypes: (types) => onChange({ ...filters, types }),
    setDates: (dates) => onChange({ ...filters, dates }),
    clearAll: () => {
      setText('');
      onChange(EMPTY_FILTERS);
    },
    canClear: activeFilterCount(filters) > 0 || text !== '',
  };
}
