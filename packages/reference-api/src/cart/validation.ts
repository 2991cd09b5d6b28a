/**
 * How the server judges a cart (ordering.md §7 "How the cart is judged"): with the kit's own
 * rules on the input the page builds from the same contract Cart (`validationInputOf`), so a cart
 * the page shows as valid is one the server accepts.
 */
import {
  cartFieldProblems,
  cartIssues,
  earliestDate,
  latestDate,
  ruleFor,
  validateCart,
  validationInputOf,
  type CartField,
  type CartFieldProblem,
  type CartValidation,
} from '@anp/rules/cart';
import type { CartIssue } from '@anp/contract';
import { HttpError } from '../http-error';
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

/** What the user reads about a field the cart cannot be ordered with. */
function fieldMessage(problem: CartFieldProblem, state: CartState): string {
  const cart = state.cart;
  switch (problem.problem) {
    case 'EMAIL':
      return `${cart?.email.trim() ?? ''} is not an e-mail address`;
    case 'TRUCK_SIZE':
      return 'Choose one of the truck sizes offered';
    case 'DEL_INSTR':
      return `Delivery instructions must be at most ${NOTE_MAX_LENGTH} characters of plain text`;
    case 'MODE':
      return 'The only transport mode is truck';
    default: {
      const date = cart?.requested_date ?? '';
      const times = state.leadTimes;
      const rule = times
        ? ruleFor(cart?.ship_method === 'pickup' ? 'pickup' : 'delivery', times)
        : null;
      if (problem.problem === 'TOO_EARLY' && times && rule)
        return `${date} is too early: the earliest date is ${earliestDate(rule, times.today)}`;
      if (problem.problem === 'TOO_LATE' && times)
        return `${date} is too late: the latest date is ${latestDate(times.today, times.daySpan)}`;
      if (problem.problem === 'NON_WORKING') return `The plant does not work on ${date}`;
      if (problem.problem === 'BLOCKED') return `${date} is a plant holiday`;
      return `${date} is not a calendar date`;
    }
  }
}

/**
 * The first problem of the named fields of the cart as a 400 naming the field (`prefix` +
 * field), or null: the same rules (`@anp/rules/cart` cartFieldProblems) judge the draft when it
 * is saved and the cart when the order is placed.
 */
export function fieldError(
  state: CartState,
  fields: readonly CartField[],
  prefix: string,
): HttpError | null {
  const [first] = cartFieldProblems(toCart(state), fields, {
    leadTimes: state.leadTimes,
    noteMaxLength: NOTE_MAX_LENGTH,
  });
  if (!first) return null;
  return new HttpError(400, 'VALIDATION', fieldMessage(first, state), `${prefix}${first.field}`);
}
