/**
 * Client-side validation of the cart (ordering.md §3 cart item error flags and cart-level state,
 * §4 fee acknowledgement, §5 validation rules). One pure function gives the page everything it
 * shows: per-line flags, the sorted quantity errors, the cart-level errors and what is missing.
 */
import {
  dateProblem as dateProblemOf,
  isIsoDate,
  ruleFor,
  type DateProblem,
  type LeadTimes,
} from './dates';
import { countOf, quantityError, type QuantityErrorKind, type QuantityRules } from './quantities';
import { roundTons } from '../index';
import { weightInTons } from './units';
import {
  cartTotals,
  isBagLine,
  isBagMOQMet as bagMOQMet,
  isWeighed,
  type CartWeightTotals,
  type WeighableLine,
} from './weights';

/** ordering.md §3: the error flags of a cart item. */
export interface ItemFlags {
  minError: boolean;
  incrementError: boolean;
  palletError: boolean;
  sizeError: boolean;
  moqError: boolean;
  delInstrError: boolean;
}

/** Flags of a line with no error. */
export const NO_ITEM_FLAGS: Readonly<ItemFlags> = Object.freeze({
  minError: false,
  incrementError: false,
  palletError: false,
  sizeError: false,
  moqError: false,
  delInstrError: false,
});

/**
 * ordering.md §5 "the flag-setting helper flags only the first item": a cart-level problem (load
 * over the truck, bag minimum not met, delivery instruction) is shown once, on the first eligible
 * line. Returns a copy of `flags` where `flag` is `on` for the first sku of `eligibleSkus` that has
 * flags, and false on every other line. Lines missing from `flags` are left out.
 */
export function flagFirstItem(
  flags: Readonly<Record<string, ItemFlags>>,
  eligibleSkus: readonly string[],
  flag: keyof ItemFlags,
  on: boolean,
): Record<string, ItemFlags> {
  const first = on ? eligibleSkus.find((sku) => Object.hasOwn(flags, sku)) : undefined;
  const out: Record<string, ItemFlags> = {};
  for (const [sku, itemFlags] of Object.entries(flags)) {
    out[sku] = { ...itemFlags, [flag]: sku === first };
  }
  return out;
}

/** Decision: a delivery instruction holds at most 120 characters unless the options say otherwise. */
export const DEFAULT_NOTE_MAX_LENGTH = 120;

// Control characters other than tab and line breaks (a textarea may hold several lines), and the
// angle brackets that would let the note pass for markup in the order systems downstream.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_NOTE_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F<>]/;

/**
 * DEL_INSTR_ERROR (ordering.md §5): the note is longer than `maxLength` characters (counted as the
 * user sees them, so an emoji is one), or holds a control character or `<` `>`.
 */
export function deliveryInstructionError(
  note: string,
  maxLength: number = DEFAULT_NOTE_MAX_LENGTH,
): boolean {
  return Array.from(note).length > maxLength || FORBIDDEN_NOTE_CHARACTERS.test(note);
}

/** A cart line as validation needs it: weight, quantity rules and how it was entered. */
export type CartLine = WeighableLine &
  QuantityRules & { sku: string; title: string; fullPallet?: boolean; pallets?: number };

export interface CartValidationInput {
  country: string;
  sourceSystem?: string | null;
  items: CartLine[];
  shipMethod: 'delivery' | 'pickup' | '';
  requestedDate: string | null;
  requestedTime: string | null;
  pickUpFrom: string | null;
  paymentTerms: 'Cash' | 'Credit' | '';
  truck: { capacity: number; unit: 'Tons' | 'MT' } | null;
  note: string;
  noteMaxLength?: number;
  feeLimit: { quantity: number; unit: string };
  leadTimes: LeadTimes | null;
  /** The day dates count from; defaults to the plant's `leadTimes.today`. */
  today?: string;
}

export type MissingField =
  'items' | 'shipMethod' | 'requestedDate' | 'requestedTime' | 'pickUpFrom' | 'paymentTerms';

export interface QuantityIssue {
  kind: QuantityErrorKind;
  sku: string;
  title: string;
}

export interface CartValidation {
  flags: Record<string, ItemFlags>;
  /** ordering.md §5: sorted by kind (minimum, pallet, increment), then by product title. */
  quantityErrors: QuantityIssue[];
  sizeError: boolean;
  isBagMOQMet: boolean;
  delInstrError: boolean;
  dateProblem: DateProblem | null;
  missing: MissingField[];
  totals: CartWeightTotals;
  /** Lines that will be ordered: counted, not removed, not disabled. */
  countedLines: number;
  /** Lines still in the cart with an empty or zero count (ignored, not an error). */
  uncountedLines: number;
  valid: boolean;
}

const KIND_RANK: Readonly<Record<QuantityErrorKind, number>> = {
  MIN_ERROR: 0,
  PALLET_ERROR: 1,
  INCREMENT_ERROR: 2,
};

/**
 * ordering.md §5 "Quantity errors are sorted by product title: minimum, pallet, increment"
 * (decision: grouped by kind in that order, each group by title; sku breaks ties so the order is
 * stable for equal titles).
 */
export function sortQuantityIssues(issues: readonly QuantityIssue[]): QuantityIssue[] {
  return [...issues].sort(
    (a, b) =>
      KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
      a.title.localeCompare(b.title) ||
      a.sku.localeCompare(b.sku),
  );
}

/** Lines that are still in the cart and orderable (not removed, not disabled). */
function isActiveLine(line: CartLine): boolean {
  return line.isRemoved !== true && line.rowDisable !== true;
}

