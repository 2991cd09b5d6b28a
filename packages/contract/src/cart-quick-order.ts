/**
 * Quick order (issue 17): POST cart/quickorder/check judges every pasted or uploaded line of
 * "SKU or customer material number, quantity" in one call, for the selected account; the lines
 * that pass go to the cart with one cart/addItems.
 */
import { Type, type Static } from 'typebox';
import { ProductUnit } from './products';

/** The most lines one check takes. */
export const QUICK_ORDER_MAX_LINES = 500;

/** One line as the user wrote it: a reference and a quantity (null: none could be read). */
export const QuickOrderLineInput = Type.Object(
  {
    /** The SKU or the account's customer material number. */
    reference: Type.String({ minLength: 1, maxLength: 64 }),
    quantity: Type.Union([Type.Number({ minimum: 0, maximum: 1_000_000 }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type QuickOrderLineInput = Static<typeof QuickOrderLineInput>;

/** POST cart/quickorder/check: 1 to {@link QUICK_ORDER_MAX_LINES} lines. */
export const QuickOrderCheck = Type.Object(
  {
    lines: Type.Array(QuickOrderLineInput, { minItems: 1, maxItems: QUICK_ORDER_MAX_LINES }),
  },
  { additionalProperties: false },
);
export type QuickOrderCheck = Static<typeof QuickOrderCheck>;

/**
 * A line's outcome: `ok` (may go to the cart as is), `unknown` (no product and no customer
 * material number of the account), `notOrderable` (a product this account may not order: see
 * `reason`), `quantityInvalid` (against the product's minimum, increment or pallet rule: see
 * `rule` and `suggestion`).
 */
export const QuickOrderLineStatus = Type.Union([
  Type.Literal('ok'),
  Type.Literal('unknown'),
  Type.Literal('notOrderable'),
  Type.Literal('quantityInvalid'),
]);
export type QuickOrderLineStatus = Static<typeof QuickOrderLineStatus>;

export const QuickOrderQuantityRule = Type.Union([
  Type.Literal('MISSING'),
  Type.Literal('MIN_ERROR'),
  Type.Literal('PALLET_ERROR'),
  Type.Literal('INCREMENT_ERROR'),
]);
export type QuickOrderQuantityRule = Static<typeof QuickOrderQuantityRule>;

/** Why a known product is not orderable: no longer sold, or not in the account's market. */
export const QuickOrderNotOrderableReason = Type.Union([
  Type.Literal('discontinued'),
  Type.Literal('notSoldInMarket'),
]);
export type QuickOrderNotOrderableReason = Static<typeof QuickOrderNotOrderableReason>;

export const QuickOrderLineResult = Type.Object(
  {
    /** The reference as sent. */
    reference: Type.String(),
    status: QuickOrderLineStatus,
    /** How the reference matched: a SKU or the account's customer material number. */
    matchedBy: Type.Union([Type.Literal('sku'), Type.Literal('customerMaterial'), Type.Null()]),
    /** The product's SKU (what goes to the cart); null when unknown. */
    sku: Type.Union([Type.String(), Type.Null()]),
    /** The account's customer material number of the product, when it has one. */
    customerMaterialNumber: Type.Union([Type.String(), Type.Null()]),
    title: Type.Union([Type.String(), Type.Null()]),
    /** The unit of the count in the label language ("bags"); null when unknown. */
    countLabel: Type.Union([Type.String(), Type.Null()]),
    /** Weight of one unit in `weightUnit` of the answer; null when unknown. */
    unitWeight: Type.Union([Type.Number(), Type.Null()]),
    /** The quantity as a count of units (the one sent); null when none was sent. */
    quantity: Type.Union([Type.Number(), Type.Null()]),
    /** `quantityInvalid` only: the rule broken. */
    rule: Type.Union([QuickOrderQuantityRule, Type.Null()]),
    /** `quantityInvalid` only: the smallest valid quantity at or above the one sent. */
    suggestion: Type.Union([Type.Number(), Type.Null()]),
    /** `notOrderable` only. */
    reason: Type.Union([QuickOrderNotOrderableReason, Type.Null()]),
    /** The product's quantity rules (null when unknown), to explain an invalid quantity. */
    rules: Type.Union([
      Type.Object(
        {
          minQuantity: Type.Number(),
          increment: Type.Number(),
          perPalletCount: Type.Number(),
          isPallet: Type.Boolean(),
        },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
  },
  { additionalProperties: false },
);
export type QuickOrderLineResult = Static<typeof QuickOrderLineResult>;

/** cart/quickorder/check's answer: one result per line sent, in the order sent. */
export const QuickOrderCheckResult = Type.Object(
  {
    /** The unit of `unitWeight` (the account's market's product unit). */
    weightUnit: ProductUnit,
    lines: Type.Array(QuickOrderLineResult),
  },
  { additionalProperties: false },
);
export type QuickOrderCheckResult = Static<typeof QuickOrderCheckResult>;
