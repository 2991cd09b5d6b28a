import styled from 'styled-components';
import { useKitTranslation, useSelectedAccount } from '@anp/core';
import { token } from '@anp/ui';
import { OrderBuilder } from '@anp/order-builder';
import { pageText } from '../page-styles';
import { ORDER_BUILDER_PAGE_NS } from './i18n';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-5')};
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
 * The order builder page (ordering.md §2 route `orderbuilder`, screen 1): the heading, the
 * account the order is for, and the builder. Without a selected account the builder itself says
 * how to choose one, and browsing still works.
 */
export function OrderBuilderPage() {
  const { t } = useKitTranslation(ORDER_BUILDER_PAGE_NS);
  const account = useSelectedAccount({ details: true }).account;
  return (
    <Page>
      <Intro>
        <h1>{t('title')}</h1>
        {account && (
          <Muted>{t('account', { name: account.fullname, code: account.soldToCode })}</Muted>
        )}
        <Muted>{t('intro')}</Muted>
      </Intro>
      <OrderBuilder />
    </Page>
  );
}
