/**
 * Input the support routes refuse (issue 12): bodies with unknown or absurdly nested properties,
 * a colleague replaying another user's submit.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CaseDocument, ComplaintCasePayload, CustomerCase } from '@anp/contract';
import {
  ABUSIVE_FILES,
  SAMPLE_FILES,
  multipartBody,
  officeZip,
  supportTestServer,
  uploadParts,
  type SupportTestServer,
} from '../../test/support-server';
import { cleanFileName } from './files';
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

function upload(
  who: Who,
  caseId: string,
  name: string,
  content: Buffer,
  srv = server,
  tokenOf: Record<Who, string> = tokens,
) {
  const body = multipartBody(uploadParts(caseId, name, content));
  return srv.app.inject({
    method: 'POST',
    url: `${CASES}/${caseId}/documents`,
    headers: { authorization: `Bearer ${tokenOf[who]}`, ...body.headers },
    payload: body.payload,
  });
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

describe('given files that must never be attached (upload abuses)', () => {
  it('refuses every one, and keeps none on disk', async () => {
    const draft = await openDraft();
    const accepted: string[] = [];
    const answers: Record<string, string> = {};
    for (const [label, abuse] of Object.entries(ABUSIVE_FILES)) {
      const res = await upload('a', draft.id, abuse.name, abuse.content());
      answers[label] = `${res.statusCode} ${res.json<{ code: string }>().code}`;
      if (res.statusCode < 400) accepted.push(`${label} -> ${res.statusCode} ${res.body}`);
    }
    console.log(
      `upload abuses: ${Object.keys(ABUSIVE_FILES).length} tried, ${accepted.length} wrongly accepted`,
    );
    expect(accepted).toEqual([]);
    expect(Object.keys(ABUSIVE_FILES).length).toBeGreaterThanOrEqual(30);
    // Refused for what they are (415), or for a field that lies about them (400).
    for (const answer of Object.values(answers))
      expect(answer).toMatch(/^(415 CASE_FILE_TYPE|400 VALIDATION)$/);
    expect(server.filesOnDisk()).toEqual([]);
  });

  it('says why in the message', async () => {
    const draft = await openDraft();
    const message = async (label: string) => {
      const abuse = ABUSIVE_FILES[label]!;
      return (await upload('a', draft.id, abuse.name, abuse.content())).json<{ message: string }>()
        .message;
    };
    expect(await message('JPEG with a ZIP appended')).toMatch(/ZIP archive/);
    expect(await message('PDF with JavaScript')).toMatch(/scripts/);
    expect(await message('old Word document with macros')).toMatch(/macros/);
    expect(await message('PDF header then an HTML page')).toMatch(/markup/);
  });
});

describe('given the files people really attach', () => {
  it.each<[string, string, () => Buffer]>([
    ['a PDF', 'ticket.pdf', SAMPLE_FILES.pdf],
    [
      'a PDF with XMP metadata',
      'ticket.pdf',
      () =>
        Buffer.concat([
          Buffer.from(
            '%PDF-1.7\n1 0 obj <</Type/Metadata/Subtype/XML>> stream\n<?xml version="1.0"?><x:xmpmeta xmlns:x="adobe:ns:meta/"/>\nendstream endobj\n',
          ),
          SAMPLE_FILES.pdf().subarray(9),
        ]),
    ],
    ['a PNG', 'photo.png', SAMPLE_FILES.png],
    ['a JPEG', 'photo.JPG', SAMPLE_FILES.jpeg],
    ['a video', 'clip.mp4', SAMPLE_FILES.mp4],
    ['a Word document', 'report.docx', SAMPLE_FILES.docx],
    [
      'a Word document with an embedded workbook',
      'report.docx',
      () =>
        officeZip(
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
          {
            'word/embeddings/Microsoft_Excel_Worksheet.xlsx': Buffer.from('xlsx'),
          },
        ),
    ],
    ['an old Excel sheet', 'weights.xls', SAMPLE_FILES.xls],
    ['a CSV', 'lots.csv', SAMPLE_FILES.csv],
    [
      'a CSV comparing weights with < and >',
      'lots.csv',
      () => Buffer.from('lot,kg\nL1,<50\nL2,>60\n'),
    ],
  ])('accepts %s', async (_, name, content) => {
    const draft = await openDraft();
    const res = await upload('a', draft.id, name, content());
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('given file names with bidi controls, control characters and path parts', () => {
  it.each<[string, string]>([
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['\u2067photo\u2069.jpg', 'photo.jpg'],
    ['ticket\u200E\u200F.pdf', 'ticket.pdf'],
    ['a\u0000b\u0007c\u009b.pdf', 'abc.pdf'],
    ['../../etc/ticket.pdf', 'ticket.pdf'],
    ['C:\\Users\\ana\\ticket.pdf', 'ticket.pdf'],
    ['..\\..\\ticket.pdf', 'ticket.pdf'],
    ['  ..hidden.pdf  ', 'hidden.pdf'],
    ['ticket.exe.', 'ticket.exe'],
    ['ticket.pdf . . ', 'ticket.pdf'],
    ['Remisión   4000000102.pdf', 'Remisión 4000000102.pdf'],
    ['Remisio\u0301n.pdf', 'Remisión.pdf'],
    ['../', ''],
    ['\u202E', ''],
    [`${'n'.repeat(300)}.pdf`, `${'n'.repeat(251)}.pdf`],
  ])('%j is kept as %j', (name, expected) => {
    expect(cleanFileName(name)).toBe(expected);
  });

  it('stores the cleaned name, with the extension the content was checked for', async () => {
    const draft = await openDraft();
    const res = await upload(
      'a',
      draft.id,
      '..\\Remisi\u202Eón\u0007 4000000102.pdf',
      SAMPLE_FILES.pdf(),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<CaseDocument>().metadata.docName).toBe('Remisión 4000000102.pdf');
    const nothing = await upload('a', draft.id, '\u202E\u202C', SAMPLE_FILES.pdf());
    expect(nothing.json()).toMatchObject({ code: 'VALIDATION', field: 'body.docName' });
  });
});

describe('given a user who uploads more than the daily quota', () => {
  let quotaServer: SupportTestServer;
  let quotaTokens: Record<Who, string>;
  let clock = new Date('2026-11-20T16:00:00Z');
  const pdf = SAMPLE_FILES.pdf();
  beforeAll(async () => {
    quotaServer = await supportTestServer({
      limits: { userDailyBytes: pdf.length * 3 },
      now: () => clock,
    });
    quotaTokens = {
      a: await quotaServer.tokenFor({ id: 'u-a' }),
      b: await quotaServer.tokenFor({ id: 'u-b' }),
      c: await quotaServer.tokenFor({ id: 'u-c' }),
    };
  });
  afterAll(async () => {
    await quotaServer.close();
  });

  const draftOn = async (who: Who) => {
    const res = await quotaServer.app.inject({
      method: 'POST',
      url: CASES,
      headers: { authorization: `Bearer ${quotaTokens[who]}` },
      payload: { caseStatus: 'Draft', caseType: 'Complaint' },
    });
    return res.json<CustomerCase>().id;
  };

  it('refuses the file over it with 429 CASE_UPLOAD_QUOTA, counts removed files out, and frees it after 24 hours', async () => {
    const draft = await draftOn('a');
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await upload('a', draft, `t${i}.pdf`, pdf, quotaServer, quotaTokens);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<CaseDocument>().id);
    }
    const over = await upload('a', draft, 't3.pdf', pdf, quotaServer, quotaTokens);
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json()).toMatchObject({ code: 'CASE_UPLOAD_QUOTA' });
    expect(over.json<{ message: string }>().message).toMatch(/a day/);
    expect(Number(over.headers['retry-after'])).toBe(24 * 3600);
    expect(quotaServer.filesOnDisk()).toHaveLength(3);

    // Another user's quota is their own (Carla shares A's account).
    const carla = await draftOn('c');
    expect((await upload('c', carla, 'c.pdf', pdf, quotaServer, quotaTokens)).statusCode).toBe(201);

    // A removed file no longer counts.
    const removed = await quotaServer.app.inject({
      method: 'DELETE',
      url: `${CASES}/${draft}/documents/${ids[0]}`,
      headers: { authorization: `Bearer ${quotaTokens.a}` },
    });
    expect(removed.statusCode).toBe(204);
    expect((await upload('a', draft, 't4.pdf', pdf, quotaServer, quotaTokens)).statusCode).toBe(
      201,
    );
    expect((await upload('a', draft, 't5.pdf', pdf, quotaServer, quotaTokens)).statusCode).toBe(
      429,
    );

    // A day later the quota is free again.
    clock = new Date(clock.getTime() + 24 * 3600 * 1000 + 1000);
    const later = await draftOn('a');
    expect((await upload('a', later, 't6.pdf', pdf, quotaServer, quotaTokens)).statusCode).toBe(
      201,
    );
  });
});
