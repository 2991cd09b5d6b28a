/**
 * What a cart or review line shows of its weight and pallets, through the shared rules
 * (`@anp/rules/cart`), so the cart, the review and the order detail agree (QA, issue 14).
 */
import { formatWeight } from '@anp/rules';
import type { CartItem } from '@anp/core/services/cart';
import { weightInUnit } from '@anp/rules/cart';

/** A weight of the line in the cart's unit (QA, issue 14: kg lines under quintal totals). */
export function lineWeightText(value: number, from: string, country: string, unit: string): string {
  const weight = weightInUnit(value, from, unit);
  return formatWeight(weight.value, country, weight.unit);
}

/** What the pallet count rule needs of a cart item (the names of ordering.md §3). */
export function linePalletsOf(item: CartItem) {
  return {
    quantity: item.itemCount.value,
    perPalletCount: item.perPalletcount,
    isPallet: item.isPallet,
    isPalletAndNonPalletAllowed: item.isPalletAndNonPalletAllowed,
    fullPallet: item.fullPallet,
    pallets: item.pallet,
  };
}
