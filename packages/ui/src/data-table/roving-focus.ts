/**
 * The DOM side of the table's roving focus: which elements of a row can take focus, taking them
 * out of the Tab order and back, and finding the line (row or child row) of an element.
 */
import type { MenuAnchor } from './row-menu';
import type { Line } from './virtual';

/** What can take focus inside a row, wherever its tabindex stands. */
export const CONTROLS = [
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
export function demote(element: HTMLElement) {
  if (!element.hasAttribute(SAVED_TABINDEX)) {
    element.setAttribute(SAVED_TABINDEX, element.getAttribute('tabindex') ?? '');
  }
  if (element.getAttribute('tabindex') !== '-1') element.setAttribute('tabindex', '-1');
}

/** Gives a demoted control its own tabindex back. */
export function restore(element: HTMLElement) {
  const saved = element.getAttribute(SAVED_TABINDEX);
  if (saved === null) return;
  element.removeAttribute(SAVED_TABINDEX);
  if (saved === '') element.removeAttribute('tabindex');
  else element.setAttribute('tabindex', saved);
}

/** The `data-line` of a line: its row index, `c` after it for the child row. */
export const lineId = (line: Line) => `${line.index}${line.child ? 'c' : ''}`;

export function parseLine(value: string | undefined): Line | null {
  const match = /^(\d+)(c?)$/.exec(value ?? '');
  return match ? { index: Number(match[1]), child: match[2] === 'c' } : null;
}

/** A cell's first control, else the cell itself (APG grid: a lone widget takes the focus). */
export function focusTargetOfCell(cell: HTMLElement): HTMLElement {
  return cell.querySelector<HTMLElement>(CONTROLS) ?? cell;
}

/** Controls that use the arrow keys and letters themselves. */
export const isTextEntry = (element: Element) =>
  element.matches(
    'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]), textarea, select, [contenteditable]:not([contenteditable="false"])',
  );

/** Where a menu opened from `element` is anchored. */
export function anchorOf(element: Element): MenuAnchor {
  const rect = element.getBoundingClientRect();
  return { left: rect.left, top: rect.top, bottom: rect.bottom };
}
