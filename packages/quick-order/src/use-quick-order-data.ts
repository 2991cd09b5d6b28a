import useSWR from 'swr';
import { isCartVisible } from '@anp/rules';
import { useKitContext, useSelectedAccount, type PortalError } from '@anp/core';
import { useCartApi, type EnableAddToCart } from '@anp/core/services/cart';

/** The order builder's key for GET cart/enableAddToCart: a page holding both asks once. */
const ENABLE_KEY = 'anp:cart/enableAddToCart';

export interface QuickOrderData {
  /**
   * `hidden`: the cart is hidden for this page or account (ordering.md §6), and quick order
   * shows nothing; `loading` until the server said whether the user may add to the cart.
   */
  status: 'hidden' | 'loading' | 'error' | 'noAccount' | 'noRights' | 'ready';
  /** The account the lines are for (the session's selected one, or the server's choice). */
  account: string;
  error: PortalError | null;
  retry(): void;
}

/**
 * Whether quick order may be used: the page's market and language first (Korean pages and br/pt
 * never show the cart, so no call is made), then GET cart/enableAddToCart for the account, which
 * applies the rest of the cart's rules (business unit, the configuration flag, purchase rights).
 */
export function useQuickOrderData(): QuickOrderData {
  const { country, lang } = useKitContext();
  const account = useSelectedAccount().key;
  const api = useCartApi();
  const pageShowsCart = isCartVisible({ country, lang });
  const enable = useSWR<EnableAddToCart, PortalError>(
    pageShowsCart ? [ENABLE_KEY, account] : null,
    () => api.enableAddToCart({ publishErrors: false, accountId: account }),
    { revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 30_000 },
  );
  const retry = () => void enable.mutate();
  const base = { account, error: enable.error ?? null, retry };
  if (!pageShowsCart) return { ...base, status: 'hidden' };
  if (enable.error) return { ...base, status: 'error' };
  if (!enable.data) return { ...base, status: 'loading' };
  if (enable.data.enabled) return { ...base, status: 'ready' };
  const reason = enable.data.reason;
  if (reason === 'NO_ACCOUNT') return { ...base, status: 'noAccount' };
  if (reason === 'NO_PURCHASE_RIGHTS') return { ...base, status: 'noRights' };
  return { ...base, status: 'hidden' };
}
