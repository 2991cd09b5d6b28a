/**
 * Support data for the complaint modal's stories and tests, shaped like the reference API's
 * support routes (@anp/contract, support.ts), and fake routes that keep the
 * draft, the submitted case and the uploaded documents in memory. Only stories and tests import it.
 */
import type { FakeCall, FakeRoutes } from '@anp/core/testing';
import { localToday } from '@anp/ui/date-picker';
import { shiftDate } from './model/validation';
import type {
  CaseConfigurations,
  CaseDocument,
  CaseDocumentMetadata,
  CaseOptions,
  CaseProductOption,
  ComplaintCasePayload,
  CustomerCase,
  Plant,
} from '@anp/core/services/support';

type Lang = 'en' | 'es' | 'pt';

const CATEGORY_LABELS: Record<Lang, Record<string, string>> = {
  en: {
    QUALITY: 'Product quality',
    'QUALITY.FOREIGN': 'Foreign material',
    'QUALITY.MOISTURE': 'Moisture or mould',
    'QUALITY.PELLET': 'Pellet quality or fines',
    DELIVERY: 'Delivery',
    'DELIVERY.LATE': 'Late delivery',
    'DELIVERY.DAMAGED': 'Damaged bags or packaging',
    'DELIVERY.WRONG': 'Wrong product or quantity',
    INVOICE: 'Invoice and pricing',
    'INVOICE.PRICE': 'Price differs from the agreed price',
    'INVOICE.DUPLICATE': 'Invoiced twice',
  },
  es: {
    QUALITY: 'Calidad del producto',
    'QUALITY.FOREIGN': 'Material extraño',
    'QUALITY.MOISTURE': 'Humedad u hongos',
    'QUALITY.PELLET': 'Calidad del pellet o finos',
    DELIVERY: 'Entrega',
    'DELIVERY.LATE': 'Entrega tardía',
    'DELIVERY.DAMAGED': 'Sacos o empaques dañados',
    'DELIVERY.WRONG': 'Producto o cantidad equivocados',
    INVOICE: 'Factura y precios',
    'INVOICE.PRICE': 'El precio no es el acordado',
    'INVOICE.DUPLICATE': 'Facturado dos veces',
  },
  pt: {
    QUALITY: 'Qualidade do produto',
    'QUALITY.FOREIGN': 'Material estranho',
    'QUALITY.MOISTURE': 'Umidade ou mofo',
    'QUALITY.PELLET': 'Qualidade do pélete ou finos',
    DELIVERY: 'Entrega',
    'DELIVERY.LATE': 'Entrega atrasada',
    'DELIVERY.DAMAGED': 'Sacos ou embalagens danificados',
    'DELIVERY.WRONG': 'Produto ou quantidade errados',
    INVOICE: 'Nota fiscal e preços',
    'INVOICE.PRICE': 'Preço diferente do combinado',
    'INVOICE.DUPLICATE': 'Cobrado duas vezes',
  },
};

const TREE: Record<string, string[]> = {
  QUALITY: ['FOREIGN', 'MOISTURE', 'PELLET'],
  DELIVERY: ['LATE', 'DAMAGED', 'WRONG'],
  INVOICE: ['PRICE', 'DUPLICATE'],
};

export const UPLOAD_RULES: CaseConfigurations['upload'] = {
  maxFileBytes: 10 * 1024 * 1024,
  maxFiles: 5,
  accepted: [
    { extension: 'pdf', mimeType: 'application/pdf' },
    { extension: 'jpg', mimeType: 'image/jpeg' },
    { extension: 'jpeg', mimeType: 'image/jpeg' },
    { extension: 'png', mimeType: 'image/png' },
  ],
};

export function configurationsFor(lang: Lang = 'en'): CaseConfigurations {
  const labels = CATEGORY_LABELS[lang];
  return {
    categories: Object.entries(TREE).map(([code, subs]) => ({
      code,
      label: labels[code] ?? code,
      subCategories: subs.map((s) => ({ code: s, label: labels[`${code}.${s}`] ?? s })),
    })),
    upload: UPLOAD_RULES,
    maxLotsPerLine: 5,
    mailToCode: 'US-CS-COMPLAINTS',
    contact: {
      phone: '+1 800 555 0199',
      email: 'customercare@example.com',
      hours: { en: 'Mon–Fri 7:00–17:00 CT', es: 'Lun–Vie 7:00–17:00', pt: 'Seg–Sex 7:00–17:00' }[
        lang
      ],
    },
  };
}

