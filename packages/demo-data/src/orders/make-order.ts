/**
 * One demo order: its type and status by age, plant, dates, lines priced with the backend's list
 * prices, weights in the market's unit, VAT, PO, note and truck size.
 */
import { KG_PER_LB, LB_PER_QUINTAL, WEIGHT_SCALE } from '@anp/rules';
import type { Account } from '../accounts';
import { weightMultiplier, type Product } from '../catalogue/catalogue';
import { dateOfDay, partsOf, timestampAt, weekdayOf, type Day } from '../days';
import type { DemoMarket } from '../markets';
import { hashString, type Rng } from '../rng';
import type { DemoUserId } from '../users';
import type { Context, OrderStatus, OrderType, PlantCalendar, SeedLine, SeedOrder } from './model';

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

export function nextWorkingDay(day: Day, plant: PlantCalendar): Day {
  let d = day;
  for (let guard = 0; guard < 30; guard += 1) {
    if (plant.workingDays.includes(weekdayOf(dateOfDay(d))) && !plant.holidays.has(d)) return d;
    d += 1;
  }
  return d;
}

function poFor(rng: Rng, market: DemoMarket): string {
  const lang = market.masterLang;
  const roll = rng.next();
  if (roll < 0.4) return String(rng.int(4_500_000_000, 4_599_999_999));
  if (lang === 'es') return `OC-${rng.int(1000, 99999)}`;
  if (lang === 'pt') return `PC-${rng.int(1000, 99999)}`;
  if (lang === 'ko') return `PO${rng.int(100000, 999999)}`;
  return `PO-${rng.int(1000, 99999)}`;
}

function truckSizeFor(weightScaled: number, market: DemoMarket): string {
  const unit = market.weightUnit;
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
function lineWeight(product: Product, quantity: number, market: DemoMarket): number {
  const base = quantity * product.netWeightScaled * weightMultiplier(product);
  return market.weightUnit === 'quintal' ? Math.round(base / (KG_PER_LB * LB_PER_QUINTAL)) : base;
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

export interface OrderOptions {
  userId?: DemoUserId | null;
  status?: OrderStatus;
  type?: OrderType;
  source?: SeedOrder['source'];
  requestedDay?: Day;
  modifiableUntil?: string | null;
  /** Products the order holds besides its drawn lines (a product no longer sold, issue 17). */
  alsoProducts?: readonly Product[];
}

export function makeOrder(
  ctx: Context,
  account: Account,
  orderDay: Day,
  options: OrderOptions = {},
): SeedOrder {
  const { rng, today } = ctx;
  const market = account.region;
  const spec = ctx.markets[market];
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
  const { year, month, day } = partsOf(dateOfDay(requestedDay)) ?? { year: 0, month: 0, day: 0 };
  const lotPrefix = `L${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${plant.id.slice(-1)}`;
  const drawn = function* () {
    for (let attempt = 0; lines.length < lineCount && attempt < lineCount * 4; attempt += 1) {
      yield rng.chance(0.75) && preferred.length > 0 ? rng.pick(preferred) : rng.pick(all);
    }
    yield* options.alsoProducts ?? [];
  };
  for (const product of drawn()) {
    if (skus.has(product.sku)) continue;
    skus.add(product.sku);
    const quantity = quantityFor(rng, product);
    const list = ctx.backend.listPriceCents(product, market);
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
      netWeightScaled: lineWeight(product, quantity, spec),
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
    modifiableUntil = timestampAt(dateOfDay(Math.max(orderDay, requestedDay - 2)), 21);
  }

  // Created during local business hours, stored in UTC.
  const utcOffset = utcOffsetHours(spec.timeZone);
  const createdAt = timestampAt(
    dateOfDay(orderDay),
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
    po: isSale && rng.chance(0.75) ? poFor(rng, spec) : null,
    note: rng.chance(0.12) ? rng.pick(NOTES[lang] ?? []) : null,
    paymentTerms: rng.chance(0.9)
      ? account.paymentTerms
      : account.paymentTerms === 'Cash'
        ? 'Credit'
        : 'Cash',
    truckSize: shipMethod === 'delivery' ? truckSizeFor(weightScaled, spec) : null,
    plantId: plant.id,
    netCents,
    vatCents,
    weightScaled,
    modifiableUntil,
    createdAt,
    lines,
  };
}

/** Hours to add to a local time of day to get UTC: the time zone's standard offset. */
function utcOffsetHours(timeZone: string): number {
  const cached = UTC_OFFSETS.get(timeZone);
  if (cached !== undefined) return cached;
  // Mid-January noon UTC: standard time north of the equator; the southern markets keep none.
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' })
      .formatToParts(new Date(Date.UTC(2025, 0, 15, 12)))
      .find((part) => part.type === 'hour')?.value ?? 12,
  );
  const offset = ((12 - hour + 36) % 24) - 12;
  UTC_OFFSETS.set(timeZone, offset);
  return offset;
}
const UTC_OFFSETS = new Map<string, number>();
