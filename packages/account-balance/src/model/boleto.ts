/**
 * A boleto's numbers as the panel shows them (issue 16, ordering.md §7 invoiceboleto), pure. The
 * rules are @anp/rules/finance's (FEBRABAN groups, check digits, the ITF pattern); this module
 * only turns them into what the view draws: the line's printed groups (`AAABC.CCCCX DDDDD.DDDDDY
 * EEEEE.EEEEEZ K UUUUVVVVVVVVVV`), whether its check digits verify, and the barcode's bars.
 */
import { digitableLineGroups, failedBoletoChecks, itfPattern } from '@anp/rules/finance';

/** The line's five groups; a line that is not 47 digits is shown as it came. */
export function digitableGroups(line: string): string[] {
  const digits = digitsOnly(line);
  return digits.length === 47 ? digitableLineGroups(digits) : [line];
}

/** The line as copied to the clipboard: the digits only, which every bank's app accepts. */
export function digitsOnly(line: string): string {
  return line.replace(/\D/g, '');
}

/** The three field digits (mod 10) and the general digit (mod 11) all verify. */
export function lineVerifies(line: string): boolean {
  return failedBoletoChecks(line).length === 0;
}

export interface ItfBars {
  /** The dark bars: left edge and width, in narrow-module units. */
  bars: { x: number; width: number }[];
  /** The whole symbol's width in modules, quiet zones included. */
  width: number;
}

/**
 * The bars of the ITF symbol of an even run of digits (a boleto's 44). `wide` is the wide
 * element's width in narrow modules (FEBRABAN asks for 2.25 to 3; 3 reads best); `quiet` the
 * blank margin on each side. Null for anything but an even run of digits.
 */
export function itfBars(digits: string, wide = 3, quiet = 10): ItfBars | null {
  if (!/^(\d\d)+$/.test(digits)) return null;
  const bars: ItfBars['bars'] = [];
  let x = quiet;
  [...itfPattern(digits)].forEach((element, i) => {
    const width = element === 'w' ? wide : 1;
    // Elements alternate bar, space, bar, … starting with a bar.
    if (i % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return { bars, width: x + quiet };
}

/** Reads the digits back from the bars (the tests' proof that the drawing says the barcode). */
export function readItf(symbol: ItfBars, wide = 3): string | null {
  const elements: string[] = [];
  symbol.bars.forEach((bar, i) => {
    elements.push(bar.width === wide ? 'w' : 'n');
    const next = symbol.bars[i + 1];
    if (next) elements.push(next.x - (bar.x + bar.width) === wide ? 'w' : 'n');
  });
  const body = elements.slice(4, -3);
  if (body.length % 10 !== 0) return null;
  const CODES = [
    'nnwwn',
    'wnnnw',
    'nwnnw',
    'wwnnn',
    'nnwnw',
    'wnwnn',
    'nwwnn',
    'nnnww',
    'wnnwn',
    'nwnwn',
  ];
  let out = '';
  for (let i = 0; i < body.length; i += 10) {
    const chunk = body.slice(i, i + 10);
    const first = CODES.indexOf(chunk.filter((_, k) => k % 2 === 0).join(''));
    const second = CODES.indexOf(chunk.filter((_, k) => k % 2 === 1).join(''));
    if (first < 0 || second < 0) return null;
    out += `${first}${second}`;
  }
  return out;
}
