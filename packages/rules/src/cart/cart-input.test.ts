import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '@anp/contract';
import { LEAD_TIMES } from './fixtures';
import { lineFromCartItem, selectedTruck, validationInputOf } from './cart-input';
import { validateCart } from './validation';

function item(overrides: Partial<CartItem> = {}): CartItem {
  return {
    sku: '100200',
    title: 'Layer Feed 50 lb bag',
    formCode: 'P1234',
    category: 'feed',
    packageType: 'bag',
    itemCount: { value: 100, label: 'bags' },
    pallet: 2,
    fullPallet: true,
    perPalletcount: 50,
    palletCountPerLine: 2,
    isPallet: false,
    isPalletAndNonPalletAllowed: true,
    minQuantity: 1,
    increment: 1,
    netWeight: 5000,
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
    unitPrice: 21.5,
    ...overrides,
  };
}

function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    encCartid: 'enc-1',
    cartSfid: null,
    accountId: 'A1',
    country: 'us',
    sourceSystem: 'SAP',
    cartItems: [item()],
    ccOrderName: null,
    orderId: null,
    email: 'buyer@farm.example',
    shipMethod: 'delivery',
    requestedDate: '2026-03-04',
    requestedTime: null,
    pickUpFrom: null,
    po: '',
    mode: 'truck',
    note: '',
    paymentTerms: 'Credit',
    truckSize: '6.00',
    truckSizes: [
      { value: '6.00', label: '6.00 Tons', capacity: 6, unit: 'Tons' },
      { value: '10.00', label: '10.00 Tons', capacity: 10, unit: 'Tons' },
    ],
    isBagMOQMet: true,
    isBagFeeAcknowledged: false,
    isLocalFeeAcknowledge: false,
    feeLimit: { quantity: 1, unit: 'Tons' },
    leadTime: 2,
    invalidSkus: [],
    imageConfiguration: { renditions: [] },
    totals: { netWeight: 0, grossWeight: 0, pounds: 0, tons: 0, tonUnit: 'Tons' },
    unitOfMeasure: 'lb',
    orderNumber: null,
    updatedAt: null,
    ...overrides,
  };
}

describe('given a contract cart item', () => {
  it('becomes a validation line with its count, pallets and rules', () => {
    expect(lineFromCartItem(item())).toEqual({
      sku: '100200',
      title: 'Layer Feed 50 lb bag',
      quantity: 100,
      netWeightPerUnit: 50,
      unitOfMeasure: 'lb',
      containerCode: null,
      perPalletCount: 50,
      packageType: 'bag',
      isRemoved: false,
      rowDisable: false,
      minQuantity: 1,
      increment: 1,
      isPallet: false,
      isPalletAndNonPalletAllowed: true,
      fullPallet: true,
      pallets: 2,
    });
  });
});

describe('given the truck sizes of a cart', () => {
  it.each<[string | null, { capacity: number; unit: 'Tons' | 'MT' } | null]>([
    ['6.00', { capacity: 6, unit: 'Tons' }],
    ['10.00', { capacity: 10, unit: 'Tons' }],
    ['8.00', null],
    [null, null],
  ])('truck size %j → %j', (truckSize, expected) => {
    expect(selectedTruck(cart({ truckSize }))).toEqual(expected);
  });
});

describe('given a contract cart and its lead times', () => {
  it('validates like the page does', () => {
    const input = validationInputOf(cart(), { leadTimes: LEAD_TIMES });
    expect(input).toMatchObject({
      country: 'us',
      truck: { capacity: 6, unit: 'Tons' },
      unavailableSkus: [],
      isBagFeeAcknowledged: false,
    });
    expect(validateCart(input)).toMatchObject({ valid: true, totals: { tons: 2.5 } });
  });

  it('takes the invalid skus of the cart unless told otherwise', () => {
    expect(
      validationInputOf(cart({ invalidSkus: ['X'] }), { leadTimes: null }).unavailableSkus,
    ).toEqual(['X']);
    expect(
      validationInputOf(cart({ invalidSkus: ['X'] }), { leadTimes: null, unavailableSkus: [] })
        .unavailableSkus,
    ).toEqual([]);
  });

  it('finds the load over a smaller truck', () => {
    const heavy = cart({
      cartItems: [item({ itemCount: { value: 300, label: 'bags' }, pallet: 6 })],
    });
    expect(validateCart(validationInputOf(heavy, { leadTimes: LEAD_TIMES })).sizeError).toBe(true);
    expect(
      validateCart(validationInputOf({ ...heavy, truckSize: '10.00' }, { leadTimes: LEAD_TIMES }))
        .sizeError,
    ).toBe(false);
  });
});
