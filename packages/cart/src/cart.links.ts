import type { MouseEvent } from 'react';

/**
 * The portal pages the cart links to, and how a click on one is followed (an `anp-navigate` the
 * host may route, else the browser's navigation). The views take them as props, so stories and
 * view tests render them without a portal.
 */
export interface CartLinks {
  /** The order builder ("Add more products", "Browse products"). */
  shop: string;
  /** The orders list, after an order is placed. */
  orders: string;
  /** The purchase-order terms and conditions. */
  terms: string;
  follow(event: MouseEvent, href: string): void;
}
