/**
 * The support page's questions and answers (ordering.md §2 routes support and support/faq/{faqId})
 * as the database keeps them, in the requested language; the answers name the server's real
 * upload limits.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Faq, FaqList, FaqParams, FaqQuery, errorResponses } from '@anp/contract';
import type { Language as UiLang } from '@anp/rules';
import type { Db } from '../db/database';
import { HttpError } from '../http-error';
import { supportLanguage, supportUser } from './caller';
import type { UploadLimits } from './files';
import { faqRow, faqRows, type FaqRow } from './reference-queries';

/** Readable names of the accepted extensions, for the FAQ answer ("PDF, JPG, ..."). */
function typeList(limits: UploadLimits): string {
  return [...new Set(limits.accepted.map((t) => t.extension.toUpperCase()))].join(', ');
}

function faqIn(row: FaqRow, lang: UiLang, limits: UploadLimits): Faq {
  const fill = (text: string) =>
    text
      .replace(/\{maxFiles\}/g, String(limits.maxFiles))
      .replace(/\{maxMb\}/g, String(Math.round((limits.maxFileBytes / 1024 / 1024) * 10) / 10))
      .replace(/\{types\}/g, typeList(limits));
  return {
    id: row.id,
    question: row.question[lang] ?? row.question.en,
    topic: row.topic_label[lang] ?? row.topic_label.en,
    answer: (row.answer[lang] ?? row.answer.en).map(fill),
    updatedAt: row.updated_at,
  };
}

export const supportFaqRoutes: FastifyPluginAsync<{ db: Db; limits: UploadLimits }> = async (
  fastify,
  { db, limits },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/support/faqs',
    {
      schema: {
        tags: ['support'],
        summary: 'Frequently asked questions in the requested language, grouped by topic',
        querystring: FaqQuery,
        response: { 200: FaqList, ...errorResponses },
      },
    },
    async (request) => {
      const user = await supportUser(db, request.user.id);
      const lang = supportLanguage(request, user, { query: request.query.lang });
      const rows = await faqRows(db);
      return {
        faqs: rows.map((row) => ({
          id: row.id,
          question: row.question[lang] ?? row.question.en,
          topic: row.topic_label[lang] ?? row.topic_label.en,
        })),
      };
    },
  );

  app.get(
    '/support/faqs/:faqId',
    {
      schema: {
        tags: ['support'],
        summary: 'One frequently asked question with its answer as plain-text paragraphs',
        querystring: FaqQuery,
        params: FaqParams,
        response: { 200: Faq, ...errorResponses },
      },
    },
    async (request) => {
      const user = await supportUser(db, request.user.id);
      const lang = supportLanguage(request, user, { query: request.query.lang });
      const row = await faqRow(db, request.params.faqId);
      if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such question');
      return faqIn(row, lang, limits);
    },
  );
};
