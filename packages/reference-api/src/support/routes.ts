/**
 * The support-case routes (issue 7): cases and their documents, and what the complaint form and
 * the support page read. Multipart bodies are accepted only in this scope: no other route of the
 * API takes a file.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import type { Db } from '../db/database';
import { MAX_LOTS_PER_LINE } from '@anp/contract';
import { supportCaseRoutes } from './cases';
import { supportFaqRoutes } from './faqs';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './files';
import { supportReferenceRoutes } from './reference';
import { supportUploadRoutes } from './uploads';

export interface SupportLimits extends UploadLimits {
  /** Lot numbers kept per product line (at most the contract's 5). */
  maxLotsPerLine: number;
}

export const DEFAULT_SUPPORT_LIMITS: SupportLimits = {
  ...DEFAULT_UPLOAD_LIMITS,
  maxLotsPerLine: MAX_LOTS_PER_LINE,
};

export interface SupportRouteOptions {
  db: Db;
  now: () => Date;
  /** Where case files are kept; default: a new private directory under the system's temp. */
  uploadDir?: string;
  limits?: Partial<SupportLimits>;
}

export const supportRoutes: FastifyPluginAsync<SupportRouteOptions> = async (fastify, options) => {
  const limits: SupportLimits = { ...DEFAULT_SUPPORT_LIMITS, ...options.limits };
  // Never more lots than the contract lets a line carry.
  limits.maxLotsPerLine = Math.max(1, Math.min(limits.maxLotsPerLine, MAX_LOTS_PER_LINE));
  const uploadDir = options.uploadDir ?? mkdtempSync(join(tmpdir(), 'anp-case-uploads-'));
  await fastify.register(multipart, {
    // The route tells "too large" itself (413 CASE_FILE_SIZE): one byte over the limit is enough
    // to know, and busboy discards the rest instead of handing it over.
    throwFileSizeLimit: false,
    limits: {
      fileSize: limits.maxFileBytes + 1,
      files: 1,
      fields: 20,
      fieldSize: 1024,
      parts: 21,
    },
  });
  const caseOptions = {
    db: options.db,
    now: options.now,
    uploadDir,
    limits,
    maxLotsPerLine: limits.maxLotsPerLine,
  };
  await fastify.register(supportCaseRoutes, caseOptions);
  await fastify.register(supportUploadRoutes, caseOptions);
  await fastify.register(supportReferenceRoutes, {
    db: options.db,
    now: options.now,
    limits,
    maxLotsPerLine: limits.maxLotsPerLine,
  });
  await fastify.register(supportFaqRoutes, { db: options.db, limits });
};
