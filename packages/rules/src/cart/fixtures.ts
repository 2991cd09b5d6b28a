/**
 * Test fixtures of the cart model: lines of each product kind and a cart input that passes
 * validation, for tests to vary one field at a time.
 */
import type { LeadTimes } from './dates';
import type { CartLine, CartValidationInput } from './validation';

// 2026-03-02 is a Monday.
export const TODAY = '2026-03-02';

export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    sku: 'BAG-50',
    title: 'Layer Feed 50 lb bag',
    quantity: 10,
    netWeightPerUnit: 50,
    unitOfMeasure: 'lb',
    containerCode: null,
    perPalletCount: 50,
    packageType: 'bag',
    minQuantity: 10,
    increment: 5,
    isPallet: false,
    isPalletAndNonPalletAllowed: false,
    ...overrides,
  };
}

/** Bulk sold by the ton (2000 lb or 1000 kg a unit). */
export function bulkLine(overrides: Partial<CartLine> = {}): CartLine {
  return cartLine({
    sku: 'BULK-1',
    title: 'Dairy Ration bulk',
    quantity: 5,
    netWeightPerUnit: 2000,
    perPalletCount: 1,
    packageType: 'bulk',
    minQuantity: 2,
    increment: 1,
    ...overrides,
  });
}

/** A Mexican box of 12 inner units of 1 kg (container code 12). */
export function boxLine(overrides: Partial<CartLine> = {}): CartLine {
  return cartLine({
    sku: 'BOX-12',
    title: 'Caja Premezcla 12 x 1 kg',
    quantity: 10,
    netWeightPerUnit: 1,
    unitOfMeasure: 'kg',
    containerCode: '12',
    perPalletCount: 60,
    packageType: 'box',
    minQuantity: 1,
    increment: 1,
    ...overrides,
  });
}

export const LEAD_TIMES: LeadTimes = {
  plantId: 'P1',
  plantName: 'Main plant',
  today: TODAY,
  daySpan: 30,
  delivery: {
    currentDateDisabled: false,
    leadTime: 2,
    workingDays: [1, 2, 3, 4, 5],
    plantHolidays: [],
  },
  pickup: {
    currentDateDisabled: true,
    leadTime: 0,
    workingDays: [1, 2, 3, 4, 5, 6],
    plantHolidays: [{ holidayDate: '2026-03-10', name: 'Plant day' }],
  },
  pickupHours: { start: 8, end: 16 },
};

/** A valid us delivery: 100 bags of 50 lb (2.5 tons) on a 6-ton truck. */
export function cartInput(overrides: Partial<CartValidationInput> = {}): CartValidationInput {
  return {
    country: 'us',
    sourceSystem: 'SAP',
    items: [cartLine({ quantity: 100 })],
    shipMethod: 'delivery',
    requestedDate: '2026-03-04',
    requestedTime: null,
    pickUpFrom: null,
    paymentTerms: 'Credit',
    truck: { capacity: 6, unit: 'Tons' },
    note: '',
    feeLimit: { quantity: 1, unit: 'Tons' },
    leadTimes: LEAD_TIMES,
    ...overrides,
  };
}
