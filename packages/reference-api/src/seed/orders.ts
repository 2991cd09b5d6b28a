/**
 * Two years of orders, their lines and the memos raised against invoiced orders. Amounts are
 * integer cents and weights integers scaled by 10000 until they are written, so that net + vat =
 * gross and the lines add up to the order's weight exactly.
 */
import { KG_PER_LB, LB_PER_QUINTAL } from '@anp/rules';
import { isoDate, isoTimestamp, weekday, ymd, type Day } from './calendar';
import { NEW_FLOW_SOURCE_SYSTEM, type Account } from './accounts';
import { MARKETS, type MarketCode } from './markets';
import { WEIGHT_SCALE, listPriceCents, weightMultiplier, type Product } from './products';
import { hashString, rngFor, type Rng } from './rng';
import { DEMO_USER_SPECS, type DemoUserId } from './users';

export const ORDER_TYPES = [
  'sales order',
  'consignment order',
  'consignment return order',
  'domestic return order',
  'debit memo request',
  'credit memo request',
  'invoice',
  'memo',
] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_STATUSES = ['Placed', 'Scheduled', 'Shipped', 'Invoiced', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Days of history before `today`. */
export const HISTORY_DAYS = 730;
/** Orders spread over the accounts that belong to no demo user. */
const GENERAL_ORDERS = 18_600;

export interface PlantCalendar {
  id: string;
  market: MarketCode;
  workingDays: readonly number[];
  holidays: ReadonlySet<Day>;
  deliveryLeadTime: number;
  pickupLeadTime: number;
}

export interface SeedLine {
  sku: string;
  quantity: number;
  pallets: number;
  unitPriceCents: number;
  /** In the order's weight unit, × 10000. */
  netWeightScaled: number;
  lotNumber: string | null;
}

export interface SeedOrder {
  orderNumber: string;
  account: Account;
  shipToId: string | null;
  userId: DemoUserId | null;
  type: OrderType;
  source: 'portal' | 'erp' | 'phone';
  status: OrderStatus;
  invoicedNo: string | null;
  /** The day the invoice was issued (set with `invoicedNo`). */
  invoiceDay: Day | null;
  /** A cancelled order whose invoice was issued first (Mexico shows a Cancelled badge). */
  cancelledInvoice: boolean;
  orderDay: Day;
  requestedDay: Day;
  requestedTime: string | null;
  shipMethod: 'delivery' | 'pickup';
  po: string | null;
  note: string | null;
  paymentTerms: 'Cash' | 'Credit';
  truckSize: string | null;
  plantId: string;
  netCents: number;
  vatCents: number;
  weightScaled: number;
  modifiableUntil: string | null;
  createdAt: string;
  lines: SeedLine[];
}

export interface SeedMemo {
  memoNumber: string;
  account: Account;
  memoType: 'credit' | 'debit';
  status: 'Open' | 'Cancelled' | 'Invoiced';
  order: SeedOrder;
  invoiceDay: Day;
  memoDay: Day;
  netCents: number;
  vatCents: number;
}

interface Context {
  today: Day;
  rng: Rng;
  productsByMarket: ReadonlyMap<MarketCode, readonly Product[]>;
  porkByMarket: ReadonlyMap<MarketCode, readonly Product[]>;
  plants: ReadonlyMap<string, PlantCalendar>;
  plantsByMarket: ReadonlyMap<MarketCode, readonly PlantCalendar[]>;
  preferred: Map<string, readonly Product[]>;
  employeeAccounts: ReadonlySet<string>;
}

/** Status by age: recent orders are still open, old ones invoiced (7% cancelled overall). */
function statusFor(rng: Rng, age: number): OrderStatus {
  if (age <= 5) {
    return rng.weighted<OrderStatus>([
      ['Placed', 55],
      ['Scheduled', 30],
      ['Shipped', 8],
      ['Cancelled', 7],
    ]);
  }
  if (age <= 14) {
    return rng.weighted<OrderStatus>([
      ['Placed', 10],
      ['Scheduled', 30],
      ['Shipped', 35],
      ['Invoiced', 20],
      ['Cancelled', 5],
    ]);
  }
  if (age <= 45) {
    return rng.weighted<OrderStatus>([
      ['Scheduled', 3],
      ['Shipped', 12],
      ['Invoiced', 78],
      ['Cancelled', 7],
    ]);
  }
  return rng.weighted<OrderStatus>([
    ['Invoiced', 93],
    ['Cancelled', 7],
  ]);
}

const TYPE_WEIGHTS: readonly (readonly [OrderType, number])[] = [
  ['sales order', 86],
  ['consignment order', 3],
  ['consignment return order', 2],
  ['domestic return order', 3],
  ['debit memo request', 2],
  ['credit memo request', 2.5],
  ['invoice', 1],
  ['memo', 0.5],
];

/** How many units a line usually has, by package type. */
const QUANTITY_RANGES: Readonly<Record<Product['packageType'], readonly [number, number]>> = {
  bag: [5, 300],
  bulk: [2, 24],
  tote: [1, 10],
  pallet: [1, 10],
  block: [4, 80],
  tub: [4, 40],
  bucket: [4, 60],
  pail: [4, 60],
  barrel: [1, 8],
  box: [2, 60],
  boxes: [2, 40],
  case: [2, 40],
  each: [1, 36],
  Pack: [1, 30],
};

const NOTES: Readonly<Record<string, readonly string[]>> = {
  en: [
    'Call 30 minutes before arrival.',
    'Deliver to the north bin.',
    'Gate code 4411.',
    'Unload at the warehouse dock, not the barn.',
    'No deliveries after 3 pm.',
    'Driver must check in at the office.',
  ],
  es: [
    'Llamar 30 minutos antes de llegar.',
    'Entregar en la bodega principal.',
    'Descargar en el silo norte.',
    'Horario de recepción de 8 a 14 h.',
    'Presentarse en la oficina al llegar.',
  ],
  pt: [
    'Ligar 30 minutos antes da chegada.',
    'Descarregar no silo norte.',
    'Recebimento das 8h às 16h.',
    'Apresentar-se no escritório na chegada.',
  ],
  ko: ['도착 30분 전에 연락 바랍니다.', '북쪽 사일로에 하차해 주세요.', '오전 중 납품 바랍니다.'],
};

function nextWorkingDay(day: Day, plant: PlantCalendar): Day {
  let d = day;
  for (let guard = 0; guard < 30; guard += 1) {
    if (plant.workingDays.includes(weekday(d)) && !plant.holidays.has(d)) return d;
    d += 1;
  }
  return d;
}

function poFor(rng: Rng, market: MarketCode): string {
  const lang = MARKETS[market].masterLang;
  const roll = rng.next();
  if (roll < 0.4) return String(rng.int(4_500_000_000, 4_599_999_999));
  if (lang === 'es') return `OC-${rng.int(1000, 99999)}`;
  if (lang === 'pt') return `PC-${rng.int(1000, 99999)}`;
  if (lang === 'ko') return `PO${rng.int(100000, 999999)}`;
  return `PO-${rng.int(1000, 99999)}`;
}

function truckSizeFor(weightScaled: number, market: MarketCode): string {
  const unit = MARKETS[market].weightUnit;
  const weight = weightScaled / WEIGHT_SCALE;
  if (unit === 'lb') {
    const tons = weight / 2000;
    const size = [6, 12, 24].find((s) => s >= tons) ?? 24;
    return `${size}.00 Tons`;
  }
  const tons = unit === 'kg' ? weight / 1000 : (weight * LB_PER_QUINTAL * KG_PER_LB) / 1000;
  const size = [10, 20, 30].find((s) => s >= tons) ?? 30;
  return `${size}.00 MT`;
}

function quantityFor(rng: Rng, product: Product): number {
  if (product.isPallet) {
    const pallets = product.packageType === 'pallet' ? rng.int(1, 10) : rng.int(1, 6);
    return pallets * product.perPalletCount;
  }
  if (product.isPalletAndNonPalletAllowed && product.perPalletCount > 1 && rng.chance(0.35)) {
    return product.perPalletCount * rng.int(1, 4); // full pallets of a mixed item
  }
  const [, high] = QUANTITY_RANGES[product.packageType];
  const steps = Math.max(0, Math.floor((high - product.minQuantity) / product.increment));
  // Skewed towards small orders: the square of a uniform number.
  const u = rng.next();
  return product.minQuantity + product.increment * Math.floor(u * u * (steps + 1));
}

/**
 * Line weight in the order's unit (× 10000). The quintal markets' products weigh in kg and their
 * orders in the Central American quintal of 100 lb (packages/core format.ts).
 */
function lineWeight(product: Product, quantity: number, market: MarketCode): number {
  const base = quantity * product.netWeightScaled * weightMultiplier(product);
  return MARKETS[market].weightUnit === 'quintal'
    ? Math.round(base / (KG_PER_LB * LB_PER_QUINTAL))
    : base;
}

function preferredProducts(ctx: Context, account: Account): readonly Product[] {
  const cached = ctx.preferred.get(account.id);
  if (cached) return cached;
  const rng = ctx.rng;
  const all = ctx.productsByMarket.get(account.region) ?? [];
  const pork = ctx.porkByMarket.get(account.region) ?? [];
  const pool = account.businessUnit === 'pork' && pork.length > 0 ? pork : all;
  const chosen = rng.sample(pool, rng.int(8, 16));
  ctx.preferred.set(account.id, chosen);
  return chosen;
}

interface OrderOptions {
  userId?: DemoUserId | null;
  status?: OrderStatus;
  type?: OrderType;
  source?: SeedOrder['source'];
  requestedDay?: Day;
  modifiableUntil?: string | null;
}

function makeOrder(
  ctx: Context,
  account: Account,
  orderDay: Day,
  options: OrderOptions = {},
): SeedOrder {
  const { rng, today } = ctx;
  const market = account.region;
  const spec = MARKETS[market];
  const age = today - orderDay;
  const type = options.type ?? rng.weighted(TYPE_WEIGHTS);
  const status = options.status ?? statusFor(rng, age);
  const isSale = type === 'sales order' || type === 'consignment order';
  const source: SeedOrder['source'] =
    options.source ??
    (isSale
      ? rng.weighted<SeedOrder['source']>([
          ['portal', 55],
          ['erp', 35],
          ['phone', 10],
        ])
      : 'erp');

  // ordering.md §1: pickup is the default for es_GT and es_PE.
  const pickupShare = market === 'gt' || market === 'pe' ? 0.65 : 0.25;
  const shipMethod = rng.chance(pickupShare) ? 'pickup' : 'delivery';
  const ownPlant = ctx.plants.get(account.plantId) as PlantCalendar;
  const marketPlants = ctx.plantsByMarket.get(market) ?? [ownPlant];
  const plant = shipMethod === 'pickup' && rng.chance(0.2) ? rng.pick(marketPlants) : ownPlant;

  const lead = shipMethod === 'pickup' ? plant.pickupLeadTime : plant.deliveryLeadTime;
  let requestedDay = options.requestedDay ?? orderDay + lead + rng.int(0, 10);
  if (options.requestedDay === undefined) {
    if (status === 'Placed' || status === 'Scheduled') {
      if (requestedDay <= today) requestedDay = today + rng.int(1, 12);
    } else if (status === 'Shipped' || status === 'Invoiced') {
      if (requestedDay >= today) requestedDay = Math.max(orderDay, today - rng.int(1, 3));
    }
    requestedDay = nextWorkingDay(requestedDay, plant);
    if ((status === 'Shipped' || status === 'Invoiced') && requestedDay >= today) {
      requestedDay = Math.max(orderDay, today - 1);
    }
  }

  let userId: DemoUserId | null = null;
  if (options.userId !== undefined) userId = options.userId;
  else if (source === 'portal') {
    if (account.owner && account.owner !== 'u-admin') {
      userId = rng.chance(0.9) ? account.owner : account.employee ? 'u-employee' : account.owner;
    } else if (ctx.employeeAccounts.has(account.id) && rng.chance(0.5)) {
      userId = 'u-employee';
    } else if (account.owner === 'u-admin') {
      userId = 'u-admin';
    }
  }

  const preferred = preferredProducts(ctx, account);
  const all = ctx.productsByMarket.get(market) ?? [];
  const lineCount = rng.weighted([
    [1, 30],
    [2, 25],
    [3, 20],
    [4, 15],
    [5, 10],
  ]);
  const skus = new Set<string>();
  const lines: SeedLine[] = [];
  const priceFactor = 1 - (0.04 * age) / 365; // list prices rose about 4% a year
  const discount = 1 - (hashString(account.id) % 9) / 100; // 0-8% account discount
  const step = spec.priceStepCents;
  const shipped = status === 'Shipped' || status === 'Invoiced';
  const { year, month, day } = ymd(requestedDay);
  const lotPrefix = `L${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${plant.id.slice(-1)}`;
  for (let attempt = 0; lines.length < lineCount && attempt < lineCount * 4; attempt += 1) {
    const product = rng.chance(0.75) && preferred.length > 0 ? rng.pick(preferred) : rng.pick(all);
    if (skus.has(product.sku)) continue;
    skus.add(product.sku);
    const quantity = quantityFor(rng, product);
    const list = listPriceCents(product, market);
    const unitPriceCents = Math.max(
      step,
      Math.round((list * priceFactor * discount) / step) * step,
    );
    const pallets = product.isPallet
      ? quantity / product.perPalletCount
      : product.isPalletAndNonPalletAllowed
        ? Math.floor(quantity / product.perPalletCount)
        : 0;
    lines.push({
      sku: product.sku,
      quantity,
      pallets,
      unitPriceCents,
      netWeightScaled: lineWeight(product, quantity, market),
      lotNumber: shipped && isSale ? `${lotPrefix}${rng.int(100, 999)}` : null,
    });
  }

  const netCents = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
  const vatCents = Math.round((netCents * spec.vatBasisPoints) / 10_000);
  const weightScaled = lines.reduce((sum, l) => sum + l.netWeightScaled, 0);

  let modifiableUntil: string | null = null;
  if (options.modifiableUntil !== undefined) modifiableUntil = options.modifiableUntil;
  else if (status === 'Placed' && type === 'sales order') {
    // Cut-off two days before the requested date, never before the order itself.
    modifiableUntil = isoTimestamp(Math.max(orderDay, requestedDay - 2), 21);
  }

  // Created during local business hours, stored in UTC.
  const utcOffset = MARKET_UTC_OFFSET[market];
  const createdAt = isoTimestamp(
    orderDay,
    rng.int(7, 17) + utcOffset,
    rng.int(0, 59),
    rng.int(0, 59),
  );

  const withShipTo = shipMethod === 'delivery' && account.shipTos.length > 0;
  const lang = spec.masterLang;
  return {
    orderNumber: '',
    account,
    shipToId: withShipTo ? rng.pick(account.shipTos).id : null,
    userId,
    type,
    source,
    status,
    invoicedNo: null,
    invoiceDay: null,
    cancelledInvoice: false,
    orderDay,
    requestedDay,
    requestedTime: shipMethod === 'pickup' ? `${String(rng.int(8, 15)).padStart(2, '0')}:00` : null,
    shipMethod,
    po: isSale && rng.chance(0.75) ? poFor(rng, market) : null,
    note: rng.chance(0.12) ? rng.pick(NOTES[lang] ?? []) : null,
    paymentTerms: rng.chance(0.9)
      ? account.paymentTerms
      : account.paymentTerms === 'Cash'
        ? 'Credit'
        : 'Cash',
    truckSize: shipMethod === 'delivery' ? truckSizeFor(weightScaled, market) : null,
    plantId: plant.id,
    netCents,
    vatCents,
    weightScaled,
    modifiableUntil,
    createdAt,
    lines,
  };
}

/** Hours to add to a local time of day to get UTC (standard time; demo precision). */
const MARKET_UTC_OFFSET: Readonly<Record<MarketCode, number>> = {
  us: 6,
  canada: 6,
  mx: 6,
  br: 3,
  kr: -9,
  cr: 6,
  hn: 6,
  ni: 6,
  pe: 5,
  co: 5,
  gt: 6,
};

/** Picks an index by cumulative weight (binary search). */
function weightedIndex(rng: Rng, cumulative: readonly number[]): number {
  const total = cumulative[cumulative.length - 1] ?? 0;
  const roll = rng.next() * total;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cumulative[mid] ?? 0) > roll) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export interface OrderInput {
  today: Day;
  accounts: readonly Account[];
  products: readonly Product[];
  plants: readonly PlantCalendar[];
}

