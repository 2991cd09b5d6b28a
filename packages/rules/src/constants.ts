/**
 * Business constants and limits shared by the portal widgets.
 * Sources: ordering.md §9 and shell-and-admin.md §9.
 */

/** Request timeouts in milliseconds (ordering.md §7/§9, shell-and-admin.md §7/§9). */
export const TIMEOUTS = {
  /** General API client. */
  generalMs: 60000,
  /** Per-service client (no retry). */
  serviceMs: 2000,
  /** Feature-toggle fetch. */
  togglesMs: 1500,
} as const;

/** Default access/id token renewal interval in seconds; configurable (shell-and-admin.md §4, §9). */
export const TOKEN_RENEWAL_SECONDS = 1500;

/** DOM events that count as user activity for idle tracking (shell-and-admin.md §9). */
export const IDLE_EVENTS = ['mousemove', 'keydown', 'mousedown', 'touchstart'] as const;

/** Debounce for the account-selector search box, in milliseconds (shell-and-admin.md §5). */
export const SEARCH_DEBOUNCE_MS = 1000;

/**
 * Account picker switches to the searchable flyout above this many accounts
 * (or when a search term is present) (shell-and-admin.md §2, §5).
 */
export const ACCOUNT_PICKER_THRESHOLD = 5;

/** Largest count a header badge shows as a number; larger counts read `99+` (see badgeLabel). */
export const BADGE_MAX = 99;

/** Lot numbers kept per complaint product line (ordering.md §5, §9). */
export const MAX_LOT_NUMBERS = 5;

/** Order filter range constant (ordering.md §2 screen 5, §9). */
export const ORDER_FILTER_RANGE = 5995;

/** Export formats offered by the orders list (ordering.md §9). */
export const EXPORT_TYPES = ['pdf', 'xlsx'] as const;

/** File name for the zipped documents download (ordering.md §9). */
export const DOCUMENTS_ZIP_NAME = 'documents.zip';

/** Delay before the footer adjusts cookie-consent spacing, in milliseconds (shell-and-admin.md §9). */
export const FOOTER_CONSENT_DELAY_MS = 2000;

/** File types the document preview accepts (ordering.md §5). */
export const PREVIEWABLE_TYPES = ['pdf', 'jpg', 'jpeg', 'png', 'tif', 'tiff', 'mp4'] as const;

/** Page size of paged account lists in Korea (shell-and-admin.md §7, §9). */
export const KOREA_ACCOUNT_PAGE_SIZE = 20;

/** Page size of paged account lists outside Korea (shell-and-admin.md §7, §9). */
export const DEFAULT_ACCOUNT_PAGE_SIZE = 200;

/**
 * Page size for paged account lists: 20 for Korea, 200 otherwise.
 * Case-insensitive; unknown countries get the default (a list must still page).
 */
export function accountPageSize(country: string): number {
  return country.trim().toLowerCase() === 'kr'
    ? KOREA_ACCOUNT_PAGE_SIZE
    : DEFAULT_ACCOUNT_PAGE_SIZE;
}

/**
 * The species and programme keys of the asset pages, in the spec's order (ordering.md §2:
 * "Dashboard tiles lead to ... asset pages for pork, poultry, ruminant, pet, equine,
 * multispecies, digitalsolutions, additives, sustainability and cns").
 */
export const SPECIES = [
  'pork',
  'poultry',
  'ruminant',
  'pet',
  'equine',
  'multispecies',
  'digitalsolutions',
  'additives',
  'sustainability',
  'cns',
] as const;

/** A species (asset page) key. */
export type Species = (typeof SPECIES)[number];
