/**
 * The open carts in the database: one per user and sold-to account (ordering.md §3), its lines
 * in the order they were added, and the defaults a new cart starts with.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { defaultShipMethod } from '@anp/rules';
import type { CartLineInput } from '@anp/contract';
import { HttpError } from '../http-error';
import {
  PRODUCT_COLUMNS,
  type OrderingAccount,
  type OrderingUser,
  type ProductRow,
} from './ordering-data';

export interface CartRow {
  id: string;
  user_id: string;
  account_id: string;
  defaults_applied: boolean;
  ship_method: '' | 'delivery' | 'pickup';
  requested_date: string | null;
  requested_time: string | null;
  pickup_plant_id: string | null;
  po: string;
  mode: string;
  note: string;
  payment_terms: '' | 'Cash' | 'Credit';
  truck_size: string | null;
  email: string;
  is_bag_fee_acknowledged: boolean;
  is_local_fee_acknowledged: boolean;
  updated_at: Date | string;
}

export interface CartLineRow extends ProductRow {
  quantity: number | null;
  pallets: number;
  full_pallet: boolean;
}

/** ordering.md §9: the default truck size is 6.00 (in the market's ton unit). */
export const DEFAULT_TRUCK_SIZE = '6.00';

const CART_COLUMNS = `id, user_id, account_id, defaults_applied, ship_method,
  requested_date::text AS requested_date, requested_time, pickup_plant_id, po, mode, note,
  payment_terms, truck_size, email, is_bag_fee_acknowledged, is_local_fee_acknowledged, updated_at`;

type Q = Pick<Db, 'query'>;

/**
 * What a new cart starts with: the ship method of the user's locale (ordering.md §1: pickup for
 * es_GT and es_PE), mode truck, the account's payment terms, truck size 6.00 (§9), the user's
 * own e-mail, and (decision) the account's own plant as the pickup location.
 */
export function cartDefaults(user: OrderingUser, account: OrderingAccount) {
  return {
    ship_method: defaultShipMethod(user.locale),
    mode: 'truck',
    payment_terms: account.paymentTerms,
    truck_size: DEFAULT_TRUCK_SIZE,
    email: user.email,
    pickup_plant_id: account.plantId,
  };
}

/** The user's cart of the account (defaults filled in on first read), or null. */
export async function findCart(
  db: Q,
  user: OrderingUser,
  account: OrderingAccount,
): Promise<CartRow | null> {
  const [row] = await db.query<CartRow>(
    `SELECT ${CART_COLUMNS} FROM carts WHERE user_id = $1 AND account_id = $2`,
    [user.id, account.id],
  );
  if (!row || row.defaults_applied) return row ?? null;
  // A cart made before the ordering fields existed (or by the seed): give it its defaults once.
  const d = cartDefaults(user, account);
  const [filled] = await db.query<CartRow>(
    `UPDATE carts SET defaults_applied = true, ship_method = $2, mode = $3, payment_terms = $4,
            truck_size = $5, email = $6, pickup_plant_id = $7
      WHERE id = $1 RETURNING ${CART_COLUMNS}`,
    [row.id, d.ship_method, d.mode, d.payment_terms, d.truck_size, d.email, d.pickup_plant_id],
  );
  return filled ?? row;
}

/** The user's cart of the account, created with its defaults when there is none. */
export async function ensureCart(
  db: Q,
  user: OrderingUser,
  account: OrderingAccount,
  now: Date,
): Promise<CartRow> {
  const d = cartDefaults(user, account);
  await db.query(
    `INSERT INTO carts (id, user_id, account_id, created_at, updated_at, defaults_applied,
            ship_method, mode, payment_terms, truck_size, email, pickup_plant_id)
     VALUES ($1, $2, $3, $4, $4, true, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (user_id, account_id) DO NOTHING`,
    [
      `cart-${randomUUID()}`,
      user.id,
      account.id,
      now.toISOString(),
      d.ship_method,
      d.mode,
      d.payment_terms,
      d.truck_size,
      d.email,
      d.pickup_plant_id,
    ],
  );
  const row = await findCart(db, user, account);
  if (!row) throw new Error('cart vanished right after it was created');
  return row;
}

