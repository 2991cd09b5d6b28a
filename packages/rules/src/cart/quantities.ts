/**
 * Quantity rules of a cart line (ordering.md §3 cart item, §4 full-pallet checkbox, §5 "Pallet-only
 * items need whole pallets", "Items with a zero or empty count are ignored in totals").
 */

/** The ordering rules of a product, as the catalogue gives them. */
export interface QuantityRules {
  minQuantity: number;
  increment: number;
  perPalletCount: number;
  /** Pallet-only product: whole pallets required. */
  isPallet: boolean;
  /** Sold by the unit or by the full pallet. */
  isPalletAndNonPalletAllowed: boolean;
}

/** A line's rules and how the user entered it (full-pallet checkbox and pallets field). */
export type LineQuantityRules = QuantityRules & { fullPallet?: boolean; pallets?: number };

/** ordering.md §4 full-pallet checkbox states. */
export type FullPalletState = 'active' | 'not-active' | 'not-active-pointer';

/**
 * `active`: sold by the unit or by the pallet, the checkbox can be ticked; `not-active`: never
 * sold by the pallet, disabled with a tooltip; `not-active-pointer`: pallet-only, ticked and
 * locked, the pointer shows the tooltip. A product flagged both ways is treated as mixed.
 */
export function fullPalletState(
  rules: Pick<QuantityRules, 'isPallet' | 'isPalletAndNonPalletAllowed'>,
): FullPalletState {
  if (rules.isPalletAndNonPalletAllowed) return 'active';
  return rules.isPallet ? 'not-active-pointer' : 'not-active';
}

/** ordering.md §5: a count counts when it is a finite number above zero; 0 and empty are ignored. */
export function isCounted(q: number | null | undefined): boolean {
  return typeof q === 'number' && Number.isFinite(q) && q > 0;
}

/** The count of a line, or 0 when it does not count (empty, zero, negative, not finite). */
export function countOf(q: number | null | undefined): number {
  return typeof q === 'number' && isCounted(q) ? q : 0;
}

/** Units in `pallets` full pallets; 0 for a non-finite or negative input. */
export function palletsToQuantity(pallets: number, perPalletCount: number): number {
  if (!Number.isFinite(pallets) || !Number.isFinite(perPalletCount)) return 0;
  if (pallets <= 0 || perPalletCount <= 0) return 0;
  return pallets * perPalletCount;
}

/** Pallets a quantity fills, fractional allowed (40 units at 30 per pallet → 1.333…). */
export function palletsOf(quantity: number | null, perPalletCount: number): number {
  if (!Number.isFinite(perPalletCount) || perPalletCount <= 0) return 0;
  return countOf(quantity) / perPalletCount;
}

/**
 * Whether a line is sold by the pallet at all (pallet-only or mixed, ordering.md §3 isPallet,
 * isPalletAndNonPalletAllowed). A loose line (bulk by the ton, a tote) has no pallet size to show
 * and no pallet count (QA, issue 14: a per-ton bulk line read "1 per pallet · Pallets: 20").
 */
export function isSoldByPallet(
  rules: Pick<QuantityRules, 'isPallet' | 'isPalletAndNonPalletAllowed'>,
): boolean {
  return rules.isPallet || rules.isPalletAndNonPalletAllowed;
}

/**
 * The pallet count of a line (ordering.md §3 palletCountPerLine; §1 "Pallet count: shown padded
 * to two digits"), the same in the cart, the review, the placed order and its detail (QA, issue
 * 14: a tote line read 01 on the review and 00 on the order detail): the full pallets ordered, a
 * whole number. A full-pallet line counts the pallets entered; a pallet-only or mixed line the
 * whole pallets its quantity fills; a loose line none.
 */
export function orderedPallets(
  line: Pick<QuantityRules, 'perPalletCount' | 'isPallet' | 'isPalletAndNonPalletAllowed'> & {
    quantity: number | null;
    fullPallet?: boolean;
    pallets?: number;
  },
): number {
  if (!isSoldByPallet(line)) return 0;
  if (line.fullPallet && !line.isPallet) {
    const pallets = line.pallets ?? 0;
    return Number.isFinite(pallets) && pallets > 0 ? Math.floor(pallets) : 0;
  }
  return Math.floor(palletsOf(line.quantity, line.perPalletCount));
}

