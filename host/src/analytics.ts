import { useMemo } from 'react';
import {
  createAnalyticsPublisher,
  useKitContext,
  type AnalyticsPublisher,
  type AnalyticsRecord,
} from '@anp/core';

/** The last page view recorded in this document, to record each visit once. */
let last: { name: string; href: string } | null = null;

/**
 * The portal's page-analytics publisher (shell-and-admin.md §2-3), for the configured data layer.
 * It lives in the host, not in the widgets' shared runtime: only the portal records page views.
 * A second record of the same page at the same address (React re-running an effect, a gate
 * settling) is dropped; a new visit (another address in between) is recorded again.
 */
export function useAnalytics(): AnalyticsPublisher {
  const { config } = useKitContext();
  const { dataLayer, experience } = config.analytics;
  return useMemo(() => {
    const publisher = createAnalyticsPublisher({ dataLayer, experience });
    return {
      pageView(input): AnalyticsRecord | null {
        const href = typeof window === 'undefined' ? '' : window.location.href;
        const name = input.page;
        if (last && last.name === name && last.href === href) return null;
        const record = publisher.pageView(input);
        if (record) last = { name, href };
        return record;
      },
    };
  }, [dataLayer, experience]);
}

/** Test helper: forgets the last recorded visit. */
export function resetAnalyticsVisits(): void {
  last = null;
}
