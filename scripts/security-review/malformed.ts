/**
 * Malformed requests: bodies that are not JSON or not the route's, deep nesting, unknown and
 * polluting properties, numbers JSON cannot hold, NUL and broken UTF-8, oversize bodies, odd
 * methods, broken tokens, and forwarded headers a client should not be able to set. Every one
 * must get a 4xx (the run's 5xx count covers them); forwarded headers must change nothing.
 */
import type { Actor } from './actors';
import type { Send } from './http';
import { complaintBody, openDraft } from './support';

interface Case {
  label: string;
  path: string;
  init: Send;
}

/** `{"a":{"a":…"x"…}}`, `levels` deep, written as text (JSON.stringify would overflow). */
const deep = (levels: number) => `${'{"a":'.repeat(levels)}"x"${'}'.repeat(levels)}`;

function cases(draftId: string | null, submit: string | null): Case[] {
  const json = (label: string, path: string, body: string | Buffer, extra: Send = {}): Case => ({
    label,
    path,
    init: { method: 'POST', headers: { 'content-type': 'application/json' }, body, ...extra },
  });
  const deepBody = `{"caseStatus":"Draft","caseType":"Complaint","x":${deep(5000)}}`;
  return [
    json('not JSON', '/api/cart/update', '{po:'),
    json('trailing garbage', '/api/cart/update', '{"po":"1"} trailing'),
    json('empty body', '/api/cart/addItems', ''),
    json('null body', '/api/cart/addItems', 'null'),
    json('array body', '/api/cart/addItems', '[1,2,3]'),
    json('string body', '/api/cart/update', '"po"'),
    json('wrong types', '/api/cart/addItems', '{"items":"all"}'),
    json('unknown property', '/api/cart/update', '{"po":"1","admin":true}'),
    json('__proto__ pollution', '/api/cart/update', '{"__proto__":{"admin":true},"po":"1"}'),
    json(
      'constructor pollution',
      '/api/cart/update',
      '{"constructor":{"prototype":{"admin":true}}}',
    ),
    json('1e309', '/api/cart/addItems', '{"items":[{"sku":"10000860","quantity":1e309}]}'),
    json('negative quantity', '/api/cart/addItems', '{"items":[{"sku":"10000860","quantity":-5}]}'),
    json('NUL in a string', '/api/cart/update', '{"po":"a\\u0000b"}'),
    json(
      'broken UTF-8',
      '/api/cart/update',
      Buffer.concat([Buffer.from('{"po":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]),
    ),
    json('duplicate keys', '/api/cart/update', '{"po":"1","po":"2"}'),
    json('deep nesting (5,000 levels) in a complaint', '/api/users/account/customerCase', deepBody),
    json(
      'deep nesting (5,000 levels) in a cart update',
      '/api/cart/update',
      `{"po":"1","x":${deep(5000)}}`,
    ),
    json(
      'deep nesting in a complaint submit',
      '/api/users/account/customerCase',
      `{"id":"${draftId ?? 'x'}","caseType":"Complaint","caseStatus":"New","products":[${deep(3000)}]}`,
    ),
    // A complete submit with one unknown property nested 5,000 deep (a 500 once).
    ...(submit
      ? [
          json(
            'complete complaint submit with an unknown property 5,000 deep',
            '/api/users/account/customerCase',
            `${submit.slice(0, -1)},"extra":${deep(5000)}}`,
          ),
        ]
      : []),
    json('2 MB body', '/api/cart/update', JSON.stringify({ note: 'x'.repeat(2_000_000) })),
    json(
      '200 items',
      '/api/notifications/bulk',
      JSON.stringify({
        notifications: Array.from({ length: 201 }, (_, i) => ({
          notificationId: `n${i}`,
          isRead: 1,
          isDismissed: 1,
        })),
      }),
      { method: 'PATCH' },
    ),
    {
      label: 'form body on a JSON route',
      path: '/api/cart/update',
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'po=1',
      },
    },
    {
      label: 'text/plain body',
      path: '/api/cart/update',
      init: { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"po":"1"}' },
    },
    {
      label: 'XML body',
      path: '/api/cart/update',
      init: { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<po>1</po>' },
    },
    {
      label: 'multipart on a JSON route',
      path: '/api/cart/update',
      init: {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nContent-Disposition: form-data; name="po"\r\n\r\n1\r\n--x--\r\n',
      },
    },
    {
      label: 'content-type without a boundary',
      path: `/api/users/account/customerCase/${draftId ?? 'x'}/documents`,
      init: { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'abc' },
    },
    { label: 'negative limit', path: '/api/orders?limit=-1', init: {} },
    { label: 'limit not a number', path: '/api/orders?limit=abc', init: {} },
    { label: 'offset 1e309', path: '/api/orders?offset=1e309', init: {} },
    {
      label: 'repeated parameter',
      path: '/api/orders?search=a&search=b&limit=1&limit=2',
      init: {},
    },
    { label: 'bad percent-encoding', path: '/api/orders?search=%E0%A4%A', init: {} },
    { label: 'NUL in the query', path: '/api/orders?search=a%00b', init: {} },
    { label: '8 KB query value', path: `/api/orders?search=${'a'.repeat(8000)}`, init: {} },
    { label: 'unknown query parameter', path: '/api/orders?debug=true', init: {} },
    {
      label: 'path traversal in an asset',
      path: '/api/assets/products/..%2F..%2Fpackage.json',
      init: {},
    },
    {
      label: 'double-encoded traversal',
      path: '/api/assets/products/%252e%252e%252fpackage.json',
      init: {},
    },
    { label: 'date that is not one', path: '/api/orders?from=2026-02-31&to=2026-13-01', init: {} },
    { label: 'enum out of range', path: '/api/documents?docType=secret', init: {} },
    {
      label: 'non-ASCII byte in the account header',
      path: '/api/orders',
      init: { headers: { 'x-account-id': 'a\u00ffb' } },
    },
    {
      label: '200-character account header',
      path: '/api/orders',
      init: { headers: { 'x-account-id': 'a'.repeat(200) } },
    },
    {
      label: 'idempotency key with spaces',
      path: '/api/cart/submit',
      init: { method: 'POST', headers: { 'idempotency-key': 'a b c d e f g h' } },
    },
    { label: 'PROPFIND', path: '/api/orders', init: { method: 'PROPFIND' } },
    { label: 'PUT on a GET route', path: '/api/orders', init: { method: 'PUT', json: {} } },
    { label: 'DELETE on the cart', path: '/api/cart/fetch', init: { method: 'DELETE' } },
    {
      label: 'token that is not a JWT',
      path: '/api/users/context',
      init: { headers: { authorization: 'Bearer not-a-token' } },
    },
    {
      label: 'Basic credentials',
      path: '/api/users/context',
      init: { headers: { authorization: 'Basic ZGVtbzpkZW1v' } },
    },
    {
      label: 'empty bearer',
      path: '/api/users/context',
      init: { headers: { authorization: 'Bearer ' } },
    },
    {
      label: '10 KB token',
      path: '/api/users/context',
      init: { headers: { authorization: `Bearer ${'a'.repeat(10_000)}` } },
    },
    {
      label: 'sign-in form with a 100 KB password',
      path: '/oidc/interaction/not-a-uid/login',
      init: {
        method: 'POST',
        anonymous: true,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `email=a%40b.c&password=${'a'.repeat(100_000)}`,
      },
    },
    {
      label: 'token endpoint with garbage',
      path: '/oidc/token',
      init: {
        method: 'POST',
        anonymous: true,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=%00&code[]=1',
      },
    },
  ];
}

export interface MalformedResult {
  sent: number;
  /** Answers that were neither 4xx nor a refusal by the proxy (2xx/3xx), for the report. */
  unexpected: string[];
  forwardedTried: number;
  forwardedHonoured: string[];
}

export async function malformed(actor: Actor, draftId: string | null): Promise<MalformedResult> {
  const c = actor.client;
  const ownDraft = await openDraft(c);
  const submit = ownDraft ? JSON.stringify(await complaintBody(c, ownDraft)) : null;
  const result: MalformedResult = {
    sent: 0,
    unexpected: [],
    forwardedTried: 0,
    forwardedHonoured: [],
  };
  for (const item of cases(draftId, submit)) {
    const errorsBefore = c.tally.networkErrors;
    const fiveBefore = c.tally.fiveXx.length;
    const started = Date.now();
    const reply = await c.send(item.path, { ...item.init, malformed: true, timeoutMs: 30_000 });
    result.sent += 1;
    const ms = Date.now() - started;
    if (ms > 5_000 || c.tally.networkErrors > errorsBefore || c.tally.fiveXx.length > fiveBefore)
      result.unexpected.push(
        `${item.label}: ${reply.status} after ${ms} ms${c.tally.networkErrors > errorsBefore ? ' (a first try got no answer and was sent again)' : ''}`,
      );
    if (
      reply.status < 400 &&
      !(
        item.label === 'repeated parameter' ||
        item.label === 'duplicate keys' ||
        item.label === 'unknown query parameter'
      )
    )
      result.unexpected.push(`${item.label}: ${reply.status}`);
  }

  // Forwarded headers a client sends: the public origin must not move.
  const evil = {
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'http',
    forwarded: 'host=evil.example;proto=http',
  };
  const docs = (await c.send('/api/documents?limit=1')).json<{ documents: { id: string }[] }>();
  const probes: [string, string][] = [
    ['OpenID discovery', '/oidc/.well-known/openid-configuration'],
    ['document list thumbnails', '/api/documents?limit=3'],
    ...(docs?.documents[0]
      ? ([['preview URL', `/api/documents/getPreviewURL/${docs.documents[0].id}`]] as [
          string,
          string,
        ][])
      : []),
  ];
  for (const [label, path] of probes) {
    const reply = await c.send(path, {
      headers: evil,
      malformed: true,
      anonymous: path.startsWith('/oidc'),
    });
    result.sent += 1;
    result.forwardedTried += 1;
    if (reply.text.includes('evil.example')) result.forwardedHonoured.push(`${label} (${path})`);
  }
  return result;
}
