/**
 * Concurrency: the same cart submitted 24 times at once (half with one Idempotency-Key, half
 * with a key each), counting the orders it placed (one is right; more are duplicates); and 20
 * different products added to one cart at once, counting the lines that did not survive.
 */
import { randomUUID } from 'node:crypto';
import type { Actor } from './actors';

interface LeadTimes {
  today: string;
  delivery: { leadTime: number; workingDays: number[]; plantHolidays: { holidayDate: string }[] };
  pickup: { leadTime: number; workingDays: number[]; plantHolidays: { holidayDate: string }[] };
  pickupHours?: { start: number; end: number };
}

/** A requested date the plant can serve: past the lead time, a working day, not a holiday. */
export function requestableDate(lead: LeadTimes['delivery'], today: string, extraDays = 3): string {
  const holidays = new Set(lead.plantHolidays.map((h) => h.holidayDate));
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + lead.leadTime + extraDays);
  for (let i = 0; i < 60; i += 1) {
    const iso = day.toISOString().slice(0, 10);
    if (lead.workingDays.includes(day.getUTCDay()) && !holidays.has(iso)) return iso;
    day.setUTCDate(day.getUTCDate() + 1);
  }
  throw new Error('no requestable date in 60 days');
}

interface Cart {
  encCartid: string;
  shipMethod: string;
  cartItems: { sku: string }[];
}

/** Makes the actor's cart on `account` ready to submit; throws with the API's reason when not. */
async function readyCart(actor: Actor, account: string): Promise<void> {
  const c = actor.client;
  const headers = { 'x-account-id': account };
  let cart = (await c.send('/api/cart/fetch', { headers })).json<Cart>();
  if (!cart) throw new Error('no cart');
  if (cart.cartItems.length === 0) {
    const products = (await c.send('/api/cart/availableProducts?limit=10', { headers })).json<{
      products: { sku: string; minQuantity: number }[];
    }>();
    const product = products?.products[0];
    if (!product) throw new Error('no product to order');
    await c.send('/api/cart/addItems', {
      headers,
      json: { items: [{ sku: product.sku, quantity: product.minQuantity }] },
    });
    cart = (await c.send('/api/cart/fetch', { headers })).json<Cart>() ?? cart;
  }
  const lead = (await c.send('/api/cart/leadtime', { headers })).json<LeadTimes>();
  if (!lead) throw new Error('no lead times');
  const pickup = cart.shipMethod === 'pickup';
  const requestedDate = requestableDate(pickup ? lead.pickup : lead.delivery, lead.today);
  const update = await c.send('/api/cart/update', {
    headers,
    json: {
      requestedDate,
      ...(pickup
        ? { requestedTime: `${String((lead.pickupHours?.start ?? 8) + 2).padStart(2, '0')}:00` }
        : {}),
      po: 'REVIEW-CONCURRENT',
      isBagFeeAcknowledged: true,
      isLocalFeeAcknowledge: true,
    },
  });
  if (update.status >= 300)
    throw new Error(`cart update: ${update.status} ${update.text.slice(0, 300)}`);
}

export interface ConcurrencyResult {
  submits: number;
  ordersPlaced: number;
  duplicates: number;
  additions: number;
  accepted: number;
  lost: number;
  notes: string[];
}

export async function concurrency(submitter: Actor, adder: Actor): Promise<ConcurrencyResult> {
  const notes: string[] = [];
  const c = submitter.client;
  const account = submitter.accounts[0] ?? '';
  const headers = { 'x-account-id': account };
  await readyCart(submitter, account);
  const total = async () =>
    (await c.send('/api/orders?limit=1', { headers })).json<{ totalCount: number }>()?.totalCount ??
    0;
  const before = await total();
  // Room in the rate-limit bucket, so no submit waits for a 429 and all run at once.
  await c.ensureBudget(40);
  const shared = `review-${randomUUID()}`;
  const replies = await Promise.all(
    Array.from({ length: 24 }, (_, i) =>
      c.send('/api/cart/submit', {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': i % 2 === 0 ? shared : `review-${randomUUID()}` },
      }),
    ),
  );
  const numbers = new Set(
    replies
      .filter((r) => r.status >= 200 && r.status < 300)
      .map((r) => r.json<{ orderNumber?: string }>()?.orderNumber)
      .filter(Boolean),
  );
  const after = await total();
  const ordersPlaced = Math.max(numbers.size, after - before);
  const statuses = replies.reduce<Record<number, number>>(
    (acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }),
    {},
  );
  const refusal = replies.find((r) => r.status >= 300);
  notes.push(
    `submits answered ${JSON.stringify(statuses)}${refusal ? `; a refusal: ${refusal.text.slice(0, 160)}` : ''}`,
  );
  if (ordersPlaced === 0)
    notes.push(
      `no submit placed an order: ${replies.find((r) => r.status >= 300)?.text.slice(0, 200)}`,
    );

  // Additions: an emptied cart, then 20 products at once.
  const a = adder.client;
  const addAccount = adder.accounts[adder.accounts.length - 1] ?? '';
  const addHeaders = { 'x-account-id': addAccount };
  const cart = (await a.send('/api/cart/fetch', { headers: addHeaders })).json<Cart>();
  for (const item of cart?.cartItems ?? [])
    await a.send('/api/cart/remove', { headers: addHeaders, json: { sku: item.sku } });
  const products =
    (await a.send('/api/cart/availableProducts?limit=40', { headers: addHeaders })).json<{
      products: { sku: string; minQuantity: number }[];
    }>()?.products ?? [];
  const chosen = products.slice(0, 20);
  await a.ensureBudget(30);
  const adds = await Promise.all(
    chosen.map((p) =>
      a.send('/api/cart/addItems', {
        headers: addHeaders,
        json: { items: [{ sku: p.sku, quantity: p.minQuantity }] },
      }),
    ),
  );
  const acceptedSkus = chosen.filter((_, i) => (adds[i]?.status ?? 500) < 300).map((p) => p.sku);
  const present = new Set(
    ((await a.send('/api/cart/fetch', { headers: addHeaders })).json<Cart>()?.cartItems ?? []).map(
      (i) => i.sku,
    ),
  );
  const lost = acceptedSkus.filter((sku) => !present.has(sku)).length;
  if (acceptedSkus.length < chosen.length)
    notes.push(
      `${chosen.length - acceptedSkus.length} additions refused: ${adds.find((r) => r.status >= 300)?.text.slice(0, 200)}`,
    );
  return {
    submits: replies.length,
    ordersPlaced,
    duplicates: Math.max(0, ordersPlaced - 1),
    additions: chosen.length,
    accepted: acceptedSkus.length,
    lost,
    notes,
  };
}
