import { describe, expect, it } from 'vitest';
import { TODAY, boxLine, bulkLine, cartInput, cartLine } from './fixtures';
import {
  DEFAULT_NOTE_MAX_LENGTH,
  NO_ITEM_FLAGS,
  deliveryInstructionError,
  flagFirstItem,
  isOverTruck,
  needsFeeAcknowledgement,
  sortQuantityIssues,
  validateCart,
  type CartValidationInput,
  type ItemFlags,
  type MissingField,
  type QuantityIssue,
} from './validation';
import type { DateProblem } from './dates';
import type { CartWeightUnit } from './units';

describe('given cart-level flags (ordering.md §5: only the first item is flagged)', () => {
  const flags: Record<string, ItemFlags> = {
    A: { ...NO_ITEM_FLAGS },
    B: { ...NO_ITEM_FLAGS, sizeError: true, minError: true },
    C: { ...NO_ITEM_FLAGS },
  };

  it.each<[string, readonly string[], boolean, Record<string, boolean>]>([
    ['flags the first eligible line only', ['B', 'C'], true, { A: false, B: true, C: false }],
    [
      'skips eligible skus that are not lines',
      ['X', 'C', 'A'],
      true,
      { A: false, B: false, C: true },
    ],
    ['clears the flag everywhere when off', ['A', 'B'], false, { A: false, B: false, C: false }],
    ['flags nothing without eligible lines', [], true, { A: false, B: false, C: false }],
  ])('%s', (_, eligible, on, expected) => {
    const out = flagFirstItem(flags, eligible, 'sizeError', on);
    expect(Object.fromEntries(Object.entries(out).map(([sku, f]) => [sku, f.sizeError]))).toEqual(
      expected,
    );
    expect(out.B?.minError).toBe(true);
    expect(flags.B?.sizeError).toBe(true);
  });
});

describe('given a delivery instruction', () => {
  it.each<[string, number | undefined, boolean]>([
    ['', undefined, false],
    ['Call before arrival. Gate code 4411.', undefined, false],
    ['Two lines\nof instructions\r\nand\ta tab', undefined, false],
    ['x'.repeat(DEFAULT_NOTE_MAX_LENGTH), undefined, false],
    ['x'.repeat(DEFAULT_NOTE_MAX_LENGTH + 1), undefined, true],
    ['😀'.repeat(DEFAULT_NOTE_MAX_LENGTH), undefined, false],
    ['x'.repeat(41), 40, true],
    ['x'.repeat(40), 40, false],
    ['Use door <b>2</b>', undefined, true],
    ['weight > 5', undefined, true],
    ['bell\u0007', undefined, true],
    ['nul\u0000', undefined, true],
    ['del\u007F', undefined, true],
    ['c1\u0085', undefined, true],
    ['Entregar en el almacén nº 3, “puerta azul”', undefined, false],
  ])('%j (max %j) → %s', (note, max, expected) => {
    expect(deliveryInstructionError(note, max)).toBe(expected);
  });
});

describe('given quantity errors to sort (ordering.md §5)', () => {
  it('groups minimum, pallet, increment, each by title', () => {
    const issues: QuantityIssue[] = [
      { kind: 'INCREMENT_ERROR', sku: '1', title: 'Beta' },
      { kind: 'MIN_ERROR', sku: '2', title: 'Zeta' },
      { kind: 'PALLET_ERROR', sku: '3', title: 'Alpha' },
      { kind: 'MIN_ERROR', sku: '4', title: 'alpha' },
      { kind: 'INCREMENT_ERROR', sku: '5', title: 'Alpha' },
      { kind: 'MIN_ERROR', sku: '7', title: 'Ñandú' },
      { kind: 'MIN_ERROR', sku: '6', title: 'Zeta' },
    ];
    expect(sortQuantityIssues(issues).map((issue) => issue.sku)).toEqual([
      '4',
      '7',
      '2',
      '6',
      '3',
      '5',
      '1',
    ]);
  });
});

