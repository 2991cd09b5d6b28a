import { describe, expect, it } from 'vitest';
import type { Account, UserContext } from '@anp/core';
import {
  canPlaceOrder,
  canRaiseComplaint,
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
      ['orderbuilder', 'orders', 'arbalance', 'documents', 'support', 'assets/pork', 'assets/cns'],
    ],
    ['a user who cannot order', false, false, [], ['orders', 'arbalance', 'documents', 'support']],
    [
      'a pork user',
      false,
      true,
      ['pork'],
      [
        'orders',
        'arbalance',
        'documents',
        'support',
        'porkdocuments',
        'nutritioncloud',
        'assets/pork',
      ],
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

describe('canRaiseComplaint', () => {
  const ADMIN = 'DXP_CAN_AccGrp_User_Management';
  const account = { id: 'acc-1', businessUnit: 'feed' } as Account;
  const context = (
    user: { groups?: string[]; roles?: string[]; userType?: string },
    businessUnit: string | null,
    selectedAccount: Account | null = account,
  ) =>
    ({
      userType: user.userType ?? 'External',
      businessUnit,
      selectedAccount,
      user: {
        userType: user.userType ?? 'External',
        customerType: 'Retailer',
        groups: user.groups ?? [],
        roles: user.roles ?? [],
        businessUnit,
      },
    }) as unknown as UserContext;
  const page = { internalGroup: 'DXP_Internal_Users', country: 'us', lang: 'en' };

  it.each<[string, UserContext, boolean]>([
    ['a feed customer with an account', context({ groups: [PURCHASE] }, 'feed'), true],
    ['a customer without the purchase group', context({}, 'feed'), true],
    ['an internal user', context({ userType: 'Internal' }, 'feed'), true],
    // Support carries the PORK, SALES and FRANCHISE roles, so those units keep it.
    ['a pork-unit user', context({ groups: [PURCHASE] }, 'pork'), true],
    ['a sales-unit user', context({ roles: ['SALES'] }, 'sales'), true],
    ['a franchise-unit user', context({}, 'franchise'), true],
    ['a user of no known type, group or role', context({ userType: '' }, 'feed'), false],
    ['an admin with no account selected', context({ groups: [ADMIN] }, 'feed', null), false],
  ])('%s: %s', (_, user, expected) => {
    expect(canRaiseComplaint(user, page)).toBe(expected);
  });
});
