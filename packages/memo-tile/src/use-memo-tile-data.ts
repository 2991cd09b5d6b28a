import { useCallback } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import type { PortalError } from '@anp/core';
import type { FetchFile } from './use-download';
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

/**
 * Fetches a memo's PDF (GET {memoNumber}/download?type=memo) as a blob; failures stay with the
 * button (no global toast).
 */
export function useMemoFile(memoNumber: string): FetchFile {
  const api = useOrdersApi();
  return useCallback(
    (onProgress) => api.download(memoNumber, 'memo', { publishErrors: false, onProgress }),
    [api, memoNumber],
  );
}
