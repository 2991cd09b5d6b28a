import { registerTranslations } from '@anp/core';
import { RULES_NS, type MessageKey } from '@anp/rules/cart';

/**
 * The wording of the ordering rules (namespace `cartRules`): the keys the cart model's
 * messages.ts returns (ordering.md §5 cart error codes, quantity and date messages). English
 * here; Spanish and Portuguese load on demand. `feeLimit` keeps `{maxWeight}` and `{uom}` in
 * single braces: core's `feeLimitText` fills them (two decimals or an integer, unit lower case).
 */
export const en = {
  // Server cart codes (ordering.md §5, §8).
  bulkMinimum:
    'Bulk deliveries need at least {{min_bulk_weight}} {{uom}} of bulk product. Please add more bulk product or choose pickup.',
  maxWeight:
    'This order weighs more than the truck can carry ({{maxWeight}} {{uom}}). Please choose a larger truck or reduce the quantities.',
  maxWeightNewBusiness:
    'A truck can carry up to {{maxWeight}} {{uom}}. Please reduce the quantities or split the order.',
  dateUnavailable: 'The requested date is not available. Please choose another date.',
  productUnavailable:
    '{{title}} can no longer be ordered for this account. Please remove it from the cart.',
  quantityRule: 'The quantity of {{title}} does not meet its ordering rules. Please adjust it.',
  quantityMinimum: 'The quantity of {{title}} is below the minimum of {{minQuantity}}.',
  quantityPallet:
    '{{title}} is sold in full pallets of {{perPalletCount}}. Please order whole pallets.',
  quantityIncrement: '{{title}} is sold in multiples of {{increment}}. Please adjust the quantity.',
  smallOrderFee:
    'Orders with less than {{maxWeight}} {{uom}} of bagged product carry a small-order fee. Please accept the fee or add more bags.',
  mixedBoxAndBulk:
    'Boxed and bulk products ship from different locations. Please place them on separate orders.',
  // Headings above the errors.
  headingDate: 'Please choose another requested date',
  headingUpdate: 'Please update your cart',
  headingSeveral: 'Please correct the following before you continue',
  // Inline line messages.
  minimum: 'The minimum quantity is {{minQuantity}}.',
  pallet: 'Please order whole pallets of {{perPalletCount}}.',
  increment: 'Please order in multiples of {{increment}}.',
  // Requested date.
  dateInvalid: 'Please enter a valid date.',
  dateTooEarly: 'The earliest available date is {{earliest}}.',
  dateTooLate: 'Please choose a date no later than {{latest}}.',
  dateNonWorking: 'The plant is closed on this day of the week. Please choose another day.',
  dateBlocked: 'The plant is closed on this date. Please choose another day.',
  // Why a calendar day cannot be chosen (each reason its own label).
  dayPast: 'Past date',
  dayLeadTime: 'Inside the lead time: the earliest date is {{earliest}}',
  dayTooLate: 'Too far ahead: the latest date is {{latest}}',
  dayNotShipping: 'The plant does not ship on this day of the week',
  dayHoliday: 'Holiday: {{name}}',
  dayClosing: 'Plant closed: {{name}}',
  // Fee limit notice, filled by feeLimitText.
  feeLimit: 'Orders with less than {maxWeight} {uom} of bagged product carry a small-order fee.',
} satisfies Record<MessageKey, string>;

registerTranslations(RULES_NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
