import { useCallback, useState } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { useKitContext, useMarketConfig, useSelectedAccount, type PortalError } from '@anp/core';
import { usePagedList } from '@anp/core/hooks';
import {
  useSupportApi,
  type CaseConfigurations,
  type CustomerCase,
  type SupportContact,
  type Faq,
  type FaqList,
} from '@anp/core/services/support';
import { CASES_PAGE_SIZE, withSubmittedFirst } from './model/support';

/** SWR keys of the support data; the page's widgets of one account and language share them. */
export const SUPPORT_KEYS = {
  configurations: 'anp:customerCase/configurations',
  faqs: 'anp:support/faqs',
  faq: 'anp:support/faq',
} as const;

const READ_ONCE = { revalidateOnFocus: false, dedupingInterval: 60_000 } as const;

/**
 * The account the cases are for: the session's selected sold-to (cases belong to the selected
 * account, ordering.md §7), as the cache key and the calls' X-Account-Id.
 */
export function useCasesAccount(): string {
  return useSelectedAccount().key;
}

/**
 * The market's complaint settings, among them how customer service is reached (the bar). No call
 * while `enabled` is false (an answer page asks only once its answer is there).
 */
export function useCaseConfigurations(
  enabled = true,
): SWRResponse<CaseConfigurations, PortalError> {
  const api = useSupportApi();
  const { lang } = useKitContext();
  const account = useCasesAccount();
  return useSWR<CaseConfigurations, PortalError>(
    enabled ? [SUPPORT_KEYS.configurations, account, lang] : null,
    () => api.configurations(lang, { publishErrors: false, accountId: account }),
    READ_ONCE,
  );
}

const text = (value: unknown): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : '';

/** How customer service is reached, and whether that is still being read. */
export interface ContactData {
  /** Phone, e-mail and hours; null while loading, or when nothing is known. */
  contact: SupportContact | null;
  loading: boolean;
  retry(): void;
}

/**
 * How customer service is reached: from customerCase/configurations (phone, e-mail, hours in the
 * page language); while that fails, the market configuration's phone and e-mail, so the user is
 * never left without a way to reach someone.
 */
export function useContact(enabled = true): ContactData {
  const configurations = useCaseConfigurations(enabled);
  const market = useMarketConfig();
  if (configurations.data) {
    return { contact: configurations.data.contact, loading: false, retry: () => {} };
  }
  const phone = text(market.data?.config['supportPhone']);
  const email = text(market.data?.config['supportEmail']);
  const fallback = configurations.error && (phone || email) ? { phone, email, hours: '' } : null;
  return {
    contact: fallback,
    loading: enabled && !configurations.error,
    retry: () => void configurations.mutate(),
  };
}

/** The questions of the market in the page language (GET support/faqs); none while disabled. */
export function useFaqs(enabled = true): SWRResponse<FaqList, PortalError> {
  const api = useSupportApi();
  const { lang, country } = useKitContext();
  return useSWR<FaqList, PortalError>(
    enabled ? [SUPPORT_KEYS.faqs, country, lang] : null,
    () => api.faqs(lang, { publishErrors: false }),
    READ_ONCE,
  );
}

/** One answer (GET support/faqs/{faqId}); no call without an id. */
export function useFaq(faqId: string): SWRResponse<Faq, PortalError> {
  const api = useSupportApi();
  const { lang, country } = useKitContext();
  return useSWR<Faq, PortalError>(
    faqId ? [SUPPORT_KEYS.faq, faqId, country, lang] : null,
    () => api.faq(faqId, lang, { publishErrors: false }),
    { ...READ_ONCE, shouldRetryOnError: (error: PortalError) => error.code !== 'NOT_FOUND' },
  );
}

export interface CaseList {
  cases: CustomerCase[];
  /** Cases of the account on the server; null before the first answer. */
  total: number | null;
  /** The first page is on its way and nothing is shown yet. */
  loading: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** The list shown is being read again (after a submit). */
  refreshing: boolean;
  error: PortalError | null;
  hasMore: boolean;
  /** The case just submitted, shown first and marked. */
  highlightedId: string | null;
  loadMore(): void;
  retry(): void;
  /** After a submit: shows the case at once, first and marked, and reads the list again. */
  showSubmitted(submitted: CustomerCase): void;
}

/**
 * The submitted cases of the selected account (GET users/account/customerCase), newest first,
 * `CASES_PAGE_SIZE` at a time. A submit shows its case at once, first and marked, and reads the
 * list again; an account switch is another list; coming back finds the pages already loaded.
 */
export function useCaseList(): CaseList {
  const api = useSupportApi();
  const account = useCasesAccount();
  const [submitted, setSubmitted] = useState<{ account: string; item: CustomerCase } | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const list = usePagedList<CustomerCase>({
    key: ['anp:customerCase', account],
    pageSize: CASES_PAGE_SIZE,
    fetchPage: async (offset, limit) => {
      const page = await api.listCases(
        { offset, limit },
        { publishErrors: false, accountId: account },
      );
      return { items: page.cases, total: page.totalCount };
    },
  });
  const { refresh } = list;
  // The case just submitted belongs to the account it was submitted for.
  const highlighted = submitted?.account === account ? submitted.item : null;
  const cases = withSubmittedFirst(list.items, highlighted);

  const showSubmitted = useCallback(
    (item: CustomerCase) => {
      setSubmitted({ account, item });
      setRefreshing(true);
      void refresh().finally(() => setRefreshing(false));
    },
    [account, refresh],
  );

  const listed = list.items.some((c) => c.id === highlighted?.id);
  return {
    cases,
    total:
      list.total === null
        ? null
        : Math.max(list.total + (highlighted && !listed ? 1 : 0), cases.length),
    loading: list.loading && cases.length === 0,
    loadingMore: list.loadingMore,
    refreshing: refreshing && cases.length > 0,
    error: list.error,
    hasMore: list.hasMore,
    highlightedId: highlighted?.id ?? null,
    loadMore: list.loadMore,
    retry: list.retry,
    showSubmitted,
  };
}
