// Types only: the reference API's schemas are the contract; nothing of the server ships in the kit.
import type * as Contract from '@anp/contract';
import type { ApiClient, RequestOptions } from '../api/client';

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
