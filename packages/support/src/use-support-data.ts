import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import {
  onAnpEvent,
  readSession,
  toPortalError,
  useKitContext,
  windowOf,
  type PortalError,
} from '@anp/core';
import {
  useSupportApi,
  type CaseConfigurations,
  type CustomerCase,
  type Faq,
  type FaqList,
} from '@anp/core/services/support';
import { CASES_PAGE_SIZE, hasMoreCases, listedCases, withSubmittedFirst } from './model/support';

/** SWR keys of the support data; the page's widgets of one account and language share them. */
export const SUPPORT_KEYS = {
  configurations: 'anp:customerCase/configurations',
  faqs: 'anp:support/faqs',
  faq: 'anp:support/faq',
} as const;

const READ_ONCE = { revalidateOnFocus: false, dedupingInterval: 60_000 } as const;

/**
 * The account the cases are for: the session's selected sold-to, read again when the account
 * selector announces a switch (cases belong to the selected account, ordering.md §7).
 */
export function useSelectedAccount(): string {
  const { root } = useKitContext();
  const win = windowOf(root);
  const [account, setAccount] = useState(() => readSession('soldToId', win) ?? 'default');
  useEffect(() => {
    const read = () => setAccount(readSession('soldToId', win) ?? 'default');
    // The host may store the account after the widget first rendered (the session gate).
    read();
    const stops = [
      onAnpEvent(win, 'anp-account-changed', read),
      onAnpEvent(win, 'anp-region-changed', read),
    ];
    return () => stops.forEach((stop) => stop());
  }, [win]);
  return account;
}

/** The market's complaint settings, among them how customer service is reached (the bar). */
export function useCaseConfigurations(): SWRResponse<CaseConfigurations, PortalError> {
  const api = useSupportApi();
  const { lang } = useKitContext();
  const account = useSelectedAccount();
  return useSWR<CaseConfigurations, PortalError>(
    [SUPPORT_KEYS.configurations, account, lang],
    () => api.configurations(lang, { publishErrors: false }),
    READ_ONCE,
  );
}

/** The questions of the market in the page language (GET support/faqs). */
export function useFaqs(): SWRResponse<FaqList, PortalError> {
  const api = useSupportApi();
  const { lang, country } = useKitContext();
  return useSWR<FaqList, PortalError>(
    [SUPPORT_KEYS.faqs, country, lang],
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

interface ListState {
  account: string;
  cases: CustomerCase[];
  /** Cases taken from the server's pages (the next page's offset). */
  loaded: number;
  total: number | null;
  /** What is on its way: the first page again, or a further page. */
  pending: 'first' | 'more' | null;
  error: PortalError | null;
  submitted: CustomerCase | null;
}

const initial = (account: string): ListState => ({
  account,
  cases: [],
  loaded: 0,
  total: null,
  pending: 'first',
  error: null,
  submitted: null,
});

/**
 * The submitted cases of the selected account (GET users/account/customerCase), newest first,
 * `CASES_PAGE_SIZE` at a time. A submit shows its case at once and reads the first page again;
 * an account switch starts afresh; an answer for an earlier request is dropped.
 */
export function useCaseList(): CaseList {
  const api = useSupportApi();
  const account = useSelectedAccount();
  const [state, setState] = useState<ListState>(() => initial(account));
  const inFlight = useRef<AbortController | null>(null);

  const request = useCallback(
    (offset: number) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      api
        .listCases(
          { offset, limit: CASES_PAGE_SIZE },
          { signal: controller.signal, publishErrors: false },
        )
        .then((page) => {
          if (controller.signal.aborted) return;
          setState((s) => {
            const first = offset === 0;
            const cases = first
              ? withSubmittedFirst(page.cases, s.submitted)
              : listedCases([...s.cases, ...page.cases]);
            return {
              ...s,
              cases,
              loaded: (first ? 0 : s.loaded) + page.cases.length,
              total: page.totalCount,
              pending: null,
              error: null,
            };
          });
        })
        .catch((failure: unknown) => {
          if (controller.signal.aborted) return;
          setState((s) => ({ ...s, pending: null, error: toPortalError(failure) }));
        });
    },
    [api],
  );

  // Another account starts afresh (set while rendering, so no frame shows the old cases).
  if (state.account !== account) setState(initial(account));

  useEffect(() => {
    request(0);
    return () => inFlight.current?.abort();
  }, [account, request]);

  const current = state.account === account;
  const { loaded, pending, error, cases } = state;
  const more = hasMoreCases(loaded, state.total);

  const loadMore = useCallback(() => {
    if (pending !== null || !more) return;
    setState((s) => ({ ...s, pending: 'more', error: null }));
    request(loaded);
  }, [pending, more, loaded, request]);

  const retry = useCallback(() => {
    // A failed further page asks for that page again; otherwise the first page.
    const offset = cases.length > 0 ? loaded : 0;
    setState((s) => ({ ...s, pending: offset === 0 ? 'first' : 'more', error: null }));
    request(offset);
  }, [cases.length, loaded, request]);

  const showSubmitted = useCallback(
    (submitted: CustomerCase) => {
      setState((s) => ({
        ...s,
        submitted,
        cases: withSubmittedFirst(s.cases, submitted),
        total:
          s.total === null ? null : s.total + (s.cases.some((c) => c.id === submitted.id) ? 0 : 1),
        pending: 'first',
        error: null,
      }));
      request(0);
    },
    [request],
  );

  return {
    cases: current ? cases : [],
    total: current ? (state.total === null ? null : Math.max(state.total, cases.length)) : null,
    loading: !current || (pending === 'first' && cases.length === 0),
    loadingMore: current && pending === 'more',
    refreshing: current && pending === 'first' && cases.length > 0,
    error: current ? error : null,
    hasMore: current && more,
    highlightedId: current ? (state.submitted?.id ?? null) : null,
    loadMore,
    retry,
    showSubmitted,
  };
}
