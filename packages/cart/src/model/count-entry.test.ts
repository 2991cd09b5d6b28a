import { describe, expect, it } from 'vitest';
import { parseCount } from './count-entry';

// ordering.md §5: quantities and pallets are whole numbers; what is not one is not saved.
describe('parseCount (ordering.md §5 quantity rules)', () => {
  it.each([
    ['35', 35],
    [' 40 ', 40],
    ['0', 0],
    ['007', 7],
    ['9999999', 9999999],
    ['', null],
    ['   ', null],
    ['12.5', 'invalid'],
    ['1,000', 'invalid'],
    ['-5', 'invalid'],
    ['2O', 'invalid'],
    ['10000000', 'invalid'],
  ] as const)('reads %j as %j', (text, expected) => {
    expect(parseCount(text)).toBe(expected);
  });
});
