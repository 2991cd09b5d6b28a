import {
  buildPortalPath,
  isMarketingUser,
  MARKETING_COUNTRY,
  pathInMarket,
  type PortalPath,
  type SessionKey,
  type UserContext,
} from '@anp/core';

/** What the portal shows instead of (or before) the page the user asked for. */
export type Gate =
  | { kind: 'unsupported' }
  | { kind: 'maintenance' }
  | { kind: 'terms' }
  | { kind: 'redirect'; to: string }
  | { kind: 'ok' };

/** The page of the maintenance notice (ordering.md §2: /pages/maintenance). */
export const MAINTENANCE_PAGE = 'maintenance';

/**
 * Old Internet Explorer (ordering.md §2: browser-incompatibility page): IE 10 and older say
 * "MSIE", IE 11 says "Trident/". Edge's IE mode reports the same and is just as unable.
 */
export function isLegacyInternetExplorer(userAgent: string): boolean {
  return /\bMSIE \d|\bTrident\/\d/.test(userAgent);
}

/** The marketing dashboard: country `marketing`, language `en` (ordering.md §2). */
export function marketingLanding(prefix: PortalPath['prefix']): string {
  return buildPortalPath({ prefix, country: MARKETING_COUNTRY, lang: 'en', page: 'dashboard' });
}

/**
 * What a signed-in user may see at `path` (ordering.md §1-2, shell-and-admin.md §4-6), in order:
 * an incompatible browser stops everything; maintenance stops everyone but beta users; terms not
 * yet accepted come before any page; marketing-group users belong on the marketing dashboard;
 * the maintenance page itself is only for maintenance.
 */
export function decideGate(input: {
  path: PortalPath;
  userAgent: string;
  maintenance: boolean;
  beta: boolean;
  tncAccepted: boolean;
  groups: readonly string[];
}): Gate {
  const { path } = input;
  if (isLegacyInternetExplorer(input.userAgent)) return { kind: 'unsupported' };
  if (input.maintenance && !input.beta) return { kind: 'maintenance' };
  if (!input.tncAccepted) return { kind: 'terms' };
  if (isMarketingUser(input.groups) && path.country !== MARKETING_COUNTRY) {
    return { kind: 'redirect', to: marketingLanding(path.prefix) };
  }
  if (path.page === MAINTENANCE_PAGE || path.page === '') {
    return { kind: 'redirect', to: buildPortalPath({ ...path, page: 'dashboard' }) };
  }
  return { kind: 'ok' };
}

/**
 * The session-storage entries a fresh session starts with (shell-and-admin.md §3): locale and
 * user type always; the selected account's id, region, sales org and business unit unless the
 * user already chose in this tab (an account or region switch wrote them).
 */
export function sessionEntriesFromContext(
  context: UserContext,
  current: (key: SessionKey) => string | null,
): Partial<Record<SessionKey, string>> {
  const entries: Partial<Record<SessionKey, string>> = {
    userLocale: context.locale,
    userType: context.userType,
  };
  const chosen = current('accToggled') === 'true' || current('regionToggled') === 'true';
  const account = context.selectedAccount;
  if (account && !chosen) {
    entries.soldToId = account.id;
    entries.selectedAccountRegion = account.region;
    entries.salesOrg = account.salesOrg;
    entries.bzUnit = account.businessUnit;
  }
  return entries;
}

/**
 * Where a user goes after signing in, or opening the portal's root, without a page in the address:
 * their own market and language (their profile's), on the dashboard (ordering.md §2). With an
 * account selected, that account's market decides (issue 14): an employee who last acted for a
 * Guatemalan account comes back to /gt/es, in that market's language; an account of the user's
 * own market keeps the user's language (a Korean user on kr/en).
 */
export function homeOf(
  context: {
    user: { country: string; language: string };
    selectedAccount: { region: string } | null;
  },
  page = 'dashboard',
): string {
  const own: PortalPath = {
    prefix: '',
    country: context.user.country,
    lang: context.user.language,
    page,
  };
  return buildPortalPath(pathInMarket(own, context.selectedAccount?.region));
}
