import type { Ref } from 'react';
import { useKitTranslation } from '@anp/core';
import type { Column, Slot, SortState } from './data-table.types';
import { NS } from './i18n';
import { SortIcon } from './icons';
import type { Selection } from './use-selection';
import * as S from './data-table.styles';

export interface DataTableHeaderProps<Row> {
  slots: readonly Slot<Row>[];
  sort: SortState | null;
  onSort(column: Column<Row>): void;
  selection: Selection;
  /** No rows loaded: the select-all box is disabled. */
  empty: boolean;
  /** The header's row group, measured for the sticky header's height. */
  groupRef: Ref<HTMLDivElement>;
}

/**
 * The header row: a sort button in each sortable heading (`aria-sort` on the sorted one), the
 * select-all box, and hidden names for the disclosure and menu columns.
 */
export function DataTableHeader<Row>({ groupRef, ...props }: DataTableHeaderProps<Row>) {
  const { t } = useKitTranslation(NS);
  const { sort, selection } = props;
  return (
    <S.HeaderGroup ref={groupRef} role="rowgroup">
      <S.HeaderRow part="table-head" role="row" aria-rowindex={1}>
        {props.slots.map((slot) => {
          switch (slot.kind) {
            case 'select':
              return (
                <S.ControlHeaderCell key="select" role="columnheader">
                  <input
                    className={S.CLASS.checkbox}
                    type="checkbox"
                    aria-label={t('selectAll')}
                    checked={selection.allSelected}
                    disabled={props.empty}
                    ref={(element) => {
                      if (element) element.indeterminate = selection.someSelected;
                    }}
                    onChange={selection.toggleAll}
                  />
                </S.ControlHeaderCell>
              );
            case 'expand':
              return (
                <S.ControlHeaderCell key="expand" role="columnheader">
                  <S.Hidden>{t('detailsColumn')}</S.Hidden>
                </S.ControlHeaderCell>
              );
            case 'actions':
              return (
                <S.ControlHeaderCell key="actions" role="columnheader">
                  <S.Hidden>{t('actionsColumn')}</S.Hidden>
                </S.ControlHeaderCell>
              );
            default: {
              const { column } = slot;
              const align = column.align ?? 'start';
              const direction = sort?.columnId === column.id ? sort.direction : null;
              return (
                <S.HeaderCell
                  part="header-cell"
                  key={column.id}
                  role="columnheader"
                  $align={align}
                  aria-sort={
                    direction === null
                      ? undefined
                      : direction === 'asc'
                        ? 'ascending'
                        : 'descending'
                  }
                >
                  {column.sortable ? (
                    <S.SortButton
                      type="button"
                      $align={align}
                      data-sorted={direction !== null}
                      onClick={() => props.onSort(column)}
                    >
                      <span>{column.header}</span>
                      <SortIcon direction={direction} />
                    </S.SortButton>
                  ) : (
                    column.header
                  )}
                </S.HeaderCell>
              );
            }
          }
        })}
      </S.HeaderRow>
    </S.HeaderGroup>
  );
}
