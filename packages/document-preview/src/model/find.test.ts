import { describe, expect, it } from 'vitest';
import { firstMatchFrom, matchesInPage, stepMatch } from './find';

describe('given the text items of a page', () => {
  const items = ['Invoice 4711', 'Pig Starter Crumble', 'Starter total: starter'];

  it('finds every occurrence, whatever the case, with its item and offset', () => {
    expect(matchesInPage(2, items, '  starter ')).toEqual([
      { page: 2, item: 1, start: 4 },
      { page: 2, item: 2, start: 0 },
      { page: 2, item: 2, start: 15 },
    ]);
  });

  it('finds nothing for an empty query or a missing word', () => {
    expect(matchesInPage(1, items, '   ')).toEqual([]);
    expect(matchesInPage(1, items, 'quintal')).toEqual([]);
  });

  it('finds Hangul and accented words as they are written', () => {
    expect(matchesInPage(1, ['(주)한국사료 농장', 'Ração Aves'], '한국사료')).toEqual([
      { page: 1, item: 0, start: 3 },
    ]);
    expect(matchesInPage(1, ['(주)한국사료 농장', 'Ração Aves'], 'RAÇÃO')).toHaveLength(1);
  });
});

describe('given several matches', () => {
  it('steps forwards and backwards, wrapping at both ends', () => {
    expect(stepMatch(-1, 3, true)).toBe(0);
    expect(stepMatch(-1, 3, false)).toBe(2);
    expect(stepMatch(2, 3, true)).toBe(0);
    expect(stepMatch(0, 3, false)).toBe(2);
    expect(stepMatch(0, 0, true)).toBe(-1);
  });

  it('starts from the page the user is on', () => {
    const matches = [1, 3, 3, 5].map((page) => ({ page, item: 0, start: 0 }));
    expect(firstMatchFrom(matches, 3)).toBe(1);
    expect(firstMatchFrom(matches, 6)).toBe(0);
    expect(firstMatchFrom([], 1)).toBe(-1);
  });
});
