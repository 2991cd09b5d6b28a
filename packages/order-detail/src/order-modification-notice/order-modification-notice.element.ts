import { createElement } from 'react';
import { defineWidget, wholeNumberIn } from '@anp/core';
import type { NoticeHeadingLevel } from './order-modification-notice.view';
import { CSS_PROPERTIES, NAVIGATE_EVENT } from '../element-manifest';

interface NoticeElementProps {
  orderNumber?: string;
  max?: number;
  headingLevel?: number;
  onNavigate?: () => void;
}

/** `<anp-order-modification-notice>`: reminders of the orders the user can still change. */
export const orderModificationNoticeElement = defineWidget<NoticeElementProps>({
  tag: 'anp-order-modification-notice',
  // The notices load their code once on the page; nothing shows until they know there is an
  // order to remind the user of (no spinner for a reminder that may not come).
  load: () =>
    import('./order-modification-notice').then(
      ({ ModificationNotices, OrderModificationNotice }) =>
        ({ orderNumber, max, headingLevel }: NoticeElementProps) => {
          const level = headingLevel as NoticeHeadingLevel;
          const number = orderNumber?.trim() ?? '';
          return number
            ? createElement(OrderModificationNotice, { orderNumber: number, headingLevel: level })
            : createElement(ModificationNotices, {
                max: wholeNumberIn(max, 3, 1, 20),
                headingLevel: level,
              });
        },
    ),
  showLoading: false,
  headingLevel: {
    default: 3,
    min: 2,
    max: 6,
    description: "Heading level of each tile (2 to 6), to fit the page's outline.",
  },
  summary:
    'Order modification notices: for each Placed order still before its cut-off (nearest first, at most max, then "and N more"), a tile with the order number as a link, the cut-off (DD-MM-YYYY, h:mm AM/PM), the time left and a Modify order button. Renders nothing when no order can be changed.',
  // The `part` names of its shadow DOM, for `::part()` styles (docs/decisions.md, issue 13).
  parts: [
    { name: 'tile', description: 'A notice for one order that can still change.' },
    { name: 'tile-heading', description: "The tile's title." },
    { name: 'link', description: 'A text link.' },
    {
      name: 'button',
      description: 'The link to modify the order, drawn as a button (`button primary`).',
    },
    { name: 'primary', description: 'With `button`: its weight.' },
  ],
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
  },
  events: { onNavigate: NAVIGATE_EVENT },
  cssProperties: [...CSS_PROPERTIES],
});

orderModificationNoticeElement.register();