/** Generates every order (numbered in date order) and the memos. */
export function generateOrders(input: OrderInput): { orders: SeedOrder[]; memos: SeedMemo[] } {
  const { today, accounts, products } = input;
  const rng = rngFor('orders');
  const productsByMarket = new Map<MarketCode, Product[]>();
  const porkByMarket = new Map<MarketCode, Product[]>();
  const push = <K, V>(map: Map<K, V[]>, key: K, value: V): void => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  for (const product of products) {
    for (const market of product.markets) {
      push(productsByMarket, market, product);
      if (product.species === 'pork') push(porkByMarket, market, product);
    }
  }
  const plants = new Map(input.plants.map((p) => [p.id, p]));
  const plantsByMarket = new Map<MarketCode, PlantCalendar[]>();
  for (const plant of input.plants) push(plantsByMarket, plant.market, plant);
  const ctx: Context = {
    today,
    rng,
    productsByMarket,
    porkByMarket,
    plants,
    plantsByMarket,
    preferred: new Map(),
    employeeAccounts: new Set(accounts.filter((a) => a.employee).map((a) => a.id)),
  };

  const orders: SeedOrder[] = [];
  const randomDay = (): Day => today - rng.int(1, HISTORY_DAYS);

  // Demo users: a fixed number of orders on their own accounts, the primary account busiest.
  for (const spec of DEMO_USER_SPECS) {
    if (spec.orderQuota === 0) continue;
    const own = accounts.filter((a) => a.owner === spec.id);
    if (own.length === 0) continue;
    const cumulative: number[] = [];
    own.forEach((account, i) => {
      cumulative.push((cumulative[cumulative.length - 1] ?? 0) + (i === 0 ? 3 : account.activity));
    });
    for (let i = 0; i < spec.orderQuota; i += 1) {
      orders.push(makeOrder(ctx, own[weightedIndex(rng, cumulative)] as Account, randomDay()));
    }
  }

  // Order modification (ordering.md §2 screen 8): recent Placed orders of the US retailer and
  // the Mexican customer, three still modifiable after `today` and three past their cut-off.
  for (const owner of ['u-retailer-us', 'u-customer-mx'] as const) {
    const primary = accounts.find((a) => a.owner === owner) as Account;
    const plant = plants.get(primary.plantId) as PlantCalendar;
    for (let k = 0; k < 3; k += 1) {
      orders.push(
        makeOrder(ctx, primary, today - 1 - (k % 2), {
          userId: owner,
          status: 'Placed',
          type: 'sales order',
          source: 'portal',
          requestedDay: nextWorkingDay(today + 6 + k, plant),
          modifiableUntil: isoTimestamp(today + 2 + k, 21),
        }),
      );
      orders.push(
        makeOrder(ctx, primary, today - 6 - k, {
          userId: owner,
          status: 'Placed',
          type: 'sales order',
          source: 'portal',
          requestedDay: nextWorkingDay(today + 2 + k, plant),
          modifiableUntil: isoTimestamp(today - 1 - k, 21),
        }),
      );
    }
  }

  // Everyone else: accounts of no demo user, weighted by activity.
  const general = accounts.filter((a) => a.owner === null);
  const cumulative: number[] = [];
  for (const account of general) {
    cumulative.push((cumulative[cumulative.length - 1] ?? 0) + account.activity);
  }
  for (let i = 0; i < GENERAL_ORDERS; i += 1) {
    orders.push(makeOrder(ctx, general[weightedIndex(rng, cumulative)] as Account, randomDay()));
  }

  ensureMexicoStatuses(ctx, orders);

  // Number in date order (stable on the generation index) so numbers grow with time.
  const numbered = orders
    .map((order, index) => ({ order, index }))
    .sort((a, b) => a.order.orderDay - b.order.orderDay || a.index - b.index)
    .map(({ order }) => order);
  let orderNumber = 4_000_120_000;
  let invoiceNumber = 9_100_450_000;
  for (const order of numbered) {
    orderNumber += rng.int(1, 3);
    order.orderNumber = String(orderNumber);
    if (order.status === 'Invoiced' || order.cancelledInvoice) {
      invoiceNumber += rng.int(1, 2);
      order.invoicedNo = String(invoiceNumber);
      // Invoiced the day after the requested date, and never today or later.
      order.invoiceDay = Math.min(order.requestedDay + 1, today - 1);
    }
  }

  return { orders: numbered, memos: generateMemos(ctx, numbered) };
}

