import { describe, expect, it } from 'vitest';
import { formReducer, initialForm, type ComplaintForm, type FormAction } from './form';
import {
  isPlausiblePhone,
  problemFromServer,
  parseDecimal,
  problemsByField,
  shiftDate,
  validateForm,
  type FieldId,
  type ProblemCode,
  type ValidationContext,
} from './validation';

const CTX: ValidationContext = {
  today: '2026-11-03',
  categories: [
    { code: 'QUALITY', subCategories: [{ code: 'MOISTURE' }, { code: 'FOREIGN' }] },
    { code: 'DELIVERY', subCategories: [{ code: 'LATE' }] },
  ],
  plantIds: ['plant-1', 'plant-2'],
  unitCodes: ['BAG', 'LB', 'TON'],
  decimalSeparator: '.',
};

const CALF = { sku: 'calf', title: 'Calf Starter', packageType: 'bag', acceptedBag: true };
const HOG = { sku: 'hog', title: 'Hog Grower Bulk', packageType: 'bulk', acceptedBag: false };

/** A form with every required field filled and valid. */
function validForm(): ComplaintForm {
  return [
    { type: 'setPlant', plant: 'plant-1' },
    { type: 'setCategory', category: 'QUALITY' },
    { type: 'setSubCategory', subCategory: 'MOISTURE' },
    { type: 'setText', field: 'subject', value: 'Mould in two bags' },
    { type: 'setText', field: 'caseComment', value: 'Found on opening the pallet.' },
    { type: 'setText', field: 'phoneNumber', value: '+1 (515) 555-0134' },
    { type: 'toggleProduct', product: CALF, defaultUnit: 'BAG' },
    { type: 'setLine', productId: 'calf', field: 'qty', value: '40' },
    { type: 'setLine', productId: 'calf', field: 'affectedBag', value: '2' },
  ].reduce<ComplaintForm>((form, action) => formReducer(form, action as FormAction), initialForm());
}

const codes = (form: ComplaintForm, ctx: ValidationContext = CTX) =>
  validateForm(form, ctx).map((p) => [p.field, p.code]);

const change = (...actions: FormAction[]) => actions.reduce(formReducer, validForm());

describe('given a complete form', () => {
  it('has no problems', () => {
    expect(validateForm(validForm(), CTX)).toEqual([]);
  });
});

describe('given an empty form', () => {
  it('names every required field, in the order they appear', () => {
    expect(codes(initialForm())).toEqual([
      ['plant', 'required'],
      ['category', 'required'],
      ['subCategory', 'required'],
      ['products', 'required'],
      ['subject', 'required'],
      ['caseComment', 'required'],
      ['phoneNumber', 'required'],
    ]);
  });
});

describe('given one field changed on a complete form', () => {
  it.each<[string, FormAction[], FieldId, ProblemCode]>([
    ['a plant of another account', [{ type: 'setPlant', plant: 'plant-9' }], 'plant', 'required'],
    [
      'a new category (sub-category reset)',
      [{ type: 'setCategory', category: 'DELIVERY' }],
      'subCategory',
      'required',
    ],
    [
      'a sub-category of another category',
      [{ type: 'setSubCategory', subCategory: 'LATE' }],
      'subCategory',
      'required',
    ],
    [
      'a blank subject',
      [{ type: 'setText', field: 'subject', value: '   ' }],
      'subject',
      'required',
    ],
    [
      'a subject over 200 characters',
      [{ type: 'setText', field: 'subject', value: 'x'.repeat(201) }],
      'subject',
      'tooLong',
    ],
    [
      'a comment over 4000 characters',
      [{ type: 'setText', field: 'caseComment', value: 'x'.repeat(4001) }],
      'caseComment',
      'tooLong',
    ],
    [
      'a phone with letters',
      [{ type: 'setText', field: 'phoneNumber', value: 'call me' }],
      'phoneNumber',
      'phoneInvalid',
    ],
    ['no product', [{ type: 'removeProduct', productId: 'calf' }], 'products', 'required'],
  ])('%s is reported', (_, actions, field, code) => {
    expect(codes(change(...actions))).toEqual([[field, code]]);
  });
});

