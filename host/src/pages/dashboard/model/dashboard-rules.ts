import { canPurchase, isCartVisible, type UserContext } from '@anp/core';
import { accessOf, visibleNavigation } from '@anp/shell/model';
import { isSpecies, type Species } from '../../assets/species';

/** What the dashboard and the asset pages read from the market's model configuration. */
export interface MarketSettings {
  /** The market's species tiles in its order; null when the configuration has no usable list. */
  species: Species[] | null;
  supportPhone: string | null;
  supportEmail: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Reads the untyped market configuration (GET config/{country}/{lang}). Unknown species keys and
 * repeats are dropped, so a newer configuration never shows a tile without a page behind it.
 */
export function readMarketSettings(config: Record<string, unknown> | undefined): MarketSettings {
  const raw = config?.['dashboardTiles'];
  const species = Array.isArray(raw)
    ? raw
        .map((entry) => (typeof entry === 'string' ? entry.trim().toLowerCase() : ''))
        .filter(isSpecies)
        .filter((entry, index, all) => all.indexOf(entry) === index)
    : null;
  return {
    species,
    supportPhone: text(config?.['supportPhone']),
    supportEmail: text(config?.['supportEmail']),
  };
}

/** Whether the business unit is the pork unit (case and spaces ignored, as the core rules do). */
export function isPorkUnit(businessUnit: string | null | undefined): boolean {
  return (businessUnit ?? '').trim().toLowerCase() === 'pork';
}

/**
 * Whether the user may start an order from this page (ordering.md §6, shell-and-admin.md §6): the
 * cart is visible for the market, language and business unit with both the toggle and the
 * configured flag on, and the user is in the purchase group.
 */
export function canPlaceOrder(input: {
  country: string;
  lang: string;
  businessUnit: string | null | undefined;
  groups: readonly string[];
  toggleCartEnabled: boolean;
  configCartEnabled: boolean;
}): boolean {
  return (
    isCartVisible({
      country: input.country,
      lang: input.lang,
      businessUnit: input.businessUnit,
      cartEnabled: input.toggleCartEnabled && input.configCartEnabled,
    }) && canPurchase(input.groups)
  );
}

/** The dashboard tiles that lead to a portal page of their own. */
export const PAGE_TILES = [
  'orderbuilder',
  'orders',
  'arbalance',
  'documents',
  'support',
  'porkdocuments',
  'nutritioncloud',
] as const;

export type PageTile = (typeof PAGE_TILES)[number];

export type DashboardTile =
  | { kind: 'page'; key: PageTile; page: PageTile }
  | { kind: 'species'; key: Species; page: `assets/${Species}` };

/**
 * The dashboard's tiles in order (ordering.md §2): Place order (only when the user can order),
 * Orders, Account balance (issue 16: the `arbalance` page, which the spec names but places in no
 * menu), Documents, Support, the pork unit's Pork documents and Nutrition cloud, then the
 * market's species tiles.
 */
export function dashboardTiles(input: {
  canPlaceOrder: boolean;
  isPork: boolean;
  species: readonly Species[];
}): DashboardTile[] {
  const pages: PageTile[] = [
    ...(input.canPlaceOrder ? (['orderbuilder'] as const) : []),
    'orders',
    'arbalance',
    'documents',
    'support',
    ...(input.isPork ? (['porkdocuments', 'nutritioncloud'] as const) : []),
  ];
  return [
    ...pages.map((key): DashboardTile => ({ kind: 'page', key, page: key })),
    ...input.species.map((key): DashboardTile => ({ kind: 'species', key, page: `assets/${key}` })),
  ];
}

/**
 * Whether the dashboard offers "Raise a complaint" (ordering.md §2 screen 13: the modal opens
 * from a dashboard button): to the users whose navigation has Support (the left-nav rules of
 * shell-and-admin.md §6, so the button and the Support entry never disagree), once an account is
 * selected, since a case belongs to the selected account (ordering.md §7).
 */
export function canRaiseComplaint(
  context: UserContext,
  page: { internalGroup: string; country: string; lang: string },
): boolean {
  if (!context.selectedAccount) return false;
  const items = visibleNavigation({
    user: accessOf(context),
    internalGroup: page.internalGroup,
    country: page.country,
    lang: page.lang,
    toggles: {},
  });
  return items.some((item) => item.id === 'support');
}
