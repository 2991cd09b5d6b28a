import { Type, type Static } from 'typebox';

/**
 * Support cases and complaints (ordering.md §3 Complaint case payload, Complaint product line,
 * Product option, Uploaded case document; §4 Complaint form; §7 Support cases).
 */

/** Draft: created when the complaint modal opens; New: submitted; then worked on by support. */
export const CaseStatus = Type.Union([
  Type.Literal('Draft'),
  Type.Literal('New'),
  Type.Literal('In progress'),
  Type.Literal('Resolved'),
  Type.Literal('Closed'),
]);
export type CaseStatus = Static<typeof CaseStatus>;

export const CaseType = Type.Union([Type.Literal('Complaint'), Type.Literal('Inquiry')]);
export type CaseType = Static<typeof CaseType>;

/** The document type of every file attached to a complaint (ordering.md §3). */
export const COMPLAINT_DOC_TYPE = 'AnhComplaintsDoc';
/** The `type` metadata field of a case upload. */
export const CASE_UPLOAD_TYPE = 'CustomerCase';
/** At most this many lot numbers per product line are kept (ordering.md §5, §9). */
export const MAX_LOTS_PER_LINE = 5;

/** Metadata sent with each uploaded file (multipart fields beside `file`). */
export const CaseDocumentMetadata = Type.Object({
  caseId: Type.String({ minLength: 1, maxLength: 64 }),
  docName: Type.String({ minLength: 1, maxLength: 255 }),
  docType: Type.Literal(COMPLAINT_DOC_TYPE),
  /** The file's extension in lower case, without the dot: pdf, jpg, png, ... */
  fileType: Type.String({ minLength: 1, maxLength: 10 }),
  langCode: Type.Union([
    Type.Literal('en'),
    Type.Literal('es'),
    Type.Literal('pt'),
    Type.Literal('ko'),
  ]),
  type: Type.Literal(CASE_UPLOAD_TYPE),
});
export type CaseDocumentMetadata = Static<typeof CaseDocumentMetadata>;

/** An uploaded case document (ordering.md §3: id, metadata.docName). */
export const CaseDocument = Type.Object({
  id: Type.String(),
  caseId: Type.String(),
  metadata: CaseDocumentMetadata,
  mimeType: Type.String(),
  sizeBytes: Type.Integer(),
  uploadedAt: Type.String({ format: 'date-time' }),
});
export type CaseDocument = Static<typeof CaseDocument>;

export const CaseDocumentList = Type.Object({ documents: Type.Array(CaseDocument) });
export type CaseDocumentList = Static<typeof CaseDocumentList>;

/** A complaint product line (ordering.md §3). */
export const ComplaintProductLine = Type.Object(
  {
    productId: Type.String({ minLength: 1, maxLength: 64 }),
    productName: Type.String({ minLength: 1, maxLength: 200 }),
    /** Bags affected (0 when the product is not sold in bags). */
    affectedBag: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    qty: Type.Number({ exclusiveMinimum: 0, maximum: 10_000_000 }),
    unitOfMeasure: Type.String({ minLength: 1, maxLength: 20 }),
    /** At most 5 kept; the server refuses more. */
    lotNumber: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), {
      maxItems: MAX_LOTS_PER_LINE,
    }),
  },
  { additionalProperties: false },
);
export type ComplaintProductLine = Static<typeof ComplaintProductLine>;

/** POST users/account/customerCase with caseStatus Draft: opens a draft case. */
export const CreateDraftCase = Type.Object(
  {
    caseStatus: Type.Literal('Draft'),
    caseType: CaseType,
  },
  { additionalProperties: false },
);
export type CreateDraftCase = Static<typeof CreateDraftCase>;

/**
 * POST users/account/customerCase with caseStatus New and the draft's id: submits the case
 * (ordering.md §3 Complaint case payload). `deliveryDate` is YYYYMMDD.
 */
