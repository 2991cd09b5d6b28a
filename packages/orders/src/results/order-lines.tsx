import { useOrderLines } from './use-results-data';
import { OrderLinesView } from './order-lines.view';

/** The product lines of an order, fetched when its row opens (and kept for the next time). */
export function OrderLines({ orderNumber }: { orderNumber: string }) {
  const { data, error, mutate } = useOrderLines(orderNumber);
  return (
    <OrderLinesView
      orderNumber={orderNumber}
      order={data ?? null}
      error={error ?? null}
      onRetry={() => void mutate()}
    />
  );
}
