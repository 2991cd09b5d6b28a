/**
 * The page-analytics publisher (shell-and-admin.md §2 and §3): one record per page view, pushed to
 * a configurable global data layer array that the market's tag manager reads.
 */
export const ANALYTICS_PAGES = [
  'login',
  'dashboard',
  'termsconditions',
  'orderbuilder',
  'cart',
  'cart/review',
  'cart/confirmation',
  'orders',
  'orders/{orderId}',
  'documents',
  'support',
  'support/faq/{faqId}',
  'users',
  'bulkusermanagement',
  'nutritioncloud',
  'nutritioncloud/nutrientanalysis',
  'nutritioncloud/supplierselection',
  'nutritioncloud/FeedOrdering',
  'nutritioncloud/millmanager',
  'nutritioncloud/agriness',
  'nutritioncloud/bidashboards',
  'nutritioncloud/bidashboards/sows',
  'nutritioncloud/bidashboards/nurseryandfinishing',
  'nutritioncloud/producerprofitability',
  'research',
  'research/all',
  'research/finishing',
  'research/nursery',
  'research/sows',
  'profile',
  'porkdocuments',
] as const;

export type AnalyticsPage = (typeof ANALYTICS_PAGES)[number];

/**
 * The analytics name of a portal page path (`orders/4711` -> `orders/{orderId}`), or null when the
 * page is not in the analytics list. Ids are never sent: they identify customers' orders.
 */
export function analyticsPageName(page: string): AnalyticsPage | null {
  const clean = page.replace(/^\/+|\/+$/g, '');
  const direct = ANALYTICS_PAGES.find((p) => p.toLowerCase() === clean.toLowerCase());
  if (direct) return direct;
  if (/^orders\/[^/]+$/.test(clean)) return 'orders/{orderId}';
  if (/^support\/faq\/[^/]+$/.test(clean)) return 'support/faq/{faqId}';
  return null;
}

/** Analytics record: event name, experience, page, user and form (shell-and-admin.md §3). */
export interface AnalyticsRecord {
  event: string;
  experience: string;
  page: { name: AnalyticsPage; country: string; language: string };
  user: { type: string | null; loggedIn: boolean };
  form?: { name: string; step?: string };
}

export interface AnalyticsPublisher {
  /** Pushes a page-view record when the page is in the list; returns the record or null. */
  pageView(input: {
    page: string;
    country: string;
    language: string;
    userType?: string | null;
    loggedIn?: boolean;
    form?: { name: string; step?: string };
  }): AnalyticsRecord | null;
}

export function createAnalyticsPublisher(options: {
  dataLayer: string;
  experience: string;
  target?: Record<string, unknown>;
}): AnalyticsPublisher {
  const target = options.target ?? (globalThis as unknown as Record<string, unknown>);
  const layer = (): unknown[] => {
    const existing = target[options.dataLayer];
    if (Array.isArray(existing)) return existing;
    const created: unknown[] = [];
    target[options.dataLayer] = created;
    return created;
  };
  return {
    pageView(input) {
      const name = analyticsPageName(input.page);
      if (!name) return null;
      const record: AnalyticsRecord = {
        event: 'pageView',
        experience: options.experience,
        page: { name, country: input.country, language: input.language },
        user: { type: input.userType ?? null, loggedIn: input.loggedIn ?? false },
        ...(input.form ? { form: input.form } : {}),
      };
      layer().push(record);
      return record;
    },
  };
}
