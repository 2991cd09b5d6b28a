/**
 * Where an order goes (ordering.md §2 screen 6 "shipping details", §3 cart shipMethod delivery or
 * pickup, order detail shippingDetails): one rule for the order detail and the documents, so a
 * pickup order's detail never says "Ships to: the account's address" while its invoice says
 * "Pickup at Amarillo Feed Mill" (QA, issue 14).
 */

export type ShipDestination =
  /** The customer collects the order at the plant it ships from. */
  | { kind: 'pickup'; plantName: string; plantCode: string }
  /** Delivered to the order's ship-to (name and address as far as known). */
  | { kind: 'shipTo'; name: string | null; address: string | null }
  /** Delivered, without a ship-to: to the account's own address. */
  | { kind: 'account'; address: string };

export interface ShippingFacts {
  shipMethod: string;
  shipFromName: string;
  shipFromCode: string;
  shipToName: string | null;
  shipToAddress: string | null;
  /** The sold-to account's address, or its name when it has none. */
  accountAddress: string;
}

/**
 * A pickup order (ship method `pickup`, any case) goes to nobody: it is collected at the plant it
 * ships from, whatever ship-to the account has. A delivery goes to its ship-to, else to the
 * account's address.
 */
export function shipDestination(facts: ShippingFacts): ShipDestination {
  if (facts.shipMethod.trim().toLowerCase() === 'pickup') {
    return { kind: 'pickup', plantName: facts.shipFromName, plantCode: facts.shipFromCode };
  }
  if (facts.shipToName || facts.shipToAddress) {
    return { kind: 'shipTo', name: facts.shipToName || null, address: facts.shipToAddress || null };
  }
  return { kind: 'account', address: facts.accountAddress };
}
