import { usePortalLinks, type PortalError } from '@anp/core';
import type { Faq, SupportContact } from '@anp/core/services/support';
import {
  DEFAULT_FAQ_HREF,
  DEFAULT_SUPPORT_HREF,
  linkFromTemplate,
  relatedFaqs,
} from '../model/support';
import type { FollowLink, QuestionLink } from '../question-links.view';
import { useContact, useFaq, useFaqs } from '../use-support-data';

export interface FaqArticleOptions {
  faqId: string;
  /** Where "Back to support" leads: a portal page (default `support`) or a path or URL. */
  supportHref?: string | undefined;
  /** Link template of the topic's other questions, `{id}` replaced. */
  faqHref?: string | undefined;
}

/** What the answer's view renders from. */
export interface FaqArticleBehaviour {
  /** The question's id, trimmed; '' when none was given. */
  id: string;
  faq: Faq | null;
  error: PortalError | null;
  retry(): void;
  /** The other questions of the answer's topic (none while the list is not known). */
  related: QuestionLink[];
  /** Where "Back to support" leads. */
  backHref: string;
  follow: FollowLink;
  /** Customer service's contacts once known (no loading or failure shown on an answer). */
  contact: SupportContact | null;
}

/**
 * The behaviour of one answer (ordering.md §2 route `support/faq/{faqId}`): the answer, the
 * other questions of its topic with their links, the way back, and customer service's contacts.
 */
export function useFaqArticle({
  faqId,
  supportHref,
  faqHref,
}: FaqArticleOptions): FaqArticleBehaviour {
  const { hrefOf, follow } = usePortalLinks();
  const id = faqId.trim();
  const answer = useFaq(id);
  const faq = answer.data ?? null;
  // The topic's other questions and the contacts are asked for once the answer is there.
  const list = useFaqs(faq !== null);
  const { contact } = useContact(faq !== null);
  const related = faq && list.data ? relatedFaqs(list.data.faqs, faq) : [];
  const { mutate } = answer;
  return {
    id,
    faq,
    error: answer.error ?? null,
    retry: () => void mutate(),
    related: related.map((other) => ({
      id: other.id,
      question: other.question,
      href: linkFromTemplate(faqHref, DEFAULT_FAQ_HREF, other.id, hrefOf),
    })),
    backHref: linkFromTemplate(supportHref, DEFAULT_SUPPORT_HREF, id, hrefOf),
    follow,
    contact: contact && (contact.phone || contact.email) ? contact : null,
  };
}
