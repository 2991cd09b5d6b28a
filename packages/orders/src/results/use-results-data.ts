import useSWR, { type SWRResponse } from 'swr';
import { useKitContext, type PortalError } from '@anp/core';
import { useOrdersApi, type OrderDetail } from '@anp/core/services/orders';
import { useOrdersAccount } from '../use-orders-data';

/**
 * SWR key of one order (GET orders/orderNumber). Per account and language, like every order read;
 * an order expanded again, or opened on its detail page, comes from the cache.
 */
export const ORDER_KEY = 'anp:orders/orderNumber';

/** One order with its product lines, read when its row opens (and kept for the next time). */
export function useOrderLines(orderNumber: string): SWRResponse<OrderDetail, PortalError> {
  const api = useOrdersApi();
  const account = useOrdersAccount();
  const { lang } = useKitContext();
  return useSWR<OrderDetail, PortalError>(
    [ORDER_KEY, account, lang, orderNumber],
    () => api.order(orderNumber, { publishErrors: false, accountId: account }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
