/**
 * The complaint a user was writing, kept in the tab's session storage so that a reload or a
 * sign-in renewal (a full redirect to the provider and back) loses nothing typed (issue 12).
 * Pure: the record, its key, and its (de)serializer, which accepts nothing but a well-formed
 * record of the current version. Never a token: only the fields named here are written.
 */
import type { ComplaintForm, LotRefusal, ProductLine } from './form';
import { MAX_LOTS, MAX_PRODUCTS } from './limits';

/** The record's format; a record of another version is not restored. */
export const SAVED_COMPLAINT_VERSION = 1;

/**
 * A record older than this is not restored: the server discards a draft case after a day
 * (reference API DRAFT_MAX_AGE_MS), and the user has long moved on.
 */
export const SAVED_COMPLAINT_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** At most this many files are kept in a record (the contract's `caseDocs` maxItems). */
export const MAX_SAVED_UPLOADS = 20;

/** Longest text a restored field may hold: the contract's longest (caseComment) with room. */
const MAX_TEXT = 10_000;

/** The session-storage key of the complaint kept for an account (the account's cache key). */
export const savedComplaintKey = (accountKey: string) => `anp.complaint.draft.${accountKey}`;

/** A file already uploaded to the draft: what the upload list needs to show it as uploaded. */
export interface SavedUpload {
  /** The server's document id. */
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  /** The MIME type, or ''. */
  type: string;
}

export interface SavedComplaint {
  /** The signed-in user who typed it (users/context `user.userId`): nobody else sees it. */
  userId: string;
  /** The account it was typed for (the selected account's key). */
  accountId: string;
  /** Epoch milliseconds of the last save. */
  savedAt: number;
  /** The draft case the files were uploaded to, or null when it was not created yet. */
  draftId: string | null;
  form: ComplaintForm;
  uploads: SavedUpload[];
}

/** The record as stored: the fields named here, nothing else that happens to be on an object. */
export function serializeSavedComplaint(saved: SavedComplaint): string {
  const { form } = saved;
  return JSON.stringify({
    v: SAVED_COMPLAINT_VERSION,
    userId: saved.userId,
    accountId: saved.accountId,
    savedAt: saved.savedAt,
    draftId: saved.draftId,
    form: {
      plant: form.plant,
      category: form.category,
      subCategory: form.subCategory,
      subject: form.subject,
      aboutOrder: form.aboutOrder,
      orderNumber: form.orderNumber,
      deliveryDate: form.deliveryDate,
      productSearch: form.productSearch,
      lines: form.lines.map((l) => ({
        productId: l.productId,
        productName: l.productName,
        packageType: l.packageType,
        acceptedBag: l.acceptedBag,
        affectedBag: l.affectedBag,
        qty: l.qty,
        unitOfMeasure: l.unitOfMeasure,
        lotNumbers: l.lotNumbers,
        lotInput: l.lotInput,
        lotRefusal: l.lotRefusal,
      })),
      productRefusal: form.productRefusal,
      caseComment: form.caseComment,
      phoneNumber: form.phoneNumber,
    },
    uploads: saved.uploads.map((u) => ({ id: u.id, name: u.name, size: u.size, type: u.type })),
  });
}

type Json = Record<string, unknown>;

const isRecord = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, max = MAX_TEXT): v is string =>
  typeof v === 'string' && v.length <= max;
