import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useKitContext, windowOf } from '@anp/core';

/** Below 768 px of window width the header collapses into the hamburger menu. */
export const NARROW_QUERY = '(max-width: 767.98px)';

/** Whether the window is narrow (phone layout); false where `matchMedia` does not exist. */
export function useNarrow(): boolean {
  const { root } = useKitContext();
  const win = windowOf(root);
  const query = useMemo(
    () => (typeof win.matchMedia === 'function' ? win.matchMedia(NARROW_QUERY) : null),
    [win],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => query?.matches ?? false,
    () => false,
  );
}
