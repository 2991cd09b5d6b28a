import { describe, expect, it } from 'vitest';
import { feeLimitText } from '@anp/rules';
import { en } from './i18n';
import { es } from './locales/es.lazy';
import { pt } from './locales/pt.lazy';
import { cartInput, cartLine } from '@anp/rules/cart/fixtures';
import { cartIssues, type CartIssue } from '@anp/rules/cart';
import {
  MESSAGE_KEYS,
  RULES_NS,
  dateProblemMessage,
  errorHeading,
  feeLimitMessage,
  issueMessage,
  labelText,
  limitValue,
  quantityErrorMessage,
  type MessageDescriptor,
} from '@anp/rules/cart';
import type { DateProblem } from '@anp/rules/cart';
import type { QuantityErrorKind } from '@anp/rules/cart';

function cartIssue(overrides: Partial<CartIssue> & Pick<CartIssue, 'code'>): CartIssue {
  return {
    message: 'English text.',
    sku: null,
    field: null,
    params: {},
    label: null,
    ...overrides,
  };
}

describe('given a legacy label (ordering.md §5)', () => {
  it.each<[string | null, string | null]>([
    ['Minimum bulk weight is # tons:12', 'Minimum bulk weight is 12 tons'],
    ['Need #t (#t min):4', 'Need 4t (4t min)'],
    ['Time 10:30 is # tons:8', 'Time 10:30 is 8 tons'],
    ['Minimum bulk weight is # tons: 12 ', 'Minimum bulk weight is 12 tons'],
    ['No hash here:12', null],
    ['Minimum bulk weight is # tons', null],
    ['Minimum # tons:', null],
    [':12', null],
    ['', null],
    [null, null],
  ])('%j → %j', (label, expected) => {
    expect(labelText(label)).toBe(expected);
  });
});

describe('given a limit to show', () => {
  it.each<[string | number, string]>([
    [4, '4'],
    [6, '6'],
    [1.5, '1.50'],
    [2.999, '3'],
    [1.005, '1.01'],
    ['12', '12'],
    ['12.5', '12.50'],
    ['many', 'many'],
    ['', ''],
    [Number.NaN, ''],
  ])('%j → %j', (value, expected) => {
    expect(limitValue(value)).toBe(expected);
  });
});

describe('given a cart issue, its message', () => {
  it.each<[string, CartIssue, { newBusiness?: boolean }, MessageDescriptor]>([
    [
      'CART001 from its parameters',
      cartIssue({ code: 'CART001', params: { min_bulk_weight: 4, uom: 'Tons' } }),
      {},
      { key: 'bulkMinimum', params: { min_bulk_weight: '4', uom: 'tons' } },
    ],
    [
      'CART001 from a label with # and a colon',
      cartIssue({
        code: 'CART001',
        params: { min_bulk_weight: 4, uom: 'tons' },
        label: 'Minimum bulk weight is # tons:12',
      }),
      {},
      { text: 'Minimum bulk weight is 12 tons' },
    ],
    [
      'CART001 with a label that is not of that form',
      cartIssue({
        code: 'CART001',
        params: { min_bulk_weight: 4, uom: 'MT' },
        label: 'Bulk minimum',
      }),
      {},
      { key: 'bulkMinimum', params: { min_bulk_weight: '4', uom: 'mt' } },
    ],
    [
      'CART002',
      cartIssue({ code: 'CART002', params: { maxWeight: 6, uom: 'tons' } }),
      {},
      { key: 'maxWeight', params: { maxWeight: '6', uom: 'tons' } },
    ],
    [
      'CART002 for new business',
      cartIssue({ code: 'CART002', params: { maxWeight: 6.5, uom: 'MT' } }),
      { newBusiness: true },
      { key: 'maxWeightNewBusiness', params: { maxWeight: '6.50', uom: 'mt' } },
    ],
    [
      'CART003',
      cartIssue({ code: 'CART003', field: 'requestedDate', params: { problem: 'TOO_EARLY' } }),
      {},
      { key: 'dateUnavailable', params: {} },
    ],
    [
      'CART004 with the product title',
      cartIssue({ code: 'CART004', sku: 'S1', params: { title: 'Layer Feed' } }),
      {},
      { key: 'productUnavailable', params: { title: 'Layer Feed' } },
    ],
    [
      'CART004 without a title falls back to the sku',
      cartIssue({ code: 'CART004', sku: 'S1' }),
      {},
      { key: 'productUnavailable', params: { title: 'S1' } },
    ],
    [
      'CART005 minimum',
      cartIssue({
        code: 'CART005',
        sku: 'S1',
        params: {
          kind: 'minimum',
          title: 'Zinc',
          minQuantity: 10,
          increment: 5,
          perPalletCount: 50,
        },
      }),
      {},
      {
        key: 'quantityMinimum',
        params: { title: 'Zinc', minQuantity: 10, increment: 5, perPalletCount: 50 },
      },
    ],
    [
      'CART005 pallet',
      cartIssue({
        code: 'CART005',
        sku: 'S1',
        params: { kind: 'pallet', title: 'Tub', perPalletCount: 24 },
      }),
      {},
      {
        key: 'quantityPallet',
        params: { title: 'Tub', minQuantity: '', increment: '', perPalletCount: 24 },
      },
    ],
    [
      'CART005 increment',
      cartIssue({
        code: 'CART005',
        sku: 'S1',
        params: { kind: 'increment', title: 'Bag', increment: 5 },
      }),
      {},
      {
        key: 'quantityIncrement',
        params: { title: 'Bag', minQuantity: '', increment: 5, perPalletCount: '' },
      },
    ],
    [
      'CART005 of a kind the kit does not know',
      cartIssue({ code: 'CART005', sku: 'S1', params: { kind: 'toString' } }),
      {},
      {
        key: 'quantityRule',
        params: { title: 'S1', minQuantity: '', increment: '', perPalletCount: '' },
      },
    ],
    [
      'CART006',
      cartIssue({ code: 'CART006', params: { maxWeight: 1.5, uom: 'Tons' } }),
      {},
      { key: 'smallOrderFee', params: { maxWeight: '1.50', uom: 'tons' } },
    ],
    ['MXCART001', cartIssue({ code: 'MXCART001' }), {}, { key: 'mixedBoxAndBulk', params: {} }],
    [
      'a code the kit does not know shows the server text',
      {
        ...cartIssue({ code: 'CART001' }),
        code: 'CART999' as CartIssue['code'],
        message: 'Server says no.',
      },
      {},
      { text: 'Server says no.' },
    ],
  ])('%s', (_, issue, opts, expected) => {
    expect(issueMessage(issue, opts)).toEqual(expected);
  });

  it('words every issue the model itself raises', () => {
    const issues = cartIssues({
      ...cartInput(),
      country: 'mx',
      truck: { capacity: 1, unit: 'MT' },
      requestedDate: null,
      feeLimit: { quantity: 5, unit: 'MT' },
      items: [
        cartLine({
          sku: 'BULK',
          packageType: 'bulk',
          quantity: 3,
          netWeightPerUnit: 1000,
          unitOfMeasure: 'kg',
          minQuantity: 1,
          increment: 1,
        }),
        cartLine({
          sku: 'BOX',
          packageType: 'box',
          containerCode: '12',
          quantity: 10,
          unitOfMeasure: 'kg',
          netWeightPerUnit: 1,
          minQuantity: 1,
          increment: 1,
        }),
        cartLine({ sku: 'BAG', quantity: 7, unitOfMeasure: 'kg', netWeightPerUnit: 25 }),
        cartLine({ sku: 'OFF', rowDisable: true }),
      ],
    });
    expect(issues).toHaveLength(7);
    for (const issue of issues) {
      const descriptor = issueMessage(issue);
      expect('key' in descriptor && Object.hasOwn(en, descriptor.key)).toBe(true);
    }
  });
});

