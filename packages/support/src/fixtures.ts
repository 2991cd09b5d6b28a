/**
 * Cases and questions for the support page's stories and tests, shaped like the reference API's
 * support routes (@anp/contract, support.ts). The complaint form's own routes
 * (drafts, plants, products, uploads) come from the complaint modal's fixtures. Not part of the
 * element bundle: only stories and tests import it.
 */
import type { FakeCall, FakeRoutes } from '@anp/core/testing';
import type { CaseDocument, CustomerCase, Faq, FaqSummary } from '@anp/core/services/support';
import { supportRoutes, supportState, type SupportState } from '@anp/complaint-modal/fixtures';

type Lang = 'en' | 'es' | 'pt';

const CASES = 'users/account/customerCase';

export function makeDocument(caseId: string, id: string, docName: string): CaseDocument {
  const extension = docName.split('.').pop()?.toLowerCase() ?? 'pdf';
  return {
    id,
    caseId,
    metadata: {
      caseId,
      docName,
      docType: 'AnhComplaintsDoc',
      fileType: extension,
      langCode: 'en',
      type: 'CustomerCase',
    },
    mimeType: extension === 'pdf' ? 'application/pdf' : `image/${extension}`,
    sizeBytes: 48_213,
    uploadedAt: '2026-10-14T15:20:00.000Z',
  };
}

/** A submitted case with every field; `overrides` win. */
export function makeCase(
  overrides: Partial<CustomerCase> & Pick<CustomerCase, 'id'>,
): CustomerCase {
  return {
    caseNumber: `CS-${overrides.id.replace(/\D/g, '').padStart(6, '0')}`,
    caseType: 'Complaint',
    status: 'New',
    subject: 'Fines in the pellets of the last delivery',
    category: 'QUALITY',
    categoryLabel: 'Product quality',
    subCategory: 'PELLET',
    subCategoryLabel: 'Pellet quality or fines',
    plant: 'plant-us-ames',
    plantName: 'Ames Feed Mill',
    orderQuestionCB: true,
    orderNumber: '4000141207',
    deliveryDate: '20261002',
    phoneNumber: '+1 515 555 0134',
    caseComment: 'About a fifth of every bag is fines.',
    products: [
      {
        productId: '100245',
        productName: 'Calf Starter 18% Pellet',
        affectedBag: 12,
        qty: 40,
        unitOfMeasure: 'BAG',
        lotNumber: ['L2609-114', 'L2609-115'],
      },
    ],
    documents: [],
    accountId: 'acct-us-0001',
    userId: 'user-0042',
    createdAt: '2026-10-14T15:10:00.000Z',
    updatedAt: '2026-10-14T15:25:00.000Z',
    submittedAt: '2026-10-14T15:25:00.000Z',
    ...overrides,
  };
}

/** The US retailer's cases, newest first: one of every status, with and without files. */
export const US_CASES: CustomerCase[] = [
  makeCase({
    id: 'case-0131',
    documents: [
      makeDocument('case-0131', 'doc-0311', 'pellets-close-up.jpg'),
      makeDocument('case-0131', 'doc-0312', 'delivery-note-4000141207.pdf'),
    ],
  }),
  makeCase({
    id: 'case-0127',
    status: 'In progress',
    subject: 'Truck arrived two days late',
    category: 'DELIVERY',
    categoryLabel: 'Delivery',
    subCategory: 'LATE',
    subCategoryLabel: 'Late delivery',
    orderNumber: '4000140051',
    deliveryDate: '20260914',
    products: [
      {
        productId: '200410',
        productName: 'Hog Grower Bulk',
        affectedBag: 0,
        qty: 24.5,
        unitOfMeasure: 'TON',
        lotNumber: [],
      },
    ],
    submittedAt: '2026-09-16T08:40:00.000Z',
    createdAt: '2026-09-16T08:31:00.000Z',
  }),
  makeCase({
    id: 'case-0119',
    status: 'Resolved',
    subject: 'Torn bags on the pallet',
    category: 'DELIVERY',
    categoryLabel: 'Delivery',
    subCategory: 'DAMAGED',
    subCategoryLabel: 'Damaged bags or packaging',
    products: [
      {
        productId: '100318',
        productName: 'Layer Complete 16% Crumble',
        affectedBag: 3,
        qty: 3,
        unitOfMeasure: 'BAG',
        lotNumber: ['L2608-071'],
      },
    ],
    documents: [makeDocument('case-0119', 'doc-0290', 'torn-bags.png')],
    submittedAt: '2026-08-21T13:05:00.000Z',
    createdAt: '2026-08-21T12:58:00.000Z',
  }),
  makeCase({
    id: 'case-0102',
    status: 'Closed',
    subject: 'Invoice charged the list price',
    category: 'INVOICE',
    categoryLabel: 'Invoice and pricing',
    subCategory: 'PRICE',
    subCategoryLabel: 'Price differs from the agreed price',
    orderQuestionCB: false,
    orderNumber: null,
    deliveryDate: null,
    products: [
      {
        productId: '300512',
        productName: 'Mineral Tub 25',
        affectedBag: 0,
        qty: 40,
        unitOfMeasure: 'EA',
        lotNumber: [],
      },
    ],
    submittedAt: '2026-06-03T09:12:00.000Z',
    createdAt: '2026-06-03T09:02:00.000Z',
  }),
];

/** `count` cases, newest first, to page through. */
export function manyCases(count: number): CustomerCase[] {
  const statuses = ['New', 'In progress', 'Resolved', 'Closed'] as const;
  return Array.from({ length: count }, (_, i) =>
    makeCase({
      id: `case-${String(500 - i).padStart(4, '0')}`,
      status: statuses[i % statuses.length],
      subject: `Complaint number ${count - i}`,
    }),
  );
}

