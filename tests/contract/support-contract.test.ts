import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, resolveConfig } from '@anp/core';
import { createSupportApi, type SupportApi } from '@anp/core/services/support';
import {
  SAMPLE_FILES,
  supportTestServer,
  type SupportTestServer,
} from '@anp/reference-api/testing';

/**
 * The kit's own support calls (useSupportApi's) against the reference API through Fastify's
 * inject: every call reaches its route and gets the shape its type promises, uploads included.
 */
let server: SupportTestServer;
let support: SupportApi;
const progress: [number, number][] = [];

beforeAll(async () => {
  server = await supportTestServer();
  const token = await server.tokenFor({ id: 'u-a' });
  const api = createApiClient({
    config: resolveConfig({}, {}),
    getAccessToken: async () => token,
    getContext: () => ({ lang: 'es', region: 'us', accountId: 'acc-u-a-9' }),
    fetch: async (input, init) => {
      // The request as a browser would put it on the wire (a FormData gets its boundary).
      const request = new Request(new URL(String(input), 'http://kit.test'), init);
      const url = new URL(request.url);
      const body = init?.body === undefined ? undefined : Buffer.from(await request.arrayBuffer());
      const res = await server.app.inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        headers: Object.fromEntries(request.headers.entries()),
        ...(body ? { payload: body } : {}),
      });
      return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), {
        status: res.statusCode,
        headers: res.headers as Record<string, string>,
      });
    },
  });
  support = createSupportApi(api, () => 'acc-u-a-9');
});
afterAll(async () => {
  await server.close();
});

describe("given the kit's support API client and the reference API", () => {
  it('reads what the complaint form needs', async () => {
    const config = await support.configurations('pt');
    expect(config.categories[0]?.label).toBe('Qualidade do produto');
    expect(config.upload.maxFiles).toBe(10);
    expect((await support.plants()).plants[0]?.id).toBe('p-us');
    const products = await support.availableProducts({ q: 'hog', limit: 5 });
    expect(products.products.map((p) => p.sku)).toEqual(['100002', '100003']);
    const options = await support.options();
    // The cart service carries the page language (es) itself.
    expect(options.unitsOfMeasure[0]).toEqual({ code: 'bag', label: 'Sacos' });
    expect(options.recentOrders[0]?.orderNumber).toBe('4000000003');
  });

  it('opens a draft, uploads with progress, submits, lists, downloads and discards', async () => {
    const draft = await support.createDraft();
    expect(draft).toMatchObject({ status: 'Draft', accountId: 'acc-u-a-9' });
    const file = new Blob([new Uint8Array(SAMPLE_FILES.pdf())], { type: 'application/pdf' });
    const doc = await support.uploadDocument(
      {
        caseId: draft.id,
        docName: 'ticket.pdf',
        docType: 'AnhComplaintsDoc',
        fileType: 'pdf',
        langCode: 'es',
        type: 'CustomerCase',
      },
      file,
      { onProgress: (loaded, total) => progress.push([loaded, total]) },
    );
    expect(doc.metadata.docName).toBe('ticket.pdf');
    expect(progress.at(-1)?.[0]).toBeGreaterThan(0);
    expect((await support.listDocuments(draft.id)).documents).toHaveLength(1);
    const download = await support.downloadDocument(draft.id, doc.id);
    expect(download).toMatchObject({ filename: 'ticket.pdf', contentType: 'application/pdf' });
    expect(download.blob.size).toBe(file.size);

    const submitted = await support.submitCase({
      id: draft.id,
      caseType: 'Complaint',
      caseStatus: 'New',
      plant: 'p-us',
      plantName: 'Plant US',
      category: 'delivery',
      subCategory: 'short-over',
      subject: 'Two bags short',
      orderQuestionCB: true,
      orderNumber: '4000000002',
      deliveryDate: '20261113',
      caseComment: 'The ticket says 80 bags; 78 arrived.',
      userId: 'u-a',
      caseDocs: [doc.id],
      products: [
        {
          productId: '100002',
          productName: 'Hog Grower 18% Pellet 50 lb',
          affectedBag: 2,
          qty: 2,
          unitOfMeasure: 'bag',
          lotNumber: ['L261113A201'],
        },
      ],
      phoneNumber: '+1 555 010 2030',
    });
    expect(submitted.caseNumber).toMatch(/^CS-\d{6}$/);
    const list = await support.listCases({ limit: 5 });
    expect(list.cases.map((c) => c.id)).toEqual([submitted.id]);

    const other = await support.createDraft();
    await support.deleteDraft(other.id);
    await expect(support.listDocuments(other.id)).rejects.toMatchObject({ status: 404 });
    await expect(support.deleteDraft(submitted.id)).rejects.toMatchObject({ status: 409 });
  });

  it('reads the questions and answers of the support page', async () => {
    const faqs = await support.faqs('es');
    expect(faqs.faqs.length).toBeGreaterThanOrEqual(8);
    const faq = await support.faq(faqs.faqs[0]!.id, 'es');
    expect(faq.question).toBe(faqs.faqs[0]?.question);
    await expect(support.faq('nope', 'es')).rejects.toMatchObject({ status: 404 });
  });
});