describe('given a product line', () => {
  const line = (field: 'qty' | 'affectedBag' | 'unitOfMeasure', value: string): FormAction => ({
    type: 'setLine',
    productId: 'calf',
    field,
    value,
  });

  it.each<[string, FormAction[], string, ProblemCode]>([
    ['no quantity', [line('qty', '')], 'qty', 'required'],
    ['a zero quantity', [line('qty', '0')], 'qty', 'qtyNotPositive'],
    ['a negative quantity', [line('qty', '-4')], 'qty', 'numberInvalid'],
    ['a quantity that is not a number', [line('qty', 'ten')], 'qty', 'numberInvalid'],
    ['"1,5" on an en-US page (not 15)', [line('qty', '1,5')], 'qty', 'numberInvalid'],
    ['an absurd quantity', [line('qty', '20000000')], 'qty', 'tooLarge'],
    ['no unit', [line('unitOfMeasure', '')], 'unitOfMeasure', 'required'],
    ['a unit not offered', [line('unitOfMeasure', 'KEG')], 'unitOfMeasure', 'required'],
    ['no affected bags on a bag product', [line('affectedBag', '')], 'affectedBag', 'required'],
    ['zero affected bags', [line('affectedBag', '0')], 'affectedBag', 'bagsNotPositive'],
    ['half a bag', [line('affectedBag', '2.5')], 'affectedBag', 'bagsWhole'],
    [
      'more affected bags than bags delivered',
      [line('affectedBag', '41')],
      'affectedBag',
      'bagsMoreThanQty',
    ],
    [
      'a lot typed but not added',
      [{ type: 'setLotInput', productId: 'calf', value: 'L-9' }],
      'lotInput',
      'lotPending',
    ],
  ])('%s is reported on the line', (_, actions, field, code) => {
    const problems = validateForm(change(...actions), CTX);
    expect(problems.map((p) => [p.field, p.code])).toEqual([[`line:calf:${field}`, code]]);
    expect(problems[0]?.params?.name).toBe('Calf Starter');
  });

  it.each<[string, string, string]>([
    ['in pounds, bags are not compared with the quantity', 'LB', '41'],
    ['in bags, as many bags as delivered', 'BAG', '40'],
  ])('affected bags %s', (_, unit, bags) => {
    expect(codes(change(line('unitOfMeasure', unit), line('affectedBag', bags)))).toEqual([]);
  });

  it('a product not shipped in bags does not ask for bags', () => {
    const form = change(
      { type: 'toggleProduct', product: HOG, defaultUnit: 'TON' },
      { type: 'setLine', productId: 'hog', field: 'qty', value: '12.5' },
    );
    expect(codes(form)).toEqual([]);
  });

  it('each line is judged on its own, in the order of the lines', () => {
    const form = change({ type: 'toggleProduct', product: HOG }, line('qty', ''));
    expect(codes(form)).toEqual([
      ['line:calf:qty', 'required'],
      ['line:hog:qty', 'required'],
      ['line:hog:unitOfMeasure', 'required'],
    ]);
  });
});

