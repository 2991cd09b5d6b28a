import type { Language } from '@anp/rules';
import { loadNamespace, namespaceNeedsLoading } from './resources';

/** A promise React can read without suspending once it has settled (React's own thenable fields). */
type Tracked = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; reason?: unknown };

const ready = new Map<string, Tracked>();

function settledPromise(): Tracked {
  return Object.assign(Promise.resolve(), { status: 'fulfilled' as const });
}

/**
 * One promise per language and set of namespaces, so every render of a component hands React's
 * `use()` the same promise. A namespace that registers later (its widget's code arrived on
 * demand) is loaded then, through a new promise.
 */
export function namespacesReady(namespaces: readonly string[], lang: Language): Promise<void> {
  const key = `${lang}:${namespaces.join(',')}`;
  const missing = namespaces.filter((ns) => namespaceNeedsLoading(ns, lang));
  const known = ready.get(key);
  if (known && known.status === 'pending') return known;
  if (known && known.status === 'fulfilled' && missing.length === 0) return known;
  let promise: Tracked;
  if (missing.length === 0) promise = settledPromise();
  else {
    promise = Promise.all(missing.map((ns) => loadNamespace(ns, lang))).then(() => undefined);
    const tracked = promise;
    tracked.status = 'pending';
    tracked.then(
      () => {
        tracked.status = 'fulfilled';
      },
      (error: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = error;
      },
    );
  }
  ready.set(key, promise);
  return promise;
}

/**
 * The promise of an earlier load of these namespaces, if there was one and it did not fail: a
 * component that suspended on that load must call `use()` again when React renders it next. That
 * render can come while the promise is still pending although the strings are already stored:
 * storing them tells the page's subscribers at once (KitRoot re-renders), a few microtasks before
 * the promise settles. Handing out the pending promise then suspends a moment longer; leaving
 * `use()` out made React log "called use() to suspend in a previous render but did not call
 * use() when it finished" (issue 14 QA, on Guatemalan and Mexican pages).
 */
export function loadedNamespaces(
  namespaces: readonly string[],
  lang: Language,
): Promise<void> | null {
  const known = ready.get(`${lang}:${namespaces.join(',')}`);
  return known && known.status !== 'rejected' ? known : null;
}
