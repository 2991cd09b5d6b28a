/**
 * A cart call's state: who calls for which account, the cart and its lines, and the date rules
 * of the plant of its ship method, read in one go (and again after a write).
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { CartLineInput } from '@anp/contract';
import { labelLanguage, orderingAccount, orderingUser } from '../accounts/caller';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import { loadLeadTimes } from '../plants/lead-times';
import { plantRow } from '../plants/queries';
import { productsBySku } from '../products/queries';
import { soldIn } from '../products/views';
import { shipPlantId, type CartState } from './model';
import { cartLines, ensureCart, findCart } from './queries';

type Q = Pick<Db, 'query'>;

/** The headers every cart call may carry: the account and the label language. */
export const contextHeaders = Type.Object({
  'x-account-id': Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  'x-language': Type.Optional(Type.String({ maxLength: 35 })),
});

/** The request fields every cart state is built from. */
export interface CallContext {
  userId: string;
  accountHeader: string | undefined;
  languageHeader: unknown;
}

export const callOf = (request: FastifyRequest): CallContext => ({
  userId: request.user.id,
  accountHeader: request.headers['x-account-id'] as string | undefined,
  languageHeader: request.headers['x-language'],
});

/** Everything the contract's Cart is made of, read in one go. */
export async function cartState(
  q: Q,
  call: CallContext,
  now: Date,
  options: { create?: boolean } = {},
): Promise<CartState> {
  const user = await orderingUser(q, call.userId);
  const account = await orderingAccount(q, user.id, call.accountHeader);
  const cart = options.create
    ? await ensureCart(q, user, account, now)
    : await findCart(q, user, account);
  const lines = cart ? await cartLines(q, cart.id) : [];
  const plant = await plantRow(q, shipPlantId({ cart, account }));
  const lang = labelLanguage(user, call.languageHeader);
  return {
    user,
    account,
    lang,
    cart,
    lines,
    leadTimes: plant ? await loadLeadTimes(q, plant, now, lang) : null,
  };
}

/** The cart read again after a write. */
export async function reread(q: Q, state: CartState, now: Date): Promise<CartState> {
  const cart = await findCart(q, state.user, state.account);
  const lines = cart ? await cartLines(q, cart.id) : [];
  const plant = await plantRow(q, shipPlantId({ cart, account: state.account }));
  const leadTimes = plant ? await loadLeadTimes(q, plant, now, state.lang) : null;
  return { ...state, cart, lines, leadTimes };
}

/** Products of addItems: each must exist and be sold in the account's market. */
export async function checkProducts(q: Q, state: CartState, items: readonly CartLineInput[]) {
  const products = await productsBySku(
    q,
    items.map((i) => i.sku),
  );
  items.forEach((item, index) => {
    const product = products.get(item.sku);
    if (!product || !soldIn(product, state.account.region))
      throw new HttpError(
        400,
        'UNKNOWN_PRODUCT',
        `Product ${item.sku} is not sold to this account`,
        `body.items.${index}.sku`,
      );
  });
  return products;
}
