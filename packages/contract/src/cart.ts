import { Type, type Static, type TSchema } from 'typebox';
import { PackageType, ProductImage, ProductItemWeight, ProductUnit } from './products';

export const CartFetchQuery = Type.Object(
  {
    itemCount: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** `cart/fetch?itemCount=true` (shell-and-admin.md §7): the open cart's id and line count. */
export const CartCount = Type.Object({
  encCartid: Type.Union([Type.String(), Type.Null()]),
  cartCount: Type.Integer({ minimum: 0 }),
});
export type CartCount = Static<typeof CartCount>;

export const ShipMethod = Type.Union([Type.Literal('delivery'), Type.Literal('pickup')]);
export type ShipMethod = Static<typeof ShipMethod>;

/** A ship method, or '' while the user has not chosen one (the new-business variant). */
export const ShipMethodOrEmpty = Type.Union([ShipMethod, Type.Literal('')]);

export const PaymentTerms = Type.Union([Type.Literal('Cash'), Type.Literal('Credit')]);
export type PaymentTerms = Static<typeof PaymentTerms>;

/** The unit the cart shows weights in (ordering.md §1 market rules, and the tca rule). */
export const WeightUnit = Type.Union([
  Type.Literal('lb'),
  Type.Literal('kg'),
  Type.Literal('quintal'),
]);
export type WeightUnit = Static<typeof WeightUnit>;

export const TonUnit = Type.Union([Type.Literal('Tons'), Type.Literal('MT')]);
export type TonUnit = Static<typeof TonUnit>;

/** ordering.md §3 Cart item (the error flags are computed by the kit's cart model). */
export const CartItem = Type.Object({
  sku: Type.String({ description: 'Also the material number' }),
  title: Type.String(),
  formCode: Type.String(),
  category: Type.String(),
  packageType: PackageType,
  /** The ordered count; `value` null is an empty entry, ignored in totals. */
  itemCount: Type.Object({
    value: Type.Union([Type.Number(), Type.Null()]),
    label: Type.String({ description: 'The unit of the count ("bags", "tons")' }),
  }),
  /** Pallets of this line as the user entered them (full-pallet lines). */
  pallet: Type.Number(),
  /** The full-pallet checkbox of the line is ticked: quantity = pallets x perPalletcount. */
  fullPallet: Type.Boolean(),
  perPalletcount: Type.Integer({ minimum: 1 }),
  /** Pallets the quantity fills (quantity / perPalletcount), may be fractional. */
  palletCountPerLine: Type.Number(),
  isPallet: Type.Boolean(),
  isPalletAndNonPalletAllowed: Type.Boolean(),
  minQuantity: Type.Integer({ minimum: 0 }),
  increment: Type.Integer({ minimum: 1 }),
  /** Net weight of the line in `unitOfMeasure`. */
  netWeight: Type.Number(),
  /** Net weight of one ordered unit, container multiplier applied. */
  itemNetWeight: Type.Number(),
  /** Net weight of one unit as catalogued (no multiplier). */
  netWeightPerUnit: Type.Number(),
  unitOfMeasure: ProductUnit,
  containerCode: Type.Union([Type.String(), Type.Null()]),
  customerMaterialNumber: Type.Union([Type.String(), Type.Null()]),
  productSelected: Type.Boolean(),
  /** The product can no longer be ordered for this account (shown greyed, cannot be placed). */
  rowDisable: Type.Boolean(),
  isRemoved: Type.Boolean(),
  productItemWeight: ProductItemWeight,
  images: Type.Array(ProductImage),
  /** List price of one unit; the simulation gives the account's price. */
  unitPrice: Type.Number(),
});
export type CartItem = Static<typeof CartItem>;

export const TruckSize = Type.Object({
  value: Type.String({ description: 'e.g. "6.00"' }),
  label: Type.String({ description: 'e.g. "6.00 Tons"' }),
  /** Capacity in `unit`. */
  capacity: Type.Number(),
  unit: TonUnit,
});
export type TruckSize = Static<typeof TruckSize>;

export const FeeLimit = Type.Object({
  /** Below this much bagged product (in `unit`) a small-order fee applies. */
  quantity: Type.Number(),
  unit: Type.String({ description: 'Tons, MT, lb, kg or quintal' }),
});
export type FeeLimit = Static<typeof FeeLimit>;

export const CartTotals = Type.Object({
  /** Net weight in the cart's `unitOfMeasure`. */
  netWeight: Type.Number(),
  /** Net weight plus pallet tare, in the cart's `unitOfMeasure`. */
  grossWeight: Type.Number(),
  /** Net weight in pounds, whatever the market. */
  pounds: Type.Number(),
  /** Net weight in `tonUnit`, rounded to two decimals. */
  tons: Type.Number(),
  tonUnit: TonUnit,
});
export type CartTotals = Static<typeof CartTotals>;

/** ordering.md §3 Cart: one open cart per user and sold-to account. */
export const Cart = Type.Object({
  /** null until the account's cart holds something. */
  encCartid: Type.Union([Type.String(), Type.Null()]),
  cartSfid: Type.Union([Type.String(), Type.Null()]),
  accountId: Type.Union([Type.String(), Type.Null()]),
  /** Market of the account (decides units and rules). */
  country: Type.String(),
  /** The account's source system (the `tca` rule of ordering.md §1). */
  sourceSystem: Type.String(),
  /** Lines in the order they were added. */
  cartItems: Type.Array(CartItem),
  ccOrderName: Type.Union([Type.String(), Type.Null()]),
  orderId: Type.Union([Type.String(), Type.Null()]),
  /** The user's own address for the order confirmation. */
  email: Type.String(),
  shipMethod: ShipMethodOrEmpty,
  requestedDate: Type.Union([Type.String({ description: 'YYYY-MM-DD' }), Type.Null()]),
  requestedTime: Type.Union([Type.String({ description: 'HH:00 (pickup)' }), Type.Null()]),
  /** Pickup plant id. */
  pickUpFrom: Type.Union([Type.String(), Type.Null()]),
  po: Type.String(),
  mode: Type.String({ description: 'Transport mode, default truck' }),
  /** Delivery instruction. */
  note: Type.String(),
  paymentTerms: Type.Union([PaymentTerms, Type.Literal('')]),
  truckSize: Type.Union([Type.String(), Type.Null()]),
  truckSizes: Type.Array(TruckSize),
  isBagMOQMet: Type.Boolean(),
  isBagFeeAcknowledged: Type.Boolean(),
  isLocalFeeAcknowledge: Type.Boolean(),
  feeLimit: FeeLimit,
  /** Lead time in days of the current ship method. */
  leadTime: Type.Integer(),
  invalidSkus: Type.Array(Type.String()),
  imageConfiguration: Type.Object({
    renditions: Type.Array(Type.String()),
  }),
  totals: CartTotals,
  unitOfMeasure: WeightUnit,
  orderNumber: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Cart = Static<typeof Cart>;

/**
 * A value or null as one JSON type list (`type: ['number', 'null']`) rather than anyOf: the server
 * coerces request types, and ajv would coerce a null into the first anyOf branch (null -> 0 or "")
 * or a 0 into a leading null branch.
 */
function OrNull<T extends TSchema>(schema: T) {
  const { type } = schema as unknown as { type: string };
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
}

/** One line in addItems. */
export const CartLineInput = Type.Object(
  {
    sku: Type.String({ minLength: 1, maxLength: 32 }),
    quantity: OrNull(Type.Number({ minimum: 0, maximum: 1_000_000 })),
    pallets: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000 })),
    fullPallet: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CartLineInput = Static<typeof CartLineInput>;

/** POST cart/addItems: adds to the quantity of a product already in the cart. */
export const AddItems = Type.Object(
  { items: Type.Array(CartLineInput, { minItems: 1, maxItems: 500 }) },
  { additionalProperties: false },
);
export type AddItems = Static<typeof AddItems>;

/**
 * POST cart/update: every field optional; lines not named keep what they have. Saving an
 * invalid draft is allowed (the user is still typing); simulate and submit refuse it.
 */
export const CartUpdate = Type.Object(
  {
    items: Type.Optional(Type.Array(CartLineInput, { maxItems: 500 })),
    shipMethod: Type.Optional(ShipMethodOrEmpty),
    requestedDate: Type.Optional(OrNull(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }))),
    requestedTime: Type.Optional(OrNull(Type.String({ pattern: '^([01]\\d|2[0-3]):00$' }))),
    pickUpFrom: Type.Optional(OrNull(Type.String({ maxLength: 64 }))),
    po: Type.Optional(Type.String({ maxLength: 35 })),
    mode: Type.Optional(Type.String({ maxLength: 20 })),
    note: Type.Optional(Type.String({ maxLength: 1000 })),
    paymentTerms: Type.Optional(Type.Union([PaymentTerms, Type.Literal('')])),
    truckSize: Type.Optional(OrNull(Type.String({ maxLength: 10 }))),
    email: Type.Optional(Type.String({ maxLength: 254 })),
    isBagFeeAcknowledged: Type.Optional(Type.Boolean()),
    isLocalFeeAcknowledge: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CartUpdate = Static<typeof CartUpdate>;

export const RemoveItem = Type.Object(
  { sku: Type.String({ minLength: 1, maxLength: 32 }) },
  { additionalProperties: false },
);
export type RemoveItem = Static<typeof RemoveItem>;

export const DeleteCart = Type.Object(
  { encCartid: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type DeleteCart = Static<typeof DeleteCart>;

export const DeleteResult = Type.Object({ deleted: Type.Boolean() });
export type DeleteResult = Static<typeof DeleteResult>;

/** POST cart/replicate: the lines of an earlier order into the cart ("order again"). */
export const ReplicateOrder = Type.Object(
  { orderNumber: Type.String({ minLength: 1, maxLength: 20 }) },
  { additionalProperties: false },
);
export type ReplicateOrder = Static<typeof ReplicateOrder>;

/** The codes of the server's cart validation (ordering.md §5, §8; wording in decisions.md). */
export const CartErrorCode = Type.Union([
  Type.Literal('CART001'),
  Type.Literal('CART002'),
  Type.Literal('CART003'),
  Type.Literal('CART004'),
  Type.Literal('CART005'),
  Type.Literal('CART006'),
  Type.Literal('MXCART001'),
]);
export type CartErrorCode = Static<typeof CartErrorCode>;

/** One problem the server found in the cart. */
export const CartIssue = Type.Object({
  code: CartErrorCode,
  /** English text for logs; the kit words the code itself in the page language. */
  message: Type.String(),
  /** The product at fault, when one is. */
  sku: Type.Union([Type.String(), Type.Null()]),
  /** The cart field at fault (requestedDate, truckSize, ...), when one is. */
  field: Type.Union([Type.String(), Type.Null()]),
  /** Placeholder values of the message ({min_bulk_weight}, {uom}, {maxWeight}, ...). */
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  /** Server label of the legacy form "Minimum bulk weight is # tons:12" (# from after the colon). */
  label: Type.Union([Type.String(), Type.Null()]),
});
export type CartIssue = Static<typeof CartIssue>;

export const PricedLine = Type.Object({
  sku: Type.String(),
  quantity: Type.Number(),
  unitPrice: Type.Number(),
  amount: Type.Number(),
});

export const CartPricing = Type.Object({
  currency: Type.String(),
  lines: Type.Array(PricedLine),
  netAmount: Type.Number(),
  vat: Type.Number(),
  grossAmount: Type.Number(),
});
export type CartPricing = Static<typeof CartPricing>;

/** POST cart/simulate: the priced cart and what stands between it and an order. */
export const CartSimulation = Type.Object({
  cart: Cart,
  pricing: CartPricing,
  errors: Type.Array(CartIssue),
  valid: Type.Boolean(),
});
export type CartSimulation = Static<typeof CartSimulation>;

/** 422 of cart/submit: the first issue's code, and every issue. */
export const CartRefusal = Type.Object({
  code: Type.String(),
  message: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  errors: Type.Array(CartIssue),
});
export type CartRefusal = Static<typeof CartRefusal>;

/** POST cart/submit (header Idempotency-Key): the order placed. */
export const OrderPlaced = Type.Object({
  orderNumber: Type.String(),
  orderId: Type.String(),
  status: Type.Literal('Placed'),
  createdAt: Type.String({ format: 'date-time' }),
  /**
   * The order's date, YYYY-MM-DD: the plant's day when it was placed, as the orders list and
   * detail show it (createdAt's UTC date may be the next day in the Americas). Optional: a
   * backend that does not send it leaves the kit with createdAt's date.
   */
  orderDate: Type.Optional(Type.String({ description: 'YYYY-MM-DD' })),
  accountId: Type.String(),
  soldToCode: Type.String(),
  accountName: Type.String(),
  shipMethod: ShipMethod,
  requestedDate: Type.String(),
  requestedTime: Type.Union([Type.String(), Type.Null()]),
  po: Type.String(),
  email: Type.String(),
  lineCount: Type.Integer(),
  totals: CartTotals,
  unitOfMeasure: WeightUnit,
  pricing: CartPricing,
  /** True when this key had already placed the order: the same order is answered again. */
  replayed: Type.Boolean(),
});
export type OrderPlaced = Static<typeof OrderPlaced>;
