import type { Cart, CartItem, CartUpdate } from '@anp/core/services/cart';

/**
 * What the user changed in the cart that the server has not confirmed yet. The screen shows the
 * server's cart with these edits on top, so nothing typed is lost while a save runs or after one
 * fails; the edits also live in session storage so a reload restores them (issue 5, "Never lose
 * work").
 */
export interface LineEdit {
  quantity?: number | null;
  pallets?: number;
  fullPallet?: boolean;
}

export type FieldEdits = Partial<
  Pick<
    CartUpdate,
    | 'shipMethod'
    | 'requestedDate'
    | 'requestedTime'
    | 'pickUpFrom'
    | 'po'
    | 'mode'
    | 'note'
    | 'paymentTerms'
    | 'truckSize'
    | 'isBagFeeAcknowledged'
    | 'isLocalFeeAcknowledge'
  >
>;

export interface CartEdits {
  lines: Readonly<Record<string, LineEdit>>;
  fields: Readonly<FieldEdits>;
}

export const NO_EDITS: CartEdits = Object.freeze({
  lines: Object.freeze({}),
  fields: Object.freeze({}),
});

export function hasEdits(edits: CartEdits): boolean {
  return Object.keys(edits.lines).length > 0 || Object.keys(edits.fields).length > 0;
}

export function editLine(edits: CartEdits, sku: string, change: LineEdit): CartEdits {
  return { ...edits, lines: { ...edits.lines, [sku]: { ...edits.lines[sku], ...change } } };
}

export function editFields(edits: CartEdits, change: FieldEdits): CartEdits {
  return { ...edits, fields: { ...edits.fields, ...change } };
}

function applyLine(item: CartItem, edit: LineEdit | undefined): CartItem {
  if (!edit) return item;
  const quantity = edit.quantity !== undefined ? edit.quantity : item.itemCount.value;
  const pallet = edit.pallets ?? item.pallet;
  const fullPallet = edit.fullPallet ?? item.fullPallet;
  if (
    quantity === item.itemCount.value &&
    pallet === item.pallet &&
    fullPallet === item.fullPallet
  ) {
    return item;
  }
  return { ...item, itemCount: { ...item.itemCount, value: quantity }, pallet, fullPallet };
}

/**
 * The cart as the user sees it: the server's cart with the unsaved edits applied. Lines keep
 * their identity when nothing of theirs changed, so a memoised row does not re-render.
 */
export function applyEdits(cart: Cart, edits: CartEdits): Cart {
  if (!hasEdits(edits)) return cart;
  return {
    ...cart,
    ...edits.fields,
    cartItems: cart.cartItems.map((item) => applyLine(item, edits.lines[item.sku])),
  };
}

/** The body of `POST cart/update` that saves the edits. */
export function toUpdate(edits: CartEdits, cart: Cart): CartUpdate {
  const update: CartUpdate = { ...edits.fields };
  const items = Object.entries(edits.lines).flatMap(([sku, edit]) => {
    const item = cart.cartItems.find((i) => i.sku === sku);
    if (!item) return [];
    const line = applyLine(item, edit);
    return [
      {
        sku,
        quantity: line.itemCount.value,
        pallets: line.pallet,
        fullPallet: line.fullPallet,
      },
    ];
  });
  if (items.length > 0) update.items = items;
  return update;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}

/**
 * The edits left once `sent` has been saved: what the user changed while the save ran stays,
 * what was sent and not changed since is done.
 */
export function settle(edits: CartEdits, sent: CartEdits): CartEdits {
  const lines: Record<string, LineEdit> = {};
  for (const [sku, edit] of Object.entries(edits.lines)) {
    const before = sent.lines[sku];
    const left: LineEdit = {};
    for (const key of ['quantity', 'pallets', 'fullPallet'] as const) {
      if (edit[key] === undefined) continue;
      if (before && sameValue(before[key], edit[key])) continue;
      (left as Record<string, unknown>)[key] = edit[key];
    }
    if (Object.keys(left).length > 0) lines[sku] = left;
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(edits.fields)) {
    if (value === undefined) continue;
    const sentFields = sent.fields as Record<string, unknown>;
    if (key in sentFields && sameValue(sentFields[key], value)) continue;
    fields[key] = value;
  }
  return { lines, fields: fields as FieldEdits };
}

/** Edits of lines the cart no longer holds (removed elsewhere) are dropped. */
export function dropMissing(edits: CartEdits, cart: Cart): CartEdits {
  const skus = new Set(cart.cartItems.map((i) => i.sku));
  const lines = Object.fromEntries(Object.entries(edits.lines).filter(([sku]) => skus.has(sku)));
  if (Object.keys(lines).length === Object.keys(edits.lines).length) return edits;
  return { ...edits, lines };
}

