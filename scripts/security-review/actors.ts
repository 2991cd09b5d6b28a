/**
 * The people of the review: demo users signed in for real, and what the victims own (their
 * accounts, orders, memos, documents, cases, cart, notifications) as seen with their own tokens.
 * The victims' markers (ids and names only they have) tell a response that leaks their data; a
 * snapshot of their state before and after tells an attack that changed it.
 */
import type { Client, Reply } from './http';
import { signIn } from './sign-in';

export const PASSWORD = 'demo';

export interface Actor {
  email: string;
  client: Client;
  accounts: string[];
}

export interface Victim extends Actor {
  orders: string[];
  /** An order of theirs that can still be modified (for the modification routes). */
  modifiableOrder: string | null;
  memos: string[];
  /** Documents only they see (their own, or their market's when it is not the attacker's). */
  documents: { id: string; thumbnailUrl: string | null }[];
  cases: { id: string; status: string; documents: string[] }[];
  /** A draft case of theirs, opened for the review. */
  draftCaseId: string | null;
  cartId: string | null;
  cartSkus: string[];
  notifications: string[];
  /** Strings only their data holds. */
  markers: string[];
}

const ok = (reply: Reply, what: string) => {
  if (reply.status >= 300) throw new Error(`${what}: ${reply.status} ${reply.text.slice(0, 200)}`);
  return reply;
};

export async function signInActor(base: Client, email: string): Promise<Actor> {
  const tokens = await signIn(base, email, PASSWORD);
  const client = base.as(email, tokens.accessToken);
  const list = ok(await client.send('/api/users/account/list'), `${email} accounts`).json<{
    accounts: { id: string }[];
  }>();
  return { email, client, accounts: (list?.accounts ?? []).map((a) => a.id) };
}

interface OrderRow {
  orderNumber: string;
  modifiable?: boolean;
}

/** What `actor` owns, and the markers of it (less anything the attacker's own data shows). */
export async function inventory(actor: Actor, attackerText: string): Promise<Victim> {
  const { client } = actor;
  const get = async <T>(path: string, headers: Record<string, string> = {}) =>
    (await client.send(path, { headers })).json<T>();
  const orders: string[] = [];
  let modifiableOrder: string | null = null;
  const memos: string[] = [];
  for (const account of actor.accounts.slice(0, 2)) {
    const list = await get<{ rows: OrderRow[] }>('/api/orders?limit=20', {
      'x-account-id': account,
    });
    for (const row of list?.rows.slice(0, 3) ?? []) orders.push(row.orderNumber);
    modifiableOrder ??= list?.rows.find((r) => r.modifiable)?.orderNumber ?? null;
    const finance = await get<{ memos: { memoNumber: string }[] }>('/api/finance/memos?limit=3', {
      'x-account-id': account,
    });
    memos.push(...(finance?.memos ?? []).slice(0, 2).map((m) => m.memoNumber));
  }
  const docs = await get<{ documents: { id: string; thumbnailUrl: string | null }[] }>(
    '/api/documents?limit=100',
  );
  const documents = (docs?.documents ?? [])
    .filter((d) => !attackerText.includes(`"${d.id}"`))
    .slice(0, 3);
  const caseList = await get<{
    cases: { id: string; caseNumber: string | null; status: string; documents: { id: string }[] }[];
  }>('/api/users/account/customerCase?limit=20');
  const cases = (caseList?.cases ?? []).map((c) => ({
    id: c.id,
    status: c.status,
    documents: c.documents.map((d) => d.id),
  }));
  const draft = await client.send('/api/users/account/customerCase', {
    json: { caseStatus: 'Draft', caseType: 'Complaint' },
  });
  const draftCaseId = draft.status < 300 ? (draft.json<{ id: string }>()?.id ?? null) : null;
  const cart = await get<{ encCartid: string; cartItems: { sku: string }[] }>('/api/cart/fetch');
  const notices = await get<{ notifications: { notificationId: string }[] }>('/api/notifications');
  const notifications = (notices?.notifications ?? []).map((n) => n.notificationId);
  const context = await get<{ user: { email: string; lastName: string; phone: string } }>(
    '/api/users/context',
  );
  const markers = [
    ...actor.accounts,
    ...orders,
    ...memos,
    ...documents.map((d) => d.id),
    ...cases.map((c) => c.id),
    ...cases.flatMap((c) => c.documents),
    ...(caseList?.cases ?? []).flatMap((c) => (c.caseNumber ? [c.caseNumber] : [])),
    ...(draftCaseId ? [draftCaseId] : []),
    ...(cart?.encCartid ? [cart.encCartid] : []),
    ...notifications,
    ...(context ? [context.user.email, context.user.lastName, context.user.phone] : []),
  ].filter((m) => m && m.length >= 4 && !attackerText.includes(m));
  return {
    ...actor,
    orders,
    modifiableOrder,
    memos,
    documents,
    cases,
    draftCaseId,
    cartId: cart?.encCartid ?? null,
    cartSkus: (cart?.cartItems ?? []).map((i) => i.sku),
    notifications,
    markers: [...new Set(markers)],
  };
}

