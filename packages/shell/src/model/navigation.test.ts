import { describe, expect, it } from 'vitest';
import type { UserAccess } from '@anp/core';
import { DEMO_SPECIES, personaContext, type PersonaId } from '../demo-personas';
import {
  accessOf,
  canUseCart,
  currentMatch,
  findItem,
  navigationTree,
  pageOfPath,
  trailTo,
  visibleNavigation,
  type PortalNavItem,
} from './navigation';

const INTERNAL = 'DXP_Internal_Users';

/** A tree as one line per top-level item: `id` or `id(child, child(grandchild))`. */
function shape(items: readonly PortalNavItem[]): string[] {
  return items.map((item) =>
    item.children?.length ? `${item.id}(${shape(item.children).join(', ')})` : item.id,
  );
}

const ASSETS_US = `assets(${DEMO_SPECIES.us?.map((s) => `assets/${s}`).join(', ')})`;
const ASSETS = (country: string) =>
  `assets(${(DEMO_SPECIES[country] ?? []).map((s) => `assets/${s}`).join(', ')})`;
const PORK_TREE = [
  'dashboard',
  'orders',
  'porkdocuments',
  'nutritioncloud(nutrientanalysis, supplierselection, FeedOrdering, millmanager, agriness, bidashboards(sows, nurseryandfinishing), producerprofitability)',
  'research(researchAll, finishing, nursery, researchSows)',
  'support',
  'profile',
];

describe('given the demo personas of the reference API', () => {
  it.each<[PersonaId, string, string, string[]]>([
    [
      'retailer.us',
      'us',
      'en',
      ['dashboard', 'orderbuilder', 'orders', '1006', ASSETS_US, 'support', 'profile'],
    ],
    [
      'customer.ca',
      'canada',
      'en',
      ['dashboard', 'orderbuilder', 'orders', '1006', ASSETS('canada'), 'support', 'profile'],
    ],
    [
      'customer.mx',
      'mx',
      'es',
      ['dashboard', 'orderbuilder', 'orders', '1006', ASSETS('mx'), 'support', 'profile'],
    ],
    // No purchase group and no cart on br/pt: orders, documents and the rest, no Place order.
    [
      'customer.br',
      'br',
      'pt',
      ['dashboard', 'orders', '1006', ASSETS('br'), 'support', 'profile'],
    ],
    [
      'customer.kr',
      'kr',
      'en',
      ['dashboard', 'orders', '1006', ASSETS('kr'), 'support', 'profile'],
    ],
    ['pork.us', 'us', 'en', PORK_TREE],
    ['marketing', 'us', 'en', ['dashboard', 'orders', ASSETS_US, 'support', 'profile']],
    [
      'employee',
      'us',
      'en',
      ['dashboard', 'orderbuilder', 'orders', '1015', ASSETS_US, 'support', 'profile'],
    ],
    [
      'admin',
      'us',
      'en',
      [
        'dashboard',
        'orderbuilder',
        'orders',
        ASSETS_US,
        'users(bulkusermanagement)',
        'support',
        'profile',
      ],
    ],
  ])('%s on %s/%s sees %j', (persona, country, lang, expected) => {
    const items = visibleNavigation({
      user: accessOf(personaContext(persona)),
      internalGroup: INTERNAL,
      country,
      lang,
      toggles: { cartEnabled: true },
      species: DEMO_SPECIES[country] ?? [],
    });
    expect(shape(items)).toEqual(expected);
  });
});

const retailer: UserAccess = {
  groups: ['DXP_CAN_AccGrp_Purchase_Products'],
  userType: 'External',
  customerType: 'Retailer',
  roles: [],
  businessUnit: 'feed',
};

describe('given the business-unit and toggle rules', () => {
  it.each<[string, UserAccess, Record<string, boolean>, string[]]>([
    [
      'a sales-unit user gets 1016',
      { ...retailer, businessUnit: 'Sales' },
      {},
      ['dashboard', 'orderbuilder', 'orders', '1016', 'assets(assets/pork)', 'support', 'profile'],
    ],
    [
      'a franchise-unit user gets 1017',
      { ...retailer, businessUnit: 'franchise' },
      {},
      ['dashboard', 'orderbuilder', 'orders', '1017', 'assets(assets/pork)', 'support', 'profile'],
    ],
    [
      'an admin on a pork account keeps user management',
      {
        ...retailer,
        businessUnit: 'pork',
        groups: [INTERNAL, 'DXP_CAN_AccGrp_User_Management'],
        userType: 'Internal',
      },
      {},
      [...PORK_TREE.slice(0, 5), 'users(bulkusermanagement)', 'support', 'profile'],
    ],
    [
      'the cart flag off hides Place order',
      retailer,
      { cartEnabled: false },
      ['dashboard', 'orders', '1006', 'assets(assets/pork)', 'support', 'profile'],
    ],
    [
      'a retailer in the retailer customers group loses 1006',
      { ...retailer, groups: [...retailer.groups, 'CargillFeedRetailer_Customers'] },
      {},
      ['dashboard', 'orderbuilder', 'orders', 'assets(assets/pork)', 'support', 'profile'],
    ],
    [
      'the reports toggle off hides 1015 from employees',
      { ...retailer, groups: [INTERNAL], userType: 'Internal', customerType: 'Employee' },
      { reports: false },
      ['dashboard', 'orders', 'assets(assets/pork)', 'support', 'profile'],
    ],
    [
      'a market without asset pages has no Assets entry',
      retailer,
      { noSpecies: true },
      ['dashboard', 'orderbuilder', 'orders', '1006', 'support', 'profile'],
    ],
  ])('%s', (_name, user, toggles, expected) => {
    const items = visibleNavigation({
      user,
      internalGroup: INTERNAL,
      country: 'us',
      lang: 'en',
      toggles,
      species: toggles.noSpecies ? [] : ['pork'],
    });
    expect(shape(items)).toEqual(expected);
  });
});