/**
 * Mexico (ordering.md §1): invoices are downloadable once invoiced and cancelled invoices carry
 * a Cancelled badge, so the Mexican customer always has both, including cancelled invoices.
 */
function ensureMexicoStatuses(ctx: Context, orders: SeedOrder[]): void {
  const mine = orders
    .filter((o) => o.account.owner === 'u-customer-mx' && o.type === 'sales order')
    .sort((a, b) => a.orderDay - b.orderDay);
  const old = mine.filter((o) => ctx.today - o.orderDay > 45);
  let cancelled = mine.filter((o) => o.status === 'Cancelled').length;
  for (const order of old) {
    if (cancelled >= 8) break;
    if (order.status === 'Invoiced') {
      order.status = 'Cancelled';
      cancelled += 1;
    }
  }
  // Half of the older cancelled orders had been invoiced before they were cancelled.
  old
    .filter((o) => o.status === 'Cancelled')
    .forEach((order, i) => {
      if (i % 2 === 0) order.cancelledInvoice = true;
    });
  // Every Mexican market order follows the same rule, a few of them per hundred.
  for (const order of orders) {
    if (
      order.account.region === 'mx' &&
      order.status === 'Cancelled' &&
      ctx.today - order.orderDay > 45
    ) {
      if (hashString(order.account.id + String(order.orderDay)) % 2 === 0)
        order.cancelledInvoice = true;
    }
  }
}

