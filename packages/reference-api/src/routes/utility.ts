import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../db/database';
import { errorResponses } from '@anp/contract';
import { BannerList, FeatureToggleList, MarketConfig } from '@anp/contract';
import { HttpError } from '../http-error';

const dateOnly = (v: Date | string) =>
  typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10);

export const utilityRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/featuretoggles',
    {
      config: { public: true },
      schema: {
        tags: ['toggles'],
        summary: 'Feature toggles (public: they decide the maintenance page before sign-in)',
        security: [],
        response: {
          200: FeatureToggleList,
          ...errorResponses,
        },
      },
    },
    async () => {
      const rows = await db.query<{ name: string; enabled: boolean }>(
        'SELECT name, enabled FROM feature_toggles ORDER BY name',
      );
      return { toggles: Object.fromEntries(rows.map((r) => [r.name, r.enabled])) };
    },
  );

  app.get(
    '/utility/banner/notification',
    {
      schema: {
        tags: ['utility'],
        summary: 'Maintenance-window banners that have not ended',
        querystring: Type.Object({
          country: Type.Optional(Type.String({ pattern: '^[a-z]{2,10}$' })),
        }),
        response: { 200: BannerList, ...errorResponses },
      },
    },
    async (request) => {
      const rows = await db.query<{
        id: string;
        message: string;
        start_date: Date | string;
        start_time: string;
        end_date: Date | string;
        end_time: string;
        time_zone: string;
        country: string;
        business_units: string[];
      }>(
        'SELECT * FROM banner_notifications WHERE end_date >= current_date AND ($1::text IS NULL OR country = $1) ORDER BY start_date, id',
        [request.query.country ?? null],
      );
      return {
        banners: rows.map((r) => ({
          id: r.id,
          message: r.message,
          startDate: dateOnly(r.start_date),
          startTime: r.start_time,
          endDate: dateOnly(r.end_date),
          endTime: r.end_time,
          timeZone: r.time_zone,
          country: r.country,
          businessUnits: r.business_units,
        })),
      };
    },
  );

  app.get(
    '/config/:country/:lang',
    {
      config: { public: true },
      schema: {
        tags: ['config'],
        summary: 'The model configuration of a market and language',
        security: [],
        params: Type.Object({
          country: Type.String({ pattern: '^[a-z]{2,10}$' }),
          lang: Type.String({ pattern: '^[a-z]{2}$' }),
        }),
        response: {
          200: MarketConfig,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { country, lang } = request.params;
      const [row] = await db.query<{ config: Record<string, unknown> }>(
        'SELECT config FROM market_config WHERE country = $1 AND lang = $2',
        [country, lang],
      );
      if (!row)
        throw new HttpError(
          404,
          'NOT_FOUND',
          `No configuration for ${country}/${lang}`,
          'params.country',
        );
      return { country, lang, config: row.config };
    },
  );
};