export const ComplaintCasePayload = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64, description: 'The draft case id' }),
    caseType: CaseType,
    caseStatus: Type.Literal('New'),
    plant: Type.String({ minLength: 1, maxLength: 64 }),
    plantName: Type.String({ minLength: 1, maxLength: 200 }),
    category: Type.String({ minLength: 1, maxLength: 64 }),
    subCategory: Type.String({ minLength: 1, maxLength: 64 }),
    subject: Type.String({ minLength: 1, maxLength: 200 }),
    /** Whether the case is about an order; then orderNumber and deliveryDate are required. */
    orderQuestionCB: Type.Boolean(),
    caseComment: Type.String({ minLength: 1, maxLength: 4000 }),
    userId: Type.String({ minLength: 1, maxLength: 64 }),
    orderNumber: Type.Optional(Type.String({ maxLength: 20 })),
    /** The ids of the documents uploaded to the draft. */
    caseDocs: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 20 }),
    products: Type.Array(ComplaintProductLine, { minItems: 1, maxItems: 20 }),
    mailToCode: Type.Optional(Type.String({ maxLength: 40 })),
    /** The lots of every line joined with ", " (the payload's summary field). */
    lotNumber: Type.Optional(Type.String({ maxLength: 2000 })),
    deliveryDate: Type.Optional(Type.String({ pattern: '^[0-9]{8}$', description: 'YYYYMMDD' })),
    /** The products' names joined with ", " (the payload's summary field). */
    productName: Type.Optional(Type.String({ maxLength: 4000 })),
    phoneNumber: Type.String({ minLength: 5, maxLength: 30 }),
  },
  { additionalProperties: false },
);
export type ComplaintCasePayload = Static<typeof ComplaintCasePayload>;

export const CustomerCasePost = Type.Union([CreateDraftCase, ComplaintCasePayload]);
export type CustomerCasePost = Static<typeof CustomerCasePost>;

