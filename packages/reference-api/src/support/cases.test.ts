import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CaseDocument, ComplaintCasePayload, CustomerCase } from '@anp/contract';
import {
  SAMPLE_FILES,
  multipartBody,
  supportTestServer,
  uploadParts,
  type Part,
  type SupportTestServer,
} from '../../test/support-server';

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

type Who = keyof typeof tokens;
const CASES = '/api/users/account/customerCase';

function call(
  who: Who,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${tokens[who]}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function openDraft(who: Who = 'a', headers: Record<string, string> = {}) {
  const res = await call(
    who,
    'POST',
    CASES,
    { caseStatus: 'Draft', caseType: 'Complaint' },
    headers,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CustomerCase>();
}

function upload(
  who: Who,
  caseId: string,
  parts: readonly Part[],
  headers: Record<string, string> = {},
) {
  const body = multipartBody(parts);
  return server.app.inject({
    method: 'POST',
    url: `${CASES}/${caseId}/documents`,
    headers: { authorization: `Bearer ${tokens[who]}`, ...body.headers, ...headers },
    payload: body.payload,
  });
}

async function uploaded(who: Who, caseId: string, name: string, content: Buffer) {
  const res = await upload(who, caseId, uploadParts(caseId, name, content));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CaseDocument>();
}

/** A complete submit of user A's draft on acc-u-a-0 (US plant p-us, bag product 100001). */
function payloadFor(
  draftId: string,
  overrides: Partial<ComplaintCasePayload> = {},
): ComplaintCasePayload {
  return {
    id: draftId,
    caseType: 'Complaint',
    caseStatus: 'New',
    plant: 'p-us',
    plantName: 'Plant US',
    category: 'packaging',
    subCategory: 'torn-bags',
    subject: 'Torn bags on the last delivery',
    orderQuestionCB: true,
    orderNumber: '4000000102',
    deliveryDate: '20261015',
    caseComment: 'Six bags arrived torn at the top seam; the feed spilled on the trailer floor.',
    userId: 'u-a',
    caseDocs: [],
    products: [
      {
        productId: '100001',
        productName: 'Layer 16% Crumble 50 lb',
        affectedBag: 6,
        qty: 6,
        unitOfMeasure: 'bag',
        lotNumber: ['L261015A101', 'L261015A102'],
      },
    ],
    mailToCode: 'CASES-US10',
    phoneNumber: '+1 555 010 2030',
    ...overrides,
  };
}

beforeEach(async () => {
  // Every test starts without cases, files or drafts of earlier tests.
  await server.reset();
});

describe('given user A opening the complaint form', () => {
  it('opens a draft of the selected account that the case list never shows', async () => {
    const draft = await openDraft();
    expect(draft).toMatchObject({
      status: 'Draft',
      caseNumber: null,
      caseType: 'Complaint',
      accountId: 'acc-u-a-0',
      userId: 'u-a',
      documents: [],
      products: [],
      submittedAt: null,
    });
    const list = (await call('a', 'GET', CASES)).json();
    expect(list).toEqual({ cases: [], totalCount: 0, offset: 0, limit: 20 });
    expect((await call('a', 'GET', `${CASES}?status=Draft`)).json().cases).toEqual([]);
  });

  it('opens the draft on the account of X-Account-Id when it is one of theirs', async () => {
    const draft = await openDraft('a', { 'x-account-id': 'acc-u-a-3' });
    expect(draft.accountId).toBe('acc-u-a-3');
  });

  it.each([
    ["another tenant's account", 'acc-u-b-0'],
    ['an account that does not exist', 'acc-nowhere'],
  ])('answers 404 for X-Account-Id of %s', async (_label, account) => {
    const res = await call(
      'a',
      'POST',
      CASES,
      { caseStatus: 'Draft', caseType: 'Complaint' },
      { 'x-account-id': account },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', field: 'headers.x-account-id' });
  });
});

describe('given a draft with an uploaded photo, submitted with the whole complaint', () => {
  it('answers the case with its number, labels, products and documents, and lists it', async () => {
    const draft = await openDraft();
    const photo = await uploaded('a', draft.id, 'torn-bag.png', SAMPLE_FILES.png());
    const res = await call('a', 'POST', CASES, payloadFor(draft.id, { caseDocs: [photo.id] }));
    expect(res.statusCode, res.body).toBe(200);
    const submitted = res.json<CustomerCase>();
    expect(submitted.caseNumber).toMatch(/^CS-\d{6}$/);
    expect(submitted).toMatchObject({
      id: draft.id,
      status: 'New',
      category: 'packaging',
      categoryLabel: 'Packaging',
      subCategory: 'torn-bags',
      subCategoryLabel: 'Torn or broken bags',
      plant: 'p-us',
      plantName: 'Plant US',
      orderQuestionCB: true,
      orderNumber: '4000000102',
      deliveryDate: '20261015',
      phoneNumber: '+1 555 010 2030',
      products: [
        {
          productId: '100001',
          affectedBag: 6,
          qty: 6,
          unitOfMeasure: 'bag',
          lotNumber: ['L261015A101', 'L261015A102'],
        },
      ],
      documents: [{ id: photo.id, metadata: { docName: 'torn-bag.png' }, mimeType: 'image/png' }],
    });
    expect(submitted.submittedAt).toBe('2026-11-20T16:00:00.000Z');

    const list = (await call('a', 'GET', CASES)).json<{
      cases: CustomerCase[];
      totalCount: number;
    }>();
    expect(list.totalCount).toBe(1);
    expect(list.cases[0]).toEqual(submitted);
    expect((await call('a', 'GET', `${CASES}?status=New`)).json().totalCount).toBe(1);
    expect((await call('a', 'GET', `${CASES}?status=Closed`)).json().totalCount).toBe(0);
  });

  it('labels the case in the language of X-Language', async () => {
    const draft = await openDraft();
    await call('a', 'POST', CASES, payloadFor(draft.id));
    const es = (await call('a', 'GET', CASES, undefined, { 'x-language': 'es' })).json();
    expect(es.cases[0]).toMatchObject({
      categoryLabel: 'Empaque',
      subCategoryLabel: 'Sacos rotos',
    });
    const pt = (await call('a', 'GET', CASES, undefined, { 'x-language': 'pt-BR' })).json();
    expect(pt.cases[0]).toMatchObject({ categoryLabel: 'Embalagem' });
  });

  it('gives every submit its own number, newest first in the list', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const draft = await openDraft();
      numbers.push((await call('a', 'POST', CASES, payloadFor(draft.id))).json().caseNumber);
    }
    expect(new Set(numbers).size).toBe(3);
    const listed = (await call('a', 'GET', `${CASES}?limit=2`)).json<{
      cases: CustomerCase[];
      totalCount: number;
    }>();
    expect(listed.totalCount).toBe(3);
    expect(listed.cases.map((c) => c.caseNumber)).toEqual([numbers[2], numbers[1]]);
  });

  it('answers the same case to the same submit again, and 409 to a different one', async () => {
    const draft = await openDraft();
    const first = await call('a', 'POST', CASES, payloadFor(draft.id));
    const again = await call('a', 'POST', CASES, payloadFor(draft.id));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await call(
      'a',
      'POST',
      CASES,
      payloadFor(draft.id, { subject: 'Another subject' }),
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'CASE_NOT_DRAFT' });
    const [count] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM customer_cases WHERE status = 'New'",
    );
    expect(count?.n).toBe(1);
  });

  it('answers concurrent identical submits with one case number', async () => {
    const draft = await openDraft();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call('a', 'POST', CASES, payloadFor(draft.id))),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((r) => r.json().caseNumber)).size).toBe(1);
  });

  it('keeps only the documents the submit names and removes the others from disk', async () => {
    const draft = await openDraft();
    const kept = await uploaded('a', draft.id, 'ticket.pdf', SAMPLE_FILES.pdf());
    await uploaded('a', draft.id, 'other.png', SAMPLE_FILES.png());
    expect(server.filesOnDisk()).toHaveLength(2);
    const res = await call('a', 'POST', CASES, payloadFor(draft.id, { caseDocs: [kept.id] }));
    expect(res.json<CustomerCase>().documents.map((d) => d.id)).toEqual([kept.id]);
    expect(server.filesOnDisk()).toHaveLength(1);
  });

  it('does not ask for order fields when the case is not about an order', async () => {
    const draft = await openDraft();
    const res = await call(
      'a',
      'POST',
      CASES,
      payloadFor(draft.id, { orderQuestionCB: false, orderNumber: '', deliveryDate: undefined }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      orderQuestionCB: false,
      orderNumber: null,
      deliveryDate: null,
    });
  });

  it('records a non-bag product with no affected bags', async () => {
    const draft = await openDraft();
    const res = await call(
      'a',
      'POST',
      CASES,
      payloadFor(draft.id, {
        products: [
          {
            productId: '100005',
            productName: 'Cattle Mineral Tub 125 lb',
            affectedBag: 3,
            qty: 2,
            unitOfMeasure: 'each',
            lotNumber: [],
          },
        ],
      }),
    );
    expect(res.json().products[0]).toMatchObject({ productId: '100005', affectedBag: 0 });
  });
});

