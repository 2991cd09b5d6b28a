import { describe, expect, it } from 'vitest';
import { readPlanes, reverseBits, undoPredictor } from './tiff-strips';
import { TiffError } from './tiff-error';
import type { TiffPage } from './tiff-ifd';

describe('given bytes written least significant bit first (FillOrder 2)', () => {
  it.each([
    [0b0000_0001, 0b1000_0000],
    [0b1100_1010, 0b0101_0011],
    [0xff, 0xff],
    [0x00, 0x00],
  ])('%i reads as %i', (written, read) => {
    expect([...reverseBits(Uint8Array.of(written))]).toEqual([read]);
  });
});

describe('given a row stored as differences (TIFF 6.0 §14 horizontal predictor)', () => {
  it.each<[string, number[], number, number, number, boolean, number[]]>([
    ['8-bit grey', [10, 1, 1, 253], 1, 4, 8, true, [10, 11, 12, 9]],
    ['8-bit RGB, each sample from its own', [1, 2, 3, 1, 1, 1], 3, 2, 8, true, [1, 2, 3, 2, 3, 4]],
    [
      '16-bit little-endian grey',
      [0xff, 0x00, 0x02, 0x00],
      1,
      2,
      16,
      true,
      [0xff, 0x00, 0x01, 0x01],
    ],
    ['16-bit big-endian grey', [0x00, 0xff, 0x00, 0x02], 1, 2, 16, false, [0x00, 0xff, 0x01, 0x01]],
  ])('%s', (_, stored, samples, width, bits, little, row) => {
    const data = Uint8Array.from(stored);
    undoPredictor(data, samples, width, bits, little);
    expect([...data]).toEqual(row);
  });
});

const page = (spec: Partial<TiffPage>): TiffPage => ({
  width: 2,
  height: 2,
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
  stripOffsets: [0, 2],
  stripByteCounts: [2, 2],
  colorMap: null,
  tiled: false,
  ...spec,
});

describe('given the strips of a page, its planes', () => {
  const file = Uint8Array.of(1, 2, 3, 4, 5, 6);
  it.each<[string, Partial<TiffPage>, number[][], number]>([
    ['two strips of one row each', {}, [[1, 2, 3, 4]], 2],
    [
      'one strip of both rows',
      { rowsPerStrip: 2, stripOffsets: [2], stripByteCounts: [4] },
      [[3, 4, 5, 6]],
      2,
    ],
    ['a short strip, zero-filled', { stripByteCounts: [2, 1] }, [[1, 2, 3, 0]], 2],
    [
      'an uncompressed strip without byte counts, as long as its rows',
      { stripByteCounts: [] },
      [[1, 2, 3, 4]],
      2,
    ],
    [
      'planar samples, a plane each',
      {
        width: 1,
        samplesPerPixel: 2,
        bitsPerSample: [8, 8],
        planar: 2,
        stripOffsets: [0, 1, 2, 3],
        stripByteCounts: [1, 1, 1, 1],
      },
      [
        [1, 2],
        [3, 4],
      ],
      1,
    ],
  ])('%s', (_, spec, planes, rowBytes) => {
    const read = readPlanes(file, page(spec), true);
    expect(read.data.map((p) => [...p])).toEqual(planes);
    expect(read.rowBytes).toBe(rowBytes);
  });

  it('refuses a strip that points past the end of the file', () => {
    expect(() => readPlanes(file, page({ stripOffsets: [0, 5] }), true)).toThrow(TiffError);
  });
});