export async function cartLines(db: Q, cartId: string): Promise<CartLineRow[]> {
  return db.query<CartLineRow>(
    `SELECT i.quantity::float8 AS quantity, i.pallets::float8 AS pallets, i.full_pallet,
            ${PRODUCT_COLUMNS}
       FROM cart_items i JOIN products p ON p.sku = i.sku
      WHERE i.cart_id = $1 ORDER BY i.seq`,
    [cartId],
  );
}

export async function touchCart(db: Q, cartId: string, now: Date): Promise<void> {
  await db.query('UPDATE carts SET updated_at = $2 WHERE id = $1', [cartId, now.toISOString()]);
}

/** A quantity as stored: a full-pallet line without a count takes pallets x per-pallet count. */
function quantityOf(item: CartLineInput, product: Pick<ProductRow, 'per_pallet_count'>) {
  if (item.quantity === null && item.fullPallet && item.pallets !== undefined)
    return item.pallets * product.per_pallet_count;
  return item.quantity;
}

/**
 * Adds lines: a product already in the cart gets the new quantity (and pallets) added to its
 * own; an empty entry takes the new quantity.
 */
export async function addLines(
  db: Q,
  cartId: string,
  items: readonly CartLineInput[],
  products: ReadonlyMap<string, ProductRow>,
  now: Date,
): Promise<void> {
  for (const item of items) {
    const product = products.get(item.sku);
    if (!product) continue;
    await db.query(
      `INSERT INTO cart_items (cart_id, sku, quantity, pallets, full_pallet, added_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (cart_id, sku) DO UPDATE SET
         quantity = CASE WHEN EXCLUDED.quantity IS NULL THEN cart_items.quantity
                         ELSE coalesce(cart_items.quantity, 0) + EXCLUDED.quantity END,
         pallets = cart_items.pallets + EXCLUDED.pallets,
         full_pallet = CASE WHEN $7::boolean IS NULL THEN cart_items.full_pallet ELSE $7 END`,
      [
        cartId,
        item.sku,
        quantityOf(item, product),
        item.pallets ?? 0,
        item.fullPallet ?? false,
        now.toISOString(),
        item.fullPallet ?? null,
      ],
    );
  }
}

/**
 * Replaces named lines' quantities (null and 0 keep the line as an empty entry); pallets and
 * the full-pallet flag change only when given. Every SKU must already be in the cart.
 */
export async function updateLines(
  db: Q,
  cartId: string,
  items: readonly CartLineInput[],
): Promise<void> {
  if (items.length === 0) return;
  const present = new Map(
    (
      await db.query<{ sku: string; per_pallet_count: number }>(
        `SELECT i.sku, p.per_pallet_count FROM cart_items i JOIN products p ON p.sku = i.sku
          WHERE i.cart_id = $1`,
        [cartId],
      )
    ).map((r) => [r.sku, r]),
  );
  items.forEach((item, index) => {
    if (!present.has(item.sku))
      throw new HttpError(
        400,
        'NOT_IN_CART',
        `Product ${item.sku} is not in the cart; add it with cart/addItems`,
        `body.items.${index}.sku`,
      );
  });
  for (const item of items) {
    const product = present.get(item.sku);
    if (!product) continue;
    await db.query(
      `UPDATE cart_items SET quantity = $3,
              pallets = coalesce($4::numeric, pallets),
              full_pallet = coalesce($5::boolean, full_pallet)
        WHERE cart_id = $1 AND sku = $2`,
      [cartId, item.sku, quantityOf(item, product), item.pallets ?? null, item.fullPallet ?? null],
    );
  }
}

/** Catalogue rows of the given SKUs. */
export async function productsBySku(
  db: Q,
  skus: readonly string[],
): Promise<Map<string, ProductRow>> {
  if (skus.length === 0) return new Map();
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.sku = ANY($1::text[])`,
    [[...new Set(skus)]],
  );
  return new Map(rows.map((r) => [r.sku, r]));
}