describe('given a delivery load and a truck', () => {
  it.each<
    [string, number, CartWeightUnit, { capacity: number; unit: 'Tons' | 'MT' } | null, boolean]
  >([
    ['12000 lb on 6 Tons', 12000, 'lb', { capacity: 6, unit: 'Tons' }, false],
    ['12010 lb on 6 Tons (shown 6.01)', 12010, 'lb', { capacity: 6, unit: 'Tons' }, true],
    ['12009 lb on 6 Tons (shown 6.00)', 12009, 'lb', { capacity: 6, unit: 'Tons' }, false],
    ['6000 kg on 6 MT', 6000, 'kg', { capacity: 6, unit: 'MT' }, false],
    ['6010 kg on 6 MT', 6010, 'kg', { capacity: 6, unit: 'MT' }, true],
    ['12000 lb on a 5 MT truck (5.44 MT)', 12000, 'lb', { capacity: 5, unit: 'MT' }, true],
    ['6000 kg on a 6.5 Tons truck (6.61 Tons)', 6000, 'kg', { capacity: 6.5, unit: 'Tons' }, true],
    ['132 quintals on 6 MT (5.99 MT)', 132, 'quintal', { capacity: 6, unit: 'MT' }, false],
    ['133 quintals on 6 MT (6.03 MT)', 133, 'quintal', { capacity: 6, unit: 'MT' }, true],
    ['no truck chosen', 99999, 'lb', null, false],
  ])('%s → over: %s', (_, netWeight, unitOfMeasure, truck, expected) => {
    expect(isOverTruck({ netWeight, unitOfMeasure }, truck)).toBe(expected);
  });
});

