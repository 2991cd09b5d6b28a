import { describe, expect, it } from 'vitest';
import { sampleAt, scaleSample, toRgba } from './tiff-colour';
import type { TiffPage } from './tiff-ifd';

describe('given a row of packed samples (TIFF 6.0 §3, §4), sample k', () => {
  it.each<[string, number[], number, number, boolean, number]>([
    ['1-bit, most significant bit first', [0b1010_0000], 2, 1, false, 1],
    ['1-bit, a cleared bit', [0b1010_0000], 1, 1, false, 0],
    ['2-bit, the third of a byte', [0b00_01_10_11], 2, 2, false, 2],
    ['4-bit, the low nibble', [0x3c], 1, 4, false, 0xc],
    ['8-bit, a byte', [7, 200, 9], 1, 8, false, 200],
    ['16-bit little-endian', [0x34, 0x12], 0, 16, true, 0x1234],
    ['16-bit big-endian', [0x12, 0x34], 0, 16, false, 0x1234],
  ])('%s', (_, row, k, bits, little, value) => {
    expect(sampleAt(Uint8Array.from(row), k, bits, little)).toBe(value);
  });
});

describe('given a sample of some bits, its 0..255 value', () => {
  it.each([
    [1, 1, 255],
    [1, 0, 0],
    [2, 1, 85],
    [4, 15, 255],
    [4, 8, 136],
    [8, 200, 200],
    [16, 0xfe01, 0xfe],
  ])('%i-bit %i is %i', (bits, value, scaled) => {
    expect(scaleSample(value, bits)).toBe(scaled);
  });
});

/** A one-row page of `width` pixels with the given layout. */
const page = (spec: Partial<TiffPage>): TiffPage => ({
  width: 2,
  height: 1,
  bitsPerSample: [8],
  samplesPerPixel: 1,
  compression: 1,
  photometric: 1,
  planar: 1,
  predictor: 1,
  fillOrder: 1,
  sampleFormat: 1,
  extraSample: -1,
  rowsPerStrip: 1,
  stripOffsets: [],
  stripByteCounts: [],
  colorMap: null,
  tiled: false,
  ...spec,
});

const rgbaOf = (spec: Partial<TiffPage>, planes: number[][]) => {
  const data = planes.map((p) => Uint8Array.from(p));
  return [...toRgba({ data, rowBytes: data[0]?.length ?? 0 }, page(spec), true)];
};

describe('given two pixels of a page, their RGBA (TIFF 6.0 §3-§6, §18)', () => {
  it.each<[string, Partial<TiffPage>, number[][], number[]]>([
    ['BlackIsZero grey', { photometric: 1 }, [[0, 200]], [0, 0, 0, 255, 200, 200, 200, 255]],
    [
      'WhiteIsZero grey, inverted',
      { photometric: 0 },
      [[0, 200]],
      [255, 255, 255, 255, 55, 55, 55, 255],
    ],
    [
      'chunky RGB',
      { photometric: 2, samplesPerPixel: 3, bitsPerSample: [8, 8, 8] },
      [[1, 2, 3, 4, 5, 6]],
      [1, 2, 3, 255, 4, 5, 6, 255],
    ],
    [
      'planar RGB',
      { photometric: 2, samplesPerPixel: 3, bitsPerSample: [8, 8, 8], planar: 2 },
      [
        [1, 4],
        [2, 5],
        [3, 6],
      ],
      [1, 2, 3, 255, 4, 5, 6, 255],
    ],
    [
      'RGB with unassociated alpha',
      { photometric: 2, samplesPerPixel: 4, bitsPerSample: [8, 8, 8, 8], extraSample: 2 },
      [[10, 20, 30, 128, 10, 20, 30, 0]],
      [10, 20, 30, 128, 10, 20, 30, 0],
    ],
    [
      'RGB with premultiplied alpha, divided back',
      { photometric: 2, samplesPerPixel: 4, bitsPerSample: [8, 8, 8, 8], extraSample: 1 },
      [[51, 51, 51, 102, 10, 20, 30, 255]],
      [128, 128, 128, 102, 10, 20, 30, 255],
    ],
    [
      'RGB with an unspecified extra sample, opaque',
      { photometric: 2, samplesPerPixel: 4, bitsPerSample: [8, 8, 8, 8], extraSample: 0 },
      [[10, 20, 30, 7, 40, 50, 60, 9]],
      [10, 20, 30, 255, 40, 50, 60, 255],
    ],
    [
      '1-bit palette, its 16-bit colour map read by the high byte',
      {
        photometric: 3,
        bitsPerSample: [1],
        colorMap: [0xff00, 0x0100, 0x8000, 0x0200, 0x0000, 0xffff],
      },
      [[0b0100_0000]],
      [255, 128, 0, 255, 1, 2, 255, 255],
    ],
  ])('%s', (_, spec, planes, rgba) => {
    expect(rgbaOf(spec, planes)).toEqual(rgba);
  });
});
