/**
 * The cart's model: what a cart state holds, its unit, trucks and fee limit, the lines an order
 * would hold, their prices and weights. Totals and weights are the kit's very functions
 * (`@anp/rules/cart`), so the page and the server can never disagree.
 */
import {
  cartTotals,
  cartWeightUnit,
  convertWeight,
  lineNetWeight,
  tonUnitOf,
  type CartWeightUnit,
} from '@anp/rules/cart';
import type { CartPricing, FeeLimit, LeadTimes, TruckSize } from '@anp/contract';
import type { Lang, OrderingAccount, OrderingUser } from '../accounts/caller';
import { MARKETS, type MarketCode } from '../markets';
import { soldIn, unitPriceCents } from '../products/views';
import type { CartLineRow, CartRow } from './queries';

/** ordering.md §9: the truck sizes offered, in the market's ton unit. */
export const TRUCK_CAPACITIES = [6, 12, 18, 24] as const;

/** The unit the account's cart weighs in (ordering.md §1, including the tca rule). */
export function cartUnitOf(account: OrderingAccount): CartWeightUnit {
  return cartWeightUnit(account.region, account.sourceSystem);
}

export function truckSizesFor(account: OrderingAccount): TruckSize[] {
  const unit = tonUnitOf(cartUnitOf(account));
  return TRUCK_CAPACITIES.map((capacity) => {
    const value = capacity.toFixed(2);
    return { value, label: `${value} ${unit}`, capacity, unit };
  });
}

/**
 * Decision (the spec leaves the default fee limit unset, ordering.md §9): bagged product below
 * 2 Tons in lb markets, 2 MT in kg markets or 40 quintal in quintal markets pays a small-order fee.
 */
export function feeLimitFor(account: OrderingAccount): FeeLimit {
  const unit = cartUnitOf(account);
  if (unit === 'quintal') return { quantity: 40, unit: 'quintal' };
  return { quantity: 2, unit: tonUnitOf(unit) };
}

export const IMAGE_RENDITIONS = ['thumbnail', 'default'];

export interface CartState {
  user: OrderingUser;
  account: OrderingAccount;
  lang: Lang;
  cart: CartRow | null;
  lines: CartLineRow[];
  /** The date rules of the plant of the current ship method (null: no plant known). */
  leadTimes: LeadTimes | null;
}

export const isCounted = (q: number | null): q is number =>
  q !== null && Number.isFinite(q) && q > 0;

/** The plant of the cart's ship method: the pickup plant for pickup, else the account's. */
export function shipPlantId(state: Pick<CartState, 'cart' | 'account'>): string {
  return state.cart?.ship_method === 'pickup' && state.cart.pickup_plant_id
    ? state.cart.pickup_plant_id
    : state.account.plantId;
}

/** One line as the model weighs and checks it. */
export function modelLine(line: CartLineRow, market: MarketCode) {
  return {
    sku: line.sku,
    title: line.title,
    quantity: line.quantity,
    netWeightPerUnit: line.net_weight_per_unit,
    unitOfMeasure: line.unit_of_measure,
    containerCode: line.container_code,
    perPalletCount: line.per_pallet_count,
    packageType: line.package_type,
    minQuantity: line.min_quantity,
    increment: line.increment,
    isPallet: line.is_pallet,
    isPalletAndNonPalletAllowed: line.is_pallet_and_non_pallet_allowed,
    fullPallet: line.full_pallet,
    pallets: line.pallets,
    isRemoved: false,
    rowDisable: !soldIn(line, market),
  };
}

/** ordering.md §3 cart options: limits of the delivery instruction and the purchase order. */
export const NOTE_MAX_LENGTH = 120;
export const PO_MAX_LENGTH = 35;

/** The lines an order would hold: counted and still sold. */
export function orderableLines(state: Pick<CartState, 'lines' | 'account'>): CartLineRow[] {
  return state.lines.filter((l) => isCounted(l.quantity) && soldIn(l, state.account.region));
}

export interface PricedCart {
  pricing: CartPricing;
  /** Per orderable line: unit price in cents and amount in cents. */
  cents: { sku: string; quantity: number; unitPriceCents: number; amountCents: number }[];
  netCents: number;
  vatCents: number;
}

/** List prices of the orderable lines and the market's VAT (../markets vatBasisPoints). */
export function priceCart(state: Pick<CartState, 'lines' | 'account'>): PricedCart {
  const market = state.account.region;
  const spec = MARKETS[market];
  const cents = orderableLines(state).map((line) => {
    const unit = unitPriceCents(line, market);
    return {
      sku: line.sku,
      quantity: line.quantity ?? 0,
      unitPriceCents: unit,
      amountCents: Math.round((line.quantity ?? 0) * unit),
    };
  });
  const netCents = cents.reduce((sum, l) => sum + l.amountCents, 0);
  const vatCents = Math.round((netCents * spec.vatBasisPoints) / 10_000);
  return {
    cents,
    netCents,
    vatCents,
    pricing: {
      currency: spec.currency,
      lines: cents.map((l) => ({
        sku: l.sku,
        quantity: l.quantity,
        unitPrice: l.unitPriceCents / 100,
        amount: l.amountCents / 100,
      })),
      netAmount: netCents / 100,
      vat: vatCents / 100,
      grossAmount: (netCents + vatCents) / 100,
    },
  };
}

/** A line's net weight in the cart's unit, for the order line (4 decimals, like the column). */
export function lineWeightInCartUnit(line: CartLineRow, account: OrderingAccount): number {
  const market = account.region;
  const own = lineNetWeight(modelLine(line, market), market);
  const converted = convertWeight(own, line.unit_of_measure, cartUnitOf(account));
  return Math.round(converted * 10_000) / 10_000;
}

export function cartTotalsOf(state: Pick<CartState, 'lines' | 'account'>) {
  const market = state.account.region;
  return cartTotals(
    state.lines.map((l) => modelLine(l, market)),
    { country: market, sourceSystem: state.account.sourceSystem },
  );
}