export const PLANTS: Plant[] = [
  { id: 'plant-us-ames', code: 'US01', name: 'Ames Feed Mill', city: 'Ames, IA' },
  { id: 'plant-us-amarillo', code: 'US02', name: 'Amarillo Feed Mill', city: 'Amarillo, TX' },
];

export const KOREA_PLANTS: Plant[] = [
  { id: 'plant-kr-asan', code: 'KR01', name: 'Asan Feed Mill', city: 'Asan' },
];

export const PRODUCTS: CaseProductOption[] = [
  {
    sku: '100245',
    title: 'Calf Starter 18% Pellet',
    totalQuantity: 240,
    packageType: 'bag',
    acceptedBag: true,
  },
  {
    sku: '100318',
    title: 'Layer Complete 16% Crumble',
    totalQuantity: 120,
    packageType: 'bag',
    acceptedBag: true,
  },
  {
    sku: '200410',
    title: 'Hog Grower Bulk',
    totalQuantity: 86,
    packageType: 'bulk',
    acceptedBag: false,
  },
  {
    sku: '300512',
    title: 'Mineral Tub 25',
    totalQuantity: 40,
    packageType: 'tub',
    acceptedBag: false,
  },
];

/** Which plant makes which product (the search's plant filter). */
const PRODUCT_PLANTS: Record<string, string[]> = {
  '100245': ['plant-us-ames', 'plant-us-amarillo'],
  '100318': ['plant-us-ames'],
  '200410': ['plant-us-amarillo'],
  '300512': ['plant-us-ames', 'plant-us-amarillo', 'plant-kr-asan'],
};

/** A date `days` before today, YYYY-MM-DD (recent deliveries stay recent whenever tests run). */
export const daysAgo = (days: number) => shiftDate(localToday(), -days);

export const OPTIONS: CaseOptions = {
  unitsOfMeasure: [
    { code: 'BAG', label: 'Bags' },
    { code: 'LB', label: 'Pounds' },
    { code: 'TON', label: 'Tons' },
    { code: 'EA', label: 'Each' },
  ],
  recentOrders: [
    { orderNumber: '4000141207', deliveryDate: daysAgo(21) },
    { orderNumber: '4000140051', deliveryDate: daysAgo(50) },
    { orderNumber: '4000142001', deliveryDate: null },
  ],
};

export const USER_ID = 'user-0042';

/** The signed-in user of users/context, only the fields the modal reads. */
export function userContext(phone: string | null = '+1 515 555 0134') {
  return {
    user: { userId: USER_ID, phone, mobile: null },
    selectedAccount: null,
  };
}

export interface SupportState {
  drafts: Map<string, CustomerCase>;
  submitted: ComplaintCasePayload[];
  deleted: string[];
  documents: CaseDocument[];
  nextId: number;
}

export function supportState(): SupportState {
  return { drafts: new Map(), submitted: [], deleted: [], documents: [], nextId: 1 };
}

function draftCase(id: string): CustomerCase {
  const now = '2026-11-03T10:00:00.000Z';
  return {
    id,
    caseNumber: null,
    caseType: 'Complaint',
    status: 'Draft',
    subject: null,
    category: null,
    categoryLabel: null,
    subCategory: null,
    subCategoryLabel: null,
    plant: null,
    plantName: null,
    orderQuestionCB: false,
    orderNumber: null,
    deliveryDate: null,
    phoneNumber: null,
    caseComment: null,
    products: [],
    documents: [],
    accountId: 'acct-us-0001',
    userId: USER_ID,
    createdAt: now,
    updatedAt: now,
    submittedAt: null,
  };
}

const langOf = (call: FakeCall): Lang => {
  const lang = call.query.get('lang');
  return lang === 'es' || lang === 'pt' ? lang : 'en';
};

/**
 * The support routes over `state`: drafts are created, deleted and submitted (the submitted case
 * answers CS-000123, CS-000124, ...), documents are kept per case. `options.plants` and
 * `options.products` replace the US data (Korea's stories).
 */
