/**
 * The server's cart validation codes (ordering.md §5, §8: CART001-CART006, MXCART001), computed
 * from the same rules as the page's validation so the two can never disagree. The reference API
 * answers simulate and submit with these; the kit words them itself (messages.ts).
 */
import { normalizeCountry, roundTons, sumWeights } from '../index';
import type { CartIssue } from '@anp/contract';
import { earliestDate, isIsoDate, latestDate, ruleFor } from './dates';
import type { QuantityErrorKind } from './quantities';
import {
  cartWeightUnit,
  convertWeight,
  tonUnitOf,
  weightInTons,
  type CartWeightUnit,
} from './units';
import {
  quantityIssues,
  requestedDateProblem,
  type CartLine,
  type CartValidationInput,
} from './validation';
import { isWeighed, lineNetWeight, type WeighableLine } from './weights';

import { MIN_BULK_TONS, truckLoad, type TruckLoad } from './truckload';

export type { CartIssue };

export { MIN_BULK_TONS, MIN_BULK_WEIGHT, minBulkWeight } from './truckload';

export interface CartIssueInput extends CartValidationInput {
  /** The new-business variant (alternate maximum-weight wording). */
  newBusiness?: boolean;
  /** Products the account may no longer order. */
  unavailableSkus?: string[];
  isBagFeeAcknowledged?: boolean;
  isLocalFeeAcknowledge?: boolean;
}

const KIND_PARAM: Readonly<Record<QuantityErrorKind, 'minimum' | 'pallet' | 'increment'>> = {
  MIN_ERROR: 'minimum',
  PALLET_ERROR: 'pallet',
  INCREMENT_ERROR: 'increment',
};

function issue(
  code: CartIssue['code'],
  message: string,
  params: CartIssue['params'],
  target: { sku?: string | null; field?: string | null } = {},
): CartIssue {
  return {
    code,
    message,
    sku: target.sku ?? null,
    field: target.field ?? null,
    params,
    label: null,
  };
}

function isBulkLine(line: Pick<WeighableLine, 'packageType'>): boolean {
  return line.packageType.toLowerCase() === 'bulk';
}

/** Mexico's boxed items: package type box or boxes with a container code. */
function isBoxedLine(line: Pick<WeighableLine, 'packageType' | 'containerCode'>): boolean {
  const type = line.packageType.toLowerCase();
  return (type === 'box' || type === 'boxes') && (line.containerCode ?? '').trim() !== '';
}

/** Net weight of the weighed bulk lines in tons of the cart's ton unit. */
function bulkTons(lines: readonly CartLine[], country: string, unit: CartWeightUnit): number {
  const weights = lines
    .filter(isBulkLine)
    .map((line) => convertWeight(lineNetWeight(line, country), line.unitOfMeasure, unit));
  return weightInTons(sumWeights(weights), unit, tonUnitOf(unit));
}

/** What every check below needs: the lines that will be ordered, and the cart's units. */
interface IssueContext {
  input: CartIssueInput;
  ctx: { country: string; sourceSystem?: string | null };
  unit: CartWeightUnit;
  unavailable: ReadonlySet<string>;
  /** Lines still in the cart that the account may order. */
  orderable: CartLine[];
  /** Orderable lines with a count: the ones that are weighed and shipped. */
  weighed: CartLine[];
  delivery: boolean;
  /** The truckload meter's reading: CART001, CART002 and CART006 are its states. */
  load: TruckLoad;
}

function bulkMinimumIssue({ input, unit, weighed, load }: IssueContext): CartIssue | null {
  if (!load.bulkShort) return null;
  // Rounded like the cart shows tons, so a load shown as 4.00 is never called short of 4.
  const bulk = roundTons(bulkTons(weighed, input.country, unit));
  const tonUnit = tonUnitOf(unit);
  return issue(
    'CART001',
    `Bulk products on a delivery must weigh at least ${MIN_BULK_TONS} ${tonUnit}; this order has ${bulk}.`,
    { min_bulk_weight: MIN_BULK_TONS, uom: tonUnit.toLowerCase() },
    { field: 'items' },
  );
}

function maxWeightIssue({ input, load }: IssueContext): CartIssue | null {
  const { truck } = input;
  if (truck === null || !load.overTruck) return null;
  return issue(
    'CART002',
    `The order weighs more than the truck carries (${truck.capacity} ${truck.unit}).`,
    { maxWeight: truck.capacity, uom: truck.unit.toLowerCase() },
    { field: 'truckSize' },
  );
}

