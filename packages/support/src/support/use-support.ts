import { useCallback } from 'react';
import { usePortalLinks, type DownloadResult, type PortalError } from '@anp/core';
import { useSupportApi, type CustomerCase } from '@anp/core/services/support';
import { DEFAULT_FAQ_HREF, groupFaqsByTopic, linkFromTemplate } from '../model/support';
import type { FollowLink, QuestionLink } from '../question-links.view';
import {
  useCaseList,
  useContact,
  useFaqs,
  type CaseList,
  type ContactData,
} from '../use-support-data';

export interface SupportOptions {
  /** Link template of a question, `{id}` replaced (default `support/faq/{id}` of the portal). */
  faqHref?: string | undefined;
  /** A case was submitted from the support bar or the empty state. */
  onCaseSubmitted?: ((submitted: CustomerCase) => void) | undefined;
}

/** The questions grouped by topic, each with the link to its answer. */
export interface FaqTopicLinks {
  topic: string;
  links: QuestionLink[];
}

/** What the support page's view renders from. */
export interface SupportBehaviour {
  cases: CaseList;
  contact: ContactData;
  faqs: {
    /** The topics in the service's order; null until the questions arrive. */
    topics: FaqTopicLinks[] | null;
    error: PortalError | null;
    retry(): void;
  };
  follow: FollowLink;
  /** A complaint was submitted: its case is shown first, and the page is told. */
  onSubmitted(submitted: CustomerCase): void;
  /** Fetches one file of a case, to be saved under its name. */
  fetchDocument(
    caseId: string,
    documentId: string,
    onProgress?: (received: number, total: number | null) => void,
  ): Promise<DownloadResult>;
}

/**
 * The behaviour of the support page (ordering.md §2 route `support`, §7 Support cases): the
 * account's cases, how customer service is reached, the questions with their links, and what a
 * submitted complaint does (its case first and marked, the list read again).
 */
export function useSupport({ faqHref, onCaseSubmitted }: SupportOptions): SupportBehaviour {
  const api = useSupportApi();
  const cases = useCaseList();
  const contact = useContact();
  const faqs = useFaqs();
  const { hrefOf, follow } = usePortalLinks();
  const { showSubmitted } = cases;
  const onSubmitted = useCallback(
    (submitted: CustomerCase) => {
      showSubmitted(submitted);
      onCaseSubmitted?.(submitted);
    },
    [showSubmitted, onCaseSubmitted],
  );
  const fetchDocument = useCallback(
    (
      caseId: string,
      documentId: string,
      onProgress?: (received: number, total: number | null) => void,
    ) => api.downloadDocument(caseId, documentId, { publishErrors: false, onProgress }),
    [api],
  );
  const topics = faqs.data
    ? groupFaqsByTopic(faqs.data.faqs).map(({ topic, faqs: inTopic }) => ({
        topic,
        links: inTopic.map((faq) => ({
          id: faq.id,
          question: faq.question,
          href: linkFromTemplate(faqHref, DEFAULT_FAQ_HREF, faq.id, hrefOf),
        })),
      }))
    : null;
  const { mutate } = faqs;
  return {
    cases,
    contact,
    faqs: {
      topics,
      error: faqs.data ? null : (faqs.error ?? null),
      retry: () => void mutate(),
    },
    follow,
    onSubmitted,
    fetchDocument,
  };
}
