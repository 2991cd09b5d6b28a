import useSWR, { type SWRResponse } from 'swr';
import type { PortalError } from '@anp/core';
import { useOrdersApi, type MemoDetail } from '@anp/core/services/orders';

/** SWR key of one memo's details; the page's tiles of one memo share the entry. */
export const MEMO_DETAIL_KEY = 'anp:finance/details';

/**
 * A memo's tile data (GET finance/details). A memo given by the caller (a list that already
 * holds it) is shown as it is, without a call.
 */
export function useMemoDetail(
  memoNumber: string,
  given: MemoDetail | undefined,
): SWRResponse<MemoDetail, PortalError> {
  const api = useOrdersApi();
  return useSWR<MemoDetail, PortalError>(
    given || !memoNumber ? null : [MEMO_DETAIL_KEY, memoNumber],
    () => api.memo(memoNumber, { publishErrors: false }),
    { revalidateOnFocus: false, shouldRetryOnError: false, fallbackData: given },
  );
}
