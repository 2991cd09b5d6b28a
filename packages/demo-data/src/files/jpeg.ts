import { renderRgb, type RasterSpec } from './raster';

/** Options of {@link createJpeg}. */
export interface JpegSpec extends RasterSpec {
  /** IJG-style quality 1-100 scaling the standard quantisation tables (default 85). */
  quality?: number;
  /** Chroma subsampling: `420` (default, 2x2 luma blocks per MCU) or `444`. */
  subsampling?: '420' | '444';
  /** Optional COM segment text (ASCII). */
  comment?: string;
}

/** Zig-zag order: position k of the coded sequence is natural (row-major) index ZIGZAG[k]. */
export const ZIGZAG: readonly number[] = (() => {
  const order: number[] = [];
  for (let s = 0; s < 15; s++) {
    const rows: number[] = [];
    for (let r = Math.max(0, s - 7); r <= Math.min(7, s); r++) rows.push(r);
    if (s % 2 === 0) rows.reverse();
    for (const r of rows) order.push(r * 8 + (s - r));
  }
  return order;
})();

// ITU-T T.81 Annex K.1 quantisation tables (natural order) for quality 50.
const BASE_LUMA = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56,
  14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113,
  92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
const BASE_CHROMA = [
  17,
  18,
  24,
  47,
  99,
  99,
  99,
  99,
  18,
  21,
  26,
  66,
  99,
  99,
  99,
  99,
  24,
  26,
  56,
  99,
  99,
  99,
  99,
  99,
  47,
  66,
  99,
  99,
  99,
  99,
  99,
  99,
  ...new Array<number>(32).fill(99),
];

/** A Huffman table as DHT stores it: code counts per length 1-16, then the symbols. */
export interface HuffmanSpec {
  bits: readonly number[];
  values: readonly number[];
}

// ITU-T T.81 Annex K.3 typical Huffman tables. Each AC symbol list starts irregularly and ends
// with the remaining (run << 4 | size) symbols in ascending order, generated rather than typed.
const acValues = (head: readonly number[]) => {
  const rest: number[] = [];
  for (let r = 0; r < 16; r++) {
    for (let s = 1; s <= 10; s++) if (!head.includes((r << 4) | s)) rest.push((r << 4) | s);
  }
  return [...head, ...rest];
};
const AC_LUMA_HEAD = [
  0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07,
  0x22, 0x71, 0x14, 0x32, 0x81, 0x91, 0xa1, 0x08, 0x23, 0x42, 0xb1, 0xc1, 0x15, 0x52, 0xd1, 0xf0,
  0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0a, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x25, 0x26, 0x27, 0x28,
  0x29, 0x2a, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a,
];
const AC_CHROMA_HEAD = [
  0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61, 0x71,
  0x13, 0x22, 0x32, 0x81, 0x08, 0x14, 0x42, 0x91, 0xa1, 0xb1, 0xc1, 0x09, 0x23, 0x33, 0x52, 0xf0,
  0x15, 0x62, 0x72, 0xd1, 0x0a, 0x16, 0x24, 0x34, 0xe1, 0x25, 0xf1, 0x17, 0x18, 0x19, 0x1a, 0x26,
  0x27, 0x28, 0x29, 0x2a, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a,
];
const DIGITS = Array.from({ length: 12 }, (_, i) => i);
export const HUFFMAN = {
  dcLuma: { bits: [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0], values: DIGITS },
  dcChroma: { bits: [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0], values: DIGITS },
  acLuma: {
    bits: [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d],
    values: acValues(AC_LUMA_HEAD),
  },
  acChroma: {
    bits: [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77],
    values: acValues(AC_CHROMA_HEAD),
  },
} satisfies Record<string, HuffmanSpec>;

/** Canonical Huffman codes (T.81 Annex C), indexed by symbol: code bits and code length. */
export function huffmanCodes(spec: HuffmanSpec): { code: Uint16Array; length: Uint8Array } {
  const table = { code: new Uint16Array(256), length: new Uint8Array(256) };
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    for (let i = 0; i < (spec.bits[length - 1] ?? 0); i++) {
      const symbol = spec.values[k++] ?? 0;
      table.code[symbol] = code++;
      table.length[symbol] = length;
    }
    code <<= 1;
  }
  return table;
}

/** IJG quality scaling of a base table (natural order), clamped to 1-255. */
function scaleTable(base: readonly number[], quality: number): number[] {
  const q = Math.min(100, Math.max(1, Math.round(quality)));
  const scale = q < 50 ? 5000 / q : 200 - 2 * q;
  return base.map((v) => Math.min(255, Math.max(1, Math.floor((v * scale + 50) / 100))));
}

