import { describe, expect, it } from 'vitest';
import { digitableGroups, digitsOnly, itfBars, lineVerifies, readItf } from './boleto';

// A Banco do Brasil boleto (bank 001, agreement 3128500, due 2026-12-10, R$ 18,450.90), built
// with @anp/rules/finance: its line and barcode are one slip's.
const LINE = '00190000090312850000000000451179116560001845090';
const BARCODE = '00191165600018450900000003128500000000045117';

describe('given a digitable line of 47 digits', () => {
  it('shows the five groups printed on the slip', () => {
    expect(digitableGroups(LINE)).toEqual([
      '00190.00009',
      '03128.500000',
      '00000.451179',
      '1',
      '16560001845090',
    ]);
  });

  it('reads the same groups from a line that came with its dots and spaces', () => {
    expect(digitableGroups(digitableGroups(LINE).join(' '))).toEqual(digitableGroups(LINE));
    expect(digitsOnly(digitableGroups(LINE).join(' '))).toBe(LINE);
  });

  it('verifies its check digits, and finds a mistyped digit', () => {
    expect(lineVerifies(LINE)).toBe(true);
    expect(lineVerifies(`${LINE.slice(0, 12)}9${LINE.slice(13)}`)).toBe(false);
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
