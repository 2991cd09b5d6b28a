/**
 * How text is written into the file: WinAnsi bytes in the page content (the encoding of the
 * standard fonts used here) and UTF-16BE in the document information dictionary.
 */

// Unicode characters WinAnsiEncoding places at 0x80-0x9f (0xa0-0xff equal Latin-1).
const WIN_ANSI_HIGH: Record<number, number> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
};

/** WinAnsi byte of one character: unmappable characters fall back to their base letter, or `?`. */
export function winAnsiByte(char: string): number {
  const code = char.codePointAt(0) ?? 63;
  if (code === 9 || code === 10 || code === 13) return 32;
  if ((code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff)) return code;
  const high = WIN_ANSI_HIGH[code];
  if (high !== undefined) return high;
  const base = char.normalize('NFD').codePointAt(0) ?? 63;
  return base >= 32 && base <= 126 ? base : 63;
}

/** Encodes text as WinAnsi bytes (what the content stream shows with the fonts used here). */
export function winAnsi(text: string): Uint8Array {
  return Uint8Array.from([...text].map(winAnsiByte));
}

/**
 * A PDF literal string for `text`: WinAnsi bytes in parentheses, with `(`, `)` and `\` escaped
 * and every byte outside printable ASCII written as an octal escape (the file stays ASCII).
 */
export function pdfString(text: string): string {
  let out = '(';
  for (const byte of winAnsi(text)) {
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 32 || byte > 126) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

/** Text string for the information dictionary: UTF-16BE with byte order mark, hex-encoded. */
export function infoString(text: string): string {
  let hexText = 'FEFF';
  for (let i = 0; i < text.length; i++) hexText += text.charCodeAt(i).toString(16).padStart(4, '0');
  return `<${hexText.toUpperCase()}>`;
}