describe('given a submit that breaks a rule', () => {
  const line = payloadFor('x').products[0]!;
  it.each<[string, Partial<ComplaintCasePayload> | ((p: ComplaintCasePayload) => unknown), string]>(
    [
      ['no plant', (p) => ({ ...p, plant: undefined }), 'body.plant'],
      ['a plant of another market', { plant: 'p-mx' }, 'body.plant'],
      ['an unknown category', { category: 'weather' }, 'body.category'],
      ["another category's sub-category", { subCategory: 'late' }, 'body.subCategory'],
      [
        "another market's sub-category",
        { category: 'documents', subCategory: 'cfdi' },
        'body.subCategory',
      ],
      ['no products', { products: [] }, 'body.products'],
      [
        'six lots on a line',
        { products: [{ ...line, lotNumber: ['1', '2', '3', '4', '5', '6'] }] },
        'body.products.0.lotNumber',
      ],
      [
        'a product of another market',
        { products: [{ ...line, productId: '200001' }] },
        'body.products.0.productId',
      ],
      [
        "a unit the market doesn't use",
        { products: [{ ...line, unitOfMeasure: 'kg' }] },
        'body.products.0.unitOfMeasure',
      ],
      ['a zero quantity', { products: [{ ...line, qty: 0 }] }, 'body.products.0.qty'],
      ['an order question without order number', { orderNumber: undefined }, 'body.orderNumber'],
      ['an order question without delivery date', { deliveryDate: undefined }, 'body.deliveryDate'],
      ["another tenant's order", { orderNumber: '4000000201' }, 'body.orderNumber'],
      ['a delivery date that does not exist', { deliveryDate: '20260230' }, 'body.deliveryDate'],
      ['a delivery date in the future', { deliveryDate: '20261121' }, 'body.deliveryDate'],
      ['a delivery date not as YYYYMMDD', { deliveryDate: '2026-10-15' }, 'body.deliveryDate'],
      ['a document of no draft', { caseDocs: ['doc-nowhere'] }, 'body.caseDocs.0'],
      ['a blank subject', { subject: '   ' }, 'body.subject'],
      ['no comment', (p) => ({ ...p, caseComment: undefined }), 'body.caseComment'],
      ['a phone number of letters', { phoneNumber: 'call me maybe' }, 'body.phoneNumber'],
      ['an unknown status', { caseStatus: 'Open' as 'New' }, 'body.caseStatus'],
    ],
  )('refuses %s with 400 naming %s', async (_label, change, field) => {
    const draft = await openDraft();
    const base = payloadFor(draft.id);
    const body = typeof change === 'function' ? change(base) : { ...base, ...change };
    const res = await call('a', 'POST', CASES, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field });
    // The draft stays a draft.
    const [row] = await server.db.query<{ status: string }>(
      'SELECT status FROM customer_cases WHERE id = $1',
      [draft.id],
    );
    expect(row?.status).toBe('Draft');
  });

  it("refuses a document of another draft as the case's document", async () => {
    const draft = await openDraft();
    const other = await openDraft();
    const doc = await uploaded('a', other.id, 'ticket.pdf', SAMPLE_FILES.pdf());
    const res = await call('a', 'POST', CASES, payloadFor(draft.id, { caseDocs: [doc.id] }));
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'body.caseDocs.0' });
  });
});

