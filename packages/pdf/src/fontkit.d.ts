/** The part of fontkit (no published typings) the writer uses. */
declare module 'fontkit' {
  export interface Font {
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): { advanceWidth: number };
  }
  export function create(data: Buffer | Uint8Array, postscriptName?: string): Font;
}
