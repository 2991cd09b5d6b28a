import { useId, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { usePortalLinks } from '@anp/core';
import { token } from '@anp/ui';
import type { OrderListRow } from '@anp/core/services/orders';
import { cutoffState } from './model/cutoff';
import { MAX_NOTICES, selectNotices } from './model/notices';
import { ORDERS_PAGE, modifyPage, orderPage } from './paths';
import { useNow, useOpenOrders, useOrder, useOrderAccount } from './use-order-data';
import { useOrderText } from './text';
import * as S from './order-detail.styles';

export type NoticeHeadingLevel = 2 | 3 | 4 | 5 | 6;

const Tile = styled.article<{ $urgent: boolean }>`
  box-sizing: border-box;
  display: grid;
  gap: ${token('space-2')};
  align-content: start;
  padding: ${token('space-4')};
  border: 1px solid ${token('color-border')};
  border-left: 4px solid ${(p) => (p.$urgent ? token('color-danger') : token('color-primary'))};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-md')};
  line-height: ${token('line-height')};
  min-width: 0;

  & h2,
  & h3,
  & h4,
  & h5,
  & h6 {
    margin: 0;
    font-size: ${token('font-size-lg')};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  & p {
    margin: 0;
  }
  & > div:last-child {
    margin-top: ${token('space-2')};
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${token('space-3')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Region = styled.section`
  display: grid;
  gap: ${token('space-3')};
  font-family: ${token('font-family')};
  color: ${token('color-text')};
  & > p {
    margin: 0;
  }
`;

export interface ModificationNoticeProps {
  /** The order: its number and its cut-off (`modifiableUntil`). */
  order: Pick<OrderListRow, 'orderNumber' | 'modifiableUntil'>;
  /** Level of the tile's heading (default 3). */
  headingLevel?: NoticeHeadingLevel;
}

/**
 * The order modification notice (ordering.md §2 screen 8): a heading, a message with the order
 * number as a link to the order, the cut-off as DD-MM-YYYY, h:mm AM/PM with the time left, and a
 * Modify order button to the order's modify page. Nothing once the cut-off has passed.
 */
export function ModificationNotice({ order, headingLevel = 3 }: ModificationNoticeProps) {
  const text = useOrderText();
  const { t } = text;
  const { hrefOf, follow } = usePortalLinks();
  const id = useId();
  const now = useNow(order.modifiableUntil);
  const state = cutoffState(order.modifiableUntil, now);
  if (state.state !== 'open') return null;
  const number = order.orderNumber;
  const orderHref = hrefOf(orderPage(number));
  const modifyHref = hrefOf(modifyPage(number));
  const H = `h${headingLevel}` as 'h3';
  // The message is one sentence in every language; the order number inside it becomes a link.
  const MARK = '\u0000';
  const [before = '', after = ''] = t('notice.message', {
    number: MARK,
    cutoff: text.cutoff(order.modifiableUntil),
  }).split(MARK);
  return (
    <Tile $urgent={state.urgent} aria-labelledby={`${id}-heading`}>
      <H id={`${id}-heading`}>{t('notice.heading', { number })}</H>
      <p>
        {before}
        <S.TextLink href={orderHref} onClick={(e: MouseEvent) => follow(e, orderHref)}>
          {number}
        </S.TextLink>
        {after}
      </p>
      <p>
        <S.Countdown $urgent={state.urgent}>
          {text.timeLeft(order.modifiableUntil, now)}
        </S.Countdown>
      </p>
      <div>
        <S.LinkButton
          href={modifyHref}
          aria-label={t('notice.actionLabel', { number })}
          onClick={(e: MouseEvent) => follow(e, modifyHref)}
        >
          {t('notice.action')}
        </S.LinkButton>
      </div>
    </Tile>
  );
}

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
  const { t } = useOrderText();
  const { hrefOf, follow } = usePortalLinks();
  const account = useOrderAccount();
  const { data } = useOpenOrders(account);
  const rows = data?.rows ?? [];
  // Re-selected when a cut-off passes (each tile counts down on its own meanwhile).
  const now = useNow(rows.map((row) => row.modifiableUntil));
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  const { shown, more } = selectNotices(rows, now, phone ? Math.min(max, 1) : max);
  if (shown.length === 0) return null;
  const listHref = hrefOf(ORDERS_PAGE);
  return (
    <Region aria-label={t('notice.region')}>
      <List>
        {shown.map((row) => (
          <li key={row.orderNumber}>
            <ModificationNotice order={row} headingLevel={headingLevel} />
          </li>
        ))}
      </List>
      {more > 0 && (
        <p>
          {t('notice.more', { count: more })}{' '}
          <S.TextLink href={listHref} onClick={(e: MouseEvent) => follow(e, listHref)}>
            {t('notice.viewOrders')}
          </S.TextLink>
        </p>
      )}
    </Region>
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
  const { data } = useOrder(orderNumber.trim());
  if (!data?.modifiable) return null;
  return <ModificationNotice order={data} headingLevel={headingLevel} />;
}
