import { useCallback } from 'react';
import { useKitTranslation } from '@anp/core';
import { SHELL_NS } from './i18n';
import type { PortalNavItem } from './model/navigation';

/** The translated label of a navigation item; unknown species fall back to their own name. */
export function useNavLabel() {
  const { t } = useKitTranslation(SHELL_NS);
  return useCallback(
    (item: PortalNavItem) => {
      const fallback = item.id.replace(/^assets\//, '');
      return t(item.label, { defaultValue: fallback.charAt(0).toUpperCase() + fallback.slice(1) });
    },
    [t],
  );
}
