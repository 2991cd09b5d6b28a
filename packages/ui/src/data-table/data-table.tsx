import {
  Fragment,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useKitTranslation, usePortalContainer } from '@anp/core';
import { getActiveElement } from '../dom';
import { Spinner } from '../spinner';
import { NS } from './i18n';
import { ChevronIcon, MoreIcon, SortIcon } from './icons';
import { RowMenu, type MenuAnchor, type RowAction } from './row-menu';
import { useMinWidths } from './use-min-widths';
import {
  createLayout,
  lastLine,
  moveLine,
  pageSteps,
  rowTop,
  scrollToShow,
  totalHeight,
  visibleRange,
  type Line,
} from './virtual';
import * as S from './data-table.styles';

export type { RowAction } from './row-menu';

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

type Slot<Row> =
  | { kind: 'select' }
  | { kind: 'expand' }
  | { kind: 'data'; column: Column<Row> }
  | { kind: 'actions' };

/** Where keyboard focus is: a line (row or child row) and, in a row, maybe one of its cells. */
interface Active {
  index: number;
  child: boolean;
  /** The cell with focus, by position; `null`: the row itself. Kept while on a child row. */
  col: number | null;
}

interface MenuState {
  index: number;
  anchor: MenuAnchor;
  opener: HTMLElement | null;
  items: RowAction[];
}

const DEFAULT_ROW_HEIGHT = 48;
/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 6;
/** `onEndReached` fires when the rendered rows come this close to the end. */
const END_THRESHOLD = 10;
/** The viewport assumed before it is measured, without a window to look at, in px. */
const ESTIMATED_VIEWPORT = 600;
const MIN_HEIGHT = 320;
const SKELETON_ROWS = 6;
const EMPTY_SET: ReadonlySet<string> = new Set();

const TRACKS = { select: '2.75rem', expand: '2.75rem', actions: '2.75rem' } as const;

/** What can take focus inside a row, wherever its tabindex stands. */
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

const SAVED_TABINDEX = 'data-anp-tabindex';

/** Takes a control out of the Tab order, remembering its own tabindex. */
function demote(element: HTMLElement) {
  if (!element.hasAttribute(SAVED_TABINDEX)) {
    element.setAttribute(SAVED_TABINDEX, element.getAttribute('tabindex') ?? '');
  }
  if (element.getAttribute('tabindex') !== '-1') element.setAttribute('tabindex', '-1');
}

/** Gives a demoted control its own tabindex back. */
function restore(element: HTMLElement) {
  const saved = element.getAttribute(SAVED_TABINDEX);
  if (saved === null) return;
  element.removeAttribute(SAVED_TABINDEX);
  if (saved === '') element.removeAttribute('tabindex');
  else element.setAttribute('tabindex', saved);
}

const lineId = (line: Line) => `${line.index}${line.child ? 'c' : ''}`;

function parseLine(value: string | undefined): Line | null {
  const match = /^(\d+)(c?)$/.exec(value ?? '');
  return match ? { index: Number(match[1]), child: match[2] === 'c' } : null;
}

/** A cell's first control, else the cell itself (APG grid: a lone widget takes the focus). */
function focusTargetOfCell(cell: HTMLElement): HTMLElement {
  return cell.querySelector<HTMLElement>(CONTROLS) ?? cell;
}

const isTextEntry = (element: Element) =>
  element.matches(
    'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]), textarea, select, [contenteditable]:not([contenteditable="false"])',
  );

function anchorOf(element: Element): MenuAnchor {
  const rect = element.getBoundingClientRect();
  return { left: rect.left, top: rect.top, bottom: rect.bottom };
}

/** The scroll area's height before it can be measured, in px. */
function estimateHeight(height: number | string): number {
  if (typeof height === 'number') return height;
  const windowHeight = typeof window === 'undefined' ? 0 : window.innerHeight;
  if (!windowHeight) return ESTIMATED_VIEWPORT;
  const vh = /^\s*(\d+(?:\.\d+)?)vh\s*$/.exec(height);
  const px = /^\s*(\d+(?:\.\d+)?)px\s*$/.exec(height);
  if (vh) return Math.max(MIN_HEIGHT, (windowHeight * Number(vh[1])) / 100);
  if (px) return Number(px[1]);
  return windowHeight;
}

