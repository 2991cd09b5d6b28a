import { SPECIES, type Species } from '@anp/core';

export { SPECIES, type Species };

/** Exact check that a string is one of {@link SPECIES}. */
export function isSpecies(value: string): value is Species {
  return (SPECIES as readonly string[]).includes(value);
}

/** What an asset page shows for a species key. */
export type AssetAvailability =
  /** The key is a species the market offers (or the market's list is unknown, see below). */
  | 'available'
  /** Not one of the ten keys at all. */
  | 'unknown'
  /** A real species, but not among the market's dashboard tiles. */
  | 'not-offered';

/**
 * Whether an asset page can be shown. `marketSpecies` is the market's tile list, or null when
 * it is not known (the market configuration failed or has no list): then every real species is
 * shown, as the dashboard keeps its fixed tiles when the configuration fails.
 */
export function assetAvailability(
  species: string,
  marketSpecies: readonly Species[] | null,
): AssetAvailability {
  if (!isSpecies(species)) return 'unknown';
  if (marketSpecies !== null && !marketSpecies.includes(species)) return 'not-offered';
  return 'available';
}
