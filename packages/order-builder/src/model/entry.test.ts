import { describe, expect, it } from 'vitest';
import {
  EMPTY_ENTRY,
  entryFor,
  lineOf,
  readEntry,
  rulesOf,
  stepEntry,
  visibleProblem,
  withFullPallet,
  type Entry,
} from './entry';
import { US } from '../fixtures';

const layer = rulesOf(US.layer); // by the bag or the pallet of 50
const hog = rulesOf(US.hogFinisher); // pallet-only, 40 per pallet
const calf = rulesOf(US.calfStarter); // loose, minimum 10 in steps of 5

const typed = (quantity: string, more: Partial<Entry> = {}): Entry => ({
  ...EMPTY_ENTRY,
  quantity,
  ...more,
});

describe('given an entry and the cart rules (ordering.md §5)', () => {
  it.each([
    ['an empty entry', calf, typed(''), { quantity: null, problem: 'EMPTY' }],
    ['a zero', calf, typed('0'), { quantity: null, problem: 'EMPTY' }],
    ['letters', calf, typed('ten'), { quantity: null, problem: 'NOT_A_NUMBER' }],
    ['below the minimum', calf, typed('7'), { quantity: 7, problem: 'MIN_ERROR' }],
    ['off the increment', calf, typed('12'), { quantity: 12, problem: 'INCREMENT_ERROR' }],
    ['a valid count', calf, typed('15'), { quantity: 15, problem: null }],
    ['any bag count', layer, typed('3'), { quantity: 3, problem: null }],
    [
      'whole pallets ticked',
      layer,
      typed('', { fullPallet: true, pallets: '2' }),
      { quantity: 100, pallets: 2, inPallets: true, problem: null },
    ],
    [
      'half a pallet ticked',
      layer,
      typed('', { fullPallet: true, pallets: '1.5' }),
      { quantity: 75, pallets: 1.5, inPallets: true, problem: 'PALLET_ERROR' },
    ],
    [
      'pallet-only in pallets',
      hog,
      typed('', { pallets: '3' }),
      { quantity: 120, pallets: 3, inPallets: true, problem: null },
    ],
    [
      'pallet-only, not whole',
      hog,
      typed('', { pallets: '1.5' }),
      { quantity: 60, pallets: 1.5, inPallets: true, problem: 'PALLET_ERROR' },
    ],
    [
      'pallet-only below one pallet',
      hog,
      typed('', { pallets: '0.5' }),
      { quantity: 20, inPallets: true, problem: 'MIN_ERROR' },
    ],
    [
      'a ticked box on a loose product counts units',
      calf,
      typed('15', { fullPallet: true }),
      { quantity: 15, inPallets: false, problem: null },
    ],
  ] as const)('%s', (_name, rules, entry, expected) => {
    expect(readEntry(entry, rules)).toMatchObject(expected);
  });

  it.each([
    ['no problem', typed('15'), calf, null],
    ['a rule problem before the field was left', typed('7'), calf, null],
    ['a rule problem once the field was left', typed('7', { touched: true }), calf, 'MIN_ERROR'],
    ['an empty entry once the field was left', typed('', { touched: true }), calf, null],
    [
      'an empty entry once Add was pressed',
      typed('', { touched: true, submitted: true }),
      calf,
      'EMPTY',
    ],
  ] as const)('shows %s as %s', (_name, entry, rules, problem) => {
    expect(visibleProblem(entry, readEntry(entry, rules))).toBe(problem);
  });
});

describe('given the addItems line of an entry', () => {
  it.each([
    ['a count', US.calfStarter.sku, typed('15'), calf, { sku: US.calfStarter.sku, quantity: 15 }],
    [
      'full pallets',
      US.layer.sku,
      typed('', { fullPallet: true, pallets: '2' }),
      layer,
      { sku: US.layer.sku, quantity: 100, pallets: 2, fullPallet: true },
    ],
    [
      'pallet-only',
      US.hogFinisher.sku,
      typed('', { pallets: '1' }),
      hog,
      { sku: US.hogFinisher.sku, quantity: 40, pallets: 1, fullPallet: true },
    ],
    ['nothing for a problem', US.calfStarter.sku, typed('12'), calf, null],
    ['nothing for an empty entry', US.calfStarter.sku, typed(''), calf, null],
  ] as const)('sends %s', (_name, sku, entry, rules, line) => {
    expect(lineOf(sku, entry, rules)).toEqual(line);
  });
});

describe('given a recently ordered quantity', () => {
  it.each([
    ['a bag count', layer, 20, { quantity: '20', pallets: '', fullPallet: false }],
    [
      'pallets of a pallet-only product',
      hog,
      80,
      { quantity: '80', pallets: '2', fullPallet: true },
    ],
    ['nothing', calf, null, { quantity: '', pallets: '', fullPallet: false }],
    ['nothing, pallet-only', hog, null, { quantity: '', pallets: '', fullPallet: true }],
  ] as const)('prefills %s', (_name, rules, quantity, expected) => {
    expect(entryFor(rules, quantity)).toEqual({ ...expected, touched: false, submitted: false });
  });
});

describe('given the full-pallet box (ordering.md §4)', () => {
  it.each([
    ['ticking an empty entry: one pallet', typed(''), true, { fullPallet: true, pallets: '1' }],
    ['ticking 100 bags: 2 pallets', typed('100'), true, { fullPallet: true, pallets: '2' }],
    [
      'ticking 60 bags: rounded up to 2 pallets',
      typed('60'),
      true,
      { fullPallet: true, pallets: '2' },
    ],
    [
      'unticking 2 pallets: 100 bags',
      typed('', { fullPallet: true, pallets: '2' }),
      false,
      { fullPallet: false, quantity: '100' },
    ],
  ] as const)('%s', (_name, entry, ticked, expected) => {
    expect(withFullPallet(entry, ticked, layer)).toMatchObject(expected);
  });

  it.each([
    ['a loose product', calf],
    ['a pallet-only product', hog],
  ])('cannot be changed on %s', (_name, rules) => {
    const entry = typed('15');
    expect(withFullPallet(entry, true, rules)).toBe(entry);
  });
});

describe('given the - and + buttons', () => {
  it.each([
    ['up from empty to the minimum', calf, typed(''), 1, { quantity: '10' }],
    ['up by the increment', calf, typed('10'), 1, { quantity: '15' }],
    ['up from an off-step count', calf, typed('12'), 1, { quantity: '15' }],
    ['down from the minimum to empty', calf, typed('10'), -1, { quantity: '' }],
    ['up from letters to the minimum', calf, typed('abc'), 1, { quantity: '10' }],
    ['up one bag', layer, typed('3'), 1, { quantity: '4' }],
    [
      'up one pallet when ticked',
      layer,
      typed('', { fullPallet: true, pallets: '1' }),
      1,
      { pallets: '2' },
    ],
    ['pallet-only up from empty', hog, typed(''), 1, { pallets: '1' }],
    ['pallet-only down to empty', hog, typed('', { pallets: '1' }), -1, { pallets: '' }],
  ] as const)('%s', (_name, rules, entry, direction, expected) => {
    expect(stepEntry(entry, rules, direction)).toMatchObject(expected);
  });
});
