import styled from 'styled-components';
import { ModifyOrder, OrderDetail } from '@anp/order-detail';
import { pageText } from '../page-styles';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  ${pageText}
`;

/**
 * The order detail page (ordering.md §2 route `orders/{orderId}`, screen 6). The detail names
 * the order in its own h1; `key` starts afresh when the user moves to another order.
 */
export function OrderDetailPage({ orderNumber }: { orderNumber: string }) {
  return (
    <Page>
      <OrderDetail key={orderNumber} orderNumber={orderNumber} />
    </Page>
  );
}

/** The modify page of an order (ordering.md §2 route `orders/{orderNr}/modify`). */
export function ModifyOrderPage({ orderNumber }: { orderNumber: string }) {
  return (
    <Page>
      <ModifyOrder key={orderNumber} orderNumber={orderNumber} />
    </Page>
  );
}
