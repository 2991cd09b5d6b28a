/**
 * "Order again" (issue 17): what happens to each line of an earlier order copied into the cart.
 * Pure, so the reference API and the tests share it: a line is added as it was, added with its
 * quantity corrected to the product's rules, or not added (no longer sold, not orderable for the
 * account); an added line whose unit price moved by at least 1% or whose pack (package type or
 * unit weight) differs is reported as changed too.
 */
import {
  nextValidQuantity,
  quantityError,
  type QuantityErrorKind,
  type QuantityRules,
} from './quantities';

/** Why a line of the order was not added. */
export type ReorderSkipReason = 'discontinued' | 'notSoldInMarket' | 'notOrderable';

/** A line of the earlier order, as it was ordered. */
export interface ReorderOrderLine {
  sku: string;
  title: string;
  quantity: number;
  /** The unit price the order paid, in the currency's units. */
  unitPrice: number;
  /** The weight of one ordered unit at the order, in `weightUnit` of the product now (null: unknown). */
  unitWeight: number | null;
  /** The package type at the order, when the order kept it (null: not recorded). */
  packageType: string | null;
}

/** The product of a line as it is sold now to the account. */
export interface ReorderProductNow extends QuantityRules {
  title: string;
  /** The markets the product is sold in now (none: discontinued). */
  markets: readonly string[];
  /** False when the account may not order it although its market sells it. */
  orderableForAccount: boolean;
  /** The unit price the account pays now, in the currency's units. */
  unitPrice: number;
  /** The weight of one unit now (container multiplier applied). */
  unitWeight: number;
  packageType: string;
}

export interface ReorderPack {
  packageType: string | null;
  unitWeight: number | null;
}

export interface ReorderAdded {
  sku: string;
  title: string;
  quantity: number;
}

export interface ReorderCorrected {
  sku: string;
  title: string;
  /** The quantity of the order, which the product's rules no longer accept. */
  ordered: number;
  /** The quantity added instead (the next valid one). */
  quantity: number;
  rule: QuantityErrorKind;
}

export interface ReorderChanged {
  sku: string;
  title: string;
  price: { before: number; after: number } | null;
  pack: { before: ReorderPack; after: ReorderPack } | null;
}

export interface ReorderSkipped {
  sku: string;
  title: string;
  quantity: number;
  reason: ReorderSkipReason;
}

export interface ReorderPlan {
  /** What goes into the cart, in the order's line order (quantities already corrected). */
  items: { sku: string; quantity: number }[];
  /** Every added line, corrected ones included, with the quantity added. */
  added: ReorderAdded[];
  corrected: ReorderCorrected[];
  changed: ReorderChanged[];
  notAdded: ReorderSkipped[];
}

/** A price change is reported from 1% up (either way). */
export const PRICE_CHANGE_THRESHOLD = 0.01;
/** Unit weights closer than 0.1% are the same pack (the order's weight is rounded per line). */
const WEIGHT_TOLERANCE = 0.001;

export function priceChanged(before: number, after: number): boolean {
  if (!(before > 0)) return after > 0;
  return Math.abs(after - before) / before >= PRICE_CHANGE_THRESHOLD - 1e-9;
}

function weightChanged(before: number | null, after: number): boolean {
  if (before === null || !(before > 0)) return false;
  return Math.abs(after - before) / before > WEIGHT_TOLERANCE;
}

/** Classifies every line of an order copied into the cart of an account of `market`. */
export function planReorder(
  lines: readonly ReorderOrderLine[],
  productOf: (sku: string) => ReorderProductNow | undefined,
  market: string,
): ReorderPlan {
  const plan: ReorderPlan = { items: [], added: [], corrected: [], changed: [], notAdded: [] };
  for (const line of lines) {
    if (!(line.quantity > 0)) continue;
    const product = productOf(line.sku);
    const title = product?.title ?? line.title;
    const skip = (reason: ReorderSkipReason) =>
      plan.notAdded.push({ sku: line.sku, title, quantity: line.quantity, reason });
    if (!product || product.markets.length === 0) {
      skip('discontinued');
      continue;
    }
    if (!product.markets.includes(market)) {
      skip('notSoldInMarket');
      continue;
    }
    if (!product.orderableForAccount) {
      skip('notOrderable');
      continue;
    }
    const rule = quantityError(line.quantity, product);
    const quantity = rule ? nextValidQuantity(line.quantity, product) : line.quantity;
    if (rule) plan.corrected.push({ sku: line.sku, title, ordered: line.quantity, quantity, rule });
    plan.items.push({ sku: line.sku, quantity });
    plan.added.push({ sku: line.sku, title, quantity });
    const price = priceChanged(line.unitPrice, product.unitPrice)
      ? { before: line.unitPrice, after: product.unitPrice }
      : null;
    const typeChanged = line.packageType !== null && line.packageType !== product.packageType;
    const pack =
      typeChanged || weightChanged(line.unitWeight, product.unitWeight)
        ? {
            before: { packageType: line.packageType, unitWeight: line.unitWeight },
            after: { packageType: product.packageType, unitWeight: product.unitWeight },
          }
        : null;
    if (price || pack) plan.changed.push({ sku: line.sku, title, price, pack });
  }
  return plan;
}
