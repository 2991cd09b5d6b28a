/**
 * Every demo order, numbered in date order, and the memos: a fixed number on the demo users' own
 * accounts, Placed orders before and after their modification cut-off, about 18,600 more on the
 * accounts of nobody, and Mexico's invoiced and cancelled invoices.
 */
import type { Country } from '@anp/rules';
import type { Account } from '../accounts';
import type { Backend } from '../backend';
import { RETIRED_US_SKU, type Product } from '../catalogue/catalogue';
import { dateOfDay, timestampAt, type Day } from '../days';
import type { DemoMarkets } from '../markets';
import { hashString, rngFor, type Rng } from '../rng';
import { DEMO_USER_SPECS } from '../users';
import { makeOrder, nextWorkingDay } from './make-order';
import { generateMemos } from './memos';
import type { Context, PlantCalendar, SeedMemo, SeedOrder } from './model';

/** Days of history before `today`. */
export const HISTORY_DAYS = 730;
/** Orders spread over the accounts that belong to no demo user. */
const GENERAL_ORDERS = 18_600;

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
  backend: Backend;
  markets: DemoMarkets;
  accounts: readonly Account[];
  products: readonly Product[];
  plants: readonly PlantCalendar[];
}

/** Generates every order (numbered in date order) and the memos. */
export function generateOrders(input: OrderInput): { orders: SeedOrder[]; memos: SeedMemo[] } {
  const { today, accounts, products, backend, markets } = input;
  const rng = rngFor('orders');
  const productsByMarket = new Map<Country, Product[]>();
  const porkByMarket = new Map<Country, Product[]>();
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
  const plantsByMarket = new Map<Country, PlantCalendar[]>();
  for (const plant of input.plants) push(plantsByMarket, plant.market, plant);
  const ctx: Context = {
    today,
    rng,
    backend,
    markets,
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
          modifiableUntil: timestampAt(dateOfDay(today + 2 + k), 21),
        }),
      );
      orders.push(
        makeOrder(ctx, primary, today - 6 - k, {
          userId: owner,
          status: 'Placed',
          type: 'sales order',
          source: 'portal',
          requestedDay: nextWorkingDay(today + 2 + k, plant),
          modifiableUntil: timestampAt(dateOfDay(today - 1 - k), 21),
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

  // The delivery timeline (issue 17): the US retailer and the Mexican customer each have an order
  // on its way, shipped three days ago and not invoiced yet. Added last, so the orders above keep
  // their random draws.
  for (const owner of ['u-retailer-us', 'u-customer-mx'] as const) {
    const primary = accounts.find((a) => a.owner === owner) as Account;
    orders.push(
      makeOrder(ctx, primary, today - 7, {
        userId: owner,
        status: 'Shipped',
        type: 'sales order',
        source: 'portal',
        requestedDay: today - 3,
      }),
    );
  }

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

  const memos = generateMemos(ctx, numbered);

  // Order again (issue 17): the US retailer's order of yesterday, scheduled, that holds a product
  // no longer sold (RETIRED_US_SKU) besides its usual lines. Drawn from a random stream of its own
  // and numbered after every other order without a draw, so no other order, number or memo moves.
  const retired = products.filter((p) => p.sku === RETIRED_US_SKU);
  const retailer = accounts.find((a) => a.owner === 'u-retailer-us');
  if (retired.length > 0 && retailer) {
    const plant = plants.get(retailer.plantId) as PlantCalendar;
    const reorder = makeOrder({ ...ctx, rng: rngFor('orders:reorder') }, retailer, today - 1, {
      userId: 'u-retailer-us',
      status: 'Scheduled',
      type: 'sales order',
      source: 'portal',
      requestedDay: nextWorkingDay(today + 5, plant),
      modifiableUntil: null,
      alsoProducts: retired,
    });
    reorder.orderNumber = String(orderNumber + 2);
    numbered.push(reorder);
  }

  return { orders: numbered, memos };
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