// DCT basis: COS[u * 8 + x] = C(u) / 2 * cos((2x + 1) u pi / 16).
const COS = Float64Array.from({ length: 64 }, (_, i) => {
  const u = Math.floor(i / 8);
  const x = i % 8;
  return ((u === 0 ? Math.SQRT1_2 : 1) / 2) * Math.cos(((2 * x + 1) * u * Math.PI) / 16);
});

/** Forward 8x8 DCT-II (separable, as T.81 A.3.3 defines it) of level-shifted samples into `out`. */
function fdct(block: Float64Array, tmp: Float64Array, out: Float64Array): void {
  for (let y = 0; y < 8; y++) {
    for (let u = 0; u < 8; u++) {
      let s = 0;
      for (let x = 0; x < 8; x++) s += COS[u * 8 + x]! * block[y * 8 + x]!;
      tmp[y * 8 + u] = s;
    }
  }
  for (let u = 0; u < 8; u++) {
    for (let v = 0; v < 8; v++) {
      let s = 0;
      for (let y = 0; y < 8; y++) s += COS[v * 8 + y]! * tmp[y * 8 + u]!;
      out[v * 8 + u] = s;
    }
  }
}

/** Accumulates bits MSB first, stuffing a 0x00 after every 0xFF byte of entropy-coded data. */
class BitWriter {
  private readonly bytes: number[] = [];
  private acc = 0;
  private count = 0;

  /** Appends the low `length` bits of `value` (length at most 16). */
  write(value: number, length: number): void {
    this.acc = (this.acc << length) | (value & ((1 << length) - 1));
    this.count += length;
    while (this.count >= 8) {
      this.count -= 8;
      const byte = (this.acc >> this.count) & 0xff;
      this.bytes.push(byte);
      if (byte === 0xff) this.bytes.push(0);
    }
    this.acc &= (1 << this.count) - 1;
  }

  /** Pads the last byte with 1 bits (T.81 F.1.2.3) and returns everything written. */
  finish(): Uint8Array {
    if (this.count > 0) this.write(0xff >> this.count, 8 - this.count);
    return Uint8Array.from(this.bytes);
  }
}

/** Magnitude category (number of bits) of a coefficient value. */
function category(value: number): number {
  let abs = Math.abs(value);
  let bits = 0;
  while (abs > 0) {
    bits++;
    abs >>= 1;
  }
  return bits;
}

function segment(marker: number, payload: readonly number[] | Uint8Array): Buffer {
  const out = Buffer.alloc(4 + payload.length);
  out.writeUInt16BE(0xff00 | marker, 0);
  out.writeUInt16BE(payload.length + 2, 2);
  out.set(payload, 4);
  return out;
}

/**
 * Encodes a baseline sequential JPEG (SOF0, 8-bit, Huffman) with a JFIF APP0 header: YCbCr from
 * RGB (JFIF / BT.601 full range), float DCT, the T.81 Annex K quantisation tables scaled by
 * `quality`, and the Annex K typical Huffman tables. Edges are padded by repeating the last row
 * and column. The same input always gives the same bytes.
 */