describe('given drafts to discard', () => {
  it('discards a draft with its files on disk (Cancel)', async () => {
    const draft = await openDraft();
    await uploaded('a', draft.id, 'ticket.pdf', SAMPLE_FILES.pdf());
    await uploaded('a', draft.id, 'photo.png', SAMPLE_FILES.png());
    expect(server.filesOnDisk()).toHaveLength(2);
    const res = await call('a', 'DELETE', `${CASES}/${draft.id}`);
    expect(res.statusCode).toBe(204);
    expect(server.filesOnDisk()).toEqual([]);
    expect((await call('a', 'GET', `${CASES}/${draft.id}/documents`)).statusCode).toBe(404);
    expect((await call('a', 'DELETE', `${CASES}/${draft.id}`)).statusCode).toBe(404);
  });

  it('refuses to discard a submitted case with 409', async () => {
    const draft = await openDraft();
    await call('a', 'POST', CASES, payloadFor(draft.id));
    const res = await call('a', 'DELETE', `${CASES}/${draft.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CASE_NOT_DRAFT' });
  });

  it('removes drafts older than a day, with their files, when a new draft opens', async () => {
    const old = await openDraft();
    await uploaded('a', old.id, 'ticket.pdf', SAMPLE_FILES.pdf());
    const submitted = await openDraft();
    await call('a', 'POST', CASES, payloadFor(submitted.id));
    await server.db.query(
      "UPDATE customer_cases SET created_at = created_at - interval '25 hours' WHERE id = ANY($1)",
      [[old.id, submitted.id]],
    );
    const recent = await openDraft('b');
    expect(recent.status).toBe('Draft');
    const ids = (await server.db.query<{ id: string }>('SELECT id FROM customer_cases')).map(
      (r) => r.id,
    );
    expect(ids).not.toContain(old.id);
    // Submitted cases are never pruned, however old.
    expect(ids).toContain(submitted.id);
    expect(server.filesOnDisk()).toEqual([]);
  });

  it('keeps at most 20 drafts per user, discarding the oldest', async () => {
    const first = await openDraft();
    for (let i = 0; i < 20; i += 1) await openDraft();
    const [count] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM customer_cases WHERE user_id = 'u-a' AND status = 'Draft'",
    );
    expect(count?.n).toBe(20);
    expect((await call('a', 'GET', `${CASES}/${first.id}/documents`)).statusCode).toBe(404);
  });
});

describe("given user B and colleague C probing user A's cases", () => {
  it("answers 404 to every call on A's draft and submitted case from another tenant", async () => {
    const draft = await openDraft();
    const doc = await uploaded('a', draft.id, 'ticket.pdf', SAMPLE_FILES.pdf());
    const submittedDraft = await openDraft();
    const subDoc = await uploaded('a', submittedDraft.id, 'ticket.pdf', SAMPLE_FILES.pdf());
    await call('a', 'POST', CASES, payloadFor(submittedDraft.id, { caseDocs: [subDoc.id] }));
    const probes = (caseId: string, docId: string) => [
      call('b', 'GET', `${CASES}/${caseId}/documents`),
      call('b', 'GET', `${CASES}/${caseId}/documents/${docId}/download`),
      call('b', 'DELETE', `${CASES}/${caseId}/documents/${docId}`),
      call('b', 'DELETE', `${CASES}/${caseId}`),
      call('b', 'POST', CASES, payloadFor(caseId)),
      upload('b', caseId, uploadParts(caseId, 'x.pdf', SAMPLE_FILES.pdf())),
      // A's own id with B's account header is another tenant's account.
      call('b', 'GET', `${CASES}/${caseId}/documents`, undefined, { 'x-account-id': 'acc-u-a-0' }),
    ];
    const answers = await Promise.all([
      ...probes(draft.id, doc.id),
      ...probes(submittedDraft.id, subDoc.id),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 404));
    expect((await call('b', 'GET', CASES)).json().totalCount).toBe(0);
    // Nothing changed: A still has the draft, its file, and the submitted case.
    expect(server.filesOnDisk()).toHaveLength(2);
    expect(
      (await call('a', 'GET', `${CASES}/${draft.id}/documents`)).json().documents,
    ).toHaveLength(1);
  });

  it("hides A's cases from A's other accounts", async () => {
    const draft = await openDraft();
    await call('a', 'POST', CASES, payloadFor(draft.id));
    const other = { 'x-account-id': 'acc-u-a-1' };
    expect((await call('a', 'GET', CASES, undefined, other)).json().totalCount).toBe(0);
    expect(
      (await call('a', 'GET', `${CASES}/${draft.id}/documents`, undefined, other)).statusCode,
    ).toBe(404);
  });

  it("lets colleague C see A's submitted cases and files but not A's drafts", async () => {
    const draft = await openDraft();
    const openDoc = await uploaded('a', draft.id, 'ticket.pdf', SAMPLE_FILES.pdf());
    const toSubmit = await openDraft();
    const doc = await uploaded('a', toSubmit.id, 'photo.png', SAMPLE_FILES.png());
    await call('a', 'POST', CASES, payloadFor(toSubmit.id, { caseDocs: [doc.id] }));

    const list = (await call('c', 'GET', CASES)).json<{ cases: CustomerCase[] }>();
    expect(list.cases.map((c) => c.id)).toEqual([toSubmit.id]);
    const file = await call('c', 'GET', `${CASES}/${toSubmit.id}/documents/${doc.id}/download`);
    expect(file.statusCode).toBe(200);
    for (const res of await Promise.all([
      call('c', 'GET', `${CASES}/${draft.id}/documents`),
      call('c', 'GET', `${CASES}/${draft.id}/documents/${openDoc.id}/download`),
      call('c', 'DELETE', `${CASES}/${draft.id}`),
      call('c', 'POST', CASES, payloadFor(draft.id)),
      upload('c', draft.id, uploadParts(draft.id, 'x.pdf', SAMPLE_FILES.pdf())),
    ]))
      expect(res.statusCode).toBe(404);
    // A submitted case is read-only for everyone.
    expect(
      (await call('c', 'DELETE', `${CASES}/${toSubmit.id}/documents/${doc.id}`)).statusCode,
    ).toBe(409);
  });
});

describe('given files uploaded to a draft', () => {
  it('stores the file under a generated, owner-only name with its size, type and hash', async () => {
    const draft = await openDraft();
    const content = SAMPLE_FILES.pdf();
    const doc = await uploaded('a', draft.id, 'Delivery ticket 4000000102.PDF', content);
    expect(doc).toMatchObject({
      caseId: draft.id,
      metadata: {
        caseId: draft.id,
        docName: 'Delivery ticket 4000000102.PDF',
        docType: 'AnhComplaintsDoc',
        fileType: 'pdf',
        langCode: 'en',
        type: 'CustomerCase',
      },
      mimeType: 'application/pdf',
      sizeBytes: content.length,
      uploadedAt: '2026-11-20T16:00:00.000Z',
    });
    const [name] = server.filesOnDisk();
    expect(name).toMatch(/^[0-9a-f-]{36}$/);
    expect(statSync(join(server.uploadDir, name!)).mode & 0o777).toBe(0o600);
    const [row] = await server.db.query<{ sha256: string }>(
      'SELECT sha256 FROM case_documents WHERE id = $1',
      [doc.id],
    );
    expect(row?.sha256).toBe(createHash('sha256').update(content).digest('hex'));
  });

  it.each([
    ['a PDF', 'ticket.pdf', SAMPLE_FILES.pdf()],
    ['a PNG', 'photo.png', SAMPLE_FILES.png()],
    ['a JPEG', 'photo.jpeg', SAMPLE_FILES.jpeg()],
    ['a video', 'clip.mp4', SAMPLE_FILES.mp4()],
    ['a CSV', 'lots.csv', SAMPLE_FILES.csv()],
    ['a Word document', 'report.docx', SAMPLE_FILES.docx()],
    ['an old Excel sheet', 'weights.xls', SAMPLE_FILES.xls()],
  ])('accepts %s', async (_label, name, content) => {
    const draft = await openDraft();
    const res = await upload('a', draft.id, uploadParts(draft.id, name, content));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('accepts the metadata after the file too', async () => {
    const draft = await openDraft();
    const parts = uploadParts(draft.id, 'ticket.pdf', SAMPLE_FILES.pdf());
    const res = await upload('a', draft.id, [parts[6]!, ...parts.slice(0, 6)]);
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each([
    ['a .pdf that is really an executable', 'ticket.pdf', SAMPLE_FILES.exe()],
    ['a .png that is really a PDF', 'photo.png', SAMPLE_FILES.pdf()],
    ['a .jpg that is really a PNG', 'photo.jpg', SAMPLE_FILES.png()],
    ['a .docx that is really an executable', 'report.docx', SAMPLE_FILES.exe()],
    ['a .csv holding NUL bytes', 'lots.csv', Buffer.from('lot,bags\n\u0000\u0001', 'latin1')],
    ['a .txt that is not UTF-8', 'note.txt', Buffer.from([0x66, 0xe9, 0x65, 0x20, 0xff])],
    ['an .exe', 'setup.exe', SAMPLE_FILES.exe()],
    ['a file without extension', 'README', SAMPLE_FILES.csv()],
  ])('refuses %s with 415 CASE_FILE_TYPE and keeps nothing', async (_label, name, content) => {
    const draft = await openDraft();
    const res = await upload('a', draft.id, uploadParts(draft.id, name, content));
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toMatchObject({ code: 'CASE_FILE_TYPE' });
    expect(server.filesOnDisk()).toEqual([]);
    expect((await call('a', 'GET', `${CASES}/${draft.id}/documents`)).json().documents).toEqual([]);
  });

  it.each([
    ['another docType', { docType: 'Invoice' }, 'body.docType'],
    ['another upload type', { type: 'Order' }, 'body.type'],
    ['the id of another case', { caseId: 'case-else' }, 'body.caseId'],
    ["a fileType that is not the name's", { fileType: 'png' }, 'body.fileType'],
    ['an unknown language', { langCode: 'fr' }, 'body.langCode'],
  ])('refuses metadata with %s (400 naming %s)', async (_label, overrides, field) => {
    const draft = await openDraft();
    const res = await upload(
      'a',
      draft.id,
      uploadParts(draft.id, 'ticket.pdf', SAMPLE_FILES.pdf(), overrides),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field });
    expect(server.filesOnDisk()).toEqual([]);
  });

  it('refuses an upload without a file, and an empty file', async () => {
    const draft = await openDraft();
    const noFile = await upload(
      'a',
      draft.id,
      uploadParts(draft.id, 'ticket.pdf', Buffer.alloc(0)).slice(0, 6),
    );
    expect(noFile.json()).toMatchObject({ code: 'VALIDATION', field: 'body.file' });
    const empty = await upload('a', draft.id, uploadParts(draft.id, 'ticket.pdf', Buffer.alloc(0)));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'CASE_FILE_EMPTY' });
    expect(server.filesOnDisk()).toEqual([]);
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'garbage'],
    ['no parts', 'multipart/form-data; boundary=xyz', 'garbage'],
    [
      'a part cut short',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4',
    ],
  ])('answers a malformed form (%s) with 400 and keeps nothing', async (_label, type, payload) => {
    const draft = await openDraft();
    const res = await server.app.inject({
      method: 'POST',
      url: `${CASES}/${draft.id}/documents`,
      headers: { authorization: `Bearer ${tokens.a}`, 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'body' });
    expect(server.filesOnDisk()).toEqual([]);
  });

  it('refuses two files in one upload, and a file under another name', async () => {
    const draft = await openDraft();
    const parts = uploadParts(draft.id, 'a.pdf', SAMPLE_FILES.pdf());
    const two = await upload('a', draft.id, [...parts, { ...parts[6]!, filename: 'b.pdf' }]);
    expect(two.json()).toMatchObject({ code: 'VALIDATION', field: 'body.file' });
    const renamed = await upload('a', draft.id, [
      ...parts.slice(0, 6),
      { ...parts[6]!, name: 'attachment' },
    ]);
    expect(renamed.json()).toMatchObject({ code: 'VALIDATION', field: 'body.attachment' });
    expect(server.filesOnDisk()).toEqual([]);
    // A control character in the name is cleaned away (issue 12), not kept.
    const control = await upload(
      'a',
      draft.id,
      uploadParts(draft.id, 'a\u0007.pdf', SAMPLE_FILES.pdf()),
    );
    expect(control.statusCode, control.body).toBe(201);
    expect(control.json<CaseDocument>().metadata.docName).toBe('a.pdf');
  });

  it('refuses a JSON body with 415', async () => {
    const draft = await openDraft();
    const res = await call('a', 'POST', `${CASES}/${draft.id}/documents`, { docName: 'x.pdf' });
    expect(res.statusCode).toBe(415);
  });

  it('lists, downloads and removes the documents of a draft', async () => {
    const draft = await openDraft();
    const pdf = SAMPLE_FILES.pdf();
    const first = await uploaded('a', draft.id, 'Remisión 4000000102.pdf', pdf);
    const second = await uploaded('a', draft.id, 'lots.csv', SAMPLE_FILES.csv());
    const list = (await call('a', 'GET', `${CASES}/${draft.id}/documents`)).json<{
      documents: CaseDocument[];
    }>();
    expect(list.documents.map((d) => d.id)).toEqual([first.id, second.id]);

    const file = await call('a', 'GET', `${CASES}/${draft.id}/documents/${first.id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Remisi_n 4000000102.pdf"; filename*=UTF-8''${encodeURIComponent('Remisión 4000000102.pdf')}`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(Number(file.headers['content-length'])).toBe(pdf.length);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const csv = await call('a', 'GET', `${CASES}/${draft.id}/documents/${second.id}/download`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="lots.csv"');

    expect(
      (await call('a', 'DELETE', `${CASES}/${draft.id}/documents/${first.id}`)).statusCode,
    ).toBe(204);
    expect(server.filesOnDisk()).toHaveLength(1);
    expect(
      (await call('a', 'GET', `${CASES}/${draft.id}/documents/${first.id}/download`)).statusCode,
    ).toBe(404);
    expect(
      (await call('a', 'DELETE', `${CASES}/${draft.id}/documents/${first.id}`)).statusCode,
    ).toBe(404);
  });

  it('refuses uploads and removals once the case is submitted (409)', async () => {
    const draft = await openDraft();
    const doc = await uploaded('a', draft.id, 'ticket.pdf', SAMPLE_FILES.pdf());
    await call('a', 'POST', CASES, payloadFor(draft.id, { caseDocs: [doc.id] }));
    const more = await upload('a', draft.id, uploadParts(draft.id, 'more.pdf', SAMPLE_FILES.pdf()));
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: 'CASE_NOT_DRAFT' });
    expect((await call('a', 'DELETE', `${CASES}/${draft.id}/documents/${doc.id}`)).statusCode).toBe(
      409,
    );
    expect(server.filesOnDisk()).toHaveLength(1);
  });
});

