import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (a search box asks the server after a pause
 * in typing, shell-and-admin.md §5: 1000 ms). `immediate(value)` lets some values through at
 * once: clearing a search needs no wait.
 *
 * @example const term = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE, (t) => t === '');
 */
export function useDebouncedValue<T>(
  value: T,
  delayMs: number,
  immediate?: (value: T) => boolean,
): T {
  const [settled, setSettled] = useState(value);
  const passes = immediate?.(value) ?? false;
  // A value let through at once becomes the settled one (set while rendering, so no frame shows
  // the old one), and typing on starts from it.
  if (passes && !Object.is(value, settled)) setSettled(value);
  useEffect(() => {
    if (Object.is(value, settled)) return undefined;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return passes ? value : settled;
}
