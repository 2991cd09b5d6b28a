/** The cart's steps, in order (ordering.md §2 screens 2-4, §4 cart flow). */
export type CartStep = 'cart' | 'review' | 'confirmation';

export const CART_STEPS: readonly CartStep[] = ['cart', 'review', 'confirmation'];

/** A step as written in an attribute or a route; anything else is unknown (undefined). */
export function parseCartStep(value: string | null | undefined): CartStep | undefined {
  return CART_STEPS.find((s) => s === value);
}
