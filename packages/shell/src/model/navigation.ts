import {
  GROUPS,
  NAV_ITEM_IDS,
  NAV_ROLES,
  canPurchase,
  filterNavItems,
  isCartVisible,
  type NavItem,
  type UserAccess,
  type UserContext,
} from '@anp/core';

/**
 * One entry of the portal's navigation. `label` is an i18n key of the `shell` namespace and
 * `path` the page after `/{country}/{lang}/pages/` (shell-and-admin.md §2); an entry without a
 * path only groups its children.
 */
export interface PortalNavItem extends NavItem {
  label: string;
  path?: string;
  children?: readonly PortalNavItem[];
}

const { pork: PORK, sales: SALES, franchise: FRANCHISE } = NAV_ROLES;

/**
 * The user types of shell-and-admin.md §6. The shell lets a user "hold" their user type, so the
 * pages every signed-in user has (dashboard, orders, support, profile) do not depend on the
 * purchase group: customers without it (the br and kr demo customers) still reach them.
 */
export const USER_TYPES = ['Internal', 'External', 'Customer'] as const;

/** The pages of every user: user types, the purchase group, and both sales-unit roles. */
const EVERYONE = [...USER_TYPES, GROUPS.purchase, SALES, FRANCHISE] as const;

function leaf(id: string, roles: readonly string[], path = id, label = `nav.${id}`) {
  return { id, label, path, roles } satisfies PortalNavItem;
}

/** The market's asset pages (`assets/{species}`), one per dashboard tile of the market config. */
function assetItems(species: readonly string[]): PortalNavItem[] {
  return species.map((name) =>
    leaf(`assets/${name}`, EVERYONE, `assets/${name}`, `species.${name}`),
  );
}

/**
 * The whole navigation tree before filtering (shell-and-admin.md §2 "Left navigation entries",
 * §6 roles), in display order. Items 1006, 1015, 1016 and 1017 are decided by their ids, so
 * they carry no roles of their own.
 */
export function navigationTree(species: readonly string[] = []): PortalNavItem[] {
  const pork = (id: string, path = `nutritioncloud/${id}`) => leaf(id, [PORK], path);
  return [
    leaf('dashboard', [...EVERYONE, PORK]),
    leaf('orderbuilder', [GROUPS.purchase, SALES, FRANCHISE]),
    leaf('orders', [...EVERYONE, PORK]),
    leaf(NAV_ITEM_IDS.retailer, [], 'documents', 'nav.documents'),
    // 1016 and 1017: the sales and franchise units do not get 1006, so each has its own entry
    // to the documents page.
    leaf(NAV_ITEM_IDS.sales, [], 'documents', 'nav.salesDocuments'),
    leaf(NAV_ITEM_IDS.franchise, [], 'documents', 'nav.franchiseDocuments'),
    leaf('porkdocuments', [PORK]),
    leaf(NAV_ITEM_IDS.employee, [], 'reports', 'nav.reports'),
    {
      ...leaf('nutritioncloud', [PORK]),
      children: [
        pork('nutrientanalysis'),
        pork('supplierselection'),
        pork('FeedOrdering'),
        pork('millmanager'),
        pork('agriness'),
        {
          ...pork('bidashboards'),
          children: [
            pork('sows', 'nutritioncloud/bidashboards/sows'),
            pork('nurseryandfinishing', 'nutritioncloud/bidashboards/nurseryandfinishing'),
          ],
        },
        pork('producerprofitability'),
      ],
    },
    {
      ...leaf('research', [PORK]),
      children: [
        pork('researchAll', 'research/all'),
        pork('finishing', 'research/finishing'),
        pork('nursery', 'research/nursery'),
        pork('researchSows', 'research/sows'),
      ],
    },
    // A market without asset pages has no empty Assets group.
    ...(species.length > 0
      ? [{ id: 'assets', label: 'nav.assets', roles: EVERYONE, children: assetItems(species) }]
      : []),
    {
      ...leaf('users', [GROUPS.userManagement]),
      children: [leaf('bulkusermanagement', [GROUPS.userManagement])],
    },
    leaf('support', [...EVERYONE, PORK]),
    leaf('profile', [...EVERYONE, PORK]),
  ];
}

/**
 * What the navigation rules read from GET users/context. The business unit is the selected
 * account's (the context's own), else the user's: an admin with no account keeps their unit.
 */
export function accessOf(context: UserContext): UserAccess {
  const { user } = context;
  return {
    groups: user.groups,
    userType: context.userType || user.userType,
    customerType: user.customerType ?? undefined,
    roles: user.roles,
    businessUnit:
      context.businessUnit ?? context.selectedAccount?.businessUnit ?? user.businessUnit ?? null,
  };
}

