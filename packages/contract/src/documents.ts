import { Type, type Static } from 'typebox';

export const DocumentKind = Type.Union([
  Type.Literal('pricelist'),
  Type.Literal('brochure'),
  Type.Literal('label'),
  Type.Literal('certificate'),
  Type.Literal('video'),
]);
export type DocumentKind = Static<typeof DocumentKind>;

/** The file types of the documents (ordering.md §5: pdf, jpg, jpeg, png, tif, tiff, mp4). */
export const DocumentFileType = Type.String({ description: 'pdf, png, jpeg, tiff, mp4, ...' });

/** A document of the user's market or account. */
export const DocumentSummary = Type.Object({
  id: Type.String(),
  title: Type.String(),
  docType: DocumentKind,
  fileType: DocumentFileType,
  mimeType: Type.String(),
  fileName: Type.String(),
  sizeBytes: Type.Integer(),
  publishedAt: Type.String({ description: 'YYYY-MM-DD' }),
  market: Type.String(),
  /** Set for a document of one account (its price list); null for the whole market. */
  accountId: Type.Union([Type.String(), Type.Null()]),
  /** A short-lived signed URL of the thumbnail (PNG), usable in an <img>. */
  thumbnailUrl: Type.Union([Type.String(), Type.Null()]),
});
export type DocumentSummary = Static<typeof DocumentSummary>;

/** GET documents: the documents of the selected account's market and of the account. */
export const DocumentsQuery = Type.Object(
  {
    offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 24 }),
    docType: Type.Optional(DocumentKind),
    sort: Type.Optional(Type.Union([Type.Literal('publishedAt'), Type.Literal('title')])),
    direction: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  },
  { additionalProperties: false },
);
export type DocumentsQuery = Static<typeof DocumentsQuery>;

export const DocumentList = Type.Object({
  documents: Type.Array(DocumentSummary),
  totalCount: Type.Integer(),
  offset: Type.Integer(),
  limit: Type.Integer(),
});
export type DocumentList = Static<typeof DocumentList>;

/** GET search/documents?q=: documents whose title or file name match every word, best first. */
export const DocumentSearchQuery = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: 100 }),
    offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 24 }),
    docType: Type.Optional(DocumentKind),
  },
  { additionalProperties: false },
);
export type DocumentSearchQuery = Static<typeof DocumentSearchQuery>;

export const DocumentIdQuery = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export const DocumentIdParams = Type.Object(
  {
    docID: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);

/**
 * GET documents/getPreviewURL/{docID}: where the preview reads the file from (an <img>,
 * <video> or pdf.js cannot send the bearer token), valid for a few minutes.
 */
export const PreviewUrl = Type.Object({
  url: Type.String(),
  fileType: Type.String(),
  mimeType: Type.String(),
  fileName: Type.String(),
  sizeBytes: Type.Integer(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type PreviewUrl = Static<typeof PreviewUrl>;

/** The signature query of attachment and thumbnail URLs (instead of a bearer token). */
export const SignedQuery = Type.Object(
  {
    /** Expiry, seconds since 1970. */
    exp: Type.Optional(Type.Integer({ minimum: 0, maximum: 99_999_999_999 })),
    /** HMAC-SHA256 signature, base64url. */
    sig: Type.Optional(Type.String({ maxLength: 128 })),
  },
  { additionalProperties: false },
);