// ---------------------------------------------------------------------------------------------
// Session storage

/** Drafts older than this are not restored: the cart has surely moved on. */
export const DRAFT_MAX_AGE_MS = 12 * 60 * 60 * 1000;

export const draftKey = (accountId: string) => `anp.cart.draft.${accountId}`;

interface StoredDraft {
  v: 1;
  accountId: string;
  savedAt: number;
  edits: CartEdits;
}

export function serializeDraft(accountId: string, edits: CartEdits, now: number): string {
  const stored: StoredDraft = { v: 1, accountId, savedAt: now, edits };
  return JSON.stringify(stored);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const FIELD_TYPES: Record<keyof FieldEdits, (v: unknown) => boolean> = {
  shipMethod: (v) => v === 'delivery' || v === 'pickup' || v === '',
  requestedDate: (v) => v === null || (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)),
  requestedTime: (v) => v === null || (typeof v === 'string' && /^\d{2}:00$/.test(v)),
  pickUpFrom: (v) => v === null || typeof v === 'string',
  po: (v) => typeof v === 'string',
  mode: (v) => typeof v === 'string',
  note: (v) => typeof v === 'string',
  paymentTerms: (v) => v === 'Cash' || v === 'Credit' || v === '',
  truckSize: (v) => v === null || typeof v === 'string',
  isBagFeeAcknowledged: (v) => typeof v === 'boolean',
  isLocalFeeAcknowledge: (v) => typeof v === 'boolean',
};

function parseLine(value: unknown): LineEdit | null {
  if (!isRecord(value)) return null;
  const line: LineEdit = {};
  if ('quantity' in value) {
    const q = value.quantity;
    if (q !== null && (typeof q !== 'number' || !Number.isFinite(q) || q < 0)) return null;
    line.quantity = q;
  }
  if ('pallets' in value) {
    if (typeof value.pallets !== 'number' || !Number.isFinite(value.pallets)) return null;
    line.pallets = value.pallets;
  }
  if ('fullPallet' in value) {
    if (typeof value.fullPallet !== 'boolean') return null;
    line.fullPallet = value.fullPallet;
  }
  return line;
}

/**
 * Reads a stored draft back; anything malformed, of another account or too old gives null
 * (session storage is the user's, but a page script could have written anything there).
 */
export function parseStoredDraft(
  text: string | null,
  accountId: string,
  now: number,
): CartEdits | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.v !== 1 || parsed.accountId !== accountId) return null;
  if (typeof parsed.savedAt !== 'number' || now - parsed.savedAt > DRAFT_MAX_AGE_MS) return null;
  const edits = parsed.edits;
  if (!isRecord(edits) || !isRecord(edits.lines) || !isRecord(edits.fields)) return null;
  const lines: Record<string, LineEdit> = {};
  for (const [sku, value] of Object.entries(edits.lines)) {
    const line = parseLine(value);
    if (!line) return null;
    lines[sku] = line;
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(edits.fields)) {
    const check = FIELD_TYPES[key as keyof FieldEdits] as ((v: unknown) => boolean) | undefined;
    if (!check || !check(value)) return null;
    fields[key] = value;
  }
  return { lines, fields: fields as FieldEdits };
}

/** Waits between automatic retries of a failed save: 2, 4, 8, 16, then every 30 seconds. */
export function retryDelayMs(attempt: number): number {
  const delays = [2000, 4000, 8000, 16000];
  return delays[Math.max(0, attempt)] ?? 30000;
}

// ---------------------------------------------------------------------------------------------
// Placing the order

/** The submission under way for an account: its idempotency key survives a reload. */
export interface PendingSubmit {
  key: string;
  accountId: string;
  startedAt: number;
}

export const pendingSubmitKey = (accountId: string) => `anp.cart.submit.${accountId}`;
export const LAST_ORDER_KEY = 'anp.cart.lastOrder';

/** A pending submission older than a day is abandoned (the cart was surely changed since). */
export const PENDING_SUBMIT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function parsePendingSubmit(
  text: string | null,
  accountId: string,
  now: number,
): PendingSubmit | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (
      isRecord(value) &&
      typeof value.key === 'string' &&
      /^[A-Za-z0-9_-]{8,128}$/.test(value.key) &&
      value.accountId === accountId &&
      typeof value.startedAt === 'number' &&
      now - value.startedAt <= PENDING_SUBMIT_MAX_AGE_MS
    ) {
      return { key: value.key, accountId, startedAt: value.startedAt };
    }
  } catch {
    // Not ours: ignore.
  }
  return null;
}
