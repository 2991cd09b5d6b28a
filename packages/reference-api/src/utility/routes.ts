/** Public utility calls: feature toggles, maintenance banners, the market configuration. */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../db/database';
import { errorResponses } from '@anp/contract';
import { BannerList, BannerQuery, FeatureToggleList, MarketConfig } from '@anp/contract';
import { HttpError } from '../http-error';
import { featureToggles, marketConfig, recentBanners } from './queries';
import { openBanners } from './views';

export const utilityRoutes: FastifyPluginAsync<{ db: Db; now?: () => Date }> = async (
  fastify,
  { db, now = () => new Date() },
) => {
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
      const rows = await featureToggles(db);
      return { toggles: Object.fromEntries(rows.map((r) => [r.name, r.enabled])) };
    },
  );

  app.get(
    '/utility/banner/notification',
    {
      schema: {
        tags: ['utility'],
        summary: 'Maintenance windows that have not ended, earliest first',
        querystring: BannerQuery,
        response: { 200: BannerList, ...errorResponses },
      },
    },
    async (request) => {
      const at = now();
      const rows = await recentBanners(db, request.query.country ?? null, at);
      return { banners: openBanners(rows, at) };
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
        params: Type.Object(
          {
            country: Type.String({ pattern: '^[a-z]{2,10}$' }),
            lang: Type.String({ pattern: '^[a-z]{2}$' }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: MarketConfig,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { country, lang } = request.params;
      const config = await marketConfig(db, country, lang);
      if (!config)
        throw new HttpError(
          404,
          'NOT_FOUND',
          `No configuration for ${country}/${lang}`,
          'params.country',
        );
      return { country, lang, config };
    },
  );
};
