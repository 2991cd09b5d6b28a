/**
 * From the contract's cart to the model's inputs, so the page and the reference API validate the
 * same cart in the same way.
 */
import type { Cart, CartItem, LeadTimes } from '@anp/contract';
import type { CartIssueInput } from './issues';
import type { CartLine } from './validation';

/** A contract cart item as a validation line (`itemCount.value` is the quantity). */
export function lineFromCartItem(item: CartItem): CartLine {
  return {
    sku: item.sku,
    title: item.title,
    quantity: item.itemCount.value,
    netWeightPerUnit: item.netWeightPerUnit,
    unitOfMeasure: item.unitOfMeasure,
    containerCode: item.containerCode,
    perPalletCount: item.perPalletcount,
    packageType: item.packageType,
    isRemoved: item.isRemoved,
    rowDisable: item.rowDisable,
    minQuantity: item.minQuantity,
    increment: item.increment,
    isPallet: item.isPallet,
    isPalletAndNonPalletAllowed: item.isPalletAndNonPalletAllowed,
    fullPallet: item.fullPallet,
    pallets: item.pallet,
  };
}

/** The truck the cart's `truckSize` names, or null when none is chosen or it is not offered. */
export function selectedTruck(
  cart: Pick<Cart, 'truckSize' | 'truckSizes'>,
): { capacity: number; unit: 'Tons' | 'MT' } | null {
  const truck = cart.truckSizes.find((size) => size.value === cart.truckSize);
  return truck === undefined ? null : { capacity: truck.capacity, unit: truck.unit };
}

/**
 * The validation input of a contract cart. Lead times come from their own call; `today` defaults
 * to the plant's day in them.
 */
export function validationInputOf(
  cart: Cart,
  opts: {
    leadTimes: LeadTimes | null;
    noteMaxLength?: number;
    today?: string;
    newBusiness?: boolean;
    unavailableSkus?: string[];
  },
): CartIssueInput {
  return {
    country: cart.country,
    sourceSystem: cart.sourceSystem,
    items: cart.cartItems.map(lineFromCartItem),
    shipMethod: cart.shipMethod,
    requestedDate: cart.requestedDate,
    requestedTime: cart.requestedTime,
    pickUpFrom: cart.pickUpFrom,
    paymentTerms: cart.paymentTerms,
    truck: selectedTruck(cart),
    note: cart.note,
    noteMaxLength: opts.noteMaxLength,
    feeLimit: cart.feeLimit,
    leadTimes: opts.leadTimes,
    today: opts.today,
    newBusiness: opts.newBusiness,
    unavailableSkus: opts.unavailableSkus ?? cart.invalidSkus,
    isBagFeeAcknowledged: cart.isBagFeeAcknowledged,
    isLocalFeeAcknowledge: cart.isLocalFeeAcknowledge,
  };
}
