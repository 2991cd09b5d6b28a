import { useCallback } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import {
  classifyUser,
  type DownloadResult,
  useKitContext,
  useSelectedAccount,
  useUserContext,
  type PortalError,
} from '@anp/core';
import { useCartApi, type LeadTimes } from '@anp/core/services/cart';
import { ruleFor } from '@anp/rules/cart';
import {
  useOrdersApi,
  type ModifiedOrderDraft,
  type OrderDocumentType,
  type OrderDetail,
  type OrderList,
} from '@anp/core/services/orders';
import type { DocumentViewer } from './model/documents';
import type { DateRules } from './model/modification';

/**
 * SWR keys of the order detail's reads. One order is one entry, shared by the detail, the modify
 * page and a single notice on the same page.
 */
export const ORDER_DETAIL_KEYS = {
  order: 'anp:orders/orderNumber',
  drafts: 'anp:modifiedOrderList',
  open: 'anp:orders?status=Placed',
  plantRules: 'anp:order-plant-rules',
} as const;

const QUIET = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** One order of the user's accounts (GET orders/orderNumber); no call without a number. */
export function useOrder(orderNumber: string): SWRResponse<OrderDetail, PortalError> {
  const api = useOrdersApi();
  return useSWR<OrderDetail, PortalError>(
    orderNumber ? [ORDER_DETAIL_KEYS.order, orderNumber] : null,
    () => api.order(orderNumber, { publishErrors: false }),
    QUIET,
  );
}

/**
 * Fetches one of an order's documents (GET {orderNumber}/download?type=...) as a blob; failures
 * stay with the button (no global toast).
 */
export function useOrderDocumentFile(
  orderNumber: string,
): (
  kind: OrderDocumentType,
  onProgress?: (received: number, total: number | null) => void,
) => Promise<DownloadResult> {
  const api = useOrdersApi();
  return useCallback(
    (kind, onProgress) => api.download(orderNumber, kind, { publishErrors: false, onProgress }),
    [api, orderNumber],
  );
}

/** The user's modified-order drafts (GET modifiedOrderList); `enabled` false makes no call. */
export function useModificationDrafts(
  enabled = true,
): SWRResponse<{ drafts: ModifiedOrderDraft[] }, PortalError> {
  const api = useOrdersApi();
  return useSWR<{ drafts: ModifiedOrderDraft[] }, PortalError>(
    enabled ? ORDER_DETAIL_KEYS.drafts : null,
    () => api.modificationDrafts({ publishErrors: false }),
    QUIET,
  );
}

/**
 * The account the order calls are for: the session's selected sold-to, as the cache key and the
 * calls' X-Account-Id. It follows a switch in any element or tab, so lists per account are read
 * again.
 */
export function useOrderAccount(): string {
  return useSelectedAccount().key;
}

/**
 * The account's Placed orders (GET orders?status=Placed), the ones the modification notices
 * choose from. Decision: the first 200 (the API's rows are per account; an account with more
 * Placed orders than that has its nearest cut-offs among them only by chance, which the list's
 * own page shows in full).
 */
export function useOpenOrders(account: string): SWRResponse<OrderList, PortalError> {
  const api = useOrdersApi();
  return useSWR<OrderList, PortalError>(
    [ORDER_DETAIL_KEYS.open, account],
    () =>
      api.orders({ status: 'Placed', limit: 200 }, { publishErrors: false, accountId: account }),
    { ...QUIET, dedupingInterval: 30_000 },
  );
}

/**
 * Who is looking, for the document rules: internal staff and admins by their groups (the internal
 * group comes from the configuration). `ready` is false until the user context is in; a context
 * that fails counts as a customer (the server still refuses what it must).
 */
export function useViewer(country: string): DocumentViewer & { ready: boolean } {
  const { config } = useKitContext();
  const { data, error } = useUserContext();
  if (!data) return { country, internal: false, admin: false, ready: error !== undefined };
  const flags = classifyUser({ groups: data.user.groups }, config.auth.internalGroup);
  return { country, internal: flags.isInternal, admin: flags.isAdmin, ready: true };
}

export type PlantRules =
  | { state: 'loading' }
  | { state: 'ready'; rules: DateRules; leadTimes: LeadTimes }
  | { state: 'unavailable' };

/**
 * The calendar of the plant the order leaves from, for the requested date: the plant's id from
 * the market's plants (cart/orderoptions, matched on the ship-from code the order names), then its
 * lead times (cart/plantLeadtime). The order detail does not carry the plant's id, so this takes
 * two calls; when either fails the page lets the server judge the date.
 */
export function usePlantRules(
  order: Pick<OrderDetail, 'shipMethod' | 'shippingDetails'> | undefined,
  account: string,
): PlantRules {
  const cart = useCartApi();
  const code = order?.shippingDetails.shipFromCode ?? null;
  const { data, error } = useSWR<LeadTimes | null, PortalError>(
    code ? [ORDER_DETAIL_KEYS.plantRules, account, code] : null,
    async () => {
      const options = await cart.orderOptions({ publishErrors: false });
      const plant = options.pickupLocations.find((p) => p.code === code);
      if (!plant) return null;
      return cart.plantLeadTime(plant.id, { publishErrors: false });
    },
    { ...QUIET, dedupingInterval: 60_000 },
  );
  if (!order || (data === undefined && !error)) return { state: 'loading' };
  if (!data) return { state: 'unavailable' };
  const method = order.shipMethod === 'pickup' ? 'pickup' : 'delivery';
  return {
    state: 'ready',
    leadTimes: data,
    rules: { rule: ruleFor(method, data), today: data.today, daySpan: data.daySpan },
  };
}
