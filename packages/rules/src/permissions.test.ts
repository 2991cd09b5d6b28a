import { describe, expect, it } from 'vitest';
import {
  GROUPS,
  NAV_ITEM_IDS,
  NAV_ROLES,
  PERMISSION_KEYS,
  canPurchase,
  canSeeNavItem,
  classifyUser,
  filterNavItems,
  isMarketingUser,
  type NavItem,
  type UserAccess,
  type UserClassification,
} from './permissions';

const INTERNAL = 'DXP_Internal_Users';

describe('group and key constants', () => {
  it('match shell-and-admin.md §6', () => {
    expect(GROUPS).toEqual({
      purchase: 'DXP_CAN_AccGrp_Purchase_Products',
      userManagement: 'DXP_CAN_AccGrp_User_Management',
      marketing: 'DXP_CAN_AccGrp_Marketing',
      retailerCustomers: 'CargillFeedRetailer_Customers',
    });
    expect(PERMISSION_KEYS).toEqual({
      createNewUser: 'create_new_user',
      userReporting: 'user_reporting',
    });
    expect(NAV_ROLES).toEqual({ pork: 'PORK', sales: 'SALES', franchise: 'FRANCHISE' });
    expect(NAV_ITEM_IDS).toEqual({
      retailer: '1006',
      employee: '1015',
      sales: '1016',
      franchise: '1017',
    });
  });
});

describe('canPurchase and isMarketingUser', () => {
  it.each<[readonly string[] | null | undefined, boolean, boolean]>([
    [[], false, false],
    [null, false, false],
    [undefined, false, false],
    [[GROUPS.purchase], true, false],
    [[GROUPS.marketing], false, true],
    [[GROUPS.purchase, GROUPS.marketing], true, true],
    [['dxp_can_accgrp_purchase_products'], true, false],
    [[' DXP_CAN_AccGrp_Marketing '], false, true],
    [['DXP_CAN_AccGrp_Purchase'], false, false],
    [['DXP_CAN_AccGrp_Purchase_Products_Old'], false, false],
    [[GROUPS.userManagement], false, false],
  ])('%j → purchase %s, marketing %s', (groups, purchase, marketing) => {
    expect(canPurchase(groups)).toBe(purchase);
    expect(isMarketingUser(groups)).toBe(marketing);
  });
});

describe('classifyUser', () => {
  const none: UserClassification = {
    isInternal: false,
    canPurchase: false,
    isAdmin: false,
    isMarketing: false,
    isRetailerCustomer: false,
    isEmployee: false,
  };
  it.each<[string, UserAccess, string, Partial<UserClassification>]>([
    ['nobody', { groups: [] }, INTERNAL, {}],
    ['purchaser', { groups: [GROUPS.purchase] }, INTERNAL, { canPurchase: true }],
    ['admin', { groups: [GROUPS.userManagement] }, INTERNAL, { isAdmin: true }],
    ['marketing', { groups: [GROUPS.marketing] }, INTERNAL, { isMarketing: true }],
    [
      'retailer group',
      { groups: [GROUPS.retailerCustomers] },
      INTERNAL,
      { isRetailerCustomer: true },
    ],
    ['internal group', { groups: [INTERNAL] }, INTERNAL, { isInternal: true, isEmployee: true }],
    [
      'internal group, other case',
      { groups: ['dxp_internal_users'] },
      INTERNAL,
      { isInternal: true, isEmployee: true },
    ],
    ['internal group not configured', { groups: [INTERNAL] }, '', {}],
    ['empty group never matches empty config', { groups: [''] }, '', {}],
    ['whitespace config', { groups: [' '] }, ' ', {}],
    ['userType Employee', { groups: [], userType: 'Employee' }, INTERNAL, { isEmployee: true }],
    ['userType employee', { groups: [], userType: 'employee' }, INTERNAL, { isEmployee: true }],
    [
      'customerType Employee',
      { groups: [], customerType: 'Employee' },
      INTERNAL,
      { isEmployee: true },
    ],
    ['userType Internal alone', { groups: [], userType: 'Internal' }, INTERNAL, {}],
    ['customerType Retailer alone', { groups: [], customerType: 'Retailer' }, INTERNAL, {}],
    [
      'everything',
      {
        groups: [
          GROUPS.purchase,
          GROUPS.userManagement,
          GROUPS.marketing,
          GROUPS.retailerCustomers,
          INTERNAL,
        ],
      },
      INTERNAL,
      {
        isInternal: true,
        canPurchase: true,
        isAdmin: true,
        isMarketing: true,
        isRetailerCustomer: true,
        isEmployee: true,
      },
    ],
  ])('%s', (_name, user, internalGroup, expected) => {
    expect(classifyUser(user, internalGroup)).toEqual({ ...none, ...expected });
  });

  it('treats missing groups at run time as none', () => {
    const user = { groups: null } as unknown as UserAccess;
    expect(classifyUser(user, INTERNAL)).toEqual(none);
  });
});

