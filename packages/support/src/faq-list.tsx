import { useId, type ReactNode } from 'react';
import { useErrorMessage, useKitTranslation, usePortalLinks } from '@anp/core';
import { Button, Spinner } from '@anp/ui';
import { SUPPORT_NS } from './i18n';
import { below, type HeadingLevel } from './headings';
import { DEFAULT_FAQ_HREF, groupFaqsByTopic, linkFromTemplate } from './model/support';
import { useFaqs } from './use-support-data';
import * as S from './support.styles';

export interface FaqListProps {
  headingLevel: HeadingLevel;
  /** Link template of a question, `{id}` replaced (default `support/faq/{id}` of the portal). */
  faqHref?: string;
}

/**
 * The market's frequently asked questions in the page language, grouped by topic; each question
 * links to its answer page (ordering.md §2 route `support/faq/{faqId}`). A plain click asks the
 * host to navigate (`anp-navigate`), so a portal router moves without a reload.
 */
export function FaqList({ headingLevel, faqHref }: FaqListProps) {
  const { t } = useKitTranslation(SUPPORT_NS);
  const describe = useErrorMessage();
  const { hrefOf, follow } = usePortalLinks();
  const headingId = useId();
  const { data, error, mutate } = useFaqs();
  const topics = data ? groupFaqsByTopic(data.faqs) : [];
  const topicLevel = below(headingLevel);

  let content;
  if (data) {
    content =
      topics.length === 0 ? (
        <S.Muted>{t('faq.empty')}</S.Muted>
      ) : (
        <S.Topics>
          {topics.map(({ topic, faqs }) => (
            <Topic key={topic} topic={topic} level={topicLevel}>
              <S.Questions>
                {faqs.map((faq) => {
                  const href = linkFromTemplate(faqHref, DEFAULT_FAQ_HREF, faq.id, hrefOf);
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
            </Topic>
          ))}
        </S.Topics>
      );
  } else if (error) {
    content = (
      <S.Failure>
        <p role="alert">{t('faq.failed', { reason: describe(error) })}</p>
        <Button variant="secondary" size="sm" onClick={() => void mutate()}>
          {t('retry')}
        </Button>
      </S.Failure>
    );
  } else {
    content = (
      <S.Status>
        <Spinner size="sm" label={t('faq.loading')} />
        <span aria-hidden="true">{t('faq.loading')}</span>
      </S.Status>
    );
  }

  return (
    <S.Section aria-labelledby={headingId}>
      <S.SectionHeading as={`h${headingLevel}`} id={headingId}>
        {t('faq.heading')}
      </S.SectionHeading>
      {content}
    </S.Section>
  );
}

function Topic(props: { topic: string; level: 2 | 3 | 4 | 5 | 6; children: ReactNode }) {
  return (
    <S.Topic>
      <S.TopicHeading as={`h${props.level}`}>{props.topic}</S.TopicHeading>
      {props.children}
    </S.Topic>
  );
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
