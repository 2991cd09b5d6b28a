/**
 * @anp/support: the support page of the portal (customer service, the user's cases, the
 * frequently asked questions) and one answer, as React components, with the button that opens
 * the complaint modal of `@anp/complaint-modal`. `@anp/support/element` registers `<anp-support>`
 * and `<anp-faq>`.
 */
export { SupportCenter, type SupportCenterProps } from './support/support';
export { SupportView, type SupportViewProps } from './support/support.view';
export {
  useSupport,
  type SupportBehaviour,
  type SupportOptions,
  type FaqTopicLinks,
} from './support/use-support';
export { FaqArticle, type FaqArticleProps } from './faq/faq';
export { FaqArticleView, type FaqArticleViewProps } from './faq/faq.view';
export { useFaqArticle, type FaqArticleBehaviour, type FaqArticleOptions } from './faq/use-faq';
export { RaiseComplaintButton, type RaiseComplaintButtonProps } from './raise-complaint-button';
export type { QuestionLink, FollowLink } from './question-links.view';
export { SUPPORT_NS } from './i18n';
export type { HeadingLevel } from './headings';
export {
  SUPPORT_KEYS,
  useCaseConfigurations,
  useCaseList,
  useContact,
  useFaq,
  useFaqs,
  useCasesAccount,
  type CaseList,
  type ContactData,
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
