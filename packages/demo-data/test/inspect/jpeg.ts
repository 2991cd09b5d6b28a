/** A baseline JPEG reader: the marker segments and a Huffman decoder (SOF0, any sampling). */
import type { DecodedImage } from './raster';

export interface JpegSegment {
  marker: number;
  offset: number;
  /** Payload without the marker and length bytes. */
  data: Buffer;
}

/**
 * Walks the marker segments of a JPEG from SOI to EOI, checking that every length chains to the
 * next marker; the entropy-coded data after SOS is skipped (stuffed 0xFF00 and RSTn allowed).
 */
export function jpegSegments(file: Buffer): { segments: JpegSegment[]; scanData: Buffer[] } {
  if (file[0] !== 0xff || file[1] !== 0xd8) throw new Error('missing SOI');
  const segments: JpegSegment[] = [];
  const scanData: Buffer[] = [];
  let at = 2;
  for (;;) {
    if (file[at] !== 0xff) throw new Error(`expected a marker at ${at}`);
    const marker = file[at + 1] ?? 0;
    if (marker === 0xd9) {
      if (at + 2 !== file.length) throw new Error('data after EOI');
      return { segments, scanData };
    }
    const length = file.readUInt16BE(at + 2);
    segments.push({ marker, offset: at, data: file.subarray(at + 4, at + 2 + length) });
    at += 2 + length;
    if (marker === 0xda) {
      const start = at;
      while (
        at < file.length &&
        !(
          file[at] === 0xff &&
          (file[at + 1] ?? 0) !== 0 &&
          ((file[at + 1] ?? 0) < 0xd0 || (file[at + 1] ?? 0) > 0xd7)
        )
      )
        at++;
      scanData.push(file.subarray(start, at));
    }
    if (at >= file.length) throw new Error('ran past the end without EOI');
  }
}

