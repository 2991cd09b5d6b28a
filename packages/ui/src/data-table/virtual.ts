/**
 * Pure geometry and keyboard movement of the data table's virtual window (ordering.md §2 screen
 * 14: "virtualized so that 10,000 and 100,000 rows stay fast"). No React, no DOM: rows have one
 * fixed height, an expanded row adds its child row of measured height below it, and everything
 * here costs O(log n) per call so the window of 100,000 rows is found in microseconds.
 */

/** An expanded row and the height of its child row, in px. */
export interface ExpandedRow {
  index: number;
  height: number;
}

/** Where every row of the list sits, in px from the top of the table body. */
export interface Layout {
  count: number;
  rowHeight: number;
  /** Expanded rows inside `0..count-1`, by index. */
  expanded: readonly ExpandedRow[];
  /** `prefix[k]`: the child rows' heights of `expanded[0..k-1]` added up. */
  prefix: readonly number[];
}

export function createLayout(
  count: number,
  rowHeight: number,
  expanded: readonly ExpandedRow[] = [],
): Layout {
  const inside = expanded
    .filter((e) => e.index >= 0 && e.index < count)
    .sort((a, b) => a.index - b.index);
  const prefix = [0];
  for (const e of inside) prefix.push((prefix[prefix.length - 1] ?? 0) + Math.max(0, e.height));
  return { count, rowHeight, expanded: inside, prefix };
}

/** How many expanded rows come before row `index` (binary search). */
function expandedBefore(layout: Layout, index: number): number {
  let low = 0;
  let high = layout.expanded.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((layout.expanded[mid]?.index ?? Infinity) < index) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The top of row `index`: the rows above it and the child rows open above it. */
export function rowTop(layout: Layout, index: number): number {
  return index * layout.rowHeight + (layout.prefix[expandedBefore(layout, index)] ?? 0);
}

/** The height of the whole body. */
export function totalHeight(layout: Layout): number {
  return layout.count * layout.rowHeight + (layout.prefix[layout.prefix.length - 1] ?? 0);
}

/** The row at `y` (its own line or its child row); clamped to the list. */
export function rowAt(layout: Layout, y: number): number {
  if (layout.count === 0) return 0;
  let low = 0;
  let high = layout.count - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (rowTop(layout, mid) <= y) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The rows to render, inclusive; `last < first` when there are none. */
export interface RowRange {
  first: number;
  last: number;
}

/**
 * The rows that show between `scrollTop` and `scrollTop + height` (body coordinates), with
 * `overscan` more on each side so a fast scroll or a key press finds them already there.
 */
export function visibleRange(
  layout: Layout,
  scrollTop: number,
  height: number,
  overscan: number,
): RowRange {
  if (layout.count === 0) return { first: 0, last: -1 };
  const top = Math.max(0, scrollTop);
  const first = Math.max(0, rowAt(layout, top) - overscan);
  const last = Math.min(layout.count - 1, rowAt(layout, top + Math.max(0, height)) + overscan);
  return { first, last };
}

/**
 * The scroll position that shows the band `top..top + size` whole, moving as little as possible
 * from `scrollTop` (`viewport`: the height rows can show in, below the sticky header).
 */
export function scrollToShow(
  scrollTop: number,
  viewport: number,
  top: number,
  size: number,
): number {
  if (top < scrollTop) return top;
  if (top + size > scrollTop + viewport) return Math.max(0, Math.min(top, top + size - viewport));
  return scrollTop;
}

/** A focusable line of the body: a row, or the child row under an expanded row. */
export interface Line {
  index: number;
  child: boolean;
}

/**
 * The line `steps` away from `line` (negative: up), walking through open child rows; stops at
 * the first and last line.
 */
export function moveLine(
  line: Line,
  steps: number,
  count: number,
  isExpanded: (index: number) => boolean,
): Line {
  if (count === 0) return { index: 0, child: false };
  let current: Line = {
    index: Math.min(Math.max(0, line.index), count - 1),
    child: line.child && isExpanded(line.index),
  };
  const direction = steps > 0 ? 1 : -1;
  for (let step = 0; step < Math.abs(steps); step += 1) {
    const next = stepLine(current, direction, count, isExpanded);
    if (next === null) break;
    current = next;
  }
  return current;
}

function stepLine(
  line: Line,
  direction: 1 | -1,
  count: number,
  isExpanded: (index: number) => boolean,
): Line | null {
  if (direction === 1) {
    if (!line.child && isExpanded(line.index)) return { index: line.index, child: true };
    return line.index + 1 < count ? { index: line.index + 1, child: false } : null;
  }
  if (line.child) return { index: line.index, child: false };
  if (line.index === 0) return null;
  const above = line.index - 1;
  return { index: above, child: isExpanded(above) };
}

/** The last line of the list: the last row, or its child row when it is open. */
export function lastLine(count: number, isExpanded: (index: number) => boolean): Line {
  const index = Math.max(0, count - 1);
  return { index, child: count > 0 && isExpanded(index) };
}

/** Lines a Page Up/Down moves: what the viewport shows, less one so context stays in view. */
export function pageSteps(viewport: number, rowHeight: number): number {
  return Math.max(1, Math.floor(viewport / rowHeight) - 1);
}

/**
 * The rows to render, in order: the window, plus the row holding keyboard focus when it is
 * outside it, so scrolling never drops focus.
 */
export function renderedRows(range: RowRange, count: number, focused: number): number[] {
  const indexes: number[] = [];
  for (let index = range.first; index <= range.last; index += 1) indexes.push(index);
  if (count > 0 && (focused < range.first || focused > range.last)) {
    indexes.push(focused);
    indexes.sort((a, b) => a - b);
  }
  return indexes;
}