/** The questions of the US market (GET support/faqs), in the order the service gives them. */
export const FAQS: Record<Lang, FaqSummary[]> = {
  en: [
    { id: 'faq-order-cutoff', topic: 'Ordering', question: 'Until when can I change an order?' },
    { id: 'faq-order-minimum', topic: 'Ordering', question: 'Is there a minimum order?' },
    {
      id: 'faq-delivery-window',
      topic: 'Delivery and pickup',
      question: 'How is my delivery date decided?',
    },
    {
      id: 'faq-invoice-copy',
      topic: 'Invoices and documents',
      question: 'Where do I find my invoices?',
    },
    {
      id: 'faq-complaint-next',
      topic: 'Complaints',
      question: 'What happens after I raise a complaint?',
    },
  ],
  es: [
    {
      id: 'faq-order-cutoff',
      topic: 'Pedidos',
      question: '¿Hasta cuándo puedo modificar un pedido?',
    },
    { id: 'faq-order-minimum', topic: 'Pedidos', question: '¿Hay un pedido mínimo?' },
    {
      id: 'faq-delivery-window',
      topic: 'Entrega y retiro',
      question: '¿Cómo se decide la fecha de entrega?',
    },
    {
      id: 'faq-invoice-copy',
      topic: 'Facturas y documentos',
      question: '¿Dónde encuentro mis facturas?',
    },
    {
      id: 'faq-complaint-next',
      topic: 'Reclamos',
      question: '¿Qué pasa después de presentar un reclamo?',
    },
  ],
  pt: [
    { id: 'faq-order-cutoff', topic: 'Pedidos', question: 'Até quando posso alterar um pedido?' },
    { id: 'faq-order-minimum', topic: 'Pedidos', question: 'Existe um pedido mínimo?' },
    {
      id: 'faq-delivery-window',
      topic: 'Entrega e retirada',
      question: 'Como a data de entrega é definida?',
    },
    {
      id: 'faq-invoice-copy',
      topic: 'Notas fiscais e documentos',
      question: 'Onde encontro minhas notas fiscais?',
    },
    {
      id: 'faq-complaint-next',
      topic: 'Reclamações',
      question: 'O que acontece depois que registro uma reclamação?',
    },
  ],
};

/** One answer of the list (GET support/faqs/{faqId}), in English. */
export const DELIVERY_FAQ: Faq = {
  id: 'faq-delivery-window',
  topic: 'Delivery and pickup',
  question: 'How is my delivery date decided?',
  answer: [
    'The earliest date you can choose is today plus the lead time of your plant. If today is not a working day at the plant, one more day is added.',
    'Weekends and the plant’s holidays cannot be chosen. The calendar in the cart only offers the dates that are possible.',
    'Need it sooner? Call customer service before 11:00: they can check whether a truck has room.',
  ],
  updatedAt: '2026-09-30',
};

const langOf = (call: FakeCall): Lang => {
  const lang = call.query.get('lang');
  return lang === 'es' || lang === 'pt' ? lang : 'en';
};

export interface SupportPageState {
  /** The cases the list answers, newest first; a submitted complaint is added in front. */
  cases: CustomerCase[];
  /** The complaint modal's drafts, submitted payloads and uploads. */
  modal: SupportState;
}

export function supportPageState(cases: readonly CustomerCase[] = US_CASES): SupportPageState {
  return { cases: [...cases], modal: supportState() };
}

/**
 * The routes of the support page over `state`: the cases (paged with offset and limit), their
 * files, the questions and answers, and the complaint modal's routes (a submitted complaint joins
 * the cases). `overrides` answer instead (failures, slow answers).
 */
export function supportPageRoutes(
  state: SupportPageState = supportPageState(),
  overrides: FakeRoutes = {},
): FakeRoutes {
  const modal = supportRoutes(state.modal);
  const own: FakeRoutes = {
    [`GET ${CASES}`]: (call) => {
      const offset = Number(call.query.get('offset') ?? 0);
      const limit = Number(call.query.get('limit') ?? 20);
      return {
        cases: state.cases.slice(offset, offset + limit),
        totalCount: state.cases.length,
        offset,
        limit,
      };
    },
    [`POST ${CASES}`]: async (call) => {
      const handler = modal[`POST ${CASES}`];
      const answer = handler ? await handler(call) : { status: 404 };
      const submitted = answer as Partial<CustomerCase>;
      if (submitted.status === 'New' && submitted.id) {
        state.cases.unshift(submitted as CustomerCase);
      }
      return answer;
    },
    'GET support/faqs': (call) => ({ faqs: FAQS[langOf(call)] }),
    'GET support/faqs/faq-delivery-window': () => DELIVERY_FAQ,
  };
  return new Proxy(own, {
    get(target, key) {
      if (typeof key !== 'string') return undefined;
      if (key in overrides) return overrides[key];
      if (key in target) return target[key];
      const download = new RegExp(`^GET ${CASES}/([^/]+)/documents/([^/]+)/download$`).exec(key);
      if (download?.[2]) {
        const docId = decodeURIComponent(download[2]);
        const known = state.cases.some((c) => c.documents.some((d) => d.id === docId));
        return () =>
          known ? '%PDF-1.4\n% case file\n%%EOF\n' : { status: 404, body: { code: 'NOT_FOUND' } };
      }
      if (/^GET support\/faqs\/[^/]+$/.test(key)) {
        return () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'No such question' } });
      }
      return modal[key];
    },
  });
}
