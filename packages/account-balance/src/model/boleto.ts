/**
 * A boleto's numbers as people and scanners read them (issue 16, ordering.md §7 invoiceboleto),
 * pure. The digitable line (linha digitável, 47 digits) is shown in the five groups printed on
 * every boleto: `AAABC.CCCCX DDDDD.DDDDDY EEEEE.EEEEEZ K UUUUVVVVVVVVVV`. The 44-digit barcode
 * is drawn as Interleaved 2 of 5 (ITF): digits in pairs, the first of a pair in the widths of
 * five bars, the second in the five spaces between them, framed by the start (narrow bar,
 * space, bar, space) and stop (wide bar, narrow space, narrow bar) patterns.
 */

/** The line's five groups, with the dots of the first three (as printed on the slip). */
export function digitableGroups(line: string): string[] {
  const digits = line.replace(/\D/g, '');
  if (digits.length !== 47) return [line];
  return [
    `${digits.slice(0, 5)}.${digits.slice(5, 10)}`,
    `${digits.slice(10, 15)}.${digits.slice(15, 21)}`,
    `${digits.slice(21, 26)}.${digits.slice(26, 32)}`,
    digits.slice(32, 33),
    digits.slice(33, 47),
  ];
}

/** The line as copied to the clipboard: the digits only, which every bank's app accepts. */
export function digitsOnly(line: string): string {
  return line.replace(/\D/g, '');
}

/** n = narrow, w = wide: the widths of the five elements of each digit. */
const ITF_DIGITS = [
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
] as const;

export interface ItfBars {
  /** The dark bars: left edge and width, in narrow-module units. */
  bars: { x: number; width: number }[];
  /** The whole symbol's width in modules, quiet zones included. */
  width: number;
}

/**
 * The bars of an ITF symbol for an even number of digits (a boleto's 44). `wide` is the wide
 * element's width in narrow modules (FEBRABAN asks for 2.25 to 3; 3 reads best); `quiet` the
 * blank margin on each side. Null for anything but an even run of digits.
 */
export function itfBars(digits: string, wide = 3, quiet = 10): ItfBars | null {
  if (!/^(\d\d)+$/.test(digits)) return null;
  const widths: number[] = [1, 1, 1, 1];
  for (let i = 0; i < digits.length; i += 2) {
    const barPattern = ITF_DIGITS[Number(digits[i])] ?? 'nnnnn';
    const spacePattern = ITF_DIGITS[Number(digits[i + 1])] ?? 'nnnnn';
    for (let k = 0; k < 5; k += 1) {
      widths.push(barPattern[k] === 'w' ? wide : 1, spacePattern[k] === 'w' ? wide : 1);
    }
  }
  widths.push(wide, 1, 1);
  const bars: ItfBars['bars'] = [];
  let x = quiet;
  widths.forEach((width, i) => {
    // Elements alternate bar, space, bar, … starting with a bar.
    if (i % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return { bars, width: x + quiet };
}

/** Decodes the bars again (the test's proof that the drawing says the barcode's digits). */
export function readItf(symbol: ItfBars, wide = 3): string | null {
  const elements: number[] = [];
  const bars = symbol.bars;
  for (let i = 0; i < bars.length; i += 1) {
    const bar = bars[i];
    const next = bars[i + 1];
    if (!bar) return null;
    elements.push(bar.width);
    if (next) elements.push(next.x - (bar.x + bar.width));
  }
  const body = elements.slice(4, -3);
  if (body.length % 10 !== 0) return null;
  const code = (ws: number[]) =>
    ITF_DIGITS.indexOf(
      ws.map((w) => (w === wide ? 'w' : 'n')).join('') as (typeof ITF_DIGITS)[number],
    );
  let out = '';
  for (let i = 0; i < body.length; i += 10) {
    const chunk = body.slice(i, i + 10);
    const first = code(chunk.filter((_, k) => k % 2 === 0));
    const second = code(chunk.filter((_, k) => k % 2 === 1));
    if (first < 0 || second < 0) return null;
    out += `${first}${second}`;
  }
  return out;
}
