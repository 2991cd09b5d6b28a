/** The cart as the contract shows it: its lines, options, totals and what a new cart starts with. */
import { isBagMOQMet, lineNetWeight } from '@anp/rules/cart';
import type { Cart, CartItem } from '@anp/contract';
import type { Lang } from '../accounts/caller';
import type { MarketCode } from '../markets';
import {
  countLabel,
  productImages,
  productItemWeight,
  soldIn,
  unitPriceCents,
} from '../products/views';
import { cartDefaults } from './defaults';
import {
  IMAGE_RENDITIONS,
  cartTotalsOf,
  feeLimitFor,
  isCounted,
  modelLine,
  truckSizesFor,
  type CartState,
} from './model';
import type { CartLineRow } from './queries';

export function toCartItem(line: CartLineRow, market: MarketCode, lang: Lang): CartItem {
  const m = modelLine(line, market);
  const quantity = line.quantity;
  return {
    sku: line.sku,
    title: line.title,
    formCode: line.form_code,
    category: line.category,
    packageType: line.package_type,
    itemCount: { value: quantity, label: countLabel(line.package_type, lang) },
    pallet: line.pallets,
    fullPallet: line.full_pallet,
    perPalletcount: line.per_pallet_count,
    palletCountPerLine: isCounted(quantity)
      ? Math.round((quantity / line.per_pallet_count) * 10_000) / 10_000
      : 0,
    isPallet: line.is_pallet,
    isPalletAndNonPalletAllowed: line.is_pallet_and_non_pallet_allowed,
    minQuantity: line.min_quantity,
    increment: line.increment,
    // The line's weight as if counted: a disabled line still shows what it would weigh.
    netWeight: lineNetWeight({ ...m, rowDisable: false }, market),
    itemNetWeight: productItemWeight(line).itemDefaultValue,
    netWeightPerUnit: line.net_weight_per_unit,
    unitOfMeasure: line.unit_of_measure,
    containerCode: line.container_code,
    customerMaterialNumber: null,
    productSelected: true,
    rowDisable: m.rowDisable,
    isRemoved: false,
    productItemWeight: productItemWeight(line),
    images: productImages(line),
    unitPrice: unitPriceCents(line, market) / 100,
  };
}

/** The whole cart of the contract; an account without a cart shows what a new one starts with. */
export function toCart(state: CartState, extra: { invalidSkus?: string[] } = {}): Cart {
  const { account, cart, lang } = state;
  const market = account.region;
  const totals = cartTotalsOf(state);
  const lines = state.lines.map((l) => modelLine(l, market));
  const disabled = state.lines.filter((l) => !soldIn(l, market)).map((l) => l.sku);
  const defaults = cartDefaults(state.user, account);
  const shipMethod = cart ? cart.ship_method : defaults.ship_method;
  const rule = shipMethod === 'pickup' ? state.leadTimes?.pickup : state.leadTimes?.delivery;
  return {
    encCartid: cart?.id ?? null,
    cartSfid: cart?.id ?? null,
    accountId: account.id,
    country: market,
    sourceSystem: account.sourceSystem,
    cartItems: state.lines.map((l) => toCartItem(l, market, lang)),
    ccOrderName: null,
    orderId: null,
    email: cart?.email || state.user.email,
    shipMethod,
    requestedDate: cart?.requested_date ?? null,
    requestedTime: cart?.requested_time ?? null,
    pickUpFrom: cart ? cart.pickup_plant_id : defaults.pickup_plant_id,
    po: cart?.po ?? '',
    mode: cart?.mode ?? defaults.mode,
    note: cart?.note ?? '',
    paymentTerms: cart ? cart.payment_terms : defaults.payment_terms,
    truckSize: cart ? cart.truck_size : defaults.truck_size,
    truckSizes: truckSizesFor(account),
    isBagMOQMet: isBagMOQMet(lines, feeLimitFor(account), {
      country: market,
      sourceSystem: account.sourceSystem,
    }),
    isBagFeeAcknowledged: cart?.is_bag_fee_acknowledged ?? false,
    isLocalFeeAcknowledge: cart?.is_local_fee_acknowledged ?? false,
    feeLimit: feeLimitFor(account),
    leadTime: rule?.leadTime ?? 0,
    invalidSkus: [...new Set([...(extra.invalidSkus ?? []), ...disabled])],
    imageConfiguration: { renditions: IMAGE_RENDITIONS },
    totals: {
      netWeight: totals.netWeight,
      grossWeight: totals.grossWeight,
      pounds: totals.pounds,
      tons: totals.tons,
      tonUnit: totals.tonUnit,
    },
    unitOfMeasure: totals.unitOfMeasure,
    orderNumber: null,
    updatedAt: cart ? new Date(cart.updated_at).toISOString() : null,
  };
}
