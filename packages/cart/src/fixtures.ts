/**
 * Demo data and an in-memory cart service for the cart's stories and tests, shaped like the
 * reference API (packages/reference-api): a US retailer (lb, bags, a pallet-only product, bulk),
 * a Mexican customer (kg, a boxed product with a container code) and a Guatemalan one (quintal,
 * pickup by default). Not part of the element bundle: only stories and tests import it.
 */
import type { FakeCall, FakeRoutes } from '@anp/core/testing';
import type {
  Cart,
  CartIssue,
  CartItem,
  CartLineInput,
  CartUpdate,
  CartSimulation,
  LeadTimes,
  OrderOptions,
  OrderPlaced,
  PackageType,
  ReorderSummary,
  TruckSizes,
} from '@anp/core/services/cart';
import {
  cartIssues,
  cartTotals,
  initialCartFlow,
  lineFromCartItem,
  truckLoad,
  validateCart,
  validationInputOf,
} from './model';
import type { CartBehaviour, PlacedOrder } from './use-cart';
import type { CartLinks } from './cart.links';

export type Market = 'us' | 'mx' | 'gt';

interface ProductSpec {
  sku: string;
  title: string;
  packageType: PackageType;
  weight: number;
  unit: 'lb' | 'kg';
  perPallet: number;
  min: number;
  increment: number;
  mode: 'mixed' | 'palletOnly' | 'loose';
  price: number;
  label: string;
  containerCode?: string;
  inner?: number;
}

// prettier-ignore
const PRODUCTS: Record<Market, ProductSpec[]> = {
  us: [
    { sku: '10004512', title: 'Layer 16% Crumble 50 lb', packageType: 'bag', weight: 50, unit: 'lb', perPallet: 50, min: 1, increment: 1, mode: 'mixed', price: 14.85, label: 'bags' },
    { sku: '10011873', title: 'Hog Finisher 16% Pellet 50 lb', packageType: 'bag', weight: 50, unit: 'lb', perPallet: 40, min: 40, increment: 40, mode: 'palletOnly', price: 11.2, label: 'bags' },
    { sku: '10023340', title: 'Cattle Mineral 12:12 Granular 25 lb', packageType: 'bag', weight: 25, unit: 'lb', perPallet: 80, min: 10, increment: 5, mode: 'loose', price: 18.4, label: 'bags' },
    { sku: '10031207', title: 'Protein Tub 30% Poured 250 lb', packageType: 'tub', weight: 250, unit: 'lb', perPallet: 8, min: 1, increment: 1, mode: 'mixed', price: 96.5, label: 'tubs' },
    { sku: '10040988', title: 'Dairy Ration 18% Pellet Bulk (per ton)', packageType: 'bulk', weight: 2000, unit: 'lb', perPallet: 1, min: 2, increment: 1, mode: 'loose', price: 412, label: 'tons' },
    { sku: '10052210', title: 'Calf Starter 18% Textured Tote 2,000 lb', packageType: 'tote', weight: 2000, unit: 'lb', perPallet: 1, min: 1, increment: 1, mode: 'loose', price: 790, label: 'totes' },
  ],
  mx: [
    { sku: '70012233', title: 'Premezcla Vitamínica Cerdos Polvo Caja 12 x 1 kg', packageType: 'box', weight: 1, unit: 'kg', perPallet: 60, min: 1, increment: 1, mode: 'mixed', price: 310, label: 'cajas', containerCode: '12', inner: 1 },
    { sku: '70020418', title: 'Ponedora 16% Migaja Bulto 40 kg', packageType: 'bag', weight: 40, unit: 'kg', perPallet: 50, min: 1, increment: 1, mode: 'mixed', price: 385, label: 'bultos' },
  ],
  gt: [
    { sku: '70031102', title: 'Ponedora 16% Migaja Bulto 40 kg', packageType: 'bag', weight: 40, unit: 'kg', perPallet: 50, min: 1, increment: 1, mode: 'mixed', price: 212, label: 'bultos' },
    { sku: '70038815', title: 'Engorda Bovino 14% Peletizado Bulto 40 kg', packageType: 'bag', weight: 40, unit: 'kg', perPallet: 50, min: 5, increment: 5, mode: 'loose', price: 198, label: 'bultos' },
  ],
};