const MEMOS_PER_DEMO_USER = 10;
const NEW_FLOW_STATUSES: readonly SeedMemo['status'][] = [
  'Open',
  'Invoiced',
  'Cancelled',
  'Invoiced',
];
const GENERAL_MEMOS = 2_900;

function generateMemos(ctx: Context, orders: readonly SeedOrder[]): SeedMemo[] {
  const rng = rngFor('memos');
  const { today } = ctx;
  const invoiced = orders.filter((o) => o.status === 'Invoiced' && o.type === 'sales order');
  const memos: SeedMemo[] = [];

  const makeMemo = (order: SeedOrder, forced?: SeedMemo['status']): SeedMemo => {
    const invoiceDay = order.invoiceDay ?? Math.min(order.requestedDay + 1, today - 1);
    const memoDay = Math.min(invoiceDay + rng.int(3, 60), today - 1);
    const memoType: SeedMemo['memoType'] = rng.chance(0.7) ? 'credit' : 'debit';
    const status: SeedMemo['status'] =
      forced ??
      (today - memoDay < 10
        ? rng.weighted<SeedMemo['status']>([
            ['Open', 70],
            ['Invoiced', 30],
          ])
        : rng.weighted<SeedMemo['status']>([
            ['Invoiced', 88],
            ['Cancelled', 8],
            ['Open', 4],
          ]));
    const step = MARKETS[order.account.region].priceStepCents;
    const share = rng.int(2, 25) / 100;
    const netCents = Math.max(step, Math.round((order.netCents * share) / step) * step);
    const vatCents = Math.round((netCents * MARKETS[order.account.region].vatBasisPoints) / 10_000);
    return {
      memoNumber: '',
      account: order.account,
      memoType,
      status,
      order,
      invoiceDay,
      memoDay,
      netCents,
      vatCents,
    };
  };

  for (const spec of DEMO_USER_SPECS) {
    const own = invoiced.filter((o) => o.account.owner === spec.id);
    rng.sample(own, MEMOS_PER_DEMO_USER).forEach((order, i) => {
      // Mexico: cancelled memos are always there to show the Cancelled badge.
      const forced =
        spec.id === 'u-customer-mx' && i < 3 ? 'Cancelled' : i === 0 ? 'Open' : undefined;
      memos.push(makeMemo(order, forced));
    });
  }
  for (let i = 0; i < GENERAL_MEMOS; i += 1) memos.push(makeMemo(rng.pick(invoiced)));
  // The new billing flow (accounts on S4): a memo in each status on every such account, so the
  // memo tile's new-flow layout shows its Cancelled badge too (ordering.md §2 screen 7).
  const newFlowAccounts = [
    ...new Set(
      invoiced
        .filter((o) => o.account.sourceSystem === NEW_FLOW_SOURCE_SYSTEM)
        .map((o) => o.account),
    ),
  ];
  for (const account of newFlowAccounts) {
    const own = invoiced.filter((o) => o.account === account);
    rng.sample(own, NEW_FLOW_STATUSES.length).forEach((order, i) => {
      memos.push(makeMemo(order, NEW_FLOW_STATUSES[i]));
    });
  }

  const sorted = memos
    .map((memo, index) => ({ memo, index }))
    .sort((a, b) => a.memo.memoDay - b.memo.memoDay || a.index - b.index)
    .map(({ memo }) => memo);
  let credit = 8_100_020_000;
  let debit = 8_200_010_000;
  for (const memo of sorted) {
    if (memo.memoType === 'credit') {
      credit += rng.int(1, 3);
      memo.memoNumber = String(credit);
    } else {
      debit += rng.int(1, 3);
      memo.memoNumber = String(debit);
    }
  }
  return sorted;
}

