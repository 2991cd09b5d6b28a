import { describe, expect, it } from 'vitest';
import { boxLine, bulkLine, cartInput, cartLine } from './fixtures';
import {
  MIN_BULK_TONS,
  MIN_BULK_WEIGHT,
  cartIssues,
  minBulkWeight,
  type CartIssue,
  type CartIssueInput,
} from './issues';

function codes(input: Partial<CartIssueInput>): string[] {
  return cartIssues({ ...cartInput(), ...input }).map((issue) => issue.code);
}

function only(code: string, input: Partial<CartIssueInput>): CartIssue {
  const found = cartIssues({ ...cartInput(), ...input }).filter((issue) => issue.code === code);
  expect(found).toHaveLength(1);
  return found[0] as CartIssue;
}

const kgBulk = (quantity: number, sku = 'BULK-1') =>
  bulkLine({ sku, quantity, netWeightPerUnit: 1000, unitOfMeasure: 'kg' });

describe('given the bulk minimum (decision: 4 tons, one bulk compartment)', () => {
  it.each([
    ['lb', 'Tons'],
    ['kg', 'MT'],
    ['quintal', 'MT'],
  ] as const)('a %s cart counts it in %s', (unit, tonUnit) => {
    expect(minBulkWeight(unit)).toEqual({ quantity: MIN_BULK_TONS, unit: tonUnit });
    expect(MIN_BULK_WEIGHT[unit]).toEqual({ quantity: 4, unit: tonUnit });
  });
});

describe('given a valid cart', () => {
  it('has no issues', () => {
    expect(cartIssues(cartInput())).toEqual([]);
  });
});

describe('given bulk on a delivery (CART001)', () => {
  it.each<[string, Partial<CartIssueInput>, boolean]>([
    ['us: 3 short tons of bulk', { items: [bulkLine({ quantity: 3 })] }, true],
    ['us: 4 short tons of bulk', { items: [bulkLine({ quantity: 4 })] }, false],
    [
      'us: 3.999 short tons show as 4.00',
      { items: [bulkLine({ quantity: 1, netWeightPerUnit: 7998 })] },
      false,
    ],
    ['us: 3.99 short tons', { items: [bulkLine({ quantity: 1, netWeightPerUnit: 7980 })] }, true],
    [
      'us: 3 tons of bulk on a pickup',
      {
        shipMethod: 'pickup',
        requestedDate: '2026-03-03',
        requestedTime: '09:00',
        pickUpFrom: 'P1',
        items: [bulkLine({ quantity: 3 })],
      },
      false,
    ],
    [
      'us: two bulk lines that make 4 tons together',
      { items: [bulkLine({ quantity: 2 }), bulkLine({ sku: 'BULK-2', quantity: 2 })] },
      false,
    ],
    [
      'us: bags do not count towards bulk',
      { items: [bulkLine({ quantity: 3 }), cartLine({ quantity: 100 })] },
      true,
    ],
    ['us: no bulk at all', {}, false],
    [
      'us: an uncounted bulk line',
      { items: [cartLine({ quantity: 100 }), bulkLine({ quantity: 0 })] },
      false,
    ],
    [
      'mx: 3 MT of bulk',
      { country: 'mx', items: [kgBulk(3)], truck: { capacity: 6, unit: 'MT' } },
      true,
    ],
    [
      'mx: 4 MT of bulk',
      { country: 'mx', items: [kgBulk(4)], truck: { capacity: 6, unit: 'MT' } },
      false,
    ],
    [
      'gt: 4 short tons of lb bulk are 3.63 MT',
      { country: 'gt', items: [bulkLine({ quantity: 4 })], truck: { capacity: 6, unit: 'MT' } },
      true,
    ],
    [
      'us tca: 4 short tons are 3.63 MT',
      {
        sourceSystem: 'TCA',
        items: [bulkLine({ quantity: 4 })],
        truck: { capacity: 6, unit: 'MT' },
      },
      true,
    ],
    ['br: 4 short tons', { country: 'br', items: [bulkLine({ quantity: 4 })] }, false],
  ])('%s → CART001 %s', (_, input, expected) => {
    expect(codes(input).includes('CART001')).toBe(expected);
  });

  it.each<[string, Partial<CartIssueInput>, string]>([
    ['us', { items: [bulkLine({ quantity: 3 })] }, 'tons'],
    ['mx', { country: 'mx', items: [kgBulk(3)], truck: null }, 'mt'],
  ])('%s: gives the minimum and the lower-case ton unit', (_, input, uom) => {
    expect(only('CART001', input)).toMatchObject({
      params: { min_bulk_weight: 4, uom },
      sku: null,
      label: null,
    });
  });
});

