import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { findItem, trailTo, type PortalNavItem } from '../model/navigation';

/**
 * The sidebar's open groups: those holding the current page start open, the user opens and
 * closes the others (and those too).
 */
export function useSidebarGroups(items: readonly PortalNavItem[], currentPage: string) {
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const trail = trailTo(items, currentPage);
  const isOpen = (id: string) => toggled[id] ?? trail.includes(id);
  const toggle = (id: string) => setToggled((prev) => ({ ...prev, [id]: !isOpen(id) }));
  return { isOpen, toggle };
}

export interface PanelTrail {
  /** The group whose panel shows; undefined on the first panel. */
  parent: PortalNavItem | undefined;
  /** The group above it, for the back arrow's name. */
  above: PortalNavItem | undefined;
  /** The entries of the panel that shows. */
  items: readonly PortalNavItem[];
  /** Opens the panel of group `id`. */
  enter(id: string): void;
  /** Back to the panel above. */
  back(): void;
  /** Escape goes back one level (on the first panel it is left to the container). */
  onKeyDown(event: KeyboardEvent): void;
}

/**
 * The drill-down panels' trail (the header's mobile menu): one level at a time, a back arrow to
 * the level above. Focus follows: into a panel it lands on the back arrow, back out on the item
 * that opened it.
 */
export function usePanelTrail(
  items: readonly PortalNavItem[],
  navRef: RefObject<HTMLElement | null>,
): PanelTrail {
  const [trail, setTrail] = useState<string[]>([]);
  const focusNextRef = useRef<string | null>(null);

  // A trail that no longer resolves (navigation changed after an account switch) starts over.
  const parents = trail.map((id) => findItem(items, id));
  const resolved = parents.every((item) => item !== undefined);
  const parent = resolved ? parents[parents.length - 1] : undefined;
  const above = resolved ? parents[parents.length - 2] : undefined;

  useEffect(() => {
    const wanted = focusNextRef.current;
    if (wanted === null) return;
    focusNextRef.current = null;
    const selector = wanted === '' ? '[data-back]' : `[data-item="${wanted}"]`;
    navRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [trail, navRef]);

  const back = () => {
    focusNextRef.current = trail[trail.length - 1] ?? null;
    setTrail((current) => current.slice(0, -1));
  };
  return {
    parent,
    above,
    items: parent?.children ?? items,
    enter: (id: string) => {
      focusNextRef.current = '';
      setTrail((current) => [...(resolved ? current : []), id]);
    },
    back,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && parent) {
        event.stopPropagation();
        back();
      }
    },
  };
}
