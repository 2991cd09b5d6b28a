/**
 * Metrics of the two standard fonts the pages use (F1 Helvetica, F2 Helvetica-Bold; no font is
 * embedded): text widths, wrapping to a width, shortening with an ellipsis.
 */
import { winAnsiByte } from './encoding';

/** The page resources' font names: F1 is Helvetica, F2 Helvetica-Bold. */
export type Font = 'F1' | 'F2';

// Helvetica and Helvetica-Bold advance widths (1/1000 em) for character codes 32-126, from the
// Adobe Core 14 AFM files (WinAnsi: 39 is quotesingle, 96 is grave).
const WIDTHS_REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const WIDTHS_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667,
  611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556,
  278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
const WIDTHS_SPECIAL: Record<string, number> = {
  '\u2014': 1000, // em dash
  '\u2026': 1000, // ellipsis
  '\u2022': 350, // bullet
  '\u2018': 222,
  '\u2019': 222,
  '\u201c': 333,
  '\u201d': 333,
  '\u00b0': 400, // degree
  '\u00a0': 278, // no-break space
};

/** Width of `text` in points in Helvetica (F1) or Helvetica-Bold (F2) at `size`. */
export function textWidth(text: string, size: number, font: Font = 'F1'): number {
  const table = font === 'F2' ? WIDTHS_BOLD : WIDTHS_REGULAR;
  let units = 0;
  for (const char of text) {
    const special = WIDTHS_SPECIAL[char];
    if (special !== undefined) {
      units += special;
      continue;
    }
    const byte = winAnsiByte(char);
    const base = byte >= 32 && byte <= 126 ? byte : winAnsiByte(char.normalize('NFD').charAt(0));
    units += base >= 32 && base <= 126 ? (table[base - 32] ?? 556) : 556;
  }
  return (units * size) / 1000;
}

/** Splits `text` into lines no wider than `width` (words kept whole unless longer than a line). */
export function wrapText(text: string, width: number, size: number, font: Font = 'F1'): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size, font) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (textWidth(rest, size, font) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && textWidth(rest.slice(0, cut), size, font) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/** Shortens `text` with an ellipsis until it fits `width`. */
export function fit(text: string, width: number, size: number, font: Font): string {
  if (textWidth(text, size, font) <= width) return text;
  let cut = text.length;
  while (cut > 0 && textWidth(`${text.slice(0, cut)}\u2026`, size, font) > width) cut--;
  return `${text.slice(0, cut)}\u2026`;
}