/** Everything the attacker's own calls show, so shared ids are not taken for a victim's. */
export async function ownText(actor: Actor): Promise<string> {
  const paths = [
    '/api/users/context',
    '/api/users/account/list',
    '/api/documents?limit=100',
    '/api/notifications',
    '/api/cart/fetch',
  ];
  const texts = await Promise.all(paths.map(async (p) => (await actor.client.send(p)).text));
  return texts.join('\n');
}

/**
 * The victim's state that an attack could change: cart lines and fields, cases and their files,
 * notification flags, favourites, selected account, modification drafts, order count.
 */
export async function snapshot(victim: Victim): Promise<Record<string, string>> {
  const { client } = victim;
  const get = async (path: string, headers: Record<string, string> = {}) =>
    (await client.send(path, { headers })).json<Record<string, unknown>>() ?? {};
  const state: Record<string, string> = {};
  for (const account of victim.accounts.slice(0, 2)) {
    const cart = (await get('/api/cart/fetch', { 'x-account-id': account })) as {
      cartItems?: { sku: string; itemCount?: { value: number } }[];
      po?: string;
      note?: string;
      requestedDate?: string;
      shipMethod?: string;
      email?: string;
    };
    state[`cart ${account}`] = JSON.stringify([
      (cart.cartItems ?? []).map((i) => [i.sku, i.itemCount?.value]),
      cart.po,
      cart.note,
      cart.requestedDate,
      cart.shipMethod,
      cart.email,
    ]);
    const orders = (await get('/api/orders?limit=1', { 'x-account-id': account })) as {
      totalCount?: number;
    };
    state[`orders ${account}`] = String(orders.totalCount);
  }
  const cases = (await get('/api/users/account/customerCase?limit=100')) as {
    cases?: { id: string; status: string; documents: { id: string }[] }[];
  };
  state.cases = JSON.stringify(
    (cases.cases ?? []).map((c) => [c.id, c.status, c.documents.map((d) => d.id)]),
  );
  if (victim.draftCaseId) {
    const docs = (await get(`/api/users/account/customerCase/${victim.draftCaseId}/documents`)) as {
      documents?: { id: string }[];
    };
    state.draft = JSON.stringify((docs.documents ?? []).map((d) => d.id));
  }
  const notices = (await get('/api/notifications')) as {
    notifications?: { notificationId: string; read: boolean; dismissed: boolean }[];
  };
  state.notifications = JSON.stringify(
    (notices.notifications ?? []).map((n) => [n.notificationId, n.read, n.dismissed]),
  );
  const favourites = (await get('/api/cart/products/favourite')) as {
    products?: { sku: string }[];
  };
  state.favourites = JSON.stringify((favourites.products ?? []).map((p) => p.sku).sort());
  const context = (await get('/api/users/context')) as { selectedAccount?: { id: string } | null };
  state.selected = String(context.selectedAccount?.id ?? null);
  state.drafts = JSON.stringify(await get('/api/modifiedOrderList'));
  return state;
}

/** The names of the parts of a snapshot that changed. */
export function changedParts(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
}
