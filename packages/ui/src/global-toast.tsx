import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';
import { subscribeErrors, useKitTranslation } from '@anp/core';
import { useToastQueue } from './toast-queue';

// The region's view loads with the first toast: most pages never show one, and every element
// of a page would otherwise carry it in the shared runtime chunk.
const ToastRegion = lazy(() =>
  import('./toast-region.lazy').then((module) => ({ default: module.ToastRegion })),
);

/**
 * Which mounted GlobalToast shows the page's toasts: the first one mounted. Every element's
 * KitRoot renders one, so five elements on a page would otherwise give five toasts.
 */
const claims: symbol[] = [];
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function currentOwner(): symbol | null {
  return claims[0] ?? null;
}

function useIsToastOwner(): boolean {
  const [me] = useState(() => Symbol('anp-toast'));
  useEffect(() => {
    claims.push(me);
    notify();
    return () => {
      claims.splice(claims.indexOf(me), 1);
      notify();
    };
  }, [me]);
  return useSyncExternalStore(subscribe, currentOwner, currentOwner) === me;
}

/**
 * The page's error toast: shows the `anp-error` events @anp/core publishes for failed API calls,
 * in the language of the element that owns it. `index.ts` registers it as KitRoot chrome.
 */
export function GlobalToast() {
  const owner = useIsToastOwner();
  const { t } = useKitTranslation('core');
  const { toasts, push, dismiss } = useToastQueue();

  useEffect(() => {
    if (!owner) return undefined;
    return subscribeErrors(({ message }) => {
      push({ tone: 'error', title: t('errors.title'), message });
    });
  }, [owner, push, t]);

  if (!owner || toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion
        toasts={toasts}
        onDismiss={dismiss}
        dismissLabel={t('common.dismiss')}
        regionLabel={t('common.notifications')}
      />
    </Suspense>
  );
}
