import { mergeConfig } from '@anp/core';

/**
 * The host's /config.json may hold `byLanguage: { es: {...}, pt: {...} }`: parts of the page
 * configuration (footer link labels, say) that differ by interface language. This picks the layer
 * for a language and merges it over the rest.
 */
export function pageConfigFor(pageConfig: unknown, lang: string): Record<string, unknown> {
  if (!pageConfig || typeof pageConfig !== 'object') return {};
  const { byLanguage, ...base } = pageConfig as { byLanguage?: Record<string, unknown> };
  return mergeConfig(base, byLanguage?.[lang]);
}
