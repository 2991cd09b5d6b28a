import { useId } from 'react';
import type { OrderDetail as Order } from '@anp/core/services/orders';
import { Heading } from '../heading';
import { useOrderText } from '../use-order-text';
import { Fact } from './order-detail.header.view';
import * as S from '../page.styles';
import * as D from './order-detail.styles';

/** Where the order ships from (name and code) and to (its address, else the account's). */
export function ShippingView({ order, headingLevel }: { order: Order; headingLevel: number }) {
  const { t } = useOrderText();
  const id = useId();
  const { shippingDetails: s } = order;
  return (
    <S.Panel aria-labelledby={`${id}-shipping`}>
      <Heading level={headingLevel} id={`${id}-shipping`}>
        {t('shipping.heading')}
      </Heading>
      <D.Facts $columns="one">
        <Fact label={t('shipping.from')}>
          {t('shipping.fromValue', { name: s.shipFromName, code: s.shipFromCode })}
        </Fact>
        <Fact label={t('shipping.to')}>
          {s.shipToName || s.shipToAddress ? (
            <>
              {s.shipToName && <span>{s.shipToName}</span>}
              {s.shipToName && s.shipToAddress && <br />}
              {s.shipToAddress && <span>{s.shipToAddress}</span>}
            </>
          ) : (
            t('shipping.toAccount', { address: order.account.address || order.account.name })
          )}
        </Fact>
      </D.Facts>
    </S.Panel>
  );
}
