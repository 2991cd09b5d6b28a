/**
 * A page's samples turned into RGBA (TIFF 6.0 §3-§6, §18): bilevel and greyscale (WhiteIsZero or
 * BlackIsZero), palette and RGB, with an alpha extra sample (associated or not).
 */
import type { TiffPage } from './tiff-ifd';
import type { Planes } from './tiff-strips';

/** Sample k of a row packed at `bits` per sample (1 to 8 MSB first, or 16 in file order). */
export function sampleAt(row: Uint8Array, k: number, bits: number, little: boolean): number {
  if (bits === 8) return row[k] ?? 0;
  if (bits === 16) {
    const a = row[k * 2] ?? 0;
    const b = row[k * 2 + 1] ?? 0;
    return little ? a | (b << 8) : (a << 8) | b;
  }
  const bit = k * bits;
  const byte = row[bit >> 3] ?? 0;
  return (byte >> (8 - bits - (bit & 7))) & ((1 << bits) - 1);
}

/**
 * A sample read as 0..255: 8 bits as they are, 16 bits by their high byte, fewer bits spread over
 * the range (a 4-bit 15 is 255).
 */
export function scaleSample(value: number, bits: number): number {
  if (bits === 8) return value;
  if (bits === 16) return value >> 8;
  return Math.round((value * 255) / ((1 << bits) - 1));
}

/**
 * The page's pixels as RGBA, 4 bytes per pixel, rows top to bottom (as ImageData wants them).
 * Grey is inverted for WhiteIsZero; a palette index reads its 16-bit colour map entries; only
 * the first extra sample counts, and only when it is alpha; premultiplied colours are divided
 * back by their alpha.
 */
export function toRgba(
  planes: Planes,
  page: TiffPage,
  little: boolean,
): Uint8ClampedArray<ArrayBuffer> {
  const { width, height, samplesPerPixel, photometric } = page;
  const bits = page.bitsPerSample[0] ?? 1;
  const { data, rowBytes } = planes;
  const chunky = data.length === 1;
  const scale = (v: number) => scaleSample(v, bits);
  const rgba = new Uint8ClampedArray(width * height * 4);

  const sample = (x: number, y: number, s: number): number => {
    if (chunky) {
      const row = (data[0] as Uint8Array).subarray(y * rowBytes, (y + 1) * rowBytes);
      return sampleAt(row, x * samplesPerPixel + s, bits, little);
    }
    const row = (data[s] as Uint8Array).subarray(y * rowBytes, (y + 1) * rowBytes);
    return sampleAt(row, x, bits, little);
  };

  const colours = photometric === 3 ? 1 : photometric === 2 ? 3 : 1;
  const alphaSample =
    samplesPerPixel > colours && (page.extraSample === 1 || page.extraSample === 2) ? colours : -1;
  const premultiplied = page.extraSample === 1;
  const map = page.colorMap ?? [];
  const entries = 1 << bits;

  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const o = (y * width + x) * 4;
      let r: number;
      let g: number;
      let b: number;
      if (photometric === 2) {
        r = scale(sample(x, y, 0));
        g = scale(sample(x, y, 1));
        b = scale(sample(x, y, 2));
      } else if (photometric === 3) {
        const i = sample(x, y, 0);
        r = (map[i] ?? 0) >> 8;
        g = (map[entries + i] ?? 0) >> 8;
        b = (map[2 * entries + i] ?? 0) >> 8;
      } else {
        const v = scale(sample(x, y, 0));
        r = g = b = photometric === 0 ? 255 - v : v;
      }
      const a = alphaSample >= 0 ? scale(sample(x, y, alphaSample)) : 255;
      if (premultiplied && a > 0 && a < 255) {
        r = (r * 255) / a;
        g = (g * 255) / a;
        b = (b * 255) / a;
      }
      rgba[o] = r;
      rgba[o + 1] = g;
      rgba[o + 2] = b;
      rgba[o + 3] = a;
    }
  }
  return rgba;
}
