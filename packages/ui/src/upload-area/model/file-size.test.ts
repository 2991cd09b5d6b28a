import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

const KB = 1024;
const MB = 1024 * KB;

describe('given a file size', () => {
  it.each<[number, string, string]>([
    [0, 'us', '0 B'],
    [840, 'us', '840 B'],
    [1023, 'us', '1,023 B'],
    [KB, 'us', '1 KB'],
    [3.4 * KB, 'us', '3.4 KB'],
    [99.96 * KB, 'us', '100 KB'],
    [245 * KB, 'us', '245 KB'],
    [1023.97 * KB, 'us', '1.0 MB'],
    [10 * MB, 'us', '10 MB'],
    [10 * MB + 1, 'us', '10.1 MB'],
    [12.4 * MB, 'us', '12.4 MB'],
    [12.4 * MB, 'br', '12,4 MB'],
    [12.4 * MB, 'co', '12,4 MB'],
    [12.4 * MB, 'mx', '12.4 MB'],
    [1536 * MB, 'us', '1.5 GB'],
    [2048 * KB * MB, 'us', '2,048 GB'],
    [-1, 'us', ''],
    [Number.NaN, 'us', ''],
  ])('%d bytes in %s → %j', (bytes, country, expected) => {
    expect(formatFileSize(bytes, country)).toBe(expected);
  });
});
