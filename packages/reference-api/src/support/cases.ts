/**
 * Support cases (ordering.md §7 Support cases: users/account/customerCase GET and POST; §4
 * Complaint form: a draft is opened with the modal, Cancel discards it, Submit posts it). Their
 * documents are ./uploads.ts.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CaseIdParams,
  CustomerCase,
  CustomerCaseList,
  CustomerCasePost,
  CustomerCaseQuery,
  ErrorBody,
  errorResponses,
} from '@anp/contract';
import { supportHeaders } from './caller';
import { mailToCodeOf } from './catalogue';
import { callContext, type SupportCaseOptions } from './context';
import { pruneDrafts } from './drafts';
import { removeStoredFiles } from './files';
import {
  casesPage,
  caseDocuments,
  deleteCases,
  dropDocumentsExcept,
  insertDraft,
  markSubmitted,
  nextCaseNumber,
  visibleCase,
} from './queries';
import { checkSubmit, fingerprint } from './submit';
import { bodyError } from './validation';
import { caseNotFound, notDraft, readCase, toCustomerCase } from './views';

export const supportCaseRoutes: FastifyPluginAsync<SupportCaseOptions> = async (
  fastify,
  { db, now, uploadDir, maxLotsPerLine },
) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const context = callContext(db);

  app.get(
    '/users/account/customerCase',
    {
      schema: {
        tags: ['support'],
        summary:
          'The submitted cases of the selected account (every user of the account sees them), newest first; drafts are never listed',
        headers: supportHeaders,
        querystring: CustomerCaseQuery,
        response: { 200: CustomerCaseList, ...errorResponses },
      },
    },
    async (request) => {
      const { account, lang } = await context(request);
      const { offset, limit, status } = request.query;
      if (status === 'Draft') return { cases: [], totalCount: 0, offset, limit };
      const { rows, totalCount } = await casesPage(db, account.id, { status, offset, limit });
      const documents = await caseDocuments(
        db,
        rows.map((r) => r.id),
      );
      return {
        cases: rows.map((r) => toCustomerCase(r, documents.get(r.id) ?? [], lang)),
        totalCount,
        offset,
        limit,
      };
    },
  );

  app.post(
    '/users/account/customerCase',
    {
      attachValidation: true,
      schema: {
        tags: ['support'],
        summary:
          'caseStatus Draft: opens a draft case (201). caseStatus New with the draft id: submits it with the complaint (200, with its case number); the same submit again answers the same case, another submit of a case that is no longer a draft 409 CASE_NOT_DRAFT',
        headers: supportHeaders,
        body: CustomerCasePost,
        response: {
          200: CustomerCase,
          201: CustomerCase,
          ...errorResponses,
          409: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        if (request.validationError.validationContext === 'body') throw bodyError(request.body);
        throw request.validationError;
      }
      const { user, account, lang } = await context(request);
      const body = request.body;
      const at = now();

      if (body.caseStatus === 'Draft') {
        const id = randomUUID();
        const removed = await db.transaction(async (tx) => {
          const keys = await pruneDrafts(tx, user.id, at);
          await insertDraft(
            tx,
            {
              id,
              accountId: account.id,
              userId: user.id,
              caseType: body.caseType,
              market: account.market,
            },
            at,
          );
          return keys;
        });
        await removeStoredFiles(uploadDir, removed);
        const row = await visibleCase(db, id, user.id, account.id);
        if (!row) throw caseNotFound();
        return reply.status(201).send(await readCase(db, row, lang));
      }

      const payload = body;
      const print = fingerprint(payload, user.id);
      const found = await visibleCase(db, payload.id, user.id, account.id);
      if (!found) throw caseNotFound();
      if (found.status !== 'Draft') {
        if (found.submit_fingerprint === print) return readCase(db, found, lang);
        throw notDraft(found.status);
      }
      const checked = await checkSubmit(db, payload, account, found, at, maxLotsPerLine);
      const result = await db.transaction(async (tx) => {
        const locked = await visibleCase(tx, payload.id, user.id, account.id, { forUpdate: true });
        if (!locked) throw caseNotFound();
        if (locked.status !== 'Draft') {
          // A concurrent submit won: the same payload gets its answer, another one a conflict.
          if (locked.submit_fingerprint === print) return { row: locked, removed: [] as string[] };
          throw notDraft(locked.status);
        }
        const caseNumber = await nextCaseNumber(tx);
        const removed = await dropDocumentsExcept(tx, payload.id, [...checked.caseDocs]);
        await markSubmitted(
          tx,
          payload.id,
          {
            caseNumber,
            caseType: payload.caseType,
            plantId: checked.plant.id,
            plantName: checked.plant.name,
            category: payload.category,
            subCategory: payload.subCategory,
            subject: checked.subject,
            orderQuestion: payload.orderQuestionCB,
            orderNumber: checked.orderNumber,
            deliveryDate: checked.deliveryDate,
            phoneNumber: checked.phoneNumber,
            caseComment: checked.caseComment,
            // The market's complaint desk, whatever the form sent (it is routing, not input).
            mailToCode: mailToCodeOf(account.market),
            products: checked.products,
            fingerprint: print,
          },
          at,
        );
        const row = await visibleCase(tx, payload.id, user.id, account.id);
        if (!row) throw caseNotFound();
        return { row, removed };
      });
      await removeStoredFiles(uploadDir, result.removed);
      return readCase(db, result.row, lang);
    },
  );

  app.delete(
    '/users/account/customerCase/:caseId',
    {
      schema: {
        tags: ['support'],
        summary:
          "Discards a draft case and its uploaded files (the complaint form's Cancel); 409 CASE_NOT_DRAFT for a submitted case",
        headers: supportHeaders,
        params: CaseIdParams,
        response: { 204: Type.Null(), ...errorResponses, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { user, account } = await context(request);
      const removed = await db.transaction(async (tx) => {
        const found = await visibleCase(tx, request.params.caseId, user.id, account.id, {
          forUpdate: true,
        });
        if (!found) throw caseNotFound();
        if (found.status !== 'Draft') throw notDraft(found.status);
        return deleteCases(tx, [found.id]);
      });
      await removeStoredFiles(uploadDir, removed);
      return reply.status(204).send(null);
    },
  );
};
