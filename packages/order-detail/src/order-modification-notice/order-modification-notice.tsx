import type { ReactNode } from 'react';
import type { OrderListRow } from '@anp/core/services/orders';
import { MAX_NOTICES } from '../model/notices';
import { useNow } from '../use-now';
import { useModificationNotices, useOrderNotice } from './use-order-modification-notice';
import {
  ModificationNoticeView,
  ModificationNoticesView,
  type NoticeHeadingLevel,
} from './order-modification-notice.view';

export type { NoticeHeadingLevel } from './order-modification-notice.view';

export interface ModificationNoticeProps {
  /** The order: its number and its cut-off (`modifiableUntil`). */
  order: Pick<OrderListRow, 'orderNumber' | 'modifiableUntil'>;
  /** Level of the tile's heading (default 3). */
  headingLevel?: NoticeHeadingLevel;
}

/**
 * The order modification notice (ordering.md §2 screen 8) of one order, counting down on its own
 * clock: re-read each minute and at the cut-off, when it disappears.
 */
export function ModificationNotice({ order, headingLevel = 3 }: ModificationNoticeProps) {
  const now = useNow(order.modifiableUntil);
  return <ModificationNoticeView order={order} now={now} headingLevel={headingLevel} />;
}

export interface ModificationNoticesProps {
  /**
   * How many notices at most (default 3; one on phones); the rest are counted with a link to the
   * orders.
   */
  max?: number;
  /** Level of each tile's heading (default 3). */
  headingLevel?: NoticeHeadingLevel;
}

/**
 * The notices for the user's orders still open to changes (ordering.md §2 screen 8): GET orders
 * with status Placed of the selected account, the rows the server marks modifiable, nearest
 * cut-off first, at most `max` with "and N more". Nothing at all while loading, when there are
 * none, or when the list cannot be read: the notices are a reminder, not the page's content.
 */
export function ModificationNotices({
  max = MAX_NOTICES,
  headingLevel = 3,
}: ModificationNoticesProps) {
  return (
    <ModificationNoticesView
      notices={useModificationNotices(max)}
      renderNotice={(order) => <ModificationNotice order={order} headingLevel={headingLevel} />}
    />
  );
}

/** One order's notice by its number (the element's `order-number`): nothing unless modifiable. */
export function OrderModificationNotice({
  orderNumber,
  headingLevel,
}: {
  orderNumber: string;
  headingLevel?: NoticeHeadingLevel;
}): ReactNode {
  const order = useOrderNotice(orderNumber);
  return order ? <ModificationNotice order={order} headingLevel={headingLevel} /> : null;
}
