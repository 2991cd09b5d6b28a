import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { getActiveElement } from '../dom';
import { popoverMode, usePopover } from '../top-layer/popover';
import type { VirtualElement } from '../top-layer/anchored';
import * as S from './data-table.styles';

/** One entry of a row's context menu. */
export interface RowAction {
  id: string;
  label: string;
  onSelect(): void;
  /** Shown, focusable and announced as unavailable, but does nothing. */
  disabled?: boolean;
}

/** Where the menu opens: under a button (flipping above it when there is no room), or at a point. */
export interface MenuAnchor {
  left: number;
  top: number;
  bottom: number;
}

export interface RowMenuProps {
  id: string;
  items: readonly RowAction[];
  anchor: MenuAnchor;
  /** The menu's accessible name: ids of elements whose text names it ("Actions for" + the row). */
  labelledBy: string;
  /** Closes the menu; `restoreFocus`: focus goes back to what opened it. */
  onClose(restoreFocus: boolean): void;
  /** The element that opened it: presses on it do not count as outside. */
  opener: HTMLElement | null;
}

/** The anchor as Floating UI reads it: a box (a button's) or a point (a right-click). */
function anchorBox(anchor: MenuAnchor): VirtualElement {
  const rect = {
    x: anchor.left,
    y: anchor.top,
    left: anchor.left,
    top: anchor.top,
    right: anchor.left,
    bottom: anchor.bottom,
    width: 0,
    height: anchor.bottom - anchor.top,
  };
  return { getBoundingClientRect: () => rect };
}

/**
 * A row's context menu (WAI-ARIA APG menu button pattern): focus moves to the first item, arrow
 * keys, Home and End move among the items (wrapping), a letter jumps to the next item starting
 * with it, Enter and Space choose, Escape and Tab close and give focus back to the opener. A
 * press outside closes it. Disabled items stay reachable so they can say they are unavailable.
 */
export function RowMenu({ id, items, anchor, labelledBy, onClose, opener }: RowMenuProps) {
  const menuRef = useRef<HTMLDivElement | null>(null);

  const itemElements = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // A light-dismiss popover in the top layer, under its anchor (flipped above it when there is
  // no room), whole and on top whatever transforms, clips or stacks the table.
  usePopover(menuRef, {
    open: true,
    anchor: () => anchorBox(anchor),
    source: () => opener,
    gap: 0,
    onDismiss: () => onClose(false),
  });
  useLayoutEffect(() => {
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [anchor]);

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return undefined;
    const doc = menu.ownerDocument;
    const onPointerDown = (event: Event) => {
      const path = event.composedPath();
      if (path.includes(menu) || (opener !== null && path.includes(opener))) return;
      const focusWasInside = menu.contains(getActiveElement(menu));
      onClose(false);
      // Focus goes back to the opener unless the press lands on something that takes focus.
      if (focusWasInside && opener) {
        setTimeout(() => {
          const active = getActiveElement(opener);
          if (active === null || active === doc.body) opener.focus();
        }, 0);
      }
    };
    doc.addEventListener('pointerdown', onPointerDown, true);
    return () => doc.removeEventListener('pointerdown', onPointerDown, true);
  }, [onClose, opener]);

  const focusAt = (index: number) => {
    const elements = itemElements();
    const count = elements.length;
    if (count === 0) return;
    elements[((index % count) + count) % count]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const elements = itemElements();
    const current = elements.findIndex((el) => el === getActiveElement(event.currentTarget));
    // Keys stop here: the table around the menu must not move its rows too.
    event.stopPropagation();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(current + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(current < 0 ? -1 : current - 1);
        return;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        return;
      case 'End':
        event.preventDefault();
        focusAt(-1);
        return;
      case 'Escape':
        event.preventDefault();
        onClose(true);
        return;
      case 'Tab':
        // Focus goes back to the opener first, so Tab then moves on from there.
        onClose(true);
        return;
      default:
        if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey) {
          const letter = event.key.toLocaleLowerCase();
          for (let step = 1; step <= items.length; step += 1) {
            const index = (current + step) % items.length;
            if (items[index]?.label.trim().toLocaleLowerCase().startsWith(letter)) {
              focusAt(index);
              return;
            }
          }
        }
    }
  };

  return (
    <S.Menu
      part="menu"
      id={id}
      ref={menuRef}
      popover={popoverMode('auto')}
      role="menu"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <S.MenuItem
          part="menu-item"
          key={item.id}
          type="button"
          role="menuitem"
          tabIndex={-1}
          aria-disabled={item.disabled || undefined}
          onClick={() => {
            if (item.disabled) return;
            // Focus goes back first, so a dialog the action opens returns focus to the row.
            onClose(true);
            item.onSelect();
          }}
        >
          {item.label}
        </S.MenuItem>
      ))}
    </S.Menu>
  );
}
