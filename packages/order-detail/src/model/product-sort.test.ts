import { describe, expect, it } from 'vitest';
import { isProductSort, sortProductLines, type ProductSort } from './product-sort';

const lines = [
  { lineNo: 1, sku: 'SKU-10', title: 'Hog Finisher 60', formCode: 'PEL', quantity: 40 },
  { lineNo: 2, sku: 'SKU-9', title: 'cattle mineral', formCode: 'BLK', quantity: 120 },
  { lineNo: 3, sku: 'SKU-100', title: 'Ávila layer mash', formCode: 'MSH', quantity: 40 },
];

describe('given the product lines of an order', () => {
  it.each<[ProductSort, number[]]>([
    ['mfgNum', [1, 2, 3]],
    ['skuNum', [2, 1, 3]],
    ['productName', [3, 2, 1]],
    ['formCode', [2, 3, 1]],
    ['qty', [2, 1, 3]],
  ])('sorted by %s they come in lines %j', (sort, order) => {
    expect(sortProductLines(lines, sort, 'es').map((l) => l.lineNo)).toEqual(order);
  });

  it('leaves the given list as it was', () => {
    sortProductLines(lines, 'qty');
    expect(lines.map((l) => l.lineNo)).toEqual([1, 2, 3]);
  });

  it.each([
    ['qty', true],
    ['price', false],
    ['', false],
  ])('knows %j as a sort: %s', (value, known) => {
    expect(isProductSort(value)).toBe(known);
  });
});
