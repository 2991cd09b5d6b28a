import { useCallback, type MouseEvent } from 'react';
import { headingLevelOf, usePortalLinks } from '@anp/core';
import { OrderBuilderView, type HeadingLevel } from './order-builder.view';
import { useOrderBuilder, type AddedDetail } from './use-order-builder';

export interface OrderBuilderProps {
  /** The view shown first: `all` (default), `favourites` or `recent`. */
  view?: string;
  /** A category id to filter the full list by at first. */
  category?: string;
  /** A search to start with. */
  searchTerm?: string;
  /** Products per page of the full list (1-100, default 24). */
  pageSize?: number;
  /** Level of the product titles' headings (2-6, default 2), to fit the page outline. */
  headingLevel?: number;
  /**
   * Called after a product was added (the builder also dispatches `anp-cart-changed` from its
   * element, or from window inside a React page).
   */
  onAdded?: (detail: AddedDetail) => void;
}

/**
 * The order builder (ordering.md §2 screen 1): search and browse the account's products by
 * category, favourites and recently ordered, enter quantities with the package type and the
 * pallet rules in view, and add them to the cart.
 * @example
 * <KitRoot config={config}><OrderBuilder view="recent" onAdded={({ cart }) => …} /></KitRoot>
 */
export function OrderBuilder(props: OrderBuilderProps) {
  const state = useOrderBuilder({
    view: props.view,
    category: props.category,
    searchTerm: props.searchTerm,
    pageSize: props.pageSize,
    onAdded: props.onAdded,
  });
  const { hrefOf, follow } = usePortalLinks();
  const cartHref = state.availability.state === 'enabled' ? hrefOf('cart') : null;
  const onCartLink = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (cartHref) follow(event, cartHref);
    },
    [follow, cartHref],
  );
  return (
    <OrderBuilderView
      state={state}
      headingLevel={headingLevelOf<HeadingLevel>(props.headingLevel, 2, 2, 6)}
      cartHref={cartHref}
      onCartLink={onCartLink}
    />
  );
}
