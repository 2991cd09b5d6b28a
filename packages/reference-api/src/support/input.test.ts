/**
 * Input the support routes refuse (issue 12): bodies with unknown or absurdly nested properties,
 * a colleague replaying another user's submit.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ComplaintCasePayload, CustomerCase } from '@anp/contract';
import { supportTestServer, type SupportTestServer } from '../../test/support-server';
import { canonical } from './submit';

let server: SupportTestServer;
let tokens: Record<'a' | 'b' | 'c', string>;

beforeAll(async () => {
  server = await supportTestServer();
  tokens = {
    a: await server.tokenFor({ id: 'u-a' }),
    b: await server.tokenFor({ id: 'u-b' }),
    c: await server.tokenFor({ id: 'u-c' }),
  };
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await server.reset();
});

type Who = keyof typeof tokens;
const CASES = '/api/users/account/customerCase';

function post(who: Who, payload: unknown) {
  return server.app.inject({
    method: 'POST',
    url: CASES,
    headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

async function openDraft(who: Who = 'a') {
  const res = await post(who, { caseStatus: 'Draft', caseType: 'Complaint' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CustomerCase>();
}

/** A complete submit of user A's draft on acc-u-a-0 (US plant p-us, bag product 100001). */
const payloadFor = (id: string): ComplaintCasePayload => ({
  id,
  caseType: 'Complaint',
  caseStatus: 'New',
  plant: 'p-us',
  plantName: 'Plant US',
  category: 'packaging',
  subCategory: 'torn-bags',
  subject: 'Torn bags on the last delivery',
  orderQuestionCB: false,
  caseComment: 'Six bags arrived torn at the top seam.',
  userId: 'u-a',
  caseDocs: [],
  products: [
    {
      productId: '100001',
      productName: 'Layer 16% Crumble 50 lb',
      affectedBag: 6,
      qty: 6,
      unitOfMeasure: 'bag',
      lotNumber: ['L261015A101'],
    },
  ],
  phoneNumber: '+1 555 010 2030',
});

/** `{"x":{"x":...}}` nested `depth` levels, written as text (no recursion to build it). */
const nested = (depth: number) => `${'{"x":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('a complaint submit with an unknown property nested 5,000 levels deep', () => {
  it('is refused with 400 naming the property, not a 500', async () => {
    const draft = await openDraft();
    const body = JSON.stringify(payloadFor(draft.id)).replace(/}$/, `,"extra":${nested(5000)}}`);
    const res = await post('a', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'body.extra' });
  });

  it('inside a product line too', async () => {
    const draft = await openDraft();
    const payload = payloadFor(draft.id);
    const body = JSON.stringify(payload).replace(
      '"lotNumber":["L261015A101"]',
      `"lotNumber":["L261015A101"],"deep":${nested(5000)}`,
    );
    const res = await post('a', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'body.products.0.deep' });
  });

  it('an unknown property on a draft is refused as well', async () => {
    const res = await post('a', { caseStatus: 'Draft', caseType: 'Complaint', admin: true });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'body.admin' });
  });
});

describe('the fingerprint of a submit', () => {
  it('writes any depth without overflowing the stack', () => {
    const deep = JSON.parse(nested(100_000)) as unknown;
    const text = canonical(deep);
    expect(text.length).toBe(nested(100_000).length);
  });

  it('is JSON with sorted keys at every level', () => {
    expect(canonical({ b: [1, { d: null, c: 'x' }], a: { z: true, y: [] } })).toBe(
      '{"a":{"y":[],"z":true},"b":[1,{"c":"x","d":null}]}',
    );
    expect(canonical([])).toBe('[]');
    expect(canonical({})).toBe('{}');
    expect(canonical('text')).toBe('"text"');
  });
});

describe('the same submit sent again', () => {
  it('answers the submitter the same case, and a colleague no replay of it', async () => {
    const draft = await openDraft('a');
    const first = await post('a', payloadFor(draft.id));
    expect(first.statusCode, first.body).toBe(200);
    const again = await post('a', payloadFor(draft.id));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<CustomerCase>().caseNumber).toBe(first.json<CustomerCase>().caseNumber);
    // Carla shares A's account and sees the submitted case; sending A's submit is no replay.
    const colleague = await post('c', payloadFor(draft.id));
    expect(colleague.statusCode, colleague.body).toBe(409);
    expect(colleague.json()).toMatchObject({ code: 'CASE_NOT_DRAFT' });
  });
});
