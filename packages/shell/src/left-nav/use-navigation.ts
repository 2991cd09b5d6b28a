import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  documentOf,
  onAnpEvent,
  useFeatureToggles,
  useKitContext,
  useKitTranslation,
  useMarketConfig,
  useUserContext,
  windowOf,
} from '@anp/core';
import { SHELL_NS } from '../i18n';
import {
  accessOf,
  canUseCart,
  pageOfPath,
  visibleNavigation,
  type PortalNavItem,
} from '../model/navigation';

/**
 * The shell's view of the user: the context (loading, failure, retry), the navigation they see,
 * and whether they get the cart. Header and left navigation share it through the SWR cache.
 */
export function useShellNavigation() {
  const { config, country } = useKitContext();
  const context = useUserContext();
  const toggles = useFeatureToggles();
  const market = useMarketConfig();
  const marketConfig = market.data?.config;
  const species = marketConfig?.dashboardTiles;
  const data = context.data;
  const decided = useMemo(() => {
    if (!data) return { items: [] as PortalNavItem[], cart: false };
    const input = {
      user: accessOf(data),
      internalGroup: config.auth.internalGroup,
      country,
      lang: config.lang,
      // The market config's cart flag joins the toggle: either one off hides the cart.
      toggles: {
        ...toggles,
        cartEnabled: toggles.cartEnabled && marketConfig?.cartEnabled !== false,
      },
      species: Array.isArray(species)
        ? species.filter((s): s is string => typeof s === 'string')
        : [],
    };
    return { items: visibleNavigation(input), cart: canUseCart(input) };
  }, [data, config, country, toggles, marketConfig, species]);
  // The market config decides the Assets entry: wait for it too, so the tabs do not jump.
  const loading = (!data && !context.error) || (!market.data && !market.error);
  return { context, toggles, loading, ...decided };
}

/** The translated label of a navigation item; unknown species fall back to their own name. */
export function useNavLabel() {
  const { t } = useKitTranslation(SHELL_NS);
  return useCallback(
    (item: PortalNavItem) => {
      const fallback = item.id.replace(/^assets\//, '');
      return t(item.label, { defaultValue: fallback.charAt(0).toUpperCase() + fallback.slice(1) });
    },
    [t],
  );
}

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

/**
 * Closes a popup when a pointer goes down outside `inside` (anywhere on the page, shadow roots
 * included: the event's composed path tells whether it started inside).
 */
export function useOutsidePointer(
  active: boolean,
  inside: () => Element | null,
  onOutside: () => void,
) {
  const { root } = useKitContext();
  useEffect(() => {
    if (!active) return undefined;
    const doc = documentOf(root);
    const listener = (event: Event) => {
      const element = inside();
      if (element && !event.composedPath().includes(element)) onOutside();
    };
    doc.addEventListener('pointerdown', listener);
    return () => doc.removeEventListener('pointerdown', listener);
  }, [active, root, inside, onOutside]);
}
