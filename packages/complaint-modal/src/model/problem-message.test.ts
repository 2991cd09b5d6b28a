import { describe, expect, it } from 'vitest';
import { problemMessage, type NumberFormat } from './problem-message';
import type { Problem } from './validation';

/** A Brazilian number format (ordering.md §1): decimal comma, dot grouping. */
const brazil: NumberFormat = (value, digits) =>
  value.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits });

describe('given a validation problem (ordering.md §4, §5), its message', () => {
  it.each<[string, Problem, string, Record<string, unknown>]>([
    ['a required form field', { field: 'plant', code: 'required' }, 'errors.required.plant', {}],
    [
      "a required line field, named by the field's last part",
      { field: 'line:100245:qty', code: 'required' },
      'errors.required.qty',
      {},
    ],
    [
      'a number that does not read, with an example in the market format',
      { field: 'line:100245:qty', code: 'numberInvalid' },
      'errors.numberInvalid',
      { example: '12,5' },
    ],
    [
      'a whole limit, grouped and without decimals',
      { field: 'line:100245:qty', code: 'tooLarge', params: { max: 10_000_000 } },
      'errors.tooLarge',
      { max: '10.000.000' },
    ],
    [
      'a fractional limit, with two decimals',
      { field: 'line:100245:affectedBag', code: 'bagsMoreThanQty', params: { max: 12.5 } },
      'errors.bagsMoreThanQty',
      { max: '12,50' },
    ],
    [
      'a text limit, as it is',
      { field: 'subject', code: 'tooLong', params: { max: 200 } },
      'errors.tooLong',
      { max: 200 },
    ],
    [
      'a problem without values',
      { field: 'phoneNumber', code: 'phoneInvalid' },
      'errors.phoneInvalid',
      { max: undefined },
    ],
    [
      'an order the server does not know',
      { field: 'orderNumber', code: 'orderUnknown' },
      'errors.orderUnknown',
      { max: undefined },
    ],
  ])('of %s', (_, problem, key, values) => {
    expect(problemMessage(problem, brazil)).toEqual({ key, values });
  });
});
