import type { MouseEvent } from 'react';
import { formatDisplayDate, formatPrice, useKitContext, usePortalContainer } from '@anp/core';
import { Button, EmptyState } from '@anp/ui';
import { ModalOnDemand } from '@anp/ui/modal-on-demand';
import { Actions, Hint, LinkButton, Panel, Totals } from './cart.styles';
import { Done } from './cart.confirmation.styles';
import { AltEmailDialog } from './cart.alt-email.view';
import { WeightTotals } from './cart.totals.view';
import type { CartLinks } from './cart.links';
import { useCartText } from './use-cart-text';
import type { CartBehaviour } from './use-cart';

function CheckMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface ConfirmationViewProps {
  state: CartBehaviour;
  links: CartLinks;
}

/**
 * Step 3 (ordering.md §2 screen 4): the order number, what was ordered, the confirmation e-mail,
 * and sending it to another address (with the success modal).
 */
export function ConfirmationView({ state: behaviour, links }: ConfirmationViewProps) {
  const { t } = useCartText();
  const { lang } = useKitContext();
  const container = usePortalContainer();
  const order = behaviour.order;
  const { follow, orders: ordersHref, shop: shopHref } = links;
  if (!order) {
    return (
      <Panel>
        <EmptyState
          headingLevel={2}
          title={t('confirmation.noOrderTitle')}
          description={t('confirmation.noOrderBody')}
          action={
            <LinkButton href={ordersHref} onClick={(e: MouseEvent) => follow(e, ordersHref)}>
              {t('confirmation.orders')}
            </LinkButton>
          }
        />
      </Panel>
    );
  }
  const market = order.country;
  return (
    <>
      <Done aria-labelledby="anp-confirmation-title">
        <span className="mark">
          <CheckMark />
        </span>
        <h2 id="anp-confirmation-title" tabIndex={-1}>
          {t('confirmation.title')}
        </h2>
        <div>
          <Hint>{t('confirmation.number')}</Hint>
          <p className="number" data-testid="order-number">
            {order.orderNumber}
          </p>
        </div>
        <p>
          {t('confirmation.placedOn', {
            date: formatDisplayDate(order.orderDate ?? order.createdAt, lang),
          })}
        </p>
        <p>{t('confirmation.sentTo', { email: order.email })}</p>
        <WeightTotals
          totals={{ ...order.totals, unitOfMeasure: order.unitOfMeasure }}
          country={market}
        >
          <dt>{t('summary.products')}</dt>
          <dd>{order.lineCount}</dd>
          <dt>{t('review.date')}</dt>
          <dd>{formatDisplayDate(order.requestedDate, lang)}</dd>
        </WeightTotals>
        <Totals>
          <dt>{t('review.total')}</dt>
          <dd className="grand">{formatPrice(order.pricing.grossAmount, market)}</dd>
        </Totals>
        <Actions>
          <Button variant="secondary" onClick={() => behaviour.openEmailModal(true)}>
            {t('confirmation.altEmail')}
          </Button>
          <LinkButton href={ordersHref} onClick={(e: MouseEvent) => follow(e, ordersHref)}>
            {t('confirmation.orders')}
          </LinkButton>
          <LinkButton href={shopHref} onClick={(e: MouseEvent) => follow(e, shopHref)}>
            {t('confirmation.shop')}
          </LinkButton>
        </Actions>
      </Done>
      {behaviour.emailModal && <AltEmailDialog state={behaviour} />}
      <ModalOnDemand
        open={behaviour.successModal}
        onClose={behaviour.closeSuccess}
        title={t('success.title')}
        description={t('success.body', { number: order.orderNumber, email: behaviour.altEmail })}
        closeLabel={t('success.done')}
        container={container}
        size="sm"
        footer={
          <Button variant="primary" onClick={behaviour.closeSuccess}>
            {t('success.done')}
          </Button>
        }
      />
    </>
  );
}
