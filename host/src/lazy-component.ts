import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// React's own bound for a lazily loaded component: any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A lazily loaded component that can also be fetched ahead of its first render. */
export type LazyComponent<C extends AnyComponent> = LazyExoticComponent<C> & {
  /** Starts fetching the component's code (once), e.g. beside another chunk the route needs. */
  preload(): Promise<unknown>;
};

/**
 * `React.lazy` for a named export: `lazyComponent(() => import('./dashboard-page'), 'DashboardPage')`.
 * The code is fetched on the first render or `preload()`, whichever comes first, and only once;
 * a failed fetch (a dropped connection) may be tried again by the next `preload()`.
 */
export function lazyComponent<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyComponent<M[K]> {
  let module: Promise<M> | null = null;
  const get = () => {
    if (!module) {
      module = load();
      module.catch(() => {
        module = null;
      });
    }
    return module;
  };
  const component = lazy(() => get().then((m) => ({ default: m[name] })));
  return Object.assign(component, { preload: get });
}