describe('given the upload limits', () => {
  let small: SupportTestServer;
  let token: string;
  beforeAll(async () => {
    small = await supportTestServer({ limits: { maxFileBytes: 1000, maxFiles: 2 } });
    token = await small.tokenFor({ id: 'u-a' });
  });
  afterAll(async () => {
    await small.close();
  });
  const draftOn = async () =>
    (
      await small.app.inject({
        method: 'POST',
        url: CASES,
        headers: { authorization: `Bearer ${token}` },
        payload: { caseStatus: 'Draft', caseType: 'Complaint' },
      })
    ).json<CustomerCase>().id;
  const send = (caseId: string, name: string, content: Buffer) => {
    const body = multipartBody(uploadParts(caseId, name, content));
    return small.app.inject({
      method: 'POST',
      url: `${CASES}/${caseId}/documents`,
      headers: { authorization: `Bearer ${token}`, ...body.headers },
      payload: body.payload,
    });
  };
  const text = (bytes: number) => Buffer.alloc(bytes, 'a');

  it('takes a file of exactly the limit', async () => {
    const res = await send(await draftOn(), 'note.txt', text(1000));
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each([
    ['one byte over (read up to the limit, then stopped)', 1001],
    ['50 KB (streamed, stopped at the limit)', 50_000],
    ['5 MB (refused by its declared length before reading)', 5_000_000],
  ])('refuses a file %s with 413 CASE_FILE_SIZE and keeps nothing', async (_label, bytes) => {
    const before = small.filesOnDisk();
    const res = await send(await draftOn(), 'note.txt', text(bytes));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'CASE_FILE_SIZE' });
    expect(small.filesOnDisk()).toEqual(before);
  });

  it('refuses a file beyond the count per case with 409 CASE_FILE_COUNT', async () => {
    const caseId = await draftOn();
    expect((await send(caseId, 'a.txt', text(10))).statusCode).toBe(201);
    expect((await send(caseId, 'b.txt', text(10))).statusCode).toBe(201);
    const third = await send(caseId, 'c.txt', text(10));
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'CASE_FILE_COUNT' });
  });
});
