import { useEffect, useState } from 'react';
import { onAnpEvent, useKitContext, windowOf } from '@anp/core';
import { pageOfPath } from './model/navigation';

/**
 * The page shown now (after `/pages/`), to mark the current item. `currentPath` (an attribute the
 * page keeps up to date) wins; otherwise the location, re-read on history moves and after every
 * `anp-navigate` a widget asked for.
 */
export function useCurrentPage(currentPath?: string): string {
  const { root } = useKitContext();
  const win = windowOf(root);
  const [location, setLocation] = useState(() => win.location.pathname);
  useEffect(() => {
    if (currentPath !== undefined) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setLocation(win.location.pathname);
    // The host's router moves inside its own listener; read the location once it has.
    const stop = onAnpEvent(win, 'anp-navigate', () => {
      timer = setTimeout(update, 0);
    });
    win.addEventListener('popstate', update);
    return () => {
      stop();
      clearTimeout(timer);
      win.removeEventListener('popstate', update);
    };
  }, [currentPath, win]);
  return pageOfPath(currentPath ?? location);
}
