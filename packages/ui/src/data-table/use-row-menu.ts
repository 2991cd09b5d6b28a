import { useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { MenuAnchor, RowAction } from './row-menu';
import type { Active, MenuState } from './data-table.types';

export interface RowMenuOptions<Row> {
  rows: readonly Row[];
  rowActions?: ((row: Row) => RowAction[]) | undefined;
  /** The row of an opened menu becomes the active line. */
  setActive: Dispatch<SetStateAction<Active>>;
  /** Set when focus must go back to the active line after the next render. */
  focusPendingRef: RefObject<boolean>;
}

export interface RowMenuControl {
  /** The open menu; null when closed. */
  menu: MenuState | null;
  /** Opens the menu of row `index` (nothing when it has no actions); its row gets the focus. */
  openMenu(index: number, anchor: MenuAnchor, opener: HTMLElement | null): void;
  /** Closes it; `restoreFocus`: back to what opened it, or to the row when that is gone. */
  closeMenu(restoreFocus: boolean): void;
}

/** The row's context menu: from its "More actions" button, a right-click or Shift+F10. */
export function useRowMenu<Row>({
  rows,
  rowActions,
  setActive,
  focusPendingRef,
}: RowMenuOptions<Row>): RowMenuControl {
  const [menu, setMenu] = useState<MenuState | null>(null);
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
    else focusPendingRef.current = true;
  };
  return { menu, openMenu, closeMenu };
}