/** Decodes a baseline (SOF0) Huffman JPEG with 1 or 3 components, any sampling factors. */
export function decodeJpeg(file: Buffer): DecodedImage {
  const { segments, scanData } = jpegSegments(file);
  const quant = new Map<number, number[]>();
  const huffman = new Map<number, Map<number, number>>(); // class<<4|id -> (length<<16|code) -> symbol
  let frame:
    | { width: number; height: number; comps: { id: number; h: number; v: number; tq: number }[] }
    | undefined;
  let scan: { id: number; td: number; ta: number }[] = [];
  for (const { marker, data } of segments) {
    if (marker === 0xdb) {
      for (let i = 0; i < data.length; i += 65) {
        if ((data[i] ?? 0) >> 4 !== 0) throw new Error('16-bit tables unsupported');
        quant.set((data[i] ?? 0) & 15, [...data.subarray(i + 1, i + 65)]);
      }
    } else if (marker === 0xc0) {
      const comps = [];
      for (let c = 0; c < (data[5] ?? 0); c++) {
        const sampling = data[7 + c * 3] ?? 0x11;
        comps.push({
          id: data[6 + c * 3] ?? 0,
          h: sampling >> 4,
          v: sampling & 15,
          tq: data[8 + c * 3] ?? 0,
        });
      }
      frame = { height: data.readUInt16BE(1), width: data.readUInt16BE(3), comps };
    } else if (
      marker >= 0xc1 &&
      marker <= 0xcf &&
      marker !== 0xc4 &&
      marker !== 0xc8 &&
      marker !== 0xcc
    ) {
      throw new Error('only baseline JPEG is supported');
    } else if (marker === 0xc4) {
      let i = 0;
      while (i < data.length) {
        const key = data[i] ?? 0;
        const bits = [...data.subarray(i + 1, i + 17)];
        const values = data.subarray(i + 17, i + 17 + bits.reduce((a, b) => a + b, 0));
        const table = new Map<number, number>();
        let code = 0;
        let k = 0;
        bits.forEach((n, index) => {
          for (let j = 0; j < n; j++) table.set(((index + 1) << 16) | code++, values[k++] ?? 0);
          code <<= 1;
        });
        huffman.set(key, table);
        i += 17 + values.length;
      }
    } else if (marker === 0xda) {
      scan = Array.from({ length: data[0] ?? 0 }, (_, c) => ({
        id: data[1 + c * 2] ?? 0,
        td: (data[2 + c * 2] ?? 0) >> 4,
        ta: (data[2 + c * 2] ?? 0) & 15,
      }));
    }
  }
  if (!frame || scan.length !== frame.comps.length) throw new Error('missing frame or scan');
  const { width, height, comps } = frame;

  // Unstuff the entropy-coded data and read it bit by bit.
  const bytes: number[] = [];
  const data = scanData[0] ?? Buffer.alloc(0);
  for (let i = 0; i < data.length; i++) {
    bytes.push(data[i] ?? 0);
    if (data[i] === 0xff) i++;
  }
  let bitPos = 0;
  const bit = () => {
    const byte = bytes[bitPos >> 3];
    if (byte === undefined) throw new Error('entropy data ended early');
    return (byte >> (7 - (bitPos++ & 7))) & 1;
  };
  const receive = (n: number) => {
    let v = 0;
    for (let i = 0; i < n; i++) v = (v << 1) | bit();
    return v;
  };
  const extend = (v: number, n: number) => (n === 0 ? 0 : v < 1 << (n - 1) ? v - (1 << n) + 1 : v);
  const decode = (table: Map<number, number>) => {
    let code = 0;
    for (let length = 1; length <= 16; length++) {
      code = (code << 1) | bit();
      const symbol = table.get((length << 16) | code);
      if (symbol !== undefined) return symbol;
    }
    throw new Error('bad Huffman code');
  };

  const zigzag: number[] = [];
  for (let s = 0; s < 15; s++) {
    for (let i = 0; i < 8; i++) {
      const r = s % 2 === 0 ? Math.min(7, s) - i : Math.max(0, s - 7) + i;
      const c = s - r;
      if (r >= 0 && r < 8 && c >= 0 && c < 8) zigzag.push(r * 8 + c);
    }
  }
  const hMax = Math.max(...comps.map((c) => c.h));
  const vMax = Math.max(...comps.map((c) => c.v));
  const mcuX = Math.ceil(width / (8 * hMax));
  const mcuY = Math.ceil(height / (8 * vMax));
  const planes = comps.map((c) => ({
    w: mcuX * c.h * 8,
    samples: new Float64Array(mcuX * c.h * 8 * mcuY * c.v * 8),
  }));
  const cos = (x: number, u: number) =>
    ((u === 0 ? Math.SQRT1_2 : 1) / 2) * Math.cos(((2 * x + 1) * u * Math.PI) / 16);
  const predictors = comps.map(() => 0);

  for (let my = 0; my < mcuY; my++) {
    for (let mx = 0; mx < mcuX; mx++) {
      comps.forEach((comp, ci) => {
        const q = quant.get(comp.tq) ?? [];
        const dc = huffman.get(scan[ci]?.td ?? 0) ?? new Map<number, number>();
        const ac = huffman.get(0x10 | (scan[ci]?.ta ?? 0)) ?? new Map<number, number>();
        for (let by = 0; by < comp.v; by++) {
          for (let bx = 0; bx < comp.h; bx++) {
            const coef = new Float64Array(64);
            const t = decode(dc);
            predictors[ci] = (predictors[ci] ?? 0) + extend(receive(t), t);
            coef[0] = (predictors[ci] ?? 0) * (q[0] ?? 1);
            for (let k = 1; k < 64;) {
              const rs = decode(ac);
              const r = rs >> 4;
              const s = rs & 15;
              if (s === 0) {
                if (r !== 15) break;
                k += 16;
                continue;
              }
              k += r;
              coef[zigzag[k] ?? 0] = extend(receive(s), s) * (q[k] ?? 1);
              k++;
            }
            const plane = planes[ci];
            if (!plane) continue;
            for (let y = 0; y < 8; y++) {
              for (let x = 0; x < 8; x++) {
                let sum = 0;
                for (let v = 0; v < 8; v++) {
                  for (let u = 0; u < 8; u++) sum += cos(x, u) * cos(y, v) * (coef[v * 8 + u] ?? 0);
                }
                const px = (mx * comp.h + bx) * 8 + x;
                const py = (my * comp.v + by) * 8 + y;
                plane.samples[py * plane.w + px] = sum + 128;
              }
            }
          }
        }
      });
    }
  }

  const rgb = new Uint8Array(width * height * 3);
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sample = (ci: number) => {
        const comp = comps[ci];
        const plane = planes[ci];
        if (!comp || !plane) return 128;
        return (
          plane.samples[
            Math.floor((y * comp.v) / vMax) * plane.w + Math.floor((x * comp.h) / hMax)
          ] ?? 0
        );
      };
      const Y = sample(0);
      const cb = comps.length === 3 ? sample(1) - 128 : 0;
      const cr = comps.length === 3 ? sample(2) - 128 : 0;
      const i = (y * width + x) * 3;
      rgb[i] = clamp(Y + 1.402 * cr);
      rgb[i + 1] = clamp(Y - 0.344136 * cb - 0.714136 * cr);
      rgb[i + 2] = clamp(Y + 1.772 * cb);
    }
  }
  return { width, height, rgb };
}
