import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { loadNamespace, type Language } from '@anp/core';

/** A module of the list that loads on demand: its component and the namespaces it speaks. */
export interface OnDemandModule<P> {
  default: ComponentType<P>;
  NAMESPACES: readonly string[];
}

export interface OnDemandPart<P> {
  /** Loads the module and its strings in `lang`, once per language. */
  load(lang: Language): Promise<OnDemandModule<P>>;
  /** The module's component, to render once `load` settled. */
  Component: LazyExoticComponent<ComponentType<P>>;
}

/**
 * A part of the list that is a chunk of its own (the filter bar, the results), asked for on
 * mount beside the first page. Its strings in the page language arrive before it renders: a
 * part that suspended for them in the middle of its render would be replayed by React without
 * suspending again (a console error).
 */
export function onDemand<P>(importer: () => Promise<OnDemandModule<P>>): OnDemandPart<P> {
  const byLang = new Map<Language, Promise<OnDemandModule<P>>>();
  return {
    load(lang) {
      let loading = byLang.get(lang);
      if (!loading) {
        loading = importer().then(async (module) => {
          // A failed language load is left to the part, which asks for it again.
          await Promise.all(module.NAMESPACES.map((ns) => loadNamespace(ns, lang))).catch(() => {});
          return module;
        });
        byLang.set(lang, loading);
      }
      return loading;
    },
    Component: lazy(importer),
  };
}

/** Whether `part` is loaded in `lang`: asks for it on mount and on a change of language. */
export function useOnDemand<P>(part: OnDemandPart<P>, lang: Language): boolean {
  const [readyIn, setReadyIn] = useState<Language | null>(null);
  useEffect(() => {
    let current = true;
    void part.load(lang).then(() => current && setReadyIn(lang));
    return () => {
      current = false;
    };
  }, [part, lang]);
  return readyIn === lang;
}