const isId = (v: unknown): v is string => isText(v, 64) && v !== '';
const LOT_REFUSALS: readonly (LotRefusal | null)[] = ['limit', 'duplicate', 'tooLong', null];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseLine(v: unknown): ProductLine | null {
  if (!isRecord(v)) return null;
  const texts = ['productName', 'packageType', 'affectedBag', 'qty', 'unitOfMeasure', 'lotInput'];
  if (!isId(v.productId) || !texts.every((k) => isText(v[k]))) return null;
  if (typeof v.acceptedBag !== 'boolean') return null;
  const lots = v.lotNumbers;
  if (!Array.isArray(lots) || lots.length > MAX_LOTS || !lots.every((l) => isText(l, 200)))
    return null;
  if (!LOT_REFUSALS.includes(v.lotRefusal as LotRefusal | null)) return null;
  return {
    productId: v.productId,
    productName: v.productName as string,
    packageType: v.packageType as string,
    acceptedBag: v.acceptedBag,
    affectedBag: v.affectedBag as string,
    qty: v.qty as string,
    unitOfMeasure: v.unitOfMeasure as string,
    lotNumbers: [...(lots as string[])],
    lotInput: v.lotInput as string,
    lotRefusal: v.lotRefusal as LotRefusal | null,
  };
}

function parseForm(v: unknown): ComplaintForm | null {
  if (!isRecord(v)) return null;
  const texts = [
    'plant',
    'category',
    'subCategory',
    'subject',
    'orderNumber',
    'productSearch',
    'caseComment',
    'phoneNumber',
  ];
  if (!texts.every((k) => isText(v[k]))) return null;
  if (typeof v.aboutOrder !== 'boolean') return null;
  const date = v.deliveryDate;
  if (date !== null && !(typeof date === 'string' && DATE.test(date))) return null;
  if (v.productRefusal !== null && v.productRefusal !== 'limit') return null;
  if (!Array.isArray(v.lines) || v.lines.length > MAX_PRODUCTS) return null;
  const lines = v.lines.map(parseLine);
  if (lines.some((l) => l === null)) return null;
  const ids = new Set(lines.map((l) => l?.productId));
  if (ids.size !== lines.length) return null;
  return {
    plant: v.plant as string,
    category: v.category as string,
    subCategory: v.subCategory as string,
    subject: v.subject as string,
    aboutOrder: v.aboutOrder,
    orderNumber: v.orderNumber as string,
    deliveryDate: date as string | null,
    productSearch: v.productSearch as string,
    lines: lines as ProductLine[],
    productRefusal: v.productRefusal,
    caseComment: v.caseComment as string,
    phoneNumber: v.phoneNumber as string,
  };
}

function parseUpload(v: unknown): SavedUpload | null {
  if (!isRecord(v) || !isId(v.id) || !isText(v.name, 255) || v.name === '') return null;
  if (typeof v.size !== 'number' || !Number.isSafeInteger(v.size) || v.size < 0) return null;
  if (!isText(v.type, 255)) return null;
  return { id: v.id, name: v.name, size: v.size, type: v.type };
}

/**
 * Reads a record back. Anything malformed, of an older format, of another account, or too old
 * gives null: session storage is the user's, but a page's script could have written anything.
 * The user is checked by the caller once it knows who is signed in (`belongsTo`).
 */
export function parseSavedComplaint(
  text: string | null,
  accountId: string,
  now: number,
): SavedComplaint | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.v !== SAVED_COMPLAINT_VERSION) return null;
  if (!isId(value.userId) || value.accountId !== accountId) return null;
  const { savedAt } = value;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
  // A record from the future (a clock set back) is as suspect as an old one.
  if (now - savedAt > SAVED_COMPLAINT_MAX_AGE_MS || savedAt - now > 60_000) return null;
  if (value.draftId !== null && !isId(value.draftId)) return null;
  const form = parseForm(value.form);
  if (!form) return null;
  if (!Array.isArray(value.uploads) || value.uploads.length > MAX_SAVED_UPLOADS) return null;
  const uploads = value.uploads.map(parseUpload);
  if (uploads.some((u) => u === null)) return null;
  return {
    userId: value.userId,
    accountId,
    savedAt,
    draftId: value.draftId,
    form,
    uploads: uploads as SavedUpload[],
  };
}

/** Whether a record is the signed-in user's (another user's is never shown, and is removed). */
export const belongsTo = (saved: SavedComplaint, userId: string | null | undefined) =>
  typeof userId === 'string' && userId !== '' && saved.userId === userId;
