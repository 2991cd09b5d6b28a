import { useCallback, useEffect, useState } from 'react';
import {
  loadNamespace,
  toPortalError,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
  type Language,
  type PortalError,
} from '@anp/core';
import { Button, Spinner } from '@anp/ui';
import { NS } from '../i18n';
import { TABLE_NS } from './i18n';
import type * as RowChildModule from './row-child.lazy';
import * as S from './results.styles';

type Module = typeof RowChildModule;

export interface RowChildProps {
  kind: 'memo' | 'order';
  /** The memo's or the order's number. */
  number: string;
  /** The heading level of a memo tile's title. */
  headingLevel: 3 | 4 | 5 | 6;
}

let loaded: Module | null = null;
let loading: Promise<Module> | null = null;
const languages = new Map<Language, Promise<void>>();

/**
 * Loads what opened rows show (the order lines, the memo tile): the list's first view has no
 * row open, so it does not carry them. Pointer or focus on a row's expand button starts it.
 */
export function loadRowChild(): Promise<Module> {
  loading ??= import('./row-child.lazy').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The code and its strings in `lang`, which arrive before it renders (no render suspends halfway). */
function loadIn(lang: Language): Promise<Module> {
  return loadRowChild().then(async (module) => {
    let strings = languages.get(lang);
    if (!strings) {
      strings = Promise.all(module.NAMESPACES.map((ns) => loadNamespace(ns, lang))).then(
        () => undefined,
        () => {
          // Asked for again by the next row opened; the tile says so itself meanwhile.
          languages.delete(lang);
        },
      );
      languages.set(lang, strings);
    }
    await strings;
    return module;
  });
}

/** An opened row's content, with the lines' own loading and failure states while its code loads. */
export function RowChild(props: RowChildProps) {
  const { t } = useKitTranslation(TABLE_NS);
  const { t: words } = useKitTranslation(NS);
  const reason = useErrorMessage();
  const { lang } = useKitContext();
  const [ready, setReady] = useState<{ lang: Language; module: Module } | null>(() =>
    lang === 'en' && loaded ? { lang, module: loaded } : null,
  );
  const module = ready?.lang === lang ? ready.module : null;
  const [error, setError] = useState<PortalError | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (module) return;
    let current = true;
    loadIn(lang).then(
      (m) => current && setReady({ lang, module: m }),
      (thrown: unknown) => current && setError(toPortalError(thrown)),
    );
    return () => {
      current = false;
    };
  }, [module, lang, attempt]);
  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);

  if (module) return <module.RowChildContent {...props} />;
  if (error) {
    return (
      <S.Child role="alert">
        <S.PanelRow>
          <p>{t('lines.failed', { reason: reason(error) })}</p>
          <Button size="sm" variant="secondary" onClick={retry}>
            {words('retry')}
          </Button>
        </S.PanelRow>
      </S.Child>
    );
  }
  return (
    <S.Child>
      <Spinner size="sm" label={t('lines.loading', { number: props.number })} />
    </S.Child>
  );
}