const MARKETS: Record<
  Market,
  {
    unit: 'lb' | 'kg' | 'quintal';
    ton: 'Tons' | 'MT';
    currency: string;
    ship: 'delivery' | 'pickup';
    vat: number;
    fee: { quantity: number; unit: string };
  }
> = {
  us: {
    unit: 'lb',
    ton: 'Tons',
    currency: 'USD',
    ship: 'delivery',
    vat: 0,
    fee: { quantity: 2, unit: 'Tons' },
  },
  mx: {
    unit: 'kg',
    ton: 'MT',
    currency: 'MXN',
    ship: 'delivery',
    vat: 0.16,
    fee: { quantity: 2, unit: 'MT' },
  },
  gt: {
    unit: 'quintal',
    ton: 'MT',
    currency: 'GTQ',
    ship: 'pickup',
    vat: 0.12,
    fee: { quantity: 40, unit: 'quintal' },
  },
};

export function productItem(spec: ProductSpec, quantity: number | null): CartItem {
  const multiplier = spec.containerCode ? Number(spec.containerCode) : 1;
  const itemNetWeight = spec.weight * multiplier;
  return {
    sku: spec.sku,
    title: spec.title,
    formCode: `P${spec.sku.slice(-4)}`,
    category: 'Complete Feed',
    packageType: spec.packageType,
    itemCount: { value: quantity, label: spec.label },
    pallet: 0,
    fullPallet: false,
    perPalletcount: spec.perPallet,
    palletCountPerLine: (quantity ?? 0) / spec.perPallet,
    isPallet: spec.mode === 'palletOnly',
    isPalletAndNonPalletAllowed: spec.mode === 'mixed',
    minQuantity: spec.min,
    increment: spec.increment,
    netWeight: (quantity ?? 0) * itemNetWeight,
    itemNetWeight,
    netWeightPerUnit: spec.weight,
    unitOfMeasure: spec.unit,
    containerCode: spec.containerCode ?? null,
    customerMaterialNumber: null,
    productSelected: true,
    rowDisable: false,
    isRemoved: false,
    productItemWeight: {
      itemMinorValue: spec.inner ?? spec.weight,
      itemMinorUnit: spec.unit,
      itemMajorValue: itemNetWeight,
      itemMajorUnit: spec.unit,
      itemDefaultValue: itemNetWeight,
    },
    images: [],
    unitPrice: spec.price,
  };
}

export const TODAY = '2026-11-23';

export function leadTimesFixture(overrides: Partial<LeadTimes> = {}): LeadTimes {
  return {
    plantId: 'plant-1',
    plantName: 'Ames Feed Mill',
    today: TODAY,
    daySpan: 45,
    delivery: {
      currentDateDisabled: false,
      leadTime: 2,
      workingDays: [1, 2, 3, 4, 5],
      plantHolidays: [
        { holidayDate: '2026-11-26', name: 'Thanksgiving Day' },
        { holidayDate: '2026-12-25', name: 'Christmas Day' },
      ],
    },
    pickup: {
      currentDateDisabled: false,
      leadTime: 1,
      workingDays: [1, 2, 3, 4, 5, 6],
      plantHolidays: [{ holidayDate: '2026-12-25', name: 'Christmas Day' }],
    },
    pickupHours: { start: 8, end: 16 },
    ...overrides,
  };
}

export function truckSizesFixture(market: Market): TruckSizes {
  const unit = MARKETS[market].ton;
  return {
    truckSizes: [6, 12, 18, 24].map((t) => ({
      value: t.toFixed(2),
      label: `${t.toFixed(2)} ${unit}`,
      capacity: t,
      unit,
    })),
    defaultValue: '6.00',
  };
}

export function orderOptionsFixture(market: Market): OrderOptions {
  return {
    shipMethods: ['delivery', 'pickup'],
    defaultShipMethod: MARKETS[market].ship,
    paymentTerms: ['Cash', 'Credit'],
    defaultPaymentTerms: 'Credit',
    modes: ['truck'],
    pickupLocations: [
      { id: 'plant-1', code: 'P001', name: 'Ames Feed Mill', address: '1200 Mill Rd, Ames, IA' },
      {
        id: 'plant-2',
        code: 'P002',
        name: 'Amarillo Feed Mill',
        address: '88 Loop 335, Amarillo, TX',
      },
    ],
    productCategories: ['Complete Feed', 'Mineral', 'Supplement'],
    deliveryInstructionMaxLength: 120,
    poMaxLength: 35,
    feeLimit: MARKETS[market].fee,
    newBusiness: false,
  };
}

