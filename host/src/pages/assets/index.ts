export { AssetPage } from './asset-page';
export { SPECIES, isSpecies, type Species } from './species';