describe('given a truck (CART002)', () => {
  it.each<[string, Partial<CartIssueInput>, boolean]>([
    ['us: 6.5 tons on 6 Tons', { items: [cartLine({ quantity: 260 })] }, true],
    ['us: 6 tons on 6 Tons', { items: [cartLine({ quantity: 240 })] }, false],
    [
      'us: a pickup is not on the truck',
      {
        shipMethod: 'pickup',
        requestedDate: '2026-03-03',
        requestedTime: '09:00',
        pickUpFrom: 'P1',
        items: [cartLine({ quantity: 260 })],
      },
      false,
    ],
    [
      'us: removed lines do not load the truck',
      {
        items: [
          cartLine({ quantity: 100 }),
          cartLine({ sku: 'X', quantity: 200, isRemoved: true }),
        ],
      },
      false,
    ],
    [
      'mx: 501 boxes of 12 kg on 6 MT',
      { country: 'mx', items: [boxLine({ quantity: 501 })], truck: { capacity: 6, unit: 'MT' } },
      true,
    ],
    [
      'gt: 280 bags of 50 lb (6.35 MT) on 6 MT',
      { country: 'gt', items: [cartLine({ quantity: 280 })], truck: { capacity: 6, unit: 'MT' } },
      true,
    ],
  ])('%s → CART002 %s', (_, input, expected) => {
    expect(codes(input).includes('CART002')).toBe(expected);
  });

  it('gives the truck capacity and its unit in lower case', () => {
    expect(
      only('CART002', {
        items: [cartLine({ quantity: 260 })],
        truck: { capacity: 6, unit: 'Tons' },
      }),
    ).toMatchObject({ params: { maxWeight: 6, uom: 'tons' }, field: 'truckSize' });
  });
});

describe('given a requested date (CART003)', () => {
  it.each<[string, Partial<CartIssueInput>, string | null]>([
    ['in the window', {}, null],
    ['missing', { requestedDate: null }, 'MISSING'],
    ['too early', { requestedDate: '2026-03-03' }, 'TOO_EARLY'],
    ['too late', { requestedDate: '2026-05-01' }, 'TOO_LATE'],
    ['a Sunday', { requestedDate: '2026-03-08' }, 'NON_WORKING'],
    [
      'a pickup on the plant holiday',
      {
        shipMethod: 'pickup',
        requestedTime: '09:00',
        pickUpFrom: 'P1',
        requestedDate: '2026-03-10',
      },
      'BLOCKED',
    ],
    ['not a date', { requestedDate: 'soon' }, 'INVALID'],
  ])('%s → %j', (_, input, problem) => {
    const found = cartIssues({ ...cartInput(), ...input }).filter((i) => i.code === 'CART003');
    expect(found.map((i) => i.params.problem)).toEqual(problem === null ? [] : [problem]);
  });

  it('names the window of the ship method', () => {
    expect(only('CART003', { requestedDate: '2026-03-03' })).toMatchObject({
      field: 'requestedDate',
      params: { problem: 'TOO_EARLY', earliest: '2026-03-04', latest: '2026-04-01' },
    });
    expect(
      only('CART003', {
        shipMethod: 'pickup',
        requestedTime: '09:00',
        pickUpFrom: 'P1',
        requestedDate: '2026-03-02',
      }),
    ).toMatchObject({
      params: { problem: 'TOO_EARLY', earliest: '2026-03-03', latest: '2026-04-01' },
    });
  });

  it('without lead times, a missing date has an empty window', () => {
    expect(only('CART003', { requestedDate: null, leadTimes: null })).toMatchObject({
      params: { problem: 'MISSING', earliest: '', latest: '' },
    });
  });
});

