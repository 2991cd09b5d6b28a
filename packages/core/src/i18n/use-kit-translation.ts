import { useTranslation } from 'react-i18next';
import { useKitContext } from '../element/kit-context';

/**
 * `useTranslation` bound to the kit's i18next instance and to the language of the nearest KitRoot,
 * so two elements on one page can speak different languages.
 */
export function useKitTranslation(namespace: string = 'core') {
  const { lang, i18n } = useKitContext();
  return useTranslation(namespace, { lng: lang, i18n });
}
