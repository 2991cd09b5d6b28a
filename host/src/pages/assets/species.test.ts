import { describe, expect, it } from 'vitest';
import {
  assetAvailability,
  isSpecies,
  SPECIES,
  type AssetAvailability,
  type Species,
} from './species';

describe('isSpecies', () => {
  it.each(SPECIES)('%s is a species', (key) => {
    expect(isSpecies(key)).toBe(true);
  });
  it.each(['', 'llama', 'Pork', 'assets', 'pork '])('%j is not', (key) => {
    expect(isSpecies(key)).toBe(false);
  });
});

describe('assetAvailability', () => {
  it.each<[string, Species[] | null, AssetAvailability]>([
    ['pork', ['pork', 'poultry'], 'available'],
    ['equine', ['pork', 'poultry'], 'not-offered'],
    ['llama', ['pork'], 'unknown'],
    ['llama', null, 'unknown'],
    ['equine', null, 'available'],
    ['cns', [], 'not-offered'],
  ])('%s with market tiles %j → %s', (species, market, expected) => {
    expect(assetAvailability(species, market)).toBe(expected);
  });
});
