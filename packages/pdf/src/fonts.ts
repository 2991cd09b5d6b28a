/**
 * The embedded fonts: Noto Sans (Latin, every market's currency symbol) with Noto Sans KR as the
 * fallback for Hangul and what Noto Sans lacks. Text is split into runs by the font that has its
 * glyphs; widths, wrapping and ellipsis use the fonts' own metrics (fontkit).
 */
import { create, type Font as FontkitFont } from 'fontkit';

/** The weights the pages use: F1 regular, F2 bold. */
export type Font = 'F1' | 'F2';

/**
 * The font files a document embeds (TrueType or OpenType bytes; only the glyphs used are
 * embedded). `hangul` is needed only when the text holds Hangul; without `hangulBold`, bold
 * Hangul is drawn with the regular face, filled and stroked.
 */
export interface PdfFonts {
  regular: Uint8Array;
  bold: Uint8Array;
  hangul?: Uint8Array;
  hangulBold?: Uint8Array;
}

/** A piece of text drawn with one embedded font. */
export interface Run {
  text: string;
  /** The registered font name (see {@link FontSet.names}). */
  font: string;
  /** Bold drawn by stroking a regular face (Hangul without a bold file). */
  fakeBold: boolean;
}

/** Hangul syllables and jamo: the characters that need the Korean font. */
export const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/u;

const open = (bytes: Uint8Array): FontkitFont => {
  const font = create(bytes as Buffer);
  if (!('hasGlyphForCodePoint' in font)) throw new Error('a font collection, not a font');
  return font;
};

/** The fonts of one document: which draws a character, and how wide text is. */
export class FontSet {
  readonly files: Record<string, Uint8Array> = {};
  private readonly latin: Record<Font, FontkitFont>;
  private readonly hangul: Record<Font, FontkitFont> | null;
  private readonly hangulBold: boolean;
  private readonly widths = new Map<string, number>();

  constructor(fonts: PdfFonts) {
    this.files.F1 = fonts.regular;
    this.files.F2 = fonts.bold;
    this.latin = { F1: open(fonts.regular), F2: open(fonts.bold) };
    this.hangulBold = Boolean(fonts.hangul && fonts.hangulBold);
    if (fonts.hangul) {
      this.files.K1 = fonts.hangul;
      if (fonts.hangulBold) this.files.K2 = fonts.hangulBold;
      const regular = open(fonts.hangul);
      this.hangul = { F1: regular, F2: fonts.hangulBold ? open(fonts.hangulBold) : regular };
    } else this.hangul = null;
  }

  /** The registered names and their bytes (F1, F2, and K1, K2 for Hangul). */
  names(): string[] {
    return Object.keys(this.files);
  }

  /** Splits `text` into runs, each drawn by the first font that has its characters. */
  runs(text: string, font: Font): Run[] {
    const runs: Run[] = [];
    const latin = this.latin[font];
    for (const char of text) {
      const code = char.codePointAt(0) ?? 32;
      const useHangul =
        this.hangul !== null &&
        !latin.hasGlyphForCodePoint(code) &&
        this.hangul[font].hasGlyphForCodePoint(code);
      const name = useHangul ? (font === 'F2' && this.hangulBold ? 'K2' : 'K1') : font;
      const last = runs[runs.length - 1];
      if (last && last.font === name) last.text += char;
      else
        runs.push({
          text: char,
          font: name,
          fakeBold: useHangul && font === 'F2' && !this.hangulBold,
        });
    }
    return runs;
  }

  private fontkitOf(name: string): FontkitFont {
    if (name === 'F1' || name === 'F2') return this.latin[name];
    if (!this.hangul) throw new Error('no Hangul font');
    return this.hangul[name === 'K2' ? 'F2' : 'F1'];
  }

  /** Advance width of one run in points. */
  runWidth(run: Run, size: number): number {
    const key = `${run.font}\u0000${run.text}`;
    let units = this.widths.get(key);
    if (units === undefined) {
      const font = this.fontkitOf(run.font);
      units = (font.layout(run.text).advanceWidth * 1000) / font.unitsPerEm;
      if (this.widths.size > 50_000) this.widths.clear();
      this.widths.set(key, units);
    }
    return (units * size) / 1000;
  }

  /** Width of `text` in points at `size`. */
  width(text: string, size: number, font: Font = 'F1'): number {
    let width = 0;
    for (const run of this.runs(text, font)) width += this.runWidth(run, size);
    return width;
  }

  /** Splits `text` into lines no wider than `width` (words kept whole unless longer than a line). */
  wrap(text: string, width: number, size: number, font: Font = 'F1'): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (this.width(candidate, size, font) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (this.width(rest, size, font) > width) {
        const chars = [...rest];
        let cut = chars.length - 1;
        while (cut > 1 && this.width(chars.slice(0, cut).join(''), size, font) > width) cut--;
        lines.push(chars.slice(0, cut).join(''));
        rest = chars.slice(cut).join('');
      }
      line = rest;
    }
    if (line || lines.length === 0) lines.push(line);
    return lines;
  }

  /** Shortens `text` with an ellipsis until it fits `width`. */
  fit(text: string, width: number, size: number, font: Font): string {
    if (this.width(text, size, font) <= width) return text;
    const chars = [...text];
    let cut = chars.length;
    while (cut > 0 && this.width(`${chars.slice(0, cut).join('')}\u2026`, size, font) > width)
      cut--;
    return `${chars.slice(0, cut).join('')}\u2026`;
  }
}

/** The bytes of a `data:` URL (a bundler's inlined font file). */
export function dataUrlBytes(url: string): Uint8Array {
  const base64 = url.slice(url.indexOf(',') + 1);
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}
