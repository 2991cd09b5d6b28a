import { describe, expect, it } from 'vitest';
import {
  MAX_LOTS,
  MAX_PRODUCTS,
  formReducer,
  initialForm,
  isDirty,
  isSelected,
  productChips,
  type ComplaintForm,
  type FormAction,
  type ProductChoice,
} from './form';

const CALF: ProductChoice = {
  sku: '100245',
  title: 'Calf Starter 18% Pellet',
  packageType: 'bag',
  acceptedBag: true,
};
const HOG: ProductChoice = {
  sku: '200410',
  title: 'Hog Grower Bulk',
  packageType: 'bulk',
  acceptedBag: false,
};

const run = (actions: FormAction[], start: ComplaintForm = initialForm()) =>
  actions.reduce(formReducer, start);

const withLots = (lots: string[]) =>
  run([
    { type: 'toggleProduct', product: CALF },
    ...lots.flatMap((value): FormAction[] => [
      { type: 'setLotInput', productId: CALF.sku, value },
      { type: 'addLot', productId: CALF.sku },
    ]),
  ]);

describe('given a new complaint form', () => {
  it.each<[string, Parameters<typeof initialForm>[0], Partial<ComplaintForm>]>([
    ['no defaults', {}, { plant: '', phoneNumber: '' }],
    ['the user phone', { phoneNumber: '+1 515 555 0134' }, { phoneNumber: '+1 515 555 0134' }],
    ['the only plant', { plant: 'plant-1' }, { plant: 'plant-1' }],
  ])('with %s it starts empty but for the defaults', (_, defaults, expected) => {
    const form = initialForm(defaults);
    expect(form).toMatchObject({
      category: '',
      subCategory: '',
      subject: '',
      aboutOrder: false,
      orderNumber: '',
      deliveryDate: null,
      lines: [],
      caseComment: '',
      ...expected,
    });
    expect(isDirty(form, defaults)).toBe(false);
  });
});

describe('given a category and sub-category are chosen (ordering.md §4)', () => {
  const chosen = run([
    { type: 'setCategory', category: 'QUALITY' },
    { type: 'setSubCategory', subCategory: 'MOISTURE' },
  ]);

  it.each<[string, string, string]>([
    ['another category resets the sub-category', 'DELIVERY', ''],
    ['the same category keeps it', 'QUALITY', 'MOISTURE'],
    ['clearing the category resets it', '', ''],
  ])('%s', (_, category, subCategory) => {
    const next = formReducer(chosen, { type: 'setCategory', category });
    expect(next.category).toBe(category);
    expect(next.subCategory).toBe(subCategory);
  });
});

describe('given the product selection (ordering.md §3 Product option)', () => {
  it('selecting products adds one line each, with its chip, in the order chosen', () => {
    const form = run([
      { type: 'toggleProduct', product: CALF, defaultUnit: 'BAG' },
      { type: 'toggleProduct', product: HOG },
    ]);
    expect(productChips(form)).toEqual([
      { productId: '100245', label: 'Calf Starter 18% Pellet' },
      { productId: '200410', label: 'Hog Grower Bulk' },
    ]);
    expect(form.lines.map((l) => [l.productId, l.acceptedBag, l.unitOfMeasure])).toEqual([
      ['100245', true, 'BAG'],
      ['200410', false, ''],
    ]);
    expect(isSelected(form, '100245')).toBe(true);
    expect(isSelected(form, '300512')).toBe(false);
  });

  it.each<[string, FormAction]>([
    ['removing its chip', { type: 'removeProduct', productId: CALF.sku }],
    ['unticking it in the search', { type: 'toggleProduct', product: CALF }],
  ])('%s removes its line with what was typed on it', (_, action) => {
    const form = run([
      { type: 'toggleProduct', product: CALF },
      { type: 'setLine', productId: CALF.sku, field: 'qty', value: '12' },
      { type: 'toggleProduct', product: HOG },
      action,
    ]);
    expect(form.lines.map((l) => l.productId)).toEqual([HOG.sku]);
    // Selected again, it starts afresh.
    const again = formReducer(form, { type: 'toggleProduct', product: CALF });
    expect(again.lines[1]?.qty).toBe('');
  });

  it(`refuses a product beyond ${MAX_PRODUCTS} and says so until one is removed`, () => {
    const many = Array.from({ length: MAX_PRODUCTS }, (_, i) => ({
      ...HOG,
      sku: `sku-${i}`,
    }));
    const full = run(many.map((product): FormAction => ({ type: 'toggleProduct', product })));
    const refused = formReducer(full, { type: 'toggleProduct', product: CALF });
    expect(refused.lines).toHaveLength(MAX_PRODUCTS);
    expect(refused.productRefusal).toBe('limit');
    const removed = formReducer(refused, { type: 'removeProduct', productId: 'sku-0' });
    expect(removed.productRefusal).toBeNull();
  });

  it('keeps the products when the plant changes', () => {
    const form = run([
      { type: 'setPlant', plant: 'plant-1' },
      { type: 'toggleProduct', product: CALF },
      { type: 'setPlant', plant: 'plant-2' },
    ]);
    expect(form.plant).toBe('plant-2');
    expect(form.lines).toHaveLength(1);
  });
});

