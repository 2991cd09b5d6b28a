import { useId, type MouseEvent, type ReactNode } from 'react';
import { usePortalLinks } from '@anp/core';
import type { OrderListRow } from '@anp/core/services/orders';
import { cutoffState } from '../model/cutoff';
import { ORDERS_PAGE, modifyPage, orderPage } from '../order-pages';
import { useOrderText } from '../use-order-text';
import type { ModificationNoticesState } from './use-order-modification-notice';
import * as S from '../page.styles';
import * as N from './order-modification-notice.styles';

export type NoticeHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface ModificationNoticeViewProps {
  /** The order: its number and its cut-off (`modifiableUntil`). */
  order: Pick<OrderListRow, 'orderNumber' | 'modifiableUntil'>;
  /** The page's clock. */
  now: number;
  headingLevel: NoticeHeadingLevel;
}

/**
 * One order's notice (ordering.md §2 screen 8): a heading, a message with the order number as a
 * link to the order, the cut-off as DD-MM-YYYY, h:mm AM/PM with the time left (urgent under two
 * hours), and a Modify order button to its modify page. Nothing once the cut-off has passed.
 */
export function ModificationNoticeView({ order, now, headingLevel }: ModificationNoticeViewProps) {
  const text = useOrderText();
  const { t } = text;
  const { hrefOf, follow } = usePortalLinks();
  const id = useId();
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
    <N.Tile part="tile" $urgent={state.urgent} aria-labelledby={`${id}-heading`}>
      <H part="tile-heading" id={`${id}-heading`}>
        {t('notice.heading', { number })}
      </H>
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
    </N.Tile>
  );
}

export interface ModificationNoticesViewProps {
  notices: ModificationNoticesState;
  /** One notice; each keeps its own clock, so its countdown is right to the minute. */
  renderNotice(order: OrderListRow): ReactNode;
}

/** The notices of the orders still open to changes, and "And N more" with a link to the orders. */
export function ModificationNoticesView({ notices, renderNotice }: ModificationNoticesViewProps) {
  const { t } = useOrderText();
  const { hrefOf, follow } = usePortalLinks();
  const { shown, more } = notices;
  if (shown.length === 0) return null;
  const listHref = hrefOf(ORDERS_PAGE);
  return (
    <N.Region aria-label={t('notice.region')}>
      <N.List>
        {shown.map((row) => (
          <li key={row.orderNumber}>{renderNotice(row)}</li>
        ))}
      </N.List>
      {more > 0 && (
        <p>
          {t('notice.more', { count: more })}{' '}
          <S.TextLink href={listHref} onClick={(e: MouseEvent) => follow(e, listHref)}>
            {t('notice.viewOrders')}
          </S.TextLink>
        </p>
      )}
    </N.Region>
  );
}
