import { useId } from 'react';
import { shipDestination } from '@anp/rules';
import type { OrderDetail as Order } from '@anp/core/services/orders';
import { Heading } from '../heading';
import { useOrderText } from '../use-order-text';
import { Fact } from './order-detail.header.view';
import * as S from '../page.styles';
import * as D from './order-detail.styles';

/**
 * Where the order ships from (name and code) and to (its ship-to, else the account's address),
 * or, for a pickup, the plant it is collected at.
 */
export function ShippingView({ order, headingLevel }: { order: Order; headingLevel: number }) {
  const { t } = useOrderText();
  const id = useId();
  const { shippingDetails: s } = order;
  // A pickup is collected at the plant, as the invoice says (QA, issue 14).
  const destination = shipDestination({
    ...s,
    shipMethod: order.shipMethod,
    accountAddress: order.account.address || order.account.name,
  });
  return (
    <S.Panel aria-labelledby={`${id}-shipping`}>
      <Heading level={headingLevel} id={`${id}-shipping`}>
        {t('shipping.heading')}
      </Heading>
      <D.Facts $columns="one">
        <Fact label={t('shipping.from')}>
          {t('shipping.fromValue', { name: s.shipFromName, code: s.shipFromCode })}
        </Fact>
        {destination.kind === 'pickup' ? (
          <Fact label={t('shipping.pickup')}>
            {t('shipping.fromValue', { name: destination.plantName, code: destination.plantCode })}
          </Fact>
        ) : (
          <Fact label={t('shipping.to')}>
            {destination.kind === 'shipTo' ? (
              <>
                {destination.name && <span>{destination.name}</span>}
                {destination.name && destination.address && <br />}
                {destination.address && <span>{destination.address}</span>}
              </>
            ) : (
              t('shipping.toAccount', { address: destination.address })
            )}
          </Fact>
        )}
      </D.Facts>
    </S.Panel>
  );
}