describe('given products the account cannot order (CART004)', () => {
  it.each<[string, Partial<CartIssueInput>, string[]]>([
    [
      'a disabled line',
      {
        items: [
          cartLine({ quantity: 100 }),
          cartLine({ sku: 'OFF', title: 'Off', rowDisable: true }),
        ],
      },
      ['OFF'],
    ],
    [
      'an unavailable sku',
      {
        items: [
          cartLine({ quantity: 100 }),
          cartLine({ sku: 'GONE', title: 'Gone', quantity: 20 }),
        ],
        unavailableSkus: ['GONE'],
      },
      ['GONE'],
    ],
    [
      'a removed line is not reported',
      {
        items: [
          cartLine({ quantity: 100 }),
          cartLine({ sku: 'OFF', rowDisable: true, isRemoved: true }),
        ],
      },
      [],
    ],
    ['an unavailable sku not in the cart', { unavailableSkus: ['ELSEWHERE'] }, []],
  ])('%s → %j', (_, input, skus) => {
    const found = cartIssues({ ...cartInput(), ...input }).filter((i) => i.code === 'CART004');
    expect(found.map((i) => i.sku)).toEqual(skus);
  });

  it('leaves an unavailable line out of the other checks', () => {
    expect(
      codes({
        items: [
          cartLine({ quantity: 100 }),
          cartLine({ sku: 'GONE', quantity: 3, rowDisable: true }),
        ],
      }),
    ).toEqual(['CART004']);
  });
});

describe('given quantity rules (CART005)', () => {
  it('reports each broken line in the sorted order of ordering.md §5', () => {
    const items = [
      cartLine({ sku: 'INC', title: 'Alpha', quantity: 23 }),
      cartLine({ sku: 'MIN', title: 'Zeta', quantity: 5 }),
      cartLine({
        sku: 'PAL',
        title: 'Beta',
        quantity: 36,
        minQuantity: 24,
        increment: 24,
        perPalletCount: 24,
        isPallet: true,
      }),
      cartLine({ sku: 'OK', title: 'Okay', quantity: 100 }),
    ];
    const found = cartIssues({ ...cartInput(), items }).filter((i) => i.code === 'CART005');
    expect(found.map((i) => [i.sku, i.params])).toEqual([
      [
        'MIN',
        { kind: 'minimum', title: 'Zeta', minQuantity: 10, increment: 5, perPalletCount: 50 },
      ],
      [
        'PAL',
        { kind: 'pallet', title: 'Beta', minQuantity: 24, increment: 24, perPalletCount: 24 },
      ],
      [
        'INC',
        { kind: 'increment', title: 'Alpha', minQuantity: 10, increment: 5, perPalletCount: 50 },
      ],
    ]);
  });
});

