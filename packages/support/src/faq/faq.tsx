import { useNamespaces } from '@anp/core';
import type { CustomerCase } from '@anp/core/services/support';
import type { HeadingLevel } from '../headings';
import { SUPPORT_NS } from '../i18n';
import { FaqArticleView } from './faq.view';
import { useFaqArticle } from './use-faq';

const NAMESPACES = [SUPPORT_NS];

export interface FaqArticleProps {
  /** The question's id (the `{faqId}` of `support/faq/{faqId}`). */
  faqId: string;
  /** Level of the question's heading, 1 to 5 (default 1: the answer is a page of its own). */
  headingLevel?: HeadingLevel;
  /**
   * Where "Back to support" leads: a portal page (default `support`) or an absolute path or URL.
   */
  supportHref?: string;
  /** Link template of the topic's other questions, `{id}` replaced (default `support/faq/{id}`). */
  faqHref?: string;
  /** A case was submitted from "Still need help?". */
  onCaseSubmitted?: (submitted: CustomerCase) => void;
}

/**
 * One frequently asked question (ordering.md §2 route `support/faq/{faqId}`): the question as
 * heading, the answer's paragraphs as text (never HTML), when it was updated, "Back to support",
 * and "Still need help?" with "Raise a complaint". An unknown id says so, with the way back.
 * @example <KitRoot config={config}><FaqArticle faqId="faq-delivery-window" /></KitRoot>
 */
export function FaqArticle({
  faqId,
  headingLevel = 1,
  supportHref,
  faqHref,
  onCaseSubmitted,
}: FaqArticleProps) {
  useNamespaces(NAMESPACES);
  const article = useFaqArticle({ faqId, supportHref, faqHref });
  return (
    <FaqArticleView
      article={article}
      headingLevel={headingLevel}
      onCaseSubmitted={onCaseSubmitted}
    />
  );
}
