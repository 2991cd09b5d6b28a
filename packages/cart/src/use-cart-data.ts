import { useEffect } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import {
  onAnpEvent,
  useKitContext,
  useSelectedAccount,
  windowOf,
  type PortalError,
} from '@anp/core';
import {
  useCartApi,
  type Cart,
  type EnableAddToCart,
  type LeadTimes,
  type OrderOptions,
  type ShipMethod,
  type TruckSizes,
} from '@anp/core/services/cart';

/**
 * SWR keys of the cart's reads. They carry the account (the X-Account-Id of the call), so a
 * switch of account never shows another account's cart from the cache.
 */
export const CART_KEYS = {
  cart: 'anp:cart',
  options: 'anp:cart/orderoptions',
  trucks: 'anp:cart/truckSizes',
  leadTimes: 'anp:cart/leadtime',
  access: 'anp:cart/enableAddToCart',
} as const;

/**
 * The account the cart calls are for: the selected sold-to of the session, else the server's. It
 * is both the cache key and the calls' X-Account-Id (`accountId`), so the cart shown and the cart
 * asked for are the same account's, and it follows a switch in any element or tab.
 */
export function useCartAccount(): string {
  return useSelectedAccount().key;
}

const QUIET = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/**
 * The whole open cart (GET cart/fetch). Another widget of the page that changes the cart (the
 * order builder adding a product) announces `anp-cart-changed`: the cart refetches.
 */
export function useCartData(account: string): SWRResponse<Cart, PortalError> {
  const api = useCartApi();
  const { root } = useKitContext();
  const response = useSWR<Cart, PortalError>(
    [CART_KEYS.cart, account],
    () => api.fetch({ publishErrors: false, accountId: account }),
    QUIET,
  );
  const { mutate } = response;
  useEffect(() => {
    const win = windowOf(root);
    return onAnpEvent(win, 'anp-cart-changed', (event) => {
      // Our own announcements carry the cart we already hold; others mean "read it again".
      if (event.detail.source !== 'cart') void mutate();
    });
  }, [root, mutate]);
  return response;
}

export function useOrderOptions(account: string): SWRResponse<OrderOptions, PortalError> {
  const api = useCartApi();
  return useSWR<OrderOptions, PortalError>(
    [CART_KEYS.options, account],
    () => api.orderOptions({ publishErrors: false, accountId: account }),
    QUIET,
  );
}

export function useTruckSizes(account: string): SWRResponse<TruckSizes, PortalError> {
  const api = useCartApi();
  return useSWR<TruckSizes, PortalError>(
    [CART_KEYS.trucks, account],
    () => api.truckSizes({ publishErrors: false, accountId: account }),
    QUIET,
  );
}

/**
 * The date rules of the plant the order leaves from: the account's plant for delivery, the
 * chosen pickup location for pickup (ordering.md §3 delivery rule objects, §7 leadtime and
 * plantLeadtime).
 */
export function useLeadTimes(
  account: string,
  cart: Pick<Cart, 'encCartid' | 'shipMethod' | 'pickUpFrom'> | undefined,
): SWRResponse<LeadTimes, PortalError> {
  const api = useCartApi();
  const pickupPlant: string | null =
    cart && (cart.shipMethod as ShipMethod | '') === 'pickup' ? cart.pickUpFrom : null;
  const key = !cart
    ? null
    : pickupPlant
      ? [CART_KEYS.leadTimes, account, 'plant', pickupPlant]
      : [CART_KEYS.leadTimes, account, 'cart', cart.encCartid ?? ''];
  return useSWR<LeadTimes, PortalError>(
    key,
    () =>
      pickupPlant
        ? api.plantLeadTime(pickupPlant, { publishErrors: false, accountId: account })
        : api.leadTime(cart?.encCartid ?? null, { publishErrors: false, accountId: account }),
    { ...QUIET, dedupingInterval: 60_000 },
  );
}

/**
 * Whether this user may order for the account on this market at all (GET cart/enableAddToCart):
 * the purchase group, a selected account, and a market whose cart is shown (ordering.md §6).
 */
export function useCartAccess(account: string): SWRResponse<EnableAddToCart, PortalError> {
  const api = useCartApi();
  return useSWR<EnableAddToCart, PortalError>(
    [CART_KEYS.access, account],
    () => api.enableAddToCart({ publishErrors: false, accountId: account }),
    QUIET,
  );
}
