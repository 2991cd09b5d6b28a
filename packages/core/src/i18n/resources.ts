import i18next, { type i18n as I18n } from 'i18next';
import { en } from './locales/en';
import { LANGUAGES, type Language } from '@anp/rules';

/** The same tree of keys as `T`, with every string free to differ: the shape a translation must have. */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};

/** Strings of one language, given at once or loaded on demand (a `*.lazy.ts` module). */
export type LanguageStrings<T> = T | (() => Promise<T>);

/**
 * The strings of one namespace in every interface language. English is always given at once (it
 * is the fallback); Spanish, Portuguese and Korean may be loaders, so a page carries only the
 * languages it speaks.
 */
export interface NamespaceResources<T = Record<string, unknown>> {
  en: T;
  es: LanguageStrings<Translation<T>>;
  pt: LanguageStrings<Translation<T>>;
  ko: LanguageStrings<Translation<T>>;
}

/** A namespace's strings with every language loaded. */
export interface LoadedResources<T = Record<string, unknown>> {
  en: T;
  es: Translation<T>;
  pt: Translation<T>;
  ko: Translation<T>;
}

export const CORE_NAMESPACE = 'core';

interface Entry {
  strings: Partial<Record<Language, object>>;
  loaders: Partial<Record<Language, () => Promise<object>>>;
  pending: Partial<Record<Language, Promise<void>>>;
}

const registry = new Map<string, Entry>();
const languageListeners = new Set<() => void>();
let instance: I18n | null = null;

function notifyLanguages() {
  for (const listener of languageListeners) listener();
}

function store(namespace: string, entry: Entry, lang: Language, strings: object) {
  entry.strings[lang] = strings;
  delete entry.loaders[lang];
  instance?.addResourceBundle(lang, namespace, strings, true, true);
}

/**
 * Adds a feature package's strings under its own namespace. Packages call this when their element
 * module loads, so a page only carries the strings of the widgets it uses; Spanish, Portuguese
 * and Korean may be loaders (`es: () => import('./locales/es.lazy').then((m) => m.es)`).
 * @example registerTranslations('cart', { en, es, pt, ko })
 */
export function registerTranslations<T extends object>(
  namespace: string,
  resources: NamespaceResources<T>,
): void {
  const entry: Entry = { strings: {}, loaders: {}, pending: {} };
  registry.set(namespace, entry);
  for (const lang of LANGUAGES) {
    const value = resources[lang] as object | (() => Promise<object>);
    if (typeof value === 'function') entry.loaders[lang] = value as () => Promise<object>;
    else store(namespace, entry, lang, value);
  }
  notifyLanguages();
}

// The core strings in Spanish, Portuguese and Korean load on demand, like every feature's: every element
// of a page shares the runtime chunk, and most pages speak one language.
registerTranslations(CORE_NAMESPACE, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});

/** Whether `namespace` has its `lang` strings (English always has). */
export function isNamespaceLoaded(namespace: string, lang: Language): boolean {
  return registry.get(namespace)?.strings[lang] !== undefined;
}

/** Whether `namespace` has `lang` strings still to load (registered, with a loader, not loaded). */
export function namespaceNeedsLoading(namespace: string, lang: Language): boolean {
  const entry = registry.get(namespace);
  return entry !== undefined && entry.strings[lang] === undefined && !!entry.loaders[lang];
}

/** Loads the `lang` strings of `namespace` once; a failed load is retried on the next call. */
export function loadNamespace(namespace: string, lang: Language): Promise<void> {
  const entry = registry.get(namespace);
  const loader = entry?.loaders[lang];
  if (!entry || !loader) return Promise.resolve();
  const existing = entry.pending[lang];
  if (existing) return existing;
  const loading = loader()
    .then((strings) => {
      store(namespace, entry, lang, strings);
      notifyLanguages();
    })
    .finally(() => {
      delete entry.pending[lang];
    });
  entry.pending[lang] = loading;
  return loading;
}

/** The namespaces registered so far. */
export function namespaceNames(): string[] {
  return [...registry.keys()];
}

/** Whether every namespace in `names` (default: all registered so far) has its `lang` strings. */
export function isKitLanguageLoaded(
  lang: Language,
  names: readonly string[] = namespaceNames(),
): boolean {
  return names.every((ns) => isNamespaceLoaded(ns, lang));
}

/** Loads the `lang` strings of `names` (default: every namespace registered so far). */
export async function loadKitLanguage(
  lang: Language,
  names: readonly string[] = namespaceNames(),
): Promise<void> {
  await Promise.all(names.map((ns) => loadNamespace(ns, lang)));
}

/** Calls `listener` whenever strings arrive or a namespace registers; returns the unsubscribe. */
export function subscribeKitLanguages(listener: () => void): () => void {
  languageListeners.add(listener);
  return () => {
    languageListeners.delete(listener);
  };
}

/**
 * Every namespace registered on this page with the languages loaded so far (tests and tooling
 * call `loadKitLanguage` for each language first).
 */
export function registeredNamespaces(): ReadonlyMap<string, LoadedResources> {
  const out = new Map<string, LoadedResources>();
  for (const [ns, entry] of registry) {
    const en = (entry.strings.en ?? {}) as Record<string, unknown>;
    out.set(ns, {
      en,
      es: (entry.strings.es ?? {}) as Translation<Record<string, unknown>>,
      pt: (entry.strings.pt ?? {}) as Translation<Record<string, unknown>>,
      ko: (entry.strings.ko ?? {}) as Translation<Record<string, unknown>>,
    });
  }
  return out;
}

/**
 * The kit's own i18next instance, one per page (never the host page's global i18next), created on
 * first use with every registered namespace. Elements pick their language per render via `lng`.
 */
export function getKitI18n(): I18n {
  if (instance) return instance;
  const resources: Record<string, Record<string, object>> = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, {}]),
  );
  for (const [ns, entry] of registry) {
    for (const lang of LANGUAGES) {
      const strings = entry.strings[lang];
      const target = resources[lang];
      if (strings && target) target[ns] = strings;
    }
  }
  const created = i18next.createInstance();
  void created.init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
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
export function translationProblems(namespace: string, bundle: LoadedResources): string[] {
  const problems: string[] = [];
  const base = flattenKeys(bundle.en);
  for (const lang of LANGUAGES) {
    if (lang === 'en') continue;
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
