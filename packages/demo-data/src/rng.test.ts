import { describe, expect, it } from 'vitest';
import { Rng, SEED, hashString, rngFor } from './rng';

const take = (rng: Rng, n: number): number[] => Array.from({ length: n }, () => rng.next());

describe('given the seeded generator', () => {
  it('gives the same sequence for the same seed', () => {
    expect(take(new Rng(42), 100)).toEqual(take(new Rng(42), 100));
    expect(take(rngFor('orders'), 50)).toEqual(take(rngFor('orders'), 50));
  });

  it('gives different sequences for different seeds and labels', () => {
    expect(take(new Rng(1), 10)).not.toEqual(take(new Rng(2), 10));
    expect(take(rngFor('orders'), 10)).not.toEqual(take(rngFor('accounts'), 10));
    expect(take(rngFor('orders', SEED), 10)).not.toEqual(take(rngFor('orders', SEED + 1), 10));
  });

  it('is mulberry32: the published first outputs for seed 1 on every machine', () => {
    expect(take(new Rng(1), 3)).toEqual([
      0.6270739405881613, 0.002735721180215478, 0.5274470399599522,
    ]);
  });

  it('keeps next() in [0, 1)', () => {
    for (const value of take(new Rng(7), 10_000)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('keeps int() within both ends and reaches each of them', () => {
    const rng = new Rng(3);
    const seen = new Set<number>();
    for (let i = 0; i < 5_000; i += 1) {
      const value = rng.int(-2, 3);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(-2);
      expect(value).toBeLessThanOrEqual(3);
      seen.add(value);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3]);
    expect(rng.int(5, 5)).toBe(5);
  });

  it('rejects impossible ranges and empty lists', () => {
    const rng = new Rng(3);
    expect(() => rng.int(3, 2)).toThrow(RangeError);
    expect(() => rng.int(0.5, 2)).toThrow(RangeError);
    expect(() => rng.pick([])).toThrow(RangeError);
    expect(() => rng.weighted([])).toThrow(RangeError);
    expect(() => rng.weighted([['a', 0]])).toThrow(RangeError);
  });

  it('picks only listed values, and weighted() never picks a zero weight', () => {
    const rng = new Rng(11);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 3_000; i += 1) {
      expect(['x', 'y']).toContain(rng.pick(['x', 'y']));
      counts[
        rng.weighted<'a' | 'b' | 'c'>([
          ['a', 3],
          ['b', 1],
          ['c', 0],
        ])
      ] += 1;
    }
    expect(counts.c).toBe(0);
    expect(counts.a).toBeGreaterThan(counts.b * 2);
  });

  it('shuffles into a permutation without changing the input; sample() gives distinct values', () => {
    const input = Array.from({ length: 50 }, (_, i) => i);
    const rng = new Rng(5);
    const shuffled = rng.shuffle(input);
    expect(input).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect([...shuffled].sort((a, b) => a - b)).toEqual(input);
    expect(shuffled).not.toEqual(input);
    const sample = rng.sample(input, 10);
    expect(new Set(sample).size).toBe(10);
    expect(rng.sample(input, 80)).toHaveLength(50);
  });

  it('draws chars only from the alphabet; chance(0) and chance(1) are certain', () => {
    const rng = new Rng(9);
    expect(rng.chars('AB', 200)).toMatch(/^[AB]{200}$/);
    expect(take(rng, 0)).toEqual([]);
    for (let i = 0; i < 100; i += 1) {
      expect(rng.chance(0)).toBe(false);
      expect(rng.chance(1)).toBe(true);
    }
  });

  it('hashes strings with FNV-1a', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
  });
});
