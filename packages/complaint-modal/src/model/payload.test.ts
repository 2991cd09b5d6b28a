import { describe, expect, it } from 'vitest';
import { formReducer, initialForm, type ComplaintForm, type FormAction } from './form';
import { IncompleteFormError, buildPayload, complaintDate, type PayloadContext } from './payload';

const CTX: PayloadContext = {
  caseId: 'case-0001',
  userId: 'user-0042',
  mailToCode: 'US-CS-COMPLAINTS',
  plants: [
    { id: 'plant-1', name: 'Ames Feed Mill' },
    { id: 'plant-2', name: 'Amarillo Feed Mill' },
  ],
  caseDocs: ['doc-1', 'doc-2'],
  decimalSeparator: '.',
};

const CALF = { sku: '100245', title: 'Calf Starter', packageType: 'bag', acceptedBag: true };
const HOG = { sku: '200410', title: 'Hog Grower Bulk', packageType: 'bulk', acceptedBag: false };

const form = (...extra: FormAction[]): ComplaintForm =>
  (
    [
      { type: 'setPlant', plant: 'plant-2' },
      { type: 'setCategory', category: 'QUALITY' },
      { type: 'setSubCategory', subCategory: 'MOISTURE' },
      { type: 'setText', field: 'subject', value: '  Mould in two bags ' },
      { type: 'setText', field: 'caseComment', value: 'Found on opening the pallet.\n' },
      { type: 'setText', field: 'phoneNumber', value: ' +1 515 555 0134' },
      { type: 'toggleProduct', product: CALF, defaultUnit: 'BAG' },
      { type: 'setLine', productId: CALF.sku, field: 'qty', value: '1,040' },
      { type: 'setLine', productId: CALF.sku, field: 'affectedBag', value: '2' },
      { type: 'setLotInput', productId: CALF.sku, value: 'L-0412' },
      { type: 'addLot', productId: CALF.sku },
      { type: 'setLotInput', productId: CALF.sku, value: 'L-0413' },
      { type: 'addLot', productId: CALF.sku },
      ...extra,
    ] as FormAction[]
  ).reduce(formReducer, initialForm());

describe('given a complete form (ordering.md §3 Complaint case payload)', () => {
  it('builds the payload with the draft id, plant name, summaries, documents and user', () => {
    expect(buildPayload(form(), CTX)).toEqual({
      id: 'case-0001',
      caseType: 'Complaint',
      caseStatus: 'New',
      plant: 'plant-2',
      plantName: 'Amarillo Feed Mill',
      category: 'QUALITY',
      subCategory: 'MOISTURE',
      subject: 'Mould in two bags',
      orderQuestionCB: false,
      caseComment: 'Found on opening the pallet.',
      userId: 'user-0042',
      caseDocs: ['doc-1', 'doc-2'],
      products: [
        {
          productId: '100245',
          productName: 'Calf Starter',
          affectedBag: 2,
          qty: 1040,
          unitOfMeasure: 'BAG',
          lotNumber: ['L-0412', 'L-0413'],
        },
      ],
      mailToCode: 'US-CS-COMPLAINTS',
      lotNumber: 'L-0412, L-0413',
      productName: 'Calf Starter',
      phoneNumber: '+1 515 555 0134',
    });
  });

  it('joins the names and lots of several lines, and sends 0 bags for a bulk product', () => {
    const payload = buildPayload(
      form(
        { type: 'toggleProduct', product: HOG, defaultUnit: 'TON' },
        { type: 'setLine', productId: HOG.sku, field: 'qty', value: '12.5' },
        { type: 'setLine', productId: HOG.sku, field: 'affectedBag', value: '7' },
        { type: 'setLotInput', productId: HOG.sku, value: 'B-77' },
        { type: 'addLot', productId: HOG.sku },
      ),
      CTX,
    );
    expect(payload.productName).toBe('Calf Starter, Hog Grower Bulk');
    expect(payload.lotNumber).toBe('L-0412, L-0413, B-77');
    expect(payload.products[1]).toEqual({
      productId: '200410',
      productName: 'Hog Grower Bulk',
      affectedBag: 0,
      qty: 12.5,
      unitOfMeasure: 'TON',
      lotNumber: ['B-77'],
    });
  });

  it('leaves out the lot summary when no line has lots', () => {
    const payload = buildPayload(
      form(
        { type: 'removeLot', productId: CALF.sku, index: 0 },
        { type: 'removeLot', productId: CALF.sku, index: 0 },
      ),
      CTX,
    );
    expect(payload).not.toHaveProperty('lotNumber');
    expect(payload.products[0]?.lotNumber).toEqual([]);
  });

  it.each<[string, FormAction[], Record<string, unknown>]>([
    [
      'about an order: number and delivery date as YYYYMMDD',
      [
        { type: 'setAboutOrder', aboutOrder: true },
        { type: 'setText', field: 'orderNumber', value: ' 4000141207 ' },
        { type: 'setDeliveryDate', date: '2026-10-02' },
      ],
      { orderQuestionCB: true, orderNumber: '4000141207', deliveryDate: '20261002' },
    ],
    [
      'unticked after typing: neither is sent',
      [
        { type: 'setAboutOrder', aboutOrder: true },
        { type: 'setText', field: 'orderNumber', value: '4000141207' },
        { type: 'setDeliveryDate', date: '2026-10-02' },
        { type: 'setAboutOrder', aboutOrder: false },
      ],
      { orderQuestionCB: false, orderNumber: undefined, deliveryDate: undefined },
    ],
  ])('%s', (_, actions, expected) => {
    const payload = buildPayload(form(...actions), CTX) as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(expected)) expect(payload[key]).toEqual(value);
  });

  it('reads quantities in the market format (pt-BR decimal comma)', () => {
    const payload = buildPayload(
      form({ type: 'setLine', productId: CALF.sku, field: 'qty', value: '1.040,5' }),
      { ...CTX, decimalSeparator: ',' },
    );
    expect(payload.products[0]?.qty).toBe(1040.5);
  });
});

describe('given an incomplete form', () => {
  it.each<[string, FormAction[]]>([
    ['a plant not in the list', [{ type: 'setPlant', plant: 'plant-9' }]],
    [
      'a line without quantity',
      [{ type: 'setLine', productId: CALF.sku, field: 'qty', value: '' }],
    ],
  ])('%s is refused rather than sent half-built', (_, actions) => {
    expect(() => buildPayload(form(...actions), CTX)).toThrow(IncompleteFormError);
  });
});

describe('given a delivery date', () => {
  it.each([
    ['2026-10-02', '20261002'],
    ['2027-01-31', '20270131'],
  ])('%s is sent as %s', (date, expected) => {
    expect(complaintDate(date)).toBe(expected);
  });
});
