import { isCountry } from './countries';

/** The parts of a portal route `/{country}/{lang}/pages/{page}` (ordering.md §2). */
export interface PortalPath {
  prefix: '' | '/animalnutrition';
  country: string;
  lang: string;
  /** Path after `/pages/`, without leading or trailing slashes; may contain slashes. */
  page: string;
}

/** Country segment of the marketing dashboard, which is not a market (ordering.md §2). */
export const MARKETING_COUNTRY = 'marketing';

const PREFIX_SEGMENT = 'animalnutrition';
const PAGES_SEGMENT = 'pages';
const LANG = /^[a-z]{2}$/;

function isPathCountry(country: string): boolean {
  return country === MARKETING_COUNTRY || isCountry(country);
}

/**
 * Parses `/{country}/{lang}/pages/...` with an optional leading `/animalnutrition`
 * (ordering.md §2, shell-and-admin.md §2). Country must be a market or `marketing`, lang two
 * letters; both are normalised to lower case. Query string, hash and a trailing slash are
 * ignored. Returns null for anything else, including empty, `.` or `..` segments.
 */
export function parsePortalPath(pathname: string): PortalPath | null {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/')) return null;
  const segments = path.slice(1).split('/');
  if (segments.length > 1 && segments[segments.length - 1] === '') segments.pop();
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;

  let prefix: PortalPath['prefix'] = '';
  if (segments[0]?.toLowerCase() === PREFIX_SEGMENT) {
    prefix = '/animalnutrition';
    segments.shift();
  }
  const [rawCountry, rawLang, pages, ...rest] = segments;
  if (rawCountry === undefined || rawLang === undefined || pages !== PAGES_SEGMENT) return null;
  const country = rawCountry.toLowerCase();
  const lang = rawLang.toLowerCase();
  if (!isPathCountry(country) || !LANG.test(lang)) return null;
  return { prefix, country, lang, page: rest.join('/') };
}

/**
 * Builds the pathname for a {@link PortalPath}; the inverse of {@link parsePortalPath}.
 * Country and lang are lower-cased and slashes around `page` dropped; an empty page gives
 * the `/pages` base.
 */
export function buildPortalPath(p: PortalPath): string {
  const page = p.page.replace(/^\/+|\/+$/g, '');
  const base = `${p.prefix}/${p.country.toLowerCase()}/${p.lang.toLowerCase()}/${PAGES_SEGMENT}`;
  return page === '' ? base : `${base}/${page}`;
}

/** Where to go after login: the same prefix, country and lang with page `dashboard` (ordering.md §2). */
export function landingPathAfterLogin(path: PortalPath): string {
  return buildPortalPath({ ...path, page: 'dashboard' });
}
