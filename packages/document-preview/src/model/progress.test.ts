import { describe, expect, it } from 'vitest';
import { announcedStep, percentOf, showsProgress } from './progress';

const MB = 1024 * 1024;

describe('given a file on its way', () => {
  it.each([
    [0, 900 * 1024, false],
    [0, MB, false],
    [0, MB + 1, true],
    [2 * MB, null, true],
    [MB / 2, null, false],
  ])('shows progress after %d bytes of %s: %s', (received, total, shown) => {
    expect(showsProgress(received, total)).toBe(shown);
  });

  it('gives whole percents, never above 100, and none for an unknown size', () => {
    expect(percentOf(0, 4 * MB)).toBe(0);
    expect(percentOf(MB, 4 * MB)).toBe(25);
    expect(percentOf(4 * MB - 1, 4 * MB)).toBe(99);
    expect(percentOf(5 * MB, 4 * MB)).toBe(100);
    expect(percentOf(MB, null)).toBeNull();
  });

  it('announces quarters of a known size and each megabyte of an unknown one', () => {
    const quarters = [0, 0.2, 0.26, 0.5, 0.74, 0.99, 1].map((f) =>
      announcedStep(f * 8 * MB, 8 * MB),
    );
    expect(quarters).toEqual([0, 0, 25, 50, 50, 75, 100]);
    expect(announcedStep(2.5 * MB, null)).toBe(2);
  });
});