/** A cart of the market with the given quantities (by position in the market's products). */
export function cartFixture(
  market: Market,
  quantities: (number | null)[],
  extra: Partial<Cart> = {},
): Cart {
  const items = quantities.flatMap((q, i) => {
    const spec = PRODUCTS[market][i];
    return spec ? [productItem(spec, q)] : [];
  });
  const cart: Cart = {
    encCartid: items.length ? `cart-${market}` : null,
    cartSfid: items.length ? `cart-${market}` : null,
    accountId: `acc-${market}`,
    country: market,
    sourceSystem: 'SAP',
    cartItems: items,
    ccOrderName: null,
    orderId: null,
    email: 'buyer@example.com',
    shipMethod: MARKETS[market].ship,
    requestedDate: null,
    requestedTime: null,
    pickUpFrom: MARKETS[market].ship === 'pickup' ? 'plant-1' : null,
    po: '',
    mode: 'truck',
    note: '',
    paymentTerms: 'Credit',
    truckSize: '6.00',
    truckSizes: truckSizesFixture(market).truckSizes,
    isBagMOQMet: true,
    isBagFeeAcknowledged: false,
    isLocalFeeAcknowledge: false,
    feeLimit: MARKETS[market].fee,
    leadTime: 2,
    invalidSkus: [],
    imageConfiguration: { renditions: ['thumbnail', 'default'] },
    totals: { netWeight: 0, grossWeight: 0, pounds: 0, tons: 0, tonUnit: MARKETS[market].ton },
    unitOfMeasure: MARKETS[market].unit,
    orderNumber: null,
    updatedAt: '2026-11-23T10:00:00Z',
    ...extra,
  };
  return withTotals(cart);
}

/** A US cart of `lines` bag lines (for the 200-line benchmark and story). */
export function bigCartFixture(lines: number): Cart {
  const base = PRODUCTS.us[0] as ProductSpec;
  const items = Array.from({ length: lines }, (_, i) =>
    productItem(
      { ...base, sku: String(20_000_000 + i * 7), title: `${base.title} (lot ${i + 1})` },
      10,
    ),
  );
  return withTotals({ ...cartFixture('us', []), encCartid: 'cart-big', cartItems: items });
}

function withTotals(cart: Cart): Cart {
  const t = cartTotals(cart.cartItems.map(lineFromCartItem), cart);
  return {
    ...cart,
    cartItems: cart.cartItems.map((item) => ({
      ...item,
      netWeight: (item.itemCount.value ?? 0) * item.itemNetWeight,
      palletCountPerLine: (item.itemCount.value ?? 0) / item.perPalletcount,
    })),
    totals: {
      netWeight: t.netWeight,
      grossWeight: t.grossWeight,
      pounds: t.pounds,
      tons: t.tons,
      tonUnit: t.tonUnit,
    },
    unitOfMeasure: t.unitOfMeasure,
  };
}

export interface FakeCartServer {
  routes: FakeRoutes;
  /** The cart as the fake server holds it now. */
  cart(): Cart;
  orders: OrderPlaced[];
  emails: { to: string; orderNumber: string }[];
  /** Make the next calls of a route fail (`status` 500, or a timeout when 0). */
  failNext(route: string, times?: number, status?: number): void;
}

function applyLines(cart: Cart, lines: readonly CartLineInput[], add: boolean): Cart {
  const items = cart.cartItems.map((item) => {
    const line = lines.find((l) => l.sku === item.sku);
    if (!line) return item;
    const quantity = add ? (item.itemCount.value ?? 0) + (line.quantity ?? 0) : line.quantity;
    return {
      ...item,
      itemCount: { ...item.itemCount, value: quantity },
      pallet: line.pallets ?? item.pallet,
      fullPallet: line.fullPallet ?? item.fullPallet,
    };
  });
  return { ...cart, cartItems: items };
}

/**
 * An in-memory cart service over the fake backend of @anp/core: update, simulate (with the
 * model's own CART codes), an idempotent submit, remove, delete, the e-mails and the option
 * lists. Failures can be injected per route.
 */