const cssLength = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/** Text in a cell ends in an ellipsis when it does not fit (a flex item's text cannot). */
function cellContent(content: ReactNode): ReactNode {
  return typeof content === 'string' || typeof content === 'number' ? (
    <span className={S.CLASS.text}>{content}</span>
  ) : (
    content
  );
}

/**
 * The sortable data table of ordering.md §2 screen 14, with an optional context menu, expandable
 * child rows, row selection and an empty-state label, virtualized so that 10,000 and 100,000
 * rows stay fast: only the rows in view (and a few more) are in the DOM.
 *
 * ARIA grid (treegrid when rows expand) with `aria-rowcount` / `aria-rowindex`, so screen
 * readers know the list's real size; one Tab stop in the body, arrow keys move between rows
 * and cells (roving focus). Needs a KitRoot (strings, the menu's portal container).
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
    isExpandable,
    rowActions,
    onEndReached,
    onRowActivate,
    onSelectedChange,
    onExpandedChange,
  } = props;
  const { t } = useKitTranslation(NS);
  const portalContainer = usePortalContainer();
  const ownId = useId();
  const baseId = props.id ?? ownId;
  const ids = {
    select: `${baseId}-select`,
    details: `${baseId}-details`,
    more: `${baseId}-more`,
    actionsFor: `${baseId}-actions-for`,
    menu: `${baseId}-menu`,
    rowHeader: (index: number) => `${baseId}-r${index}`,
    child: (index: number) => `${baseId}-c${index}`,
  };

  // Columns that fit the viewport (`hideBelow`), and the cells of every row.
  const thresholds = useMemo(
    () =>
      [...new Set(columns.map((c) => c.hideBelow).filter((w): w is number => w !== undefined))]
        .filter((w) => Number.isFinite(w))
        .sort((a, b) => a - b),
    [columns],
  );
  const reached = useMinWidths(thresholds);
  const selectable = onSelectedChange !== undefined;
  const expandable = renderChild !== undefined;
  const slots = useMemo<Slot<Row>[]>(() => {
    const shown = columns.filter(
      (c) => c.hideBelow === undefined || reached[thresholds.indexOf(c.hideBelow)] !== '0',
    );
    return [
      ...(selectable ? [{ kind: 'select' } as const] : []),
      ...(expandable ? [{ kind: 'expand' } as const] : []),
      ...shown.map((column) => ({ kind: 'data', column }) as const),
      ...(rowActions ? [{ kind: 'actions' } as const] : []),
    ];
  }, [columns, reached, thresholds, selectable, expandable, rowActions]);
  const template = slots
    .map((slot) =>
      slot.kind === 'data' ? (slot.column.width ?? 'minmax(8rem, 1fr)') : TRACKS[slot.kind],
    )
    .join(' ');
  const headerSlot = slots.findIndex((slot) => slot.kind === 'data');

  // Open rows: controlled, or the table's own.
  const [ownExpanded, setOwnExpanded] = useState<ReadonlySet<string>>(EMPTY_SET);
  const expanded = props.expanded ?? ownExpanded;
  const setExpanded = (next: ReadonlySet<string>) => {
    if (props.expanded === undefined) setOwnExpanded(next);
    onExpandedChange?.(next);
  };
  const selected = props.selected ?? EMPTY_SET;

  // Where open rows are: one pass over the rows, only while some are open.
  const openRows = useMemo(() => {
    const out: { index: number; key: string }[] = [];
    if (!expandable || expanded.size === 0) return out;
    for (let index = 0; index < rows.length && out.length < expanded.size; index += 1) {
      const key = rowKey(rows[index] as Row);
      if (expanded.has(key)) out.push({ index, key });
    }
    return out;
  }, [expandable, expanded, rows, rowKey]);
  const openIndexes = useMemo(() => new Set(openRows.map((r) => r.index)), [openRows]);
  const isOpen = (index: number) => openIndexes.has(index);

  const [childHeights, setChildHeights] = useState<ReadonlyMap<string, number>>(new Map());
  const childHeightOf = (key: string) => childHeights.get(key) ?? rowHeight * 3;
  const layout = useMemo(
    () =>
      createLayout(
        rows.length,
        rowHeight,
        openRows.map((r) => ({ index: r.index, height: childHeights.get(r.key) ?? rowHeight * 3 })),
      ),
    [rows.length, rowHeight, openRows, childHeights],
  );

  // The viewport: measured after the first render; until then an estimate fills the first paint.
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const headerRef = useRef<HTMLDivElement | null>(null);
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const height = props.height ?? '60vh';
  // Until measured: the height asked for (px, or vh of the window), else the window's, so the
  // first paint already shows every row in view and the measured size changes little.
  const [viewport, setViewport] = useState(() => ({
    height: estimateHeight(height),
    header: 0,
  }));
  // The scroll position in whole rows: the window only changes row by row (the overscan covers
  // the part of a row this rounds away), so scrolling re-renders once per row, not per event.
  const [scrollTop, setScrollTopState] = useState(0);
  const setScrollTop = (top: number) =>
    setScrollTopState(Math.max(0, Math.floor(top / rowHeight) * rowHeight));
  const bodyViewport = Math.max(rowHeight, viewport.height - viewport.header);
  const range = visibleRange(layout, scrollTop, bodyViewport, OVERSCAN);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return undefined;
    const measure = () => {
      const header = headerRef.current?.offsetHeight ?? 0;
      setViewport((previous) => {
        const next = scroller.clientHeight || previous.height;
        return next === previous.height && header === previous.header
          ? previous
          : { height: next, header };
      });
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      const view = scroller.ownerDocument.defaultView;
      view?.addEventListener('resize', measure);
      return () => view?.removeEventListener('resize', measure);
    }
    // The observer reports the first size after the browser's own layout: measuring here would
    // force a second layout of the first render, the largest part of its cost.
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    if (headerRef.current) observer.observe(headerRef.current);
    return () => observer.disconnect();
  }, []);

  // Child rows are measured as they render and whenever their content changes size.
  const childObserver = useRef<ResizeObserver | null>(null);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const measure = (elements: Iterable<Element>) => {
      setChildHeights((previous) => {
        let next: Map<string, number> | null = null;
        for (const element of elements) {
          const key = (element as HTMLElement).dataset.childKey;
          if (key === undefined || !element.isConnected) continue;
          const measured = (element as HTMLElement).offsetHeight;
          if (previous.get(key) !== measured) {
            next ??= new Map(previous);
            next.set(key, measured);
          }
        }
        return next ?? previous;
      });
    };
    const children = Array.from(body.querySelectorAll(':scope > [data-child-key]'));
    if (children.length > 0) measure(children);
    if (typeof ResizeObserver === 'undefined') return;
    childObserver.current ??= new ResizeObserver((entries) =>
      measure(entries.map((e) => e.target)),
    );
    const observer = childObserver.current;
    observer.disconnect();
    for (const child of children) observer.observe(child);
  });
  useEffect(() => () => childObserver.current?.disconnect(), []);

  // Keyboard focus: one line (and maybe a cell) is the Tab stop of the body.
  const [active, setActive] = useState<Active>({ index: 0, child: false, col: null });
  const activeIndex = Math.max(0, Math.min(active.index, rows.length - 1));
  const activeLine: Line = { index: activeIndex, child: active.child && isOpen(activeIndex) };
  const activeCol =
    activeLine.child || active.col === null ? null : Math.min(active.col, slots.length - 1);
  const focusPending = useRef(false);
  /** The element of a row that had focus last, while focus is in the body. */
  const lastFocused = useRef<HTMLElement | null>(null);

  const [menu, setMenu] = useState<MenuState | null>(null);

  const focusTarget = (): HTMLElement | null => {
    const body = bodyRef.current;
    const row = body?.querySelector<HTMLElement>(`:scope > [data-line="${lineId(activeLine)}"]`);
    if (!row || activeCol === null) return row ?? null;
    const cell = row.querySelector<HTMLElement>(`:scope > [data-col="${activeCol}"]`);
    return cell ? focusTargetOfCell(cell) : row;
  };

  // After every render: exactly one Tab stop in the body, focus where the keyboard put it, and
  // focus found again when the row holding it was replaced (new rows, a new sort).
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const target = focusTarget();
    const activeChild =
      activeLine.child && target?.matches('[data-child-key]') ? (target as HTMLElement) : null;
    for (const cell of Array.from(body.querySelectorAll<HTMLElement>('[data-col][tabindex]'))) {
      if (cell !== target) cell.removeAttribute('tabindex');
    }
    for (const control of Array.from(body.querySelectorAll<HTMLElement>(CONTROLS))) {
      if (control.hasAttribute('data-line') || control.hasAttribute('data-col')) continue;
      if (control === target || activeChild?.contains(control)) restore(control);
      else demote(control);
    }
    if (target?.hasAttribute('data-col')) target.tabIndex = 0;
    const focused = getActiveElement(body);
    const lost =
      lastFocused.current !== null &&
      !lastFocused.current.isConnected &&
      (focused === null || focused === body.ownerDocument.body);
    // Rows keep their keys, so a new order moves the focused row elsewhere: focus stays at its
    // position, as when the row is re-created.
    const focusedLine = focused?.closest('[data-line]');
    const moved =
      focusedLine?.parentElement === body &&
      focusedLine !== body.querySelector(`:scope > [data-line="${lineId(activeLine)}"]`);
    if ((focusPending.current || lost || moved) && target && menu === null) {
      focusPending.current = false;
      target.focus({ preventScroll: true });
    }
  });

  const moveTo = (line: Line, col: number | null) => {
    if (rows.length === 0) return;
    const scroller = scrollerRef.current;
    if (scroller) {
      const key = rowKey(rows[line.index] as Row);
      const top = rowTop(layout, line.index) + (line.child ? rowHeight : 0);
      const size = line.child ? childHeightOf(key) : rowHeight;
      const next = scrollToShow(
        scroller.scrollTop,
        bodyViewport,
        top,
        Math.min(size, bodyViewport),
      );
      if (next !== scroller.scrollTop) {
        scroller.scrollTop = next;
        setScrollTop(next);
      }
    }
    focusPending.current = true;
    setActive({ index: line.index, child: line.child, col: line.child ? active.col : col });
  };

  const onScroll = () => {
    const scroller = scrollerRef.current;
    if (scroller) setScrollTop(scroller.scrollTop);
  };

  // The next page, when the rendered rows near the end: once per list (its length and its first
  // and last rows), so a page that fails or comes back empty is not asked for again and again,
  // while a new list (other filters, another sort) of the same length is.
  const listId =
    rows.length === 0
      ? ''
      : `${rows.length}\u0000${rowKey(rows[0] as Row)}\u0000${rowKey(rows[rows.length - 1] as Row)}`;
  const endAskedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!onEndReached || loading || listId === '') return;
    if (range.last >= rows.length - 1 - END_THRESHOLD && endAskedFor.current !== listId) {
      endAskedFor.current = listId;
      onEndReached();
    }
  }, [onEndReached, loading, listId, rows.length, range.last]);

  // Selection.
  const selectedCount = useMemo(() => {
    if (!selectable || selected.size === 0) return 0;
    let count = 0;
    for (const row of rows) if (selected.has(rowKey(row))) count += 1;
    return count;
  }, [selectable, selected, rows, rowKey]);
  const allSelected = rows.length > 0 && selectedCount === rows.length;
  const someSelected = selectedCount > 0 && !allSelected;
  const toggleSelected = (key: string) => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    onSelectedChange?.(next);
  };
  const toggleAll = () => {
    const next = new Set(selected);
    for (const row of rows) {
      if (allSelected) next.delete(rowKey(row));
      else next.add(rowKey(row));
    }
    onSelectedChange?.(next);
  };

  const canExpand = (row: Row) => expandable && (isExpandable?.(row) ?? true);
  const toggleExpanded = (key: string) => {
    const next = new Set(expanded);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setExpanded(next);
  };

  // Sorting: the caller sorts; a polite status line says what changed.
  const [announcement, setAnnouncement] = useState('');
  const requestSort = (column: Column<Row>) => {
    const direction: SortDirection =
      sort?.columnId === column.id && sort.direction === 'asc' ? 'desc' : 'asc';
    changeSort(column, direction);
  };
  const changeSort = (column: Column<Row>, direction: SortDirection) => {
    props.onSortChange?.({ columnId: column.id, direction });
    setAnnouncement(
      t(direction === 'asc' ? 'sortedAscending' : 'sortedDescending', { column: column.header }),
    );
  };

  // The context menu.
  const openMenu = (index: number, anchor: MenuAnchor, opener: HTMLElement | null) => {
    const row = rows[index];
    if (!rowActions || row === undefined) return;
    const items = rowActions(row);
    if (items.length === 0) return;
    setActive((previous) =>
      previous.index === index && !previous.child ? previous : { index, child: false, col: null },
    );
    setMenu({ index, anchor, opener, items });
  };
  const closeMenu = (restoreFocus: boolean) => {
    const opener = menu?.opener;
    setMenu(null);
    if (!restoreFocus) return;
    if (opener?.isConnected) opener.focus({ preventScroll: true });
    else focusPending.current = true;
  };

  const lineOf = (element: HTMLElement): { row: HTMLElement; line: Line } | null => {
    const body = bodyRef.current;
    const row = element.closest<HTMLElement>('[data-line]');
    if (!body || !row || row.parentElement !== body) return null;
    const line = parseLine(row.dataset.line);
    return line ? { row, line } : null;
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const found = lineOf(target);
    if (!found) return;
    lastFocused.current = target;
    const { row, line } = found;
    let col: number | null = null;
    if (!line.child && target !== row) {
      const cell = target.closest<HTMLElement>('[data-col]');
      if (cell?.parentElement === row) col = Number(cell.dataset.col);
    }
    const next: Active = {
      index: line.index,
      child: line.child,
      col: line.child ? active.col : col,
    };
    if (next.index !== active.index || next.child !== active.child || next.col !== active.col) {
      setActive(next);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    const left = event.target;
    // Focus that really left (a click elsewhere, Tab) is let go; focus whose row is being
    // replaced (new rows, a new sort) is found again after the render (see above).
    setTimeout(() => {
      if (left.isConnected && lastFocused.current === left) lastFocused.current = null;
    }, 0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    const found = lineOf(target);
    if (!found) return;
    const { row: rowElement, line } = found;
    // Inside a child row's content, keys belong to that content.
    if (line.child && target !== rowElement) return;
    if (isTextEntry(target)) return;
    const cell = line.child ? null : target.closest<HTMLElement>('[data-col]');
    const col = target !== rowElement && cell ? Number(cell.dataset.col) : null;
    const row = rows[line.index];
    if (row === undefined) return;
    const { key } = event;

    if ((key === 'F10' && event.shiftKey) || key === 'ContextMenu') {
      if (line.child || !rowActions) return;
      event.preventDefault();
      const button = rowElement.querySelector<HTMLElement>('[aria-haspopup="menu"]');
      openMenu(line.index, anchorOf(button ?? target), target);
      return;
    }
    if (event.altKey || event.metaKey) return;

    const steps = pageSteps(bodyViewport, rowHeight);
    const last = slots.length - 1;
    switch (key) {
      case 'ArrowDown':
        moveTo(moveLine(line, 1, rows.length, isOpen), col ?? active.col);
        break;
      case 'ArrowUp':
        moveTo(moveLine(line, -1, rows.length, isOpen), col ?? active.col);
        break;
      case 'PageDown':
        moveTo(moveLine(line, steps, rows.length, isOpen), col);
        break;
      case 'PageUp':
        moveTo(moveLine(line, -steps, rows.length, isOpen), col);
        break;
      case 'Home':
        if (col !== null && !event.ctrlKey) moveTo(line, 0);
        else moveTo({ index: 0, child: false }, col);
        break;
      case 'End':
        if (col !== null && !event.ctrlKey) moveTo(line, last);
        else moveTo(lastLine(rows.length, isOpen), col);
        break;
      case 'ArrowRight':
        if (line.child) return;
        if (col === null && canExpand(row) && !isOpen(line.index)) {
          toggleExpanded(rowKey(row));
        } else {
          moveTo(line, col === null ? 0 : Math.min(last, col + 1));
        }
        break;
      case 'ArrowLeft':
        if (line.child) moveTo({ index: line.index, child: false }, null);
        else if (col !== null) moveTo(line, col === 0 ? null : col - 1);
        else if (isOpen(line.index)) toggleExpanded(rowKey(row));
        else return;
        break;
      case 'Enter':
        // A control in a cell (a link, a button) does its own thing.
        if (line.child || (target !== rowElement && target !== cell)) return;
        if (!onRowActivate) return;
        onRowActivate(row);
        break;
      case ' ':
        if (line.child || target !== rowElement || !selectable) return;
        toggleSelected(rowKey(row));
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    if (!rowActions) return;
    const found = lineOf(event.target as HTMLElement);
    if (!found || found.line.child) return;
    event.preventDefault();
    openMenu(
      found.line.index,
      { left: event.clientX, top: event.clientY, bottom: event.clientY },
      found.row,
    );
  };

  // What is rendered: the window, plus the row holding focus so scrolling never drops focus.
  const indexes: number[] = [];
  for (let index = range.first; index <= range.last; index += 1) indexes.push(index);
  if (rows.length > 0 && (activeIndex < range.first || activeIndex > range.last)) {
    indexes.push(activeIndex);
    indexes.sort((a, b) => a - b);
  }
  // aria-rowindex counts the header row and the child rows open above.
  const openBefore = (index: number) => {
    let count = 0;
    for (const open of openRows) if (open.index < index) count += 1;
    return count;
  };
  const rowIndexOf = (index: number) => index + 2 + openBefore(index);
  const rowCount =
    rows.length === 0 ? (loading ? 1 : 2) : 1 + (props.rowCount ?? rows.length) + openRows.length;

  const total = totalHeight(layout);
  const moreLoading = loading && rows.length > 0;
  const contentHeight = viewport.header + total + (moreLoading ? rowHeight : 0);
  const scrollerStyle: CSSProperties =
    rows.length === 0
      ? {}
      : {
          height: `min(${cssLength(height)}, ${contentHeight}px)`,
          minHeight: `min(${MIN_HEIGHT}px, ${contentHeight}px)`,
        };
  const rootStyle = {
    '--anp-dt-columns': template,
    '--anp-dt-row-height': `${rowHeight}px`,
  } as CSSProperties;

  const renderRow = (index: number) => {
    const row = rows[index] as Row;
    const key = rowKey(row);
    const top = rowTop(layout, index);
    const open = isOpen(index);
    const expandableRow = canExpand(row);
    const isSelected = selectable && selected.has(key);
    const headerId = ids.rowHeader(index);
    const menuOpen = menu?.index === index;
    const rowIsStop = !activeLine.child && activeIndex === index && activeCol === null;
    const line = (
      <div
        className={S.CLASS.row}
        role="row"
        data-line={index}
        aria-rowindex={rowIndexOf(index)}
        aria-selected={selectable ? isSelected : undefined}
        aria-level={expandable ? 1 : undefined}
        aria-expanded={expandable && expandableRow ? open : undefined}
        tabIndex={rowIsStop ? 0 : -1}
        data-odd={index % 2 === 1 ? '' : undefined}
        style={{ top }}
      >
        {slots.map((slot, col) => {
          switch (slot.kind) {
            case 'select':
              return (
                <div key="select" className={S.CLASS.control} role="gridcell" data-col={col}>
                  <input
                    className={S.CLASS.checkbox}
                    type="checkbox"
                    checked={isSelected}
                    aria-labelledby={`${ids.select} ${headerId}`}
                    onChange={() => toggleSelected(key)}
                  />
                </div>
              );
            case 'expand':
              return (
                <div key="expand" className={S.CLASS.control} role="gridcell" data-col={col}>
                  {expandableRow && (
                    <button
                      className={S.CLASS.iconButton}
                      type="button"
                      aria-expanded={open}
                      aria-controls={open ? ids.child(index) : undefined}
                      aria-labelledby={`${ids.details} ${headerId}`}
                      onClick={() => toggleExpanded(key)}
                    >
                      <ChevronIcon />
                    </button>
                  )}
                </div>
              );
            case 'actions':
              return (
                <div key="actions" className={S.CLASS.control} role="gridcell" data-col={col}>
                  <button
                    className={S.CLASS.iconButton}
                    type="button"
                    aria-haspopup="menu"
                    aria-expanded={menuOpen}
                    aria-controls={menuOpen ? ids.menu : undefined}
                    aria-labelledby={`${ids.more} ${headerId}`}
                    onClick={(event) =>
                      menuOpen
                        ? closeMenu(true)
                        : openMenu(index, anchorOf(event.currentTarget), event.currentTarget)
                    }
                  >
                    <MoreIcon />
                  </button>
                </div>
              );
            default:
              return (
                <div
                  key={slot.column.id}
                  className={S.CLASS.cell}
                  role={col === headerSlot ? 'rowheader' : 'gridcell'}
                  id={col === headerSlot ? headerId : undefined}
                  data-col={col}
                  data-align={slot.column.align === 'end' ? 'end' : undefined}
                >
                  {cellContent(slot.column.cell(row))}
                </div>
              );
          }
        })}
      </div>
    );
    const childIsStop = activeLine.child && activeIndex === index;
    // One keyed fragment per row, so opening its child row never re-creates the row (focus stays).
    return (
      <Fragment key={key}>
        {line}
        {open && renderChild && (
          <div
            className={S.CLASS.child}
            id={ids.child(index)}
            role="row"
            data-line={`${index}c`}
            data-child-key={key}
            aria-rowindex={rowIndexOf(index) + 1}
            aria-level={2}
            tabIndex={childIsStop ? 0 : -1}
            style={{ top: top + rowHeight }}
          >
            <div className={S.CLASS.childCell} role="gridcell" aria-colspan={slots.length}>
              {renderChild(row)}
            </div>
          </div>
        )}
      </Fragment>
    );
  };

  const menuElement = menu && (
    <RowMenu
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
      <S.Scroller ref={scrollerRef} style={scrollerStyle} onScroll={onScroll}>
        <S.Grid
          id={baseId}
          role={expandable ? 'treegrid' : 'grid'}
          aria-label={label}
          aria-rowcount={rowCount}
          aria-colcount={slots.length}
          aria-busy={loading || undefined}
          aria-multiselectable={selectable || undefined}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={onBlur}
          onContextMenu={onContextMenu}
        >
          <S.HeaderGroup ref={headerRef} role="rowgroup">
            <S.HeaderRow role="row" aria-rowindex={1}>
              {slots.map((slot) => {
                switch (slot.kind) {
                  case 'select':
                    return (
                      <S.ControlHeaderCell key="select" role="columnheader">
                        <input
                          className={S.CLASS.checkbox}
                          type="checkbox"
                          aria-label={t('selectAll')}
                          checked={allSelected}
                          disabled={rows.length === 0}
                          ref={(element) => {
                            if (element) element.indeterminate = someSelected;
                          }}
                          onChange={toggleAll}
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
                            onClick={() => requestSort(column)}
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
          <S.Body
            ref={bodyRef}
            role="rowgroup"
            style={rows.length > 0 ? { height: total } : undefined}
          >
            {indexes.map(renderRow)}
            {rows.length === 0 && !loading && (
              <S.MessageRow role="row" aria-rowindex={2}>
                <S.MessageCell role="gridcell" aria-colspan={slots.length}>
                  {emptyLabel}
                </S.MessageCell>
              </S.MessageRow>
            )}
            {rows.length === 0 &&
              loading &&
              Array.from({ length: SKELETON_ROWS }, (_, row) => (
                <S.SkeletonRow key={row} aria-hidden="true" data-skeleton="">
                  {slots.map((slot, col) => (
                    <S.SkeletonBar
                      key={col}
                      style={{
                        width:
                          slot.kind === 'data' ? `${50 + ((row * 7 + col * 13) % 40)}%` : '1rem',
                      }}
                    />
                  ))}
                </S.SkeletonRow>
              ))}
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
      {menuElement && (portalContainer ? createPortal(menuElement, portalContainer) : menuElement)}
    </S.Root>
  );
}
