import { useId, type MouseEvent } from 'react';
import { usePortalLinks } from '@anp/core';
import type { OrderDetail as Order } from '@anp/core/services/orders';
import { Heading } from '../heading';
import { modifyPage } from '../order-pages';
import { useOrderText } from '../use-order-text';
import type { ModifyEntryState } from './use-order-detail';
import * as S from '../page.styles';
import * as D from './order-detail.styles';

/**
 * The Modify order entry while changes are accepted (what can change, the cut-off and the time
 * left, a draft waiting); after the cut-off of a Placed order, until when changes were possible.
 */
export function ModifyEntryView({
  order,
  modify,
  headingLevel,
}: {
  order: Order;
  modify: ModifyEntryState;
  headingLevel: number;
}) {
  const text = useOrderText();
  const { t } = text;
  const { hrefOf, follow } = usePortalLinks();
  const id = useId();
  const { cutoff, hasDraft } = modify;
  if (!modify.open) {
    if (order.status === 'Placed' && cutoff.state === 'passed')
      return (
        <S.Muted>{t('modify.closed', { cutoff: text.cutoff(order.modifiableUntil) })}</S.Muted>
      );
    return null;
  }
  const href = hrefOf(modifyPage(order.orderNumber));
  return (
    <D.ModifyPanel aria-labelledby={`${id}-modify`}>
      <div>
        <Heading level={headingLevel} id={`${id}-modify`}>
          {t('modify.heading')}
        </Heading>
        <p>{t('modify.body', { cutoff: text.cutoff(order.modifiableUntil) })}</p>
        <p>
          <S.Countdown $urgent={cutoff.state === 'open' && cutoff.urgent}>
            {text.timeLeft(order.modifiableUntil, modify.now)}
          </S.Countdown>
        </p>
        {hasDraft && <S.Muted>{t('modify.draftWaiting')}</S.Muted>}
      </div>
      <S.LinkButton href={href} onClick={(e: MouseEvent) => follow(e, href)}>
        {hasDraft ? t('modify.continue') : t('modify.action')}
      </S.LinkButton>
    </D.ModifyPanel>
  );
}
