/**
 * SQL injection: every string of the corpus goes into string parameters (query, path, header and
 * JSON body) of the routes that search, filter and look up: order search and filters, product
 * and account search, document search and ids, PO numbers and notes, case fields, cart ids.
 *
 * An effect is a 5xx; an answer slower than 2 s that is slow again when sent a second time while
 * a harmless value stays fast (pg_sleep); more rows than a harmless value of the same parameter
 * finds, or a found object where the harmless value finds none; a victim's data in the answer;
 * and, over the whole phase, changed row counts of the attackers and the victims.
 */
import type { Actor, Victim } from './actors';
import { changedParts, snapshot } from './actors';
import type { Client, Reply, Send } from './http';
import { submitCase } from './support';

interface Target {
  label: string;
  maxLength: number;
  /** A header value: printable ASCII only. */
  header?: boolean;
  request(
    value: string,
    actor: Actor,
  ): { path: string; init: Send } | Promise<{ path: string; init: Send }>;
  /** Rows the answer holds (for a filter or a search), else it is a lookup: 2xx = found. */
  rows?(reply: Reply): number | null;
}

const q = encodeURIComponent;
const count = (key: string) => (reply: Reply) => {
  const body = reply.json<Record<string, unknown>>();
  if (!body) return null;
  if (typeof body.totalCount === 'number') return body.totalCount;
  const list = body[key];
  return Array.isArray(list) ? list.length : null;
};

const TARGETS: Target[] = [
  {
    label: 'orders search',
    maxLength: 40,
    request: (v) => ({ path: `/api/orders/ordersandmemos?limit=5&search=${q(v)}`, init: {} }),
    rows: count('rows'),
  },
  {
    label: 'orders status filter',
    maxLength: 200,
    request: (v) => ({ path: `/api/orders?limit=5&status=${q(v)}`, init: {} }),
    rows: count('rows'),
  },
  {
    label: 'orders type filter',
    maxLength: 400,
    request: (v) => ({ path: `/api/orders?limit=5&type=${q(v)}`, init: {} }),
    rows: count('rows'),
  },
  {
    label: 'product search',
    maxLength: 100,
    request: (v) => ({ path: `/api/cart/availableProducts?limit=5&searchTerm=${q(v)}`, init: {} }),
    rows: count('products'),
  },
  {
    label: 'product category',
    maxLength: 60,
    request: (v) => ({ path: `/api/cart/availableProducts?limit=5&category=${q(v)}`, init: {} }),
    rows: count('products'),
  },
  {
    label: 'account search',
    maxLength: 100,
    request: (v) => ({ path: `/api/users/accounts/paged?limit=5&searchTerm=${q(v)}`, init: {} }),
    rows: count('accounts'),
  },
  {
    label: 'document search',
    maxLength: 100,
    request: (v) => ({ path: `/api/search/documents?limit=5&q=${q(v)}`, init: {} }),
    rows: count('documents'),
  },
  {
    label: 'case product search',
    maxLength: 100,
    request: (v) => ({ path: `/api/cart/caseAvailableProducts?limit=5&q=${q(v)}`, init: {} }),
    rows: count('products'),
  },
  {
    label: 'case product plant',
    maxLength: 64,
    request: (v) => ({ path: `/api/cart/caseAvailableProducts?limit=5&plant=${q(v)}`, init: {} }),
    rows: count('products'),
  },
  {
    label: 'order number',
    maxLength: 20,
    request: (v) => ({ path: `/api/orders/orderNumber?orderNumber=${q(v)}`, init: {} }),
  },
  {
    label: 'invoice order number',
    maxLength: 20,
    request: (v) => ({ path: `/api/invoice?orderNumber=${q(v)}`, init: {} }),
  },
  {
    label: 'order id in the path',
    maxLength: 20,
    request: (v) => ({ path: `/api/${q(v)}/download?type=invoice`, init: {} }),
  },
  {
    label: 'memo number',
    maxLength: 20,
    request: (v) => ({ path: `/api/finance/details?memoNumber=${q(v)}`, init: {} }),
  },
  {
    label: 'document id',
    maxLength: 64,
    request: (v) => ({ path: `/api/documents/download?id=${q(v)}`, init: {} }),
  },
  {
    label: 'preview document id',
    maxLength: 64,
    request: (v) => ({ path: `/api/documents/getPreviewURL/${q(v)}`, init: {} }),
  },
  {
    label: 'FAQ id',
    maxLength: 64,
    request: (v) => ({ path: `/api/support/faqs/${q(v)}?lang=en`, init: {} }),
  },
  {
    label: 'plant id',
    maxLength: 64,
    request: (v) => ({ path: `/api/cart/plantLeadtime?plantId=${q(v)}`, init: {} }),
  },
  {
    label: 'cart id',
    maxLength: 100,
    request: (v) => ({ path: `/api/cart/leadtime?encCartid=${q(v)}`, init: {} }),
  },
  {
    label: 'cart id to delete',
    maxLength: 100,
    request: (v) => ({ path: '/api/cart/delete', init: { json: { encCartid: v } } }),
  },
  {
    label: 'replicated order number',
    maxLength: 20,
    request: (v) => ({ path: '/api/cart/replicate', init: { json: { orderNumber: v } } }),
  },
  {
    label: 'product sku added',
    maxLength: 32,
    request: (v) => ({
      path: '/api/cart/addItems',
      init: { json: { items: [{ sku: v, quantity: 1 }] } },
    }),
  },
  {
    label: 'notification id',
    maxLength: 64,
    request: (v) => ({
      path: '/api/notifications',
      init: { method: 'PATCH', json: { notificationId: v, isRead: 1, isDismissed: 0 } },
    }),
  },
  {
    label: 'account header (orders)',
    maxLength: 64,
    header: true,
    request: (v) => ({ path: '/api/orders?limit=5', init: { headers: { 'x-account-id': v } } }),
  },
  {
    label: 'account header (cart)',
    maxLength: 64,
    header: true,
    request: (v) => ({ path: '/api/cart/fetch', init: { headers: { 'x-account-id': v } } }),
  },
  // Text the user writes: stored, so only 5xx, time and leaks tell.
  {
    label: 'cart PO number',
    maxLength: 35,
    request: (v) => ({ path: '/api/cart/update', init: { json: { po: v } } }),
    rows: () => 0,
  },
  {
    label: 'cart delivery note',
    maxLength: 1000,
    request: (v) => ({ path: '/api/cart/update', init: { json: { note: v } } }),
    rows: () => 0,
  },
];

