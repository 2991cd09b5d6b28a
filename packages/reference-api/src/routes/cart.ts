import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../db/database';
import { errorResponses } from '../schemas/common';
import { CartCount, CartFetchQuery } from '../schemas/cart';
import { HttpError } from '../server';

/**
 * The account a cart call is for: the X-Account-Id header (ARCHITECTURE §5: cart calls carry it),
 * else the user's selected account. An account the user is not linked to answers like a missing
 * one, so ids of other tenants cannot be probed.
 */
async function cartAccount(db: Db, userId: string, header: string | undefined) {
  if (header) {
    const rows = await db.query<{ account_id: string }>(
      'SELECT account_id FROM user_accounts WHERE user_id = $1 AND account_id = $2',
      [userId, header],
    );
    if (!rows[0])
      throw new HttpError(
        404,
        'NOT_FOUND',
        'No such account for this user',
        'headers.x-account-id',
      );
    return header;
  }
  const rows = await db.query<{ account_id: string }>(
    'SELECT account_id FROM user_accounts WHERE user_id = $1 AND selected',
    [userId],
  );
  return rows[0]?.account_id ?? null;
}

export const cartRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/cart/fetch',
    {
      schema: {
        tags: ['cart'],
        summary:
          "The open cart's id and line count for the account (the header badge); itemCount=true",
        querystring: CartFetchQuery,
        headers: Type.Object({
          'x-account-id': Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
        }),
        response: { 200: CartCount, ...errorResponses },
      },
    },
    async (request) => {
      const accountId = await cartAccount(db, request.user.id, request.headers['x-account-id']);
      if (!accountId) return { encCartid: null, cartCount: 0 };
      const rows = await db.query<{ id: string; lines: number }>(
        `SELECT c.id, count(i.sku)::int AS lines FROM carts c
           LEFT JOIN cart_items i ON i.cart_id = c.id
          WHERE c.user_id = $1 AND c.account_id = $2 GROUP BY c.id`,
        [request.user.id, accountId],
      );
      const cart = rows[0];
      return { encCartid: cart?.id ?? null, cartCount: cart?.lines ?? 0 };
    },
  );
};