describe('given lot numbers on a product line (ordering.md §5: at most 5 kept)', () => {
  it('adds a typed lot, trimmed, and clears the field', () => {
    const form = withLots(['  L-0412 ']);
    expect(form.lines[0]).toMatchObject({ lotNumbers: ['L-0412'], lotInput: '', lotRefusal: null });
  });

  it(`refuses a ${MAX_LOTS + 1}th lot with a message and keeps the text typed`, () => {
    const lots = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'];
    const form = withLots(lots);
    expect(form.lines[0]?.lotNumbers).toEqual(lots.slice(0, MAX_LOTS));
    expect(form.lines[0]?.lotRefusal).toBe('limit');
    expect(form.lines[0]?.lotInput).toBe('A6');
  });

  it.each<[string, string[], string | null, string[]]>([
    ['a duplicate (any case) is refused', ['L-1', 'l-1 '], 'duplicate', ['L-1']],
    ['an empty lot is ignored', ['   '], null, []],
    ['a lot over 40 characters is refused', ['X'.repeat(41)], 'tooLong', []],
  ])('%s', (_, lots, refusal, kept) => {
    const form = withLots(lots);
    expect(form.lines[0]?.lotNumbers).toEqual(kept);
    expect(form.lines[0]?.lotRefusal).toBe(refusal);
  });

  it('typing again clears the refusal; removing a lot makes room for another', () => {
    const full = withLots(['A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
    const typed = formReducer(full, { type: 'setLotInput', productId: CALF.sku, value: 'A7' });
    expect(typed.lines[0]?.lotRefusal).toBeNull();
    const removed = formReducer(typed, { type: 'removeLot', productId: CALF.sku, index: 1 });
    const added = formReducer(removed, { type: 'addLot', productId: CALF.sku });
    expect(added.lines[0]?.lotNumbers).toEqual(['A1', 'A3', 'A4', 'A5', 'A7']);
  });
});

describe('given the order question (orderQuestionCB)', () => {
  it('keeps the order number and date while unticked, so ticking again restores them', () => {
    const form = run([
      { type: 'setAboutOrder', aboutOrder: true },
      { type: 'setText', field: 'orderNumber', value: '4000141207' },
      { type: 'setDeliveryDate', date: '2026-10-02' },
      { type: 'setAboutOrder', aboutOrder: false },
      { type: 'setAboutOrder', aboutOrder: true },
    ]);
    expect(form).toMatchObject({ orderNumber: '4000141207', deliveryDate: '2026-10-02' });
  });

  it.each<[string | null, string]>([
    [null, '2026-10-02'],
    ['2026-10-05', '2026-10-05'],
  ])('a recent order fills the number, and its date when none is set (%s)', (date, expected) => {
    const form = run([
      { type: 'setDeliveryDate', date },
      { type: 'pickRecentOrder', orderNumber: '4000141207', deliveryDate: '2026-10-02' },
    ]);
    expect(form).toMatchObject({ orderNumber: '4000141207', deliveryDate: expected });
  });
});

describe('given a filled form', () => {
  it('reset returns to the defaults (after a submit, for the next case)', () => {
    const defaults = { phoneNumber: '+1 515 555 0134' };
    const filled = run(
      [
        { type: 'setPlant', plant: 'plant-1' },
        { type: 'setText', field: 'subject', value: 'Mould in bags' },
        { type: 'toggleProduct', product: CALF },
      ],
      initialForm(defaults),
    );
    expect(isDirty(filled, defaults)).toBe(true);
    const reset = formReducer(filled, { type: 'reset', defaults });
    expect(reset).toEqual(initialForm(defaults));
    expect(isDirty(reset, defaults)).toBe(false);
  });

  it('restore puts back a kept form as it was (after a reload or a sign-in renewal)', () => {
    const kept = run([
      { type: 'setText', field: 'subject', value: 'Mould in bags' },
      { type: 'toggleProduct', product: CALF },
    ]);
    expect(formReducer(initialForm(), { type: 'restore', form: kept })).toBe(kept);
  });
});