/** Strings for the complaint's text fields (a draft and a submit each). */
const COMPLAINT_STRINGS = 12;

export interface SqlResult {
  strings: number;
  requests: number;
  effects: number;
  details: string[];
  /** Parameters that honour LIKE wildcards (% and _) as patterns: not injection, reported apart. */
  wildcards: string[];
}

const printable = (s: string) => /^[\x20-\x7e]*$/.test(s);
const LIKE_ONLY = /^[%_\\[\]a-z\-.*^$ ]*$/i;

export async function sqlInjection(
  corpus: string[],
  attackers: Actor[],
  victims: Victim[],
  options: { spread: number },
): Promise<SqlResult> {
  const result: SqlResult = {
    strings: corpus.length,
    requests: 0,
    effects: 0,
    details: [],
    wildcards: [],
  };
  const markers = victims.flatMap((v) => v.markers);
  const attackerVictims = attackers.map((a) => ({ ...a, markers: [] }) as unknown as Victim);
  const beforeVictims = await Promise.all(victims.map((v) => snapshot(v)));
  const beforeAttackers = await Promise.all(attackerVictims.map((a) => snapshot(a)));

  // What a harmless value of each parameter answers, per attacker.
  const controls = new Map<string, { status: number; rows: number | null }>();
  const control = async (target: Target, actor: Actor) => {
    const key = `${target.label}|${actor.email}`;
    let known = controls.get(key);
    if (!known) {
      const { path, init } = await target.request('anpzq7', actor);
      const reply = await actor.client.send(path, init);
      known = { status: reply.status, rows: target.rows?.(reply) ?? null };
      controls.set(key, known);
    }
    return known;
  };

  const effect = (what: string) => {
    result.effects += 1;
    result.details.push(what);
  };

  const tryOne = async (value: string, target: Target, actor: Actor) => {
    const base = await control(target, actor);
    const { path, init } = await target.request(value, actor);
    const client: Client = actor.client;
    const reply = await client.send(path, { ...init, timeoutMs: 20_000 });
    result.requests += 1;
    const shown = JSON.stringify(value);
    if (reply.status >= 500) return effect(`${target.label} ${shown}: ${reply.status}`);
    if (reply.ms > 2000) {
      const again = await client.send(path, { ...init, timeoutMs: 20_000 });
      const harmless = await target.request('anpzq7', actor);
      const calm = await client.send(harmless.path, harmless.init);
      result.requests += 2;
      if (again.ms > 2000 && calm.ms < 1000)
        return effect(
          `${target.label} ${shown}: answered in ${Math.round(reply.ms)} and ${Math.round(again.ms)} ms`,
        );
    }
    if (reply.status < 200 || reply.status >= 300) return;
    const leaked = markers.find((m) => reply.text.includes(m));
    if (leaked) return effect(`${target.label} ${shown}: shows another account's ${leaked}`);
    if (!target.rows) {
      if (base.status >= 400)
        effect(
          `${target.label} ${shown}: found (${reply.status}) where a harmless value gets ${base.status}`,
        );
      return;
    }
    const rows = target.rows(reply);
    if (rows !== null && base.rows !== null && rows > base.rows) {
      if (LIKE_ONLY.test(value)) result.wildcards.push(`${target.label} ${shown}: ${rows} rows`);
      else
        effect(`${target.label} ${shown}: ${rows} rows where a harmless value finds ${base.rows}`);
    }
  };

  // Each string goes to `spread` parameters that can hold it, taking turns over the parameters
  // and the attackers; a few requests at a time per attacker.
  const jobs: { value: string; target: Target; actor: Actor }[] = [];
  let turn = 0;
  corpus.forEach((value, i) => {
    const fits = TARGETS.filter(
      (t) => value.length <= t.maxLength && (!t.header || printable(value)),
    );
    for (let k = 0; k < Math.min(options.spread, fits.length); k += 1) {
      const target = fits[(i * options.spread + k) % fits.length] as Target;
      jobs.push({ value, target, actor: attackers[turn++ % attackers.length] as Actor });
    }
  });
  await Promise.all(
    attackers.map(async (actor) => {
      const mine = jobs.filter((j) => j.actor === actor);
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let job = mine.shift(); job; job = mine.shift())
            await tryOne(job.value, job.target, job.actor);
        }),
      );
    }),
  );

  // The complaint's text fields: subject, comment, lot number, product name.
  const writer = attackers[0];
  if (writer)
    for (const value of corpus
      .filter((s) => s.length <= 40 && !s.includes('\u0000'))
      .slice(0, COMPLAINT_STRINGS)) {
      const reply = await submitCase(writer.client, {
        subject: value || 'x',
        comment: value || 'x',
        lot: value || 'x',
        productName: value || 'x',
      });
      result.requests += 2;
      if (reply && reply.status >= 500)
        effect(`complaint text ${JSON.stringify(value)}: ${reply.status}`);
    }

  // Row counts of everybody involved, before and after.
  for (const [i, v] of victims.entries())
    for (const part of changedParts(beforeVictims[i] ?? {}, await snapshot(v)))
      effect(`the state of ${v.email} changed during the injection run: ${part}`);
  for (const [i, a] of attackerVictims.entries()) {
    const after = await snapshot(a);
    // Their own cart and cases are written on purpose; their orders and accounts must not move.
    for (const part of changedParts(beforeAttackers[i] ?? {}, after).filter(
      (p) => p.startsWith('orders') || p === 'selected' || p === 'notifications',
    ))
      effect(`the state of ${a.email} changed during the injection run: ${part}`);
  }
  return result;
}
