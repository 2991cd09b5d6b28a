/** Identity-provider groups the portal reacts to (shell-and-admin.md §6, ordering.md §6). */
export const GROUPS = {
  purchase: 'DXP_CAN_AccGrp_Purchase_Products',
  userManagement: 'DXP_CAN_AccGrp_User_Management',
  marketing: 'DXP_CAN_AccGrp_Marketing',
  retailerCustomers: 'CargillFeedRetailer_Customers',
} as const;

/** The only named permission keys the portal checks (shell-and-admin.md §6). */
export const PERMISSION_KEYS = {
  createNewUser: 'create_new_user',
  userReporting: 'user_reporting',
} as const;

/** Role tokens carried by navigation items for the business-unit rules (shell-and-admin.md §6). */
export const NAV_ROLES = {
  pork: 'PORK',
  sales: 'SALES',
  franchise: 'FRANCHISE',
} as const;

/** Navigation item ids with special visibility rules (shell-and-admin.md §6). */
export const NAV_ITEM_IDS = {
  retailer: '1006',
  employee: '1015',
  sales: '1016',
  franchise: '1017',
} as const;

/** What the identity provider and user context say about a user. */
export interface UserAccess {
  groups: readonly string[];
  userType?: string;
  customerType?: string;
  roles?: readonly string[];
  /** Business unit of the selected account, e.g. Pork, Sales, Franchise. */
  businessUnit?: string | null;
}

/** Flags derived from a user's groups and types; see {@link classifyUser}. */
export interface UserClassification {
  isInternal: boolean;
  canPurchase: boolean;
  isAdmin: boolean;
  isMarketing: boolean;
  isRetailerCustomer: boolean;
  isEmployee: boolean;
}

/** A navigation entry; `roles` lists the roles (or group names) that unlock it. */
export interface NavItem {
  id: string;
  roles: readonly string[];
  label?: string;
  path?: string;
  children?: readonly NavItem[];
}

// Group and role names come from several systems with inconsistent casing, so all
// comparisons are trimmed and case-insensitive.
function key(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

function hasEntry(list: readonly string[] | null | undefined, wanted: string): boolean {
  const target = key(wanted);
  return target !== '' && (list ?? []).some((entry) => key(entry) === target);
}

/** Whether the groups include the purchase group, which may see and fetch the cart (§6). */
export function canPurchase(groups: readonly string[] | null | undefined): boolean {
  return hasEntry(groups, GROUPS.purchase);
}

/** Whether the groups include the marketing group, whose users go to the marketing site (§6). */
export function isMarketingUser(groups: readonly string[] | null | undefined): boolean {
  return hasEntry(groups, GROUPS.marketing);
}

/**
 * Classifies a user (shell-and-admin.md §6). `internalGroup` is the internal-user group from
 * configuration; an empty value marks nobody internal. Employees are internal users or users
 * whose userType or customerType is `Employee`.
 */
export function classifyUser(user: UserAccess, internalGroup: string): UserClassification {
  const groups = user.groups ?? [];
  const isInternal = hasEntry(groups, internalGroup);
  return {
    isInternal,
    canPurchase: canPurchase(groups),
    isAdmin: hasEntry(groups, GROUPS.userManagement),
    isMarketing: isMarketingUser(groups),
    isRetailerCustomer: hasEntry(groups, GROUPS.retailerCustomers),
    isEmployee:
      isInternal || key(user.userType) === 'employee' || key(user.customerType) === 'employee',
  };
}

interface NavContext {
  user: UserAccess;
  flags: UserClassification;
  businessUnit: string;
  held: readonly string[];
}

function navContext(user: UserAccess, internalGroup: string): NavContext {
  return {
    user,
    flags: classifyUser(user, internalGroup),
    businessUnit: key(user.businessUnit),
    // A user "holds" its roles and its identity-provider groups.
    held: [...(user.roles ?? []), ...(user.groups ?? [])],
  };
}

function itemHasRole(item: NavItem, role: string): boolean {
  return hasEntry(item.roles, role);
}

function isVisible(item: NavItem, ctx: NavContext): boolean {
  const id = item.id.trim();
  // shell-and-admin.md §6: pork unit shows PORK items, plus user-management items to admins.
  if (ctx.businessUnit === 'pork') {
    return (
      itemHasRole(item, NAV_ROLES.pork) ||
      (ctx.flags.isAdmin && itemHasRole(item, GROUPS.userManagement))
    );
  }
  // shell-and-admin.md §6: 1016 only for sales, 1017 only for franchise; other items need
  // a sales or franchise role on the item.
  if (ctx.businessUnit === 'sales' || ctx.businessUnit === 'franchise') {
    if (id === NAV_ITEM_IDS.sales) return ctx.businessUnit === 'sales';
    if (id === NAV_ITEM_IDS.franchise) return ctx.businessUnit === 'franchise';
    return itemHasRole(item, NAV_ROLES.sales) || itemHasRole(item, NAV_ROLES.franchise);
  }
  // shell-and-admin.md §6: the two special items replace the role match entirely.
  if (id === NAV_ITEM_IDS.employee) return ctx.flags.isEmployee && !ctx.flags.isAdmin;
  if (id === NAV_ITEM_IDS.retailer) {
    return key(ctx.user.customerType) === 'retailer' && !ctx.flags.isRetailerCustomer;
  }
  return item.roles.some((role) => hasEntry(ctx.held, role));
}

/**
 * Whether a single navigation item is visible to the user (shell-and-admin.md §6), ignoring
 * its children. Rules depend on the business unit (pork, sales/franchise, other); an item
 * with no roles is hidden unless a special id rule shows it.
 */
export function canSeeNavItem(item: NavItem, user: UserAccess, internalGroup: string): boolean {
  return isVisible(item, navContext(user, internalGroup));
}

function filterWith(items: readonly NavItem[], ctx: NavContext): NavItem[] {
  const kept: NavItem[] = [];
  for (const item of items) {
    const visible = isVisible(item, ctx);
    if (item.children === undefined || item.children.length === 0) {
      if (visible) kept.push(item);
      continue;
    }
    const children = filterWith(item.children, ctx);
    // A visible child keeps its parent as the container; a visible parent whose children
    // were all removed stays only if it links somewhere itself.
    if (children.length > 0 || (visible && (item.path ?? '') !== '')) {
      kept.push({ ...item, children });
    }
  }
  return kept;
}

/**
 * Navigation tree filtered for the user; inputs are not mutated. Leaves follow
 * {@link canSeeNavItem}. A parent is kept when any child remains (with only those children),
 * or when it is visible itself and has a path; an empty dropdown without a path is dropped.
 */
export function filterNavItems(
  items: readonly NavItem[],
  user: UserAccess,
  internalGroup: string,
): NavItem[] {
  return filterWith(items, navContext(user, internalGroup));
}
