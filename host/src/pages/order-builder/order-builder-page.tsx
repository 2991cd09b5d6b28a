import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useKitTranslation, useSelectedAccount } from '@anp/core';
import { token } from '@anp/ui';
import { OrderBuilder } from '@anp/order-builder';
import { pageText } from '../page-styles';

// Quick order (issue 17) loads after the builder: its code is not on the way to the page's
// first content, and it renders nothing where the cart is hidden.
const QuickOrder = lazy(() => import('@anp/quick-order').then((m) => ({ default: m.QuickOrder })));
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
 * how to choose one, and browsing still works. Quick order (issue 17) follows the builder.
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
      <Suspense fallback={null}>
        <QuickOrder />
      </Suspense>
    </Page>
  );
}
