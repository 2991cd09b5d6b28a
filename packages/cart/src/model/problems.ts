import type { PortalError } from '@anp/core';
import type { CartIssue } from '@anp/core/services/cart';
import type { CartValidation } from '@anp/rules/cart';

/** A problem shown in the cart's error summary: a server issue or a page check. */
export type CartProblem =
  | { kind: 'issue'; issue: CartIssue }
  | { kind: 'missing'; field: CartValidation['missing'][number] }
  | {
      kind: 'quantity';
      sku: string;
      title: string;
      error: CartValidation['quantityErrors'][number];
    }
  | { kind: 'date'; problem: NonNullable<CartValidation['dateProblem']> }
  | { kind: 'size' }
  | { kind: 'note' }
  | { kind: 'failure'; message: 'saveFirst' | 'checkFailed'; error: PortalError };

/**
 * The page's own problems with a cart, in the order the summary lists them (ordering.md §5): the
 * missing fields, the requested date (unless it is simply missing), the quantity errors in the
 * model's order, the truck size, the delivery instructions. Empty when the cart may go on to the
 * server's check.
 */
export function pageProblems(
  validation: Pick<
    CartValidation,
    'missing' | 'dateProblem' | 'quantityErrors' | 'sizeError' | 'delInstrError'
  >,
): CartProblem[] {
  const problems: CartProblem[] = [];
  for (const field of validation.missing) problems.push({ kind: 'missing', field });
  if (validation.dateProblem && !validation.missing.includes('requestedDate'))
    problems.push({ kind: 'date', problem: validation.dateProblem });
  for (const error of validation.quantityErrors)
    problems.push({ kind: 'quantity', sku: error.sku, title: error.title, error });
  if (validation.sizeError) problems.push({ kind: 'size' });
  if (validation.delInstrError) problems.push({ kind: 'note' });
  return problems;
}
