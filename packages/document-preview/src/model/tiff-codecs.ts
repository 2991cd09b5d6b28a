/**
 * The two compressions of TIFF 6.0 that scanned business documents use besides none: PackBits
 * (Compression 32773, baseline) and LZW (Compression 5). Pure functions over bytes.
 */

/**
 * Expands PackBits (TIFF 6.0 §9): a header byte n in 0..127 copies the next n+1 bytes, -1..-127
 * repeats the next byte 1-n times, -128 is skipped. Stops after `expected` bytes, so padding
 * or a stray run at the end of a strip cannot overflow the row buffer.
 */
export function unpackBits(input: Uint8Array, expected: number): Uint8Array {
  const out = new Uint8Array(expected);
  let at = 0;
  let i = 0;
  while (at < expected && i < input.length) {
    const header = input[i++] ?? 0;
    const n = header > 127 ? header - 256 : header;
    if (n >= 0) {
      const count = Math.min(n + 1, expected - at, input.length - i);
      out.set(input.subarray(i, i + count), at);
      at += count;
      i += n + 1;
    } else if (n !== -128) {
      const value = input[i++] ?? 0;
      const count = Math.min(1 - n, expected - at);
      out.fill(value, at, at + count);
      at += count;
    }
  }
  return out;
}

const CLEAR = 256;
const END = 257;
const FIRST = 258;
const TABLE = 4096;

/**
 * Decodes TIFF LZW (TIFF 6.0 §13): codes written most significant bit first, 9 to 12 bits wide,
 * growing one code early (when the next free entry is 511, 1023 or 2047, as libtiff writes
 * them), Clear (256) and EndOfInformation (257). Stops after `expected` bytes. Corrupt input
 * (a code beyond the table) ends the strip; what was decoded so far is kept.
 */
export function lzwDecode(input: Uint8Array, expected: number): Uint8Array {
  const out = new Uint8Array(expected);
  // Entry k is its prefix entry followed by one byte; its length and first byte are cached.
  const prefix = new Int16Array(TABLE);
  const suffix = new Uint8Array(TABLE);
  const length = new Uint16Array(TABLE);
  const first = new Uint8Array(TABLE);
  for (let k = 0; k < 256; k += 1) {
    suffix[k] = k;
    first[k] = k;
    length[k] = 1;
    prefix[k] = -1;
  }
  let at = 0;
  let width = 9;
  let next = FIRST;
  let previous = -1;
  let bits = 0;
  let bitCount = 0;
  let i = 0;

  const write = (code: number) => {
    const size = length[code] ?? 0;
    // Written back to front by walking the prefixes; the part past `expected` is dropped.
    let k = code;
    for (let p = at + size - 1; p >= at; p -= 1) {
      if (p < expected) out[p] = suffix[k] ?? 0;
      k = prefix[k] ?? -1;
    }
    at += size;
  };

  while (at < expected) {
    while (bitCount < width && i < input.length) {
      bits = ((bits << 8) | (input[i++] ?? 0)) >>> 0;
      bitCount += 8;
    }
    if (bitCount < width) break;
    const code = (bits >>> (bitCount - width)) & ((1 << width) - 1);
    bitCount -= width;
    bits &= (1 << bitCount) - 1;

    if (code === END) break;
    if (code === CLEAR) {
      width = 9;
      next = FIRST;
      previous = -1;
      continue;
    }
    if (previous === -1) {
      if (code > 255) break;
      write(code);
      previous = code;
      continue;
    }
    if (code > next || (code === next && next >= TABLE)) break;
    const known = code < next;
    if (next < TABLE) {
      prefix[next] = previous;
      suffix[next] = known ? (first[code] ?? 0) : (first[previous] ?? 0);
      length[next] = (length[previous] ?? 0) + 1;
      first[next] = first[previous] ?? 0;
      next += 1;
    }
    write(code);
    previous = code;
    if (next + 1 >= 1 << width && width < 12) width += 1;
  }
  return out;
}
