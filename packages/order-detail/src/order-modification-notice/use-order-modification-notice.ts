import { useSyncExternalStore } from 'react';
import type { OrderDetail, OrderListRow } from '@anp/core/services/orders';
import { MAX_NOTICES, selectNotices, type NoticeSelection } from '../model/notices';
import { useNow } from '../use-now';
import { useOpenOrders, useOrder, useOrderAccount } from '../use-order-detail-data';

/** Phones show one notice: three tall tiles would push the page's own content out of view. */
const PHONE_QUERY = '(max-width: 639px)';

function subscribePhone(notify: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', notify);
  return () => list.removeEventListener('change', notify);
}

const isPhone = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(PHONE_QUERY).matches;

/** The orders whose notices show, nearest cut-off first, and how many more can be changed. */
export type ModificationNoticesState = NoticeSelection<OrderListRow>;

/**
 * The notices' behaviour (ordering.md §2 screen 8): the account's Placed orders the server marks
 * modifiable, still before their cut-off, nearest first, at most `max` (one on phones); chosen
 * again when a cut-off passes. Nothing while loading or when the list cannot be read.
 */
export function useModificationNotices(max = MAX_NOTICES): ModificationNoticesState {
  const account = useOrderAccount();
  const { data } = useOpenOrders(account);
  const rows = data?.rows ?? [];
  // Re-selected when a cut-off passes (each tile counts down on its own meanwhile).
  const now = useNow(rows.map((row) => row.modifiableUntil));
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  return selectNotices(rows, now, phone ? Math.min(max, 1) : max);
}

/** One order for its notice (the element's `order-number`): null unless it is modifiable. */
export function useOrderNotice(orderNumber: string): OrderDetail | null {
  const { data } = useOrder(orderNumber.trim());
  return data?.modifiable ? data : null;
}
