/**
 * Quick order (issue 17): POST cart/quickorder/check judges every line of "SKU or customer
 * material number, quantity" for the selected account in one call: two reads (the products and
 * the account's customer material numbers of all the lines), then the cart's own quantity rules
 * (`@anp/rules/cart`) per line. It writes nothing; the lines that pass go to the cart with one
 * cart/addItems.
 *
 * Decisions: a reference is a SKU first, else one of the account's customer material numbers
 * (any case). The reference API sells every product of a market to every account of it (as
 * cart/replicate says), so "not orderable" is a product no longer sold or not sold in the
 * account's market. The bag minimum order quantity is a rule of the whole cart (ordering.md §3
 * isBagMOQMet), not of a line: the cart's validation reports it once the lines are in.
 * Like the cart's entry points, the call is refused (403) to users who may not add to the cart
 * of the account: no purchase rights, or a market or business unit where the cart is hidden.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  QuickOrderCheck,
  QuickOrderCheckResult,
  errorResponses,
  type QuickOrderLineResult,
} from '@anp/contract';
import { canPurchase, convertWeight, isCartVisible } from '@anp/rules';
import { nextValidQuantity, quantityError } from '@anp/rules/cart';
import { labelLanguage, orderingAccount, orderingUser } from '../../accounts/caller';
import type { Db } from '../../db/database';
import { HttpError } from '../../http-error';
import { MARKETS, type MarketCode } from '../../markets';
import { productsBySku, type ProductRow } from '../../products/queries';
import { containerMultiplier, countLabel, soldIn } from '../../products/views';
import { toggleEnabled } from '../../utility/queries';
import { contextHeaders } from '../state';

type Q = Pick<Db, 'query'>;

/** The account's products named by customer material numbers, by lower-case number. */
async function materialsOf(q: Q, accountId: string, references: readonly string[]) {
  const rows = await q.query<{ material_number: string; sku: string }>(
    `SELECT material_number, sku FROM customer_materials
      WHERE account_id = $1 AND lower(material_number) = ANY($2::text[])`,
    [accountId, [...new Set(references.map((r) => r.toLowerCase()))]],
  );
  return new Map(rows.map((r) => [r.material_number.toLowerCase(), r]));
}

/** The account's customer material number of each SKU (for lines given by SKU). */
async function numbersOfSkus(q: Q, accountId: string, skus: readonly string[]) {
  const rows = await q.query<{ material_number: string; sku: string }>(
    `SELECT material_number, sku FROM customer_materials
      WHERE account_id = $1 AND sku = ANY($2::text[]) ORDER BY material_number`,
    [accountId, [...new Set(skus)]],
  );
  const bySku = new Map<string, string>();
  for (const r of rows) if (!bySku.has(r.sku)) bySku.set(r.sku, r.material_number);
  return bySku;
}

const EMPTY = {
  matchedBy: null,
  sku: null,
  customerMaterialNumber: null,
  title: null,
  countLabel: null,
  unitWeight: null,
  rule: null,
  suggestion: null,
  reason: null,
  rules: null,
} as const;

/** One line's outcome against its product (or none). */
export function judgeLine(
  line: { reference: string; quantity: number | null },
  match: { product: ProductRow; by: 'sku' | 'customerMaterial'; number: string | null } | null,
  context: { market: MarketCode; lang: Parameters<typeof countLabel>[1] },
): QuickOrderLineResult {
  const base = { reference: line.reference, quantity: line.quantity };
  if (!match) return { ...EMPTY, ...base, status: 'unknown' };
  const row = match.product;
  const unit = MARKETS[context.market].productUnit;
  const known = {
    ...EMPTY,
    ...base,
    matchedBy: match.by,
    sku: row.sku,
    customerMaterialNumber: match.number,
    title: row.title,
    countLabel: countLabel(row.package_type, context.lang),
    unitWeight:
      Math.round(
        convertWeight(
          row.net_weight_per_unit * containerMultiplier(row),
          row.unit_of_measure,
          unit,
        ) * 10_000,
      ) / 10_000,
    rules: {
      minQuantity: row.min_quantity,
      increment: row.increment,
      perPalletCount: row.per_pallet_count,
      isPallet: row.is_pallet,
    },
  };
  if (row.markets.length === 0) return { ...known, status: 'notOrderable', reason: 'discontinued' };
  if (!soldIn(row, context.market))
    return { ...known, status: 'notOrderable', reason: 'notSoldInMarket' };
  const rules = {
    minQuantity: row.min_quantity,
    increment: row.increment,
    perPalletCount: row.per_pallet_count,
    isPallet: row.is_pallet,
    isPalletAndNonPalletAllowed: row.is_pallet_and_non_pallet_allowed,
  };
  // An empty or zero quantity orders nothing: the line needs one (the first valid is suggested).
  const rule =
    line.quantity === null || line.quantity === 0 ? 'MISSING' : quantityError(line.quantity, rules);
  if (rule === null) return { ...known, status: 'ok' };
  return {
    ...known,
    status: 'quantityInvalid',
    rule,
    suggestion: nextValidQuantity(line.quantity, rules),
  };
}

export const quickOrderRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/cart/quickorder/check',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Quick order: judges up to 500 lines of SKU or customer material number and quantity for the account, without writing',
        headers: contextHeaders,
        body: QuickOrderCheck,
        response: { 200: QuickOrderCheckResult, ...errorResponses },
      },
    },
    async (request) => {
      const user = await orderingUser(db, request.user.id);
      const account = await orderingAccount(db, user.id, request.headers['x-account-id']);
      const lang = labelLanguage(user, request.headers['x-language']);
      if (!canPurchase(user.groups))
        throw new HttpError(403, 'NO_PURCHASE_RIGHTS', 'Only the purchase group may order');
      const cartEnabled = await toggleEnabled(db, 'cartEnabled');
      const visible = isCartVisible({
        country: account.region,
        lang,
        businessUnit: account.businessUnit || user.businessUnit,
        cartEnabled: cartEnabled ?? true,
      });
      if (!visible)
        throw new HttpError(403, 'CART_HIDDEN', 'The cart is not offered for this account');

      const lines = request.body.lines.map((l) => ({ ...l, reference: l.reference.trim() }));
      const references = lines.map((l) => l.reference);
      const materials = await materialsOf(db, account.id, references);
      const skus = [...references, ...[...materials.values()].map((m) => m.sku)];
      const products = await productsBySku(db, skus);
      const numbers = await numbersOfSkus(db, account.id, [...products.keys()]);
      const context = { market: account.region, lang };
      return {
        weightUnit: MARKETS[account.region].productUnit,
        lines: lines.map((line) => {
          const bySku = products.get(line.reference);
          if (bySku)
            return judgeLine(
              line,
              { product: bySku, by: 'sku', number: numbers.get(bySku.sku) ?? null },
              context,
            );
          const material = materials.get(line.reference.toLowerCase());
          const product = material ? products.get(material.sku) : undefined;
          return judgeLine(
            line,
            material && product
              ? { product, by: 'customerMaterial', number: material.material_number }
              : null,
            context,
          );
        }),
      };
    },
  );
};
