import { useState } from 'react';
import { useKitTranslation } from '@anp/core';
import type { Column, SortDirection, SortState } from './data-table.types';
import { NS } from './i18n';

export interface SortOptions {
  sort: SortState | null;
  onSortChange?: ((sort: SortState) => void) | undefined;
}

/**
 * Sorting: the caller sorts (or its server); a click on a heading asks for that column, ascending
 * first, then the other way, and a polite status line says what changed.
 */
export function useSort<Row>({ sort, onSortChange }: SortOptions) {
  const { t } = useKitTranslation(NS);
  const [announcement, setAnnouncement] = useState('');
  const changeSort = (column: Column<Row>, direction: SortDirection) => {
    onSortChange?.({ columnId: column.id, direction });
    setAnnouncement(
      t(direction === 'asc' ? 'sortedAscending' : 'sortedDescending', { column: column.header }),
    );
  };
  const requestSort = (column: Column<Row>) => {
    const direction: SortDirection =
      sort?.columnId === column.id && sort.direction === 'asc' ? 'desc' : 'asc';
    changeSort(column, direction);
  };
  return { announcement, requestSort };
}
