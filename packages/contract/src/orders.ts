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

export const OrderNumberQuery = Type.Object(
  {
    orderNumber: Type.String({ minLength: 1, maxLength: 20 }),
  },
  { additionalProperties: false },
);

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

const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const NullableDay = Type.Union([IsoDay, Type.Null()]);

/**
 * The days an order reached each step of its way to delivery (issue 17's delivery timeline),
 * null for a step it has not reached. `plannedShipDate` is the plant's date for shipping (or
 * the pickup) once the order is scheduled.
 */
export const OrderMilestones = Type.Object({
  placed: IsoDay,
  scheduled: NullableDay,
  shipped: NullableDay,
  invoiced: NullableDay,
  cancelled: NullableDay,
  plannedShipDate: NullableDay,
});
export type OrderMilestones = Static<typeof OrderMilestones>;

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
  /** The documents the user may download now (ordering.md §2 screen 6, §4). */
  documents: Type.Object({
    invoice: Type.Boolean(),
    packlist: Type.Boolean(),
    coa: Type.Boolean(),
    /**
     * The invoice offered is a pro-forma one (the order is not invoiced yet; outside Mexico a
     * customer may download it, marked PRO FORMA). Always sent by the reference API.
     */
    invoiceProForma: Type.Optional(Type.Boolean()),
  }),
  /** Still Placed and before its cut-off: the modify page accepts changes. */
  modifiable: Type.Boolean(),
  /** Invoiced, then cancelled (Mexico shows a Cancelled badge). */
  cancelledInvoice: Type.Boolean(),
  /** The day the invoice was issued (YYYY-MM-DD), null before invoicing. */
  invoiceDate: Type.Union([Type.String(), Type.Null()]),
  /** The memos raised against this order, oldest first. */
  memoNumbers: Type.Array(Type.String()),
  /** When the order reached each step (the delivery timeline). */
  milestones: OrderMilestones,
});
export type OrderDetail = Static<typeof OrderDetail>;

// ---------------------------------------------------------------------------------------------
// Orders list, documents of an order, modification (issue 6)

/** ordering.md §3 order types, and the two memo kinds the list shows beside them. */
export const OrderType = Type.Union([
  Type.Literal('sales order'),
  Type.Literal('consignment order'),
  Type.Literal('consignment return order'),
  Type.Literal('domestic return order'),
  Type.Literal('debit memo request'),
  Type.Literal('credit memo request'),
  Type.Literal('invoice'),
  Type.Literal('memo'),
]);
export type OrderType = Static<typeof OrderType>;

export const OrderSortField = Type.Union([
  Type.Literal('orderDate'),
  Type.Literal('orderNumber'),
  Type.Literal('status'),
  Type.Literal('type'),
  Type.Literal('po'),
  Type.Literal('requestedDate'),
  Type.Literal('amount'),
]);
export type OrderSortField = Static<typeof OrderSortField>;

/**
 * GET orders/ordersandmemos and GET orders: the filters of the orders list. Lists are given as
 * comma-separated values (`status=Placed,Shipped`).
 */
export const OrdersQuery = Type.Object(
  {
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
    /** Order statuses (Placed, ...) and memo statuses (Open, Cancelled, Invoiced), comma-separated. */
    status: Type.Optional(Type.String({ maxLength: 200 })),
    /** Order types and `credit memo` / `debit memo`, comma-separated. */
    type: Type.Optional(Type.String({ maxLength: 400 })),
    /** Only orders or only memos (ordersandmemos only). */
    kind: Type.Optional(Type.Union([Type.Literal('order'), Type.Literal('memo')])),
    /** Order (or memo) date range, inclusive, YYYY-MM-DD. */
    from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    /** Start of an order (memo) number or of a PO, any case. */
    search: Type.Optional(Type.String({ maxLength: 40 })),
    sort: Type.Optional(OrderSortField),
    direction: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  },
  { additionalProperties: false },
);
export type OrdersQuery = Static<typeof OrdersQuery>;

/** The documents of an order the user may download now. */
export const OrderDocuments = OrderDetail.properties.documents;
export type OrderDocuments = Static<typeof OrderDocuments>;

/** One row of the orders list: an order, or a credit or debit memo. */
export const OrderListRow = Type.Object({
  kind: Type.Union([Type.Literal('order'), Type.Literal('memo')]),
  /** The order number, or the memo number for memos. */
  orderNumber: Type.String(),
  /** An order type, or `credit memo` / `debit memo`. */
  type: Type.String(),
  /** An order status (Placed ... Cancelled), or a memo status (Open, Cancelled, Invoiced). */
  status: Type.String(),
  /** The order date, or the memo date. */
  orderDate: Type.String({ description: 'YYYY-MM-DD' }),
  requestedDate: Type.Union([Type.String(), Type.Null()]),
  po: Type.Union([Type.String(), Type.Null()]),
  shipMethod: Type.Union([Type.String(), Type.Null()]),
  invoicedNo: Type.Union([Type.String(), Type.Null()]),
  currency: Type.String(),
  netAmount: Type.Number(),
  vat: Type.Number(),
  grossAmount: Type.Number(),
  totalWeight: Type.Union([Type.Number(), Type.Null()]),
  weightUnit: Type.Union([Type.String(), Type.Null()]),
  lineCount: Type.Integer(),
  accountId: Type.String(),
  soldToCode: Type.String(),
  accountName: Type.String(),
  /** Still Placed and before its cut-off: the modify page accepts changes. */
  modifiable: Type.Boolean(),
  modifiableUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Invoiced, then cancelled (Mexico shows a Cancelled badge). */
  cancelledInvoice: Type.Boolean(),
  /** Memos: the order they were raised against. */
  originalOrderNumber: Type.Union([Type.String(), Type.Null()]),
  documents: OrderDocuments,
});
export type OrderListRow = Static<typeof OrderListRow>;

