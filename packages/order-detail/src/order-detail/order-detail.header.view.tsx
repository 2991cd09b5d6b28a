import type { ReactNode } from 'react';
import { formatDisplayDate, useKitContext } from '@anp/core';
import { Badge, Button } from '@anp/ui';
import type { OrderDetail as Order } from '@anp/core/services/orders';
import { ChangeListView } from '../change-list.view';
import { Heading } from '../heading';
import { isInvoiced, showsCancelledInvoiceBadge, statusTone } from '../model/documents';
import type { ModificationOutcome } from '../modification-outcome';
import { statusText, typeText } from '../order-labels';
import { useOrderText } from '../use-order-text';
import * as S from '../page.styles';
import * as D from './order-detail.styles';

/** One fact of a list of facts: its label and its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The order's header: its number and status, then its facts (type, dates, PO, ship method,
 * payment terms, account, the invoice with Mexico's Cancelled badge, delivery instructions).
 */
export function OrderHeaderView({ order, headingLevel }: { order: Order; headingLevel: number }) {
  const { t } = useOrderText();
  const { lang } = useKitContext();
  const country = order.account.country;
  const pickup = order.shipMethod === 'pickup';
  const requested = [
    formatDisplayDate(order.requestedDate, lang),
    order.requestedTime ? order.requestedTime : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <S.Head>
      <D.TitleRow>
        <Heading level={headingLevel} part="heading">
          {t('title', { number: order.orderNumber })}
        </Heading>
        <Badge tone={statusTone(order.status)}>
          <S.Hidden>{t('statusLabel')}: </S.Hidden>
          {statusText(order.status, t)}
        </Badge>
      </D.TitleRow>
      <D.Facts>
        <Fact label={t('facts.type')}>{typeText(order.type, t)}</Fact>
        <Fact label={t('facts.orderDate')}>{formatDisplayDate(order.orderDate, lang)}</Fact>
        <Fact label={pickup ? t('facts.pickupDate') : t('facts.deliveryDate')}>{requested}</Fact>
        <Fact label={t('facts.po')}>{order.po || t('none')}</Fact>
        <Fact label={t('facts.shipMethod')}>
          {pickup ? t('shipMethod.pickup') : t('shipMethod.delivery')}
        </Fact>
        <Fact label={t('facts.paymentTerms')}>
          {order.paymentTerms === 'Cash'
            ? t('paymentTerms.Cash')
            : order.paymentTerms === 'Credit'
              ? t('paymentTerms.Credit')
              : order.paymentTerms}
        </Fact>
        <Fact label={t('facts.account')}>
          {t('accountValue', { name: order.account.name, code: order.account.soldToCode })}
        </Fact>
        {isInvoiced(order) && order.invoicedNo && (
          <Fact label={t('facts.invoice')}>
            {order.invoicedNo}
            {order.invoiceDate ? ` · ${formatDisplayDate(order.invoiceDate, lang)}` : ''}
            {showsCancelledInvoiceBadge(order, country) && (
              <>
                {' '}
                <Badge tone="danger">{t('cancelledBadge')}</Badge>
              </>
            )}
          </Fact>
        )}
        {order.note && <Fact label={t('facts.note')}>{order.note}</Fact>}
      </D.Facts>
    </S.Head>
  );
}

/** What the modify page said when it sent the user here (submitted, or discarded), once. */
export function OutcomeNoticeView({
  outcome,
  onDismiss,
}: {
  outcome: ModificationOutcome;
  onDismiss: () => void;
}) {
  const { t } = useOrderText();
  return (
    <S.Notice $tone={outcome.kind === 'submitted' ? 'success' : 'info'} role="status">
      <strong>
        {outcome.kind === 'submitted'
          ? t('outcome.submitted', { number: outcome.orderNumber })
          : t('outcome.discarded', { number: outcome.orderNumber })}
      </strong>
      {outcome.kind === 'submitted' && outcome.changes.length > 0 && (
        <ChangeListView changes={outcome.changes} />
      )}
      <Button variant="ghost" size="sm" onClick={onDismiss}>
        {t('outcome.dismiss')}
      </Button>
    </S.Notice>
  );
}
