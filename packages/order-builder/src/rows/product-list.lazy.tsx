import type { Product } from '@anp/cart/api/cart-api';
import { ProductRow, type ProductRowProps } from './product-row';
import type { BuilderView } from '../model/views';
import type { RecentInfo, RowState } from '../use-order-builder';
import * as S from './product-row.styles';

export interface ProductListProps extends Omit<ProductRowProps, 'product' | 'state'> {
  products: readonly (Product & Partial<RecentInfo>)[];
  rowState(view: BuilderView, product: Product): RowState;
  /** The products answer an earlier search while the new one loads: shown dimmed. */
  stale?: boolean;
}

/**
 * The products of a view. Loaded on demand (its own chunk, with the quantity rules and their
 * words): the builder starts loading it when it mounts, while the first products are fetched.
 */
export default function ProductList({
  products,
  rowState,
  stale = false,
  ...row
}: ProductListProps) {
  return (
    <S.List $stale={stale} aria-busy={stale || undefined}>
      {products.map((product) => (
        <ProductRow
          key={product.sku}
          {...row}
          product={product}
          state={rowState(row.view, product)}
        />
      ))}
    </S.List>
  );
}