/** The quantity errors of the active lines, sorted (ordering.md §5). */
export function quantityIssues(items: readonly CartLine[]): QuantityIssue[] {
  const issues: QuantityIssue[] = [];
  for (const item of items) {
    if (!isActiveLine(item)) continue;
    const kind = quantityError(item.quantity, item);
    if (kind !== null) issues.push({ kind, sku: item.sku, title: item.title });
  }
  return sortQuantityIssues(issues);
}

/**
 * Whether a delivery's load is over the truck: net tons in the truck's ton unit, rounded to two
 * decimals as the cart shows them, above the capacity (decision: a total shown as 6.00 fits a
 * 6.00 truck).
 */
export function isOverTruck(
  totals: Pick<CartWeightTotals, 'netWeight' | 'unitOfMeasure'>,
  truck: { capacity: number; unit: 'Tons' | 'MT' } | null,
): boolean {
  if (truck === null || !Number.isFinite(truck.capacity)) return false;
  const tons = weightInTons(totals.netWeight, totals.unitOfMeasure, truck.unit);
  return roundTons(tons) > roundTons(truck.capacity);
}

function isBlank(value: string | null): boolean {
  return value === null || value.trim() === '';
}

/** The fields the user still has to fill before the order can be placed. */
function missingFields(input: CartValidationInput, countedLines: number): MissingField[] {
  const missing: MissingField[] = [];
  if (countedLines === 0) missing.push('items');
  if (input.shipMethod === '') missing.push('shipMethod');
  if (isBlank(input.requestedDate)) missing.push('requestedDate');
  if (input.shipMethod === 'pickup') {
    if (isBlank(input.requestedTime)) missing.push('requestedTime');
    if (isBlank(input.pickUpFrom)) missing.push('pickUpFrom');
  }
  if (input.paymentTerms === '') missing.push('paymentTerms');
  return missing;
}

/**
 * The requested date's problem under the rule of the ship method, or null. Without the plant's
 * lead times (or a valid "today") only the format can be judged; a missing date is reported in `missing`, not here.
 */
export function requestedDateProblem(
  input: Pick<CartValidationInput, 'requestedDate' | 'shipMethod' | 'leadTimes' | 'today'>,
): DateProblem | null {
  const date = input.requestedDate;
  if (date === null || date.trim() === '') return null;
  const { leadTimes } = input;
  const today = input.today ?? leadTimes?.today;
  if (leadTimes === null || !isIsoDate(today)) return isIsoDate(date) ? null : 'INVALID';
  return dateProblemOf(date, ruleFor(input.shipMethod, leadTimes), today, leadTimes.daySpan);
}

/**
 * Validates a cart (ordering.md §5): the quantity errors of each line, sorted; SIZE_ERROR when a
 * delivery weighs more than the truck carries; the bag minimum order quantity (flagged on the
 * first bag line, not blocking: the fee flow handles it); DEL_INSTR_ERROR; the requested date's
 * problem under the rule of the ship method; and the missing fields. `valid` when there is no
 * quantity, size, delivery-instruction or date error and nothing is missing.
 */
export function validateCart(input: CartValidationInput): CartValidation {
  const ctx = { country: input.country, sourceSystem: input.sourceSystem };
  const active = input.items.filter(isActiveLine);
  const counted = active.filter(isWeighed);
  const countedLines = counted.length;
  const uncountedLines = active.filter((line) => countOf(line.quantity) === 0).length;

  const quantityErrors = quantityIssues(input.items);
  const kindOf = new Map(quantityErrors.map((issue) => [issue.sku, issue.kind]));
  let flags: Record<string, ItemFlags> = {};
  for (const item of input.items) {
    const kind = kindOf.get(item.sku);
    flags[item.sku] = {
      ...NO_ITEM_FLAGS,
      minError: kind === 'MIN_ERROR',
      palletError: kind === 'PALLET_ERROR',
      incrementError: kind === 'INCREMENT_ERROR',
    };
  }

  const totals = cartTotals(input.items, ctx);
  const sizeError = input.shipMethod === 'delivery' && isOverTruck(totals, input.truck);
  const isBagMOQMet = bagMOQMet(input.items, input.feeLimit, ctx);
  const delInstrError = deliveryInstructionError(input.note, input.noteMaxLength);
  const countedSkus = counted.map((line) => line.sku);
  flags = flagFirstItem(flags, countedSkus, 'sizeError', sizeError);
  flags = flagFirstItem(flags, countedSkus, 'delInstrError', delInstrError);
  const bagSkus = counted.filter(isBagLine).map((line) => line.sku);
  flags = flagFirstItem(flags, bagSkus, 'moqError', !isBagMOQMet);

  const dateProblem = requestedDateProblem(input);
  const missing = missingFields(input, countedLines);
  const valid =
    quantityErrors.length === 0 &&
    !sizeError &&
    !delInstrError &&
    dateProblem === null &&
    missing.length === 0;
  return {
    flags,
    quantityErrors,
    sizeError,
    isBagMOQMet,
    delInstrError,
    dateProblem,
    missing,
    totals,
    countedLines,
    uncountedLines,
    valid,
  };
}

/**
 * ordering.md §4: after cart validation, the user is asked to acknowledge the fee limit only when
 * the retail-bag minimum is not met, the local fee is not acknowledged yet, and validation was
 * requested; otherwise the flow goes on to order validation.
 */
export function needsFeeAcknowledgement({
  isBagMOQMet,
  isLocalFeeAcknowledge,
  validationRequested,
}: {
  isBagMOQMet: boolean;
  isLocalFeeAcknowledge: boolean;
  validationRequested: boolean;
}): boolean {
  return !isBagMOQMet && !isLocalFeeAcknowledge && validationRequested;
}
