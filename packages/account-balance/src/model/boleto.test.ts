import { describe, expect, it } from 'vitest';
import { digitableGroups, digitsOnly, itfBars, readItf } from './boleto';

// The grouping and the bars only (the check digits are @anp/rules' and the server's tests).
const LINE = '00190000090123456789012345678901234567890123456';
const BARCODE = '00193373700000001000500940144816060680935031';

describe('given a digitable line of 47 digits', () => {
  it('shows the five groups printed on the slip', () => {
    expect(digitableGroups(LINE)).toEqual([
      '00190.00009',
      '01234.567890',
      '12345.678901',
      '2',
      '34567890123456',
    ]);
  });

  it('reads the same groups from a line that came with its dots and spaces', () => {
    expect(digitableGroups(digitableGroups(LINE).join(' '))).toEqual(digitableGroups(LINE));
    expect(digitsOnly(digitableGroups(LINE).join(' '))).toBe(LINE);
  });

  it('leaves a line that is not 47 digits as it came', () => {
    expect(digitableGroups('123')).toEqual(['123']);
  });
});

describe('given a barcode of 44 digits', () => {
  it('draws the bars of Interleaved 2 of 5, which read back as the same digits', () => {
    const symbol = itfBars(BARCODE);
    expect(symbol).not.toBeNull();
    // 4 start + 44 × 5 + 3 stop elements; half of them (rounded up) are bars.
    expect(symbol?.bars).toHaveLength(2 + 22 * 5 + 2);
    expect(symbol && readItf(symbol)).toBe(BARCODE);
  });

  it('starts with two narrow bars and ends with a wide and a narrow one', () => {
    const bars = itfBars('00', 3, 0)?.bars ?? [];
    expect(bars.slice(0, 2)).toEqual([
      { x: 0, width: 1 },
      { x: 2, width: 1 },
    ]);
    expect(bars.slice(-2).map((b) => b.width)).toEqual([3, 1]);
    // "0" is nnwwn: the pair 00 is bars n n w w n interleaved with spaces n n w w n.
    expect(bars.slice(2, 7).map((b) => b.width)).toEqual([1, 1, 3, 3, 1]);
  });

  it('refuses an odd count or anything but digits', () => {
    expect(itfBars('123')).toBeNull();
    expect(itfBars('12a4')).toBeNull();
  });
});
