import { useCallback, useState, type RefObject } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { moveIndex } from '../model/menu-keys';
import { hasChildren, type PortalNavItem } from '../model/navigation';
import { useOutsidePointer } from '../use-outside-pointer';

/** The links and buttons of a list, in order (each is the first child of its `li`). */
function controlsOf(list: Element | null): HTMLElement[] {
  return Array.from(list?.children ?? [])
    .map((li) => li.firstElementChild)
    .filter((el): el is HTMLElement => el instanceof HTMLElement);
}

/** The button that opened the dropdown holding `control` (it precedes the list in its `li`). */
function ownerOf(control: HTMLElement): HTMLElement | null {
  const owner = control.closest('ul')?.previousElementSibling;
  return owner instanceof HTMLElement ? owner : null;
}

export interface NavTabs {
  /** The open dropdowns, from the tab down: ['nutritioncloud', 'bidashboards']. */
  open: string[];
  setOpen(trail: string[]): void;
  closeAll(): void;
  /** Keys on a tab or an entry; `item` is null for links, `trail` the dropdowns above it. */
  onKeyDown(event: KeyboardEvent<HTMLElement>, item: PortalNavItem | null, trail: string[]): void;
  onBlur(event: FocusEvent): void;
}

/**
 * Behaviour of the header's tabs (shell-and-admin.md §2 "Header"): which dropdowns are open, and
 * the keys of a menu bar over a disclosure navigation. Left and Right move between tabs, Down
 * and Up open a dropdown and move inside it, Right opens a nested one and Left closes it, Escape
 * closes the level and returns to its button. Leaving the bar or clicking elsewhere closes all.
 */
export function useNavTabs(navRef: RefObject<HTMLElement | null>): NavTabs {
  // The open dropdowns, from the tab down: ['nutritioncloud', 'bidashboards'].
  const [open, setOpen] = useState<string[]>([]);
  const closeAll = useCallback(() => setOpen([]), []);
  useOutsidePointer(
    open.length > 0,
    useCallback(() => navRef.current, [navRef]),
    closeAll,
  );

  /** Opens the dropdowns of `trail` and focuses the first or last entry of the deepest. */
  const openTo = (trail: string[], button: HTMLElement, edge: 'first' | 'last') => {
    flushSync(() => setOpen(trail));
    const controls = controlsOf(button.nextElementSibling);
    controls[edge === 'first' ? 0 : controls.length - 1]?.focus();
  };

  const onKeyDown = (
    event: KeyboardEvent<HTMLElement>,
    item: PortalNavItem | null,
    trail: string[],
  ) => {
    const control = event.currentTarget;
    const depth = trail.length;
    const opens = item !== null && hasChildren(item);
    const key = event.key;
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    if (key === 'Escape') {
      if (depth === 0 && open.length === 0) return;
      handled();
      if (depth === 0) return closeAll();
      // Close this level and return to the button that opened it.
      setOpen(trail.slice(0, -1));
      ownerOf(control)?.focus();
      return;
    }
    if (depth === 0) {
      const all = controlsOf(control.closest('ul'));
      const next = moveIndex(key, all.indexOf(control), all.length, 'horizontal');
      if (next !== null) {
        handled();
        setOpen([]);
        all[next]?.focus();
      } else if (opens && (key === 'ArrowDown' || key === 'ArrowUp')) {
        handled();
        openTo([item.id], control, key === 'ArrowDown' ? 'first' : 'last');
      }
      return;
    }
    const all = controlsOf(control.closest('ul'));
    const next = moveIndex(key, all.indexOf(control), all.length);
    if (next !== null) {
      handled();
      all[next]?.focus();
    } else if (key === 'ArrowRight' && opens) {
      handled();
      openTo([...trail, item.id], control, 'first');
    } else if (key === 'ArrowLeft' && depth > 1) {
      handled();
      setOpen(trail.slice(0, -1));
      ownerOf(control)?.focus();
    } else if ((key === 'ArrowLeft' || key === 'ArrowRight') && depth === 1) {
      // Inside a first-level dropdown the side arrows move on to the neighbouring tab.
      handled();
      const tabs = Array.from(navRef.current?.querySelectorAll<HTMLElement>('[data-tab]') ?? []);
      const at = tabs.findIndex((tab) => tab.getAttribute('data-tab') === trail[0]);
      const to = moveIndex(key, at, tabs.length, 'horizontal');
      setOpen([]);
      if (to !== null) tabs[to]?.focus();
    }
  };

  // Tab (or a script) moving focus out of the bar closes it. Focus going nowhere (a click on a
  // dropdown's padding, or outside, where the pointer listener decides) keeps it.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || navRef.current?.contains(next)) return;
    if (open.length > 0) closeAll();
  };

  return { open, setOpen, closeAll, onKeyDown, onBlur };
}
