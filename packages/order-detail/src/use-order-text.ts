import { useMemo } from 'react';
import { formatCutoff, useKitTranslation, useNamespaces } from '@anp/core';
import { RULES_NS, type MessageDescriptor } from '@anp/rules/cart';
import '@anp/cart/rules-text/i18n';
import { MEMO_TILE_NS } from '@anp/memo-tile';
import { ORDER_DETAIL_NS } from './i18n';
import { countdown, cutoffState } from './model/cutoff';

/** The namespaces every view of the package speaks. */
export const ORDER_NAMESPACES: readonly string[] = [ORDER_DETAIL_NS, RULES_NS, MEMO_TILE_NS];

/**
 * The order detail's strings (namespace `orderDetail`), the cart's rule wording (`cartRules`) for
 * quantity and date problems, and the cut-off phrases every part of the package shares.
 */
export function useOrderText() {
  // Everything the package's views speak (its own strings, the rules' wording, the memo tiles;
  // and the modify page adds the date picker's) arrives in one step before they render.
  useNamespaces(ORDER_NAMESPACES);
  const { t } = useKitTranslation(ORDER_DETAIL_NS);
  const { t: rules } = useKitTranslation(RULES_NS);
  return useMemo(() => {
    const message = (descriptor: MessageDescriptor): string =>
      'text' in descriptor ? descriptor.text : rules(descriptor.key, descriptor.params);
    /** "2 days 4 hours left", "35 minutes left", or null when the cut-off has passed or is unknown. */
    const timeLeft = (until: string | null, now: number): string | null => {
      const state = cutoffState(until, now);
      if (state.state !== 'open') return null;
      const { key, days, hours, minutes } = countdown(state.msLeft);
      return t(`countdown.${key}`, {
        days: t('countdown.day', { count: days }),
        hours: t('countdown.hour', { count: hours }),
        minutes: t('countdown.minute', { count: minutes }),
      });
    };
    /** The cut-off as ordering.md §2 screen 8 writes it: DD-MM-YYYY, h:mm AM/PM. */
    const cutoff = (until: string | null): string => (until ? formatCutoff(until) : '');
    return { t, message, timeLeft, cutoff };
  }, [t, rules]);
}

export type OrderText = ReturnType<typeof useOrderText>;
