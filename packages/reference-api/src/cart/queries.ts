/**
 * The cart's store: the open carts in the database, one per user and sold-to account
 * (ordering.md §3), and their lines in the order they were added.
 */
import { randomUUID } from 'node:crypto';
import type { CartLineInput } from '@anp/contract';
import type { OrderingAccount, OrderingUser } from '../accounts/caller';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import { PRODUCT_COLUMNS, type ProductRow } from '../products/queries';
import { cartDefaults } from './defaults';

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

const CART_COLUMNS = `id, user_id, account_id, defaults_applied, ship_method,
  requested_date::text AS requested_date, requested_time, pickup_plant_id, po, mode, note,
  payment_terms, truck_size, email, is_bag_fee_acknowledged, is_local_fee_acknowledged, updated_at`;

type Q = Pick<Db, 'query'>;

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

/** The user's cart of an account: its id and line count (the header badge), or null. */
export async function cartCount(
  db: Q,
  userId: string,
  accountId: string,
): Promise<{ id: string; lines: number } | null> {
  const [row] = await db.query<{ id: string; lines: number }>(
    `SELECT c.id, count(i.sku)::int AS lines FROM carts c
       LEFT JOIN cart_items i ON i.cart_id = c.id
      WHERE c.user_id = $1 AND c.account_id = $2 GROUP BY c.id`,
    [userId, accountId],
  );
  return row ?? null;
}

/** Writes the given cart columns and the update time (`fields` are column names and values). */
export async function updateCart(
  db: Q,
  cartId: string,
  fields: readonly (readonly [column: string, value: unknown])[],
  now: Date,
): Promise<void> {
  const columns = [...fields, ['updated_at', now.toISOString()] as const];
  await db.query(
    `UPDATE carts SET ${columns.map(([c], i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`,
    [cartId, ...columns.map(([, v]) => v)],
  );
}

/** Removes a product from the cart; false when it was not there. */
export async function removeLine(db: Q, cartId: string, sku: string): Promise<boolean> {
  const removed = await db.query(
    'DELETE FROM cart_items WHERE cart_id = $1 AND sku = $2 RETURNING sku',
    [cartId, sku],
  );
  return removed.length > 0;
}

/** Deletes one of the user's carts with its lines; false when it is not theirs. */
export async function deleteUserCart(db: Q, cartId: string, userId: string): Promise<boolean> {
  const deleted = await db.query('DELETE FROM carts WHERE id = $1 AND user_id = $2 RETURNING id', [
    cartId,
    userId,
  ]);
  return deleted.length > 0;
}

/** The plant of the account of one of the user's carts (still linked to them), or null. */
export async function cartPlantId(db: Q, cartId: string, userId: string): Promise<string | null> {
  const [row] = await db.query<{ plant_id: string }>(
    `SELECT a.plant_id FROM carts c JOIN accounts a ON a.id = c.account_id
       JOIN user_accounts ua ON ua.account_id = c.account_id AND ua.user_id = c.user_id
      WHERE c.id = $1 AND c.user_id = $2`,
    [cartId, userId],
  );
  return row?.plant_id ?? null;
}

/** Deletes a cart with its lines (the order holds them now). */
export async function deleteCart(db: Q, cartId: string): Promise<void> {
  await db.query('DELETE FROM carts WHERE id = $1', [cartId]);
}
