import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '@anp/core/services/cart';
import {
  DRAFT_MAX_AGE_MS,
  NO_EDITS,
  applyEdits,
  dropMissing,
  editFields,
  editLine,
  hasEdits,
  parsePendingSubmit,
  parseStoredDraft,
  retryDelayMs,
  serializeDraft,
  settle,
  toUpdate,
  type CartEdits,
} from './draft';

function item(sku: string, quantity: number | null, extra: Partial<CartItem> = {}): CartItem {
  return {
    sku,
    title: `Feed ${sku}`,
    formCode: 'P1000',
    category: 'Complete Feed',
    packageType: 'bag',
    itemCount: { value: quantity, label: 'bags' },
    pallet: 0,
    fullPallet: false,
    perPalletcount: 50,
    palletCountPerLine: 0,
    isPallet: false,
    isPalletAndNonPalletAllowed: true,
    minQuantity: 1,
    increment: 1,
    netWeight: 0,
    itemNetWeight: 50,
    netWeightPerUnit: 50,
    unitOfMeasure: 'lb',
    containerCode: null,
    customerMaterialNumber: null,
    productSelected: true,
    rowDisable: false,
    isRemoved: false,
    productItemWeight: {
      itemMinorValue: 50,
      itemMinorUnit: 'lb',
      itemMajorValue: 50,
      itemMajorUnit: 'lb',
      itemDefaultValue: 50,
    },
    images: [],
    unitPrice: 10,
    ...extra,
  };
}

function cart(items: CartItem[], extra: Partial<Cart> = {}): Cart {
  return {
    encCartid: 'c1',
    cartSfid: 'c1',
    accountId: 'a1',
    country: 'us',
    sourceSystem: 'SAP',
    cartItems: items,
    ccOrderName: null,
    orderId: null,
    email: 'buyer@example.com',
    shipMethod: 'delivery',
    requestedDate: null,
    requestedTime: null,
    pickUpFrom: null,
    po: '',
    mode: 'truck',
    note: '',
    paymentTerms: 'Credit',
    truckSize: '6.00',
    truckSizes: [],
    isBagMOQMet: true,
    isBagFeeAcknowledged: false,
    isLocalFeeAcknowledge: false,
    feeLimit: { quantity: 2, unit: 'Tons' },
    leadTime: 2,
    invalidSkus: [],
    imageConfiguration: { renditions: [] },
    totals: { netWeight: 0, grossWeight: 0, pounds: 0, tons: 0, tonUnit: 'Tons' },
    unitOfMeasure: 'lb',
    orderNumber: null,
    updatedAt: null,
    ...extra,
  };
}

describe('given edits on top of the server cart', () => {
  const base = cart([item('1', 10), item('2', 20)]);

  it('shows the server cart untouched when there are none', () => {
    expect(applyEdits(base, NO_EDITS)).toBe(base);
    expect(hasEdits(NO_EDITS)).toBe(false);
  });

  it.each<[string, CartEdits, (c: Cart) => unknown, unknown]>([
    [
      'a quantity',
      editLine(NO_EDITS, '1', { quantity: 15 }),
      (c) => c.cartItems[0]?.itemCount.value,
      15,
    ],
    [
      'an emptied quantity',
      editLine(NO_EDITS, '1', { quantity: null }),
      (c) => c.cartItems[0]?.itemCount.value,
      null,
    ],
    [
      'the full-pallet box',
      editLine(NO_EDITS, '2', { fullPallet: true, pallets: 2 }),
      (c) => [c.cartItems[1]?.fullPallet, c.cartItems[1]?.pallet],
      [true, 2],
    ],
    ['a field', editFields(NO_EDITS, { po: 'PO-77' }), (c) => c.po, 'PO-77'],
    [
      'the ship method',
      editFields(NO_EDITS, { shipMethod: 'pickup' }),
      (c) => c.shipMethod,
      'pickup',
    ],
  ])('applies %s', (_name, edits, read, expected) => {
    expect(hasEdits(edits)).toBe(true);
    expect(read(applyEdits(base, edits))).toEqual(expected);
  });

  it('keeps the identity of lines the edits do not touch', () => {
    const shown = applyEdits(base, editLine(NO_EDITS, '1', { quantity: 15 }));
    expect(shown.cartItems[1]).toBe(base.cartItems[1]);
    expect(shown.cartItems[0]).not.toBe(base.cartItems[0]);
  });

  it('ignores an edit that matches the server value', () => {
    const shown = applyEdits(base, editLine(NO_EDITS, '1', { quantity: 10 }));
    expect(shown.cartItems[0]).toBe(base.cartItems[0]);
  });
});

