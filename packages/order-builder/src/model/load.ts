/**
 * The truckload meter of the order builder (issue 17): the open cart's load plus what the user
 * has typed in the rows and not added yet, so the bar moves with each quantity before any call.
 * The reading itself is the cart's `truckLoad()` (`@anp/rules/cart`), the same as the server's
 * validation.
 */
import {
  lineFromCartItem,
  selectedTruck,
  truckLoad,
  type CartLine,
  type TruckLoad,
} from '@anp/rules/cart';
import type { Cart, Product } from '@anp/core/services/cart';
import { readEntry, rulesOf, type Entry } from './entry';

/** A row's entry with its product. */
export interface PendingEntry {
  product: Product;
  entry: Entry;
}

/** A product's line with a typed quantity, as the validation weighs it. */
function pendingLine(product: Product, quantity: number): CartLine {
  return {
    sku: product.sku,
    title: product.title,
    quantity,
    netWeightPerUnit: product.netWeightPerUnit,
    unitOfMeasure: product.unitOfMeasure,
    containerCode: product.containerCode,
    packageType: product.packageType,
    // The quantity rules, the pallet size among them.
    ...rulesOf(product),
  };
}

/**
 * The meter's reading of the cart with the typed quantities on top, and how many rows those
 * are. A row counts when its entry reads as a quantity (a quantity that breaks a rule still
 * weighs what it weighs); the latest entry of a product counts once, whichever view it was
 * typed in. Null without a cart.
 */
export function builderLoad(
  cart: Cart | undefined,
  pending: readonly PendingEntry[],
): { load: TruckLoad; pendingRows: number } | null {
  if (!cart) return null;
  const bySku = new Map<string, CartLine>();
  for (const { product, entry } of pending) {
    const quantity = readEntry(entry, rulesOf(product)).quantity;
    if (quantity === null) bySku.delete(product.sku);
    else bySku.set(product.sku, pendingLine(product, quantity));
  }
  const lines = [...cart.cartItems.map(lineFromCartItem), ...bySku.values()];
  const load = truckLoad({
    country: cart.country,
    sourceSystem: cart.sourceSystem,
    items: lines,
    shipMethod: cart.shipMethod,
    truck: selectedTruck(cart),
    feeLimit: cart.feeLimit,
    unavailableSkus: cart.invalidSkus,
    isBagFeeAcknowledged: cart.isBagFeeAcknowledged,
    isLocalFeeAcknowledge: cart.isLocalFeeAcknowledge,
  });
  return { load, pendingRows: bySku.size };
}