/** What decides the visible navigation. */
export interface NavigationInput {
  /** Groups, user type, customer type, roles and business unit of the signed-in user. */
  user: UserAccess;
  /** The configured internal-user group (`config.auth.internalGroup`). */
  internalGroup: string;
  /** Market and path language of the page. */
  country: string;
  lang: string;
  /** Feature toggles; `cartEnabled: false` hides the cart, `reports: false` the reports item. */
  toggles: Readonly<Record<string, boolean | undefined>>;
  /** The market's species asset pages (market config `dashboardTiles`). */
  species?: readonly string[];
}

/**
 * Whether the user gets the cart in the header and the Place order entry: the cart rules of
 * ordering.md §6 (pork unit, Korean pages, br/pt, configuration flag) and the purchase group,
 * which alone may see and fetch the cart (shell-and-admin.md §6).
 */
export function canUseCart(input: Omit<NavigationInput, 'internalGroup' | 'species'>): boolean {
  const cartEnabled = input.toggles.cartEnabled;
  return (
    canPurchase(input.user.groups) &&
    isCartVisible({
      country: input.country,
      lang: input.lang,
      businessUnit: input.user.businessUnit ?? null,
      ...(cartEnabled === undefined ? {} : { cartEnabled }),
    })
  );
}

function withoutIds(items: readonly PortalNavItem[], hidden: ReadonlySet<string>): PortalNavItem[] {
  return items
    .filter((item) => !hidden.has(item.id))
    .map((item) =>
      item.children ? { ...item, children: withoutIds(item.children, hidden) } : item,
    );
}

/**
 * The navigation the user sees (shell-and-admin.md §6): the role rules of `filterNavItems`,
 * with the user's type held as a role, then Place order only with the cart, and the reports
 * item only while the `reports` toggle is not off.
 */
export function visibleNavigation(input: NavigationInput): PortalNavItem[] {
  const hidden = new Set<string>();
  if (!canUseCart(input)) hidden.add('orderbuilder');
  if (input.toggles.reports === false) hidden.add(NAV_ITEM_IDS.employee);
  const tree = withoutIds(navigationTree(input.species), hidden);
  const user: UserAccess = {
    ...input.user,
    roles: [...(input.user.roles ?? []), ...(input.user.userType ? [input.user.userType] : [])],
  };
  // filterNavItems copies items with their own fields, so the extra `label` survives.
  return filterNavItems(tree, user, input.internalGroup) as PortalNavItem[];
}

/** The page of a portal pathname, lower-cased and without slashes around it ('' if none). */
export function pageOfPath(pathname: string): string {
  const path = (pathname.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '');
  const at = path.indexOf('/pages/');
  return at < 0 ? '' : path.slice(at + '/pages/'.length).toLowerCase();
}

/**
 * How an item relates to the current page: `page` when it links to it, `section` when the page
 * lies under it (an order detail under Orders, a sub-page under its group), otherwise null.
 */
export function currentMatch(item: PortalNavItem, page: string): 'page' | 'section' | null {
  const own = (item.path ?? '').toLowerCase();
  if (isCurrentPage(item, page)) return 'page';
  if (item.children?.some((child) => currentMatch(child, page) !== null)) return 'section';
  if (page !== '' && own !== '' && page.startsWith(`${own}/`)) return 'section';
  return null;
}

/** Whether the item links to `page` itself (a page as {@link pageOfPath} gives it). */
export function isCurrentPage(item: PortalNavItem, page: string): boolean {
  return page !== '' && (item.path ?? '').toLowerCase() === page;
}

/** Ids from the top level down to the item that links to `page` (empty when none does). */
export function trailTo(items: readonly PortalNavItem[], page: string): string[] {
  for (const item of items) {
    if (isCurrentPage(item, page)) return [item.id];
    const below = trailTo(item.children ?? [], page);
    if (below.length > 0) return [item.id, ...below];
  }
  return [];
}

/** The item with `id` anywhere in the tree. */
export function findItem(items: readonly PortalNavItem[], id: string): PortalNavItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    const found = findItem(item.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** Whether an item opens a level of its own (a dropdown, a group, a panel). */
export function hasChildren(item: PortalNavItem): boolean {
  return (item.children?.length ?? 0) > 0;
}

/** A DOM id for an item's list, from a component's id base. */
export function idFor(base: string, item: PortalNavItem): string {
  return `${base}-${item.id.replace(/[^\w-]/g, '-')}`;
}
