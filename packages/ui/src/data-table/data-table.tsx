import { useId, useRef, type CSSProperties } from 'react';
import { useKitTranslation } from '@anp/core';
import { Spinner } from '../spinner';
import { DataTableHeader } from './data-table.header';
import { DataTableRow, EmptyRow, SkeletonRows, type RowContext } from './data-table.rows';
import { tableIds, type DataTableProps } from './data-table.types';
import { NS } from './i18n';
import { RowMenuOnDemand } from './row-menu.on-demand';
import { anchorOf } from './roving-focus';
import { useColumns } from './use-columns';
import { useEndReached } from './use-end-reached';
import { useExpandedRows } from './use-expanded-rows';
import { useFocusCursor } from './use-focus-cursor';
import { useKeyboardNavigation } from './use-keyboard-navigation';
import { useRowMenu } from './use-row-menu';
import { useSelection } from './use-selection';
import { useSort } from './use-sort';
import { useVirtualRows } from './use-virtual-rows';
import { renderedRows, rowTop } from './virtual';
import * as S from './data-table.styles';

export type { RowAction } from './row-menu';
export type { Column, DataTableProps, SortDirection, SortState } from './data-table.types';

const DEFAULT_ROW_HEIGHT = 48;

/**
 * The sortable data table of ordering.md §2 screen 14, with an optional context menu, expandable
 * child rows, row selection and an empty-state label, virtualized so that 10,000 and 100,000
 * rows stay fast: only the rows in view (and a few more) are in the DOM.
 *
 * ARIA grid (treegrid when rows expand) with `aria-rowcount` / `aria-rowindex`, so screen
 * readers know the list's real size; one Tab stop in the body, arrow keys move between rows
 * and cells (roving focus). Needs a KitRoot (strings, the menu's portal container).
 *
 * Its parts: the columns (`use-columns`), open child rows (`use-expanded-rows`), the virtual
 * window (`use-virtual-rows`), keyboard and focus (`use-focus-cursor`,
 * `use-keyboard-navigation`, `roving-focus`), the row menu (`use-row-menu`, `row-menu`),
 * selection, sort, the next page (`use-end-reached`), and the header and rows it renders.
 *
 * @example
 * <DataTable label="Orders" rows={orders} rowKey={(o) => o.orderNumber} columns={columns}
 *   sort={sort} onSortChange={setSort} emptyLabel="No orders match these filters."
 *   onEndReached={loadNextPage} rowActions={(o) => [{ id: 'view', label: 'View', onSelect }]} />
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    rows,
    columns,
    rowKey,
    label,
    sort = null,
    emptyLabel,
    loading = false,
    rowHeight = DEFAULT_ROW_HEIGHT,
    renderChild,
    rowActions,
  } = props;
  const { t } = useKitTranslation(NS);
  const ownId = useId();
  const ids = tableIds(props.id ?? ownId);
  const expandable = renderChild !== undefined;
  const withActions = rowActions !== undefined;
  const moreLoading = loading && rows.length > 0;

  const { slots, template, headerSlot } = useColumns({
    columns,
    selectable: props.onSelectedChange !== undefined,
    expandable,
    withActions,
  });
  const expandedRows = useExpandedRows({
    rows,
    rowKey,
    expandable,
    isExpandable: props.isExpandable,
    expanded: props.expanded,
    onExpandedChange: props.onExpandedChange,
  });
  const { openRows } = expandedRows;
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const headerRef = useRef<HTMLDivElement | null>(null);
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const virtual = useVirtualRows({
    scrollerRef,
    headerRef,
    bodyRef,
    count: rows.length,
    rowHeight,
    openRows,
    height: props.height ?? '60vh',
    loadingMore: moreLoading,
  });
  const { active, setActive, focusPendingRef, lastFocusedRef } = useFocusCursor();
  const rowMenu = useRowMenu({ rows, rowActions, setActive, focusPendingRef });
  const selection = useSelection({
    rows,
    rowKey,
    selected: props.selected,
    onSelectedChange: props.onSelectedChange,
  });
  const keyboard = useKeyboardNavigation({
    rows,
    rowKey,
    rowHeight,
    slots,
    active,
    setActive,
    focusPendingRef,
    lastFocusedRef,
    bodyRef,
    virtual,
    expandedRows,
    selection,
    rowMenu,
    withActions,
    onRowActivate: props.onRowActivate,
  });
  useEndReached({
    rows,
    rowKey,
    lastRendered: virtual.range.last,
    loading,
    onEndReached: props.onEndReached,
  });
  const { announcement, requestSort } = useSort<Row>({ sort, onSortChange: props.onSortChange });

  const { menu, openMenu, closeMenu } = rowMenu;
  const { activeIndex, activeLine, activeCol } = keyboard;
  const indexes = renderedRows(virtual.range, rows.length, activeIndex);
  // aria-rowindex counts the header row and the child rows open above.
  const openBefore = (index: number) => {
    let count = 0;
    for (const open of openRows) if (open.index < index) count += 1;
    return count;
  };
  const rowIndexOf = (index: number) => index + 2 + openBefore(index);
  const rowCount =
    rows.length === 0 ? (loading ? 1 : 2) : 1 + (props.rowCount ?? rows.length) + openRows.length;

  const rootStyle = {
    '--anp-dt-columns': template,
    '--anp-dt-row-height': `${rowHeight}px`,
  } as CSSProperties;

  const rowContext: RowContext<Row> = {
    ids,
    slots,
    headerSlot,
    rowHeight,
    expandable,
    renderChild,
    selection,
    expandedRows,
    menuIndex: menu?.index ?? null,
    onMenuButton: (index, button) =>
      menu?.index === index ? closeMenu(true) : openMenu(index, anchorOf(button), button),
  };

  const menuElement = menu && (
    <RowMenuOnDemand
      key={menu.index}
      id={ids.menu}
      items={menu.items}
      anchor={menu.anchor}
      opener={menu.opener}
      labelledBy={`${ids.actionsFor} ${ids.rowHeader(menu.index)}`}
      onClose={closeMenu}
    />
  );

  return (
    <S.Root className={props.className} style={rootStyle}>
      <S.Scroller ref={scrollerRef} style={virtual.scrollerStyle} onScroll={virtual.onScroll}>
        <S.Grid
          part="table"
          id={ids.base}
          role={expandable ? 'treegrid' : 'grid'}
          aria-label={label}
          aria-rowcount={rowCount}
          aria-colcount={slots.length}
          aria-busy={loading || undefined}
          aria-multiselectable={selection.selectable || undefined}
          onKeyDown={keyboard.onKeyDown}
          onFocus={keyboard.onFocus}
          onBlur={keyboard.onBlur}
          onContextMenu={keyboard.onContextMenu}
        >
          <DataTableHeader
            groupRef={headerRef}
            slots={slots}
            sort={sort}
            onSort={requestSort}
            selection={selection}
            empty={rows.length === 0}
          />
          <S.Body
            ref={bodyRef}
            role="rowgroup"
            style={rows.length > 0 ? { height: virtual.total } : undefined}
          >
            {indexes.map((index) => {
              const row = rows[index] as Row;
              const key = rowKey(row);
              return (
                <DataTableRow
                  key={key}
                  context={rowContext}
                  row={row}
                  rowKey={key}
                  index={index}
                  top={rowTop(virtual.layout, index)}
                  ariaRowIndex={rowIndexOf(index)}
                  rowIsStop={!activeLine.child && activeIndex === index && activeCol === null}
                  childIsStop={activeLine.child && activeIndex === index}
                />
              );
            })}
            {rows.length === 0 && !loading && (
              <EmptyRow columns={slots.length}>{emptyLabel}</EmptyRow>
            )}
            {rows.length === 0 && loading && <SkeletonRows slots={slots} />}
          </S.Body>
        </S.Grid>
        {moreLoading && (
          <S.MoreLoading aria-hidden="true">
            <Spinner size="sm" />
            {t('loadingMore')}
          </S.MoreLoading>
        )}
      </S.Scroller>
      <S.Hidden role="status">
        {loading ? (rows.length > 0 ? t('loadingMore') : t('loading')) : announcement}
      </S.Hidden>
      <span hidden id={ids.select}>
        {t('selectRow')}
      </span>
      <span hidden id={ids.details}>
        {t('details')}
      </span>
      <span hidden id={ids.more}>
        {t('moreActions')}
      </span>
      <span hidden id={ids.actionsFor}>
        {t('actionsFor')}
      </span>
      {/* In place: the menu is a popover in the top layer, and inside a modal it stays within it. */}
      {menuElement}
    </S.Root>
  );
}
