/**
 * What "order again" (cart/replicate, issue 17) did with each line of the earlier order: added,
 * corrected, changed since the order, or not added and why.
 */
import { Type, type Static } from 'typebox';
import { Cart } from './cart';
import { PackageType, ProductUnit } from './products';

/** Why a line of the order was not added again (issue 17). */
export const ReorderSkipReason = Type.Union([
  Type.Literal('discontinued'),
  Type.Literal('notSoldInMarket'),
  Type.Literal('notOrderable'),
]);
export type ReorderSkipReason = Static<typeof ReorderSkipReason>;

const ReorderPack = Type.Object(
  {
    /** null: the order did not record it. */
    packageType: Type.Union([PackageType, Type.Null()]),
    /** Weight of one ordered unit in the summary's `weightUnit`; null: not recorded. */
    unitWeight: Type.Union([Type.Number(), Type.Null()]),
  },
  { additionalProperties: false },
);

/**
 * What cart/replicate did with each line of the order (issue 17): added lines (corrected ones
 * included, with the quantity added), the lines added with a corrected quantity, the added lines
 * whose unit price (from 1%) or pack changed since the order, and the lines not added and why.
 */
export const ReorderSummary = Type.Object(
  {
    orderNumber: Type.String(),
    /** Currency of the prices (the account's market). */
    currency: Type.String(),
    /** Unit of the pack weights (lb or kg, the products' unit). */
    weightUnit: ProductUnit,
    added: Type.Array(
      Type.Object(
        {
          sku: Type.String(),
          title: Type.String(),
          quantity: Type.Number(),
          /** The unit of the count, in the label language ("bags"). */
          countLabel: Type.String(),
        },
        { additionalProperties: false },
      ),
    ),
    corrected: Type.Array(
      Type.Object(
        {
          sku: Type.String(),
          title: Type.String(),
          ordered: Type.Number(),
          quantity: Type.Number(),
          countLabel: Type.String(),
          rule: Type.Union([
            Type.Literal('MIN_ERROR'),
            Type.Literal('PALLET_ERROR'),
            Type.Literal('INCREMENT_ERROR'),
          ]),
        },
        { additionalProperties: false },
      ),
    ),
    changed: Type.Array(
      Type.Object(
        {
          sku: Type.String(),
          title: Type.String(),
          /** Unit prices: the order's and the account's now. */
          price: Type.Union([
            Type.Object(
              { before: Type.Number(), after: Type.Number() },
              { additionalProperties: false },
            ),
            Type.Null(),
          ]),
          pack: Type.Union([
            Type.Object(
              { before: ReorderPack, after: ReorderPack },
              { additionalProperties: false },
            ),
            Type.Null(),
          ]),
        },
        { additionalProperties: false },
      ),
    ),
    notAdded: Type.Array(
      Type.Object(
        {
          sku: Type.String(),
          title: Type.String(),
          quantity: Type.Number(),
          countLabel: Type.String(),
          reason: ReorderSkipReason,
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ReorderSummary = Static<typeof ReorderSummary>;

/** cart/replicate's answer: the cart as every cart call answers it, and the summary. */
export const ReplicatedCart = Type.Object({ ...Cart.properties, summary: ReorderSummary });
export type ReplicatedCart = Static<typeof ReplicatedCart>;
