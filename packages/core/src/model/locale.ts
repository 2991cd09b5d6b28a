import { normalizeCountry, tryMarketOf } from './markets';

/** Interface languages the portal is translated into (ordering.md §1). */
export const LANGUAGES = ['en', 'es', 'pt'] as const;

/** An interface language. */
export type Language = (typeof LANGUAGES)[number];

/** Exact check that a string is one of {@link LANGUAGES}. */
export function isLanguage(x: string): x is Language {
  return (LANGUAGES as readonly string[]).includes(x);
}

/**
 * Interface language for a locale such as `es_MX`, `pt-BR` or `EN_us` (separator `_` or `-`,
 * any case). Spanish and Portuguese locales map to their language; everything else, including
 * ko_KR and fr_CA, is English because only en, es and pt exist (ordering.md §1).
 */
export function languageOfLocale(locale: string | null | undefined): Language {
  const language = (locale ?? '').trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  return isLanguage(language) ? language : 'en';
}

// Region subtags where the path country code is not the ISO code.
const REGION_OF_COUNTRY: Readonly<Record<string, string>> = { canada: 'CA' };

/**
 * Underscore locale for a path country and language, e.g. ('mx','es') → `es_MX`,
 * ('canada','en') → `en_CA`, ('kr','en') → `en_KR`. Case-insensitive. A language that is
 * not two letters yields the market's default locale; a country that is not a market
 * (e.g. `marketing`) uses region US.
 */
export function localeOf(country: string, lang: string): string {
  const language = lang.trim().toLowerCase();
  const market = tryMarketOf(country);
  if (!/^[a-z]{2}$/.test(language)) return market?.defaultLocale ?? 'en_US';
  const code = normalizeCountry(country);
  if (code === null) return `${language}_US`;
  const region = REGION_OF_COUNTRY[code] ?? code.toUpperCase();
  return `${language}_${region}`;
}
