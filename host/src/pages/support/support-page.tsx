import styled from 'styled-components';
import { useKitTranslation } from '@anp/core';
import { token } from '@anp/ui';
import { FaqArticle, SupportCenter } from '@anp/support';
import { pageText } from '../page-styles';
import { SUPPORT_PAGE_NS } from './i18n';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-6')};
  ${pageText}
`;

const Intro = styled.header`
  display: grid;
  gap: ${token('space-1')};
`;

const Muted = styled.p`
  color: ${token('color-text-muted')};
`;

/**
 * The support page (ordering.md §2 route `support`, screen 13): customer service and "Raise a
 * complaint", the user's cases, and the frequently asked questions, each linking to its page.
 */
export function SupportPage() {
  const { t } = useKitTranslation(SUPPORT_PAGE_NS);
  return (
    <Page>
      <Intro>
        <h1>{t('title')}</h1>
        <Muted>{t('intro')}</Muted>
      </Intro>
      <SupportCenter headingLevel={2} />
    </Page>
  );
}

/**
 * One question's page (ordering.md §2 route `support/faq/{faqId}`): the question is the page's
 * h1; `key` starts afresh when the user moves to another question.
 */
export function FaqPage({ faqId }: { faqId: string }) {
  return (
    <Page>
      <FaqArticle key={faqId} faqId={faqId} headingLevel={1} />
    </Page>
  );
}
