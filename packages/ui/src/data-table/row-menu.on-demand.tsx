import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { RowMenuProps } from './row-menu';

type RowMenuComponent = ComponentType<RowMenuProps>;

let loaded: RowMenuComponent | null = null;
let loading: Promise<RowMenuComponent> | null = null;

function loadRowMenu(): Promise<RowMenuComponent> {
  loading ??= import('./row-menu').then(
    (m) => (loaded = m.RowMenu),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * A row's context menu, loaded the first time one opens (with its placement code): a table
 * shows rows long before anybody opens a menu. The menu takes focus when it mounts, so a menu
 * that arrives a moment later behaves the same for the keyboard. If its code cannot load, the
 * menu closes again and focus goes back to the row's button (the next press tries again).
 */
export function RowMenuOnDemand(props: RowMenuProps) {
  const [RowMenu, setRowMenu] = useState<RowMenuComponent | null>(() => loaded);
  const onClose = useRef(props.onClose);
  useEffect(() => {
    onClose.current = props.onClose;
  });
  useEffect(() => {
    if (RowMenu) return;
    let current = true;
    loadRowMenu().then(
      (component) => current && setRowMenu(() => component),
      () => current && onClose.current(true),
    );
    return () => {
      current = false;
    };
  }, [RowMenu]);
  return RowMenu ? <RowMenu {...props} /> : null;
}
