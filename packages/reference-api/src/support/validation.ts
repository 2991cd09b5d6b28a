/**
 * The support routes' own checks of bodies: a draft or a submit told apart by caseStatus, the
 * upload's metadata, with errors that name the field like Fastify's do.
 */
import { Compile } from 'typebox/compile';
import { CaseDocumentMetadata, ComplaintCasePayload, CreateDraftCase } from '@anp/contract';
import { HttpError } from '../http-error';

export const validationError = (field: string, message: string) =>
  new HttpError(400, 'VALIDATION', `${field} ${message}`, field);

const compiledDraft = Compile(CreateDraftCase);
const compiledSubmit = Compile(ComplaintCasePayload);
export const compiledMetadata = Compile(CaseDocumentMetadata);

/** The first schema error of a value as the API's 400, naming the field like Fastify does. */
export function firstSchemaError(
  check: { Errors(value: unknown): { instancePath: string; message: string; params: unknown }[] },
  value: unknown,
  context: string,
): HttpError | null {
  const [first] = check.Errors(value);
  if (!first) return null;
  const required = (first.params as { requiredProperties?: string[] } | undefined)
    ?.requiredProperties?.[0];
  const path = [first.instancePath.replace(/^\//, '').replace(/\//g, '.'), required]
    .filter(Boolean)
    .join('.');
  const field = path ? `${context}.${path}` : context;
  return validationError(field, required ? 'is required' : first.message);
}

/**
 * The body is a draft or a submit, told apart by caseStatus. Fastify validates it against the
 * union (which the OpenAPI document shows); when that fails, this names the field at fault of
 * the variant the caller meant, instead of the union's "must match a schema in anyOf".
 */
export function bodyError(body: unknown): HttpError {
  const status = (body as { caseStatus?: unknown } | null)?.caseStatus;
  if (status === 'Draft') return firstSchemaError(compiledDraft, body, 'body') ?? badBody();
  if (status === 'New') return firstSchemaError(compiledSubmit, body, 'body') ?? badBody();
  return validationError(
    'body.caseStatus',
    'must be Draft (to open a draft case) or New (to submit a draft)',
  );
}
const badBody = () => validationError('body', 'is not a draft or a complaint case');
