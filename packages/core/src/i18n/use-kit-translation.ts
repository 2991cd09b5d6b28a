import { use, useMemo } from 'react';
import type { TFunction, i18n as I18n } from 'i18next';
import { useKitContext } from '../element/kit-context';
import type { Language } from '@anp/rules';
import { loadedNamespaces, namespacesReady } from './namespaces-ready';
import { namespaceNeedsLoading } from './resources';

/**
 * A translator bound to the kit's i18next instance, to the language of the nearest KitRoot and to
 * `namespace`, so two elements on one page can speak different languages. An element's language
 * is fixed for its render (it comes from the configuration), so no subscription is needed; this
 * keeps react-i18next's hooks out of the runtime chunk every element loads. When the namespace's
 * strings in that language are still loading (a widget's code that arrived on demand), the
 * component suspends until they are here, so no English flashes on a Spanish page.
 */
export function useKitTranslation(namespace: string = 'core'): { t: TFunction; i18n: I18n } {
  const { lang, i18n } = useKitContext();
  // While the strings are missing, suspend on their load. Once that load has settled, keep
  // calling `use()` with it (it no longer suspends): React replays a component that suspended
  // and expects the same `use()` calls, and a replay without it logged "called use() to suspend
  // in a previous render but did not call use() when it finished" (error #520 in production).
  // Strings that never needed loading skip `use()`: a settled promise read on every render made
  // React report a suspension inside synchronous updates (an error toast published in `act`).
  if (namespaceNeedsLoading(namespace, lang)) use(namespacesReady([namespace], lang));
  else {
    const loaded = loadedNamespaces([namespace], lang);
    if (loaded) use(loaded);
  }
  const t = useMemo(() => i18n.getFixedT(lang, namespace), [i18n, lang, namespace]);
  return { t, i18n };
}

/**
 * Suspends until every namespace a widget speaks is loaded in the page language, in one step
 * rather than one namespace after another. `use()` is called on every render with the same
 * promise: a component that called it only while something was missing, one namespace after
 * another, made React replay it with fewer `use()` calls than it had suspended on.
 */
export function useNamespaces(namespaces: readonly string[], language?: Language): void {
  const { lang } = useKitContext();
  use(namespacesReady(namespaces, language ?? lang));
}
