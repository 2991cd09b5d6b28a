import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  OrderDetail,
  OrderInsights,
  OrderInsightsQuery,
  OrderList,
  OrderNumberQuery,
  OrdersQuery,
  errorResponses,
} from '@anp/contract';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import { orderingAccount } from '../accounts/caller';
import { orderDetail } from './detail';
import { orderInsights } from './insights';
import { listOrders } from './list';

const accountHeaders = Type.Object({
  'x-account-id': Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  'x-language': Type.Optional(Type.String({ maxLength: 35 })),
});

/** The order service (ordering.md §7): the orders and memos list and an order's detail. */
export const orderRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (
  fastify,
  { db, now },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/orders/orderNumber',
    {
      schema: {
        tags: ['orders'],
        summary:
          "One order of the user's accounts: products, shipping, the documents the user may download, whether it can still be modified, its memos",
        querystring: OrderNumberQuery,
        response: { 200: OrderDetail, ...errorResponses },
      },
    },
    async (request) => {
      const order = await orderDetail(db, request.user.id, request.query.orderNumber, now());
      if (!order)
        throw new HttpError(404, 'NOT_FOUND', 'No such order for this user', 'query.orderNumber');
      return order;
    },
  );

  app.get(
    '/orders/ordersandmemos',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Orders and credit/debit memos of the account, filtered (status, type, kind, date range, number or PO prefix), sorted and paged',
        querystring: OrdersQuery,
        headers: accountHeaders,
        response: { 200: OrderList, ...errorResponses },
      },
    },
    async (request) =>
      listOrders(db, {
        userId: request.user.id,
        accountHeader: request.headers['x-account-id'],
        query: request.query,
        withMemos: true,
        now: now(),
      }),
  );

  app.get(
    '/orders/insights',
    {
      schema: {
        tags: ['orders'],
        summary:
          "The dashboard's insights (issue 17): tons ordered this month against the same days last year, open orders by status, the next deliveries",
        querystring: OrderInsightsQuery,
        headers: accountHeaders,
        response: { 200: OrderInsights, ...errorResponses },
      },
    },
    async (request) => {
      // The orders list's rights: a user who may read the list may read its summary.
      const account = await orderingAccount(db, request.user.id, request.headers['x-account-id']);
      return orderInsights(db, account, now());
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Orders of the account (no memos), filtered, sorted and paged like ordersandmemos',
        querystring: OrdersQuery,
        headers: accountHeaders,
        response: { 200: OrderList, ...errorResponses },
      },
    },
    async (request) =>
      listOrders(db, {
        userId: request.user.id,
        accountHeader: request.headers['x-account-id'],
        query: request.query,
        withMemos: false,
        now: now(),
      }),
  );
};
