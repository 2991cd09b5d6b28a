/**
 * Interface languages the portal is translated into: ordering.md §1 names en, es and pt; issue 14
 * adds Korean for kr/ko pages and ko_KR users (docs/decisions.md, "Issue 14: Korean interface").
 */
export const LANGUAGES = ['en', 'es', 'pt', 'ko'] as const;

/** An interface language. */
export type Language = (typeof LANGUAGES)[number];

/** Exact check that a string is one of {@link LANGUAGES}. */
export function isLanguage(x: string): x is Language {
  return (LANGUAGES as readonly string[]).includes(x);
}

/**
 * Interface language for a locale such as `es_MX`, `pt-BR`, `ko_KR` or `EN_us` (separator `_` or
 * `-`, any case). Spanish, Portuguese and Korean locales map to their language; everything else,
 * such as fr_CA or en_KR, is English.
 */
export function languageOfLocale(locale: string | null | undefined): Language {
  const language = (locale ?? '').trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  return isLanguage(language) ? language : 'en';
}