// Navigation fixtures
const item = (id: string, roles: readonly string[], extra: Partial<NavItem> = {}): NavItem => ({
  id,
  roles,
  ...extra,
});
const ordersItem = item('1001', ['ORDERS']);
const porkItem = item('1002', ['PORK']);
const porkLower = item('1002b', ['pork']);
const usersItem = item('1003', [GROUPS.userManagement]);
const employeeItem = item('1015', ['ORDERS']);
const retailerItem = item('1006', ['Retailer']);
const salesOnly = item('1016', []);
const franchiseOnly = item('1017', []);
const salesShared = item('1020', ['SALES']);
const franchiseShared = item('1021', ['franchise']);
const noRoles = item('1099', []);
const purchaseItem = item('1030', [GROUPS.purchase]);

const customer: UserAccess = { groups: [GROUPS.purchase], roles: ['ORDERS'], userType: 'Customer' };
const admin: UserAccess = { groups: [GROUPS.userManagement] };
const internalUser: UserAccess = { groups: [INTERNAL] };
const employeeByType: UserAccess = { groups: [], userType: 'Employee' };
const internalAdmin: UserAccess = { groups: [INTERNAL, GROUPS.userManagement] };
const retailer: UserAccess = { groups: [], customerType: 'Retailer' };
const retailerInGroup: UserAccess = {
  groups: [GROUPS.retailerCustomers],
  customerType: 'Retailer',
};
const porkUser: UserAccess = { groups: [], roles: ['ORDERS'], businessUnit: 'Pork' };
const porkAdmin: UserAccess = { groups: [GROUPS.userManagement], businessUnit: 'pork' };
const salesUser: UserAccess = { groups: [], roles: ['ORDERS'], businessUnit: 'Sales' };
const franchiseUser: UserAccess = { groups: [], businessUnit: ' FRANCHISE ' };

describe('canSeeNavItem', () => {
  it.each<[string, NavItem, UserAccess, boolean]>([
    // Default business unit: role match against the user's roles and groups.
    ['customer sees an item with their role', ordersItem, customer, true],
    ['role match is case-insensitive', item('x', ['orders']), customer, true],
    ['customer sees a purchase-group item', purchaseItem, customer, true],
    ['customer does not see a PORK item', porkItem, customer, false],
    ['customer does not see the users item', usersItem, customer, false],
    ['admin sees the users item through the group', usersItem, admin, true],
    ['item without roles is hidden', noRoles, customer, false],
    ['user without roles sees nothing role-gated', ordersItem, { groups: [] }, false],
    ['1016 outside sales/franchise needs a role match', salesOnly, customer, false],
    ['shared SALES item outside sales units needs a role match', salesShared, customer, false],
    // Item 1015: employees without user-management rights, regardless of roles.
    ['1015 shows to an internal employee', employeeItem, internalUser, true],
    ['1015 shows to userType Employee', employeeItem, employeeByType, true],
    ['1015 hidden from an employee admin', employeeItem, internalAdmin, false],
    ['1015 hidden from a customer holding its role', employeeItem, customer, false],
    ['1015 hidden from a plain admin', employeeItem, admin, false],
    // Item 1006: Retailer customer type outside the retailer customers group.
    ['1006 shows to a Retailer', retailerItem, retailer, true],
    [
      '1006 is case-insensitive on customer type',
      retailerItem,
      { groups: [], customerType: 'RETAILER' },
      true,
    ],
    ['1006 hidden from a Retailer in the retailer group', retailerItem, retailerInGroup, false],
    [
      '1006 hidden from a non-retailer holding its role',
      retailerItem,
      { groups: [], roles: ['Retailer'] },
      false,
    ],
    // Pork business unit.
    ['pork: PORK item shows', porkItem, porkUser, true],
    ['pork: PORK role on item is case-insensitive', porkLower, porkUser, true],
    ['pork: other items hidden even with the role', ordersItem, porkUser, false],
    ['pork: users item hidden from non-admins', usersItem, porkUser, false],
    ['pork: users item shows to admins', usersItem, porkAdmin, true],
    ['pork: admin still needs PORK for other items', ordersItem, porkAdmin, false],
    [
      'pork: 1015 follows the pork rule',
      employeeItem,
      { ...internalUser, businessUnit: 'pork' },
      false,
    ],
    [
      'pork: 1006 follows the pork rule',
      retailerItem,
      { ...retailer, businessUnit: 'pork' },
      false,
    ],
    // Sales and franchise business units.
    ['sales: 1016 shows', salesOnly, salesUser, true],
    ['sales: 1017 hidden', franchiseOnly, salesUser, false],
    ['franchise: 1017 shows', franchiseOnly, franchiseUser, true],
    ['franchise: 1016 hidden', salesOnly, franchiseUser, false],
    ['sales: SALES item shows', salesShared, salesUser, true],
    ['sales: FRANCHISE item shows', franchiseShared, salesUser, true],
    ['franchise: SALES item shows', salesShared, franchiseUser, true],
    ['sales: other items hidden even with the role', ordersItem, salesUser, false],
    ['sales: PORK item hidden', porkItem, salesUser, false],
    ['sales: users item hidden from admins', usersItem, { ...admin, businessUnit: 'sales' }, false],
    ['sales: 1016 shows regardless of its roles', item('1016', ['NOPE']), salesUser, true],
    [
      'sales: 1015 needs a sales or franchise role',
      employeeItem,
      { ...internalUser, businessUnit: 'Sales' },
      false,
    ],
    // Business unit edge values fall back to the default rules.
    [
      'null business unit uses default rules',
      ordersItem,
      { ...customer, businessUnit: null },
      true,
    ],
    ['empty business unit uses default rules', ordersItem, { ...customer, businessUnit: '' }, true],
    [
      'poultry business unit uses default rules',
      ordersItem,
      { ...customer, businessUnit: 'Poultry' },
      true,
    ],
    ['item id is trimmed', item(' 1015 ', []), internalUser, true],
  ])('%s', (_name, navItem, user, expected) => {
    expect(canSeeNavItem(navItem, user, INTERNAL)).toBe(expected);
  });
});

