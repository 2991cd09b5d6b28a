import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useKitContext, useKitTranslation, useNamespaces, type Language } from '@anp/core';
import { NS } from './i18n';

/**
 * The date picker's strings in `lang` (default: the element's own language), for its field; the
 * calendar's names of months and days build on it (strings.ts). The kit's translation hook
 * suspends until the element's language is loaded; a picker asked to speak another language
 * waits for that one too, so no English flashes first.
 */
export function usePickerT(lang?: Language): { lang: Language; t: TFunction } {
  const { lang: kitLang } = useKitContext();
  const { t: kitT, i18n } = useKitTranslation(NS);
  const language = lang ?? kitLang;
  useNamespaces([NS], language);
  return useMemo(
    () => ({ lang: language, t: language === kitLang ? kitT : i18n.getFixedT(language, NS) }),
    [language, kitLang, kitT, i18n],
  );
}