export function fakeCartServer(
  market: Market,
  initial: Cart = cartFixture(market, [20, 40]),
  opts: { leadTimes?: LeadTimes; enabled?: boolean } = {},
): FakeCartServer {
  let cart = initial;
  const orders: OrderPlaced[] = [];
  const byKey = new Map<string, OrderPlaced>();
  const emails: { to: string; orderNumber: string }[] = [];
  const failures = new Map<string, { times: number; status: number }>();
  const leadTimes = opts.leadTimes ?? leadTimesFixture();

  const guard = (route: string, handler: (call: FakeCall) => unknown) => (call: FakeCall) => {
    const failure = failures.get(route);
    if (failure && failure.times > 0) {
      failure.times -= 1;
      if (failure.status === 0) return new Promise(() => undefined);
      return { status: failure.status, body: { code: 'SERVER', message: 'Internal Server error' } };
    }
    return handler(call);
  };

  const issues = (): CartIssue[] =>
    cartIssues(validationInputOf(cart, { leadTimes, noteMaxLength: 120 }));

  const pricing = () => {
    const lines = cart.cartItems
      .filter((i) => (i.itemCount.value ?? 0) > 0)
      .map((i) => ({
        sku: i.sku,
        quantity: i.itemCount.value ?? 0,
        unitPrice: i.unitPrice,
        amount: Math.round((i.itemCount.value ?? 0) * i.unitPrice * 100) / 100,
      }));
    const netAmount = Math.round(lines.reduce((s, l) => s + l.amount, 0) * 100) / 100;
    const vat = Math.round(netAmount * MARKETS[market].vat * 100) / 100;
    return {
      currency: MARKETS[market].currency,
      lines,
      netAmount,
      vat,
      grossAmount: netAmount + vat,
    };
  };

  const routes: FakeRoutes = {
    'GET cart/fetch': guard('GET cart/fetch', (call) =>
      call.query.get('itemCount') === 'true'
        ? { encCartid: cart.encCartid, cartCount: cart.cartItems.length }
        : cart,
    ),
    'POST cart/update': guard('POST cart/update', (call) => {
      const body = call.body as CartUpdate;
      const { items, ...fields } = body;
      cart = withTotals({ ...applyLines(cart, items ?? [], false), ...fields });
      return cart;
    }),
    'POST cart/simulate': guard('POST cart/simulate', () => {
      const errors = issues();
      return { cart, pricing: pricing(), errors, valid: errors.length === 0 };
    }),
    'POST cart/submit': guard('POST cart/submit', (call) => {
      const key = call.headers.get('Idempotency-Key') ?? '';
      const existing = byKey.get(key);
      if (existing) return { ...existing, replayed: true };
      const errors = issues();
      if (errors.length > 0) {
        const first = errors[0] as CartIssue;
        return {
          status: 422,
          body: { code: first.code, message: first.message, params: first.params, errors },
        };
      }
      const order: OrderPlaced = {
        orderNumber: String(4_000_120_000 + orders.length + 1),
        orderId: `order-${orders.length + 1}`,
        status: 'Placed',
        createdAt: '2026-11-23T10:30:00Z',
        accountId: cart.accountId ?? 'acc',
        soldToCode: '0010100010',
        accountName: 'Tri-County Farmers Cooperative',
        shipMethod: cart.shipMethod === 'pickup' ? 'pickup' : 'delivery',
        requestedDate: cart.requestedDate ?? TODAY,
        requestedTime: cart.requestedTime,
        po: cart.po,
        email: cart.email,
        lineCount: cart.cartItems.filter((i) => (i.itemCount.value ?? 0) > 0).length,
        totals: cart.totals,
        unitOfMeasure: cart.unitOfMeasure,
        pricing: pricing(),
        replayed: false,
      };
      orders.push(order);
      byKey.set(key, order);
      cart = withTotals({ ...cart, cartItems: [], encCartid: null });
      return order;
    }),
    'POST cart/remove': guard('POST cart/remove', (call) => {
      const { sku } = call.body as { sku: string };
      cart = withTotals({ ...cart, cartItems: cart.cartItems.filter((i) => i.sku !== sku) });
      return cart;
    }),
    'POST cart/delete': guard('POST cart/delete', () => {
      cart = withTotals({ ...cart, cartItems: [], encCartid: null });
      return { deleted: true };
    }),
    'GET cart/leadtime': () => leadTimes,
    'GET cart/plantLeadtime': (call) => ({
      ...leadTimes,
      plantId: call.query.get('plantId') ?? '',
    }),
    'GET cart/truckSizes': () => truckSizesFixture(market),
    'GET cart/orderoptions': () => orderOptionsFixture(market),
    'GET cart/enableAddToCart': () =>
      opts.enabled === false
        ? { enabled: false, reason: 'NO_PURCHASE_RIGHTS' }
        : { enabled: true, reason: null },
    'POST utility/sendConfirmationAltEmail': guard(
      'POST utility/sendConfirmationAltEmail',
      (call) => {
        const body = call.body as { orderNumber: string; email: string };
        emails.push({ to: body.email, orderNumber: body.orderNumber });
        return { sent: true, messageId: `m-${emails.length}`, to: body.email };
      },
    ),
  };

  return {
    routes,
    cart: () => cart,
    orders,
    emails,
    failNext(route, times = 1, status = 500) {
      failures.set(route, { times, status });
    },
  };
}

