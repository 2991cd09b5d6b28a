import {
  useLayoutEffect,
  type Dispatch,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import { getActiveElement } from '../dom';
import type { Active, Slot } from './data-table.types';
import {
  CONTROLS,
  anchorOf,
  demote,
  focusTargetOfCell,
  isTextEntry,
  lineId,
  parseLine,
  restore,
} from './roving-focus';
import type { ExpandedRows } from './use-expanded-rows';
import type { RowMenuControl } from './use-row-menu';
import type { Selection } from './use-selection';
import type { VirtualRows } from './use-virtual-rows';
import { lastLine, moveLine, pageSteps, type Line } from './virtual';

export interface KeyboardOptions<Row> {
  rows: readonly Row[];
  rowKey(row: Row): string;
  rowHeight: number;
  slots: readonly Slot<Row>[];
  active: Active;
  setActive: Dispatch<SetStateAction<Active>>;
  focusPendingRef: RefObject<boolean>;
  lastFocusedRef: RefObject<HTMLElement | null>;
  bodyRef: RefObject<HTMLDivElement | null>;
  virtual: Pick<VirtualRows, 'reveal' | 'bodyViewport'>;
  expandedRows: ExpandedRows<Row>;
  selection: Selection;
  rowMenu: RowMenuControl;
  withActions: boolean;
  onRowActivate?: ((row: Row) => void) | undefined;
}

export interface KeyboardNavigation {
  /** The row holding the Tab stop (within the rows). */
  activeIndex: number;
  /** The line holding it: the row, or its open child row. */
  activeLine: Line;
  /** The cell holding it, by position; null: the row itself. */
  activeCol: number | null;
  onKeyDown(event: KeyboardEvent<HTMLDivElement>): void;
  onFocus(event: FocusEvent<HTMLDivElement>): void;
  onBlur(event: FocusEvent<HTMLDivElement>): void;
  onContextMenu(event: MouseEvent<HTMLDivElement>): void;
}

/**
 * Keyboard navigation of the body (APG grid, roving focus): one Tab stop, arrows between lines
 * and cells, Page Up/Down, Home/End, Right and Left to open and close child rows, Enter to
 * activate, Space to select, Shift+F10 for the menu; controls of other rows leave the Tab order,
 * and focus is found again when the row holding it is re-created.
 */
export function useKeyboardNavigation<Row>(options: KeyboardOptions<Row>): KeyboardNavigation {
  const { rows, rowKey, rowHeight, slots, active, setActive, virtual } = options;
  const { focusPendingRef, lastFocusedRef, bodyRef, expandedRows, selection } = options;
  const { isOpen, canExpand, toggleExpanded } = expandedRows;
  const { menu, openMenu } = options.rowMenu;

  const activeIndex = Math.max(0, Math.min(active.index, rows.length - 1));
  const activeLine: Line = { index: activeIndex, child: active.child && isOpen(activeIndex) };
  const activeCol =
    activeLine.child || active.col === null ? null : Math.min(active.col, slots.length - 1);

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
      lastFocusedRef.current !== null &&
      !lastFocusedRef.current.isConnected &&
      (focused === null || focused === body.ownerDocument.body);
    // Rows keep their keys, so a new order moves the focused row elsewhere: focus stays at its
    // position, as when the row is re-created.
    const focusedLine = focused?.closest('[data-line]');
    const moved =
      focusedLine?.parentElement === body &&
      focusedLine !== body.querySelector(`:scope > [data-line="${lineId(activeLine)}"]`);
    if ((focusPendingRef.current || lost || moved) && target && menu === null) {
      focusPendingRef.current = false;
      target.focus({ preventScroll: true });
    }
  });

  const moveTo = (line: Line, col: number | null) => {
    if (rows.length === 0) return;
    virtual.reveal(line, rowKey(rows[line.index] as Row));
    focusPendingRef.current = true;
    setActive({ index: line.index, child: line.child, col: line.child ? active.col : col });
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
    lastFocusedRef.current = target;
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
      if (left.isConnected && lastFocusedRef.current === left) lastFocusedRef.current = null;
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
      if (line.child || !options.withActions) return;
      event.preventDefault();
      const button = rowElement.querySelector<HTMLElement>('[aria-haspopup="menu"]');
      openMenu(line.index, anchorOf(button ?? target), target);
      return;
    }
    if (event.altKey || event.metaKey) return;

    const steps = pageSteps(virtual.bodyViewport, rowHeight);
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
        if (!options.onRowActivate) return;
        options.onRowActivate(row);
        break;
      case ' ':
        if (line.child || target !== rowElement || !selection.selectable) return;
        selection.toggleSelected(rowKey(row));
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    if (!options.withActions) return;
    const found = lineOf(event.target as HTMLElement);
    if (!found || found.line.child) return;
    event.preventDefault();
    openMenu(
      found.line.index,
      { left: event.clientX, top: event.clientY, bottom: event.clientY },
      found.row,
    );
  };

  return { activeIndex, activeLine, activeCol, onKeyDown, onFocus, onBlur, onContextMenu };
}
