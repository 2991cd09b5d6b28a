import { useId } from 'react';
import {
  formatDisplayDate,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
  useNamespaces,
  usePortalLinks,
} from '@anp/core';
import { Button, EmptyState, Spinner } from '@anp/ui';
import type { CustomerCase } from '@anp/core/services/support';
import { SUPPORT_NS } from './i18n';
import { below, type HeadingLevel } from './headings';
import {
  DEFAULT_FAQ_HREF,
  DEFAULT_SUPPORT_HREF,
  linkFromTemplate,
  relatedFaqs,
} from './model/support';
import { RaiseComplaintButton } from './raise-complaint';
import { ContactList, useContact } from './support-bar';
import { useFaq, useFaqs } from './use-support-data';
import * as S from './support.styles';

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
  const { t } = useKitTranslation(SUPPORT_NS);
  const { lang } = useKitContext();
  const describe = useErrorMessage();
  const { hrefOf, follow } = usePortalLinks();
  const helpId = useId();
  const id = faqId.trim();
  const { data, error, mutate } = useFaq(id);
  const back = linkFromTemplate(supportHref, DEFAULT_SUPPORT_HREF, id, hrefOf);
  const backLink = (
    <S.BackLink href={back} onClick={(event) => follow(event, back)}>
      <BackArrow />
      {t('article.back')}
    </S.BackLink>
  );

  if (!id) {
    return (
      <S.Article>
        <S.Message $tone="danger" role="alert">
          <p>{t('article.missingId')}</p>
        </S.Message>
      </S.Article>
    );
  }
  if (!data && error?.code === 'NOT_FOUND') {
    return (
      <S.Article>
        {backLink}
        <EmptyState
          headingLevel={headingLevel}
          title={t('article.notFoundTitle')}
          description={t('article.notFoundText')}
        />
      </S.Article>
    );
  }
  if (!data && error) {
    return (
      <S.Article>
        {backLink}
        <S.Failure>
          <p role="alert">{t('article.failed', { reason: describe(error) })}</p>
          <Button variant="secondary" size="sm" onClick={() => void mutate()}>
            {t('retry')}
          </Button>
        </S.Failure>
      </S.Article>
    );
  }
  if (!data) {
    return (
      <S.Article aria-busy="true">
        {backLink}
        <S.Status>
          <Spinner size="sm" label={t('article.loading')} />
          <span aria-hidden="true">{t('article.loading')}</span>
        </S.Status>
      </S.Article>
    );
  }

  const updated = formatDisplayDate(data.updatedAt, lang);
  return (
    <S.Article>
      {backLink}
      <S.ArticleHead>
        {data.topic && <S.Kicker>{data.topic}</S.Kicker>}
        <S.Question as={`h${headingLevel}`}>{data.question}</S.Question>
        {updated && <S.Muted>{t('article.updated', { date: updated })}</S.Muted>}
      </S.ArticleHead>
      <S.Answer>
        {data.answer.map((paragraph, index) => (
          // Paragraphs have no ids of their own; their order is the answer's.
          <p key={index}>{paragraph}</p>
        ))}
      </S.Answer>
      <RelatedQuestions faq={data} faqHref={faqHref} level={below(headingLevel)} />
      <S.Help aria-labelledby={helpId}>
        <S.SectionHeading as={`h${below(headingLevel)}`} id={helpId}>
          {t('article.stillNeedHelp')}
        </S.SectionHeading>
        <p>{t('article.stillNeedHelpText')}</p>
        <HelpContact />
        <RaiseComplaintButton onSubmitted={onCaseSubmitted} />
      </S.Help>
    </S.Article>
  );
}

/** The other questions of the answer's topic, as links (none while the list is not known). */
function RelatedQuestions(props: {
  faq: { id: string; topic: string };
  faqHref: string | undefined;
  level: 2 | 3 | 4 | 5 | 6;
}) {
  const { t } = useKitTranslation(SUPPORT_NS);
  const { hrefOf, follow } = usePortalLinks();
  const headingId = useId();
  const { data } = useFaqs();
  const related = data ? relatedFaqs(data.faqs, props.faq) : [];
  if (related.length === 0) return null;
  return (
    <S.Related aria-labelledby={headingId}>
      <S.TopicHeading as={`h${props.level}`} id={headingId}>
        {t('article.related')}
      </S.TopicHeading>
      <S.Questions>
        {related.map((faq) => {
          const href = linkFromTemplate(props.faqHref, DEFAULT_FAQ_HREF, faq.id, hrefOf);
          return (
            <li key={faq.id}>
              <a href={href} onClick={(event) => follow(event, href)}>
                <span>{faq.question}</span>
                <Chevron />
              </a>
            </li>
          );
        })}
      </S.Questions>
    </S.Related>
  );
}

/** Customer service's contacts once known; the answer page shows no loading or failure of them. */
function HelpContact() {
  const { contact } = useContact();
  return contact && (contact.phone || contact.email) ? <ContactList contact={contact} /> : null;
}

function Chevron() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M6 3.5L10.5 8 6 12.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function BackArrow() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M10 3.5L5.5 8 10 12.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
