import { createElement } from 'react';
import { useKitTranslation } from '@anp/core';
import { Spinner } from '@anp/ui';

/** What an element shows while its code arrives (core's strings are always there). */
export function Loading() {
  const { t } = useKitTranslation('core');
  return createElement(Spinner, { label: t('common.loading') });
}

/** A heading level attribute within `min`..`max`, else the default. */
export function levelOf<L extends number>(n: number | undefined, min: L, max: L, fallback: L): L {
  return n !== undefined && Number.isInteger(n) && n >= min && n <= max ? (n as L) : fallback;
}

/** Documented for the manifest: these elements only ask for navigation. */
export const NAVIGATE_EVENT = {
  name: 'anp-navigate',
  description:
    'A link to another portal page (the orders list, the order, its modify page) was followed; detail { path }. Cancel it to route yourself, else the browser navigates.',
} as const;

export const CSS_PROPERTIES = [
  { name: '--anp-color-primary', description: 'Buttons, links and the Modify order entry.' },
  { name: '--anp-color-surface', description: 'Background of the panels.' },
  { name: '--anp-color-danger', description: 'Cancelled badges, refusals and failures.' },
  { name: '--anp-font-family', description: 'Font family of the kit.' },
] as const;