describe('given a cart to validate', () => {
  it('a complete us delivery is valid', () => {
    const result = validateCart(cartInput());
    expect(result).toMatchObject({
      quantityErrors: [],
      sizeError: false,
      isBagMOQMet: true,
      delInstrError: false,
      dateProblem: null,
      missing: [],
      countedLines: 1,
      uncountedLines: 0,
      valid: true,
    });
    expect(result.totals).toMatchObject({ tons: 2.5, tonUnit: 'Tons', unitOfMeasure: 'lb' });
    expect(result.flags).toEqual({ 'BAG-50': NO_ITEM_FLAGS });
  });

  it.each<[string, Partial<CartValidationInput>, MissingField[]]>([
    ['no lines', { items: [] }, ['items']],
    [
      'only uncounted lines',
      { items: [cartLine({ quantity: 0 }), cartLine({ sku: 'B', quantity: null })] },
      ['items'],
    ],
    ['only removed lines', { items: [cartLine({ quantity: 20, isRemoved: true })] }, ['items']],
    ['no ship method', { shipMethod: '' }, ['shipMethod']],
    ['no date', { requestedDate: null }, ['requestedDate']],
    ['a blank date', { requestedDate: ' ' }, ['requestedDate']],
    ['no payment terms', { paymentTerms: '' }, ['paymentTerms']],
    [
      'a pickup without time or location',
      { shipMethod: 'pickup', requestedDate: '2026-03-03' },
      ['requestedTime', 'pickUpFrom'],
    ],
    [
      'a complete pickup',
      {
        shipMethod: 'pickup',
        requestedDate: '2026-03-03',
        requestedTime: '09:00',
        pickUpFrom: 'P1',
      },
      [],
    ],
    ['a delivery needs no pickup time or location', { requestedTime: null, pickUpFrom: null }, []],
    [
      'nothing chosen yet',
      { items: [], shipMethod: '', requestedDate: null, paymentTerms: '' },
      ['items', 'shipMethod', 'requestedDate', 'paymentTerms'],
    ],
  ])('%s → missing %j', (_, overrides, missing) => {
    const result = validateCart(cartInput(overrides));
    expect(result.missing).toEqual(missing);
    expect(result.valid).toBe(missing.length === 0);
  });

  it.each<[string, Partial<CartValidationInput>, DateProblem | null]>([
    ['a delivery date in the window', {}, null],
    ['a delivery date too early (lead time 2)', { requestedDate: '2026-03-03' }, 'TOO_EARLY'],
    ['a delivery on a Saturday', { requestedDate: '2026-03-07' }, 'NON_WORKING'],
    ['a delivery past the span', { requestedDate: '2026-04-02' }, 'TOO_LATE'],
    ['not a date', { requestedDate: '03/04/2026' }, 'INVALID'],
    // The pickup rule: today disabled, lead time 0, Saturdays worked, a holiday on the 10th.
    ['a pickup tomorrow', { shipMethod: 'pickup', requestedDate: '2026-03-03' }, null],
    ['a pickup today', { shipMethod: 'pickup', requestedDate: TODAY }, 'TOO_EARLY'],
    ['a pickup on a Saturday', { shipMethod: 'pickup', requestedDate: '2026-03-07' }, null],
    [
      'a pickup on the plant holiday',
      { shipMethod: 'pickup', requestedDate: '2026-03-10' },
      'BLOCKED',
    ],
    [
      'no ship method: the delivery rule',
      { shipMethod: '', requestedDate: '2026-03-03' },
      'TOO_EARLY',
    ],
    ['a missing date is not a date problem', { requestedDate: null }, null],
    [
      'without lead times only the format counts',
      { leadTimes: null, requestedDate: '2026-03-03' },
      null,
    ],
    [
      'without lead times a bad date is invalid',
      { leadTimes: null, requestedDate: '2026-02-30' },
      'INVALID',
    ],
    [
      'an explicit today wins over the plant day',
      { today: '2026-02-27', requestedDate: '2026-03-03' },
      null,
    ],
  ])('%s → %j', (_, overrides, expected) => {
    expect(validateCart(cartInput(overrides)).dateProblem).toBe(expected);
  });

  it('reports quantity errors sorted, and flags each line with its own', () => {
    const items = [
      cartLine({ sku: 'INC-B', title: 'Broiler Starter', quantity: 23 }),
      cartLine({ sku: 'MIN-Z', title: 'Zinc Block', quantity: 5 }),
      cartLine({
        sku: 'PAL-A',
        title: 'Alfalfa Cubes',
        quantity: 36,
        minQuantity: 24,
        increment: 24,
        perPalletCount: 24,
        isPallet: true,
      }),
      cartLine({ sku: 'MIN-A', title: 'Aqua Mineral', quantity: 1 }),
      cartLine({ sku: 'OK', title: 'Okay Feed', quantity: 20 }),
      cartLine({ sku: 'GONE', title: 'Gone Feed', quantity: 3, isRemoved: true }),
      cartLine({ sku: 'OFF', title: 'Off Feed', quantity: 3, rowDisable: true }),
      cartLine({ sku: 'EMPTY', title: 'Empty Feed', quantity: null }),
    ];
    const result = validateCart(cartInput({ items }));
    expect(result.quantityErrors).toEqual([
      { kind: 'MIN_ERROR', sku: 'MIN-A', title: 'Aqua Mineral' },
      { kind: 'MIN_ERROR', sku: 'MIN-Z', title: 'Zinc Block' },
      { kind: 'PALLET_ERROR', sku: 'PAL-A', title: 'Alfalfa Cubes' },
      { kind: 'INCREMENT_ERROR', sku: 'INC-B', title: 'Broiler Starter' },
    ]);
    expect(result.flags['MIN-A']).toMatchObject({
      minError: true,
      palletError: false,
      incrementError: false,
    });
    expect(result.flags['PAL-A']).toMatchObject({ minError: false, palletError: true });
    expect(result.flags['INC-B']).toMatchObject({ incrementError: true });
    expect(result.flags.OK).toEqual(NO_ITEM_FLAGS);
    expect(result.flags.GONE).toEqual(NO_ITEM_FLAGS);
    expect(result.countedLines).toBe(5);
    expect(result.uncountedLines).toBe(1);
    expect(result.valid).toBe(false);
  });

  it.each<[string, Partial<CartValidationInput>, boolean]>([
    ['us: 2.5 tons on 6 Tons', {}, false],
    ['us: 6.5 tons on 6 Tons', { items: [cartLine({ quantity: 260 })] }, true],
    ['us: exactly 6 tons', { items: [cartLine({ quantity: 240 })] }, false],
    [
      'us: over the truck on a pickup',
      { shipMethod: 'pickup', items: [cartLine({ quantity: 260 })] },
      false,
    ],
    ['us: no truck chosen', { truck: null, items: [cartLine({ quantity: 260 })] }, false],
    [
      'mx: 7 MT of bulk on a 6 MT truck',
      {
        country: 'mx',
        items: [bulkLine({ quantity: 7, netWeightPerUnit: 1000, unitOfMeasure: 'kg' })],
        truck: { capacity: 6, unit: 'MT' },
      },
      true,
    ],
    [
      'mx: boxes multiply their weight (500 boxes x 12 kg = 6 MT)',
      { country: 'mx', items: [boxLine({ quantity: 500 })], truck: { capacity: 6, unit: 'MT' } },
      false,
    ],
    [
      'mx: 501 boxes x 12 kg = 6.01 MT',
      { country: 'mx', items: [boxLine({ quantity: 501 })], truck: { capacity: 6, unit: 'MT' } },
      true,
    ],
    [
      'gt: 260 bags of 50 lb = 5.90 MT fit 6 MT',
      { country: 'gt', items: [cartLine({ quantity: 260 })], truck: { capacity: 6, unit: 'MT' } },
      false,
    ],
    [
      'us tca: 6.5 short tons are 5.90 MT, on a 6 MT truck',
      {
        sourceSystem: 'TCA',
        items: [cartLine({ quantity: 260 })],
        truck: { capacity: 6, unit: 'MT' },
      },
      false,
    ],
    ['br: 6.5 tons on 6 Tons', { country: 'br', items: [cartLine({ quantity: 260 })] }, true],
  ])('%s → size error %s', (_, overrides, expected) => {
    const result = validateCart(cartInput(overrides));
    expect(result.sizeError).toBe(expected);
    const flagged = Object.entries(result.flags).filter(([, f]) => f.sizeError);
    expect(flagged).toHaveLength(expected ? 1 : 0);
  });

  it('flags the size error and the note error on the first counted line only', () => {
    const items = [
      cartLine({ sku: 'EMPTY', quantity: null }),
      cartLine({ sku: 'GONE', quantity: 100, isRemoved: true }),
      cartLine({ sku: 'FIRST', quantity: 200 }),
      cartLine({ sku: 'SECOND', quantity: 200 }),
    ];
    const result = validateCart(cartInput({ items, note: '<script>' }));
    expect(result.sizeError).toBe(true);
    expect(result.delInstrError).toBe(true);
    expect(result.valid).toBe(false);
    const withFlag = (flag: keyof ItemFlags) =>
      Object.entries(result.flags)
        .filter(([, f]) => f[flag])
        .map(([sku]) => sku);
    expect(withFlag('sizeError')).toEqual(['FIRST']);
    expect(withFlag('delInstrError')).toEqual(['FIRST']);
  });

  it.each<[string, Partial<CartValidationInput>, boolean, string | null]>([
    ['us: 100 bags of 50 lb ≥ 1 ton', {}, true, null],
    [
      'us: 30 bags < 1 ton',
      {
        items: [
          bulkLine(),
          cartLine({ sku: 'B1', quantity: 20 }),
          cartLine({ sku: 'B2', quantity: 10 }),
        ],
      },
      false,
      'B1',
    ],
    [
      'mx: 30 bags of 25 kg < 1 MT',
      {
        country: 'mx',
        items: [cartLine({ quantity: 30, netWeightPerUnit: 25, unitOfMeasure: 'kg' })],
        feeLimit: { quantity: 1, unit: 'MT' },
      },
      false,
      'BAG-50',
    ],
    [
      'gt: 40 bags of 50 lb = 20 quintals',
      {
        country: 'gt',
        items: [cartLine({ quantity: 40 })],
        feeLimit: { quantity: 20, unit: 'quintal' },
      },
      true,
      null,
    ],
    ['no bags at all', { items: [bulkLine()] }, true, null],
  ])('%s → bag MOQ met %s, flagged on %j', (_, overrides, met, flaggedSku) => {
    const result = validateCart(cartInput(overrides));
    expect(result.isBagMOQMet).toBe(met);
    const flagged = Object.entries(result.flags)
      .filter(([, f]) => f.moqError)
      .map(([sku]) => sku);
    expect(flagged).toEqual(flaggedSku === null ? [] : [flaggedSku]);
    // The bag minimum is not blocking: the fee flow handles it (ordering.md §4).
    expect(result.valid).toBe(true);
  });

  it('uses the note length from the options', () => {
    expect(validateCart(cartInput({ note: 'x'.repeat(50), noteMaxLength: 40 })).delInstrError).toBe(
      true,
    );
    expect(validateCart(cartInput({ note: 'x'.repeat(50) })).delInstrError).toBe(false);
  });
});

describe('given the outcome of cart validation (ordering.md §4 fee acknowledgement)', () => {
  it.each<[boolean, boolean, boolean, boolean]>([
    [false, false, true, true],
    [true, false, true, false],
    [false, true, true, false],
    [false, false, false, false],
    [true, true, true, false],
    [true, true, false, false],
    [false, true, false, false],
    [true, false, false, false],
  ])(
    'bag MOQ met %s, local fee acknowledged %s, validation requested %s → ask %s',
    (isBagMOQMet, isLocalFeeAcknowledge, validationRequested, expected) => {
      expect(
        needsFeeAcknowledgement({ isBagMOQMet, isLocalFeeAcknowledge, validationRequested }),
      ).toBe(expected);
    },
  );
});
