import type { MouseEvent } from 'react';
import { useErrorMessage, usePortalLinks } from '@anp/core';
import { Button, EmptyState, Spinner } from '@anp/ui';
import { ORDERS_PAGE } from '../order-pages';
import { useOrderText } from '../use-order-text';
import { DocumentsView } from './order-detail.documents.view';
import { OrderHeaderView, OutcomeNoticeView } from './order-detail.header.view';
import { MemosView } from './order-detail.memos.view';
import { ModifyEntryView } from './order-detail.modify-entry.view';
import { ProductsView } from './order-detail.products.view';
import { ShippingView } from './order-detail.shipping.view';
import { TimelineView } from './order-detail.timeline.view';
import { OrderAgain, REORDERABLE_TYPES } from '../order-again/order-again';
import { SetReminder } from '../set-reminder/set-reminder';
import type { OrderDetailBehaviour } from './use-order-detail';
import * as S from '../page.styles';
import * as D from './order-detail.styles';

export type DetailHeadingLevel = 1 | 2 | 3;

export interface OrderDetailViewProps {
  detail: OrderDetailBehaviour;
  /** Level of the order's heading; the sections use the next level. */
  headingLevel: DetailHeadingLevel;
}

/**
 * The order detail (ordering.md §2 screen 6): the order's header, the Modify order entry, the
 * documents, the shipping details, the products ordered with their totals and the memos; or
 * loading, not found, a failure with Try again, no order number.
 */
export function OrderDetailView({ detail, headingLevel }: OrderDetailViewProps) {
  const { t } = useOrderText();
  const describe = useErrorMessage();
  const { hrefOf, follow } = usePortalLinks();
  const { state } = detail;
  const listHref = hrefOf(ORDERS_PAGE);
  const back = (
    <S.BackLink href={listHref} onClick={(e: MouseEvent) => follow(e, listHref)}>
      <span aria-hidden="true">←</span> {t('backToOrders')}
    </S.BackLink>
  );

  if (state.kind === 'ready') {
    const { order } = state;
    const sub = headingLevel + 1;
    return (
      <S.Root>
        {back}
        {detail.outcome && (
          <OutcomeNoticeView outcome={detail.outcome} onDismiss={detail.dismissOutcome} />
        )}
        <OrderHeaderView order={order} headingLevel={headingLevel} />
        <D.Actions>
          <SetReminder order={order} />
          {REORDERABLE_TYPES.has(order.type) && <OrderAgain order={order} />}
        </D.Actions>
        <ModifyEntryView order={order} modify={detail.modify} headingLevel={sub} />
        <TimelineView order={order} headingLevel={sub} />
        <D.Pair>
          <DocumentsView
            order={order}
            viewer={detail.viewer}
            fetchDocument={detail.fetchDocument}
            headingLevel={sub}
          />
          <ShippingView order={order} headingLevel={sub} />
        </D.Pair>
        <ProductsView
          order={order}
          sort={detail.productSort}
          onSortChange={detail.setProductSort}
          headingLevel={sub}
        />
        {order.memoNumbers.length > 0 && <MemosView order={order} headingLevel={sub} />}
      </S.Root>
    );
  }

  let content;
  switch (state.kind) {
    case 'missingNumber':
      content = (
        <S.Notice $tone="danger" role="alert">
          <p>{t('missingNumber')}</p>
        </S.Notice>
      );
      break;
    case 'notFound':
      content = (
        <S.Panel>
          <EmptyState
            headingLevel={headingLevel}
            title={t('notFound.title', { number: state.number })}
            description={t('notFound.body')}
            action={
              <S.LinkButton href={listHref} onClick={(e: MouseEvent) => follow(e, listHref)}>
                {t('notFound.action')}
              </S.LinkButton>
            }
          />
        </S.Panel>
      );
      break;
    case 'failed':
      content = (
        <S.Notice $tone="danger" role="alert">
          <p>{t('loadFailed', { number: state.number, reason: describe(state.error) })}</p>
          <Button variant="secondary" onClick={state.retry}>
            {t('retry')}
          </Button>
        </S.Notice>
      );
      break;
    case 'loading':
      content = (
        <S.Panel aria-busy="true">
          <Spinner label={t('loading', { number: state.number })} />
        </S.Panel>
      );
      break;
  }
  return (
    <S.Root>
      {back}
      {content}
    </S.Root>
  );
}