describe('given the cart rules of ordering.md §6', () => {
  it.each<[string, string, string | null, boolean | undefined, readonly string[], boolean]>([
    ['us', 'en', 'feed', true, retailer.groups, true],
    ['us', 'en', 'feed', undefined, retailer.groups, true],
    ['us', 'en', 'feed', false, retailer.groups, false],
    ['us', 'en', 'pork', true, retailer.groups, false],
    ['us', 'en', 'feed', true, [], false],
    ['kr', 'en', 'feed', true, retailer.groups, false],
    ['kr', 'ko', 'feed', true, retailer.groups, false],
    ['br', 'pt', 'feed', true, retailer.groups, false],
    ['br', 'en', 'feed', true, retailer.groups, true],
    ['mx', 'es', 'feed', true, retailer.groups, true],
    ['canada', 'en', null, true, retailer.groups, true],
  ])('%s/%s, unit %s, flag %s, groups %j → %s', (country, lang, unit, flag, groups, expected) => {
    expect(
      canUseCart({
        user: { ...retailer, groups, businessUnit: unit },
        country,
        lang,
        toggles: flag === undefined ? {} : { cartEnabled: flag },
      }),
    ).toBe(expected);
  });
});

describe('given the tree of every entry', () => {
  const tree = navigationTree(['pork', 'poultry']);
  it.each([
    ['dashboard', 'dashboard', 'nav.dashboard'],
    ['orderbuilder', 'orderbuilder', 'nav.orderbuilder'],
    ['1006', 'documents', 'nav.documents'],
    ['1015', 'reports', 'nav.reports'],
    ['1016', 'documents', 'nav.salesDocuments'],
    ['1017', 'documents', 'nav.franchiseDocuments'],
    ['FeedOrdering', 'nutritioncloud/FeedOrdering', 'nav.FeedOrdering'],
    ['sows', 'nutritioncloud/bidashboards/sows', 'nav.sows'],
    ['researchAll', 'research/all', 'nav.researchAll'],
    ['researchSows', 'research/sows', 'nav.researchSows'],
    ['assets/poultry', 'assets/poultry', 'species.poultry'],
    ['bulkusermanagement', 'bulkusermanagement', 'nav.bulkusermanagement'],
    ['assets', undefined, 'nav.assets'],
  ])('%s links to %s with label %s', (id, path, label) => {
    const item = findItem(tree, id);
    expect(item?.path).toBe(path);
    expect(item?.label).toBe(label);
  });

  it('uses every id once', () => {
    const ids: string[] = [];
    const walk = (items: readonly PortalNavItem[]) =>
      items.forEach((item) => {
        ids.push(item.id);
        walk(item.children ?? []);
      });
    walk(tree);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('given the current page', () => {
  it.each([
    ['/us/en/pages/orders', 'orders'],
    ['/animalnutrition/mx/es/pages/orders/4500012345/', 'orders/4500012345'],
    ['/us/en/pages/nutritioncloud/FeedOrdering?tab=1#x', 'nutritioncloud/feedordering'],
    ['/us/en/pages', ''],
    ['/login', ''],
  ])('the page of %s is %j', (pathname, page) => {
    expect(pageOfPath(pathname)).toBe(page);
  });

  const tree = navigationTree([]);
  it.each([
    ['orders', 'orders', 'page'],
    ['orders', 'orders/4500012345', 'section'],
    ['orders', 'orderbuilder', null],
    ['nutritioncloud', 'nutritioncloud/bidashboards/sows', 'section'],
    ['bidashboards', 'nutritioncloud/bidashboards', 'page'],
    ['FeedOrdering', 'nutritioncloud/feedordering', 'page'],
    ['users', 'bulkusermanagement', 'section'],
    ['dashboard', '', null],
  ])('%s for page %j is %s', (id, page, expected) => {
    const item = findItem(tree, id);
    expect(item && currentMatch(item, page)).toBe(expected);
  });

  it.each([
    [
      'nutritioncloud/bidashboards/nurseryandfinishing',
      ['nutritioncloud', 'bidashboards', 'nurseryandfinishing'],
    ],
    ['research/all', ['research', 'researchAll']],
    ['profile', ['profile']],
    ['orders/123', []],
  ])('the trail to %s is %j', (page, trail) => {
    expect(trailTo(tree, page)).toEqual(trail);
  });
});
