/** What a new cart starts with (ordering.md §1, §9). */
import { defaultShipMethod } from '@anp/rules';
import type { OrderingAccount, OrderingUser } from '../accounts/caller';

/** ordering.md §9: the default truck size is 6.00 (in the market's ton unit). */
export const DEFAULT_TRUCK_SIZE = '6.00';

/**
 * What a new cart starts with: the ship method of the user's locale (ordering.md §1: pickup for
 * es_GT and es_PE), mode truck, the account's payment terms, truck size 6.00 (§9), the user's
 * own e-mail, and (decision) the account's own plant as the pickup location.
 */
export function cartDefaults(user: OrderingUser, account: OrderingAccount) {
  return {
    ship_method: defaultShipMethod(user.locale),
    mode: 'truck',
    payment_terms: account.paymentTerms,
    truck_size: DEFAULT_TRUCK_SIZE,
    email: user.email,
    pickup_plant_id: account.plantId,
  };
}
