import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { es } from './locales/es';
import { pt } from './locales/pt';
import type { Language } from '../model/locale';

/** The same tree of keys as `T`, with every string free to differ: the shape a translation must have. */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};

/** The strings of one namespace in every interface language. */
export interface NamespaceResources<T = Record<string, unknown>> {
  en: T;
  es: Translation<T>;
  pt: Translation<T>;
}

export const CORE_NAMESPACE = 'core';

const registry = new Map<string, NamespaceResources>();
let instance: I18n | null = null;

/**
 * Adds a feature package's strings under its own namespace. Packages call this when their element
 * module loads, so a page only carries the strings of the widgets it uses.
 * @example registerTranslations('cart', { en, es, pt })
 */
export function registerTranslations<T extends object>(
  namespace: string,
  resources: NamespaceResources<T>,
): void {
  const bundle = resources as unknown as NamespaceResources;
  registry.set(namespace, bundle);
  if (instance) {
    for (const lang of ['en', 'es', 'pt'] as const) {
      instance.addResourceBundle(lang, namespace, bundle[lang], true, true);
    }
  }
}

registerTranslations(CORE_NAMESPACE, { en, es, pt });

/** Every namespace registered on this page, for tests and tooling. */
export function registeredNamespaces(): ReadonlyMap<string, NamespaceResources> {
  return registry;
}

/**
 * The kit's own i18next instance, one per page (never the host page's global i18next), created on
 * first use with every registered namespace. Elements pick their language per render via `lng`.
 */
export function getKitI18n(): I18n {
  if (instance) return instance;
  const resources: Record<string, Record<string, object>> = { en: {}, es: {}, pt: {} };
  for (const [ns, bundle] of registry) {
    for (const lang of ['en', 'es', 'pt'] as const) {
      const target = resources[lang];
      if (target) target[ns] = bundle[lang] as object;
    }
  }
  const created = i18next.createInstance();
  void created.use(initReactI18next).init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'es', 'pt'],
    defaultNS: CORE_NAMESPACE,
    ns: [...registry.keys()],
    initAsync: false,
    // Server text is rendered by React as text; i18next must not escape twice.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instance = created;
  return created;
}

/** Translates outside React (error messages built in plain code). */
export function translate(
  key: string,
  lang: Language = 'en',
  options?: Record<string, unknown>,
): string {
  return getKitI18n().getFixedT(lang)(key, options ?? {}) as string;
}

function flattenKeys(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${k}` : k;
      if (typeof v === 'string') out.set(path, v);
      else for (const [p, s] of flattenKeys(v, path)) out.set(p, s);
    }
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

/**
 * Lists what a namespace lacks in any language: keys missing or extra against English, empty
 * strings, and interpolation placeholders that differ. An empty list means complete.
 */
export function translationProblems(namespace: string, bundle: NamespaceResources): string[] {
  const problems: string[] = [];
  const base = flattenKeys(bundle.en);
  for (const lang of ['es', 'pt'] as const) {
    const other = flattenKeys(bundle[lang]);
    for (const [key, text] of base) {
      const translated = other.get(key);
      if (translated === undefined) problems.push(`${lang}:${namespace}.${key} is missing`);
      else if (translated.trim() === '') problems.push(`${lang}:${namespace}.${key} is empty`);
      else if (placeholders(translated).join() !== placeholders(text).join())
        problems.push(`${lang}:${namespace}.${key} has other placeholders than en`);
    }
    for (const key of other.keys()) {
      if (!base.has(key)) problems.push(`${lang}:${namespace}.${key} is not in en`);
    }
  }
  for (const [key, text] of base) {
    if (text.trim() === '') problems.push(`en:${namespace}.${key} is empty`);
  }
  return problems;
}
