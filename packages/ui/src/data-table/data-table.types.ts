import type { ReactNode } from 'react';
import type { MenuAnchor, RowAction } from './row-menu';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

export interface Column<Row> {
  id: string;
  /** The visible heading. */
  header: string;
  /** The cell's content: text or elements (never an HTML string). One control at most. */
  cell(row: Row): ReactNode;
  /** The heading becomes a button that asks for this column's sort. */
  sortable?: boolean;
  /** `end` for numbers and amounts. */
  align?: 'start' | 'end';
  /** A CSS grid track, e.g. `8rem` or `minmax(10rem, 2fr)`. Default `minmax(8rem, 1fr)`. */
  width?: string;
  /** The column is left out under this viewport width (px), so rows stay readable on phones. */
  hideBelow?: number;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  /** A stable, unique key per row (keep the function stable too: a module function). */
  rowKey(row: Row): string;
  /** The table's accessible name. */
  label: string;
  /** The sort in force (controlled); `null`: the rows' own order. */
  sort?: SortState | null;
  onSortChange?(sort: SortState): void;
  /** Shown when there are no rows and nothing is loading. */
  emptyLabel: ReactNode;
  /** Busy: `aria-busy`, skeleton rows when there are no rows yet, a line under them otherwise. */
  loading?: boolean;
  /** Height of a row in px; every row has it, child rows are measured. Default 48. */
  rowHeight?: number;
  /** Height of the scroll area (px or CSS length). Default `60vh`, at least 320 px. */
  height?: number | string;
  /** The number of rows of the whole list when `rows` holds only the pages loaded so far. */
  rowCount?: number;
  /** A child row under a row, opened by its disclosure button (and Right / Left arrows). */
  renderChild?(row: Row): ReactNode;
  /** Which rows can open a child row; default: all of them. */
  isExpandable?(row: Row): boolean;
  /** Keys of the open rows (controlled); without it the table keeps its own. */
  expanded?: ReadonlySet<string>;
  onExpandedChange?(keys: ReadonlySet<string>): void;
  /** Keys of the selected rows; a checkbox column shows when `onSelectedChange` is given. */
  selected?: ReadonlySet<string>;
  onSelectedChange?(keys: ReadonlySet<string>): void;
  /** A row's context menu: a "More actions" button per row, right-click and Shift+F10. */
  rowActions?(row: Row): RowAction[];
  /** Called when the end of the list comes near (once per list of rows): load the next page. */
  onEndReached?(): void;
  /** Enter on a row (e.g. open the order). */
  onRowActivate?(row: Row): void;
  className?: string;
  id?: string;
}

/** One cell position of every row: the selection box, the disclosure, a column, the menu. */
export type Slot<Row> =
  | { kind: 'select' }
  | { kind: 'expand' }
  | { kind: 'data'; column: Column<Row> }
  | { kind: 'actions' };

/** Where keyboard focus is: a line (row or child row) and, in a row, maybe one of its cells. */
export interface Active {
  index: number;
  child: boolean;
  /** The cell with focus, by position; `null`: the row itself. Kept while on a child row. */
  col: number | null;
}

/** An open row menu: the row, where it opens, what opened it (focus returns there), its items. */
export interface MenuState {
  index: number;
  anchor: MenuAnchor;
  opener: HTMLElement | null;
  items: RowAction[];
}

/** The ids that tie the table's parts together: hidden labels, the menu, row heads, child rows. */
export function tableIds(baseId: string) {
  return {
    base: baseId,
    select: `${baseId}-select`,
    details: `${baseId}-details`,
    more: `${baseId}-more`,
    actionsFor: `${baseId}-actions-for`,
    menu: `${baseId}-menu`,
    rowHeader: (index: number) => `${baseId}-r${index}`,
    child: (index: number) => `${baseId}-c${index}`,
  };
}

export type TableIds = ReturnType<typeof tableIds>;
