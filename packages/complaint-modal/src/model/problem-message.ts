/**
 * Which sentence of the `complaint` strings says a validation problem, and with which values
 * (ordering.md §4 "fields show an error until filled", §5 complaint form rules). Pure: the
 * caller translates the key and formats numbers in the market's format (ordering.md §1).
 */
import type { Problem } from './validation';

export interface ProblemMessage {
  /** A key of the `complaint` namespace: `errors.required.plant`, `errors.tooLong`, ... */
  key: string;
  values: Record<string, string | number | undefined>;
}

/** Writes a number in the market's format with the given decimals. */
export type NumberFormat = (value: number, digits: number) => string;

/**
 * The message of a problem. A required field has its own sentence ("Choose a plant", "Enter the
 * quantity": a line's field is named by its last part, `line:100245:qty` is `qty`); limits and
 * examples are numbers in the market's format (`12,5` in Brazil), whole limits without decimals.
 */
export function problemMessage(problem: Problem, number: NumberFormat): ProblemMessage {
  const max = problem.params?.max;
  switch (problem.code) {
    case 'required':
      return {
        key: `errors.required.${problem.field.split(':').pop() ?? problem.field}`,
        values: {},
      };
    case 'numberInvalid':
      return { key: 'errors.numberInvalid', values: { example: number(12.5, 1) } };
    case 'tooLarge':
    case 'bagsMoreThanQty':
      return {
        key: `errors.${problem.code}`,
        values: { max: typeof max === 'number' ? number(max, Number.isInteger(max) ? 0 : 2) : max },
      };
    default:
      return { key: `errors.${problem.code}`, values: { max } };
  }
}
