import { useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { Active } from './data-table.types';

/** Where the keyboard is in the body, and what the next render must do about focus. */
export interface FocusCursor {
  active: Active;
  setActive: Dispatch<SetStateAction<Active>>;
  /** Focus moves to the active line (or cell) after the next render. */
  focusPendingRef: RefObject<boolean>;
  /** The element of a row that had focus last, while focus is in the body. */
  lastFocusedRef: RefObject<HTMLElement | null>;
}

/** The body's one Tab stop: a line (and maybe a cell), the first row to begin with. */
export function useFocusCursor(): FocusCursor {
  const [active, setActive] = useState<Active>({ index: 0, child: false, col: null });
  const focusPendingRef = useRef(false);
  const lastFocusedRef = useRef<HTMLElement | null>(null);
  return { active, setActive, focusPendingRef, lastFocusedRef };
}