export type QuantityErrorKind = 'MIN_ERROR' | 'PALLET_ERROR' | 'INCREMENT_ERROR';

/** The order the cart reports quantity errors in (ordering.md §5: minimum, pallet, increment). */
export const QUANTITY_ERROR_ORDER: readonly QuantityErrorKind[] = [
  'MIN_ERROR',
  'PALLET_ERROR',
  'INCREMENT_ERROR',
];

function positiveOr(value: number, fallback: number): number {
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Pallet-only products and lines with the full-pallet checkbox ticked are counted in pallets. */
export function isPalletLine(rules: LineQuantityRules): boolean {
  return rules.isPallet || rules.fullPallet === true;
}

/**
 * The step of a line: a pallet for pallet lines (when the product has a pallet size), else the
 * increment (1 when the increment is missing or not positive).
 */
export function quantityStep(rules: LineQuantityRules): number {
  const increment = positiveOr(rules.increment, 1);
  return isPalletLine(rules) ? positiveOr(rules.perPalletCount, increment) : increment;
}

function isMultipleOf(value: number, step: number): boolean {
  return Number.isInteger(value) && Number.isInteger(step) ? value % step === 0 : false;
}

/**
 * The one error of a line, or null. An uncounted quantity (empty or 0) has none: it is ignored
 * (ordering.md §5). Checked in the order minimum, pallet, increment:
 * - below `minQuantity` → MIN_ERROR;
 * - a pallet-only or full-pallet line that is not a whole number of pallets, or whose pallets
 *   value is not whole → PALLET_ERROR;
 * - not an integer multiple of `increment` → INCREMENT_ERROR. A pallet line in whole pallets
 *   passes: on those lines the pallet is the step (decision: a whole pallet is always orderable).
 */
export function quantityError(
  quantity: number | null,
  rules: LineQuantityRules,
): QuantityErrorKind | null {
  const count = countOf(quantity);
  if (count === 0) return null;
  if (count < rules.minQuantity) return 'MIN_ERROR';
  if (isPalletLine(rules)) {
    const perPallet = positiveOr(rules.perPalletCount, 0);
    const wholePallets = perPallet > 0 && isMultipleOf(count, perPallet);
    const palletsWhole = rules.pallets === undefined || Number.isInteger(rules.pallets);
    return wholePallets && palletsWhole ? null : 'PALLET_ERROR';
  }
  return isMultipleOf(count, positiveOr(rules.increment, 1)) ? null : 'INCREMENT_ERROR';
}

/** The smallest valid, counted quantity: a multiple of the step, at least the minimum. */
function firstValid(rules: LineQuantityRules): number {
  const step = quantityStep(rules);
  const floor = Math.max(rules.minQuantity, 1);
  return Math.ceil(floor / step) * step;
}

/**
 * The smallest valid quantity at or above `quantity` (and at least the minimum), for "fix it"
 * suggestions: 23 with increment 5 → 25; 7 with a minimum of 10 → 10; 70 on a pallet line of 50
 * → 100. An empty quantity gives the first valid one, so the result is always counted.
 */
export function nextValidQuantity(quantity: number | null, rules: LineQuantityRules): number {
  const step = quantityStep(rules);
  const start = countOf(quantity);
  return Math.max(firstValid(rules), Math.ceil(start / step) * step);
}

/**
 * The +/- stepper: the next valid quantity above or below, in steps of the increment (of a pallet
 * on pallet lines). Up from empty, or from below the minimum, lands on the first valid quantity;
 * down never goes below the minimum, except that down from the first valid quantity (or below
 * it) gives 0, which removes the count.
 */
export function stepQuantity(
  quantity: number | null,
  rules: LineQuantityRules,
  direction: 1 | -1,
): number {
  const step = quantityStep(rules);
  const first = firstValid(rules);
  const current = countOf(quantity);
  if (direction === 1) return Math.max(first, (Math.floor(current / step) + 1) * step);
  const below = (Math.ceil(current / step) - 1) * step;
  return below < first ? 0 : below;
}