/** Links of the cart's views in stories and tests: the US portal's pages, followed by no one. */
export const LINKS_FIXTURE: CartLinks = {
  shop: '/us/en/pages/orderbuilder',
  orders: '/us/en/pages/orders',
  terms: '/us/en/pages/termsconditions',
  follow: (event) => event.preventDefault(),
};

const nothing = () => {};

/**
 * What `useCart` gives the views, for a cart of the market (default: the US cart of two lines)
 * with its options, trucks, lead times and the page's validation, everything saved and nothing
 * running; `overrides` set the state a story or test shows. Actions do nothing.
 */
export function cartBehaviourFixture(
  overrides: Partial<CartBehaviour> = {},
  market: Market = 'us',
): CartBehaviour {
  const cart = 'cart' in overrides ? overrides.cart : cartFixture(market, [20, 40]);
  const leadTimes = 'leadTimes' in overrides ? overrides.leadTimes : leadTimesFixture();
  const options = orderOptionsFixture(market);
  const validation = cart
    ? validateCart(
        validationInputOf(cart, {
          leadTimes: leadTimes ?? null,
          noteMaxLength: options.deliveryInstructionMaxLength,
        }),
      )
    : null;
  const load = cart ? truckLoad(validationInputOf(cart, { leadTimes: null })) : null;
  return {
    account: `acc-${market}`,
    blocked: null,
    loading: false,
    loadError: null,
    reload: nothing,
    cart,
    options,
    trucks: truckSizesFixture(market),
    leadTimes,
    leadTimesError: null,
    validation,
    load,
    showErrors: false,
    save: { status: 'idle', error: null, retryAt: null, restored: false },
    retrySave: nothing,
    setQuantity: nothing,
    setPallets: nothing,
    setFullPallet: nothing,
    setFields: nothing,
    removing: new Set(),
    removeLine: async () => {},
    removeError: null,
    emptyCart: async () => true,
    emptying: false,
    emptyError: null,
    problems: [],
    continueToReview: nothing,
    continuing: false,
    feeOpen: false,
    acceptFee: nothing,
    closeFee: nothing,
    flow: initialCartFlow,
    simulation: null,
    simulating: false,
    termsAccepted: false,
    setTermsAccepted: nothing,
    placeOrder: nothing,
    placing: false,
    resuming: false,
    placeError: null,
    order: null,
    emailModal: false,
    openEmailModal: nothing,
    successModal: false,
    closeSuccess: nothing,
    altEmail: '',
    sendAltEmail: async () => true,
    sendingEmail: false,
    emailError: null,
    ...overrides,
  };
}

/** The priced copy of a cart the server's check gives, every line at its list price. */
export function simulationFixture(cart: Cart, vatRate = 0): CartSimulation {
  const lines = cart.cartItems
    .filter((i) => (i.itemCount.value ?? 0) > 0)
    .map((i) => ({
      sku: i.sku,
      quantity: i.itemCount.value ?? 0,
      unitPrice: i.unitPrice,
      amount: Math.round((i.itemCount.value ?? 0) * i.unitPrice * 100) / 100,
    }));
  const netAmount = Math.round(lines.reduce((sum, l) => sum + l.amount, 0) * 100) / 100;
  const vat = Math.round(netAmount * vatRate * 100) / 100;
  return {
    cart,
    pricing: { currency: 'USD', lines, netAmount, vat, grossAmount: netAmount + vat },
    errors: [],
    valid: true,
  };
}