/** Integer cents as a decimal string ("1234.05"). */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A weight scaled by 10000 as a decimal string ("12.5000"). */
export function weightText(scaled: number): string {
  return `${Math.floor(scaled / WEIGHT_SCALE)}.${String(scaled % WEIGHT_SCALE).padStart(4, '0')}`;
}

export const ORDER_COLUMNS = [
  'order_number',
  'account_id',
  'ship_to_id',
  'user_id',
  'type',
  'source',
  'status',
  'invoiced_no',
  'order_date',
  'requested_date',
  'requested_time',
  'ship_method',
  'po',
  'mode',
  'note',
  'payment_terms',
  'truck_size',
  'plant_id',
  'currency',
  'net_amount',
  'vat',
  'gross_amount',
  'total_weight',
  'weight_unit',
  'modifiable_until',
  'idempotency_key',
  'created_at',
  'invoice_date',
] as const;

export function orderRow(order: SeedOrder): unknown[] {
  const spec = MARKETS[order.account.region];
  return [
    order.orderNumber,
    order.account.id,
    order.shipToId,
    order.userId,
    order.type,
    order.source,
    order.status,
    order.invoicedNo,
    isoDate(order.orderDay),
    isoDate(order.requestedDay),
    order.requestedTime,
    order.shipMethod,
    order.po,
    'truck',
    order.note,
    order.paymentTerms,
    order.truckSize,
    order.plantId,
    spec.currency,
    centsText(order.netCents),
    centsText(order.vatCents),
    centsText(order.netCents + order.vatCents),
    weightText(order.weightScaled),
    spec.weightUnit,
    order.modifiableUntil,
    null,
    order.createdAt,
    order.invoiceDay === null ? null : isoDate(order.invoiceDay),
  ];
}

