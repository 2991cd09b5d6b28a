import { useCallback, useSyncExternalStore } from 'react';

/**
 * Which of `widths` (px) the viewport reaches, as a string of '1' and '0' in their order, kept
 * up to date as the window is resized or rotated. Media queries rather than the container's
 * width: a column's `hideBelow` is about the device (phones), and a query needs no layout read.
 */
export function useMinWidths(widths: readonly number[]): string {
  const key = widths.join(',');
  const queries = useCallback(() => {
    if (typeof window === 'undefined' || key === '') return [];
    return key.split(',').map((width) => `(min-width: ${width}px)`);
  }, [key]);

  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window === 'undefined') return () => undefined;
      if (typeof window.matchMedia !== 'function') {
        window.addEventListener('resize', notify);
        return () => window.removeEventListener('resize', notify);
      }
      const lists = queries().map((query) => window.matchMedia(query));
      for (const list of lists) list.addEventListener('change', notify);
      return () => {
        for (const list of lists) list.removeEventListener('change', notify);
      };
    },
    [queries],
  );

  const snapshot = useCallback(() => {
    if (typeof window === 'undefined' || key === '') return '';
    if (typeof window.matchMedia !== 'function') {
      return key
        .split(',')
        .map((width) => (window.innerWidth >= Number(width) ? '1' : '0'))
        .join('');
    }
    return queries()
      .map((query) => (window.matchMedia(query).matches ? '1' : '0'))
      .join('');
  }, [key, queries]);

  return useSyncExternalStore(subscribe, snapshot, () => '1'.repeat(widths.length));
}