/** The US order the confirmation shows (as session storage keeps it after Place order). */
export function placedOrderFixture(overrides: Partial<PlacedOrder> = {}): PlacedOrder {
  return {
    orderNumber: '4000161424',
    orderId: '4000161424',
    status: 'Placed',
    createdAt: '2026-11-23T15:30:00Z',
    accountId: 'acc-us',
    soldToCode: '0010100010',
    accountName: 'Tri-County Farmers Cooperative Co.',
    shipMethod: 'delivery',
    requestedDate: '2026-11-30',
    requestedTime: null,
    po: 'PO-1183',
    email: 'buyer@example.com',
    lineCount: 2,
    totals: { netWeight: 6000, grossWeight: 6150, pounds: 6000, tons: 3, tonUnit: 'Tons' },
    unitOfMeasure: 'lb',
    pricing: { currency: 'USD', lines: [], netAmount: 1490, vat: 0, grossAmount: 1490 },
    replayed: false,
    country: 'us',
    ...overrides,
  };
}

/** The states of Order again's summary (issue 17) the stories and tests show. */
export type ReorderSummaryState = 'mixed' | 'allAdded' | 'noneAdded' | 'mexico';

/**
 * A summary of cart/replicate as the reference API answers it: the US retailer's order with a
 * line added as it was, one with a corrected quantity, a price and a pack change, and a
 * discontinued line; all added; nothing added; a Mexican order in kg and pesos (Spanish labels).
 */
export function reorderSummaryFixture(
  state: ReorderSummaryState,
  orderNumber = '4000123456',
): ReorderSummary {
  const layer = { sku: '10000101', title: 'Layer 16% Crumble 50 lb', countLabel: 'bags' };
  const sow = { sku: '10000233', title: 'Sow Lactation Pellet Pallet', countLabel: 'bags' };
  const horse = { sku: '10000990', title: 'Retired Horse Feed 50 lb', countLabel: 'bags' };
  const base = { orderNumber, currency: 'USD', weightUnit: 'lb' as const };
  switch (state) {
    case 'allAdded':
      return {
        ...base,
        added: [
          { ...layer, quantity: 20 },
          { ...sow, quantity: 100 },
        ],
        corrected: [],
        changed: [],
        notAdded: [],
      };
    case 'noneAdded':
      return {
        ...base,
        added: [],
        corrected: [],
        changed: [],
        notAdded: [
          { ...horse, quantity: 4, reason: 'discontinued' },
          { ...layer, quantity: 2, reason: 'notSoldInMarket' },
        ],
      };
    case 'mexico':
      return {
        orderNumber,
        currency: 'MXN',
        weightUnit: 'kg',
        added: [
          {
            sku: '70000012',
            title: 'Pollo Iniciador 22% Bulto 40 kg',
            quantity: 30,
            countLabel: 'bultos',
          },
        ],
        corrected: [],
        changed: [
          {
            sku: '70000012',
            title: 'Pollo Iniciador 22% Bulto 40 kg',
            price: { before: 452.5, after: 471.8 },
            pack: {
              before: { packageType: null, unitWeight: 25 },
              after: { packageType: 'bag', unitWeight: 40 },
            },
          },
        ],
        notAdded: [
          {
            sku: '70000090',
            title: 'Premios Perro Caja 12 x 1 kg',
            quantity: 5,
            countLabel: 'cajas',
            reason: 'notOrderable',
          },
        ],
      };
    default:
      return {
        ...base,
        added: [
          { ...layer, quantity: 20 },
          { ...sow, quantity: 100 },
        ],
        corrected: [{ ...sow, ordered: 70, quantity: 100, rule: 'PALLET_ERROR' }],
        changed: [
          { sku: layer.sku, title: layer.title, price: { before: 17.9, after: 18.6 }, pack: null },
          {
            sku: sow.sku,
            title: sow.title,
            price: null,
            pack: {
              before: { packageType: null, unitWeight: 40 },
              after: { packageType: 'bag', unitWeight: 50 },
            },
          },
        ],
        notAdded: [{ ...horse, quantity: 4, reason: 'discontinued' }],
      };
  }
}
