import { useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { useKitContext, useKitTranslation, useNamespaces, type Language } from '@anp/core';
import { NS } from './i18n';

/**
 * The range picker's own strings in `lang` (default: the element's language); like the date
 * picker's, a picker asked to speak another language waits until it is loaded.
 */
export function useRangeT(lang?: Language): TFunction {
  const { lang: kitLang } = useKitContext();
  const { t: kitT, i18n } = useKitTranslation(NS);
  const language = lang ?? kitLang;
  useNamespaces([NS], language);
  return useMemo(
    () => (language === kitLang ? kitT : i18n.getFixedT(language, NS)),
    [language, kitLang, kitT, i18n],
  );
}

/** Two months side by side from this viewport width on; one on phones. */
const TWO_MONTHS = 640;
const QUERY = `(min-width: ${TWO_MONTHS}px)`;

function subscribe(notify: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if (typeof window.matchMedia !== 'function') {
    window.addEventListener('resize', notify);
    return () => window.removeEventListener('resize', notify);
  }
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', notify);
  return () => list.removeEventListener('change', notify);
}

function snapshot(): 1 | 2 {
  if (typeof window === 'undefined') return 2;
  if (typeof window.matchMedia !== 'function') return window.innerWidth >= TWO_MONTHS ? 2 : 1;
  return window.matchMedia(QUERY).matches ? 2 : 1;
}

/** How many months the calendar shows side by side, following the viewport. */
export function useMonthsShown(): 1 | 2 {
  return useSyncExternalStore(subscribe, snapshot, () => 2);
}
