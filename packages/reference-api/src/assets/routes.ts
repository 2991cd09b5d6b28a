import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../db/database';
import { errorResponses } from '@anp/contract';
import { HttpError } from '../http-error';
import { productImageSvg } from './product-image';
import { productForImage } from './queries';

/** Product images: drawn from the catalogue row, public and cacheable like any CDN image. */
export const assetRoutes: FastifyPluginAsync<{ db: Db }> = async (fastify, { db }) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/assets/products/:file',
    {
      config: { public: true },
      schema: {
        tags: ['assets'],
        summary: 'The image of a product (SVG)',
        security: [],
        params: Type.Object(
          { file: Type.String({ pattern: '^[A-Za-z0-9-]{1,32}\\.svg$' }) },
          { additionalProperties: false },
        ),
        response: { 200: Type.String(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const sku = request.params.file.replace(/\.svg$/, '');
      const product = await productForImage(db, sku);
      if (!product) throw new HttpError(404, 'NOT_FOUND', `No product ${sku}`, 'params.file');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(productImageSvg(product.sku, product.title, product.package_type));
    },
  );
};
