import { useId } from 'react';
import { formatDisplayDate, useErrorMessage, useKitContext, useKitTranslation } from '@anp/core';
import { Button, EmptyState, Spinner } from '@anp/ui';
import type { CustomerCase } from '@anp/core/services/support';
import { ContactList } from '../contact-list.view';
import { below, type HeadingLevel } from '../headings';
import { SUPPORT_NS } from '../i18n';
import { QuestionLinks } from '../question-links.view';
import { RaiseComplaintButton } from '../raise-complaint-button';
import * as Links from '../question-links.styles';
import * as Section from '../section.styles';
import type { FaqArticleBehaviour } from './use-faq';
import * as S from './faq.styles';

export interface FaqArticleViewProps {
  article: FaqArticleBehaviour;
  /** Level of the question's heading, 1 to 5. */
  headingLevel: HeadingLevel;
  /** A case was submitted from "Still need help?". */
  onCaseSubmitted?: ((submitted: CustomerCase) => void) | undefined;
}

/**
 * One answer from its behaviour (ordering.md §2 route `support/faq/{faqId}`): the question as
 * heading, the answer's paragraphs as text (never HTML), when it was updated, "Back to support",
 * the other questions of its topic, and "Still need help?" with "Raise a complaint". An unknown
 * id says so, with the way back; a missing id says one is needed.
 */
export function FaqArticleView({ article, headingLevel, onCaseSubmitted }: FaqArticleViewProps) {
  const { t } = useKitTranslation(SUPPORT_NS);
  const { lang } = useKitContext();
  const describe = useErrorMessage();
  const helpId = useId();
  const relatedId = useId();
  const { faq: data, error, follow } = article;
  const backLink = (
    <S.BackLink
      part="back-link"
      href={article.backHref}
      onClick={(event) => follow(event, article.backHref)}
    >
      <BackArrow />
      {t('article.back')}
    </S.BackLink>
  );

  if (!article.id) {
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
        <Section.Failure>
          <p role="alert">{t('article.failed', { reason: describe(error) })}</p>
          <Button variant="secondary" size="sm" onClick={article.retry}>
            {t('retry')}
          </Button>
        </Section.Failure>
      </S.Article>
    );
  }
  if (!data) {
    return (
      <S.Article aria-busy="true">
        {backLink}
        <Section.Status>
          <Spinner size="sm" label={t('article.loading')} />
          <span aria-hidden="true">{t('article.loading')}</span>
        </Section.Status>
      </S.Article>
    );
  }

  const updated = formatDisplayDate(data.updatedAt, lang);
  const level = below(headingLevel);
  return (
    <S.Article>
      {backLink}
      <S.ArticleHead>
        {data.topic && <S.Kicker>{data.topic}</S.Kicker>}
        <S.Question part="heading" as={`h${headingLevel}`}>
          {data.question}
        </S.Question>
        {updated && <Section.Muted>{t('article.updated', { date: updated })}</Section.Muted>}
      </S.ArticleHead>
      <S.Answer>
        {data.answer.map((paragraph, index) => (
          // Paragraphs have no ids of their own; their order is the answer's.
          <p key={index}>{paragraph}</p>
        ))}
      </S.Answer>
      {article.related.length > 0 && (
        <S.Related aria-labelledby={relatedId}>
          <Links.TopicHeading as={`h${level}`} id={relatedId}>
            {t('article.related')}
          </Links.TopicHeading>
          <QuestionLinks links={article.related} follow={follow} />
        </S.Related>
      )}
      <S.Help aria-labelledby={helpId}>
        <Section.SectionHeading part="section-heading" as={`h${level}`} id={helpId}>
          {t('article.stillNeedHelp')}
        </Section.SectionHeading>
        <p>{t('article.stillNeedHelpText')}</p>
        {article.contact && <ContactList contact={article.contact} />}
        <RaiseComplaintButton onSubmitted={onCaseSubmitted} />
      </S.Help>
    </S.Article>
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
