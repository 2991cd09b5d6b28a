// Types only: the reference API's schemas are the contract; nothing of the server ships in the kit.
import type * as Contract from '@anp/contract';
import { useMemo } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import type { ApiClient, RequestOptions } from '../api/client';
import type { PortalError } from '../api/errors';
import { useApiClient } from '../element/kit-context';

export type Banner = Contract.Banner;
export type BannerList = Contract.BannerList;
export type BannerQuery = Contract.BannerQuery;

type CallOptions = Pick<RequestOptions, 'signal' | 'publishErrors'>;

/**
 * Typed calls of the maintenance-window banner (shell-and-admin.md §3 "Notification maintenance
 * window", §7 `utility/banner/notification` on the alert service).
 */
export function createBannerApi(api: ApiClient) {
  return {
    /** The windows that have not ended, earliest first; `country` keeps one market's. */
    banners: (query: BannerQuery = {}, o?: CallOptions) =>
      api.get<BannerList>('alerts', 'utility/banner/notification', { ...o, query: { ...query } }),
  };
}

export type BannerApi = ReturnType<typeof createBannerApi>;

/** SWR key of the windows: one read per page, shared by every header on it. */
export const BANNER_KEY = 'anp:utility/banner/notification';

/**
 * The maintenance windows that have not ended, read once per page (every header of the page
 * shares the answer). A failed read is not published as an error: the banner is advice, and
 * the page goes on without it.
 */
export function useMaintenanceWindows(): SWRResponse<BannerList, PortalError> {
  const api = useApiClient();
  const calls = useMemo(() => createBannerApi(api), [api]);
  return useSWR<BannerList, PortalError>(
    BANNER_KEY,
    () => calls.banners({}, { publishErrors: false }),
    { revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 60_000 },
  );
}
