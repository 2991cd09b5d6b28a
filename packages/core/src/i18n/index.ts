export {
  CORE_NAMESPACE,
  getKitI18n,
  isKitLanguageLoaded,
  isNamespaceLoaded,
  loadNamespace,
  namespaceNames,
  loadKitLanguage,
  subscribeKitLanguages,
  registerTranslations,
  registeredNamespaces,
  translate,
  translationProblems,
  type NamespaceResources,
  type LoadedResources,
  type LanguageStrings,
  type Translation,
} from './resources';
export { useKitTranslation, useNamespaces } from './use-kit-translation';
