import { useId } from 'react';
import { useErrorMessage, useKitTranslation } from '@anp/core';
import { Button, Spinner } from '@anp/ui';
import { below, type HeadingLevel } from '../headings';
import { SUPPORT_NS } from '../i18n';
import { QuestionLinks } from '../question-links.view';
import * as Links from '../question-links.styles';
import * as Section from '../section.styles';
import type { SupportBehaviour } from './use-support';
import * as S from './support.styles';

export interface FaqListProps {
  faqs: SupportBehaviour['faqs'];
  follow: SupportBehaviour['follow'];
  headingLevel: HeadingLevel;
}

/**
 * The market's frequently asked questions in the page language, grouped by topic; each question
 * links to its answer page (ordering.md §2 route `support/faq/{faqId}`). A plain click asks the
 * host to navigate (`anp-navigate`), so a portal router moves without a reload.
 */
export function FaqList({ faqs, follow, headingLevel }: FaqListProps) {
  const { t } = useKitTranslation(SUPPORT_NS);
  const describe = useErrorMessage();
  const headingId = useId();
  const topicLevel = below(headingLevel);

  let content;
  if (faqs.topics) {
    content =
      faqs.topics.length === 0 ? (
        <Section.Muted>{t('faq.empty')}</Section.Muted>
      ) : (
        <S.Topics>
          {faqs.topics.map(({ topic, links }) => (
            <S.Topic key={topic}>
              <Links.TopicHeading as={`h${topicLevel}`}>{topic}</Links.TopicHeading>
              <QuestionLinks links={links} follow={follow} />
            </S.Topic>
          ))}
        </S.Topics>
      );
  } else if (faqs.error) {
    content = (
      <Section.Failure>
        <p role="alert">{t('faq.failed', { reason: describe(faqs.error) })}</p>
        <Button variant="secondary" size="sm" onClick={faqs.retry}>
          {t('retry')}
        </Button>
      </Section.Failure>
    );
  } else {
    content = (
      <Section.Status>
        <Spinner size="sm" label={t('faq.loading')} />
        <span aria-hidden="true">{t('faq.loading')}</span>
      </Section.Status>
    );
  }

  return (
    <Section.Section aria-labelledby={headingId}>
      <Section.SectionHeading part="section-heading" as={`h${headingLevel}`} id={headingId}>
        {t('faq.heading')}
      </Section.SectionHeading>
      {content}
    </Section.Section>
  );
}
