import { describe, expect, it } from 'vitest';
import { fitTrack } from './column-fit';

describe('fitTrack', () => {
  it.each<[string[], number, string]>([
    // QA (issue 14): Korean amounts and Mexican badges were cut at 1366 px.
    [['₩9,083,716', '₩12,400'], 1, 'minmax(max(6.5rem, calc(10ch + 1.5rem)), 1fr)'],
    [['Factura cancelada', 'Facturado'], 0.85, 'minmax(max(6.5rem, calc(14.5ch + 1.5rem)), 1fr)'],
    [[], 1, 'minmax(6.5rem, 1fr)'],
  ])('%j at %d ch a character → %s', (texts, chPerChar, track) => {
    expect(fitTrack(texts, { floorRem: 6.5, paddingRem: 1.5, chPerChar })).toBe(track);
  });
});
