import { describe, expect, it } from 'vitest';
import type { QuickOrderLineResult } from '@anp/contract';
import { numberFormatOf, parsePasted, parseQuantity } from './parse';
import {
  addableItems,
  checkable,
  edited,
  lineStatus,
  lineWeight,
  tally,
  toLines,
  withResults,
  type QuickLine,
} from './quick-order';

const result = (over: Partial<QuickOrderLineResult>): QuickOrderLineResult => ({
  reference: '100001',
  status: 'ok',
  matchedBy: 'sku',
  sku: '100001',
  customerMaterialNumber: null,
  title: 'Layer 16% Crumble 50 lb',
  countLabel: 'bags',
  unitWeight: 50,
  quantity: 40,
  rule: null,
  suggestion: null,
  reason: null,
  rules: { minQuantity: 1, increment: 1, perPalletCount: 40, isPallet: false },
  ...over,
});

const read = (text: string) => parseQuantity(text, numberFormatOf('us'));

describe('the table of lines', () => {
  const lines = toLines(parsePasted('100001, 40\nRT-1004 70\n999, x\n100002 5', 'us'));

  it('sends only readable lines to the check, and applies the answer in order', () => {
    const sent = checkable(lines);
    expect(sent.map((l) => l.reference)).toEqual(['100001', 'RT-1004', '100002']);
    const judged = withResults(lines, sent, [
      result({}),
      result({ reference: 'RT-1004', sku: '100004', status: 'quantityInvalid', suggestion: 100 }),
      result({ reference: '100002', sku: null, status: 'unknown' }),
    ]);
    expect(judged.map(lineStatus)).toEqual(['ok', 'quantityInvalid', 'unreadable', 'unknown']);
    expect(tally(judged)).toEqual({ ready: 1, attention: 3 });
    expect(addableItems(judged)).toEqual([{ sku: '100001', quantity: 40 }]);
  });

  it('drops the judgement of an edited line until it is checked again', () => {
    const [first] = withResults(lines, [lines[0]!], [result({})]);
    const fixed = edited(first!, { quantityText: '45' }, read);
    expect(fixed).toMatchObject({ quantity: 45, problem: null, result: null });
    expect(lineStatus(fixed)).toBe('unchecked');
    expect(edited(first!, { quantityText: '4,5' }, read).problem).toBe('badQuantity');
    expect(edited(first!, { reference: ' ' }, read).problem).toBe('noReference');
    expect(addableItems([fixed])).toEqual([]);
  });

  it('shows a line checking while its check is on its way', () => {
    const line: QuickLine = { ...lines[0]!, checking: true };
    expect(lineStatus(line)).toBe('checking');
  });
});

describe('lineWeight: in the cart unit of the market', () => {
  const line = (unitWeight: number | null, quantity: number): QuickLine => ({
    ...toLines(parsePasted(`100001 ${quantity}`, 'us'))[0]!,
    result: result({ unitWeight }),
  });
  it.each([
    ['us', 'lb' as const, 50, 40, 2000, 'lb'],
    ['mx', 'kg' as const, 40, 10, 400, 'kg'],
    // 45.36 kg is one Central American quintal (100 lb).
    ['gt', 'kg' as const, 45.359237, 10, 10, 'quintal'],
  ])('%s: %s × %d × %d', (country, from, unitWeight, quantity, value, unit) => {
    const weight = lineWeight(line(unitWeight, quantity), from, country);
    expect(weight?.unit).toBe(unit);
    expect(weight?.value).toBeCloseTo(value, 6);
  });
  it('is unknown without a unit weight', () => {
    expect(lineWeight(line(null, 4), 'lb', 'us')).toBeNull();
  });
});
