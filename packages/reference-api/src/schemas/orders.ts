import { Type, type Static } from 'typebox';
import { PackageType } from './products';

/** ordering.md §4 order statuses. */
export const OrderStatus = Type.Union([
  Type.Literal('Placed'),
  Type.Literal('Scheduled'),
  Type.Literal('Shipped'),
  Type.Literal('Invoiced'),
  Type.Literal('Cancelled'),
]);
export type OrderStatus = Static<typeof OrderStatus>;

export const OrderNumberQuery = Type.Object({
  orderNumber: Type.String({ minLength: 1, maxLength: 20 }),
});

/** One product line of an order (ordering.md §3 "productOrders"). */
export const ProductOrder = Type.Object({
  lineNo: Type.Integer(),
  sku: Type.String(),
  title: Type.String(),
  formCode: Type.String(),
  packageType: PackageType,
  quantity: Type.Number(),
  pallets: Type.Number(),
  unitPrice: Type.Number(),
  amount: Type.Number(),
  netWeight: Type.Number(),
  unitOfMeasure: Type.String(),
  lotNumber: Type.Union([Type.String(), Type.Null()]),
});
export type ProductOrder = Static<typeof ProductOrder>;

/** GET orders/orderNumber?orderNumber=: one order of an account the user is linked to. */
export const OrderDetail = Type.Object({
  orderNumber: Type.String(),
  type: Type.String(),
  source: Type.String(),
  status: OrderStatus,
  invoicedNo: Type.Union([Type.String(), Type.Null()]),
  orderDate: Type.String({ description: 'YYYY-MM-DD' }),
  requestedDate: Type.String({ description: 'YYYY-MM-DD' }),
  requestedTime: Type.Union([Type.String(), Type.Null()]),
  shipMethod: Type.String(),
  po: Type.Union([Type.String(), Type.Null()]),
  mode: Type.String(),
  note: Type.Union([Type.String(), Type.Null()]),
  paymentTerms: Type.String(),
  truckSize: Type.Union([Type.String(), Type.Null()]),
  currency: Type.String(),
  netAmount: Type.Number(),
  vat: Type.Number(),
  grossAmount: Type.Number(),
  totalWeight: Type.Number(),
  weightUnit: Type.String(),
  modifiableUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  account: Type.Object({
    id: Type.String(),
    name: Type.String(),
    soldToCode: Type.String(),
    address: Type.String(),
    country: Type.String(),
  }),
  productOrders: Type.Array(ProductOrder),
  shippingDetails: Type.Object({
    shipFromName: Type.String(),
    shipFromCode: Type.String(),
    shipToName: Type.Union([Type.String(), Type.Null()]),
    shipToAddress: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type OrderDetail = Static<typeof OrderDetail>;