/** A case of the selected account as the list and the submit answer show it. */
export const CustomerCase = Type.Object({
  id: Type.String(),
  /** Given on submit (CS-000123); null for a draft. */
  caseNumber: Type.Union([Type.String(), Type.Null()]),
  caseType: CaseType,
  status: CaseStatus,
  subject: Type.Union([Type.String(), Type.Null()]),
  category: Type.Union([Type.String(), Type.Null()]),
  categoryLabel: Type.Union([Type.String(), Type.Null()]),
  subCategory: Type.Union([Type.String(), Type.Null()]),
  subCategoryLabel: Type.Union([Type.String(), Type.Null()]),
  plant: Type.Union([Type.String(), Type.Null()]),
  plantName: Type.Union([Type.String(), Type.Null()]),
  orderQuestionCB: Type.Boolean(),
  orderNumber: Type.Union([Type.String(), Type.Null()]),
  deliveryDate: Type.Union([Type.String(), Type.Null()], { description: 'YYYYMMDD' }),
  phoneNumber: Type.Union([Type.String(), Type.Null()]),
  caseComment: Type.Union([Type.String(), Type.Null()]),
  products: Type.Array(ComplaintProductLine),
  documents: Type.Array(CaseDocument),
  accountId: Type.String(),
  userId: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  submittedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type CustomerCase = Static<typeof CustomerCase>;

/** GET users/account/customerCase: the submitted cases of the selected account, newest first. */
export const CustomerCaseQuery = Type.Object(
  {
    offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    status: Type.Optional(CaseStatus),
  },
  { additionalProperties: false },
);
export type CustomerCaseQuery = Static<typeof CustomerCaseQuery>;

export const CustomerCaseList = Type.Object({
  cases: Type.Array(CustomerCase),
  totalCount: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
});
export type CustomerCaseList = Static<typeof CustomerCaseList>;

export const CaseIdParams = Type.Object(
  { caseId: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export const CaseDocumentParams = Type.Object(
  {
    caseId: Type.String({ minLength: 1, maxLength: 64 }),
    docId: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);

export const CodeLabel = Type.Object({ code: Type.String(), label: Type.String() });
export type CodeLabel = Static<typeof CodeLabel>;

export const CaseCategory = Type.Object({
  code: Type.String(),
  label: Type.String(),
  subCategories: Type.Array(CodeLabel, { minItems: 1 }),
});
export type CaseCategory = Static<typeof CaseCategory>;

/** The upload limits the server enforces; the upload area checks them first. */
export const CaseUploadRules = Type.Object({
  maxFileBytes: Type.Integer(),
  maxFiles: Type.Integer(),
  /** Accepted extensions (lower case, no dot) with their MIME types. */
  accepted: Type.Array(Type.Object({ extension: Type.String(), mimeType: Type.String() })),
});
export type CaseUploadRules = Static<typeof CaseUploadRules>;

/** How the market's customer service is reached (the support bar). */
export const SupportContact = Type.Object({
  phone: Type.String(),
  email: Type.String(),
  /** Opening hours as text in the requested language. */
  hours: Type.String(),
});
export type SupportContact = Static<typeof SupportContact>;

/** GET customerCase/configurations?lang=: labels in the requested language. */
export const CaseConfigurationsQuery = Type.Object(
  {
    lang: Type.Optional(
      Type.Union([Type.Literal('en'), Type.Literal('es'), Type.Literal('pt'), Type.Literal('ko')]),
    ),
  },
  { additionalProperties: false },
);
export const CaseConfigurations = Type.Object({
  categories: Type.Array(CaseCategory),
  upload: CaseUploadRules,
  maxLotsPerLine: Type.Integer(),
  /** The routing code of the market's complaint desk, sent back as mailToCode. */
  mailToCode: Type.String(),
  contact: SupportContact,
});
export type CaseConfigurations = Static<typeof CaseConfigurations>;

/** GET users/plants: the plants of the selected account's market. */
export const Plant = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  city: Type.Union([Type.String(), Type.Null()]),
});
export type Plant = Static<typeof Plant>;
export const PlantList = Type.Object({ plants: Type.Array(Plant) });
export type PlantList = Static<typeof PlantList>;

/**
 * GET cart/caseAvailableProducts?plant=&q=: products the account can raise a complaint about
 * (ordered in the last 12 months first, then the market's catalogue), ordering.md §3 Product
 * option without the form's own state (selected, productChips, input).
 */
export const CaseProductsQuery = Type.Object(
  {
    plant: Type.Optional(Type.String({ maxLength: 64 })),
    q: Type.Optional(Type.String({ maxLength: 100 })),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
  },
  { additionalProperties: false },
);
export type CaseProductsQuery = Static<typeof CaseProductsQuery>;
export const CaseProductOption = Type.Object({
  sku: Type.String(),
  title: Type.String(),
  /** Quantity ordered over the last 12 months, in the market's unit. */
  totalQuantity: Type.Number(),
  packageType: Type.String(),
  /** Whether the product ships in bags (the line then asks for affected bags). */
  acceptedBag: Type.Boolean(),
});
export type CaseProductOption = Static<typeof CaseProductOption>;
export const CaseProductList = Type.Object({ products: Type.Array(CaseProductOption) });
export type CaseProductList = Static<typeof CaseProductList>;

/** GET cart/caseOptions: the choices of a product line and of the order question. */
export const CaseOptions = Type.Object({
  unitsOfMeasure: Type.Array(CodeLabel, { minItems: 1 }),
  /** The account's recent orders, for the order-number field (newest first, at most 20). */
  recentOrders: Type.Array(
    Type.Object({
      orderNumber: Type.String(),
      /** YYYY-MM-DD, or null before delivery. */
      deliveryDate: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type CaseOptions = Static<typeof CaseOptions>;

/** Frequently asked questions of the market, in the requested language (support page). */
export const FaqQuery = Type.Object(
  {
    lang: Type.Optional(
      Type.Union([Type.Literal('en'), Type.Literal('es'), Type.Literal('pt'), Type.Literal('ko')]),
    ),
  },
  { additionalProperties: false },
);
export const FaqSummary = Type.Object({
  id: Type.String(),
  question: Type.String(),
  topic: Type.String(),
});
export type FaqSummary = Static<typeof FaqSummary>;
export const FaqList = Type.Object({ faqs: Type.Array(FaqSummary) });
export type FaqList = Static<typeof FaqList>;
export const FaqParams = Type.Object(
  { faqId: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
/** One answer: plain-text paragraphs (rendered as text, never as HTML). */
export const Faq = Type.Object({
  id: Type.String(),
  question: Type.String(),
  topic: Type.String(),
  answer: Type.Array(Type.String()),
  updatedAt: Type.String({ description: 'YYYY-MM-DD' }),
});
export type Faq = Static<typeof Faq>;
