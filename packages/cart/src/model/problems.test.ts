import { describe, expect, it } from 'vitest';
import type { CartValidation } from '@anp/rules/cart';
import { pageProblems, type CartProblem } from './problems';

type Checks = Pick<
  CartValidation,
  'missing' | 'dateProblem' | 'quantityErrors' | 'sizeError' | 'delInstrError'
>;

const NONE: Checks = {
  missing: [],
  dateProblem: null,
  quantityErrors: [],
  sizeError: false,
  delInstrError: false,
};

const layerMinimum = { kind: 'MIN_ERROR', sku: '10004512', title: 'Layer 16%' } as const;
const hogPallet = { kind: 'PALLET_ERROR', sku: '10011873', title: 'Hog Finisher' } as const;

// ordering.md §5: the page lists what is missing, then the requested date, the quantities (in the
// model's order), the truck size and the delivery instructions; the server's check runs only
// when nothing is listed.
describe('pageProblems (ordering.md §5 error summary)', () => {
  it.each<[string, Partial<Checks>, CartProblem[]]>([
    ['a cart that may go on to the check', {}, []],
    [
      'missing fields, in the model order',
      { missing: ['shipMethod', 'paymentTerms'] },
      [
        { kind: 'missing', field: 'shipMethod' },
        { kind: 'missing', field: 'paymentTerms' },
      ],
    ],
    [
      'a date the plant cannot serve',
      { dateProblem: 'NON_WORKING' },
      [{ kind: 'date', problem: 'NON_WORKING' }],
    ],
    [
      'a missing date once, as missing (not as a date to change)',
      { missing: ['requestedDate'], dateProblem: 'INVALID' },
      [{ kind: 'missing', field: 'requestedDate' }],
    ],
    [
      'each quantity error with its product',
      { quantityErrors: [layerMinimum, hogPallet] },
      [
        { kind: 'quantity', sku: layerMinimum.sku, title: layerMinimum.title, error: layerMinimum },
        { kind: 'quantity', sku: hogPallet.sku, title: hogPallet.title, error: hogPallet },
      ],
    ],
    ['an order over the truck size', { sizeError: true }, [{ kind: 'size' }]],
    ['delivery instructions over their limit', { delInstrError: true }, [{ kind: 'note' }]],
    [
      'everything at once, in the summary order',
      {
        missing: ['pickUpFrom'],
        dateProblem: 'TOO_EARLY',
        quantityErrors: [hogPallet],
        sizeError: true,
        delInstrError: true,
      },
      [
        { kind: 'missing', field: 'pickUpFrom' },
        { kind: 'date', problem: 'TOO_EARLY' },
        { kind: 'quantity', sku: hogPallet.sku, title: hogPallet.title, error: hogPallet },
        { kind: 'size' },
        { kind: 'note' },
      ],
    ],
  ])('lists %s', (_case, checks, expected) => {
    expect(pageProblems({ ...NONE, ...checks })).toEqual(expected);
  });
});
