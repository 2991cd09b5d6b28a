import { headingLevelOf, useNamespaces } from '@anp/core';
import { QUICK_ORDER_NS } from './i18n';
import { useQuickOrder } from './use-quick-order';
import { useQuickOrderData } from './use-quick-order-data';
import { QuickOrderView, type HeadingLevel } from './quick-order.view';

export interface QuickOrderProps {
  /** The card's heading; the strings' own without one. */
  heading?: string | undefined;
  /** Level of the heading, 1 to 6 (default 2). */
  headingLevel?: number | undefined;
}

const NAMESPACES = [QUICK_ORDER_NS];

/**
 * Quick order (issue 17): paste lines or upload a CSV or XLSX file of "SKU or customer material
 * number, quantity", check them all in one call, fix lines in place, and add the ready ones to
 * the cart in one request. Shows nothing where the cart is hidden (ordering.md §6).
 * @example <KitRoot config={config}><QuickOrder /></KitRoot>
 */
export function QuickOrder({ heading, headingLevel }: QuickOrderProps) {
  useNamespaces(NAMESPACES);
  const state = useQuickOrder(useQuickOrderData());
  return (
    <QuickOrderView
      state={state}
      heading={heading}
      headingLevel={headingLevelOf<HeadingLevel>(headingLevel, 2)}
    />
  );
}