function dateIssue({ input }: IssueContext): CartIssue | null {
  const date = input.requestedDate;
  const problem = date === null || date.trim() === '' ? 'MISSING' : requestedDateProblem(input);
  if (problem === null) return null;
  const { earliest, latest } = dateWindow(input);
  return issue(
    'CART003',
    problem === 'MISSING'
      ? 'A requested date is needed.'
      : `The requested date ${date ?? ''} is not available (${problem}).`,
    { problem, earliest, latest },
    { field: 'requestedDate' },
  );
}

function unavailableIssues({ input, unavailable }: IssueContext): CartIssue[] {
  return input.items
    .filter((line) => line.isRemoved !== true)
    .filter((line) => line.rowDisable === true || unavailable.has(line.sku))
    .map((line) =>
      issue(
        'CART004',
        `${line.title} is not available for this account.`,
        { title: line.title },
        { sku: line.sku },
      ),
    );
}

function quantityRuleIssues({ orderable }: IssueContext): CartIssue[] {
  const lineOf = new Map(orderable.map((line) => [line.sku, line]));
  return quantityIssues(orderable).map((error) => {
    const line = lineOf.get(error.sku);
    const kind = KIND_PARAM[error.kind];
    return issue(
      'CART005',
      `${error.title} breaks the ${kind} quantity rule.`,
      {
        kind,
        title: error.title,
        minQuantity: line?.minQuantity ?? 0,
        increment: line?.increment ?? 1,
        perPalletCount: line?.perPalletCount ?? 0,
      },
      { sku: error.sku },
    );
  });
}

function smallOrderFeeIssue({ input, load }: IssueContext): CartIssue | null {
  // ordering.md §4: the bag fee and local fee acknowledgements travel together.
  if (load.feeAcknowledged || !load.bagShort) return null;
  const { quantity, unit } = input.feeLimit;
  return issue(
    'CART006',
    `Bagged products weigh less than ${quantity} ${unit}; the small-order fee must be acknowledged.`,
    { maxWeight: quantity, uom: unit.toLowerCase() },
    { field: 'isBagFeeAcknowledged' },
  );
}

function mixedShipmentIssue({ input, weighed }: IssueContext): CartIssue | null {
  if (normalizeCountry(input.country) !== 'mx') return null;
  if (!weighed.some(isBoxedLine) || !weighed.some(isBulkLine)) return null;
  return issue(
    'MXCART001',
    'Boxed and bulk products ship from different places and cannot be on one order.',
    {},
    { field: 'items' },
  );
}

/**
 * The cart's problems as the server reports them, in code order (CART001 … CART006, then
 * MXCART001; CART005 once per line in the sorted order of the quantity errors):
 * - CART001: a delivery whose weighed bulk lines weigh less than the bulk minimum.
 * - CART002: a delivery heavier than the truck carries.
 * - CART003: the requested date is missing or not available (any date problem).
 * - CART004: a line the account may no longer order (unavailable or disabled).
 * - CART005: a line that breaks a quantity rule.
 * - CART006: the bag minimum is not met and no fee acknowledgement was given.
 * - MXCART001 (Mexico): boxed and bulk products on one order (decision: boxed items ship from
 *   the packaging plant and bulk from the feed mill, so one order cannot hold both).
 * Lines the account cannot order are reported once (CART004) and left out of the other checks.
 * Missing ship method, payment terms, pickup location or time are not cart codes: the server
 * answers those as a malformed request.
 */
export function cartIssues(input: CartIssueInput): CartIssue[] {
  const unavailable = new Set(input.unavailableSkus ?? []);
  const orderable = input.items.filter(
    (line) => line.isRemoved !== true && line.rowDisable !== true && !unavailable.has(line.sku),
  );
  const context: IssueContext = {
    input,
    ctx: { country: input.country, sourceSystem: input.sourceSystem },
    unit: cartWeightUnit(input.country, input.sourceSystem),
    unavailable,
    orderable,
    weighed: orderable.filter(isWeighed),
    delivery: input.shipMethod === 'delivery',
    load: truckLoad(input),
  };
  return [
    bulkMinimumIssue(context),
    maxWeightIssue(context),
    dateIssue(context),
    ...unavailableIssues(context),
    ...quantityRuleIssues(context),
    smallOrderFeeIssue(context),
    mixedShipmentIssue(context),
  ].filter((found): found is CartIssue => found !== null);
}

/** The requestable window of the ship method, '' when the plant's lead times are unknown. */
function dateWindow(input: Pick<CartValidationInput, 'leadTimes' | 'shipMethod' | 'today'>): {
  earliest: string;
  latest: string;
} {
  const { leadTimes } = input;
  const today = input.today ?? leadTimes?.today;
  if (leadTimes === null || !isIsoDate(today)) return { earliest: '', latest: '' };
  return {
    earliest: earliestDate(ruleFor(input.shipMethod, leadTimes), today),
    latest: latestDate(today, leadTimes.daySpan),
  };
}
