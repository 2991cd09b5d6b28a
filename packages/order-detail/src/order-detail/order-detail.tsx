import { useOrderDetail } from './use-order-detail';
import { OrderDetailView, type DetailHeadingLevel } from './order-detail.view';

export type { DetailHeadingLevel } from './order-detail.view';

export interface OrderDetailProps {
  /** The order's number. */
  orderNumber: string;
  /** Level of the order's heading (default 1: the detail is a page of its own). */
  headingLevel?: DetailHeadingLevel;
}

/**
 * The order detail (ordering.md §2 screen 6): the order's header, the products ordered with their
 * totals, shipping details (ship-from name and code), the documents to download as files, the
 * Modify order entry while changes are accepted, and the memos raised against the order.
 * @example <KitRoot config={config}><OrderDetail orderNumber="4000161424" /></KitRoot>
 */
export function OrderDetail({ orderNumber, headingLevel = 1 }: OrderDetailProps) {
  return <OrderDetailView detail={useOrderDetail(orderNumber)} headingLevel={headingLevel} />;
}
