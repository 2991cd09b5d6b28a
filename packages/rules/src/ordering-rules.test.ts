import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PICKUP_END_HOUR,
  DEFAULT_PICKUP_START_HOUR,
  DEFAULT_TRUCK_SIZE,
  defaultShipMethod,
  isCartVisible,
  pickupSlots,
} from './ordering-rules';
import { formatWeight } from './format';

describe('isCartVisible', () => {
  type Input = Parameters<typeof isCartVisible>[0];
  it.each<[Input, boolean]>([
    [{ country: 'us', lang: 'en' }, true],
    [{ country: 'canada', lang: 'en' }, true],
    [{ country: 'mx', lang: 'es' }, true],
    [{ country: 'mx', lang: 'en' }, true],
    [{ country: 'cr', lang: 'es' }, true],
    [{ country: 'hn', lang: 'es' }, true],
    [{ country: 'ni', lang: 'es' }, true],
    [{ country: 'pe', lang: 'es' }, true],
    [{ country: 'co', lang: 'es' }, true],
    [{ country: 'gt', lang: 'es' }, true],
    [{ country: 'br', lang: 'en' }, true],
    [{ country: 'br', lang: 'es' }, true],
    [{ country: 'br', lang: 'pt' }, false],
    [{ country: 'BR', lang: 'PT' }, false],
    [{ country: 'kr', lang: 'ko' }, false],
    [{ country: 'kr', lang: 'en' }, false],
    [{ country: 'kr', lang: 'pt' }, false],
    [{ country: 'KR', lang: 'EN' }, false],
    [{ country: 'us', lang: 'pt' }, true],
    [{ country: 'marketing', lang: 'en' }, true],
    [{ country: 'us', lang: 'en', businessUnit: 'pork' }, false],
    [{ country: 'us', lang: 'en', businessUnit: 'Pork' }, false],
    [{ country: 'us', lang: 'en', businessUnit: ' PORK ' }, false],
    [{ country: 'mx', lang: 'es', businessUnit: 'pork' }, false],
    [{ country: 'us', lang: 'en', businessUnit: 'poultry' }, true],
    [{ country: 'us', lang: 'en', businessUnit: 'porkchop' }, true],
    [{ country: 'us', lang: 'en', businessUnit: null }, true],
    [{ country: 'us', lang: 'en', businessUnit: '' }, true],
    [{ country: 'us', lang: 'en', cartEnabled: true }, true],
    [{ country: 'us', lang: 'en', cartEnabled: false }, false],
    [{ country: 'us', lang: 'en', cartEnabled: undefined }, true],
    [{ country: 'kr', lang: 'en', cartEnabled: true }, false],
    [{ country: 'br', lang: 'pt', cartEnabled: true }, false],
    [{ country: 'us', lang: 'en', businessUnit: 'pork', cartEnabled: true }, false],
  ])('%j → %s', (input, expected) => {
    expect(isCartVisible(input)).toBe(expected);
  });
});

describe('defaultShipMethod', () => {
  it.each<[string, { newBusiness?: boolean } | undefined, string]>([
    ['es_GT', undefined, 'pickup'],
    ['es-GT', undefined, 'pickup'],
    ['ES_gt', undefined, 'pickup'],
    [' es_GT ', undefined, 'pickup'],
    ['es_PE', undefined, 'pickup'],
    ['es-pe', undefined, 'pickup'],
    ['es_PE', {}, 'pickup'],
    ['es_PE', { newBusiness: false }, 'pickup'],
    ['en_US', undefined, 'delivery'],
    ['en_CA', undefined, 'delivery'],
    ['es_MX', undefined, 'delivery'],
    ['pt_BR', undefined, 'delivery'],
    ['ko_KR', undefined, 'delivery'],
    ['es_CR', undefined, 'delivery'],
    ['es_HN', undefined, 'delivery'],
    ['es_NI', undefined, 'delivery'],
    ['es_CO', undefined, 'delivery'],
    ['en_GT', undefined, 'delivery'],
    ['es', undefined, 'delivery'],
    ['', undefined, 'delivery'],
    ['es_GT', { newBusiness: true }, ''],
    ['es_PE', { newBusiness: true }, ''],
    ['en_US', { newBusiness: true }, ''],
  ])('%j %j → %j', (locale, opts, expected) => {
    expect(defaultShipMethod(locale, opts)).toBe(expected);
  });
});

describe('pickupSlots', () => {
  it('defaults to 08:00 … 15:00, excluding the closing hour', () => {
    expect(DEFAULT_PICKUP_START_HOUR).toBe(8);
    expect(DEFAULT_PICKUP_END_HOUR).toBe(16);
    expect(pickupSlots()).toEqual([
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
    ]);
  });

  it.each<[number | undefined, number | undefined, string[]]>([
    [undefined, undefined, pickupSlots(8, 16)],
    [10, undefined, ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00']],
    [8, 9, ['08:00']],
    [0, 3, ['00:00', '01:00', '02:00']],
    [22, 24, ['22:00', '23:00']],
    [8, 8, []],
    [9, 8, []],
    [-1, 5, []],
    [8, 25, []],
    [8.5, 12, []],
    [8, 12.5, []],
    [Number.NaN, 12, []],
    [8, Number.POSITIVE_INFINITY, []],
  ])('(%j, %j) → %j', (start, end, expected) => {
    expect(pickupSlots(start, end)).toEqual(expected);
  });

  it('covers a full day with 24 slots', () => {
    const slots = pickupSlots(0, 24);
    expect(slots).toHaveLength(24);
    expect(slots.at(-1)).toBe('23:00');
  });
});

describe('DEFAULT_TRUCK_SIZE', () => {
  it('is 6 Tons, labelled like a formatted US weight (ordering.md §9)', () => {
    expect(DEFAULT_TRUCK_SIZE).toEqual({ value: 6, unit: 'Tons', label: '6.00 Tons' });
    expect(formatWeight(DEFAULT_TRUCK_SIZE.value, 'us', DEFAULT_TRUCK_SIZE.unit)).toBe(
      DEFAULT_TRUCK_SIZE.label,
    );
  });
});
