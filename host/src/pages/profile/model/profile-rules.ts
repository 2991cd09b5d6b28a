import {
  buildPortalPath,
  isLanguage,
  languageOfLocale,
  parsePortalPath,
  type Language,
} from '@anp/core';

/**
 * The language preference a profile holds: its `language` when that is an interface language,
 * otherwise the language of its locale (ko_KR reads Korean; fr_CA and others English).
 */
export function preferredLanguage(profile: { language: string; locale: string }): Language {
  const language = profile.language.trim().toLowerCase();
  return isLanguage(language) ? language : languageOfLocale(profile.locale);
}

/**
 * Where the page moves after the language preference is saved: the same portal path with the new
 * language segment, query and hash kept. Null (stay) when the page already speaks that language
 * (e.g. English on a kr/ko page) or the path is not a portal path.
 */
export function pathInLanguage(
  location: { pathname: string; search?: string; hash?: string },
  language: Language,
  pageLanguage: Language,
): string | null {
  if (language === pageLanguage) return null;
  const path = parsePortalPath(location.pathname);
  if (!path || path.lang === language) return null;
  return `${buildPortalPath({ ...path, lang: language })}${location.search ?? ''}${location.hash ?? ''}`;
}

/** Known user types (shell-and-admin.md §6), as translation keys; null shows the server's text. */
export function userTypeKey(userType: string): 'internal' | 'external' | 'customer' | null {
  const key = userType.trim().toLowerCase();
  return key === 'internal' || key === 'external' || key === 'customer' ? key : null;
}

/** Known user statuses (shell-and-admin.md §3: Active, In Progress), as translation keys. */
export function statusKey(status: string): 'active' | 'inProgress' | 'inactive' | null {
  const key = status
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  if (key === 'active') return 'active';
  if (key === 'inprogress') return 'inProgress';
  if (key === 'inactive' || key === 'deactivated') return 'inactive';
  return null;
}
