import { useCallback } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import {
  dispatchAnpEvent,
  useApiClient,
  useKitContext,
  useKitWindow,
  type ApiClient,
} from '@anp/core';
import type { ReplicatedCart } from '@anp/core/services/cart';

/** The cart's SWR key (the one `<anp-cart>` and the order builder read), per account. */
const CART_KEY = 'anp:cart';

export interface OrderAgainDeps {
  client: ApiClient;
  mutate: ScopedMutator;
  /** Where `anp-cart-changed` is dispatched (the host element, else the window). */
  target: EventTarget;
  accountId: string;
  /** Who asked, in the event's `source` ("orders", "order-detail"). */
  source: string;
}

/**
 * Order again (issue 17): POST cart/replicate for the account, then the cart's cache and
 * `anp-cart-changed`, as every cart write does. Resolves with the cart and the summary; rejects
 * with the call's failure (never published as a global toast).
 */
export async function replicateOrder(
  deps: OrderAgainDeps,
  orderNumber: string,
): Promise<ReplicatedCart> {
  // The cart's calls load when Order again is chosen, not with the page.
  const { createCartApi } = await import('@anp/core/services/cart');
  const updated = await createCartApi(deps.client).replicate(orderNumber, {
    publishErrors: false,
    accountId: deps.accountId,
  });
  const { summary: _summary, ...cart } = updated;
  await deps.mutate([CART_KEY, deps.accountId], cart, { revalidate: false });
  dispatchAnpEvent(deps.target, 'anp-cart-changed', {
    count: updated.cartItems.length,
    ...(updated.encCartid ? { encCartId: updated.encCartid } : {}),
    source: deps.source,
  });
  return updated;
}

/** {@link replicateOrder} with the page's client, cache and host. */
export function useOrderAgain(accountId: string, source: string) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { host } = useKitContext();
  const win = useKitWindow();
  return useCallback(
    (orderNumber: string) =>
      replicateOrder({ client, mutate, target: host ?? win, accountId, source }, orderNumber),
    [client, mutate, host, win, accountId, source],
  );
}
