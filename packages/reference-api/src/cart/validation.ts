/**
 * How the server judges a cart (ordering.md §7 "How the cart is judged"): with the kit's own
 * rules on the input the page builds from the same contract Cart (`validationInputOf`), so a cart
 * the page shows as valid is one the server accepts.
 */
import { cartIssues, validateCart, validationInputOf, type CartValidation } from '@anp/rules/cart';
import type { CartIssue } from '@anp/contract';
import { NOTE_MAX_LENGTH, type CartState } from './model';
import { toCart } from './views';

/** The cart's validation and every cart issue (CART001-CART006, MXCART001). */
export function judgeCart(state: CartState): { validation: CartValidation; issues: CartIssue[] } {
  const input = validationInputOf(toCart(state), {
    leadTimes: state.leadTimes,
    noteMaxLength: NOTE_MAX_LENGTH,
    newBusiness: false,
  });
  return { validation: validateCart(input), issues: cartIssues(input) };
}
