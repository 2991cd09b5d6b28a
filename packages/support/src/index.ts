/**
 * @anp/support: the support page of the portal (customer service, the user's cases, the
 * frequently asked questions) and one answer, as React components, with the button that opens
 * the complaint modal of `@anp/complaint-modal`. `@anp/support/element` registers `<anp-support>`
 * and `<anp-faq>`.
 */
export { SupportCenter, type SupportCenterProps } from './support-center';
export { FaqArticle, type FaqArticleProps } from './faq-article';
export { RaiseComplaintButton, type RaiseComplaintButtonProps } from './raise-complaint';
export { SUPPORT_NS } from './i18n';
export type { HeadingLevel } from './headings';
export {
  SUPPORT_KEYS,
  useCaseConfigurations,
  useCaseList,
  useFaq,
  useFaqs,
  useCasesAccount,
  type CaseList,
} from './use-support-data';
export {
  CASES_PAGE_SIZE,
  DEFAULT_FAQ_HREF,
  DEFAULT_SUPPORT_HREF,
  LISTED_STATUSES,
  STATUS_KEYS,
  caseDate,
  categoryText,
  groupFaqsByTopic,
  isListedStatus,
  linkFromTemplate,
  listedCases,
  statusTone,
  telHref,
  withSubmittedFirst,
  type FaqTopic,
  type ListedStatus,
} from './model/support';
