import { lazy, useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads on first use (the pickers' calendars): `preload` starts the load
 * (on pointer or focus over the field, so the usual press finds it there), `isLoaded` tells
 * whether it is there, and `Component` renders it. Rendered once loaded, `Component` does not
 * suspend: its `lazy()` gets a thenable that resolves at once. A failed load may be tried again.
 */
export interface OnDemand<P extends object> {
  preload(): Promise<unknown>;
  isLoaded(): boolean;
  Component: ComponentType<P>;
}

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  type Module = { default: ComponentType<P> };
  const Component = lazy<ComponentType<P>>(() => {
    const ready = loaded;
    return (
      ready
        ? { then: (resolve: (module: Module) => void) => resolve({ default: ready }) }
        : preload().then((component) => ({ default: component }))
    ) as Promise<Module>;
  });
  return { preload, isLoaded: () => loaded !== null, Component };
}

/** The part's component, for a module-level constant (a pure call, so unused it is dropped). */
export function componentOf<P extends object>(part: OnDemand<P>): ComponentType<P> {
  return part.Component;
}

/**
 * Whether the part is loaded; while `wanted`, loads it and renders again when it is there, so the
 * press that asked for it also shows it (no second press). `onFailed` runs if the load fails.
 */
export function useOnDemand<P extends object>(
  part: OnDemand<P>,
  wanted: boolean,
  onFailed: () => void,
): boolean {
  const [, setLoads] = useState(0);
  const ready = part.isLoaded();
  useEffect(() => {
    if (!wanted || ready) return undefined;
    let live = true;
    part.preload().then(
      () => live && setLoads((n) => n + 1),
      () => live && onFailed(),
    );
    return () => {
      live = false;
    };
  }, [part, wanted, ready, onFailed]);
  return ready;
}
