import { describe, expect, it } from 'vitest';
import type { ModifiedOrderDraft } from '@anp/contract';
import {
  PO_MAX_LENGTH,
  changesOf,
  formOfDraft,
  keptLines,
  parseCount,
  sameForm,
  updateOf,
  validateModification,
  withQuantity,
  type DateRules,
  type ModifyBaseline,
  type ModifyForm,
} from './modification';

const DRAFT: ModifiedOrderDraft = {
  orderNumber: '4000161424',
  lines: [
    {
      sku: '10004512',
      title: 'Layer 16% Crumble 50 lb',
      quantity: 40,
      originalQuantity: 40,
      minQuantity: 1,
      increment: 1,
      perPalletCount: 50,
      isPallet: false,
      unitOfMeasure: 'lb',
    },
    {
      sku: '10007730',
      title: 'Hog Finisher 16% Pellet 50 lb',
      quantity: 80,
      originalQuantity: 80,
      minQuantity: 40,
      increment: 40,
      perPalletCount: 40,
      isPallet: true,
      unitOfMeasure: 'lb',
    },
    {
      sku: '10002210',
      title: 'Calf Starter 18% 50 lb',
      quantity: 20,
      originalQuantity: 20,
      minQuantity: 10,
      increment: 5,
      perPalletCount: 50,
      isPallet: false,
      unitOfMeasure: 'lb',
    },
  ],
  requestedDate: '2026-11-30',
  po: 'PO-1183',
  note: '',
  modifiableUntil: '2026-11-24T21:00:00Z',
  updatedAt: '2026-11-21T14:00:00Z',
};

const BASELINE: ModifyBaseline = {
  requestedDate: '2026-11-30',
  po: 'PO-1183',
  note: null,
  productOrders: [
    { sku: '10004512', quantity: 40 },
    { sku: '10007730', quantity: 80 },
    { sku: '10002210', quantity: 20 },
  ],
};

// The plant works Monday to Friday, two days' lead time, a holiday on 2026-11-26.
const RULES: DateRules = {
  rule: {
    currentDateDisabled: false,
    leadTime: 2,
    workingDays: [1, 2, 3, 4, 5],
    plantHolidays: [{ holidayDate: '2026-11-26', name: 'Thanksgiving Day' }],
  },
  today: '2026-11-21',
  daySpan: 30,
};

const form = () => formOfDraft(DRAFT);
const check = (f: ModifyForm, dateRules: DateRules | null = RULES) =>
  validateModification(f, { originalDate: DRAFT.requestedDate, dateRules });

describe('given a modified-order draft, the working copy', () => {
  it('takes the lines with the cart rules of their products', () => {
    const lines = form().lines;
    expect(lines.map((l) => [l.sku, l.quantity, l.rules.isPallet, l.rules.increment])).toEqual([
      ['10004512', 40, false, 1],
      ['10007730', 80, true, 40],
      ['10002210', 20, false, 5],
    ]);
  });

  it('changes one line and keeps the others', () => {
    const changed = withQuantity(form(), '10002210', 25);
    expect(changed.lines.map((l) => l.quantity)).toEqual([40, 80, 25]);
    expect(form().lines[2]?.quantity).toBe(20);
  });

  it('keeps the lines above zero', () => {
    const f = withQuantity(withQuantity(form(), '10004512', 0), '10002210', null);
    expect(keptLines(f).map((l) => l.sku)).toEqual(['10007730']);
  });
});

describe('given a working copy, its problems (ordering.md §5 with the cart rules)', () => {
  it.each<[string, (f: ModifyForm) => ModifyForm, Record<string, string>]>([
    ['no change', (f) => f, {}],
    [
      'a line below its minimum',
      (f) => withQuantity(f, '10002210', 5),
      { '10002210': 'MIN_ERROR' },
    ],
    [
      'a line off its increment',
      (f) => withQuantity(f, '10002210', 22),
      { '10002210': 'INCREMENT_ERROR' },
    ],
    [
      'a pallet-only line off whole pallets',
      (f) => withQuantity(f, '10007730', 100),
      { '10007730': 'PALLET_ERROR' },
    ],
    ['a pallet-only line in whole pallets', (f) => withQuantity(f, '10007730', 120), {}],
    ['an emptied field', (f) => withQuantity(f, '10004512', null), { '10004512': 'EMPTY' }],
    ['a line at 0 (removed)', (f) => withQuantity(f, '10004512', 0), {}],
  ])('%s', (_name, change, expected) => {
    expect(check(change(form())).lines).toEqual(expected);
  });

  it('needs at least one product to stay', () => {
    let f = form();
    for (const sku of ['10004512', '10007730', '10002210']) f = withQuantity(f, sku, 0);
    const problems = check(f);
    expect(problems.noLines).toBe(true);
    expect(problems.count).toBe(1);
    expect(check(withQuantity(f, '10004512', 1)).noLines).toBe(false);
  });

  it.each<[string, string, DateRules | null, string | null]>([
    [
      'the date as placed (even inside the lead time now)',
      '2026-11-30',
      { ...RULES, today: '2026-11-29' },
      null,
    ],
    ['a working day after the lead time', '2026-11-24', RULES, null],
    ['a day inside the lead time', '2026-11-22', RULES, 'TOO_EARLY'],
    ['a Saturday', '2026-11-28', RULES, 'NON_WORKING'],
    ['the plant holiday', '2026-11-26', RULES, 'BLOCKED'],
    ['past the day span', '2026-12-31', RULES, 'TOO_LATE'],
    [
      'any real date when the plant rules are unknown (the server judges)',
      '2026-11-28',
      null,
      null,
    ],
    ['a broken date when the plant rules are unknown', '30/11/2026', null, 'INVALID'],
  ])('a requested date: %s', (_name, requestedDate, rules, expected) => {
    expect(check({ ...form(), requestedDate }, rules).date).toBe(expected);
  });

  it.each([
    ['a PO of 35 characters', 'x'.repeat(PO_MAX_LENGTH), null],
    ['a PO of 36 characters', 'x'.repeat(PO_MAX_LENGTH + 1), 'TOO_LONG'],
  ])('%s', (_name, po, expected) => {
    expect(check({ ...form(), po }).po).toBe(expected);
  });

  it.each([
    ['a plain note', 'Call 30 minutes ahead', null],
    ['a note of 121 characters', 'n'.repeat(121), 'INVALID'],
    ['a note with markup', 'Gate <b>2</b>', 'INVALID'],
  ])('%s', (_name, note, expected) => {
    expect(check({ ...form(), note }).note).toBe(expected);
  });

  it('counts every problem', () => {
    const f = {
      ...withQuantity(form(), '10002210', 7),
      requestedDate: '2026-11-28',
      po: 'x'.repeat(40),
    };
    expect(check(f).count).toBe(3);
  });
});

