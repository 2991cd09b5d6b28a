import { describe, expect, it } from 'vitest';
import type { PortalPath, SessionKey, UserContext } from '@anp/core';
import {
  decideGate,
  homeOf,
  isLegacyInternetExplorer,
  sessionEntriesFromContext,
  type Gate,
} from './gate';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';
const IE9 = 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)';
const EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0';

const path = (page: string, country = 'us', prefix: PortalPath['prefix'] = ''): PortalPath => ({
  prefix,
  country,
  lang: 'en',
  page,
});
const PURCHASE = ['DXP_CAN_AccGrp_Purchase_Products'];
const MARKETING = ['DXP_CAN_AccGrp_Marketing'];
const base = {
  userAgent: CHROME,
  maintenance: false,
  beta: false,
  tncAccepted: true,
  groups: PURCHASE,
};

describe('given the browser', () => {
  it.each([
    [IE11, true],
    [IE9, true],
    [CHROME, false],
    [EDGE, false],
    ['', false],
  ])('%s is old Internet Explorer: %s', (ua, expected) => {
    expect(isLegacyInternetExplorer(ua)).toBe(expected);
  });
});

describe('given a signed-in user opening a page', () => {
  it.each<[string, Partial<typeof base>, PortalPath, Gate]>([
    ['an ordinary page', {}, path('orders'), { kind: 'ok' }],
    [
      'old IE before anything',
      { userAgent: IE11, maintenance: true },
      path('orders'),
      { kind: 'unsupported' },
    ],
    ['maintenance', { maintenance: true }, path('orders'), { kind: 'maintenance' }],
    ['maintenance, beta user', { maintenance: true, beta: true }, path('orders'), { kind: 'ok' }],
    [
      'maintenance before terms',
      { maintenance: true, tncAccepted: false },
      path('orders'),
      { kind: 'maintenance' },
    ],
    ['terms not accepted', { tncAccepted: false }, path('orders'), { kind: 'terms' }],
    [
      'terms before the marketing redirect',
      { tncAccepted: false, groups: MARKETING },
      path('dashboard'),
      { kind: 'terms' },
    ],
    [
      'marketing user on a market page',
      { groups: MARKETING },
      path('dashboard'),
      { kind: 'redirect', to: '/marketing/en/pages/dashboard' },
    ],
    [
      'marketing user keeps the prefix',
      { groups: MARKETING },
      path('orders', 'mx', '/animalnutrition'),
      { kind: 'redirect', to: '/animalnutrition/marketing/en/pages/dashboard' },
    ],
    [
      'marketing user on the marketing dashboard',
      { groups: MARKETING },
      path('dashboard', 'marketing'),
      { kind: 'ok' },
    ],
    [
      'the maintenance page without maintenance',
      {},
      path('maintenance'),
      { kind: 'redirect', to: '/us/en/pages/dashboard' },
    ],
    ['the bare pages path', {}, path(''), { kind: 'redirect', to: '/us/en/pages/dashboard' }],
  ])('%s', (_name, overrides, p, expected) => {
    expect(decideGate({ ...base, ...overrides, path: p })).toEqual(expected);
  });
});

describe('given the user context at the start of a session', () => {
  const account = {
    id: 'acc-1',
    region: 'us',
    salesOrg: 'US01',
    businessUnit: 'feed',
  } as UserContext['selectedAccount'];
  const context = (selected: UserContext['selectedAccount']) =>
    ({ locale: 'en_US', userType: 'Customer', selectedAccount: selected }) as UserContext;
  const none = () => null;

  it.each<[string, UserContext, (k: SessionKey) => string | null, object]>([
    [
      'stores the selected account',
      context(account),
      none,
      {
        userLocale: 'en_US',
        userType: 'Customer',
        soldToId: 'acc-1',
        selectedAccountRegion: 'us',
        salesOrg: 'US01',
        bzUnit: 'feed',
      },
    ],
    [
      'an admin without an account stores only the user',
      context(null),
      none,
      { userLocale: 'en_US', userType: 'Customer' },
    ],
    [
      'keeps a choice made in this tab',
      context(account),
      (k) => (k === 'regionToggled' ? 'true' : null),
      { userLocale: 'en_US', userType: 'Customer' },
    ],
  ])('%s', (_name, ctx, current, expected) => {
    expect(sessionEntriesFromContext(ctx, current)).toEqual(expected);
  });
});

describe('given a user signing in without a page to return to', () => {
  const at = (country: string, language: string, region: string | null) => ({
    user: { country, language },
    selectedAccount: region === null ? null : { region },
  });
  it.each([
    ['a Mexican customer', at('mx', 'es', 'mx'), '/mx/es/pages/dashboard'],
    ['a Brazilian customer', at('br', 'pt', 'br'), '/br/pt/pages/dashboard'],
    ['a Guatemalan customer', at('gt', 'es', 'gt'), '/gt/es/pages/dashboard'],
    ['a Korean customer keeps English', at('kr', 'en', 'kr'), '/kr/en/pages/dashboard'],
    ['a Canadian customer', at('canada', 'en', 'canada'), '/canada/en/pages/dashboard'],
    ['an admin with no account selected', at('us', 'en', null), '/us/en/pages/dashboard'],
    // Issue 14: the account the employee last acted for decides the market and language.
    ['an employee acting for a Guatemalan account', at('us', 'en', 'gt'), '/gt/es/pages/dashboard'],
    ['an employee acting for a Colombian account', at('us', 'en', 'co'), '/co/es/pages/dashboard'],
  ])('%s lands on %s', (_name, context, expected) => {
    expect(homeOf(context)).toBe(expected);
  });

  it('names another page of the same home', () => {
    expect(homeOf(at('hn', 'es', 'hn'), 'termsconditions')).toBe('/hn/es/pages/termsconditions');
  });
});
