import type { MouseEvent } from 'react';
import { useErrorMessage, usePortalLinks } from '@anp/core';
import { Button, EmptyState, Spinner } from '@anp/ui';
import { ORDERS_PAGE, orderPage } from '../order-pages';
import { useOrderText } from '../use-order-text';
import { ModifyFormView } from './modify-order.form.view';
import { closedText } from './use-refusal-text';
import type { ModifyOrder } from './use-modify-order';
import * as S from '../page.styles';

export interface ModifyOrderViewProps {
  behaviour: ModifyOrder;
  /** The order's number, as the page was asked for it. */
  orderNumber: string;
  headingLevel: 1 | 2 | 3;
}

/**
 * The modify page in each phase: the form over the draft; or loading, not found, a failure with
 * Try again, or an order that can no longer be changed and has no draft to show.
 */
export function ModifyOrderView({
  behaviour,
  orderNumber: number,
  headingLevel,
}: ModifyOrderViewProps) {
  const text = useOrderText();
  const { t } = text;
  const describe = useErrorMessage();
  const { hrefOf, follow } = usePortalLinks();
  const orderHref = hrefOf(orderPage(number));
  const back = (
    <S.BackLink href={orderHref} onClick={(e: MouseEvent) => follow(e, orderHref)}>
      <span aria-hidden="true">←</span> {t('modifyPage.back', { number })}
    </S.BackLink>
  );
  const { state } = behaviour;
  const Title = `h${headingLevel}` as 'h1';

  if (state.phase === 'ready' && behaviour.form) {
    return (
      <ModifyFormView
        behaviour={behaviour}
        order={state.order}
        headingLevel={headingLevel}
        back={back}
      />
    );
  }
  let content;
  if (state.phase === 'notFound') {
    const listHref = hrefOf(ORDERS_PAGE);
    content = (
      <S.Panel>
        <EmptyState
          headingLevel={headingLevel}
          title={t('notFound.title', { number })}
          description={t('notFound.body')}
          action={
            <S.LinkButton href={listHref} onClick={(e: MouseEvent) => follow(e, listHref)}>
              {t('notFound.action')}
            </S.LinkButton>
          }
        />
      </S.Panel>
    );
  } else if (state.phase === 'failed') {
    content = (
      <>
        <Title part="heading">{t('modifyPage.title', { number })}</Title>
        <S.Notice $tone="danger" role="alert">
          <p>{t('modifyPage.loadFailed', { number, reason: describe(state.error) })}</p>
          <Button variant="secondary" onClick={state.retry}>
            {t('retry')}
          </Button>
        </S.Notice>
      </>
    );
  } else if (state.phase === 'closed') {
    content = (
      <>
        <Title part="heading">{t('modifyPage.title', { number })}</Title>
        <S.Notice $tone="warning" role="alert">
          <p>{closedText(state.reason, number, text)}</p>
          <S.LinkButton
            $variant="secondary"
            href={orderHref}
            onClick={(e: MouseEvent) => follow(e, orderHref)}
          >
            {t('modifyPage.viewOrder')}
          </S.LinkButton>
        </S.Notice>
      </>
    );
  } else {
    content = (
      <S.Panel aria-busy="true">
        <Spinner label={t('modifyPage.loading', { number })} />
      </S.Panel>
    );
  }
  return (
    <S.Root>
      {back}
      {content}
    </S.Root>
  );
}