describe('given edits to save', () => {
  const base = cart([item('1', 10), item('2', 20, { fullPallet: true, pallet: 1 })]);

  it('sends whole lines for the edited products and every edited field', () => {
    const edits = editFields(editLine(NO_EDITS, '2', { pallets: 2, quantity: 100 }), {
      requestedDate: '2026-12-01',
    });
    expect(toUpdate(edits, base)).toEqual({
      requestedDate: '2026-12-01',
      items: [{ sku: '2', quantity: 100, pallets: 2, fullPallet: true }],
    });
  });

  it('leaves out lines that are no longer in the cart', () => {
    expect(toUpdate(editLine(NO_EDITS, 'gone', { quantity: 3 }), base)).toEqual({});
  });

  it.each<[string, CartEdits, CartEdits, CartEdits]>([
    [
      'everything sent and unchanged is done',
      editFields(editLine(NO_EDITS, '1', { quantity: 12 }), { po: 'A' }),
      editFields(editLine(NO_EDITS, '1', { quantity: 12 }), { po: 'A' }),
      { lines: {}, fields: {} },
    ],
    [
      'a value typed while the save ran stays',
      editLine(NO_EDITS, '1', { quantity: 13 }),
      editLine(NO_EDITS, '1', { quantity: 12 }),
      { lines: { '1': { quantity: 13 } }, fields: {} },
    ],
    [
      'a field edited after sending stays',
      editFields(NO_EDITS, { po: 'AB', note: 'Gate 2' }),
      editFields(NO_EDITS, { po: 'A', note: 'Gate 2' }),
      { lines: {}, fields: { po: 'AB' } },
    ],
    [
      'a line edited only after sending stays whole',
      editLine(NO_EDITS, '2', { quantity: 5 }),
      NO_EDITS,
      { lines: { '2': { quantity: 5 } }, fields: {} },
    ],
  ])('settles: %s', (_name, current, sent, left) => {
    expect(settle(current, sent)).toEqual(left);
  });

  it('drops edits of lines removed from the cart', () => {
    const edits = editLine(editLine(NO_EDITS, '1', { quantity: 3 }), 'gone', { quantity: 1 });
    expect(Object.keys(dropMissing(edits, base).lines)).toEqual(['1']);
  });
});

describe('given a draft kept in session storage', () => {
  const now = 1_800_000_000_000;
  const edits = editFields(editLine(NO_EDITS, '1', { quantity: null }), {
    shipMethod: 'pickup',
    requestedTime: '09:00',
  });

  it('reads back what it wrote, for the same account', () => {
    expect(parseStoredDraft(serializeDraft('a1', edits, now), 'a1', now + 1000)).toEqual(edits);
  });

  it.each<[string, string | null]>([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['another account', serializeDraft('a2', edits, now)],
    ['too old', serializeDraft('a1', edits, now - DRAFT_MAX_AGE_MS - 1)],
    [
      'a bad quantity',
      JSON.stringify({
        v: 1,
        accountId: 'a1',
        savedAt: now,
        edits: { lines: { x: { quantity: -2 } }, fields: {} },
      }),
    ],
    [
      'an unknown field',
      JSON.stringify({
        v: 1,
        accountId: 'a1',
        savedAt: now,
        edits: { lines: {}, fields: { price: 1 } },
      }),
    ],
    [
      'a bad ship method',
      JSON.stringify({
        v: 1,
        accountId: 'a1',
        savedAt: now,
        edits: { lines: {}, fields: { shipMethod: 'drone' } },
      }),
    ],
    [
      'another version',
      JSON.stringify({ v: 2, accountId: 'a1', savedAt: now, edits: { lines: {}, fields: {} } }),
    ],
  ])('ignores %s', (_name, text) => {
    expect(parseStoredDraft(text, 'a1', now)).toBeNull();
  });
});

describe('given a failed save', () => {
  it.each([
    [0, 2000],
    [1, 4000],
    [2, 8000],
    [3, 16000],
    [4, 30000],
    [20, 30000],
  ])('retry %i waits %i ms', (attempt, delay) => {
    expect(retryDelayMs(attempt)).toBe(delay);
  });
});

describe('given an order being placed when the page reloads', () => {
  const now = 1_800_000_000_000;
  const stored = JSON.stringify({ key: 'k-1234567890', accountId: 'a1', startedAt: now });

  it('keeps its idempotency key for the same account', () => {
    expect(parsePendingSubmit(stored, 'a1', now + 5000)).toEqual({
      key: 'k-1234567890',
      accountId: 'a1',
      startedAt: now,
    });
  });

  it.each<[string, string | null, string, number]>([
    ['nothing stored', null, 'a1', now],
    ['another account', stored, 'a2', now],
    ['a day later', stored, 'a1', now + 24 * 60 * 60 * 1000 + 1],
    [
      'a key with spaces',
      JSON.stringify({ key: 'bad key !', accountId: 'a1', startedAt: now }),
      'a1',
      now,
    ],
  ])('forgets it with %s', (_name, text, account, at) => {
    expect(parsePendingSubmit(text, account, at)).toBeNull();
  });
});
