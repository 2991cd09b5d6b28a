import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CaseConfigurations,
  CaseOptions,
  CaseProductList,
  Faq,
  FaqList,
  PlantList,
} from '@anp/contract';
import { FAQS } from '@anp/demo-data';
import type { Language as UiLang } from '@anp/rules';
import { MARKET_CODES } from '../markets';
import { categoriesOf, contactOf, unitsOf } from './catalogue';
import { supportTestServer, type SupportTestServer } from '../../test/support-server';

let server: SupportTestServer;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  server = await supportTestServer();
  tokenA = await server.tokenFor({ id: 'u-a' });
  tokenB = await server.tokenFor({ id: 'u-b' });
});
afterAll(async () => {
  await server.close();
});

const get = (url: string, token = tokenA, headers: Record<string, string> = {}) =>
  server.app.inject({
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });

const LANGS: readonly UiLang[] = ['en', 'es', 'pt', 'ko'];

/** Latin-script words in Korean server text: only upper-case codes (PO, CFDI, file types) and units. */
const latinWords = (text: string) =>
  (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !/^([A-Z0-9]+|lb|kg|qq)$/.test(w));

describe('given the complaint catalogue of every market', () => {
  it.each(MARKET_CODES.flatMap((market) => LANGS.map((lang) => [market, lang] as const)))(
    'gives %s in %s five categories of 3 to 5 labelled sub-categories, units and a contact',
    (market, lang) => {
      const categories = categoriesOf(market);
      expect(categories.map((c) => c.code)).toEqual([
        'quality',
        'delivery',
        'packaging',
        'documents',
        'service',
      ]);
      for (const category of categories) {
        expect(category.label[lang].trim()).not.toBe('');
        expect(category.subCategories.length).toBeGreaterThanOrEqual(3);
        expect(category.subCategories.length).toBeLessThanOrEqual(5);
        for (const sub of category.subCategories) expect(sub.label[lang].trim()).not.toBe('');
        expect(new Set(category.subCategories.map((s) => s.code)).size).toBe(
          category.subCategories.length,
        );
      }
      expect(unitsOf(market).map((u) => u.label[lang].trim())).not.toContain('');
      const contact = contactOf(market, lang);
      expect(contact.phone).toMatch(/^\+\d[\d -]+$/);
      expect(contact.email).toMatch(/^support\.[a-z]+@demo\.test$/);
      expect(contact.hours.trim()).not.toBe('');
      if (lang === 'ko') {
        const labels = categories.flatMap((c) => [
          c.label.ko,
          ...c.subCategories.map((x) => x.label.ko),
        ]);
        const units = unitsOf(market).map((u) => u.label.ko);
        expect(latinWords([...labels, ...units, contact.hours].join(' '))).toEqual([]);
      }
    },
  );
});