describe('given the case is about an order', () => {
  const about = (orderNumber: string, deliveryDate: string | null) =>
    change(
      { type: 'setAboutOrder', aboutOrder: true },
      { type: 'setText', field: 'orderNumber', value: orderNumber },
      { type: 'setDeliveryDate', date: deliveryDate },
    );

  it.each<[string, string, string | null, [FieldId, ProblemCode][]]>([
    ['both given', '4000141207', '2026-10-02', []],
    ['delivered today', '4000141207', '2026-11-03', []],
    ['no order number', ' ', '2026-10-02', [['orderNumber', 'required']]],
    ['no delivery date', '4000141207', null, [['deliveryDate', 'required']]],
    [
      'an order number with spaces inside',
      '4000 1412',
      '2026-10-02',
      [['orderNumber', 'orderNumberInvalid']],
    ],
    [
      'an order number over 20 characters',
      '4'.repeat(21),
      '2026-10-02',
      [['orderNumber', 'tooLong']],
    ],
    ['a delivery tomorrow', '4000141207', '2026-11-04', [['deliveryDate', 'dateFuture']]],
    ['a date that does not exist', '4000141207', '2026-02-30', [['deliveryDate', 'dateInvalid']]],
    ['a delivery over two years ago', '4000141207', '2024-11-02', [['deliveryDate', 'dateTooOld']]],
  ])('%s', (_, orderNumber, date, expected) => {
    expect(codes(about(orderNumber, date))).toEqual(expected);
  });

  it('unticked, the order fields are not required', () => {
    expect(codes(change({ type: 'setText', field: 'orderNumber', value: '??' }))).toEqual([]);
  });
});

describe('given phone numbers as people type them', () => {
  it.each<[string, boolean]>([
    ['+1 (515) 555-0134', true],
    ['515.555.0134', true],
    ['555-0134', true],
    ['+55 11 91234-5678', true],
    ['+82 2-312-3456', true],
    ['515 555 0134 ext. 22', true],
    ['515 555 0134 x22', true],
    ['55501', false],
    ['1234567890123456', false],
    ['call me', false],
    ['++1 515 555 0134', false],
    ['-515-555-0134', false],
  ])('%j is plausible: %s', (phone, plausible) => {
    expect(isPlausiblePhone(phone)).toBe(plausible);
  });
});

describe('given quantities in the market format (ordering.md §1 number format)', () => {
  it.each<[string, '.' | ',', number | null]>([
    ['12', '.', 12],
    ['12.5', '.', 12.5],
    ['1,250.5', '.', 1250.5],
    [' 1 250 ', '.', 1250],
    ['1,5', '.', null],
    ['12,5', ',', 12.5],
    ['1.250,5', ',', 1250.5],
    ['1.5', ',', null],
    ['1.2.3', '.', null],
    ['', '.', null],
    ['-3', '.', null],
  ])('%j with decimal %j reads %s', (text, separator, value) => {
    expect(parseDecimal(text, separator)).toBe(value);
  });
});

describe('given a list of problems', () => {
  it('keeps the first problem of each field', () => {
    const map = problemsByField([
      { field: 'subject', code: 'required' },
      { field: 'subject', code: 'tooLong' },
      { field: 'plant', code: 'required' },
    ]);
    expect([...map.entries()].map(([f, p]) => [f, p.code])).toEqual([
      ['subject', 'required'],
      ['plant', 'required'],
    ]);
  });

  it.each<[string, number, string]>([
    ['2026-11-03', -730, '2024-11-03'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-12-31', 1, '2025-01-01'],
  ])('%s moved by %i days is %s', (date, days, expected) => {
    expect(shiftDate(date, days)).toBe(expected);
  });
});

describe('given a submit the server refused, naming a field', () => {
  const form = change({ type: 'toggleProduct', product: HOG });
  it.each<[string | undefined, FieldId | null, ProblemCode | null]>([
    ['body.orderNumber', 'orderNumber', 'orderUnknown'],
    ['body.deliveryDate', 'deliveryDate', 'dateInvalid'],
    ['body.phoneNumber', 'phoneNumber', 'phoneInvalid'],
    ['body.subCategory', 'subCategory', 'required'],
    ['body.products.1.unitOfMeasure', 'line:hog:unitOfMeasure', 'required'],
    ['body.products.0.qty', 'line:calf:qty', 'required'],
    ['body.products.7.qty', 'products', 'required'],
    ['body.products.0.lotNumber', null, null],
    ['body.caseDocs.0', null, null],
    ['querystring.plant', null, null],
    [undefined, null, null],
  ])('%s is shown at %s', (field, expected, code) => {
    const problem = problemFromServer(field, form);
    expect(problem?.field ?? null).toBe(expected);
    expect(problem?.code ?? null).toBe(code);
  });
});
