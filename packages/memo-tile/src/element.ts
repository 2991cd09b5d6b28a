/** Registers `<anp-memo-tile>` (its module registers on load). Safe to import twice. */
export { memoTileElement } from './memo-tile.element';
