import type { ProductOrder } from '@anp/core/services/orders';

/**
 * The sorts of a product list (ordering.md §2 screen 5: by mfgNum, skuNum, productName, formCode
 * and qty). The order's lines carry no manufacturing number of their own: `mfgNum` follows the
 * line number, the order in which the plant makes and loads them.
 */
export const PRODUCT_SORTS = ['mfgNum', 'skuNum', 'productName', 'formCode', 'qty'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const isProductSort = (value: string): value is ProductSort =>
  (PRODUCT_SORTS as readonly string[]).includes(value);

type Line = Pick<ProductOrder, 'lineNo' | 'sku' | 'title' | 'formCode' | 'quantity'>;

const text = (a: string, b: string, locale: string) =>
  a.localeCompare(b, locale, { numeric: true, sensitivity: 'base' });

/**
 * The lines in the chosen order: text keys ascending in the page language (numbers inside
 * compared as numbers), quantity largest first; ties keep the line order. A new array.
 */
export function sortProductLines<T extends Line>(
  lines: readonly T[],
  sort: ProductSort,
  locale = 'en',
): T[] {
  const compare = (a: T, b: T): number => {
    switch (sort) {
      case 'skuNum':
        return text(a.sku, b.sku, locale);
      case 'productName':
        return text(a.title, b.title, locale);
      case 'formCode':
        return text(a.formCode, b.formCode, locale);
      case 'qty':
        return b.quantity - a.quantity;
      case 'mfgNum':
        return 0;
    }
  };
  return [...lines].sort((a, b) => compare(a, b) || a.lineNo - b.lineNo);
}
