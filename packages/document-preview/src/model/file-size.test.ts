import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('given the size of a file', () => {
  it.each([
    [0, 'us', '0 B'],
    [842, 'us', '842 B'],
    [1023, 'us', '1,023 B'],
    [1024, 'us', '1.0 KB'],
    [3_482, 'us', '3.4 KB'],
    [250_880, 'us', '245 KB'],
    [1_048_575, 'us', '1.0 MB'],
    [1_258_291, 'us', '1.2 MB'],
    [1_258_291, 'br', '1,2 MB'],
    [34_142, 'co', '33 KB'],
    [5 * 1024 ** 3, 'mx', '5.0 GB'],
    [-1, 'us', ''],
    [Number.NaN, 'us', ''],
    [null, 'us', ''],
  ])('%s bytes in %s read %j', (bytes, country, text) => {
    expect(formatFileSize(bytes, country)).toBe(text);
  });
});
