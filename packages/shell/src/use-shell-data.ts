import { useMemo } from 'react';
import { useFeatureToggles, useKitContext, useMarketConfig, useUserContext } from '@anp/core';
import { accessOf, canUseCart, visibleNavigation, type PortalNavItem } from './model/navigation';

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
