import { describe, expect, it } from 'vitest';
import {
  DIGITAL_PAGES,
  digitalPageAccess,
  isDigitalPage,
  openablePages,
  toolsOfPage,
  type DigitalPagePath,
  type DigitalViewer,
} from './digital-access';

const ALL_TOOLS = [
  'nutritioncloud',
  'nutrientanalysis',
  'supplierselection',
  'FeedOrdering',
  'millmanager',
  'agriness',
  'bidashboards',
  'producerprofitability',
  'research',
  'porkdocuments',
];
const pork: DigitalViewer = {
  businessUnit: 'pork',
  roles: ['PORK'],
  isInternal: false,
  entitlements: ALL_TOOLS,
};
const retailer: DigitalViewer = {
  businessUnit: 'feed',
  roles: [],
  isInternal: false,
  entitlements: [],
};
const digital: DigitalViewer = {
  businessUnit: 'feed',
  roles: [],
  isInternal: false,
  entitlements: ['nutritioncloud', 'nutrientanalysis', 'FeedOrdering'],
};

describe('digitalPageAccess (shell-and-admin.md §2 pages, §6 pork role, §7 entitlements)', () => {
  it.each<[string, DigitalPagePath, DigitalViewer, ReturnType<typeof digitalPageAccess>]>([
    ['pork user, research/sows', 'research/sows', pork, { allowed: true }],
    ['pork user, porkdocuments', 'porkdocuments', pork, { allowed: true }],
    [
      'pork user, a nutrition-cloud dashboard',
      'nutritioncloud/bidashboards/sows',
      pork,
      { allowed: true },
    ],
    [
      'retailer, porkdocuments: not a pork account',
      'porkdocuments',
      retailer,
      { allowed: false, reason: 'businessUnit' },
    ],
    ['retailer, research', 'research', retailer, { allowed: false, reason: 'businessUnit' }],
    [
      'retailer, nutritioncloud: no entitlement',
      'nutritioncloud',
      retailer,
      { allowed: false, reason: 'entitlement' },
    ],
    [
      'pork account, user without PORK role',
      'research/all',
      { ...pork, roles: [] },
      { allowed: false, reason: 'role' },
    ],
    [
      'internal user acting for a pork account',
      'research/all',
      { ...pork, roles: [], isInternal: true },
      { allowed: true },
    ],
    [
      'internal user acting for a feed account',
      'porkdocuments',
      { ...retailer, isInternal: true, entitlements: ALL_TOOLS },
      { allowed: false, reason: 'businessUnit' },
    ],
    [
      'pork account without the research tool',
      'research/nursery',
      { ...pork, entitlements: ['porkdocuments'] },
      { allowed: false, reason: 'entitlement' },
    ],
    [
      'digital customer, an entitled tool',
      'nutritioncloud/FeedOrdering',
      digital,
      { allowed: true },
    ],
    [
      'digital customer, a tool it lacks',
      'nutritioncloud/millmanager',
      digital,
      { allowed: false, reason: 'entitlement' },
    ],
    [
      'a sub-page without the area',
      'nutritioncloud/nutrientanalysis',
      { ...digital, entitlements: ['nutrientanalysis'] },
      { allowed: false, reason: 'entitlement' },
    ],
    [
      'roles and units in any case',
      'research',
      { ...pork, businessUnit: 'Pork', roles: ['pork'] },
      { allowed: true },
    ],
  ])('%s', (_, path, viewer, expected) => {
    expect(digitalPageAccess(path, viewer)).toEqual(expected);
  });

  it('names the tools each page needs: a dashboard needs bidashboards', () => {
    expect(toolsOfPage('nutritioncloud/bidashboards/nurseryandfinishing')).toEqual([
      'nutritioncloud',
      'bidashboards',
    ]);
    expect(toolsOfPage('research/sows')).toEqual(['research']);
    expect(toolsOfPage('porkdocuments')).toEqual(['porkdocuments']);
  });

  it('lists the 16 pages of the analytics list and nothing else', () => {
    expect(DIGITAL_PAGES).toHaveLength(16);
    expect(isDigitalPage('research/sows')).toBe(true);
    expect(isDigitalPage('research/boars')).toBe(false);
  });

  it('offers only the links the viewer may open', () => {
    expect(
      openablePages(['nutritioncloud/nutrientanalysis', 'nutritioncloud/millmanager'], digital),
    ).toEqual(['nutritioncloud/nutrientanalysis']);
  });
});
