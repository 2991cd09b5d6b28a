import { useCallback, useEffect, useState } from 'react';
import { toPortalError, type PortalError } from '@anp/core';
import type * as LaterStepsModule from './cart.later-steps.lazy';

export type LaterSteps = typeof LaterStepsModule;

let loaded: LaterSteps | null = null;
let loading: Promise<LaterSteps> | null = null;

/**
 * Loads the review and confirmation steps. The cart step starts it as soon as the user heads
 * for Continue to review (pointer or focus on the button), so the review shows at once when
 * the saved cart moves there; a page opened on the review loads it on mount. A failed load is
 * forgotten, so the next call tries again.
 */
export function loadLaterSteps(): Promise<LaterSteps> {
  loading ??= import('./cart.later-steps.lazy').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export interface LaterStepsState {
  /** The steps' views once loaded, else null. */
  steps: LaterSteps | null;
  /** Why the last load failed (nothing the user typed depends on it: the cart is saved). */
  error: PortalError | null;
  retry(): void;
}

/** The later steps, asked for while `wanted`. */
export function useLaterSteps(wanted: boolean): LaterStepsState {
  const [steps, setSteps] = useState<LaterSteps | null>(() => loaded);
  const [error, setError] = useState<PortalError | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (steps || !wanted) return;
    let current = true;
    loadLaterSteps().then(
      (module) => current && setSteps(module),
      (reason: unknown) => current && setError(toPortalError(reason)),
    );
    return () => {
      current = false;
    };
  }, [steps, wanted, attempt]);
  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);
  return { steps, error: steps ? null : error, retry };
}
