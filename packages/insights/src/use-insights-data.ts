import useSWR from 'swr';
import {
  isCartVisible,
  useFeatureToggles,
  useKitContext,
  useMarketConfig,
  useSelectedAccount,
  useUserContext,
  type PortalError,
} from '@anp/core';
import { useOrdersApi, type OrderInsights } from '@anp/core/services/orders';

/** SWR key of the insights; the tiles of one page (one element each or one for all) share it. */
export const INSIGHTS_KEY = 'anp:orders/insights';

export interface InsightsData {
  /**
   * Whether the page's market shows the insights: where the cart is hidden (Korea, Brazil in
   * Portuguese, the pork unit, the cartEnabled toggle or the market config's flag off), they are
   * not shown either. null until the user context and the market config have answered.
   */
  visible: boolean | null;
  status: 'loading' | 'error' | 'ready';
  insights: OrderInsights | null;
  error: PortalError | null;
  /** No account is selected (400 NO_ACCOUNT). */
  noAccount: boolean;
  retry(): void;
}

/**
 * Whether the insights show on this page: the cart's own rule (ordering.md §6, `isCartVisible`)
 * with the feature toggle and the market config's cart flag joined as the shell joins them.
 */
export function useInsightsVisible(): boolean | null {
  const { country, config } = useKitContext();
  const context = useUserContext();
  const toggles = useFeatureToggles();
  const market = useMarketConfig();
  if (!context.data && !context.error) return null;
  if (!market.data && !market.error) return null;
  return isCartVisible({
    country,
    lang: config.lang,
    businessUnit: context.data?.businessUnit ?? null,
    cartEnabled: toggles.cartEnabled !== false && market.data?.config.cartEnabled !== false,
  });
}

/**
 * The insights of the session's selected account (GET orders/insights, one call for the three
 * tiles), asked for only where they are shown; the key follows an account switch.
 */
export function useInsightsData(): InsightsData {
  const api = useOrdersApi();
  const visible = useInsightsVisible();
  const account = useSelectedAccount().key;
  const { data, error, mutate } = useSWR<OrderInsights, PortalError>(
    visible ? [INSIGHTS_KEY, account] : null,
    () => api.insights({ publishErrors: false, accountId: account }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return {
    visible,
    status: data ? 'ready' : error ? 'error' : 'loading',
    insights: data ?? null,
    error: error ?? null,
    noAccount: error?.serverCode === 'NO_ACCOUNT',
    retry: () => void mutate(),
  };
}
