/**
 * How the kit words cart problems (ordering.md §5 "Server cart error codes map to messages", §8).
 * No i18n here: each function returns a descriptor, a key of the `cartRules` namespace with its
 * placeholder values (rules-text/i18n.ts holds the strings), or a text to show as it is.
 */
import { feeLimitText } from '../index';
import type { CartIssue } from '@anp/contract';
import type { BlockedReason, DateProblem } from './dates';
import type { QuantityErrorKind, QuantityRules } from './quantities';

/** The namespace the keys below live in. */
export const RULES_NS = 'cartRules';

export type MessageDescriptor =
  { key: string; params: Record<string, string | number> } | { text: string };

/** The keys messages.ts returns; rules-text/i18n.ts has a string for each. */
export const MESSAGE_KEYS = {
  bulkMinimum: 'bulkMinimum',
  maxWeight: 'maxWeight',
  maxWeightNewBusiness: 'maxWeightNewBusiness',
  dateUnavailable: 'dateUnavailable',
  productUnavailable: 'productUnavailable',
  quantityRule: 'quantityRule',
  quantityMinimum: 'quantityMinimum',
  quantityPallet: 'quantityPallet',
  quantityIncrement: 'quantityIncrement',
  smallOrderFee: 'smallOrderFee',
  mixedBoxAndBulk: 'mixedBoxAndBulk',
  headingDate: 'headingDate',
  headingUpdate: 'headingUpdate',
  headingSeveral: 'headingSeveral',
  minimum: 'minimum',
  pallet: 'pallet',
  increment: 'increment',
  dateInvalid: 'dateInvalid',
  dateTooEarly: 'dateTooEarly',
  dateTooLate: 'dateTooLate',
  dateNonWorking: 'dateNonWorking',
  dateBlocked: 'dateBlocked',
  dayPast: 'dayPast',
  dayLeadTime: 'dayLeadTime',
  dayTooLate: 'dayTooLate',
  dayNotShipping: 'dayNotShipping',
  dayHoliday: 'dayHoliday',
  dayClosing: 'dayClosing',
  feeLimit: 'feeLimit',
} as const;

export type MessageKey = (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS];

function described(key: MessageKey, params: Record<string, string | number> = {}) {
  return { key, params };
}

/**
 * ordering.md §5: a legacy label such as "Minimum bulk weight is # tons:12" reads as the text
 * before the last colon with every `#` replaced by the part after it ("Minimum bulk weight is 12
 * tons"). Null when the label has no `#` or no colon, or a side of the colon is blank.
 */
export function labelText(label: string | null | undefined): string | null {
  if (label === null || label === undefined) return null;
  const colon = label.lastIndexOf(':');
  if (colon < 0) return null;
  const template = label.slice(0, colon);
  const value = label.slice(colon + 1).trim();
  if (!template.includes('#') || value === '' || template.trim() === '') return null;
  return template.replaceAll('#', () => value).trim();
}

/** A parameter as a string or number, '' when the issue does not carry it. */
function param(issue: CartIssue, name: string): string | number {
  return issue.params[name] ?? '';
}

/**
 * A limit as ordering.md §5 shows it: two decimals, or an integer when whole (core's
 * `feeLimitText` rule). A text that is not a number is shown as it is.
 */
export function limitValue(value: string | number): string {
  const number = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  if (typeof value === 'string' && !Number.isFinite(number)) return value;
  return feeLimitText('{maxWeight}', number, '');
}

function lowerUnit(value: string | number): string {
  return String(value).toLowerCase();
}

// CART005's `kind` parameter; a kind the kit does not know gets the general wording.
const QUANTITY_ISSUE_KEYS: Readonly<Record<string, MessageKey>> = {
  minimum: 'quantityMinimum',
  pallet: 'quantityPallet',
  increment: 'quantityIncrement',
};

function quantityIssueKey(kind: string | number): MessageKey {
  const name = String(kind);
  return (Object.hasOwn(QUANTITY_ISSUE_KEYS, name) && QUANTITY_ISSUE_KEYS[name]) || 'quantityRule';
}

/**
 * The message of a cart issue (ordering.md §5): CART001 the bulk minimum (`{min_bulk_weight}`
 * `{uom}`, or the label's own text), CART002 the maximum weight (the new-business variant has
 * its own wording), CART003 to CART006 and MXCART001 their own keys (the spec's type3 to type7).
 * A code the kit does not know shows the server's English text.
 */
