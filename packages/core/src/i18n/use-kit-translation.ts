import { use, useMemo } from 'react';
import type { TFunction, i18n as I18n } from 'i18next';
import { useKitContext } from '../element/kit-context';
import { isNamespaceLoaded, loadNamespace } from './resources';

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
  if (!isNamespaceLoaded(namespace, lang)) use(loadNamespace(namespace, lang));
  const t = useMemo(() => i18n.getFixedT(lang, namespace), [i18n, lang, namespace]);
  return { t, i18n };
}