export const OrderList = Type.Object({
  rows: Type.Array(OrderListRow),
  totalCount: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
});
export type OrderList = Static<typeof OrderList>;

/** The document kinds of an order (ordering.md §2 screen 6), and a memo's own document. */
export const OrderDocumentType = Type.Union([
  Type.Literal('invoice'),
  Type.Literal('packlist'),
  Type.Literal('coa'),
  Type.Literal('memo'),
]);
export type OrderDocumentType = Static<typeof OrderDocumentType>;

/** GET orders/{order_id}/download?type=&source= (a PDF; blob errors ERRDD001 and 401). */
export const OrderDownloadQuery = Type.Object(
  {
    type: OrderDocumentType,
    source: Type.Optional(Type.Union([Type.Literal('portal'), Type.Literal('erp')])),
  },
  { additionalProperties: false },
);

export const OrderDownloadParams = Type.Object(
  {
    order_id: Type.String({ minLength: 1, maxLength: 20 }),
  },
  { additionalProperties: false },
);

/** GET document/download?orderNumber=&type=: the same documents under the spec's other name. */
export const DocumentDownloadQuery = Type.Object(
  {
    orderNumber: Type.String({ minLength: 1, maxLength: 20 }),
    type: OrderDocumentType,
    source: Type.Optional(Type.Union([Type.Literal('portal'), Type.Literal('erp')])),
  },
  { additionalProperties: false },
);

/** One line of an order modification. */
export const ModifiedLineInput = Type.Object(
  {
    sku: Type.String({ minLength: 1, maxLength: 32 }),
    quantity: Type.Number({ minimum: 0, maximum: 1_000_000 }),
  },
  { additionalProperties: false },
);

/**
 * POST updateModifiedOrder: saves the modified-order draft (`apply` false) or applies it to the
 * order (`apply` true), which the API refuses after the cut-off (409 CUTOFF_PASSED) or once the
 * order is no longer Placed (409 NOT_MODIFIABLE).
 */
export const UpdateModifiedOrder = Type.Object(
  {
    orderNumber: Type.String({ minLength: 1, maxLength: 20 }),
    lines: Type.Optional(Type.Array(ModifiedLineInput, { maxItems: 200 })),
    requestedDate: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    po: Type.Optional(Type.String({ maxLength: 35 })),
    note: Type.Optional(Type.String({ maxLength: 1000 })),
    apply: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type UpdateModifiedOrder = Static<typeof UpdateModifiedOrder>;

/** A modified-order draft: the order's lines and fields as the user is changing them. */
export const ModifiedOrderDraft = Type.Object({
  orderNumber: Type.String(),
  lines: Type.Array(
    Type.Object({
      sku: Type.String(),
      title: Type.String(),
      quantity: Type.Number(),
      originalQuantity: Type.Number(),
      minQuantity: Type.Integer(),
      increment: Type.Integer(),
      perPalletCount: Type.Integer(),
      isPallet: Type.Boolean(),
      unitOfMeasure: Type.String(),
    }),
  ),
  requestedDate: Type.String(),
  po: Type.String(),
  note: Type.String(),
  /** The order's cut-off: changes are accepted until then. */
  modifiableUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type ModifiedOrderDraft = Static<typeof ModifiedOrderDraft>;

export const ModifyResult = Type.Object({
  applied: Type.Boolean(),
  /** The saved draft (null once applied). */
  draft: Type.Union([ModifiedOrderDraft, Type.Null()]),
});
export type ModifyResult = Static<typeof ModifyResult>;

/** GET modifiedOrderList: the user's drafts, newest first. */
export const ModifiedOrderList = Type.Object({ drafts: Type.Array(ModifiedOrderDraft) });
export type ModifiedOrderList = Static<typeof ModifiedOrderList>;

/** POST deleteModifiedOrderDraft. */
export const DeleteModifiedDraft = Type.Object(
  { orderNumber: Type.String({ minLength: 1, maxLength: 20 }) },
  { additionalProperties: false },
);
export type DeleteModifiedDraft = Static<typeof DeleteModifiedDraft>;

export const DeletedDraft = Type.Object({ deleted: Type.Boolean() });
export type DeletedDraft = Static<typeof DeletedDraft>;
