import { describe, expect, it } from 'vitest';
import { fitTrack } from './column-fit';

describe('fitTrack', () => {
  it.each<[string[], string]>([
    // QA (issue 14): Korean amounts and Mexican badges were cut at 1366 px.
    [['₩9,083,716', '₩12,400'], 'minmax(max(6.5rem, calc(11ch + 1.5rem)), 1fr)'],
    [['Factura cancelada', 'Facturado'], 'minmax(max(6.5rem, calc(18ch + 1.5rem)), 1fr)'],
    [[], 'minmax(6.5rem, 1fr)'],
  ])('%j → %s', (texts, track) => {
    expect(fitTrack(texts, { floorRem: 6.5, paddingRem: 1.5 })).toBe(track);
  });
});