export function supportRoutes(
  state: SupportState = supportState(),
  options: {
    plants?: Plant[];
    products?: CaseProductOption[];
    phone?: string | null;
    /** Routes that answer instead of the in-memory ones (failures, slow answers). */
    overrides?: FakeRoutes;
  } = {},
): FakeRoutes {
  const plants = options.plants ?? PLANTS;
  const products = options.products ?? PRODUCTS;
  const caseRoute = 'users/account/customerCase';
  const routes: FakeRoutes = {
    'GET users/context': () => userContext(options.phone),
    'GET customerCase/configurations': (call) => configurationsFor(langOf(call)),
    'GET users/plants': () => ({ plants }),
    'GET cart/caseOptions': () => OPTIONS,
    'GET cart/caseAvailableProducts': (call) => {
      const plant = call.query.get('plant');
      const q = (call.query.get('q') ?? '').trim().toLowerCase();
      const limit = Number(call.query.get('limit') ?? 50);
      return {
        products: products
          .filter((p) => !plant || (PRODUCT_PLANTS[p.sku] ?? []).includes(plant))
          .filter((p) => q === '' || p.title.toLowerCase().includes(q) || p.sku.includes(q))
          .slice(0, limit),
      };
    },
    [`POST ${caseRoute}`]: (call) => {
      const body = call.body as { caseStatus: string; id?: string };
      if (body.caseStatus === 'Draft') {
        const id = `case-${String(state.nextId++).padStart(4, '0')}`;
        const draft = draftCase(id);
        state.drafts.set(id, draft);
        return { status: 201, body: draft };
      }
      const payload = call.body as ComplaintCasePayload;
      const draft = state.drafts.get(payload.id);
      if (!draft) return { status: 404, body: { code: 'NOT_FOUND', message: 'No such draft' } };
      state.drafts.delete(payload.id);
      state.submitted.push(payload);
      return {
        ...draft,
        caseNumber: `CS-${String(122 + state.submitted.length).padStart(6, '0')}`,
        status: 'New',
        subject: payload.subject,
        submittedAt: '2026-11-03T10:05:00.000Z',
        documents: state.documents.filter((d) => d.caseId === payload.id),
      } satisfies CustomerCase;
    },
  };
  // Deleting a draft, uploading to it and listing its files are routes per case id: answered by pattern. The fake
  // backend looks routes up by key, so a proxy answers them (spreading it would lose them).
  return new Proxy(routes, {
    get(target, key) {
      if (typeof key !== 'string') return undefined;
      if (options.overrides && key in options.overrides) return options.overrides[key];
      if (key in target) return target[key];
      const del = new RegExp(`^DELETE ${caseRoute}/([^/]+)$`).exec(key);
      if (del?.[1]) {
        const id = decodeURIComponent(del[1]);
        return () => {
          if (!state.drafts.delete(id))
            return { status: 404, body: { code: 'NOT_FOUND', message: 'No such draft' } };
          state.deleted.push(id);
          state.documents = state.documents.filter((d) => d.caseId !== id);
          return { status: 204 };
        };
      }
      const upload = new RegExp(`^POST ${caseRoute}/([^/]+)/documents$`).exec(key);
      if (upload?.[1]) {
        const id = decodeURIComponent(upload[1]);
        return (call: FakeCall) => {
          if (!state.drafts.has(id))
            return { status: 404, body: { code: 'NOT_FOUND', message: 'No such draft' } };
          const form = call.body as FormData;
          const file = form.get('file');
          const metadata = Object.fromEntries(
            ['caseId', 'docName', 'docType', 'fileType', 'langCode', 'type'].map((k) => [
              k,
              String(form.get(k)),
            ]),
          ) as CaseDocumentMetadata;
          const doc: CaseDocument = {
            id: `doc-${String(state.nextId++).padStart(4, '0')}`,
            caseId: id,
            metadata,
            mimeType: file instanceof Blob ? file.type : 'application/octet-stream',
            sizeBytes: file instanceof Blob ? file.size : 0,
            uploadedAt: '2026-11-03T10:02:00.000Z',
          };
          state.documents.push(doc);
          return { status: 201, body: doc };
        };
      }
      const list = new RegExp(`^GET ${caseRoute}/([^/]+)/documents$`).exec(key);
      if (list?.[1]) {
        const id = decodeURIComponent(list[1]);
        return () =>
          state.drafts.has(id)
            ? { documents: state.documents.filter((d) => d.caseId === id) }
            : { status: 404, body: { code: 'NOT_FOUND', message: 'No such case' } };
      }
      const remove = new RegExp(`^DELETE ${caseRoute}/([^/]+)/documents/([^/]+)$`).exec(key);
      if (remove?.[2]) {
        const docId = decodeURIComponent(remove[2]);
        return () => {
          state.documents = state.documents.filter((d) => d.id !== docId);
          return { status: 204 };
        };
      }
      return undefined;
    },
  });
}
