import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import {
  createLayout,
  rowTop,
  scrollToShow,
  totalHeight,
  visibleRange,
  type Layout,
  type Line,
  type RowRange,
} from './virtual';

/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 6;
/** The viewport assumed before it is measured, without a window to look at, in px. */
const ESTIMATED_VIEWPORT = 600;
const MIN_HEIGHT = 320;

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

export interface VirtualRowsOptions {
  /** The scroll area, the header's row group and the body, as rendered. */
  scrollerRef: RefObject<HTMLDivElement | null>;
  headerRef: RefObject<HTMLDivElement | null>;
  bodyRef: RefObject<HTMLDivElement | null>;
  /** Rows of the list (loaded). */
  count: number;
  rowHeight: number;
  /** The open child rows, by row index; their heights are measured. */
  openRows: readonly { index: number; key: string }[];
  /** Height of the scroll area (px or CSS length). */
  height: number | string;
  /** A line under the rows says more are loading. */
  loadingMore: boolean;
}

export interface VirtualRows {
  layout: Layout;
  /** The rows in view and the overscan. */
  range: RowRange;
  /** The height rows can show in, below the sticky header (px). */
  bodyViewport: number;
  /** Height of the whole body (px): every row and open child row. */
  total: number;
  /** The scroll area's size: never taller than its rows. */
  scrollerStyle: CSSProperties;
  onScroll(): void;
  /** Scrolls as little as needed to show `line` whole (`childKey`: its row's key). */
  reveal(line: Line, childKey: string): void;
}

/**
 * The virtual window of the table: rows of one height positioned in a body as tall as the whole
 * list, child rows measured as they render and as their content changes, the viewport measured
 * after the first paint (estimated before), and the rows that show at the scroll position.
 */
export function useVirtualRows(options: VirtualRowsOptions): VirtualRows {
  const { scrollerRef, headerRef, bodyRef, count, rowHeight, openRows, height, loadingMore } =
    options;
  const [childHeights, setChildHeights] = useState<ReadonlyMap<string, number>>(new Map());
  const childHeightOf = (key: string) => childHeights.get(key) ?? rowHeight * 3;
  const layout = useMemo(
    () =>
      createLayout(
        count,
        rowHeight,
        openRows.map((r) => ({ index: r.index, height: childHeights.get(r.key) ?? rowHeight * 3 })),
      ),
    [count, rowHeight, openRows, childHeights],
  );

  // The viewport: measured after the first render; until then an estimate fills the first paint.
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
    // The refs are the table's own, the same objects for its life: this runs once.
  }, [scrollerRef, headerRef]);

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

  const total = totalHeight(layout);
  const contentHeight = viewport.header + total + (loadingMore ? rowHeight : 0);
  const scrollerStyle: CSSProperties =
    count === 0
      ? {}
      : {
          height: `min(${cssLength(height)}, ${contentHeight}px)`,
          minHeight: `min(${MIN_HEIGHT}px, ${contentHeight}px)`,
        };

  return {
    layout,
    range,
    bodyViewport,
    total,
    scrollerStyle,
    onScroll: () => {
      const scroller = scrollerRef.current;
      if (scroller) setScrollTop(scroller.scrollTop);
    },
    reveal: (line: Line, childKey: string) => {
      const scroller = scrollerRef.current;
      if (!scroller) return;
      const top = rowTop(layout, line.index) + (line.child ? rowHeight : 0);
      const size = line.child ? childHeightOf(childKey) : rowHeight;
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
    },
  };
}