describe('given the errors of a cart, the heading (ordering.md §5)', () => {
  it.each<[string, Array<{ code: string; field: string | null }>, MessageDescriptor | null]>([
    ['none', [], null],
    [
      'one date error',
      [{ code: 'CART003', field: 'requestedDate' }],
      { key: 'headingDate', params: {} },
    ],
    [
      'one error on the date field',
      [{ code: 'X', field: 'requestedDate' }],
      { key: 'headingDate', params: {} },
    ],
    [
      'one other error',
      [{ code: 'CART002', field: 'truckSize' }],
      { key: 'headingUpdate', params: {} },
    ],
    [
      'several errors, one about the date',
      [
        { code: 'CART003', field: 'requestedDate' },
        { code: 'CART005', field: null },
      ],
      { key: 'headingSeveral', params: {} },
    ],
  ])('%s', (_, issues, expected) => {
    expect(errorHeading(issues)).toEqual(expected);
  });
});

describe('given a line quantity error, its inline message', () => {
  const rules = { minQuantity: 10, increment: 5, perPalletCount: 50 };
  it.each<[QuantityErrorKind, string]>([
    ['MIN_ERROR', 'minimum'],
    ['PALLET_ERROR', 'pallet'],
    ['INCREMENT_ERROR', 'increment'],
  ])('%s → %s with the numbers', (kind, key) => {
    expect(quantityErrorMessage(kind, rules)).toEqual({ key, params: rules });
  });
});

describe('given a date problem, its message', () => {
  const window = { earliest: '04-Mar-2026', latest: '01-Apr-2026' };
  it.each<[DateProblem, string]>([
    ['INVALID', 'dateInvalid'],
    ['TOO_EARLY', 'dateTooEarly'],
    ['TOO_LATE', 'dateTooLate'],
    ['NON_WORKING', 'dateNonWorking'],
    ['BLOCKED', 'dateBlocked'],
  ])('%s → %s', (problem, key) => {
    expect(dateProblemMessage(problem, window)).toEqual({ key, params: window });
  });
});

describe('given a fee limit, its notice', () => {
  it.each<[{ quantity: number; unit: string }, string]>([
    [
      { quantity: 1, unit: 'Tons' },
      'Orders with less than 1 tons of bagged product carry a small-order fee.',
    ],
    [
      { quantity: 0.5, unit: 'MT' },
      'Orders with less than 0.50 mt of bagged product carry a small-order fee.',
    ],
    [
      { quantity: 2000, unit: 'LB' },
      'Orders with less than 2000 lb of bagged product carry a small-order fee.',
    ],
  ])('%j reads %j once core fills it', (feeLimit, expected) => {
    const descriptor = feeLimitMessage(feeLimit);
    expect(descriptor).toEqual({
      key: 'feeLimit',
      params: { maxWeight: feeLimit.quantity, uom: feeLimit.unit },
    });
    if ('key' in descriptor) {
      expect(feeLimitText(en.feeLimit, feeLimit.quantity, feeLimit.unit)).toBe(expected);
    }
  });

  it.each([
    ['es', es.feeLimit],
    ['pt', pt.feeLimit],
  ])('the %s text keeps the single-brace placeholders', (_, text) => {
    expect(text).toContain('{maxWeight}');
    expect(text).toContain('{uom}');
  });
});

describe('given the keys of the rules namespace', () => {
  it('has a string for every key messages.ts can return', () => {
    expect(RULES_NS).toBe('cartRules');
    expect(Object.keys(en).sort()).toEqual(Object.values(MESSAGE_KEYS).sort());
  });
});
