/**
 * The bulk upload of user management (shell-and-admin.md §2 bulkusermanagement; issue 15 "Bulk
 * upload"): the template's columns, the dry run with its row errors, the apply job. Routes and
 * rights as in ./user-admin.ts.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { Language } from './users';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const closed = { additionalProperties: false } as const;

/**
 * The columns of the template and the upload, in order. `accounts` holds sold-to codes separated
 * by `;`, the first one primary; `permissions` holds permission keys and groups separated by `;`.
 * A row whose e-mail exists updates that user; any other row creates one.
 */
export const BULK_COLUMNS = [
  'email',
  'firstName',
  'lastName',
  'phone',
  'mobile',
  'language',
  'country',
  'userType',
  'role',
  'businessUnit',
  'accounts',
  'permissions',
] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

export const BulkFormatQuery = Type.Object(
  {
    format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]),
    lang: Type.Optional(Language),
  },
  closed,
);
export type BulkFormatQuery = Static<typeof BulkFormatQuery>;

export const BulkRowError = Type.Object({
  /** The file's line number (the header is line 1). */
  line: Type.Integer(),
  /** The column at fault, or null for the whole row. */
  column: Nullable(Type.String()),
  /** UNKNOWN_ACCOUNT, DUPLICATE_EMAIL, EMAIL_EXISTS, BAD_ROLE, WRONG_MARKET, REQUIRED, INVALID, ... */
  code: Type.String(),
  /** In the caller's language. */
  message: Type.String(),
  /** The cell's text as read. */
  value: Nullable(Type.String()),
});
export type BulkRowError = Static<typeof BulkRowError>;

/**
 * POST users/bulk/validate (multipart: `file`, CSV or XLSX; `mode` create-only or upsert): the
 * dry run. Nothing is saved; `uploadId` names the checked rows for apply (kept one hour).
 */
export const BulkCheck = Type.Object({
  uploadId: Type.String(),
  fileName: Type.String(),
  rowCount: Type.Integer(),
  validCount: Type.Integer(),
  createCount: Type.Integer(),
  updateCount: Type.Integer(),
  errorCount: Type.Integer(),
  /** Every error, by line then column (at most 1,000; `errorCount` counts rows). */
  errors: Type.Array(BulkRowError),
});
export type BulkCheck = Static<typeof BulkCheck>;

/** POST users/bulk/apply: saves the valid rows of a dry run; answers at once with a job. */
export const BulkApply = Type.Object({ uploadId: Type.String({ maxLength: 64 }) }, closed);
export type BulkApply = Static<typeof BulkApply>;

/** GET users/bulk/jobs/{jobId}: progress, then the outcome; the result file when done. */
export const BulkJob = Type.Object({
  jobId: Type.String(),
  status: Type.Union([Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  total: Type.Integer(),
  processed: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  refused: Type.Integer(),
  /** Why the job failed, in the caller's language. */
  message: Nullable(Type.String()),
});
export type BulkJob = Static<typeof BulkJob>;
