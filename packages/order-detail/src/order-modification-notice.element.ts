import { Suspense, createElement, lazy } from 'react';
import { defineWidget } from '@anp/core';
import type { NoticeHeadingLevel } from './modification-notice';
import { CSS_PROPERTIES, NAVIGATE_EVENT, levelOf } from './element-parts';

// The notices load their code once on the page; nothing shows until they know there is an order
// to remind the user of, so the fallback is empty (no spinner for a reminder that may not come).
const ModificationNotices = lazy(() =>
  import('./modification-notice').then((m) => ({ default: m.ModificationNotices })),
);
const OrderModificationNotice = lazy(() =>
  import('./modification-notice').then((m) => ({ default: m.OrderModificationNotice })),
);

interface NoticeElementProps {
  orderNumber?: string;
  max?: number;
  headingLevel?: number;
  onNavigate?: () => void;
}

function NoticeElementRoot({ orderNumber, max, headingLevel }: NoticeElementProps) {
  const level = levelOf<NoticeHeadingLevel>(headingLevel, 2, 6, 3);
  const number = orderNumber?.trim() ?? '';
  return createElement(
    Suspense,
    { fallback: null },
    number
      ? createElement(OrderModificationNotice, { orderNumber: number, headingLevel: level })
      : createElement(ModificationNotices, {
          max: levelOf<number>(max, 1, 20, 3),
          headingLevel: level,
        }),
  );
}

/** `<anp-order-modification-notice>`: reminders of the orders the user can still change. */
export const orderModificationNoticeElement = defineWidget<NoticeElementProps>({
  tag: 'anp-order-modification-notice',
  component: NoticeElementRoot,
  summary:
    'Order modification notices: for each Placed order still before its cut-off (nearest first, at most max, then "and N more"), a tile with the order number as a link, the cut-off (DD-MM-YYYY, h:mm AM/PM), the time left and a Modify order button. Renders nothing when no order can be changed.',
  props: {
    orderNumber: {
      type: 'string',
      description:
        "One order's notice instead of the list (shown only while that order can be changed).",
    },
    max: {
      type: 'number',
      description: 'How many notices at most (1 to 20); the rest are counted.',
      default: '3',
    },
    headingLevel: {
      type: 'number',
      description: "Heading level of each tile (2 to 6), to fit the page's outline.",
      default: '3',
    },
  },
  events: { onNavigate: NAVIGATE_EVENT },
  cssProperties: [...CSS_PROPERTIES],
});

orderModificationNoticeElement.register();
