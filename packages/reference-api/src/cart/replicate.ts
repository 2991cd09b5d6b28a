/**
 * "Order again" (issue 17): the lines of one of the account's earlier orders into its cart, with
 * a summary of what happened to each line. The classification is `@anp/rules` planReorder; this
 * module reads the order and the products as they are now and prices them.
 *
 * Decision: the reference API has no account price list, so the price the account pays now is
 * the list price the cart simulation uses (../products/views unitPriceCents), compared with the
 * unit price the order paid (which carried the account's discount and older prices). It sells
 * every product of the market to every account of it, so it never answers `notOrderable`; the
 * contract keeps that reason for a back end with account assortments. An order line does not
 * record its package type, so a pack change is a change of the weight of one unit.
 */
import { convertWeight, parseWeightUnit } from '@anp/rules';
import { planReorder, type ReorderProductNow } from '@anp/rules/cart';
import type { ReorderSummary } from '@anp/contract';
import type { Db } from '../db/database';
import { MARKETS } from '../markets';
import type { ProductRow } from '../products/queries';
import { containerMultiplier, countLabel, unitPriceCents } from '../products/views';
import type { CartState } from './model';

type Q = Pick<Db, 'query'>;

interface OrderLineRow {
  sku: string;
  quantity: number;
  unit_price: number;
  net_weight: number;
  weight_unit: string;
}

/** The lines of an order of the account, in line order (none: no such order, or empty). */
export function orderLinesOf(q: Q, orderNumber: string, accountId: string) {
  return q.query<OrderLineRow>(
    `SELECT l.sku, l.quantity::float8 AS quantity, l.unit_price::float8 AS unit_price,
            l.net_weight::float8 AS net_weight, o.weight_unit
       FROM orders o JOIN order_lines l ON l.order_number = o.order_number
      WHERE o.order_number = $1 AND o.account_id = $2 ORDER BY l.line_no`,
    [orderNumber, accountId],
  );
}

/** One unit of the product now, in `unit` (Mexico's container multiplier applied). */
const unitWeightOf = (row: ProductRow, unit: 'lb' | 'kg') =>
  convertWeight(row.net_weight_per_unit * containerMultiplier(row), row.unit_of_measure, unit);

/** What to add and the summary of it, for the account of `state`. */
export function reorderPlan(
  state: Pick<CartState, 'account' | 'lang'>,
  orderNumber: string,
  lines: readonly OrderLineRow[],
  products: ReadonlyMap<string, ProductRow>,
) {
  const market = state.account.region;
  const weightUnit = MARKETS[market].productUnit;
  const productOf = (sku: string): ReorderProductNow | undefined => {
    const row = products.get(sku);
    if (!row) return undefined;
    return {
      title: row.title,
      markets: row.markets,
      // Every product of a market is sold to every account of it (see the decision above).
      orderableForAccount: true,
      unitPrice: unitPriceCents(row, market) / 100,
      unitWeight: unitWeightOf(row, weightUnit),
      packageType: row.package_type,
      minQuantity: row.min_quantity,
      increment: row.increment,
      perPalletCount: row.per_pallet_count,
      isPallet: row.is_pallet,
      isPalletAndNonPalletAllowed: row.is_pallet_and_non_pallet_allowed,
    };
  };
  const plan = planReorder(
    lines.map((l) => {
      const from = parseWeightUnit(l.weight_unit);
      const unitWeight =
        from && l.quantity > 0 ? convertWeight(l.net_weight / l.quantity, from, weightUnit) : null;
      return {
        sku: l.sku,
        title: products.get(l.sku)?.title ?? l.sku,
        quantity: l.quantity,
        unitPrice: l.unit_price,
        unitWeight,
        packageType: null,
      };
    }),
    productOf,
    market,
  );
  const label = (sku: string) => {
    const row = products.get(sku);
    return row ? countLabel(row.package_type, state.lang) : countLabel('each', state.lang);
  };
  const summary: ReorderSummary = {
    orderNumber,
    currency: MARKETS[market].currency,
    weightUnit,
    added: plan.added.map((l) => ({ ...l, countLabel: label(l.sku) })),
    corrected: plan.corrected.map((l) => ({ ...l, countLabel: label(l.sku) })),
    changed: plan.changed.map((l) => ({
      ...l,
      pack: l.pack && {
        before: { packageType: null, unitWeight: round4(l.pack.before.unitWeight) },
        after: {
          packageType: products.get(l.sku)?.package_type ?? null,
          unitWeight: round4(l.pack.after.unitWeight),
        },
      },
    })),
    notAdded: plan.notAdded.map((l) => ({ ...l, countLabel: label(l.sku) })),
  };
  return { items: plan.items, summary };
}

const round4 = (n: number | null) => (n === null ? null : Math.round(n * 10_000) / 10_000);
