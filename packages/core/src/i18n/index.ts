export {
  CORE_NAMESPACE,
  getKitI18n,
  registerTranslations,
  registeredNamespaces,
  translate,
  translationProblems,
  type NamespaceResources,
  type Translation,
} from './resources';
export { useKitTranslation } from './use-kit-translation';
