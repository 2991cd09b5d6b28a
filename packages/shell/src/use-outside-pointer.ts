import { useEffect } from 'react';
import { documentOf, useKitContext } from '@anp/core';

/**
 * Closes a popup when a pointer goes down outside `inside` (anywhere on the page, shadow roots
 * included: the event's composed path tells whether it started inside).
 */
export function useOutsidePointer(
  active: boolean,
  inside: () => Element | null,
  onOutside: () => void,
) {
  const { root } = useKitContext();
  useEffect(() => {
    if (!active) return undefined;
    const doc = documentOf(root);
    const listener = (event: Event) => {
      const element = inside();
      if (element && !event.composedPath().includes(element)) onOutside();
    };
    doc.addEventListener('pointerdown', listener);
    return () => doc.removeEventListener('pointerdown', listener);
  }, [active, root, inside, onOutside]);
}
