/**
 * The rules of the cart's own fields (ordering.md §3 Cart, §5): the values no order can be
 * placed with, whatever else the cart holds. The reference API applies them when the draft is
 * saved (cart/update) and again when the order is placed (cart/submit), so a user learns at save
 * time what submit would refuse later (issue 12).
 *
 * Quantities are not among them: a quantity's problems (minimum, increment, pallets) depend on
 * the line's product and on the other lines, and the page shows them while the user types; they
 * stay the cart's issues (CART005), reported by simulate and refused by submit.
 */
import type { Cart, LeadTimes } from '@anp/contract';
import type { DateProblem } from './dates';
import { deliveryInstructionError, requestedDateProblem } from './validation';

/** One address: something before and after a single @, no spaces or list separators. */
export const EMAIL_ADDRESS = /^[^\s@<>,;]+@[^\s@<>,;]+$/;

/** ordering.md §3 Cart options: the transport modes (default truck, the only one offered). */
export const TRANSPORT_MODES: readonly string[] = ['truck'];

export type CartField = 'email' | 'truckSize' | 'note' | 'mode' | 'requestedDate';

export type CartFieldProblem =
  | { field: 'email'; problem: 'EMAIL' }
  | { field: 'truckSize'; problem: 'TRUCK_SIZE' }
  | { field: 'note'; problem: 'DEL_INSTR' }
  | { field: 'mode'; problem: 'MODE' }
  | { field: 'requestedDate'; problem: DateProblem };

/**
 * The problems of the named fields of a cart, in the order of `fields`:
 * - email: empty (the user's own address is used) or one address;
 * - truckSize: none chosen, or one of the cart's `truckSizes`;
 * - note: the delivery instruction rule (DEL_INSTR_ERROR: length, plain text);
 * - mode: one of {@link TRANSPORT_MODES};
 * - requestedDate: none, or a date the plant of the ship method can serve (ordering.md §5).
 */
export function cartFieldProblems(
  cart: Pick<
    Cart,
    'email' | 'truckSize' | 'truckSizes' | 'note' | 'mode' | 'requestedDate' | 'shipMethod'
  >,
  fields: readonly CartField[],
  opts: { leadTimes: LeadTimes | null; noteMaxLength?: number; today?: string },
): CartFieldProblem[] {
  const problems: CartFieldProblem[] = [];
  for (const field of new Set(fields)) {
    switch (field) {
      case 'email': {
        const email = cart.email.trim();
        if (email !== '' && !EMAIL_ADDRESS.test(email)) problems.push({ field, problem: 'EMAIL' });
        break;
      }
      case 'truckSize':
        if (
          cart.truckSize !== null &&
          cart.truckSize !== '' &&
          !cart.truckSizes.some((size) => size.value === cart.truckSize)
        )
          problems.push({ field, problem: 'TRUCK_SIZE' });
        break;
      case 'note':
        if (deliveryInstructionError(cart.note, opts.noteMaxLength))
          problems.push({ field, problem: 'DEL_INSTR' });
        break;
      case 'mode':
        if (!TRANSPORT_MODES.includes(cart.mode)) problems.push({ field, problem: 'MODE' });
        break;
      case 'requestedDate': {
        const problem = requestedDateProblem({
          requestedDate: cart.requestedDate,
          shipMethod: cart.shipMethod,
          leadTimes: opts.leadTimes,
          ...(opts.today === undefined ? {} : { today: opts.today }),
        });
        if (problem) problems.push({ field, problem });
        break;
      }
    }
  }
  return problems;
}