describe('given the small-order fee (CART006)', () => {
  const few = [cartLine({ quantity: 20 })]; // 1000 lb of bags, half a ton
  it.each<[string, Partial<CartIssueInput>, boolean]>([
    ['bags under the limit, no acknowledgement', { items: few }, true],
    [
      'bags under the limit, bag fee acknowledged',
      { items: few, isBagFeeAcknowledged: true },
      false,
    ],
    [
      'bags under the limit, local fee acknowledged',
      { items: few, isLocalFeeAcknowledge: true },
      false,
    ],
    ['bags at the limit', { items: [cartLine({ quantity: 40 })] }, false],
    ['no bags', { items: [bulkLine({ quantity: 4 })] }, false],
    [
      'mx: 30 bags of 25 kg under 1 MT',
      {
        country: 'mx',
        items: [cartLine({ quantity: 30, netWeightPerUnit: 25, unitOfMeasure: 'kg' })],
        feeLimit: { quantity: 1, unit: 'MT' },
        truck: null,
      },
      true,
    ],
    [
      'gt: 20 quintals of bags at a 20 quintal limit',
      {
        country: 'gt',
        items: [cartLine({ quantity: 40 })],
        feeLimit: { quantity: 20, unit: 'quintal' },
        truck: null,
      },
      false,
    ],
  ])('%s → CART006 %s', (_, input, expected) => {
    expect(codes(input).includes('CART006')).toBe(expected);
  });

  it('gives the fee limit with its unit in lower case', () => {
    expect(
      only('CART006', { items: few, feeLimit: { quantity: 1.5, unit: 'Tons' } }),
    ).toMatchObject({
      params: { maxWeight: 1.5, uom: 'tons' },
    });
  });
});

describe('given boxed and bulk products in Mexico (MXCART001)', () => {
  const mx = { country: 'mx', truck: { capacity: 20, unit: 'MT' as const } };
  it.each<[string, Partial<CartIssueInput>, boolean]>([
    ['boxes and bulk', { ...mx, items: [boxLine(), kgBulk(5)] }, true],
    ['"boxes" and bulk', { ...mx, items: [boxLine({ packageType: 'boxes' }), kgBulk(5)] }, true],
    ['boxes only', { ...mx, items: [boxLine()] }, false],
    ['bulk only', { ...mx, items: [kgBulk(5)] }, false],
    [
      'a box without a container code and bulk',
      { ...mx, items: [boxLine({ containerCode: null }), kgBulk(5)] },
      false,
    ],
    ['boxes and an uncounted bulk line', { ...mx, items: [boxLine(), kgBulk(0)] }, false],
    [
      'boxes and bulk on a pickup',
      {
        ...mx,
        shipMethod: 'pickup',
        requestedDate: '2026-03-03',
        requestedTime: '09:00',
        pickUpFrom: 'P1',
        items: [boxLine(), kgBulk(5)],
      },
      true,
    ],
    ['outside Mexico', { country: 'co', truck: mx.truck, items: [boxLine(), kgBulk(5)] }, false],
  ])('%s → MXCART001 %s', (_, input, expected) => {
    expect(codes(input).includes('MXCART001')).toBe(expected);
  });
});

describe('given a cart with every problem', () => {
  it('lists the codes in code order with English text', () => {
    const issues = cartIssues({
      ...cartInput(),
      country: 'mx',
      truck: { capacity: 1, unit: 'MT' },
      requestedDate: null,
      feeLimit: { quantity: 5, unit: 'MT' },
      items: [
        kgBulk(3),
        boxLine({ quantity: 10 }),
        cartLine({
          sku: 'BAG',
          title: 'Bag',
          quantity: 7,
          netWeightPerUnit: 25,
          unitOfMeasure: 'kg',
        }),
        cartLine({ sku: 'OFF', title: 'Off', rowDisable: true }),
      ],
    });
    expect(issues.map((i) => i.code)).toEqual([
      'CART001',
      'CART002',
      'CART003',
      'CART004',
      'CART005',
      'CART006',
      'MXCART001',
    ]);
    for (const issue of issues) {
      expect(issue.message).toMatch(/^[A-Z].*\.$/);
      expect(issue.label).toBeNull();
    }
  });

  it('does not report fields the server answers as a bad request', () => {
    expect(codes({ shipMethod: '', paymentTerms: '' })).toEqual([]);
    expect(
      codes({
        shipMethod: 'pickup',
        requestedDate: '2026-03-03',
        requestedTime: null,
        pickUpFrom: null,
      }),
    ).toEqual([]);
  });
});