describe('given customerCase/configurations', () => {
  it.each([
    ['en', 'Packaging', 'Torn or broken bags', 'Monday to Friday'],
    ['es', 'Empaque', 'Sacos rotos', 'De lunes a viernes'],
    ['pt', 'Embalagem', 'Sacos rasgados ou furados', 'De segunda a sexta'],
    ['ko', '포장', '포대 찢어짐 또는 파손', '월요일~금요일'],
  ])('labels everything in %s', async (lang, category, sub, hours) => {
    const res = await get(`customerCase/configurations?lang=${lang}`);
    expect(res.statusCode).toBe(200);
    const config = res.json<CaseConfigurations>();
    const packaging = config.categories.find((c) => c.code === 'packaging');
    expect(packaging?.label).toBe(category);
    expect(packaging?.subCategories[0]).toEqual({ code: 'torn-bags', label: sub });
    expect(config.contact).toMatchObject({
      phone: '+1 800-555-0199',
      email: 'support.us@demo.test',
    });
    expect(config.contact.hours).toContain(hours);
  });

  it('gives the upload limits, lots per line and the complaint desk of the market', async () => {
    const config = (await get('customerCase/configurations')).json<CaseConfigurations>();
    expect(config.upload.maxFileBytes).toBe(10 * 1024 * 1024);
    expect(config.upload.maxFiles).toBe(10);
    expect(config.upload.accepted).toContainEqual({
      extension: 'pdf',
      mimeType: 'application/pdf',
    });
    expect(config.upload.accepted.map((t) => t.extension)).toEqual([
      'pdf',
      'jpg',
      'jpeg',
      'png',
      'tif',
      'tiff',
      'heic',
      'mp4',
      'mov',
      'doc',
      'docx',
      'xls',
      'xlsx',
      'csv',
      'txt',
    ]);
    expect(config.maxLotsPerLine).toBe(5);
    expect(config.mailToCode).toBe('CASES-US10');
  });

  it("follows the account's market: Mexico's CFDI sub-category and contact", async () => {
    const mx = (await get('customerCase/configurations', tokenB)).json<CaseConfigurations>();
    const documents = mx.categories.find((c) => c.code === 'documents');
    // User B prefers Spanish: no lang given, labels in the user's language.
    expect(documents?.label).toBe('Factura y documentos');
    expect(documents?.subCategories.map((s) => s.code)).toContain('cfdi');
    expect(mx.mailToCode).toBe('CASES-MX10');
    expect(mx.contact.phone).toBe('+52 800 555 0100');
    const us = (await get('customerCase/configurations')).json<CaseConfigurations>();
    expect(us.categories.flatMap((c) => c.subCategories.map((s) => s.code))).not.toContain('cfdi');
  });

  it('refuses a language it does not have', async () => {
    const res = await get('customerCase/configurations?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'querystring.lang' });
  });
});

describe('given users/plants', () => {
  it("lists the plants of the account's market, its own plant first", async () => {
    const us = (await get('users/plants')).json<PlantList>();
    expect(us.plants).toEqual([
      { id: 'p-us', code: 'US01', name: 'Plant US', city: null },
      { id: 'p-us2', code: 'US02', name: 'Plant US Two', city: null },
    ]);
    const mx = (await get('users/plants', tokenB)).json<PlantList>();
    expect(mx.plants.map((p) => p.id)).toEqual(['p-mx', 'p-mx2']);
  });

  it("answers 404 for another tenant's account", async () => {
    expect((await get('users/plants', tokenA, { 'x-account-id': 'acc-u-b-0' })).statusCode).toBe(
      404,
    );
  });
});

describe('given cart/caseAvailableProducts', () => {
  const products = async (query: string, headers: Record<string, string> = {}) => {
    const res = await get(`cart/caseAvailableProducts${query}`, tokenA, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CaseProductList>().products;
  };

  it('lists what the account bought in the last 12 months first, most first, then the catalogue', async () => {
    const list = await products('');
    expect(list.slice(0, 3)).toEqual([
      {
        sku: '100001',
        title: 'Layer 16% Crumble 50 lb',
        totalQuantity: 22,
        packageType: 'bag',
        acceptedBag: true,
      },
      // No longer sold in the market, but bought: a complaint about it is still possible.
      {
        sku: '100006',
        title: 'Retired Horse Feed 50 lb',
        totalQuantity: 4,
        packageType: 'bag',
        acceptedBag: true,
      },
      {
        sku: '100005',
        title: 'Cattle Mineral Tub 125 lb',
        totalQuantity: 3,
        packageType: 'tub',
        acceptedBag: false,
      },
    ]);
    // The rest by title: Hog Finisher, Hog Grower, Sow Lactation.
    expect(list.slice(3).map((p) => [p.sku, p.totalQuantity])).toEqual([
      ['100003', 0],
      ['100002', 0],
      ['100004', 0],
    ]);
  });

  it('finds products by every word of q in the title or the SKU', async () => {
    expect((await products('?q=crumble%20LAYER')).map((p) => p.sku)).toEqual(['100001']);
    expect((await products('?q=10000')).length).toBe(6);
    expect((await products('?q=100003')).map((p) => p.sku)).toEqual(['100003']);
    expect(await products('?q=crumble%20tub')).toEqual([]);
  });

  it('counts only what came from the plant asked for, and caps the list', async () => {
    const other = await products('?plant=p-us2');
    expect(other.every((p) => p.totalQuantity === 0)).toBe(true);
    expect((await products('?plant=US01&limit=2')).map((p) => p.sku)).toEqual(['100001', '100006']);
  });

  it("refuses a plant of another market and another tenant's account", async () => {
    const plant = await get('cart/caseAvailableProducts?plant=p-mx');
    expect(plant.statusCode).toBe(400);
    expect(plant.json()).toMatchObject({ field: 'querystring.plant' });
    const foreign = await get('cart/caseAvailableProducts', tokenA, {
      'x-account-id': 'acc-u-b-0',
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('given cart/caseOptions', () => {
  it.each([
    ['en', 'Bags', 'Short tons (2,000 lb)'],
    ['es', 'Sacos', 'Toneladas cortas (2,000 lb)'],
    ['pt', 'Sacos', 'Toneladas curtas (2.000 lb)'],
  ])('labels the US units in %s', async (lang, bag, ton) => {
    const options = (
      await get('cart/caseOptions', tokenA, { 'x-language': lang })
    ).json<CaseOptions>();
    expect(options.unitsOfMeasure.map((u) => u.code)).toEqual([
      'bag',
      'box',
      'each',
      'tote',
      'lb',
      'ton',
    ]);
    expect(options.unitsOfMeasure[0]?.label).toBe(bag);
    expect(options.unitsOfMeasure.at(-1)?.label).toBe(ton);
  });

  it('takes the language of Accept-Language when X-Language is absent', async () => {
    const options = (
      await get('cart/caseOptions', tokenA, { 'accept-language': 'pt-BR,pt;q=0.9' })
    ).json<CaseOptions>();
    expect(options.unitsOfMeasure[2]?.label).toBe('Unidades');
  });

  it("gives Mexico's units in kilograms and metric tons", async () => {
    const options = (await get('cart/caseOptions', tokenB)).json<CaseOptions>();
    expect(options.unitsOfMeasure.map((u) => u.code)).toEqual([
      'bag',
      'box',
      'each',
      'tote',
      'kg',
      't',
    ]);
    expect(options.unitsOfMeasure[4]?.label).toBe('Kilogramos (kg)');
  });

  it('lists the recent deliverable orders, newest first, delivered ones with their date', async () => {
    const options = (
      await get('cart/caseOptions', tokenA, { 'x-account-id': 'acc-u-a-9' })
    ).json<CaseOptions>();
    expect(options.recentOrders).toEqual([
      { orderNumber: '4000000003', deliveryDate: null },
      { orderNumber: '4000000005', deliveryDate: null },
      { orderNumber: '4000000004', deliveryDate: null },
      { orderNumber: '4000000002', deliveryDate: '2026-11-13' },
      { orderNumber: '4000000001', deliveryDate: '2026-09-04' },
    ]);
  });
});

describe('given support/faqs', () => {
  it.each(LANGS)('lists 8 to 12 questions in %s, grouped by topic', async (lang) => {
    const list = (await get(`support/faqs?lang=${lang}`)).json<FaqList>();
    expect(list.faqs.length).toBeGreaterThanOrEqual(8);
    expect(list.faqs.length).toBeLessThanOrEqual(12);
    expect(list.faqs.map((f) => f.id)).toEqual(FAQS.map((f) => f.id));
    const topics = list.faqs.map((f) => f.topic);
    // Each topic's questions are together.
    expect(topics.filter((t, i) => t !== topics[i - 1]).length).toBe(new Set(topics).size);
  });

  it('words each question in the requested language', async () => {
    const [en, es, pt] = await Promise.all(
      LANGS.map(async (lang) =>
        (await get(`support/faqs/place-an-order?lang=${lang}`)).json<Faq>(),
      ),
    );
    expect(en).toMatchObject({
      question: 'How do I place an order?',
      topic: 'Ordering',
      updatedAt: '2026-10-05',
    });
    expect(es).toMatchObject({ question: '¿Cómo hago un pedido?', topic: 'Pedidos' });
    expect(pt).toMatchObject({ question: 'Como faço um pedido?', topic: 'Pedidos' });
    for (const faq of [en, es, pt]) expect(faq?.answer.length).toBeGreaterThanOrEqual(2);
  });

  it('words every Korean question and answer in Korean (no English fallback)', async () => {
    for (const { id } of FAQS) {
      const faq = (await get(`support/faqs/${id}?lang=ko`)).json<Faq>();
      const text = [faq.question, faq.topic, ...faq.answer].join(' ');
      expect(text).toMatch(/\p{Script=Hangul}/u);
      expect(latinWords(text)).toEqual([]);
    }
    const ko = (await get('support/faqs/place-an-order?lang=ko')).json<Faq>();
    expect(ko).toMatchObject({ question: '주문은 어떻게 하나요?', topic: '주문' });
  });

  it('answers in plain-text paragraphs without markup or unfilled placeholders', async () => {
    for (const lang of LANGS) {
      for (const { id } of FAQS) {
        const faq = (await get(`support/faqs/${id}?lang=${lang}`)).json<Faq>();
        for (const paragraph of faq.answer) {
          expect(paragraph).not.toMatch(/[<>{}]/);
          expect(paragraph.length).toBeGreaterThan(40);
        }
        expect(faq.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('states the real upload limits in the answer about attachments', async () => {
    const faq = (await get('support/faqs/complaint-attachments?lang=es')).json<Faq>();
    expect(faq.answer[0]).toContain('hasta 10 archivos de 10 MB');
    expect(faq.answer[0]).toContain('PDF, JPG, JPEG, PNG');
  });

  it("follows the user's language without lang, and answers 404 for an unknown question", async () => {
    expect((await get('support/faqs', tokenB)).json<FaqList>().faqs[0]?.question).toBe(
      '¿Cómo hago un pedido?',
    );
    const missing = await get('support/faqs/how-to-fly');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('needs a signed-in user', async () => {
    expect((await server.app.inject({ url: '/api/support/faqs' })).statusCode).toBe(401);
  });
});

describe('given the OpenAPI document', () => {
  it('lists every support route with its schemas', async () => {
    const doc = (await server.app.inject({ url: '/openapi.json' })).json<{
      paths: Record<
        string,
        Record<string, { tags?: string[]; requestBody?: { content: Record<string, unknown> } }>
      >;
    }>();
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.tags?.includes('support'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.sort()).toEqual(
      [
        'GET /api/users/account/customerCase',
        'POST /api/users/account/customerCase',
        'DELETE /api/users/account/customerCase/{caseId}',
        'POST /api/users/account/customerCase/{caseId}/documents',
        'GET /api/users/account/customerCase/{caseId}/documents',
        'DELETE /api/users/account/customerCase/{caseId}/documents/{docId}',
        'GET /api/users/account/customerCase/{caseId}/documents/{docId}/download',
        'GET /api/customerCase/configurations',
        'GET /api/users/plants',
        'GET /api/cart/caseAvailableProducts',
        'GET /api/cart/caseOptions',
        'GET /api/support/faqs',
        'GET /api/support/faqs/{faqId}',
      ].sort(),
    );
    const upload = doc.paths['/api/users/account/customerCase/{caseId}/documents']?.post;
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
  });
});
