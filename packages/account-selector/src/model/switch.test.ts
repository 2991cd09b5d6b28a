import { describe, expect, it } from 'vitest';
import type { PortalPath } from '@anp/core';
import { makeAccount } from '../fixtures';
import { accountSwitchEffects, landingAfterSwitch, regionSwitchEffects } from './switch';

const accounts = [
  makeAccount({ id: 'a1', region: 'us', salesOrg: 'US10', businessUnit: 'feed', selected: true }),
  makeAccount({ id: 'a2', region: 'us', salesOrg: 'US10', businessUnit: 'pork' }),
  makeAccount({ id: 'a3', region: 'canada', salesOrg: 'CA10', businessUnit: 'feed' }),
];
const byId = (id: string) => accounts.find((a) => a.id === id)!;

describe('given an account switch (shell-and-admin.md §4)', () => {
  it.each(['a1', 'a2', 'a3'])('choosing %s leaves only it selected', (id) => {
    const fx = accountSwitchEffects({
      chosen: byId(id),
      accounts,
      storedBusinessUnit: 'feed',
      canPurchase: true,
    });
    expect(fx.accounts.filter((a) => a.selected).map((a) => a.id)).toEqual([id]);
    expect(fx.accounts).toHaveLength(3);
  });

  it('does not change the accounts it was given', () => {
    accountSwitchEffects({
      chosen: byId('a2'),
      accounts,
      storedBusinessUnit: 'feed',
      canPurchase: true,
    });
    expect(accounts.map((a) => a.selected)).toEqual([true, false, false]);
  });

  it.each<[string, Record<string, string | null>]>([
    [
      'a3',
      {
        soldToId: 'a3',
        selectedAccountRegion: 'canada',
        salesOrg: 'CA10',
        bzUnit: 'feed',
        accToggled: 'true',
        regionToggled: null,
      },
    ],
    [
      'a2',
      {
        soldToId: 'a2',
        selectedAccountRegion: 'us',
        salesOrg: 'US10',
        bzUnit: 'pork',
        accToggled: 'true',
        regionToggled: null,
      },
    ],
  ])('choosing %s writes the session keys of §3', (id, writes) => {
    const fx = accountSwitchEffects({
      chosen: byId(id),
      accounts,
      storedBusinessUnit: 'feed',
      canPurchase: false,
    });
    expect(Object.fromEntries(fx.session.map((w) => [w.key, w.value]))).toEqual(writes);
  });

  it.each<[boolean, boolean]>([
    [true, true],
    [false, false],
  ])('a user who may purchase (%s) tells the server: %s', (canPurchase, notify) => {
    const fx = accountSwitchEffects({
      chosen: byId('a2'),
      accounts,
      storedBusinessUnit: null,
      canPurchase,
    });
    expect(fx.notifyServer).toBe(notify);
  });

  it.each<[string, string | null, { businessUnit: string; previous: string | null } | null]>([
    ['a1', 'feed', null],
    ['a1', 'FEED ', null],
    ['a2', 'feed', { businessUnit: 'pork', previous: 'feed' }],
    ['a3', 'pork', { businessUnit: 'feed', previous: 'pork' }],
    ['a1', null, { businessUnit: 'feed', previous: null }],
    ['a1', '', { businessUnit: 'feed', previous: null }],
  ])('choosing %s with %j stored publishes %j', (id, stored, change) => {
    const fx = accountSwitchEffects({
      chosen: byId(id),
      accounts,
      storedBusinessUnit: stored,
      canPurchase: true,
    });
    expect(fx.businessUnitChange).toEqual(change);
  });
});

describe('given a region switch (shell-and-admin.md §4)', () => {
  it.each(['canada', 'us', 'mx'])('choosing %s stores it and deselects the account', (region) => {
    const fx = regionSwitchEffects(region, accounts);
    expect(Object.fromEntries(fx.session.map((w) => [w.key, w.value]))).toEqual({
      selectedAccountRegion: region,
      soldToId: null,
      regionToggled: 'true',
    });
    expect(fx.accounts.some((a) => a.selected)).toBe(false);
  });

  it('works without any accounts at hand', () => {
    expect(regionSwitchEffects('co').accounts).toEqual([]);
  });
});

describe('given the landing page after a switch (shell-and-admin.md §2)', () => {
  const path = (country: string, page: string, prefix: PortalPath['prefix'] = ''): PortalPath => ({
    prefix,
    country,
    lang: 'en',
    page,
  });
  it.each<[PortalPath, string]>([
    [path('us', 'orders'), '/us/en/pages/dashboard'],
    [path('us', 'cart'), '/us/en/pages/dashboard'],
    [path('mx', 'reports', '/animalnutrition'), '/animalnutrition/mx/en/pages/dashboard'],
    [path('kr', 'orders'), '/kr/en/pages/orders'],
    [path('kr', 'reports'), '/kr/en/pages/reports'],
    [path('kr', 'orders/SO-1234'), '/kr/en/pages/orders'],
    [path('kr', 'orders/SO-1234/modify'), '/kr/en/pages/orders'],
    [path('kr', 'ordersandmemos'), '/kr/en/pages/dashboard'],
    [path('kr', 'documents'), '/kr/en/pages/dashboard'],
    [path('kr', ''), '/kr/en/pages/dashboard'],
    [path('kr', 'reports', '/animalnutrition'), '/animalnutrition/kr/en/pages/reports'],
  ])('from %j goes to %s', (from, to) => {
    expect(landingAfterSwitch(from)).toBe(to);
  });
});

describe('given a switch to an account or region of another market (issue 14)', () => {
  const at = (country: string, lang: string, page: string): PortalPath => ({
    prefix: '',
    country,
    lang,
    page,
  });
  it.each<[string, PortalPath, string, string]>([
    [
      'an employee on US pages chooses a Guatemalan account',
      at('us', 'en', 'orders'),
      'gt',
      '/gt/es/pages/dashboard',
    ],
    [
      'a Colombian account from the US dashboard',
      at('us', 'en', 'dashboard'),
      'co',
      '/co/es/pages/dashboard',
    ],
    ['a US account from Guatemalan pages', at('gt', 'es', 'cart'), 'us', '/us/en/pages/dashboard'],
    [
      'a Korean account from US orders lands on the dashboard, in Korean',
      at('us', 'en', 'orders'),
      'kr',
      '/kr/ko/pages/dashboard',
    ],
    [
      'a Korean account from Korean orders stays there',
      at('kr', 'en', 'orders'),
      'kr',
      '/kr/en/pages/orders',
    ],
    [
      'a Mexican account from Mexican pages keeps the language',
      at('mx', 'en', 'orders'),
      'mx',
      '/mx/en/pages/dashboard',
    ],
  ])('%s: %s', (_name, from, region, to) => {
    expect(landingAfterSwitch(from, region)).toBe(to);
  });
});