describe('filterNavItems', () => {
  const tree: readonly NavItem[] = [
    item('home', ['ORDERS'], { path: '/dashboard' }),
    item('admin', [GROUPS.userManagement], {
      children: [
        item('users', [GROUPS.userManagement], { path: '/users' }),
        item('bulk', ['BULK'], { path: '/bulk' }),
      ],
    }),
    item('reports', ['NOPE'], { children: [item('r1', ['ORDERS'], { path: '/reports' })] }),
    item('menu', ['ORDERS'], { children: [item('x', ['NOPE'])] }),
    item('linkmenu', ['ORDERS'], { path: '/link', children: [item('y', ['NOPE'])] }),
    item('empty', ['ORDERS'], { children: [] }),
    item('deep', [], {
      children: [item('mid', [], { children: [item('leaf', ['ORDERS'], { path: '/leaf' })] })],
    }),
    item('1015', [], { path: '/employee' }),
    item('pork', ['PORK'], { children: [item('porkdocs', ['PORK']), item('p2', ['ORDERS'])] }),
  ];

  /** Compact shape: ids, children in brackets. */
  const shape = (items: readonly NavItem[]): string =>
    items.map((i) => (i.children === undefined ? i.id : `${i.id}(${shape(i.children)})`)).join(' ');

  it.each<[string, string, UserAccess]>([
    ['customer', 'home reports(r1) linkmenu() empty() deep(mid(leaf)) pork(p2)', customer],
    ['admin', 'admin(users)', admin],
    ['internal admin', 'admin(users)', internalAdmin],
    ['internal employee', '1015', internalUser],
    ['admin with BULK role', 'admin(users bulk)', { ...admin, roles: ['BULK'] }],
    ['child visible, parent not', 'admin(bulk)', { groups: [], roles: ['BULK'] }],
    ['pork user', 'pork(porkdocs)', porkUser],
    ['pork admin', 'admin(users) pork(porkdocs)', porkAdmin],
    ['nobody', '', { groups: [] }],
  ])('%s → %j', (_name, expected, user) => {
    expect(shape(filterNavItems(tree, user, INTERNAL))).toBe(expected);
  });

  it('does not mutate the input tree and keeps other item fields', () => {
    const snapshot = JSON.stringify(tree);
    const result = filterNavItems(tree, { groups: [], roles: ['BULK'] }, INTERNAL);
    expect(JSON.stringify(tree)).toBe(snapshot);
    expect(result[0]?.children).toHaveLength(1);
    expect(tree[1]?.children).toHaveLength(2);
    expect(result[0]?.roles).toEqual([GROUPS.userManagement]);
  });

  it('returns leaves unchanged by identity', () => {
    const result = filterNavItems(tree, customer, INTERNAL);
    expect(result[0]).toBe(tree[0]);
  });

  it('returns [] for no items', () => {
    expect(filterNavItems([], customer, INTERNAL)).toEqual([]);
  });
});