export function issueMessage(
  issue: CartIssue,
  opts: { newBusiness?: boolean } = {},
): MessageDescriptor {
  switch (issue.code) {
    case 'CART001': {
      const text = labelText(issue.label);
      if (text !== null) return { text };
      return described('bulkMinimum', {
        min_bulk_weight: limitValue(param(issue, 'min_bulk_weight')),
        uom: lowerUnit(param(issue, 'uom')),
      });
    }
    case 'CART002':
      return described(opts.newBusiness === true ? 'maxWeightNewBusiness' : 'maxWeight', {
        maxWeight: limitValue(param(issue, 'maxWeight')),
        uom: lowerUnit(param(issue, 'uom')),
      });
    case 'CART003':
      return described('dateUnavailable');
    case 'CART004':
      return described('productUnavailable', { title: param(issue, 'title') || (issue.sku ?? '') });
    case 'CART005':
      return described(quantityIssueKey(param(issue, 'kind')), {
        title: param(issue, 'title') || (issue.sku ?? ''),
        minQuantity: param(issue, 'minQuantity'),
        increment: param(issue, 'increment'),
        perPalletCount: param(issue, 'perPalletCount'),
      });
    case 'CART006':
      return described('smallOrderFee', {
        maxWeight: limitValue(param(issue, 'maxWeight')),
        uom: lowerUnit(param(issue, 'uom')),
      });
    case 'MXCART001':
      return described('mixedBoxAndBulk');
    default:
      return { text: (issue as { message: string }).message };
  }
}

function isDateIssue(issue: { code: string; field: string | null }): boolean {
  return issue.code === 'CART003' || issue.field === 'requestedDate';
}

/**
 * The heading above the cart's errors (ordering.md §5): with one error, the requested-date
 * heading when it is about the date, else the update-cart heading; several errors a general
 * heading; none, null.
 */
export function errorHeading(
  issues: ReadonlyArray<{ code: string; field: string | null }>,
): MessageDescriptor | null {
  const [only, ...rest] = issues;
  if (only === undefined) return null;
  if (rest.length > 0) return described('headingSeveral');
  return described(isDateIssue(only) ? 'headingDate' : 'headingUpdate');
}

const QUANTITY_KEYS: Readonly<Record<QuantityErrorKind, MessageKey>> = {
  MIN_ERROR: 'minimum',
  PALLET_ERROR: 'pallet',
  INCREMENT_ERROR: 'increment',
};

/** The inline message of a line's quantity error, with the rule's numbers. */
export function quantityErrorMessage(
  kind: QuantityErrorKind,
  rules: Pick<QuantityRules, 'minQuantity' | 'increment' | 'perPalletCount'>,
): MessageDescriptor {
  return described(QUANTITY_KEYS[kind], {
    minQuantity: rules.minQuantity,
    increment: rules.increment,
    perPalletCount: rules.perPalletCount,
  });
}

const DATE_KEYS: Readonly<Record<DateProblem, MessageKey>> = {
  INVALID: 'dateInvalid',
  TOO_EARLY: 'dateTooEarly',
  TOO_LATE: 'dateTooLate',
  NON_WORKING: 'dateNonWorking',
  BLOCKED: 'dateBlocked',
};

/**
 * The message of a requested-date problem. Pass `earliest` and `latest` as the page shows dates
 * (core's `formatDisplayDate`), since they are inserted as they are.
 */
export function dateProblemMessage(
  problem: DateProblem,
  window: { earliest: string; latest: string },
): MessageDescriptor {
  return described(DATE_KEYS[problem], { earliest: window.earliest, latest: window.latest });
}

const BLOCKED_KEYS: Record<BlockedReason['kind'], MessageKey> = {
  invalid: 'dateInvalid',
  past: 'dayPast',
  leadTime: 'dayLeadTime',
  tooLate: 'dayTooLate',
  notShippingDay: 'dayNotShipping',
  holiday: 'dayHoliday',
  closing: 'dayClosing',
};

/**
 * Why the calendar refuses a day, as its label (read with the day, shown on hover and under the
 * month). `earliest` and `latest` as the page shows dates: the first and last dates that can be
 * chosen.
 */
export function blockedDayMessage(
  reason: BlockedReason,
  window: { earliest: string; latest: string },
): MessageDescriptor {
  const name = 'name' in reason ? reason.name : '';
  return described(BLOCKED_KEYS[reason.kind], {
    earliest: window.earliest,
    latest: window.latest,
    name,
  });
}

/**
 * The fee-limit notice (ordering.md §4, §5). Its text holds `{maxWeight}` and `{uom}` in single
 * braces, which i18next leaves alone: the page fills them with core's
 * `feeLimitText(t(key), params.maxWeight, params.uom)` (two decimals or an integer; unit lower
 * case).
 */
export function feeLimitMessage(feeLimit: { quantity: number; unit: string }): MessageDescriptor {
  return described('feeLimit', { maxWeight: feeLimit.quantity, uom: feeLimit.unit });
}
