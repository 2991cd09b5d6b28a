import { describe, expect, it } from 'vitest';
import {
  canPlaceOrder,
  dashboardTiles,
  isPorkUnit,
  readMarketSettings,
  type MarketSettings,
} from './dashboard-rules';
import type { Species } from '../../assets/species';

const PURCHASE = 'DXP_CAN_AccGrp_Purchase_Products';

describe('readMarketSettings', () => {
  it.each<[string, Record<string, unknown> | undefined, MarketSettings]>([
    ['no configuration', undefined, { species: null, supportPhone: null, supportEmail: null }],
    [
      'a full configuration',
      {
        dashboardTiles: ['pork', 'poultry'],
        supportPhone: '+1 800-555-0199',
        supportEmail: 'support.us@demo.test',
      },
      {
        species: ['pork', 'poultry'],
        supportPhone: '+1 800-555-0199',
        supportEmail: 'support.us@demo.test',
      },
    ],
    [
      'unknown keys, repeats, odd case and non-strings',
      { dashboardTiles: ['Pork', 'llama', 'pork', 7, ' cns '] },
      { species: ['pork', 'cns'], supportPhone: null, supportEmail: null },
    ],
    [
      'a tile list that is not a list',
      { dashboardTiles: 'pork', supportPhone: '  ', supportEmail: 42 },
      { species: null, supportPhone: null, supportEmail: null },
    ],
    [
      'an empty list',
      { dashboardTiles: [] },
      { species: [], supportPhone: null, supportEmail: null },
    ],
  ])('reads %s', (_, config, expected) => {
    expect(readMarketSettings(config)).toEqual(expected);
  });
});

describe('isPorkUnit', () => {
  it.each<[string | null | undefined, boolean]>([
    ['pork', true],
    [' Pork ', true],
    ['PORK', true],
    ['feed', false],
    ['porkchop', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (unit, expected) => {
    expect(isPorkUnit(unit)).toBe(expected);
  });
});

describe('canPlaceOrder', () => {
  const base = {
    country: 'us',
    lang: 'en',
    businessUnit: 'feed',
    groups: [PURCHASE],
    toggleCartEnabled: true,
    configCartEnabled: true,
  };
  it.each<[string, Partial<typeof base>, boolean]>([
    ['a US purchaser', {}, true],
    ['a user without the purchase group', { groups: [] }, false],
    ['the pork unit', { businessUnit: 'pork' }, false],
    ['a Korean page in English', { country: 'kr', lang: 'en' }, false],
    ['a Korean page in Korean', { country: 'kr', lang: 'ko' }, false],
    ['a br/pt page', { country: 'br', lang: 'pt' }, false],
    ['a Mexican purchaser', { country: 'mx', lang: 'es' }, true],
    ['the toggle off', { toggleCartEnabled: false }, false],
    ['the configured flag off', { configCartEnabled: false }, false],
  ])('%s → %s', (_, change, expected) => {
    expect(canPlaceOrder({ ...base, ...change })).toBe(expected);
  });
});

describe('dashboardTiles', () => {
  const keys = (input: Parameters<typeof dashboardTiles>[0]) =>
    dashboardTiles(input).map((tile) => tile.page);
  it.each<[string, boolean, boolean, Species[], string[]]>([
    [
      'a purchaser with two species',
      true,
      false,
      ['pork', 'cns'],
      ['orderbuilder', 'orders', 'documents', 'support', 'assets/pork', 'assets/cns'],
    ],
    ['a user who cannot order', false, false, [], ['orders', 'documents', 'support']],
    [
      'a pork user',
      false,
      true,
      ['pork'],
      ['orders', 'documents', 'support', 'porkdocuments', 'nutritioncloud', 'assets/pork'],
    ],
  ])('%s', (_, canOrder, isPork, species, expected) => {
    expect(keys({ canPlaceOrder: canOrder, isPork, species })).toEqual(expected);
  });

  it('marks species tiles apart from page tiles', () => {
    const tiles = dashboardTiles({ canPlaceOrder: false, isPork: false, species: ['equine'] });
    expect(tiles.at(-1)).toEqual({ kind: 'species', key: 'equine', page: 'assets/equine' });
    expect(tiles[0]).toEqual({ kind: 'page', key: 'orders', page: 'orders' });
  });
});