export const LINE_COLUMNS = [
  'order_number',
  'line_no',
  'sku',
  'quantity',
  'pallets',
  'unit_price',
  'net_weight',
  'lot_number',
] as const;

export function lineRows(order: SeedOrder): unknown[][] {
  return order.lines.map((line, i) => [
    order.orderNumber,
    i + 1,
    line.sku,
    `${line.quantity}.00`,
    line.pallets,
    centsText(line.unitPriceCents),
    weightText(line.netWeightScaled),
    line.lotNumber,
  ]);
}

export const MEMO_COLUMNS = [
  'memo_number',
  'account_id',
  'memo_type',
  'status',
  'original_invoice_number',
  'original_invoice_date',
  'memo_date',
  'currency',
  'net_amount',
  'vat',
  'gross_amount',
  'customer_po',
  'order_number',
] as const;

export function memoRow(memo: SeedMemo): unknown[] {
  return [
    memo.memoNumber,
    memo.account.id,
    memo.memoType,
    memo.status,
    memo.order.invoicedNo,
    isoDate(memo.invoiceDay),
    isoDate(memo.memoDay),
    MARKETS[memo.account.region].currency,
    centsText(memo.netCents),
    centsText(memo.vatCents),
    centsText(memo.netCents + memo.vatCents),
    memo.order.po,
    memo.order.orderNumber,
  ];
}
