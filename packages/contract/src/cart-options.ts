/**
 * The cart's options and date rules (ordering.md §3 Cart options, Delivery rule; §7 leadtime,
 * plantLeadtime, truckSizes, orderoptions): what the cart page offers to choose from.
 */
import { Type, type Static } from 'typebox';
import { FeeLimit, PaymentTerms, ShipMethod, ShipMethodOrEmpty, TruckSize } from './cart';

/** ordering.md §3 Delivery rule object, per delivery and per pickup. */
export const DeliveryRule = Type.Object({
  currentDateDisabled: Type.Boolean(),
  leadTime: Type.Integer({ minimum: 0 }),
  /** 0 = Sunday ... 6 = Saturday. */
  workingDays: Type.Array(Type.Integer({ minimum: 0, maximum: 6 })),
  plantHolidays: Type.Array(
    Type.Object({
      holidayDate: Type.String({ description: 'YYYY-MM-DD' }),
      /** In the caller's language where known, else in the market's. */
      name: Type.String(),
      /**
       * A public or bank holiday, or the plant's own closing day (inventory, maintenance).
       * Optional: a backend that does not say is read as a holiday.
       */
      kind: Type.Optional(Type.Union([Type.Literal('holiday'), Type.Literal('closing')])),
    }),
  ),
});
export type DeliveryRule = Static<typeof DeliveryRule>;

/** GET cart/leadtime?encCartid= and GET cart/plantLeadtime?plantId=: the date rules of a plant. */
export const LeadTimes = Type.Object({
  plantId: Type.String(),
  plantName: Type.String(),
  /** Today at the plant, YYYY-MM-DD: the day lead times count from. */
  today: Type.String(),
  /** The latest requestable date is today + daySpan. */
  daySpan: Type.Integer({ minimum: 1 }),
  delivery: DeliveryRule,
  pickup: DeliveryRule,
  pickupHours: Type.Object({
    start: Type.Integer({ minimum: 0, maximum: 23 }),
    end: Type.Integer({ minimum: 1, maximum: 24 }),
  }),
});
export type LeadTimes = Static<typeof LeadTimes>;

export const LeadTimeQuery = Type.Object(
  { encCartid: Type.Optional(Type.String()) },
  { additionalProperties: false },
);
export const PlantLeadTimeQuery = Type.Object(
  {
    plantId: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);

export const TruckSizes = Type.Object({
  truckSizes: Type.Array(TruckSize),
  defaultValue: Type.String(),
});
export type TruckSizes = Static<typeof TruckSizes>;

export const PickupLocation = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  address: Type.String(),
});
export type PickupLocation = Static<typeof PickupLocation>;

/** GET cart/orderoptions (ordering.md §3 Cart options). */
export const OrderOptions = Type.Object({
  shipMethods: Type.Array(ShipMethod),
  /** ordering.md §1: pickup for es_GT and es_PE, '' for the new-business variant. */
  defaultShipMethod: ShipMethodOrEmpty,
  paymentTerms: Type.Array(PaymentTerms),
  defaultPaymentTerms: PaymentTerms,
  modes: Type.Array(Type.String()),
  pickupLocations: Type.Array(PickupLocation),
  productCategories: Type.Array(Type.String()),
  deliveryInstructionMaxLength: Type.Integer(),
  poMaxLength: Type.Integer(),
  feeLimit: FeeLimit,
  /** The new-business variant: no default ship method, alternate maximum-weight wording. */
  newBusiness: Type.Boolean(),
});
export type OrderOptions = Static<typeof OrderOptions>;
