import { use } from 'react';
import { isNamespaceLoaded, loadNamespace, useKitContext, type Language } from '@anp/core';

/** A promise React can read without suspending once it has settled (React's own thenable fields). */
type Tracked = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; reason?: unknown };

const ready = new Map<string, Tracked>();

function settledPromise(): Tracked {
  return Object.assign(Promise.resolve(), { status: 'fulfilled' as const });
}

/** One promise per language and set of namespaces, so every render reads the same one. */
function namespacesReady(namespaces: readonly string[], lang: Language): Tracked {
  const key = `${lang}:${namespaces.join(',')}`;
  const known = ready.get(key);
  if (known && known.status !== 'rejected') return known;
  const missing = namespaces.filter((ns) => !isNamespaceLoaded(ns, lang));
  let promise: Tracked;
  if (missing.length === 0) promise = settledPromise();
  else {
    promise = Promise.all(missing.map((ns) => loadNamespace(ns, lang))).then(() => undefined);
    promise.status = 'pending';
    promise.then(
      () => {
        promise.status = 'fulfilled';
      },
      (error: unknown) => {
        promise.status = 'rejected';
        promise.reason = error;
      },
    );
  }
  ready.set(key, promise);
  return promise;
}

/**
 * Suspends until every namespace a widget speaks is loaded in the page language, in one step.
 * `use()` is called on every render with the same promise: a component that called it only while
 * something was missing (and one namespace after another) made React replay it with fewer `use()`
 * calls than it had suspended on, which React reports as an error and recovers from by rendering
 * the whole root again.
 */
export function useNamespaces(namespaces: readonly string[]): void {
  const { lang } = useKitContext();
  use(namespacesReady(namespaces, lang) as Promise<void>);
}
