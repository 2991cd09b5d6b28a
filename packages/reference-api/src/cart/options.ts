/**
 * What the cart offers (ordering.md §3 cart options): lead times of the account's or a pickup
 * plant, truck sizes, and the ship methods, payment terms, pickup locations and limits.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { defaultShipMethod } from '@anp/rules';
import {
  LeadTimeQuery,
  LeadTimes,
  OrderOptions,
  PlantLeadTimeQuery,
  TruckSizes,
  errorResponses,
} from '@anp/contract';
import { labelLanguage, orderingAccount, orderingUser } from '../accounts/caller';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import { MARKETS } from '../markets';
import { loadLeadTimes } from '../plants/lead-times';
import { marketPlant, plantRow, plantsOfMarket } from '../plants/queries';
import { categoryName } from '../products/catalogue';
import { categoriesOfMarket } from '../products/queries';
import { DEFAULT_TRUCK_SIZE } from './defaults';
import { NOTE_MAX_LENGTH, PO_MAX_LENGTH, feeLimitFor, truckSizesFor } from './model';
import { cartPlantId } from './queries';
import { contextHeaders } from './state';

const SHIP_METHODS: ('delivery' | 'pickup')[] = ['delivery', 'pickup'];
const PAYMENT_TERMS: ('Cash' | 'Credit')[] = ['Cash', 'Credit'];

export const cartOptionRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (
  fastify,
  { db, now },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/cart/leadtime',
    {
      schema: {
        tags: ['cart'],
        summary:
          "Lead times, working days and holidays of the account's plant (of the cart's account with encCartid)",
        headers: contextHeaders,
        querystring: LeadTimeQuery,
        response: { 200: LeadTimes, ...errorResponses },
      },
    },
    async (request) => {
      let plantId: string;
      if (request.query.encCartid) {
        const cartPlant = await cartPlantId(db, request.query.encCartid, request.user.id);
        if (!cartPlant)
          throw new HttpError(404, 'NOT_FOUND', 'No such cart for this user', 'query.encCartid');
        plantId = cartPlant;
      } else {
        plantId = (await orderingAccount(db, request.user.id, request.headers['x-account-id']))
          .plantId;
      }
      const plant = await plantRow(db, plantId);
      if (!plant)
        throw new HttpError(404, 'NOT_FOUND', 'The account has no plant', 'query.encCartid');
      const user = await orderingUser(db, request.user.id);
      return loadLeadTimes(db, plant, now(), labelLanguage(user, request.headers['x-language']));
    },
  );

  app.get(
    '/cart/plantLeadtime',
    {
      schema: {
        tags: ['cart'],
        summary: "Lead times, working days and holidays of a pickup plant of the account's market",
        headers: contextHeaders,
        querystring: PlantLeadTimeQuery,
        response: { 200: LeadTimes, ...errorResponses },
      },
    },
    async (request) => {
      const user = await orderingUser(db, request.user.id);
      const account = await orderingAccount(db, user.id, request.headers['x-account-id']);
      const plant = await marketPlant(db, request.query.plantId, account.region);
      if (!plant)
        throw new HttpError(404, 'NOT_FOUND', 'No such plant in this market', 'query.plantId');
      return loadLeadTimes(db, plant, now(), labelLanguage(user, request.headers['x-language']));
    },
  );

  app.get(
    '/cart/truckSizes',
    {
      schema: {
        tags: ['cart'],
        summary: "Truck sizes in the market's ton unit (ordering.md §9: default 6.00)",
        headers: contextHeaders,
        response: { 200: TruckSizes, ...errorResponses },
      },
    },
    async (request) => {
      const account = await orderingAccount(db, request.user.id, request.headers['x-account-id']);
      return { truckSizes: truckSizesFor(account), defaultValue: DEFAULT_TRUCK_SIZE };
    },
  );

  app.get(
    '/cart/orderoptions',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Ship methods, payment terms, modes, pickup locations, categories and limits of the cart (ordering.md §3 cart options)',
        headers: contextHeaders,
        response: { 200: OrderOptions, ...errorResponses },
      },
    },
    async (request) => {
      const user = await orderingUser(db, request.user.id);
      const account = await orderingAccount(db, user.id, request.headers['x-account-id']);
      const lang = labelLanguage(user, request.headers['x-language']);
      const plants = await plantsOfMarket(db, account.region);
      const categories = await categoriesOfMarket(db, account.region);
      return {
        shipMethods: SHIP_METHODS,
        defaultShipMethod: defaultShipMethod(user.locale),
        paymentTerms: PAYMENT_TERMS,
        defaultPaymentTerms: account.paymentTerms,
        modes: ['truck'],
        // The markets module keeps a plant's town, not a street: the town and country are its address.
        pickupLocations: plants.map((p) => ({
          id: p.id,
          code: p.code,
          name: p.name,
          address: [
            MARKETS[account.region].plants.find((spec) => spec.name === p.name)?.city,
            MARKETS[account.region].name,
          ]
            .filter(Boolean)
            .join(', '),
        })),
        productCategories: categories.sort((a, b) =>
          categoryName(a, lang).localeCompare(categoryName(b, lang), lang),
        ),
        deliveryInstructionMaxLength: NOTE_MAX_LENGTH,
        poMaxLength: PO_MAX_LENGTH,
        feeLimit: feeLimitFor(account),
        newBusiness: false,
      };
    },
  );
};
