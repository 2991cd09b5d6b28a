import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useKitTranslation, useSelectedAccount } from '@anp/core';
import { token } from '@anp/ui';
import { OrderBuilder } from '@anp/order-builder';
import { pageText } from '../page-styles';

import { lazyComponent } from '../../lazy-component';
import { ORDER_BUILDER_PAGE_NS } from './i18n';

// Quick order and the order templates (issue 17) are chunks of their own, fetched after the
// builder's: the page's first content does not wait for them, and neither waits for the other.
// Both render nothing where the cart is hidden.
const QuickOrder = lazyComponent(() => import('@anp/quick-order'), 'QuickOrder');
const OrderTemplates = lazyComponent(() => import('@anp/order-templates'), 'OrderTemplates');

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
 * account the order is for, the builder, then quick order and the account's order templates
 * (issue 17). Without a selected account the builder itself says how to choose one, and browsing
 * still works.
 */
export function OrderBuilderPage() {
  const { t } = useKitTranslation(ORDER_BUILDER_PAGE_NS);
  const account = useSelectedAccount({ details: true }).account;
  // A template reminder's notification opens `orderbuilder?template=…`.
  const [params] = useSearchParams();
  const templateId = params.get('template') ?? undefined;
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
      <Suspense fallback={null}>
        <OrderTemplates templateId={templateId} />
      </Suspense>
    </Page>
  );
}
