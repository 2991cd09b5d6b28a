import { useNamespaces } from '@anp/core';
import type { CustomerCase } from '@anp/core/services/support';
import type { HeadingLevel } from '../headings';
import { SUPPORT_NS } from '../i18n';
import { SupportView } from './support.view';
import { useSupport } from './use-support';

const NAMESPACES = [SUPPORT_NS];

export interface SupportCenterProps {
  /** Level of the section headings (customer service, your cases, questions), 1 to 5 (default 2). */
  headingLevel?: HeadingLevel;
  /**
   * Link template of a question, `{id}` replaced by its id. A portal page (default
   * `support/faq/{id}`) is made into `{base}/{country}/{lang}/pages/...`; an absolute path or URL
   * is used as it is.
   */
  faqHref?: string;
  /** A case was submitted from the support bar or the empty state. */
  onCaseSubmitted?: (submitted: CustomerCase) => void;
}

/**
 * The support page of the portal (ordering.md §2 route `support`, screen 13): the support bar
 * (how to reach customer service, and "Raise a complaint" opening the complaint modal), the
 * user's cases with their status and files, and the frequently asked questions. After a submit
 * the list is read again, with the new case first and marked.
 * @example <KitRoot config={config}><SupportCenter faqHref="support/faq/{id}" /></KitRoot>
 */
export function SupportCenter({ headingLevel = 2, faqHref, onCaseSubmitted }: SupportCenterProps) {
  useNamespaces(NAMESPACES);
  const support = useSupport({ faqHref, onCaseSubmitted });
  return <SupportView support={support} headingLevel={headingLevel} />;
}
