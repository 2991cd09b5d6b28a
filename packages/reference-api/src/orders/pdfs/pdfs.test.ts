import { describe, expect, it } from 'vitest';
import { analysisOf } from './delivery';
import { lotOf } from './format';

describe('given the analysis values of a certificate (decision: from the SKU and the lot)', () => {
  it.each(['100001', '100005', '200001', 'AN-1001', 'X'])(
    'gives %s results within its specification',
    (sku) => {
      for (let lot = 0; lot < 200; lot += 1) {
        const values = analysisOf(sku, `L2611${lot}`);
        expect(values.map((v) => v.parameter)).toEqual([
          'protein',
          'fat',
          'fibre',
          'moisture',
          'ash',
        ]);
        for (const v of values) {
          expect(
            v.bound === 'min' ? v.result >= v.limit : v.result <= v.limit,
            `${sku} ${v.parameter}`,
          ).toBe(true);
          expect(v.result).toBeGreaterThan(0);
        }
      }
    },
  );

  it('keeps a product its limits for every lot, and a lot its results', () => {
    const limits = (lot: string) => analysisOf('100001', lot).map((v) => v.limit);
    expect(limits('L1')).toEqual(limits('L2'));
    expect(analysisOf('100001', 'L1')).toEqual(analysisOf('100001', 'L1'));
    expect(analysisOf('100001', 'L1')).not.toEqual(analysisOf('100001', 'L2'));
  });
});

describe('given the lot number of a shipped line', () => {
  const order = { order_number: '4000000001', requested_date: '2026-09-04', plant_id: 'p-us' };
  it.each([
    [{ lot_number: 'L260904A101', sku: '100001' }, 'L260904A101'],
    [{ lot_number: null, sku: '100001' }, lotOf(order, { lot_number: null, sku: '100001' })],
  ])('uses the recorded lot, else a derived one', (line, lot) => {
    expect(lotOf(order, line)).toBe(lot);
    expect(lotOf(order, line)).toMatch(/^L260904[A-Z0-9]\d{3,}/);
  });
});
