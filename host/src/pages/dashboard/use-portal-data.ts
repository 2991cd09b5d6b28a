import { useCallback, useMemo } from 'react';
import {
  buildPortalPath,
  useFeatureToggles,
  useKitContext,
  useMarketConfig,
  type UserContext,
} from '@anp/core';
import { canPlaceOrder, readMarketSettings, type MarketSettings } from './model/dashboard-rules';

/** Builds `/{country}/{lang}/pages/{page}` for the page's market, path language and prefix. */
export function usePortalPath(): (page: string) => string {
  const { country, config } = useKitContext();
  return useCallback(
    (page: string) =>
      buildPortalPath({
        prefix: config.portalPrefix as '' | '/animalnutrition',
        country,
        lang: config.lang,
        page,
      }),
    [country, config.portalPrefix, config.lang],
  );
}

/**
 * Whether Place order is offered to this user on this page (ordering.md §6); false until the
 * user context is known, so the entry never flashes up for a user who cannot order.
 */
export function useCanPlaceOrder(context: UserContext | undefined): boolean {
  const { country, config } = useKitContext();
  const toggles = useFeatureToggles();
  if (!context) return false;
  return canPlaceOrder({
    country,
    lang: config.lang,
    businessUnit: context.businessUnit,
    groups: context.user.groups,
    toggleCartEnabled: toggles.cartEnabled,
    configCartEnabled: config.features.cartEnabled,
  });
}

export interface MarketSettingsState {
  /** The settings once loaded; null while loading or after a failure. */
  settings: MarketSettings | null;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/** The market's tiles and support contacts (GET config/{country}/{lang}). */
export function useMarketSettings(): MarketSettingsState {
  const market = useMarketConfig();
  const { data, error, isLoading, mutate } = market;
  const settings = useMemo(() => (data ? readMarketSettings(data.config) : null), [data]);
  const retry = useCallback(() => void mutate(), [mutate]);
  return {
    settings,
    loading: isLoading && !data,
    failed: error !== undefined && !data,
    retry,
  };
}