describe('given a working copy, the call that saves or submits it', () => {
  it('sends every line (0 for removed and empty ones), the date, and PO and note trimmed', () => {
    const f = {
      ...withQuantity(withQuantity(form(), '10004512', 0), '10002210', null),
      po: ' PO-9 ',
      note: ' Gate 2 ',
    };
    expect(updateOf(f, true)).toEqual({
      orderNumber: '4000161424',
      lines: [
        { sku: '10004512', quantity: 0 },
        { sku: '10007730', quantity: 80 },
        { sku: '10002210', quantity: 0 },
      ],
      requestedDate: '2026-11-30',
      po: 'PO-9',
      note: 'Gate 2',
      apply: true,
    });
    expect(updateOf(form(), false).apply).toBe(false);
  });
});

describe('given a working copy and the order as placed, what changed', () => {
  it('is nothing for the draft as placed', () => {
    expect(changesOf(form(), BASELINE)).toEqual([]);
  });

  it('lists quantities, removals, the date, PO and note in that order', () => {
    let f = withQuantity(form(), '10002210', 30);
    f = withQuantity(f, '10004512', 0);
    f = { ...f, requestedDate: '2026-12-01', po: 'PO-2000', note: 'Back gate' };
    expect(changesOf(f, BASELINE)).toEqual([
      { kind: 'removed', sku: '10004512', title: 'Layer 16% Crumble 50 lb', from: 40 },
      { kind: 'quantity', sku: '10002210', title: 'Calf Starter 18% 50 lb', from: 20, to: 30 },
      { kind: 'requestedDate', from: '2026-11-30', to: '2026-12-01' },
      { kind: 'po', from: 'PO-1183', to: 'PO-2000' },
      { kind: 'note', from: '', to: 'Back gate' },
    ]);
  });

  it('ignores an emptied field and spaces around PO and note', () => {
    const f = { ...withQuantity(form(), '10004512', null), po: ' PO-1183 ', note: '  ' };
    expect(changesOf(f, BASELINE)).toEqual([]);
  });

  it('compares with the order, not with a draft saved earlier', () => {
    const saved = formOfDraft({
      ...DRAFT,
      lines: DRAFT.lines.map((l) => ({ ...l, quantity: l.quantity * 2 })),
    });
    expect(changesOf(saved, BASELINE).map((c) => c.kind)).toEqual([
      'quantity',
      'quantity',
      'quantity',
    ]);
  });
});

describe('given two working copies, whether they save the same draft', () => {
  it.each<[string, (f: ModifyForm) => ModifyForm, boolean]>([
    ['the same', (f) => f, true],
    ['another quantity', (f) => withQuantity(f, '10004512', 41), false],
    ['spaces around the PO', (f) => ({ ...f, po: ` ${f.po} ` }), true],
    ['another date', (f) => ({ ...f, requestedDate: '2026-12-01' }), false],
    ['an emptied field against a saved 0', (f) => withQuantity(f, '10004512', null), false],
  ])('%s: %s', (_name, change, expected) => {
    const base = withQuantity(form(), '10004512', 0);
    expect(sameForm(base, change(base))).toBe(expected);
  });
});

describe('given what the user typed in a quantity field (ordering.md §5 whole units)', () => {
  it.each<[string, string, number | null | 'invalid']>([
    ['a count', '40', 40],
    ['a count with spaces around', ' 25 ', 25],
    ['zero (removes the line)', '0', 0],
    ['leading zeros', '007', 7],
    ['the largest count the field takes', '9999999', 9999999],
    ['an empty field', '', null],
    ['only spaces', '   ', null],
    ['a decimal', '2.5', 'invalid'],
    ['a decimal comma', '2,5', 'invalid'],
    ['a minus sign', '-5', 'invalid'],
    ['words', 'ten', 'invalid'],
    ['more than seven digits', '12345678', 'invalid'],
    ['a thousands separator', '1,000', 'invalid'],
  ])('%s gives %3$s', (_name, raw, expected) => {
    expect(parseCount(raw)).toBe(expected);
  });
});
