import { describe, expect, it } from 'vitest';
import { moveIndex } from './menu-keys';

describe('given a list of items and a key', () => {
  it.each<[string, number, number, 'vertical' | 'horizontal', number | null]>([
    ['ArrowDown', 0, 3, 'vertical', 1],
    ['ArrowDown', 2, 3, 'vertical', 0],
    ['ArrowDown', -1, 3, 'vertical', 0],
    ['ArrowUp', 0, 3, 'vertical', 2],
    ['ArrowUp', -1, 3, 'vertical', 2],
    ['Home', 2, 3, 'vertical', 0],
    ['End', 0, 3, 'vertical', 2],
    ['ArrowRight', 0, 3, 'vertical', null],
    ['ArrowRight', 2, 3, 'horizontal', 0],
    ['ArrowLeft', 0, 3, 'horizontal', 2],
    ['ArrowDown', 0, 3, 'horizontal', null],
    ['Enter', 0, 3, 'vertical', null],
    ['ArrowDown', 0, 0, 'vertical', null],
  ])('%s from %i of %i (%s) goes to %s', (key, current, count, orientation, expected) => {
    expect(moveIndex(key, current, count, orientation)).toBe(expected);
  });
});