export function createJpeg(spec: JpegSpec): Buffer {
  const { width, height } = spec;
  const quality = spec.quality ?? 85;
  const rgb = renderRgb(spec);
  const h = spec.subsampling === '444' ? 1 : 2; // luma blocks per MCU side
  const mcu = 8 * h;
  const mcuCols = Math.ceil(width / mcu);
  const mcuRows = Math.ceil(height / mcu);

  // Full-resolution planes, level-shifted (-128), padded to whole MCUs by edge repetition.
  const pw = mcuCols * mcu;
  const ph = mcuRows * mcu;
  const planes = [new Float64Array(pw * ph), new Float64Array(pw * ph), new Float64Array(pw * ph)];
  for (let y = 0; y < ph; y++) {
    for (let x = 0; x < pw; x++) {
      const i = (Math.min(y, height - 1) * width + Math.min(x, width - 1)) * 3;
      const r = rgb[i] ?? 0;
      const g = rgb[i + 1] ?? 0;
      const b = rgb[i + 2] ?? 0;
      const o = y * pw + x;
      planes[0]![o] = 0.299 * r + 0.587 * g + 0.114 * b - 128;
      planes[1]![o] = -0.168736 * r - 0.331264 * g + 0.5 * b;
      planes[2]![o] = 0.5 * r - 0.418688 * g - 0.081312 * b;
    }
  }

  const qLuma = scaleTable(BASE_LUMA, quality);
  const qChroma = scaleTable(BASE_CHROMA, quality);
  const components = [
    {
      id: 1,
      sampling: h,
      quant: qLuma,
      dc: huffmanCodes(HUFFMAN.dcLuma),
      ac: huffmanCodes(HUFFMAN.acLuma),
    },
    {
      id: 2,
      sampling: 1,
      quant: qChroma,
      dc: huffmanCodes(HUFFMAN.dcChroma),
      ac: huffmanCodes(HUFFMAN.acChroma),
    },
    {
      id: 3,
      sampling: 1,
      quant: qChroma,
      dc: huffmanCodes(HUFFMAN.dcChroma),
      ac: huffmanCodes(HUFFMAN.acChroma),
    },
  ];
  const predictors = [0, 0, 0];
  const writer = new BitWriter();
  const emit = (codes: { code: Uint16Array; length: Uint8Array }, symbol: number) => {
    const length = codes.length[symbol] ?? 0;
    if (!length) throw new Error(`no Huffman code for symbol ${symbol}`);
    writer.write(codes.code[symbol] ?? 0, length);
  };
  const block = new Float64Array(64);
  const tmp = new Float64Array(64);
  const coefficients = new Float64Array(64);
  const zz = new Int32Array(64);

  for (let my = 0; my < mcuRows; my++) {
    for (let mx = 0; mx < mcuCols; mx++) {
      components.forEach((comp, c) => {
        const plane = planes[c]!;
        const step = h / comp.sampling; // full-resolution pixels per component sample
        for (let by = 0; by < comp.sampling; by++) {
          for (let bx = 0; bx < comp.sampling; bx++) {
            // Gather one 8x8 block, averaging step x step pixels per sample (chroma subsampling).
            for (let v = 0; v < 8; v++) {
              for (let u = 0; u < 8; u++) {
                const x0 = mx * mcu + (bx * 8 + u) * step;
                const y0 = my * mcu + (by * 8 + v) * step;
                let sum = 0;
                for (let dy = 0; dy < step; dy++) {
                  for (let dx = 0; dx < step; dx++) sum += plane[(y0 + dy) * pw + x0 + dx]!;
                }
                block[v * 8 + u] = sum / (step * step);
              }
            }
            fdct(block, tmp, coefficients);
            for (let k = 0; k < 64; k++) {
              const n = ZIGZAG[k]!;
              zz[k] = Math.round(coefficients[n]! / comp.quant[n]!);
            }
            // DC: difference to the previous block of this component.
            const diff = (zz[0] ?? 0) - (predictors[c] ?? 0);
            predictors[c] = zz[0] ?? 0;
            const dcSize = category(diff);
            emit(comp.dc, dcSize);
            if (dcSize) writer.write(diff < 0 ? diff - 1 : diff, dcSize);
            // AC: run-length of zeros + size, ZRL for 16 zeros, EOB after the last non-zero.
            let run = 0;
            for (let k = 1; k < 64; k++) {
              const value = zz[k] ?? 0;
              if (value === 0) {
                run++;
                continue;
              }
              while (run > 15) {
                emit(comp.ac, 0xf0);
                run -= 16;
              }
              const size = category(value);
              emit(comp.ac, (run << 4) | size);
              writer.write(value < 0 ? value - 1 : value, size);
              run = 0;
            }
            if (run > 0) emit(comp.ac, 0x00);
          }
        }
      });
    }
  }

  const dqt = [0, ...ZIGZAG.map((n) => qLuma[n] ?? 1), 1, ...ZIGZAG.map((n) => qChroma[n] ?? 1)];
  const dht = (
    [
      [0x00, HUFFMAN.dcLuma],
      [0x10, HUFFMAN.acLuma],
      [0x01, HUFFMAN.dcChroma],
      [0x11, HUFFMAN.acChroma],
    ] as const
  ).flatMap(([id, table]) => [id, ...table.bits, ...table.values]);
  const sof = [8, height >> 8, height & 255, width >> 8, width & 255, 3];
  for (const comp of components)
    sof.push(comp.id, (comp.sampling << 4) | comp.sampling, comp.id === 1 ? 0 : 1);
  const sos = [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0];
  const parts = [
    Buffer.from([0xff, 0xd8]), // SOI
    segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // APP0 JFIF 1.01, 1:1
  ];
  if (spec.comment) {
    parts.push(segment(0xfe, Buffer.from(spec.comment.replace(/[^\x20-\x7e]/g, '?'), 'latin1')));
  }
  parts.push(
    segment(0xdb, dqt),
    segment(0xc0, sof),
    segment(0xc4, dht),
    segment(0xda, sos),
    Buffer.from(writer.finish()),
    Buffer.from([0xff, 0xd9]), // EOI
  );
  return Buffer.concat(parts);
}
