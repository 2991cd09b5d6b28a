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
